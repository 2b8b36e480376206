import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, skipWithoutNginx, watchCsp} from './nginx-fixtures';
import {lateWorkDone, renderDiagrams} from './fixtures';
import {sitemapPaths} from '../support/sitemap';

/**
 * The production Content-Security-Policy in Chromium, served by nginx with
 * deploy/nginx: what renders only on demand (the API reference, the search
 * worker, the query worker) renders without a CSP violation, and the policy
 * does block what it must. The crawl (tests/e2e/crawl.spec.ts) visits every
 * page of the sitemap under the same nginx and fails on any violation.
 */
skipWithoutNginx();

/** Waits for what a page renders late: the search files, diagrams, fonts. */
async function settle(page: Page): Promise<void> {
  await lateWorkDone(page);
}

test('pages with diagrams and the API reference are in the sitemap', () => {
  // The test below renders these under the policy; make sure they are still pages of the site.
  const paths = sitemapPaths();
  expect(paths).toContain('/doc/docs/api/timbr-swagger');
  expect(paths).toContain('/doc/docs/sql/jobs');
});

test('the API reference and the diagrams render under the policy with no third-party request but analytics', async ({
  nginx,
  page,
}) => {
  const violations = await watchCsp(page);
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    const {hostname, origin} = new URL(r.url());
    if (
      origin !== nginx.origin &&
      !/(^|\.)(googletagmanager|google-analytics)\.com$/.test(hostname) &&
      !r.url().startsWith('data:')
    ) {
      thirdParty.push(r.url());
    }
  });
  await gotoHydrated(page, `${nginx.origin}/doc/docs/api/timbr-swagger`);
  await settle(page);
  // The reference is built with the page (src/features/api-reference): its code blocks are the site's own.
  await page.locator('[id="getOntologies-example-request"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[id="getOntologies-example-request"] + div pre')).toBeVisible();
  await gotoHydrated(page, `${nginx.origin}/doc/docs/sql/jobs`);
  await settle(page);
  expect(await renderDiagrams(page)).toBeGreaterThan(0);
  await expect(page.locator('[data-diagram] img').first()).toBeVisible();
  expect(thirdParty).toEqual([]);
  expect(await violations()).toEqual([]);
});

test('search works under the policy: the files load and are queried in a Web Worker', async ({nginx, page}) => {
  const violations = await watchCsp(page);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await gotoHydrated(page, `${nginx.origin}/doc/`);
  const box = page.locator('.navbar__search input').first();
  await expect(box).toBeEnabled({timeout: 15_000});
  await box.fill('mappings');
  await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible();
  expect(workers.some((url) => url.startsWith(`${nginx.origin}/doc/assets/js/`))).toBe(true);
  expect(await violations()).toEqual([]);
});

test('queries run under the policy: on the playground and on a page, SQLite compiles as WebAssembly in the query worker', async ({
  nginx,
  page,
}) => {
  const violations = await watchCsp(page);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await gotoHydrated(page, `${nginx.origin}/doc/docs/playground`);
  await page.locator('[data-playground] button', {hasText: /^Run$/}).click();
  await expect(page.locator('[data-playground] [data-runnable-state="done"] table')).toBeVisible({timeout: 20_000});
  await gotoHydrated(page, `${nginx.origin}/doc/docs/sql/general`);
  // A block's Run control joins it as the block nears the screen.
  await page.locator('.runnable-query').first().scrollIntoViewIfNeeded();
  await page.locator('[data-runnable-run]').first().click();
  await expect(page.locator('[data-runnable-live] [data-runnable-state="done"] table').first()).toBeVisible({
    timeout: 20_000,
  });
  expect(workers.filter((url) => url.startsWith(`${nginx.origin}/doc/assets/js/`)).length).toBeGreaterThanOrEqual(2);
  expect(await violations()).toEqual([]);
});

test('the policy bites: scripts that are not in the build are blocked and reported', async ({nginx, page}) => {
  const violations = await watchCsp(page);
  // The page as nginx serves it, plus one inline script of our own (headers unchanged).
  await page.route(`${nginx.origin}/doc/docs/sql/mappings`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<head>', '<head><script>window.injected = "inline";</script>');
    await route.fulfill({response, body: html});
  });
  const response = await gotoHydrated(page, `${nginx.origin}/doc/docs/sql/mappings`);
  expect(response?.headers()['content-security-policy']).toContain('script-src');

  // The build's own inline scripts ran: the analytics bootstrap queued its calls.
  expect(await page.evaluate(() => (window as {dataLayer?: unknown[]}).dataLayer?.length ?? 0)).toBeGreaterThanOrEqual(
    2,
  );
  // The added one did not, nor does a script added later, an inline handler or code from a string.
  expect(await page.evaluate(() => (window as {injected?: string}).injected)).toBeUndefined();
  // (Code run by the test tool itself may eval: string timers show what a page's own code could do.)
  const outcome = await page.evaluate(async () => {
    const w = window as {late?: boolean; clicked?: boolean; timer?: boolean};
    const script = document.createElement('script');
    script.textContent = 'window.late = true;';
    document.body.append(script);
    const button = document.createElement('button');
    button.setAttribute('onclick', 'window.clicked = true');
    document.body.append(button);
    button.click();
    (setTimeout as (code: string, ms: number) => number)('window.timer = true', 0);
    await new Promise((r) => setTimeout(r, 100));
    return {late: w.late ?? false, clicked: w.clicked ?? false, timer: w.timer ?? false};
  });
  expect(outcome).toEqual({late: false, clicked: false, timer: false});
  // Each attempt was reported twice, as an event and on the console: the crawl above would catch it.
  const reported = await violations();
  expect(reported.filter((v) => v.startsWith('script-src-elem blocked inline')).length).toBe(2);
  expect(reported.filter((v) => v.startsWith('script-src-attr blocked inline')).length).toBe(1);
  expect(reported.filter((v) => v.startsWith('script-src blocked eval')).length).toBe(1);
  expect(reported.filter((v) => v.startsWith('console:')).length).toBe(4);
});
