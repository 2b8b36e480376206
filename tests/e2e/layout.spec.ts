import {test, expect, gotoHydrated, networkQuiet} from './fixtures';
import {WRONG_BASE_ORIGIN} from '../support/env';

test.describe('mobile layout', () => {
  test('at 996 px the navbar collapses into a hamburger menu with "Back to main menu"', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await gotoHydrated(page, '/doc/docs/sql/mappings');
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items .navbar__link', {hasText: 'SQL Reference'})).toBeHidden();
    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    // On a doc page the menu opens on the doc sidebar, with a way back.
    const back = menu.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    for (const label of ['Getting Started', 'Platform', 'SQL Reference', 'API', 'Integrations']) {
      await expect(menu.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
  });

  test('the closed phone menu is skipped by the browser: its links prefetch their pages only once it opens', async ({
    page,
  }) => {
    await page.setViewportSize({width: 412, height: 823});
    await gotoHydrated(page, '/doc/docs/sql/mappings');
    const link = page.locator('.navbar-sidebar a[href^="/doc/docs/"]').first();
    // checkVisibility() without options ignores `visibility`, all that the theme sets on the closed menu.
    expect(await link.evaluate((a) => a.checkVisibility())).toBe(false);
    // Whatever the page prefetches with the menu closed, then what opening it adds: the menu's links were not
    // prefetched while it was closed (had they been, opening it would add nothing).
    await networkQuiet(page);
    const prefetches = () => page.locator('head link[rel="prefetch"]').count();
    const closed = await prefetches();
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await expect.poll(() => link.evaluate((a) => a.checkVisibility())).toBe(true);
    await expect(link).toBeVisible();
    await expect.poll(prefetches).toBeGreaterThan(closed);
  });

  test('at 997 px the full navbar shows and there is no hamburger', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await gotoHydrated(page, '/doc/docs/sql/mappings');
    await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeHidden();
    await expect(page.locator('.navbar__items .navbar__link', {hasText: 'SQL Reference'})).toBeVisible();
  });
});

test('a skip link moves keyboard users to the main content', async ({page}) => {
  await gotoHydrated(page, '/doc/docs/sql/mappings');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus moves to <main>: the next Tab lands on the first focusable element inside it.
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
  expect(focusedInMain).toBe(true);
});

test('navbar: every section, the source-code link, version dropdown, search and colour toggle', async ({page}) => {
  await gotoHydrated(page, '/doc/');
  const navbar = page.locator('nav.navbar');
  const expected: [string, string][] = [
    ['Getting Started', '/doc/docs/getting-started/intro-timbr'],
    ['Platform', '/doc/docs/platform/'],
    ['SQL Reference', '/doc/docs/sql/'],
    ['API', '/doc/docs/api/'],
    ['Integrations', '/doc/docs/integration/'],
  ];
  for (const [label, href] of expected) {
    await expect(navbar.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
  }
  const source = navbar.getByRole('link', {name: /source code on github/i});
  await expect(source).toHaveAttribute('href', /^https:\/\/github\.com\//);
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(navbar.locator('.dropdown .navbar__link', {hasText: 'Next'})).toBeVisible();
  await expect(navbar.locator('.navbar__search input')).toBeVisible();
  await expect(navbar.getByRole('button', {name: /dark mode|light mode|system mode/i})).toBeVisible();
});

test('footer: quick links, social links and resources', async ({page}) => {
  await gotoHydrated(page, '/doc/');
  const footer = page.locator('footer');
  const quick: [string, string][] = [
    ['Installation', '/doc/docs/getting-started/installation'],
    ['Ontology modeling', '/doc/docs/getting-started/timbrmodeling'],
    ['Azure deployment', '/doc/docs/getting-started/deployments/azure-deploy'],
    ['Changelog', '/doc/docs/general/changelog'],
  ];
  for (const [label, href] of quick) {
    await expect(footer.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
  }
  await expect(footer.getByText('Community', {exact: true})).toBeVisible();
  await expect(footer.getByText('Resources', {exact: true})).toBeVisible();
  await expect(footer.getByRole('link', {name: 'GitHub'})).toHaveAttribute('href', /github\.com/);
});

test('home page: hero with title, tagline, a button into Getting Started, and section cards', async ({page}) => {
  await gotoHydrated(page, '/doc/');
  await expect(page.getByRole('heading', {level: 1, name: 'Documentation'})).toBeVisible();
  await expect(
    page.getByText('Official documentation for the platform - Semantic Graph Platform').first(),
  ).toBeVisible();
  await page.getByRole('link', {name: 'Get started'}).click();
  await expect(page).toHaveURL(/\/doc\/docs\/getting-started\/intro-timbr$/);
});

test('the documentation root leads into every section', async ({page}) => {
  await gotoHydrated(page, '/doc/docs/');
  const main = page.locator('main');
  for (const href of [
    '/doc/docs/getting-started/intro-timbr',
    '/doc/docs/platform/',
    '/doc/docs/sql/',
    '/doc/docs/api/',
    '/doc/docs/integration/',
  ]) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeAttached();
  }
});

test('the table of contents lists h2 and h3 headings only', async ({page}) => {
  await gotoHydrated(page, '/doc/docs/getting-started/installation');
  const toc = page.locator('.table-of-contents').first();
  await expect(toc).toBeVisible();
  const tocTargets = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
  expect(tocTargets.length).toBeGreaterThan(2);
  const levels = await page.evaluate(
    (ids) => ids.map((id) => document.getElementById(decodeURIComponent(id))?.tagName ?? 'missing'),
    tocTargets,
  );
  for (const level of levels) expect(['H2', 'H3']).toContain(level);
  // Every h2/h3 of the article is listed.
  const headingIds = await page.locator('article .markdown :is(h2, h3)[id]').evaluateAll((hs) => hs.map((h) => h.id));
  expect(tocTargets.map(decodeURIComponent).sort()).toEqual(headingIds.sort());
});

test('the sidebar cannot be hidden; categories collapse on request and never auto-collapse', async ({page}) => {
  await gotoHydrated(page, '/doc/docs/platform/');
  const sidebar = page.locator('.theme-doc-sidebar-container');
  await expect(sidebar.getByRole('button', {name: /collapse sidebar/i})).toHaveCount(0);
  const toggle = (label: string) => sidebar.getByRole('button', {name: label, exact: true});
  const category = (label: string) =>
    sidebar.locator('li.theme-doc-sidebar-item-category', {has: page.getByRole('button', {name: label, exact: true})});
  const managing = category('Managing');
  const modeling = category('Modeling');
  await expect(managing).toHaveClass(/menu__list-item--collapsed/);
  await toggle('Managing').click();
  await toggle('Modeling').click();
  await expect(managing).not.toHaveClass(/menu__list-item--collapsed/);
  await expect(modeling).not.toHaveClass(/menu__list-item--collapsed/);
  // Navigating inside one category does not collapse the other.
  await managing.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/platform\/managing\//);
  await expect(modeling).not.toHaveClass(/menu__list-item--collapsed/);
  // Collapsing one is possible and leaves the other open.
  await toggle('Managing').click();
  await expect(managing).toHaveClass(/menu__list-item--collapsed/);
  await expect(modeling).not.toHaveClass(/menu__list-item--collapsed/);
});

test('served on the wrong base path, the site shows the baseUrl banner', async ({page}) => {
  await page.goto(`${WRONG_BASE_ORIGIN}/`);
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('baseUrl');
  await expect(banner).toContainText('/doc/');
});
