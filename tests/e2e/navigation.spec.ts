import {test, expect, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';

const JS_CHUNK = /\/doc\/assets\/js\/.+\.js$/;

/** Records the JS chunk requests made while `action` runs, until the page is next idle. */
async function chunkRequestsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (request: import('@playwright/test').Request) => {
    if (JS_CHUNK.test(new URL(request.url()).pathname)) seen.push(request.url());
  };
  page.on('request', listener);
  await action();
  // What the action set off (a prefetch is queued within its task) has been requested once the page idles.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  page.off('request', listener);
  return seen;
}

/** Emulates the Network Information API of a constrained connection. */
async function emulateConnection(page: Page, connection: {saveData: boolean; effectiveType: string}) {
  await page.addInitScript((c) => {
    Object.defineProperty(navigator, 'connection', {value: c, configurable: true});
  }, connection);
}

const footerChangelog = (page: Page) => page.locator('footer').getByRole('link', {name: 'Changelog', exact: true});

test('showing or hovering a link prefetches the target page', async ({page}) => {
  await gotoHydrated(page, '/doc/');
  await page.waitForLoadState('networkidle');
  const requests = await chunkRequestsDuring(page, async () => {
    await footerChangelog(page).scrollIntoViewIfNeeded();
    await footerChangelog(page).hover();
  });
  expect(requests.length).toBeGreaterThan(0);
});

test('a link scrolled into view has its page prefetched, without hovering', async ({page}) => {
  await gotoHydrated(page, '/doc/');
  await page.waitForLoadState('networkidle');
  const prefetchLinks = () => page.locator('head link[rel="prefetch"]').count();
  const before = await prefetchLinks();
  const requests = await chunkRequestsDuring(page, async () => {
    await footerChangelog(page).scrollIntoViewIfNeeded();
    await expect.poll(prefetchLinks, {timeout: 10_000}).toBeGreaterThan(before);
  });
  expect(requests.length).toBeGreaterThan(0);
});

for (const connection of [
  {saveData: true, effectiveType: '4g'},
  {saveData: false, effectiveType: '2g'},
  {saveData: false, effectiveType: 'slow-2g'},
]) {
  test(`no prefetch on a ${connection.saveData ? 'data-saver' : connection.effectiveType} connection`, async ({
    page,
  }) => {
    await emulateConnection(page, connection);
    await gotoHydrated(page, '/doc/');
    await page.waitForLoadState('networkidle');
    // The search box loads its index and worker when the page is idle: let that
    // finish first, so that only what hovering a link requests is counted.
    await expect(page.locator('.navbar__search input').first()).toHaveAttribute('placeholder', 'Search', {
      timeout: 20_000,
    });
    const requests = await chunkRequestsDuring(page, async () => {
      await footerChangelog(page).scrollIntoViewIfNeeded();
      await footerChangelog(page).hover();
    });
    expect(requests).toEqual([]);
    // Following the link still works: the page loads on demand.
    await footerChangelog(page).click();
    await expect(page).toHaveURL(/\/doc\/docs\/general\/changelog$/);
    await expect(page.locator('h1').first()).toBeVisible();
  });
}

test('a progress bar shows when a navigation takes longer than 200 ms', async ({page}) => {
  await gotoHydrated(page, '/doc/docs/sql/');
  // The page's code is held back until the bar has shown: a navigation as slow as it takes, no fixed delay.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(JS_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .locator('.theme-doc-sidebar-container')
    .getByRole('link', {name: /graph algorithms/i})
    .click();
  try {
    await expect(page.locator('#nprogress')).toBeAttached();
  } finally {
    release();
  }
  await expect(page).toHaveURL(/graph-algorithms$/);
  await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 10_000});
});

test('a page chunk that fails to load triggers one full reload, which recovers', async ({page}) => {
  await gotoHydrated(page, '/doc/docs/api/');
  // Let the idle-time work (search worker and index) finish first, so the one
  // failing request below is the page chunk.
  await expect(page.locator('.navbar__search input').first()).toBeEnabled({timeout: 15_000});
  await page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));
  let failures = 0;
  await page.route(JS_CHUNK, async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  const reloaded = page.waitForEvent('load');
  await page
    .locator('.theme-doc-sidebar-container')
    .getByRole('link', {name: /nested/i})
    .first()
    .click();
  await reloaded;
  await expect(page).toHaveURL(/\/doc\/docs\/api\/nested-usage$/);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBeUndefined();
  await expect(page.locator('h1').first()).toBeVisible();
  expect(failures).toBe(1);
});

test('the navbar hides when scrolling down and returns when scrolling up', async ({page}) => {
  await gotoHydrated(page, '/doc/docs/getting-started/installation');
  const navbar = page.locator('nav.navbar');
  const isHidden = () =>
    navbar.evaluate((el) => el.getBoundingClientRect().bottom <= 0 || /navbarHidden/.test(el.className));
  expect(await isHidden()).toBe(false);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.mouse.wheel(0, 400);
  await expect.poll(isHidden).toBe(true);
  await page.mouse.wheel(0, -300);
  await expect.poll(isHidden).toBe(false);
});

test('after a route change the page scrolls to the hash target, or to the top', async ({page}) => {
  await gotoHydrated(page, '/doc/docs/getting-started/installation');
  const heading = page.locator('article .markdown h2[id]').nth(2);
  const id = await heading.getAttribute('id');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // Route change without a hash: back to the top.
  await page
    .locator('.theme-doc-sidebar-container')
    .getByRole('link', {name: /caching/i})
    .first()
    .click();
  await expect(page).toHaveURL(/caching$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Route change with a hash (through the client router): the target is scrolled into view.
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/doc/docs/getting-started/installation#${id}`);
  await expect(page).toHaveURL(new RegExp(`installation#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});
