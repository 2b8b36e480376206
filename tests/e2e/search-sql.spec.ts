/**
 * Search tuned for SQL readers (src/features/search): SQL keywords that are English
 * stop words are searchable, dotted names and underscored names are words,
 * and text inside code blocks is indexed.
 */
import {test, expect} from './fixtures';
import type {Page, Locator} from '@playwright/test';
import * as relevance from '../../tools/relevance/search';

/** Distinct pages of the suggestion list, in order. */
async function pagesFor(page: Page, box: Locator, query: string): Promise<string[]> {
  const hits = await relevance.runQuery(page, box, query);
  return [...new Set(hits.map((h) => h.page))];
}

/** The terms the first option will mark on its page (its `_highlight` parameters). */
async function markedOnFirstPage(page: Page): Promise<string[]> {
  const href = await page.locator('.navbar__search [role="option"]').first().getAttribute('data-href');
  return new URL(href!, 'http://x').searchParams.getAll('_highlight');
}

test.describe('searching SQL words', () => {
  test.describe.configure({mode: 'serial'});
  let page: Page;
  let box: Locator;

  test.beforeAll(async ({browser}) => {
    page = await browser.newPage();
    await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => route.abort());
    box = await relevance.openSearch(page);
  });
  test.afterAll(async () => page.close());

  for (const {query, expected, within} of [
    {query: 'GROUP BY', expected: ['/doc/docs/sql/views', '/doc/docs/sql/cubes'], within: 3},
    {query: 'INHERITS', expected: ['/doc/docs/sql/sql-ddl'], within: 1},
    {query: 'dtimbr', expected: ['/doc/docs/sql/general', '/doc/docs/getting-started/query-kg'], within: 2},
    {query: 'SYS_CONCEPTS', expected: ['/doc/docs/getting-started/systables'], within: 3},
    {query: 'grant on', expected: ['/doc/docs/sql/permissions'], within: 1},
    // Three words a stock index drops or keeps apart; the pages that use the phrase come first.
    {query: 'IS NOT NULL', expected: ['/doc/docs/sql/properties', '/doc/docs/sql/sql-ddl'], within: 2},
  ]) {
    test(`"${query}" finds ${expected.join(' or ')} within the first ${within} page(s)`, async () => {
      const pages = await pagesFor(page, box, query);
      expect(
        pages.slice(0, within).some((p) => expected.includes(p)),
        `pages: ${pages.join(', ')}`,
      ).toBe(true);
    });
  }

  // English stop words that are SQL keywords: a stock index drops them, so
  // these searches returned nothing at all.
  for (const {query, words} of [
    {query: 'NOT IN', words: ['not', 'in']},
    {query: 'ON', words: ['on']},
    {query: 'AS', words: ['as']},
  ]) {
    test(`"${query}" returns results that mark the keywords on their page`, async () => {
      const pages = await pagesFor(page, box, query);
      expect(pages.length).toBeGreaterThan(0);
      const highlighted = await markedOnFirstPage(page);
      for (const word of words) expect(highlighted, `highlighted: ${highlighted.join(', ')}`).toContain(word);
    });
  }

  test('a dotted name is one phrase: the first pages write that name (quoted or not)', async ({request}) => {
    const pages = await pagesFor(page, box, 'dtimbr.orders');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const found of pages.slice(0, 3)) {
      const text = (await (await request.get(found)).text()).replace(/<[^>]+>/g, '').toLowerCase();
      expect(text, found).toMatch(/dtimbr[`"]?\.[`"]?orders?\b/);
    }
  });

  test('a name written inside a code block only is found on its page', async ({request}) => {
    // Words of the code blocks of the mappings page that its prose never uses.
    const html = await (await request.get('/doc/docs/sql/mappings')).text();
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    const text = (fragment: string) =>
      fragment
        .replace(/<[^>]+>/g, ' ')
        .replace(/&[a-z#0-9]+;/g, ' ')
        .toLowerCase();
    const code = [...article.matchAll(/<pre[\s\S]*?<\/pre>/g)].map((m) => text(m[0])).join(' ');
    const prose = text(article.replace(/<pre[\s\S]*?<\/pre>/g, ' '));
    const codeOnly = [...new Set(code.match(/[a-z][a-z0-9]*_[a-z0-9_]+/g) ?? [])].filter((w) => !prose.includes(w));
    expect(codeOnly.length, 'the mappings page has names that appear in code only').toBeGreaterThan(0);
    const word = codeOnly[0];
    const pages = await pagesFor(page, box, word);
    expect(pages, `searching "${word}"`).toContain('/doc/docs/sql/mappings');
  });
});
