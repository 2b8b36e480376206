/**
 * What the tests of the navbar search box and the search page share
 * (./search.spec.ts, ./faults-search-index.spec.ts): the search index's files
 * as the browser asks for them, the box and its options, the built scripts of
 * the list and the worker, and holding requests back.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/** The search index's manifest, which the box loads before it reads "Search". */
export const MANIFEST = /\/doc\/search-index\/manifest-[0-9a-f]{6,}\.json$/;
/** The fragments a query loads: the postings of its terms, the titles, its results' pages and texts. */
export const FRAGMENTS = /\/doc\/search-index\/(terms|titles|page|text)-[0-9a-f]{6,}\.json$/;
export const TERMS = /\/doc\/search-index\/terms-[0-9a-f]{6,}\.json$/;
export const PAGES = /\/doc\/search-index\/page-[0-9a-f]{6,}\.json$/;
export const TEXTS = /\/doc\/search-index\/text-[0-9a-f]{6,}\.json$/;
const BUILD_JS = path.resolve(__dirname, '../../build/assets/js');

export const box = (page: Page) => page.locator('.navbar__search input').first();
export const options = (page: Page) => page.locator('.navbar__search [role="listbox"] [role="option"]');

/** The one built script that holds `text`. */
export function builtScript(text: string): string {
  const files = fs
    .readdirSync(BUILD_JS)
    .filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(BUILD_JS, f), 'utf8').includes(text));
  expect(files, `one built script holds "${text}"`).toHaveLength(1);
  return files[0];
}
/** The chunk of the suggestion list (src/features/search/theme/SearchBar/Results.tsx). */
export const listChunk = () => builtScript('See all results');
/** The search worker's script (src/features/search/browser/worker.ts). */
export const workerScript = () => builtScript('The search index is not loaded.');

/** Holds back the requests `url` matches until `release()` is called. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the list's chunk back until `release()` is called (so what the reader types first is typed before it loads). */
export const holdListChunk = (page: Page) => holdRequests(page, `**/assets/js/${listChunk()}`);

/** Types a query and waits until the list shows its results; returns the pages they lead to. */
export async function searchFor(page: Page, query: string): Promise<string[]> {
  await box(page).fill(query);
  await expect(page.locator(`.navbar__search [data-search-query="${query}"]`).first()).toBeAttached();
  return options(page).evaluateAll((list) =>
    list.map((o) => new URL(o.getAttribute('data-href')!, location.href).pathname),
  );
}
