/**
 * The client bundles as built with src/plugins/lean-client: the docs version
 * data is lighter and the sidebars built from it are still complete; tslib is
 * reduced to the helpers the bundles use.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test, expect, gotoHydrated} from './fixtures';
import * as tslibShim from '../../src/plugins/lean-client/tslib';

const JS_DIR = path.resolve(__dirname, '../../build/assets/js');

test('the built version data has no doc descriptions and still names every doc with its sidebar', () => {
  const files = fs.readdirSync(JS_DIR).filter((f) => f.endsWith('.js'))
    .filter((f) => fs.readFileSync(path.join(JS_DIR, f), 'utf8').includes('"docsSidebars"'));
  expect(files, 'one chunk holds the version data').toHaveLength(1);
  const source = fs.readFileSync(path.join(JS_DIR, files[0]), 'utf8');
  const json = source.match(/JSON\.parse\('(.*)'\)/s)?.[1];
  const text = json ?? source;
  expect(text).not.toMatch(/"description"\s*:/);
  expect(text).not.toMatch(/"unlisted"\s*:\s*false/);
  for (const sidebar of ['gettingStartedSidebar', 'paltformSidebar', 'sqlSidebar', 'apiSidebar', 'integrationsSidebar']) {
    expect(text).toContain(`"${sidebar}"`);
  }
  expect(text).toContain('"id":"sql/mappings"');
});

test('a doc page still shows its whole sidebar, with the current page marked', async ({page, consoleErrors}) => {
  await gotoHydrated(page, '/doc/docs/sql/mappings');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.locator('a.menu__link--active', {hasText: /mappings/i})).toHaveAttribute('aria-current', 'page');
  expect(await sidebar.locator('a.menu__link').count()).toBeGreaterThan(10);
  expect(consoleErrors).toEqual([]);
});

test('every tslib helper the built bundles call is one the stand-in provides', () => {
  const helpers = Object.keys(createRequire(__filename)('tslib')).filter((name) => name.startsWith('__'));
  expect(helpers.length).toBeGreaterThan(20);
  const used = new Set<string>();
  for (const file of fs.readdirSync(JS_DIR).filter((f) => f.endsWith('.js'))) {
    const source = fs.readFileSync(path.join(JS_DIR, file), 'utf8');
    for (const name of helpers) {
      // A module's call of a tslib helper: `x.__helper(`; TypeScript's inline copies read `this.__helper ||`.
      for (const m of source.matchAll(new RegExp(`(\\w+)\\.${name.replace(/\$/g, '\\$')}\\b(?!\\s*\\|\\|)`, 'g'))) {
        if (m[1] !== 'this') used.add(name);
      }
    }
  }
  expect([...used].filter((name) => !(name in tslibShim)), 'add them to src/plugins/lean-client/tslib.ts').toEqual([]);
  expect(used).toContain('__importDefault');
});

test('the stand-in __importDefault behaves as tslib\'s', () => {
  const tslib = createRequire(__filename)('tslib') as {__importDefault: (m: unknown) => unknown};
  const esm = {__esModule: true, default: 1};
  for (const mod of [esm, {a: 1}, 5, null, () => 1]) {
    expect(tslibShim.__importDefault(mod)).toEqual(tslib.__importDefault(mod));
  }
  expect(tslibShim.__importDefault(esm)).toBe(esm);
});
