import {test as base, expect, type Page, type Response} from '@playwright/test';

/**
 * Shared fixtures of the end-to-end tests.
 * - The analytics script cannot be downloaded here: Chromium gets it from a
 *   stub (tools/serve/analytics-stub/server.ts, an empty script), which keeps
 *   gtag's queue semantics (window.dataLayer), so pages behave as with the real
 *   script and the tests can read what would be sent.
 * - `consoleErrors` collects console errors and uncaught exceptions.
 */
export const test = base.extend<{consoleErrors: string[]}>({
  consoleErrors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },
});

export {expect};

/** Opens a URL and waits until React has hydrated the page. */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return response;
}

/**
 * Waits until the page's network has been quiet for `quietMs`: nothing requested or finished meanwhile, and nothing
 * in flight that was requested since the call. First a frame and an idle period pass, so what the last action
 * started has been requested. Unlike `waitForLoadState('networkidle')`, which is reached once per document and then
 * returns at once, this holds after any action on a page already loaded.
 */
export async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight += 1;
    last = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 1000})),
        ),
    );
    await expect.poll(() => inFlight === 0 && Date.now() - last >= quietMs, {intervals: [100]}).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Reads the site's localStorage entry named `name` (optionally namespaced as `name-<hash>`). */
export async function storageEntry(page: Page, name: string): Promise<[string, string] | null> {
  return page.evaluate((s) => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)!;
      if (key === s || key.startsWith(`${s}-`)) return [key, localStorage.getItem(key)!];
    }
    return null;
  }, name);
}

/**
 * Diagrams are images drawn ahead of time, loaded lazily (src/features/diagrams/theme/Mermaid):
 * scrolls to each one in turn and waits until its image has loaded.
 * Returns how many there are.
 */
export async function renderDiagrams(page: Page): Promise<number> {
  const images = page.locator('[data-diagram] img');
  const count = await images.count();
  for (let i = 0; i < count; i += 1) {
    await images.nth(i).scrollIntoViewIfNeeded();
    await expect
      .poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 10_000,
      })
      .toBe(true);
  }
  return count;
}

/**
 * Waits for what every page does after hydration, so that it has had its
 * chance to fail (a console error, a CSP violation): the navbar search box
 * fetches the two search files when the browser is idle (it then leaves its
 * "loading" state), diagrams load as they come near the viewport
 * (renderDiagrams), and the fonts load. Returns the search box's state.
 */
export async function lateWorkDone(page: Page): Promise<string | null> {
  const box = page.locator('[data-search-status]').first();
  await expect(box).not.toHaveAttribute('data-search-status', 'loading', {timeout: 30_000});
  await renderDiagrams(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return box.getAttribute('data-search-status');
}
