/**
 * The layout of every feature folder (ARCHITECTURE.md, "Feature map"): a `plugin.ts` whose plugin is named as the
 * folder, its remark plugin in `remark.ts`, and React components and their CSS only in `browser/` and `theme/`.
 * Imports inside a feature are relative paths: `npm run lint` checks those (eslint.config.mjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';
import type {LoadContext, Plugin} from '@docusaurus/types';

const ROOT = path.resolve(__dirname, '../..');
const FEATURES = path.join(ROOT, 'src', 'features');
// Loaded as the test runner loads the other specs' imports (a dynamic import() of the plugins fails in it).
const load = createRequire(__filename);

/** Features that keep another layout for now, and why. */
const OUTSIDE: Record<string, string> = {};

const features = fs
  .readdirSync(FEATURES, {withFileTypes: true})
  .filter((e) => e.isDirectory() && !(e.name in OUTSIDE))
  .map((e) => e.name)
  .sort();

/** A feature's files, relative to its folder. */
const filesOf = (feature: string) =>
  fs
    .readdirSync(path.join(FEATURES, feature), {recursive: true, encoding: 'utf8'})
    .filter((f) => fs.statSync(path.join(FEATURES, feature, f)).isFile())
    .map((f) => f.split(path.sep).join('/'));

test('every feature folder is checked here, or named with the reason it is not', () => {
  expect(features.length).toBeGreaterThan(10);
  for (const name of Object.keys(OUTSIDE)) expect(fs.existsSync(path.join(FEATURES, name)), name).toBe(true);
});

test("each feature's plugin is its plugin.ts, named as the feature's folder", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-layout-'));
  const context = {
    siteDir: ROOT,
    generatedFilesDir: dir,
    outDir: dir,
    baseUrl: '/doc/',
    siteConfig: {url: 'https://docs.example.com', baseUrl: '/doc/'},
  } as unknown as LoadContext;
  try {
    const names: Record<string, string> = {};
    for (const feature of features) {
      type Factory = (context: LoadContext, options?: unknown) => Plugin | Promise<Plugin>;
      const {default: factory} = load(path.join(FEATURES, feature, 'plugin.ts')) as {default: Factory};
      names[feature] = (await factory(context, {})).name;
    }
    expect(names).toEqual(Object.fromEntries(features.map((f) => [f, f])));
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test("a feature's remark plugin is its remark.ts, and its components and CSS are in browser/ or theme/", () => {
  const misplaced: string[] = [];
  for (const feature of features) {
    for (const file of filesOf(feature)) {
      const top = !file.includes('/');
      if (top && /^remark/.test(file) && !/^remark\.ts$/.test(file)) misplaced.push(`${feature}/${file}`);
      if (/\.(tsx|css)$/.test(file) && !/^(browser|theme)\//.test(file)) misplaced.push(`${feature}/${file}`);
    }
  }
  expect(misplaced).toEqual([]);
});
