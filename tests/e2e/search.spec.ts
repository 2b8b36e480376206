import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

const INDEX_URL = /\/doc\/search-index-[0-9a-f]{6,}\.json$/;

test('the search box reads "Loading..." and is disabled until its index has loaded', async ({page}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const indexRequests: string[] = [];
  await page.route(INDEX_URL, async (route) => {
    indexRequests.push(route.request().url());
    await released;
    await route.continue();
  });
  await gotoHydrated(page, '/doc/docs/getting-started/intro-timbr');
  const box = page.locator('.navbar__search input').first();
  await expect(box).toBeDisabled();
  await expect(box).toHaveAttribute('placeholder', 'Loading...');
  // The index is requested once the page is idle, without any interaction.
  await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
  release();
  await expect(box).toBeEnabled({timeout: 15_000});
  await expect(box).toHaveAttribute('placeholder', 'Search');
  // Fetched from the site base, with a build-specific file name.
  expect(new URL(indexRequests[0]).pathname).toMatch(INDEX_URL);
});

test('a failed index download leaves a clear, disabled search box', async ({page, consoleErrors}) => {
  await page.route(INDEX_URL, (route) => route.fulfill({status: 503, body: 'unavailable'}));
  await gotoHydrated(page, '/doc/docs/sql/');
  const box = page.locator('.navbar__search input').first();
  await expect(box).toHaveAttribute('placeholder', 'Search unavailable', {timeout: 15_000});
  await expect(box).toBeDisabled();
  await expect(page.locator('h1').first()).toBeVisible();
  expect(consoleErrors.filter((e) => !/503|Failed to load resource/.test(e))).toEqual([]);
});

for (const target of ['/doc/docs/getting-started/systables', '/doc/docs/sql/mappings', '/doc/docs/integration/dbeaver']) {
  test(`searching the title of ${target} finds it`, async ({page}) => {
    await gotoHydrated(page, target);
    const title = (await page.locator('h1').first().innerText()).trim();
    await gotoHydrated(page, '/doc/');
    const box = page.locator('.navbar__search input').first();
    await expect(box).toBeEnabled();
    await box.fill(title);
    const firstHit = page.locator('[role="listbox"] [role="option"]').first();
    await expect(firstHit).toBeVisible();
    await expect(firstHit).toContainText(title, {ignoreCase: true});
    // The first hit is selected: Enter opens the page with the terms highlighted.
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}\\?_highlight=`));
    await expect(page.locator('article mark').first()).toBeVisible();
  });
}

test('a keyboard shortcut focuses the search box', async ({page}) => {
  await gotoHydrated(page, '/doc/docs/api/');
  const box = page.locator('.navbar__search input').first();
  await expect(box).toBeEnabled();
  await page.locator('body').press('Control+k');
  await expect(box).toBeFocused();
});

/** The built chunk with the plugin's search bar (its suggestion list). */
function barChunk(): string {
  const dir = path.resolve(__dirname, '../../build/assets/js');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').includes('autocomplete:selected'));
  expect(files).toHaveLength(1);
  return files[0];
}

test('the search bar and engine load only when the reader reaches for the box, in place and then answering', async ({page, consoleErrors}) => {
  const bar = barChunk();
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await gotoHydrated(page, '/doc/docs/sql/');
  const box = page.locator('.navbar__search input').first();
  await expect(box).toBeEnabled({timeout: 15_000});
  await expect(box).toHaveAttribute('placeholder', 'Search');
  await expect(page.locator('.navbar__search kbd')).toHaveCount(2);
  const before = await box.boundingBox();
  // Reading only: neither the bar nor the engine, however long the reader stays.
  await page.waitForTimeout(1500);
  expect(page.workers()).toHaveLength(0);
  expect(scripts.filter((s) => s.endsWith(`/${bar}`))).toEqual([]);
  await box.hover();
  await expect.poll(() => page.workers().length).toBe(1);
  await expect.poll(() => scripts.filter((s) => s.endsWith(`/${bar}`)).length).toBe(1);
  // The bar took the stand-in's place without moving it.
  await expect(page.locator('.navbar__search [data-search-status]')).toHaveCount(0);
  expect(await box.boundingBox()).toEqual(before);
  await box.fill('concept');
  await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible();
  expect(page.workers()).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

/** Opens a page whose search bar chunk is held back until `release()`; returns the box once it is enabled. */
async function openWithBarHeldBack(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/assets/js/${barChunk()}`, async (route) => {
    await released;
    await route.continue();
  });
  await gotoHydrated(page, '/doc/docs/sql/');
  const box = page.locator('.navbar__search input').first();
  await expect(box).toBeEnabled({timeout: 15_000});
  return {box, release};
}

test('what is typed before the bar has loaded stays in the box and is searched', async ({page, consoleErrors}) => {
  const {box, release} = await openWithBarHeldBack(page);
  // Keyboard only: the shortcut, then typing, while the bar is still on its way.
  await page.locator('body').press('Control+k');
  await expect(box).toBeFocused();
  await page.keyboard.type('mapping');
  await expect(box).toHaveValue('mapping');
  release();
  await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible({timeout: 15_000});
  await expect(box).toHaveValue('mapping');
  await expect(box).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('a search engine that cannot start turns the box into a clear, disabled one', async ({page}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  // The worker's script: the built file that loads its chunks with importScripts and answers fetchIndexes.
  const dir = path.resolve(__dirname, '../../build/assets/js');
  const workerFiles = fs.readdirSync(dir).filter((f) => {
    const source = fs.readFileSync(path.join(dir, f), 'utf8');
    return f.endsWith('.js') && source.includes('importScripts') && source.includes('fetchIndexes');
  });
  expect(workerFiles).toHaveLength(1);
  await page.route(`**/assets/js/${workerFiles[0]}`, (route) => route.abort('failed'));
  await gotoHydrated(page, '/doc/docs/sql/');
  const box = page.locator('.navbar__search input').first();
  await expect(box).toBeEnabled({timeout: 15_000});
  await box.hover();
  await expect(box).toHaveAttribute('placeholder', 'Search unavailable', {timeout: 15_000});
  await expect(box).toBeDisabled();
  await expect(page.locator('article h1')).toBeVisible();
  expect(uncaught).toEqual([]);
});

test('a query typed into the bar\'s box the moment it appears is kept (the bar empties its box once on mount)', async ({page, consoleErrors}) => {
  const {box, release} = await openWithBarHeldBack(page);
  await box.focus();
  // As soon as the bar's box is in the page, "type" into it, before any other task runs.
  await page.evaluate(() => {
    const standIn = document.querySelector('.navbar__search input');
    new MutationObserver((_, observer) => {
      const input = document.querySelector<HTMLInputElement>('.navbar__search input');
      if (!input || input === standIn) return;
      observer.disconnect();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'mapping');
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }).observe(document.querySelector('.navbar')!, {childList: true, subtree: true});
  });
  release();
  await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible({timeout: 15_000});
  await expect(box).toHaveValue('mapping');
  expect(consoleErrors).toEqual([]);
});
