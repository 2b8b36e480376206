import {test, expect, gotoHydrated} from './fixtures';

/** `X.html` and `X/index.html` are the same page as `X`; unknown paths are not found. */
const PAGES = ['/doc/docs/sql/mappings', '/doc/docs/getting-started/installation', '/doc/docs/platform'];

async function identity(page: import('@playwright/test').Page) {
  return {
    h1: await page.locator('h1').first().innerText(),
    docClass: (await page.locator('html').getAttribute('class'))?.match(/docs-doc-id-\S+/)?.[0],
  };
}

for (const path of PAGES) {
  test(`${path}.html and ${path}/index.html show the same page as ${path}`, async ({page, consoleErrors}) => {
    await gotoHydrated(page, path);
    const reference = await identity(page);
    expect(reference.docClass).toBeTruthy();
    for (const variant of [`${path}.html`, `${path}/index.html`]) {
      const response = await gotoHydrated(page, variant);
      expect(response?.status(), variant).toBe(200);
      expect(await identity(page), variant).toEqual(reference);
      // The address bar shows the canonical form.
      expect(new URL(page.url()).pathname, variant).toBe(path);
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toHaveCount(0);
    }
    expect(consoleErrors).toEqual([]);
  });
}

for (const path of ['/doc/docs/no-such-page', '/doc/docs/sql/no-such-statement.html', '/doc/unknown/deeper/path/']) {
  test(`unknown path ${path} shows the not-found page`, async ({page}) => {
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    // The layout (navbar, footer) is there so the reader can move on.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    // It describes itself to search engines and link previews.
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      /has no page in the Timbr documentation/,
    );
  });
}

test('a client-side link to an unknown page shows the not-found page', async ({page}) => {
  await gotoHydrated(page, '/doc/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/doc/docs/missing-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
});
