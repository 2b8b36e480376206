/**
 * The client bundles as built with src/features/lean-client: the docs version
 * data is lighter and the sidebars built from it are still complete. And no
 * bundle names the folder the site was built in.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {SITE_DIR} from '../../src/shared/site-dir';

const JS_DIR = path.resolve(__dirname, '../../build/assets/js');

test('no client bundle names the folder the site was built in (the site config goes into the bundle)', () => {
  const naming = fs
    .readdirSync(JS_DIR)
    .filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(JS_DIR, f), 'utf8').includes(SITE_DIR));
  expect(naming).toEqual([]);
});

test('the built version data has no doc entries, and its sidebars still name every doc', () => {
  const files = fs
    .readdirSync(JS_DIR)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => fs.readFileSync(path.join(JS_DIR, f), 'utf8').includes('"docsSidebars"'));
  expect(files, 'one chunk holds the version data').toHaveLength(1);
  const source = fs.readFileSync(path.join(JS_DIR, files[0]), 'utf8');
  const json = source.match(/JSON\.parse\('(.*)'\)/s)?.[1];
  const text = json ?? source;
  expect(text).not.toMatch(/"description"\s*:/);
  expect(text).toContain('"docs":{}');
  expect(text).not.toMatch(/"unlisted"\s*:\s*false/);
  for (const sidebar of [
    'gettingStartedSidebar',
    'paltformSidebar',
    'sqlSidebar',
    'apiSidebar',
    'integrationsSidebar',
  ]) {
    expect(text).toContain(`"${sidebar}"`);
  }
  expect(text).toContain('"docId":"sql/mappings"');
});

test('a doc page still shows its whole sidebar, with the current page marked', async ({page, consoleErrors}) => {
  await gotoHydrated(page, '/doc/docs/sql/mappings');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.locator('a.menu__link--active', {hasText: /mappings/i})).toHaveAttribute('aria-current', 'page');
  expect(await sidebar.locator('a.menu__link').count()).toBeGreaterThan(10);
  expect(consoleErrors).toEqual([]);
});
