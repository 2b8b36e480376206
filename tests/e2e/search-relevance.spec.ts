/**
 * Search relevance (issues 8 and 22): every question of
 * tests/search-relevance/questions.json is typed into the navbar search box
 * of the production build, and the suggestion list is scored (recall@5, MRR,
 * the share of answers that land on their section; see
 * tools/relevance/search.ts), for the tuning half and the two check
 * sets, each against its goal or floor. `npm run search:relevance` runs the same
 * code and writes the full report.
 */
import path from 'node:path';
import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';
import {SECTIONS} from '../../src/site';
import * as relevance from '../../tools/relevance/search';
import type {Scored} from '../../tools/relevance/search';
import {openBuiltSearch} from '../../tools/perf/search-bytes';

let scored: Scored[] | undefined;

test.describe.configure({mode: 'serial'});

/** Runs the whole set once per worker, on the given (fresh) page. */
async function runOnce(page: Page): Promise<Scored[]> {
  scored ??= await relevance.runRelevance(page, relevance.loadQuestions());
  return scored;
}

test('every relevance question runs through the navbar search, and each option leads where it says', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const questions = relevance.loadQuestions();
  const results = await runOnce(page);
  expect(results.map((s) => s.id)).toEqual(questions.map((q) => q.id));
  // The engine answers: most queries return results (a broken index or a
  // broken reading of the list would return none).
  expect(results.filter((s) => s.hits.length > 0).length).toBeGreaterThan(questions.length * 0.9);

  const halves = relevance.summarizeHalves(results);
  for (const [half, summary] of Object.entries(halves)) {
    testInfo.annotations.push({
      type: `search relevance, ${half} half`,
      description: `recall@5 ${summary.recallAt5.toFixed(3)} (${summary.foundInTop5}/${summary.questions}), MRR ${summary.mrr.toFixed(3)}; not in the top 5: ${summary.misses.join(', ') || 'none'}`,
    });
  }
  await testInfo.attach('search-relevance.txt', {body: relevance.consoleTable(results), contentType: 'text/plain'});

  // The set goes through the box in one call from the page (runQueries); typed with Playwright's keyboard
  // input, one question in 25 (17, of all three halves) shows the same list.
  const box = page.locator('.navbar__search input').first();
  const typed = results.filter((_, i) => i % 25 === 0);
  for (const result of typed) {
    const hits = await relevance.runQuery(page, box, result.query);
    expect(hits, `"${result.query}" typed`).toEqual(result.hits);
  }

  // A reader who picks an option lands on the page the option named: here the
  // second option of the first query that returns two pages or more.
  const sample = results.find((s) => s.pages.length >= 2);
  expect(sample, 'a query with at least two pages in its list').toBeTruthy();
  const index = sample!.hits.findIndex((h) => h.page === sample!.pages[1]);
  await box.fill(sample!.query);
  const option = page.locator('.navbar__search [role="listbox"] [role="option"]').nth(index);
  await expect(option).toContainText(sample!.hits[index].title);
  await option.click();
  await expect.poll(() => relevance.pagePath(page.url())).toBe(sample!.hits[index].page);
});

for (const half of ['check', 'check-styles', 'tuning'] as const) {
  test(`the ${half} half holds its floor (its goal, or the figure reached while under it)`, async ({page}) => {
    test.setTimeout(240_000);
    expect(relevance.shortOfFloor(await runOnce(page), half)).toEqual([]);
  });
}

test("every question's places are headings of its target page in the build", async () => {
  const engine = await openBuiltSearch(path.resolve(__dirname, '../../build'));
  const pages = await Promise.all(engine.pages.map((_, k) => engine.page(k)));
  const anchors = new Map(pages.map((p) => [relevance.pagePath(p.u), new Set(['', ...p.h.map(([a]) => a)])]));
  const questions = relevance.loadQuestions();
  const unknown = questions.flatMap((q) =>
    q.places.filter((a) => !anchors.get(relevance.pagePath(q.target))?.has(a)).map((a) => `${q.id} #${a}`),
  );
  expect(unknown).toEqual([]);
});

test("narrowed to each question's section (`--by-section`), the list shows only that section", async ({page}) => {
  test.setTimeout(120_000);
  // Two questions of each section the filter offers; the harness narrows the list before typing.
  const questions = relevance.loadQuestions();
  const sample = SECTIONS.flatMap((s) => questions.filter((q) => q.section === s.id).slice(0, 2));
  expect(sample.length).toBe(2 * SECTIONS.length);
  for (const result of await relevance.runRelevance(page, sample, {bySection: true})) {
    const label = SECTIONS.find((s) => s.id === result.section)!.label;
    expect(result.hits.length, result.query).toBeGreaterThan(0);
    expect(
      result.hits.filter((h) => !h.where.startsWith(label)),
      `${result.query}: options outside ${label}`,
    ).toEqual([]);
  }
});
