import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {ORIGIN} from '../support/env';
import {
  drawnColorMode,
  expectDocPage,
  expectNotBlank,
  trackConsoleErrors,
  trackUncaught,
  waitHydrated,
} from './fault-checks';

/**
 * Odd addresses against the static test server: each gets the page or the
 * not-found page with a sane status, hydrates without an uncaught error, and
 * the server keeps answering. (Requests a browser cannot send, such as raw
 * `..` segments, are in tests/tools/static-server.spec.ts.)
 */

const notFound = (page: Page) => page.getByRole('heading', {level: 1, name: 'Page Not Found'});

/** Opens `url` and returns its status, after checking it hydrated and threw nothing. */
async function open(
  page: Page,
  url: string,
): Promise<{status: number | undefined; uncaught: string[]; consoleErrors: string[]}> {
  const uncaught = trackUncaught(page);
  const consoleErrors = trackConsoleErrors(page);
  const response = await page.goto(url);
  await waitHydrated(page);
  return {status: response?.status(), uncaught, consoleErrors};
}

async function expectNotFoundPage(page: Page) {
  await expect(notFound(page)).toBeVisible();
  await expect(page.locator('nav.navbar')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
}

/** The server still answers normally (it did not crash on the previous request). */
async function expectServerAlive(page: Page) {
  const response = await page.request.get('/doc/docs/sql/general');
  expect(response.status()).toBe(200);
}

test.describe('addresses that reach a page', () => {
  for (const [name, url] of [
    ['double slashes', '/doc//docs//sql/general'],
    ['encoded slashes (%2F)', '/doc/docs%2Fsql%2Fgeneral'],
    ['dot segments', '/doc/./docs/sql/../sql/general'],
  ]) {
    test(`${name}: the page, at its canonical address, without a hydration error`, async ({page}) => {
      const {status, uncaught, consoleErrors} = await open(page, url);
      expect(status).toBe(200);
      await expectDocPage(page, /general/i);
      await expect(notFound(page)).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe('/doc/docs/sql/general');
      expect(uncaught).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('junk query string: the page, no script from it runs, theme and data parameters sanitised', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    const junk = new URLSearchParams({
      q: '<script>window.__injected=1</script>',
      x: '%E0%A4%A',
      'docusaurus-theme': 'x" onload="window.__injected=1',
      'docusaurus-data-foo': '<img src=x onerror="window.__injected=1">',
      'docusaurus-data-a b': 'invalid attribute name',
      _highlight: '<img src=x onerror="window.__injected=1"> .*+?^${}()|[]\\',
    });
    const {status, uncaught, consoleErrors} = await open(page, `/doc/docs/sql/general?${junk}&%E0%A4%A=%FF`);
    expect(status).toBe(200);
    await expectDocPage(page, /general/i);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await drawnColorMode(page)).toBe('light');
    await expect(page.locator('nav.navbar .navbar__logo img').filter({visible: true})).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {__injected?: number}).__injected)).toBeUndefined();
    expect(uncaught).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('junk hash, on load and changed afterwards: the page stays, nothing thrown', async ({page}) => {
    const {status, uncaught, consoleErrors} = await open(
      page,
      '/doc/docs/sql/general#%E0%A4%A<img src=x onerror="window.__injected=1">',
    );
    expect(status).toBe(200);
    await expectDocPage(page, /general/i);
    for (const hash of ['%E0%A4%A', '<script>window.__injected=1</script>', '%00', 'x'.repeat(5000), '']) {
      // Each change is handled (or not) by the time its hashchange event has run.
      await page.evaluate(
        (h) =>
          new Promise((resolve) => {
            window.addEventListener('hashchange', () => setTimeout(resolve), {once: true});
            window.location.hash = h;
          }),
        hash,
      );
    }
    await expectDocPage(page, /general/i);
    // An in-page link to a junk anchor goes through the client router.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '#%E0%A4%A';
      a.textContent = 'junk anchor';
      document.querySelector('article')!.prepend(a);
    });
    await page.getByRole('link', {name: 'junk anchor'}).click();
    await expectDocPage(page, /general/i);
    expect(await page.evaluate(() => (window as unknown as {__injected?: number}).__injected)).toBeUndefined();
    expect(uncaught).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('addresses that reach the not-found page', () => {
  for (const [name, url] of [
    ['an encoded space', '/doc/docs/sql/gen%20eral'],
    ['an encoded NUL', '/doc/docs/sql/general%00'],
    ['unicode characters', '/doc/docs/sql/général-数据-🔍-مرحبا'],
    ['a trailing dot', '/doc/docs/sql/general.'],
    ['a trailing dot after .html', '/doc/docs/sql/general.html.'],
    ['a 5,000-character path', `/doc/docs/sql/${'a'.repeat(5000)}`],
    ['dot segments climbing out of the base', '/doc/%2e%2e/%2e%2e/%2e%2e/etc/passwd'],
  ]) {
    test(`${name}: 404 and the not-found page`, async ({page}) => {
      const {status, uncaught} = await open(page, url);
      expect(status).toBe(404);
      await expectNotFoundPage(page);
      expect(uncaught).toEqual([]);
      await expectServerAlive(page);
    });
  }

  test('invalid percent-encoding (%E0%A4%A): 404, and the app still starts', async ({page}) => {
    const {status, uncaught} = await open(page, '/doc/docs/sql/%E0%A4%A');
    expect(status).toBe(404);
    await expectNotFoundPage(page);
    // The app runs: its navbar search and links work.
    await expect(page.locator('.navbar__search input').first()).toBeEnabled({timeout: 15_000});
    await page.locator('nav.navbar').getByRole('link', {name: 'SQL Reference', exact: true}).click();
    await expect(page).toHaveURL(/\/doc\/docs\/sql\/$/);
    await expectDocPage(page);
    expect(uncaught).toEqual([]);
  });

  test('a 20,000-character path: 414 with the not-found page, not an empty answer', async ({page}) => {
    const {status, uncaught} = await open(page, `/doc/${'a'.repeat(20_000)}`);
    expect(status).toBe(414);
    await expectNotFoundPage(page);
    expect(uncaught).toEqual([]);
    await expectServerAlive(page);
  });

  test('a path that is not a URL for the server (//[): the not-found page, the server keeps running', async ({
    page,
  }) => {
    const {status, uncaught} = await open(page, `${ORIGIN}//[`);
    expect(status).toBe(404);
    await expectNotFoundPage(page);
    expect(uncaught).toEqual([]);
    await expectServerAlive(page);
  });
});

test('client-side navigation to odd addresses: the page or the not-found page, nothing thrown', async ({page}) => {
  const uncaught = trackUncaught(page);
  await gotoHydrated(page, '/doc/');
  const odd = [
    ['/doc/docs/sql/gen%20eral', 'not found'],
    ['/doc/docs/sql/général-数据-🔍', 'not found'],
    [`/doc/docs/sql/${'a'.repeat(5000)}`, 'not found'],
    ['/doc/docs/sql/general.', 'not found'],
    ['/doc/docs/sql/general?q=%3Cscript%3E#%E0%A4%A', 'page'],
    ['/doc/docs/sql/general/', 'page'],
  ] as const;
  for (const [url, expected] of odd) {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    if (expected === 'page') await expectDocPage(page, /general/i);
    else await expect(notFound(page), url).toBeVisible();
  }
  await page.goBack();
  await expectNotBlank(page);
  expect(uncaught).toEqual([]);
});
