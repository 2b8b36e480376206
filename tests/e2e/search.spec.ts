/**
 * The navbar search box and the search page in Chromium (src/features/search/theme/SearchBar,
 * src/features/search/theme/SearchPage, src/features/search): the spec's states, what loads when,
 * keyboard use, the ranking rules, typos, synonyms and the section filter as
 * a reader meets them, and accessibility in both color modes. What happens when
 * the index cannot be loaded: ./faults-search-index.spec.ts.
 */
import {test, expect, gotoHydrated, networkQuiet} from './fixtures';
import {axeViolations} from '../support/axe';
import {FRAGMENTS, MANIFEST, box, holdListChunk, holdRequests, listChunk, options, searchFor} from './search-helpers';

test('the box reads "Loading..." and is disabled until the index\'s manifest has loaded at idle time, then "Search"; no fragment loads before a query', async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  page.on('request', (r) => FRAGMENTS.test(new URL(r.url()).pathname) && requested.push(new URL(r.url()).pathname));
  await page.route(MANIFEST, async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  await gotoHydrated(page, '/doc/docs/getting-started/intro-timbr');
  await expect(box(page)).toBeDisabled();
  await expect(box(page)).toHaveAttribute('placeholder', 'Loading...');
  // The manifest alone is requested once the page is idle, without any interaction, from the index's folder.
  await expect.poll(() => requested.length).toBe(1);
  expect(requested[0]).toMatch(/^\/doc\/search-index\/manifest-[0-9a-f]+\.json$/);
  await expect(box(page)).toBeDisabled();
  release();
  await expect(box(page)).toBeEnabled();
  await expect(box(page)).toHaveAttribute('placeholder', 'Search');
  await expect(page.locator('.navbar__search kbd')).toHaveCount(2);
  await networkQuiet(page);
  expect(requested).toHaveLength(1);
  // A query loads the fragments it needs: some, not the whole index.
  await box(page).focus();
  expect(await searchFor(page, 'create mapping')).toContain('/doc/docs/sql/mappings');
  // (The worker reads the manifest again, from the HTTP cache.)
  const fragments = requested.filter((f) => FRAGMENTS.test(f));
  expect(fragments.length).toBeGreaterThan(3);
  expect(fragments.length).toBeLessThan(60);
  expect(new Set(fragments.map((f) => f.split('/').pop()!.split('-')[0]))).toEqual(new Set(['terms', 'page', 'text']));
});

test('on a narrow screen a search button opens the box over the navbar, without the shortcut hint; Escape closes it', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/doc/docs/getting-started/intro-timbr');
  const button = page.locator('.navbar__search').getByRole('button', {name: 'Search'});
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(box(page)).toBeHidden();
  await button.click();
  await expect(box(page)).toBeVisible();
  await expect(box(page)).toBeEnabled();
  await expect(box(page)).toBeFocused();
  await expect(box(page)).toHaveAttribute('placeholder', 'Search');
  expect((await box(page).boundingBox())!.width, 'the box takes the width of the navbar').toBeGreaterThan(300);
  await expect(page.locator('.navbar__search kbd').first()).toBeHidden();
  await box(page).fill('mapping');
  await expect(options(page).first()).toBeVisible();
  // A press outside (below the list, which covers most of a phone's screen) closes it;
  // Escape on the empty box too, and the focus goes back to the button.
  await page.mouse.click(10, 835);
  await expect(box(page)).toBeHidden();
  await button.click();
  await expect(box(page)).toBeFocused();
  await box(page).fill('');
  await page.keyboard.press('Escape');
  await expect(box(page)).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // On a wide screen there is no button, and the box shows its shortcut hint once ready.
  await page.setViewportSize({width: 1280, height: 800});
  await expect(button).toBeHidden();
  await expect(box(page)).toBeVisible();
  await expect(page.locator('.navbar__search kbd').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('reading a page loads neither the list nor the engine; reaching for the box loads both, in place', async ({
  page,
  consoleErrors,
}) => {
  const list = listChunk();
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await gotoHydrated(page, '/doc/docs/sql/');
  await expect(box(page)).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(page.workers()).toHaveLength(0);
  expect(scripts.filter((s) => s.endsWith(`/${list}`))).toEqual([]);
  const before = await box(page).boundingBox();
  await box(page).hover();
  await expect.poll(() => scripts.filter((s) => s.endsWith(`/${list}`)).length).toBe(1);
  await box(page).focus();
  await expect.poll(() => page.workers().length).toBe(1);
  expect(await box(page).boundingBox()).toEqual(before);
  expect(await searchFor(page, 'concept')).not.toHaveLength(0);
  expect(page.workers()).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test('a focus that lands just as the list first renders still opens it', async ({page, consoleErrors}) => {
  await gotoHydrated(page, '/doc/docs/sql/');
  await expect(box(page)).toBeEnabled();
  // Focus the box in the microtask after the list's first DOM change: after React's commit, before
  // its passive effects (where a focus once went unseen, and the list never opened).
  await page.evaluate(() => {
    const search = document.querySelector('.navbar__search')!;
    new MutationObserver((_, observer) => {
      if (!search.querySelector('[role="status"]')) return;
      observer.disconnect();
      search.querySelector('input')!.focus();
    }).observe(search, {childList: true, subtree: true});
  });
  await box(page).hover();
  await expect(box(page)).toBeFocused();
  expect(await searchFor(page, 'concept')).not.toHaveLength(0);
  expect(consoleErrors).toEqual([]);
});

test('the shortcut pressed in the very commit that enables the box still focuses it', async ({page, consoleErrors}) => {
  const release = await holdRequests(page, MANIFEST);
  await gotoHydrated(page, '/doc/docs/sql/');
  await expect(box(page)).toBeDisabled();
  // Press the shortcut in the microtask after the box loses `disabled`: after React's commit, before
  // its passive effects (where the shortcut's listener once went on, too late for this press).
  await page.evaluate((apple) => {
    const input = document.querySelector<HTMLInputElement>('.navbar__search input')!;
    new MutationObserver((_, observer) => {
      if (input.disabled) return;
      observer.disconnect();
      const init = {key: 'k', bubbles: true, cancelable: true, ctrlKey: !apple, metaKey: apple};
      document.body.dispatchEvent(new KeyboardEvent('keydown', init));
    }).observe(input, {attributes: true, attributeFilter: ['disabled']});
  }, process.platform === 'darwin');
  release();
  await expect(box(page)).toBeEnabled();
  await expect(box(page)).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('keyboard only: the shortcut, typing before the list has loaded, arrows, Enter; the typed text is never lost', async ({
  page,
  consoleErrors,
}) => {
  const release = await holdListChunk(page);
  await gotoHydrated(page, '/doc/docs/sql/');
  await expect(box(page)).toBeEnabled();
  await page.locator('body').press(process.platform === 'darwin' ? 'Meta+k' : 'Control+k');
  await expect(box(page)).toBeFocused();
  await page.keyboard.type('mapping');
  await expect(box(page)).toHaveValue('mapping');
  release();
  await expect(options(page).first()).toBeVisible();
  await expect(box(page)).toHaveValue('mapping');
  await expect(box(page)).toBeFocused();
  // The combobox: the first option is selected, the arrows move the selection.
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  const first = await options(page).first().getAttribute('id');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', first!);
  await page.keyboard.press('ArrowDown');
  const second = options(page).nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  // Escape closes the list and keeps the text; a second one empties the box.
  await page.keyboard.press('Escape');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(box(page)).toHaveValue('mapping');
  await page.keyboard.press('ArrowDown');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  const target = new URL((await options(page).first().getAttribute('data-href'))!, page.url()).pathname;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}\\?_highlight=`));
  await expect(page.locator('article mark').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

for (const target of [
  '/doc/docs/getting-started/systables',
  '/doc/docs/sql/mappings',
  '/doc/docs/integration/dbeaver',
]) {
  test(`searching the title of ${target} finds it first, and opening it marks the searched words`, async ({page}) => {
    await gotoHydrated(page, target);
    const title = (await page.locator('h1').first().innerText()).trim();
    await gotoHydrated(page, '/doc/');
    await expect(box(page)).toBeEnabled();
    expect((await searchFor(page, title))[0]).toBe(target);
    await expect(options(page).first()).toContainText(title, {ignoreCase: true});
    await box(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}\\?_highlight=`));
    await expect(page.locator('article mark').first()).toBeVisible();
  });
}

test('each option shows the section and page above the heading it leads to, with the words marked; results are announced', async ({
  page,
}) => {
  await gotoHydrated(page, '/doc/docs/sql/');
  await expect(box(page)).toBeEnabled();
  await box(page).focus();
  await searchFor(page, 'partition a large cache');
  const option = options(page).first();
  const [place, name] = await option.locator(':scope > span').allInnerTexts();
  expect(place).toMatch(/^SQL Reference › (.+ › )?Cache$/);
  expect(name).toMatch(/partition/i);
  await expect(option.locator('mark').first()).toBeVisible();
  expect(await option.getAttribute('data-href')).toMatch(/\/doc\/docs\/sql\/cache-jobs\?_highlight=.*#/);
  await expect(page.locator('.navbar__search [role="status"]')).toHaveText(/^\d+ results?$/);
  await box(page).fill('qqzzxxj');
  await expect(page.locator('.navbar__search [role="status"]')).toHaveText('No results');
});

test('each result shows a snippet of the text that matched, the words marked, and leads to the section that holds it', async ({
  page,
}) => {
  await gotoHydrated(page, '/doc/');
  await expect(box(page)).toBeEnabled();
  await box(page).focus();
  // An abbreviation the permissions page defines, learned by the build; the answer is a section, not the page's top.
  await searchFor(page, 'rls');
  const option = options(page).first();
  const [place, name, snippet] = await option.locator(':scope > span').allInnerTexts();
  expect(place).toMatch(/^SQL Reference › .*User actions, roles, and permissions$/);
  expect(name).toBe('What users can see and what they can do');
  expect(snippet).toMatch(/row-level security \(RLS\)/);
  // The abbreviation is marked, and so are the words of the long form the page defines it with, which matched as well.
  const marks = await option.locator(':scope > span').nth(2).locator('mark').allInnerTexts();
  expect(marks).toContain('RLS');
  expect(marks.filter((m) => !['RLS', 'row', 'level', 'security'].includes(m))).toEqual([]);
  expect(await option.getAttribute('data-href')).toMatch(
    /^\/doc\/docs\/sql\/permissions\?_highlight=.*#what-users-can-see-and-what-they-can-do$/,
  );
  // The search page shows the same snippet under each result.
  await gotoHydrated(page, '/doc/search?q=row%20level%20security');
  const first = page.locator('main article').first();
  await expect(first.locator('h2 a')).toHaveAttribute('href', /#what-users-can-see-and-what-they-can-do$/);
  await expect(first.locator('p').nth(1)).toContainText('row-level security (RLS)');
  expect((await first.locator('p').nth(1).locator('mark').allInnerTexts()).slice(0, 3)).toEqual([
    'row',
    'level',
    'security',
  ]);
});

test('the ranking rules, typos and synonyms, as a reader meets them', async ({page}) => {
  await gotoHydrated(page, '/doc/');
  await expect(box(page)).toBeEnabled();
  await box(page).focus();
  const first = async (query: string) => (await searchFor(page, query))[0];
  // A one-word title, a product with a generic word, two words naming a page.
  expect(await first('changelog')).toBe('/doc/docs/general/changelog');
  expect(await first('snowflake data source')).toBe('/doc/docs/integration/datasources/snowflake/overview');
  expect(await first('sql editor')).toBe('/doc/docs/platform/query/sqllab');
  expect(await first('knowledge graph manager')).toBe('/doc/docs/platform/managing/kg-manager');
  // A one-letter typo in a long word, and a synonym from the data file.
  expect(await first('kubrenetes')).toBe('/doc/docs/getting-started/deployments/deploy-on-kubernetes');
  expect(await searchFor(page, 'k8s helm')).toContain('/doc/docs/getting-started/deployments/deploy-on-kubernetes');
});

test('the navbar list can be narrowed to a section, and hands query and section to the search page', async ({page}) => {
  await gotoHydrated(page, '/doc/docs/sql/');
  await expect(box(page)).toBeEnabled();
  await box(page).focus();
  const all = await searchFor(page, 'token');
  expect(all.some((p) => !p.startsWith('/doc/docs/api/'))).toBe(true);
  await page.locator('.navbar__search select').selectOption({label: 'API'});
  await expect(page.locator('.navbar__search [data-search-query="token"]')).toBeAttached();
  await expect
    .poll(() => options(page).evaluateAll((list) => list.map((o) => o.getAttribute('data-href')!)))
    .toEqual(expect.arrayContaining([expect.stringMatching(/^\/doc\/docs\/api\//)]));
  const places = await options(page).evaluateAll((list) => list.map((o) => o.children[0].textContent ?? ''));
  expect(places.length).toBeGreaterThan(0);
  expect(places.every((p) => p.startsWith('API'))).toBe(true);
  await page.getByRole('link', {name: 'See all results'}).click();
  await expect(page).toHaveURL(/\/doc\/search\?q=token&section=api$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "token"');
  await expect(page.getByLabel('Section')).toHaveValue('api');
});

test('the search page keeps the query and the section in its address, and finds through typos', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, '/doc/search?q=mapping');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "mapping"');
  const status = page.locator('main [role="status"]');
  await expect(status).toHaveText(/^\d+ pages? found$/);
  const sections = async () => page.locator('main article > p:first-child').allInnerTexts();
  expect(new Set((await sections()).map((s) => s.split(' › ')[0])).size).toBeGreaterThan(1);
  await page.getByLabel('Section').selectOption('platform');
  await expect(page).toHaveURL(/\/doc\/search\?q=mapping&section=platform$/);
  await expect(status).toHaveText(/^\d+ pages? found in Platform$/);
  expect((await sections()).every((s) => s.startsWith('Platform'))).toBe(true);
  await page.reload();
  await expect(page.getByLabel('Section')).toHaveValue('platform');
  await expect(page.getByLabel('Search the documentation')).toHaveValue('mapping');
  await page.getByLabel('Search the documentation').fill('mappnig');
  await expect(page).toHaveURL(/\?q=mappnig&section=platform$/);
  await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /\/doc\/docs\/platform\//);
  expect(consoleErrors).toEqual([]);
});

test('the open list and the search page are accessible in light and in dark mode', async ({page}) => {
  test.setTimeout(90_000);
  // No colour choice is stored, so the page follows the system preference. Each state gets every rule once and
  // the rules that depend on colours in the other mode as well (tests/support/axe.ts).
  const switchTo = async (scheme: 'light' | 'dark') => {
    await page.emulateMedia({colorScheme: scheme});
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  };
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, '/doc/docs/sql/');
  await expect(box(page)).toBeEnabled();
  await box(page).focus();
  await searchFor(page, 'create concept');
  await expect(options(page).first()).toBeVisible();
  expect(await axeViolations(page), 'navbar list, light').toEqual([]);
  await switchTo('dark');
  await expect(options(page).first()).toBeVisible();
  expect(await axeViolations(page, 'colors'), 'navbar list, dark').toEqual([]);

  await gotoHydrated(page, '/doc/search?q=create%20concept&section=sql');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await axeViolations(page), 'search page, dark').toEqual([]);
  await switchTo('light');
  expect(await axeViolations(page, 'colors'), 'search page, light').toEqual([]);
});
