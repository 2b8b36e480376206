import fs from 'node:fs';
import path from 'node:path';
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

test('the search engine starts only when the reader reaches for the box, and then answers', async ({page, consoleErrors}) => {
  await gotoHydrated(page, '/doc/docs/sql/');
  const box = page.locator('.navbar__search input').first();
  await expect(box).toBeEnabled({timeout: 15_000});
  await expect(box).toHaveAttribute('placeholder', 'Search');
  // Reading only: no worker, however long the reader stays.
  await page.waitForTimeout(1500);
  expect(page.workers()).toHaveLength(0);
  await box.hover();
  await expect.poll(() => page.workers().length).toBe(1);
  await box.fill('concept');
  await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible();
  expect(page.workers()).toHaveLength(1);
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
