import type {Page, Route} from '@playwright/test';
import {gotoHydrated, networkQuiet} from './fixtures';
import {test, expect, countDocumentLoads, disablePrefetch, expectDocPage, waitHydrated} from './fault-checks';

/**
 * Downloads that fail: a page's code (JavaScript chunks), the search index's
 * manifest (its fragments: ./faults-search-index.spec.ts) and the analytics
 * script. The reader keeps a readable page, gets told what does not work, and
 * the site never reloads more than once.
 */

const JS_FILE = /\/doc\/assets\/js\/.+\.js$/;
/** The search index's manifest, the part the navbar box loads before it reads "Search". */
const INDEX_URL = /\/doc\/search-index\/manifest-[0-9a-f]{6,}\.json$/;
/** Any file of the search index; the first group is its name. */
const SEARCH_FILE = /\/doc\/search-index\/([a-z]+-[0-9a-f]{6,}\.json)$/;
const NOTICE = '#page-code-unavailable';
const searchBox = (page: Page) => page.locator('.navbar__search input').first();
const sidebarLink = (page: Page, name: RegExp) =>
  page.locator('.theme-doc-sidebar-container').getByRole('link', {name}).first();

/** Opens `url`, waits until its idle-time work is done, and returns the JS files it requested. */
async function openAndListCode(page: Page, url: string): Promise<Set<string>> {
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (JS_FILE.test(new URL(request.url()).pathname)) requested.add(request.url());
  });
  await gotoHydrated(page, url);
  await expect(searchBox(page)).toBeEnabled({timeout: 15_000});
  await page.waitForLoadState('networkidle');
  return new Set(requested);
}

/** Fails every JS file not in `known`: always, or only the first time each one is requested. */
async function failOtherCode(page: Page, known: Set<string>, mode: 'always' | 'once') {
  const failures: string[] = [];
  await page.route(JS_FILE, async (route: Route) => {
    const url = route.request().url();
    if (known.has(url) || (mode === 'once' && failures.includes(url))) return route.continue();
    failures.push(url);
    return route.abort('failed');
  });
  return failures;
}

/** Collects the warnings the site logs when it handles a failed code download. */
function trackHandledChunkFailures(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /could not be downloaded|ChunkLoadError/.test(message.text())) {
      warnings.push(message.text());
    }
  });
  return warnings;
}

test.describe('page code failing to download', () => {
  test('on every try during a navigation: one reload, then the page with a notice, no loop', async ({page}) => {
    await disablePrefetch(page);
    const known = await openAndListCode(page, '/doc/docs/api/');
    const failures = await failOtherCode(page, known, 'always');
    const loads = countDocumentLoads(page);
    await sidebarLink(page, /nested/i).click();
    await expect(page).toHaveURL(/\/doc\/docs\/api\/nested-usage$/);
    const notice = page.locator(NOTICE);
    await expect(notice).toBeVisible({timeout: 15_000});
    await expect(notice).toHaveAttribute('role', 'alert');
    await expect(notice).toContainText('could not be loaded');
    // The server-rendered page is all there, and search says it is unavailable.
    await expectDocPage(page, 'Nested requests');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search unavailable');
    // Once the page has settled, exactly one reload happened.
    await page.waitForLoadState('networkidle');
    expect(loads.urls).toEqual([page.url()]);
    expect(failures.length).toBeGreaterThanOrEqual(2);
  });

  test('once during a navigation: one reload recovers, no notice', async ({page}) => {
    await disablePrefetch(page);
    const known = await openAndListCode(page, '/doc/docs/api/');
    const failures = await failOtherCode(page, known, 'once');
    const loads = countDocumentLoads(page);
    await sidebarLink(page, /nested/i).click();
    await expect(page).toHaveURL(/\/doc\/docs\/api\/nested-usage$/);
    await waitHydrated(page);
    await expectDocPage(page, 'Nested requests');
    await expect(searchBox(page)).toBeEnabled({timeout: 15_000});
    await networkQuiet(page);
    expect(loads.urls).toHaveLength(1);
    expect(failures.length).toBeGreaterThanOrEqual(1);
    await expect(page.locator(NOTICE)).toHaveCount(0);
  });

  test('on a first visit: no automatic reload, a notice whose link reloads and recovers', async ({page}) => {
    const handled = trackHandledChunkFailures(page);
    let blocked = true;
    // Everything but the framework's runtime and main bundle: the page's own code.
    await page.route(JS_FILE, (route) =>
      blocked && !/\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(route.request().url())
        ? route.abort('failed')
        : route.continue(),
    );
    const loads = countDocumentLoads(page);
    await page.goto('/doc/docs/sql/general');
    const notice = page.locator(NOTICE);
    await expect(notice).toBeVisible({timeout: 15_000});
    await expectDocPage(page, /general/i);
    await page.waitForLoadState('networkidle');
    expect(loads.urls).toHaveLength(1);
    expect(await page.locator('html').getAttribute('data-has-hydrated')).not.toBe('true');
    expect(handled.length).toBeGreaterThan(0);
    // Once the code can be downloaded, the notice's link brings the full page back.
    blocked = false;
    await notice.getByRole('link', {name: /reload/i}).click();
    await waitHydrated(page);
    await expect(notice).toHaveCount(0);
    await expectDocPage(page, /general/i);
  });

  test('when hovering a link preloads code that fails: nothing thrown, following it reloads once', async ({page}) => {
    const handled = trackHandledChunkFailures(page);
    const known = await openAndListCode(page, '/doc/docs/sql/');
    await failOtherCode(page, known, 'always');
    // A footer link: off screen until now, so its page was not prefetched.
    const link = page.locator('footer').getByRole('link', {name: 'Installation'});
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await expect.poll(() => handled.length).toBeGreaterThan(0);
    await expect(page.locator(NOTICE)).toHaveCount(0);
    const loads = countDocumentLoads(page);
    await link.click();
    await expect(page).toHaveURL(/\/doc\/docs\/getting-started\/installation$/);
    await expect(page.locator(NOTICE)).toBeVisible({timeout: 15_000});
    await expectDocPage(page);
    await page.waitForLoadState('networkidle');
    expect(loads.urls).toHaveLength(1);
  });

  test('all JavaScript failing: the server-rendered page reads and its links work', async ({page}) => {
    await page.route(JS_FILE, (route) => route.abort('failed'));
    await page.goto('/doc/docs/sql/');
    await expectDocPage(page);
    await sidebarLink(page, /graph algorithms/i).click();
    await expect(page).toHaveURL(/\/doc\/docs\/sql\/graph-algorithms$/);
    await expectDocPage(page, /graph algorithms/i);
  });
});

const INDEX_FAULTS: [name: string, answer: (route: Route) => Promise<void>][] = [
  ['missing (404)', (route) => route.fulfill({status: 404, contentType: 'text/html', body: '<h1>Not found</h1>'})],
  ['a server error (500)', (route) => route.fulfill({status: 500, body: 'Internal Server Error'})],
  ['an aborted download', (route) => route.abort('connectionreset')],
  [
    'garbage',
    (route) => route.fulfill({status: 200, contentType: 'application/json', body: '\u0000\u00ff<html>not json'}),
  ],
  [
    'truncated JSON',
    (route) => route.fulfill({status: 200, contentType: 'application/json', body: '[{"documents":[{"i":1,"t":"SQL'}),
  ],
  [
    'JSON of the wrong shape',
    (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"documents": 42}'}),
  ],
];

test.describe("search index's manifest failing to load", () => {
  for (const [name, answer] of INDEX_FAULTS) {
    test(`${name}: the navbar box and the search page say search is unavailable, no retry loop`, async ({page}) => {
      let requests = 0;
      await page.route(INDEX_URL, (route) => {
        requests += 1;
        return answer(route);
      });
      await gotoHydrated(page, '/doc/docs/sql/general');
      await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search unavailable', {timeout: 15_000});
      await expect(searchBox(page)).toBeDisabled();
      await expectDocPage(page, /general/i);
      // No retry loop: once the network has gone quiet, the file was asked for once; the reader can ask for another try.
      await page.waitForLoadState('networkidle');
      expect(requests).toBe(1);
      await expect(page.locator('.navbar__search').getByRole('button', {name: 'Try again'})).toBeVisible();

      await gotoHydrated(page, '/doc/search?q=mapping');
      const alert = page.getByRole('alert').filter({hasText: 'Search is unavailable'});
      await expect(alert).toBeVisible({timeout: 15_000});
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
      await expect(alert.getByRole('link', {name: 'documentation home'})).toHaveAttribute('href', '/doc/docs/');
      await expect(alert.getByRole('button', {name: 'Try again'})).toBeVisible();
      await expect(page.locator('nav.navbar')).toBeVisible();
      // The page's engine and the navbar box share one download.
      await page.waitForLoadState('networkidle');
      expect(requests).toBe(2);
    });
  }

  test('the search page still finds results, with one download of each file it needs', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      const file = SEARCH_FILE.exec(new URL(request.url()).pathname);
      if (file) requests.push(file[1]);
    });
    await gotoHydrated(page, '/doc/search?q=mapping');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "mapping"');
    await expect(page.locator('main [role="status"]')).toHaveText(/\d+ pages? found/, {timeout: 15_000});
    await expect(page.locator('article h2 a').first()).toBeVisible();
    // The navbar box checks the manifest too, once the page is idle: after that, still one download of each file.
    await expect(page.locator('.navbar__search[data-search-status="ready"]')).toBeAttached();
    await networkQuiet(page);
    expect(requests.filter((f) => f.startsWith('manifest-'))).toHaveLength(1);
    expect(requests.length).toBeGreaterThan(5);
    expect(requests.sort()).toEqual([...new Set(requests)].sort());
  });
});

test.describe('analytics failing', () => {
  /** Navigates with the client router through two pages and checks each. */
  async function browse(page: Page) {
    await page.locator('nav.navbar').getByRole('link', {name: 'SQL Reference', exact: true}).click();
    await expect(page).toHaveURL(/\/doc\/docs\/sql\/$/);
    await expectDocPage(page);
    await sidebarLink(page, /graph algorithms/i).click();
    await expect(page).toHaveURL(/\/doc\/docs\/sql\/graph-algorithms$/);
    await expectDocPage(page, /graph algorithms/i);
  }

  test('script blocked: pages render and navigate, page views still queue', async ({page}) => {
    let blocked = 0;
    await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => {
      blocked += 1;
      return route.abort('blockedbyclient');
    });
    await gotoHydrated(page, '/doc/');
    await browse(page);
    expect(blocked).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as {dataLayer: IArguments[]}).dataLayer.filter((e) => e[1] === 'page_view').length,
        ),
      )
      .toBe(2);
  });

  test('host never answering: pages render, hydrate and navigate', async ({page}) => {
    await page.route(/^https:\/\/www\.googletagmanager\.com\//, () => {
      // Never answered.
    });
    await page.goto('/doc/', {waitUntil: 'domcontentloaded'});
    await waitHydrated(page);
    await browse(page);
  });

  test('gtag throwing on every call: pages render and navigate, nothing uncaught', async ({page}) => {
    const warnings: string[] = [];
    page.on(
      'console',
      (m) => m.type() === 'warning' && /Analytics call failed/.test(m.text()) && warnings.push(m.text()),
    );
    // A broken analytics script that takes over the queue, as the real one does.
    await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: 'window.dataLayer.push = function () { throw new Error("analytics is broken"); };',
      }),
    );
    await gotoHydrated(page, '/doc/');
    await expect
      .poll(() => page.evaluate(() => String((window as unknown as {dataLayer: unknown[]}).dataLayer.push)))
      .toContain('analytics is broken');
    // gtag itself really throws now.
    expect(
      await page.evaluate(() => {
        try {
          (window as unknown as {dataLayer: unknown[]}).dataLayer.push(['probe']);
          return 'no error';
        } catch (e) {
          return (e as Error).message;
        }
      }),
    ).toBe('analytics is broken');
    await browse(page);
    await expect.poll(() => warnings.length).toBeGreaterThanOrEqual(2);
  });
});
