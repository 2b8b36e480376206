/**
 * The search index failing, as a reader of the navbar box and the search page
 * meets it (src/features/search): its manifest (the part the box loads before
 * it reads "Search") or a fragment a query needs (./search-helpers.ts) that
 * does not download or does not parse, and a worker that cannot start. The
 * box (for the manifest and the worker) or its list (for a fragment) says
 * search is unavailable, keeps what was typed and never shows an empty list in
 * place of results; nothing tries again on its own, and "Try again" does. A query whose fragments are still on their way
 * says it is loading. The same faults of the manifest, one by one:
 * ./faults-loading.spec.ts.
 */
import type {Route} from '@playwright/test';
import {MANIFEST_FORMAT} from '@timbr-docs/search';
import {test, expect, gotoHydrated, networkQuiet} from './fixtures';
import {axeViolations} from '../support/axe';
import {
  MANIFEST,
  PAGES,
  TERMS,
  TEXTS,
  box,
  holdListChunk,
  holdRequests,
  options,
  searchFor,
  workerScript,
} from './search-helpers';

test('a manifest that fails to download leaves a clear, disabled box that says why, with a button that tries again', async ({
  page,
  consoleErrors,
}) => {
  let failing = true;
  await page.route(MANIFEST, (route) =>
    failing ? route.fulfill({status: 503, body: 'unavailable'}) : route.continue(),
  );
  await gotoHydrated(page, '/doc/docs/sql/');
  await expect(box(page)).toHaveAttribute('placeholder', 'Search unavailable');
  await expect(box(page)).toBeDisabled();
  await expect(box(page)).toHaveAccessibleDescription(
    /^Search is unavailable: the search index could not be loaded\.$/,
  );
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await axeViolations(page), 'the unavailable box and its button').toEqual([]);
  // Once the site answers again, the button brings search back, with the focus in the box.
  failing = false;
  await page.locator('.navbar__search').getByRole('button', {name: 'Try again'}).click();
  await expect(box(page)).toBeEnabled();
  await expect(box(page)).toHaveAttribute('placeholder', 'Search');
  await expect(box(page)).toBeFocused();
  expect(await searchFor(page, 'cube')).not.toHaveLength(0);
  expect(consoleErrors.filter((e) => !/503|Failed to load resource/.test(e))).toEqual([]);
});

test('a query whose fragments are still loading says so; its results come once they have loaded', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, '/doc/docs/sql/');
  await expect(box(page)).toBeEnabled();
  const release = await holdRequests(page, TERMS);
  await box(page).focus();
  await box(page).fill('partition');
  const loading = page.locator('.navbar__search [data-search-loading="partition"]');
  await expect(loading).toHaveText('Loading results…');
  await expect(page.locator('.navbar__search [role="status"]')).toHaveText('Loading results…');
  await expect(options(page)).toHaveCount(0);
  release();
  await expect(page.locator('.navbar__search [data-search-query="partition"]').first()).toBeAttached();
  await expect(loading).toHaveCount(0);
  await expect(options(page).first()).toBeVisible();
  await expect(page.locator('.navbar__search [role="status"]')).toHaveText(/^\d+ results?$/);
  expect(consoleErrors).toEqual([]);
});

const serverError = (route: Route) => route.fulfill({status: 500, body: 'Internal Server Error'});
const cutShort = (route: Route) =>
  route.fulfill({status: 200, contentType: 'application/json', body: '{"format":"timbr-search-te'});

for (const [kind, files, fault, answer] of [
  ['terms', TERMS, 'fails to download', serverError],
  ['terms', TERMS, 'does not parse', cutShort],
  ['page', PAGES, 'does not parse', cutShort],
  ['text', TEXTS, 'fails to download', serverError],
] as const) {
  test(`a ${kind} fragment that ${fault} makes the list say search is unavailable, never an empty list; trying again recovers`, async ({
    page,
    consoleErrors,
  }) => {
    let failing = true;
    let failed = 0;
    await page.route(files, (route) => (failing ? (failed++, answer(route)) : route.continue()));
    await gotoHydrated(page, '/doc/docs/sql/');
    await expect(box(page)).toBeEnabled();
    await box(page).focus();
    await page.keyboard.type('cube');
    // The box keeps what was typed and stays a box; the list says why it has no results.
    const message = page.locator('.navbar__search [data-search-failed="cube"]');
    await expect(message).toContainText('Search is unavailable: the search index could not be loaded.');
    await expect(page.locator('.navbar__search [role="status"]')).toHaveText(/^Search is unavailable/);
    await expect(box(page)).toBeEnabled();
    await expect(box(page)).toHaveValue('cube');
    await expect(box(page)).toBeFocused();
    await expect(page.locator('.navbar__search [data-search-query]')).toHaveCount(0);
    await expect(options(page)).toHaveCount(0);
    if (kind === 'terms' && fault === 'fails to download') {
      expect(await axeViolations(page), 'the list saying search is unavailable').toEqual([]);
    }
    // Nothing tries again on its own.
    await networkQuiet(page);
    const tries = failed;
    expect(tries).toBeGreaterThan(0);
    await networkQuiet(page);
    expect(failed).toBe(tries);
    failing = false;
    await message.getByRole('button', {name: 'Try again'}).click();
    await expect(box(page)).toBeFocused();
    await expect(page.locator('.navbar__search [data-search-query="cube"]').first()).toBeAttached();
    await expect(options(page).first()).toBeVisible();
    await expect(message).toHaveCount(0);

    // The search page says so too, and tries again on request.
    failing = true;
    await gotoHydrated(page, '/doc/search?q=concept');
    const alert = page.getByRole('alert').filter({hasText: 'Search is unavailable'});
    await expect(alert).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(0);
    failing = false;
    await alert.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('main [role="status"]')).toHaveText(/^\d+ pages? found$/);
    await expect(page.locator('main article').first()).toBeVisible();
    expect(consoleErrors.filter((e) => !/500|Failed to load resource/.test(e))).toEqual([]);
  });
}

test('a manifest that looks whole but is corrupt inside makes search unavailable when the reader reaches for it, with a message on the search page', async ({
  page,
  consoleErrors,
}) => {
  await page.route(MANIFEST, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: `{"format":"${MANIFEST_FORMAT}","build":"x","terms":"a","pages":[]}`,
    }),
  );
  const release = await holdListChunk(page);
  await gotoHydrated(page, '/doc/docs/sql/');
  // The box's own check reads only the start and the end of the manifest.
  await expect(box(page)).toBeEnabled();
  await box(page).focus();
  await page.keyboard.type('cube');
  release();
  await expect(box(page)).toHaveAttribute('placeholder', 'Search unavailable');
  await expect(box(page)).toHaveValue('cube');
  await gotoHydrated(page, '/doc/search?q=cube');
  await expect(page.getByRole('alert')).toContainText('Search is unavailable');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
  expect(consoleErrors).toEqual([]);
});

test('an engine that cannot start turns the box into a disabled one that keeps what was typed', async ({page}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.route(`**/assets/js/${workerScript()}`, (route) => route.abort('failed'));
  // The list (which starts the engine) is held back until the reader has typed.
  const release = await holdListChunk(page);
  await gotoHydrated(page, '/doc/docs/sql/');
  await expect(box(page)).toBeEnabled();
  await box(page).focus();
  await page.keyboard.type('cube');
  release();
  await expect(box(page)).toHaveAttribute('placeholder', 'Search unavailable');
  await expect(box(page)).toBeDisabled();
  await expect(box(page)).toHaveValue('cube');
  await expect(page.locator('article h1')).toBeVisible();
  expect(uncaught).toEqual([]);
});
