import type {Page} from '@playwright/test';
import {gotoHydrated, storageEntry} from './fixtures';
import {test, expect, STORAGE_ERROR, drawnColorMode, expectDocPage, waitHydrated} from './fault-checks';

/**
 * Browser storage that is blocked, full or holds garbage, for each thing the
 * site keeps there: the colour mode (`theme`), the docs version choice
 * (`docs-preferred-version-default`) and the announcement
 * (`docusaurus.announcement.dismiss`, `docusaurus.announcement.id`). Keys may
 * carry a site namespace suffix, so the tests learn it instead of assuming it.
 */

const PAGE = '/doc/docs/sql/general';
const HEADING = /general/i;

const html = (page: Page) => page.locator('html');
const bar = (page: Page) => page.locator('.theme-announcement-bar');
const toggle = (page: Page) =>
  page.locator('nav.navbar').getByRole('button', {name: /dark mode|light mode|system mode/i});
const versionDropdown = (page: Page) =>
  page.locator('nav.navbar .dropdown', {has: page.locator('.navbar__link', {hasText: 'Next'})});
const logo = (page: Page) => page.locator('nav.navbar .navbar__logo img').filter({visible: true});

/** Makes every call on `window.localStorage` (not sessionStorage) throw the given DOMException; `refused` lists them. */
async function breakLocalStorageCalls(
  page: Page,
  errorName: 'SecurityError' | 'QuotaExceededError',
  methods: string[],
) {
  await page.addInitScript(
    ({errorName, methods}) => {
      const local = window.localStorage;
      for (const method of methods) {
        const proto = Storage.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
        const original = proto[method];
        proto[method] = function (this: Storage, ...args: unknown[]) {
          if (this === local) {
            const w = window as unknown as {refused?: string[]};
            (w.refused ??= []).push(`${method} ${String(args[0])}`);
            throw new DOMException(`${method} refused`, errorName);
          }
          return original.apply(this, args);
        };
      }
    },
    {errorName, methods},
  );
}

/** Makes reading `window.<name>` itself throw, as browsers do when site data is blocked; `denied` counts the reads. */
async function denyStorageObject(page: Page, name: 'localStorage' | 'sessionStorage') {
  await page.addInitScript((name) => {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        const w = window as unknown as {denied?: Record<string, number>};
        w.denied ??= {};
        w.denied[name] = (w.denied[name] ?? 0) + 1;
        throw new DOMException(`access to ${name} is denied`, 'SecurityError');
      },
    });
  }, name);
}

/** The calls on localStorage that breakLocalStorageCalls refused, as `method key`. */
const refused = (page: Page) => page.evaluate(() => (window as unknown as {refused?: string[]}).refused ?? []);
/** How many times reading `window.localStorage` was denied (denyStorageObject). */
const deniedReads = (page: Page) =>
  page.evaluate(() => (window as unknown as {denied?: Record<string, number>}).denied?.localStorage ?? 0);
/** How many calls on the docs version choice's entry were refused (saving it reads the entry first, then writes). */
const versionCallsRefused = async (page: Page) =>
  (await refused(page)).filter((call) => / docs-preferred-version-default/.test(call)).length;

/** The site's key suffix: learnt from the announcement id, which the first visit stores. */
async function storageSuffix(page: Page): Promise<string> {
  const base = 'docusaurus.announcement.id';
  await expect.poll(() => storageEntry(page, base)).not.toBeNull();
  return (await storageEntry(page, base))![0].slice(base.length);
}

/** Opens PAGE once, stores `values` under the site's keys, and reloads. */
async function reloadWithStored(page: Page, values: Record<string, string>) {
  await gotoHydrated(page, PAGE);
  const suffix = await storageSuffix(page);
  await page.evaluate(
    ({values, suffix}) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key + suffix, value);
    },
    {values, suffix},
  );
  await page.reload();
  await waitHydrated(page);
  return suffix;
}

/** The sane defaults: light mode, the announcement shown, version "Next", the logo visible. */
async function expectDefaults(page: Page) {
  await expectDocPage(page, HEADING);
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await drawnColorMode(page)).toBe('light');
  await expect(logo(page)).toHaveCount(1);
  await expect(bar(page)).toBeVisible();
  await expect(versionDropdown(page).locator('.navbar__link')).toHaveText('Next');
}

/** Cycles the colour toggle until the page is dark (the toggle goes system → light → dark). */
async function chooseDark(page: Page) {
  for (let i = 0; i < 3 && (await html(page).getAttribute('data-theme')) !== 'dark'; i += 1) {
    await toggle(page).click();
  }
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expect(await drawnColorMode(page)).toBe('dark');
}

/** Follows a sidebar link with the client router. */
async function followSidebarLink(page: Page) {
  await page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));
  await page
    .locator('.theme-doc-sidebar-container')
    .getByRole('link', {name: /graph algorithms/i})
    .first()
    .click();
  await expect(page).toHaveURL(/\/doc\/docs\/sql\/graph-algorithms$/);
  await expectDocPage(page, /graph algorithms/i);
  expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
}

test.beforeEach(async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
});

test.describe('local storage blocked', () => {
  // The theme reports each storage call that fails, then carries on.
  test.use({allowedConsoleErrors: [STORAGE_ERROR]});

  test('calls throwing SecurityError: defaults, nothing thrown', async ({page}) => {
    await breakLocalStorageCalls(page, 'SecurityError', ['getItem', 'setItem', 'removeItem', 'key', 'clear']);
    await gotoHydrated(page, PAGE);
    // The fault is really in place.
    expect(
      await page.evaluate(() => {
        try {
          localStorage.getItem('theme');
          return 'readable';
        } catch (e) {
          return (e as DOMException).name;
        }
      }),
    ).toBe('SecurityError');
    await expectDefaults(page);
  });

  test.describe('the storage object itself denied', () => {
    // Reading the storage object fails before any call: nothing for the theme to report.
    test.use({allowedConsoleErrors: []});

    test('window.localStorage itself throwing: defaults, nothing thrown, no console error', async ({page}) => {
      await denyStorageObject(page, 'localStorage');
      await gotoHydrated(page, PAGE);
      expect(
        await page.evaluate(() => {
          try {
            return typeof window.localStorage;
          } catch (e) {
            return (e as DOMException).name;
          }
        }),
      ).toBe('SecurityError');
      await expectDefaults(page);
    });
  });

  test('the colour toggle still works for this visit, across client-side navigation', async ({page}) => {
    await breakLocalStorageCalls(page, 'SecurityError', ['getItem', 'setItem', 'removeItem']);
    await gotoHydrated(page, PAGE);
    await chooseDark(page);
    await followSidebarLink(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    // Nothing could be saved: a new page load starts from the default again.
    await page.reload();
    await waitHydrated(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });

  test('the announcement can still be dismissed for this visit', async ({page}) => {
    await denyStorageObject(page, 'localStorage');
    await gotoHydrated(page, PAGE);
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', {name: /close/i}).click();
    await expect(bar(page)).toHaveCount(0);
    await followSidebarLink(page);
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await waitHydrated(page);
    await expect(bar(page)).toBeVisible();
  });

  test('the version dropdown still works', async ({page}) => {
    await breakLocalStorageCalls(page, 'SecurityError', ['getItem', 'setItem', 'removeItem']);
    await gotoHydrated(page, PAGE);
    await versionDropdown(page).hover();
    await versionDropdown(page).locator('.dropdown__menu').getByRole('link', {name: 'Changelog'}).click();
    await expect(page).toHaveURL(/\/doc\/docs\/general\/changelog$/);
    await expect(page.locator('h1').first()).toBeVisible();
    const before = await versionCallsRefused(page);
    await versionDropdown(page).hover();
    await versionDropdown(page).locator('.dropdown__menu').getByRole('link', {name: 'Next', exact: true}).click();
    // Saving the choice reached for the storage, was refused, and the page goes on.
    await expect.poll(() => versionCallsRefused(page)).toBeGreaterThan(before);
    await expect(versionDropdown(page).locator('.navbar__link')).toHaveText('Next');
    await expect(page.locator('h1').first()).toBeVisible();
  });
});

test.describe('local storage full', () => {
  test.use({allowedConsoleErrors: [STORAGE_ERROR]});

  test('writes fail with QuotaExceededError: choices work for this visit, nothing thrown', async ({page}) => {
    await gotoHydrated(page, PAGE);
    // Fill the origin's real quota.
    const filled = await page.evaluate(() => {
      localStorage.clear();
      let size = 1 << 20;
      let i = 0;
      while (size >= 1) {
        try {
          localStorage.setItem(`filler-${i++}`, 'x'.repeat(size));
        } catch {
          size = Math.floor(size / 2);
        }
      }
      try {
        localStorage.setItem('probe', 'y');
        return 'still writable';
      } catch (e) {
        return (e as DOMException).name;
      }
    });
    expect(filled).toBe('QuotaExceededError');
    await page.reload();
    await waitHydrated(page);
    await expectDefaults(page);
    await chooseDark(page);
    await bar(page).getByRole('button', {name: /close/i}).click();
    await expect(bar(page)).toHaveCount(0);
    await followSidebarLink(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(bar(page)).toHaveCount(0);
    expect(await storageEntry(page, 'theme')).toBeNull();
  });

  test('setItem always throwing QuotaExceededError: the version choice still works', async ({page}) => {
    await breakLocalStorageCalls(page, 'QuotaExceededError', ['setItem']);
    await gotoHydrated(page, PAGE);
    await expectDefaults(page);
    expect(await versionCallsRefused(page), 'only writes are refused, and none was tried yet').toBe(0);
    await versionDropdown(page).hover();
    await versionDropdown(page).locator('.dropdown__menu').getByRole('link', {name: 'Next', exact: true}).click();
    await expect
      .poll(() => refused(page))
      .toContainEqual(expect.stringMatching(/^setItem docs-preferred-version-default/));
    await expect(versionDropdown(page).locator('.navbar__link')).toHaveText('Next');
    await expectDocPage(page);
    expect(await storageEntry(page, 'docs-preferred-version-default')).toBeNull();
  });
});

test.describe('local storage holding garbage', () => {
  for (const garbage of ['purple', ' dark', '{"mode":"dark"}', '<img src=x onerror="window.__injected=1">']) {
    test(`colour mode ${JSON.stringify(garbage)}: drawn light with its logo, the toggle works`, async ({page}) => {
      await reloadWithStored(page, {theme: garbage});
      await expectDefaults(page);
      await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
      await chooseDark(page);
      expect((await storageEntry(page, 'theme'))?.[1]).toBe('dark');
      expect(await page.evaluate(() => (window as unknown as {__injected?: number}).__injected)).toBeUndefined();
    });
  }

  test('colour mode garbage on a dark system: follows the system', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await reloadWithStored(page, {theme: 'sepia'});
    await expectDocPage(page, HEADING);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await drawnColorMode(page)).toBe('dark');
    await expect(logo(page)).toHaveCount(1);
  });

  test('version choice garbage: shows Next, drops the entry, choosing saves again', async ({page}) => {
    await reloadWithStored(page, {'docs-preferred-version-default': '../../<b>9.9</b>'});
    await expectDefaults(page);
    await expect.poll(() => storageEntry(page, 'docs-preferred-version-default')).toBeNull();
    await versionDropdown(page).hover();
    await versionDropdown(page).locator('.dropdown__menu').getByRole('link', {name: 'Next', exact: true}).click();
    await expect.poll(async () => (await storageEntry(page, 'docs-preferred-version-default'))?.[1]).toBe('current');
  });

  test('announcement dismiss flag garbage: the announcement shows, dismissing saves "true"', async ({page}) => {
    await reloadWithStored(page, {'docusaurus.announcement.dismiss': 'yes please'});
    await expectDefaults(page);
    await bar(page).getByRole('button', {name: /close/i}).click();
    await expect(bar(page)).toHaveCount(0);
    expect((await storageEntry(page, 'docusaurus.announcement.dismiss'))?.[1]).toBe('true');
    await page.reload();
    await waitHydrated(page);
    await expect(bar(page)).toHaveCount(0);
  });

  test('announcement id garbage with "dismissed": treated as an older announcement, shown again', async ({page}) => {
    await reloadWithStored(page, {
      'docusaurus.announcement.id': `\u0000${'<script>'.repeat(2000)}`,
      'docusaurus.announcement.dismiss': 'true',
    });
    await expectDefaults(page);
    const id = await storageEntry(page, 'docusaurus.announcement.id');
    expect(id?.[1]).not.toContain('<script>');
    expect((await storageEntry(page, 'docusaurus.announcement.dismiss'))?.[1]).toBe('false');
  });
});

test('sessionStorage blocked: pages, navigation and search work', async ({page}) => {
  await denyStorageObject(page, 'sessionStorage');
  await gotoHydrated(page, PAGE);
  expect(
    await page.evaluate(() => {
      try {
        return typeof window.sessionStorage;
      } catch (e) {
        return (e as DOMException).name;
      }
    }),
  ).toBe('SecurityError');
  await expectDefaults(page);
  await followSidebarLink(page);
  const box = page.locator('.navbar__search input').first();
  await expect(box).toBeEnabled({timeout: 15_000});
  await box.fill('mapping');
  await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible();
});

test('both storages blocked: colour, announcement and version all keep working for this visit', async ({page}) => {
  await denyStorageObject(page, 'localStorage');
  await denyStorageObject(page, 'sessionStorage');
  await gotoHydrated(page, PAGE);
  await expectDefaults(page);
  await chooseDark(page);
  await bar(page).getByRole('button', {name: /close/i}).click();
  await expect(bar(page)).toHaveCount(0);
  const reads = await deniedReads(page);
  await versionDropdown(page).hover();
  await versionDropdown(page).locator('.dropdown__menu').getByRole('link', {name: 'Next', exact: true}).click();
  // Saving the choice reached for the storage, was denied, and the page goes on.
  await expect.poll(() => deniedReads(page)).toBeGreaterThan(reads);
  await expectDocPage(page);
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
});
