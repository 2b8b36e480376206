import {test, expect, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';

/** The gtag calls queued so far, as arrays. */
const gtagCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).map((entry) =>
      JSON.parse(JSON.stringify(Array.from(entry))),
    ),
  );

test('analytics is configured with IP anonymising and one tracking id', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (/googletagmanager\.com\/gtag\/js/.test(r.url())) scripts.push(r.url());
  });
  await gotoHydrated(page, '/doc/');
  const config = (await gtagCalls(page)).filter((c) => c[0] === 'config');
  expect(config).toHaveLength(1);
  expect(config[0][1]).toMatch(/^G-[A-Z0-9]+$/);
  expect(config[0][2]).toMatchObject({anonymize_ip: true});
  expect(scripts.some((u) => u.includes(`id=${config[0][1]}`))).toBe(true);
});

test('every route change sends a page view with the new path', async ({page}) => {
  await gotoHydrated(page, '/doc/');
  await page.locator('nav.navbar').getByRole('link', {name: 'SQL Reference', exact: true}).click();
  await expect(page).toHaveURL(/\/doc\/docs\/sql\/$/);
  await page
    .locator('.theme-doc-sidebar-container')
    .getByRole('link', {name: /general/i})
    .first()
    .click();
  await expect(page).toHaveURL(/\/doc\/docs\/sql\/general$/);
  await expect
    .poll(async () => (await gtagCalls(page)).filter((c) => c[0] === 'event' && c[1] === 'page_view').length)
    .toBe(2);
  const paths = (await gtagCalls(page)).filter((c) => c[0] === 'set' && c[1] === 'page_path').map((c) => c[2]);
  expect(paths).toEqual(['/doc/docs/sql/', '/doc/docs/sql/general']);
});
