import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {expectDocPage, trackConsoleErrors, trackUncaught} from './fault-checks';

/**
 * Hostile search input, typed in the navbar box and passed to the search page
 * as `?q=`: nothing in it runs as script (every markup payload sets a global
 * flag if it ever executes), nothing is thrown, and the reader gets results or
 * a "no results" message within the usual waits (10 s; the search reads at
 * most 200 characters, so a 10,000-character paste costs no more than a
 * short query).
 */

const FLAG = '__searchInjected';
const HOSTILE: [name: string, query: string][] = [
  ['markup with an event handler', `<img src=x onerror="window.${FLAG}=1">`],
  ['a script element', `<script>window.${FLAG}=1</script> mapping`],
  ['markup around a real word', `<svg onload="window.${FLAG}=1"><b>concept</b></svg>`],
  ['regex characters', '.*+?^${}()|[]\\ sql'],
  ['lunr query syntax', 'title:mapping sql~2 concept^10 -ontology +query *'],
  ['10,000 characters', 'a'.repeat(10_000)],
  ['10,000 characters of real words', 'mapping concept '.repeat(625)],
  ['right-to-left text (Arabic and Hebrew)', 'استعلام البيانات שאילתה על נתונים'],
  ['emoji', '🔍📊 sql 👩‍💻'],
  ['only spaces', '        '],
  ['a NUL character', 'map\u0000ping \u0000'],
  ['HTML entities and quotes', '&lt;img&gt; "\'` &#x3C;script&#x3E;'],
];

const box = (page: Page) => page.locator('.navbar__search input').first();
const flag = (page: Page) => page.evaluate((f) => (window as unknown as Record<string, unknown>)[f], FLAG);

/** The navbar list shows hits, a "No results" message, or (for a blank query) stays closed. */
async function navbarOutcome(page: Page, query: string): Promise<'results' | 'no results' | 'closed'> {
  if (query.trim() === '') {
    // Nothing to search: the list must not open (the box says so in aria-expanded).
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    return (await page.locator('.navbar__search [role="listbox"]').count()) ? 'results' : 'closed';
  }
  // The list says which text it answers once it has answered it (within the usual wait).
  const typed = await box(page).inputValue();
  const answered = page.locator('.navbar__search [data-search-query]');
  await expect
    .poll(() => answered.evaluateAll((list, q) => list.some((e) => e.getAttribute('data-search-query') === q), typed), {
      timeout: 10_000,
    })
    .toBe(true);
  if (await page.locator('.navbar__search [role="option"]').count()) return 'results';
  return (await page.locator('.navbar__search p[data-search-query]').isVisible()) ? 'no results' : 'closed';
}

// Every input in one tab, one after the other: in the navbar box of one page
// (each input replaces the last), then on the search page (one load each).
test('hostile search input in the navbar box: nothing runs, nothing is thrown, an answer for each', async ({page}) => {
  // Each input has the time a test of its own had before.
  test.setTimeout(HOSTILE.length * 15_000);
  const uncaught = trackUncaught(page);
  const consoleErrors = trackConsoleErrors(page);
  await gotoHydrated(page, '/doc/docs/sql/general');
  await expect(box(page)).toBeEnabled({timeout: 15_000});
  for (const [name, query] of HOSTILE) {
    await test.step(name, async () => {
      await box(page).focus();
      await box(page).fill(query);
      const outcome = await navbarOutcome(page, query);
      if (query.trim() === '') expect(outcome).toBe('closed');
      else expect(outcome).not.toBe('closed');
      // Never more than the box takes.
      expect((await box(page).inputValue()).length).toBeLessThanOrEqual(200);
      await expectDocPage(page, /general/i);
      // No element was made from the query's markup (so no handler of it can run), and none ran.
      expect(await page.locator('img[src="x"], svg[onload], main script').count()).toBe(0);
      expect(await flag(page)).toBeUndefined();
      await page.keyboard.press('Escape');
      expect(uncaught).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('hostile search input on the search page (?q=): shown as text, nothing runs, nothing is thrown', async ({
  page,
}) => {
  test.setTimeout(HOSTILE.length * 15_000);
  const uncaught = trackUncaught(page);
  const consoleErrors = trackConsoleErrors(page);
  for (const [name, query] of HOSTILE) {
    await test.step(name, async () => {
      await gotoHydrated(page, `/doc/search?q=${encodeURIComponent(query)}`);
      const heading = page.getByRole('heading', {level: 1});
      if (query.trim() === '') {
        await expect(heading).toBeVisible();
      } else {
        // The query shows as text, not markup (NUL characters aside).
        const shown = query.replaceAll('\u0000', '').trim().slice(0, 20);
        await expect.poll(async () => (await heading.innerText()).replaceAll('\u0000', '')).toContain(shown);
        await expect(page.locator('main [role="status"]')).toHaveText(/\d+ pages? found|No pages were found/, {
          timeout: 15_000,
        });
        // A query longer than the search reads is cut to what is read.
        expect((await page.locator('main input[type="search"]').inputValue()).length).toBeLessThanOrEqual(200);
      }
      await expect(page.locator('nav.navbar')).toBeVisible();
      // No element was made from the query's markup (so no handler of it can run), and none ran.
      expect(await page.locator('img[src="x"], svg[onload], main script').count()).toBe(0);
      expect(await flag(page)).toBeUndefined();
      expect(uncaught).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('search input: a query that finds pages still highlights safely on the target page', async ({page}) => {
  const uncaught = trackUncaught(page);
  await gotoHydrated(
    page,
    `/doc/docs/sql/general?_highlight=${encodeURIComponent(`<img src=x onerror="window.${FLAG}=1">`)}&_highlight=select`,
  );
  await expectDocPage(page, /general/i);
  await expect(page.locator('article mark').first()).toBeVisible();
  expect(await flag(page)).toBeUndefined();
  expect(uncaught).toEqual([]);
});
