import type {Page} from '@playwright/test';
import {test as base, expect} from './fixtures';

/**
 * Shared checks of the fault and bad-input suite (tests/e2e/faults-*.spec.ts):
 * whatever goes wrong, the reader gets a rendered page and no script dies.
 */

/** The storage calls of the theme that fail when storage is blocked or full. */
export const STORAGE_ERROR = /^Docusaurus storage error/;

/**
 * The e2e fixtures plus one that every fault test gets: after the test, no
 * uncaught exception or unhandled rejection, and no console error but the ones
 * a fault is expected to produce: a blocked download ("Failed to load
 * resource"), the theme's report of a storage call it then handles, and what
 * `test.use({allowedConsoleErrors})` adds.
 */
export const test = base.extend<{allowedConsoleErrors: RegExp[]; pageErrors: {uncaught: string[]; console: string[]}}>({
  allowedConsoleErrors: [[], {option: true}],
  pageErrors: [
    async ({page, allowedConsoleErrors}, use) => {
      const errors = {uncaught: trackUncaught(page), console: trackConsoleErrors(page, allowedConsoleErrors)};
      await use(errors);
      expect(errors.uncaught, 'uncaught exceptions').toEqual([]);
      expect(errors.console, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Collects uncaught exceptions and unhandled promise rejections of the page. */
export function trackUncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

/**
 * Console errors, minus the ones a fault is expected to produce: a blocked
 * download ("Failed to load resource") and the theme's own report of a storage
 * call that failed ("Docusaurus storage error"), which it then handles.
 */
export function trackConsoleErrors(page: Page, expected: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if ([/^Failed to load resource/, ...expected].some((re) => re.test(text))) return;
    errors.push(text);
  });
  return errors;
}

/**
 * Asserts that a documentation page is really there: the navbar with its
 * sections, a non-empty level-1 heading (optionally the given one) and an
 * article with real text.
 */
export async function expectDocPage(page: Page, heading?: string | RegExp): Promise<void> {
  await expect(page.locator('nav.navbar')).toBeVisible();
  await expect(page.locator('nav.navbar').getByRole('link', {name: 'SQL Reference', exact: true})).toBeVisible();
  const h1 = page.locator('article h1, main h1').first();
  await expect(h1).toBeVisible();
  if (heading) await expect(h1).toHaveText(heading);
  else await expect(h1).not.toHaveText('');
  const text = await page.locator('article').first().innerText();
  expect(text.length, 'article text').toBeGreaterThan(200);
}

/** Asserts that the page is not blank: visible navbar, a visible heading, and a good amount of text. */
export async function expectNotBlank(page: Page): Promise<void> {
  await expect(page.locator('nav.navbar')).toBeVisible();
  await expect(page.locator('h1').first()).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text.trim().length, 'visible text on the page').toBeGreaterThan(100);
}

/** The colour mode the page is drawn in, read from its computed text colour (dark text: light mode). */
export async function drawnColorMode(page: Page): Promise<'light' | 'dark'> {
  const rgb = await page.evaluate(() => getComputedStyle(document.documentElement).color);
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
  if (b === undefined) throw new Error(`unexpected colour ${rgb}`);
  return (r + g + b) / 3 < 128 ? 'light' : 'dark';
}

/** Waits until React has hydrated the current document. */
export async function waitHydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** Counts the main-frame document loads (first load, reloads, full navigations) from now on. */
export function countDocumentLoads(page: Page): {urls: string[]} {
  const loads = {urls: [] as string[]};
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.urls.push(request.url());
  });
  return loads;
}

/** Emulates a data-saver connection: the site then prefetches no page code ahead of a click. */
export async function disablePrefetch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true});
  });
}
