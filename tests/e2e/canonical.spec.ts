import {test, expect, gotoHydrated} from './fixtures';
import {COPIES} from '../support/copies';

/**
 * Pages that show the text of another page (tests/support/copies.ts) point
 * search engines to the original with a single canonical link, and show the
 * same body as the original.
 */

const canonicalOf = (page: import('@playwright/test').Page) =>
  page
    .locator('head link[rel="canonical"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));

/** The headings of the article, which come from the shared source. */
const headings = (page: import('@playwright/test').Page) =>
  page.locator('article .markdown :is(h2, h3)').allInnerTexts();

for (const [copy, original] of COPIES) {
  test(`${copy} shows the text of ${original} and names it canonical`, async ({page}) => {
    await gotoHydrated(page, original);
    expect(await canonicalOf(page)).toEqual([original]);
    const originalHeadings = await headings(page);
    expect(originalHeadings.length).toBeGreaterThan(3);

    await gotoHydrated(page, copy);
    expect(await canonicalOf(page)).toEqual([original]);
    expect(await headings(page)).toEqual(originalHeadings);
    await expect(page.locator(`article a[href="${original}"]`).first()).toBeAttached();
  });
}
