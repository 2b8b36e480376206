import {test, expect, gotoHydrated, storageEntry} from './fixtures';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');
const toggle = (page: import('@playwright/test').Page) =>
  page.locator('nav.navbar').getByRole('button', {name: /dark mode|light mode|system mode/i});

test.describe('colour mode', () => {
  test('is light by default', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/doc/');
    expect(await theme(page)).toBe('light');
    expect(await storageEntry(page, 'theme')).toBeNull();
  });

  test('follows the system preference until the reader chooses', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/doc/docs/sql/');
    expect(await theme(page)).toBe('dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect.poll(() => theme(page)).toBe('light');
  });

  test('the reader’s choice is saved and survives a reload, whatever the system says', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/doc/');
    for (let i = 0; i < 3 && (await theme(page)) !== 'dark'; i += 1) await toggle(page).click();
    expect(await theme(page)).toBe('dark');
    const saved = await storageEntry(page, 'theme');
    expect(saved?.[1]).toBe('dark');
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await theme(page)).toBe('dark');
    // The stored choice wins over the system preference.
    await page.emulateMedia({colorScheme: 'light'});
    await page.reload();
    expect(await theme(page)).toBe('dark');
  });
});

test.describe('announcement bar', () => {
  const bar = (page: import('@playwright/test').Page) => page.locator('.theme-announcement-bar');

  test('can be dismissed, stays dismissed after a reload, and returns for a new announcement id', async ({page}) => {
    await gotoHydrated(page, '/doc/docs/api/');
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', {name: /close/i}).click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(bar(page)).toHaveCount(0);
    const stored = await storageEntry(page, 'docusaurus.announcement.id');
    expect(stored).not.toBeNull();
    // A different stored id means the reader dismissed an older announcement.
    await page.evaluate(([key]) => localStorage.setItem(key, 'an-older-announcement'), stored!);
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(bar(page)).toBeVisible();
  });

  test('its link navigates inside the site without a full reload', async ({page}) => {
    await gotoHydrated(page, '/doc/docs/api/');
    await page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));
    await bar(page).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/doc\/docs\/general\/whats_new$/);
    expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
  });
});

test('the docs version choice is saved in local storage and survives a reload', async ({page}) => {
  await gotoHydrated(page, '/doc/docs/sql/');
  expect(await storageEntry(page, 'docs-preferred-version-default')).toBeNull();
  const dropdown = page.locator('nav.navbar .dropdown', {has: page.locator('.navbar__link', {hasText: 'Next'})});
  await dropdown.hover();
  const items = dropdown.locator('.dropdown__menu a');
  await expect(items.first()).toBeVisible();
  await dropdown.locator('.dropdown__menu').getByRole('link', {name: 'Next', exact: true}).click();
  await expect.poll(async () => (await storageEntry(page, 'docs-preferred-version-default'))?.[1]).toBe('current');
  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  expect((await storageEntry(page, 'docs-preferred-version-default'))?.[1]).toBe('current');
  await expect(dropdown.locator('.navbar__link')).toHaveText('Next');
});
