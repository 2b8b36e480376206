// Running the relevance set through the built site's navbar search box in Chromium, as a reader types, and scoring it.
import type {Locator, Page} from '@playwright/test';
import {pagePath, type Hit, type Question, type Scored} from './questions';
import {scoreQuestion} from './scoring';

const SEARCH_INPUT = '.navbar__search input';
const OPTIONS = '.navbar__search [role="listbox"] [role="option"]';
const SECTION_SELECT = '.navbar__search select';

/** Opens `url` (default: the home page) and waits until the search box is ready; returns the box. */
export async function openSearch(page: Page, url = '/doc/'): Promise<Locator> {
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
  const box = page.locator(SEARCH_INPUT).first();
  await page.waitForFunction(
    (selector) => {
      const input = document.querySelector<HTMLInputElement>(selector);
      return !!input && !input.disabled;
    },
    SEARCH_INPUT,
    {timeout: 60_000},
  );
  await box.focus();
  return box;
}

/** One option of the list as the page shows it. */
interface Shown {
  where: string;
  title: string;
  href: string;
}

/** One option of the list, as the page shows it, into a hit. */
function toHit(o: Shown): Hit {
  const url = new URL(o.href, 'http://x');
  return {
    title: o.title.replace(/\s+/g, ' ').trim(),
    where: o.where.trim(),
    url: `${url.pathname}${url.hash}`,
    page: pagePath(o.href),
  };
}

/**
 * Types `query` into the search box (Playwright's keyboard input) and returns
 * the suggestion list, in the order shown, with the page each option leads to.
 */
export async function runQuery(page: Page, box: Locator, query: string, {timeout = 15_000} = {}): Promise<Hit[]> {
  await box.fill(query);
  const answer = await page
    .waitForFunction(
      ({q, options}) => {
        const answered = [...document.querySelectorAll('.navbar__search [data-search-query]')].some(
          (element) => element.getAttribute('data-search-query') === q,
        );
        if (!answered) return null;
        return [...document.querySelectorAll(options)].map((option) => ({
          where: option.children[0]?.textContent ?? '',
          title: option.children[1]?.textContent ?? '',
          href: option.getAttribute('data-href') ?? '',
        }));
      },
      {q: query, options: OPTIONS},
      {timeout},
    )
    .catch(() => {
      throw new Error(`"${query}": the suggestion list did not show the results of this query within ${timeout} ms`);
    });
  return (await answer.jsonValue())!.map(toHit);
}

/**
 * Enters each query into the search box in turn, inside the page, and returns
 * each suggestion list and how long it took to show. The box gets what typing
 * gives it (its value set, then an input event), so the same component,
 * engine and list answer as for runQuery; one call for the whole batch instead
 * of a round trip from the test per query (a third of the time, the same lists:
 * tests/e2e/search-relevance.spec.ts compares the two on a sample).
 */
export async function runQueries(
  page: Page,
  queries: string[],
  {timeout = 15_000} = {},
): Promise<{hits: Hit[]; ms: number}[]> {
  const answers = await page.evaluate(
    async ({queries, input, options, timeout}) => {
      const box = document.querySelector<HTMLInputElement>(input)!;
      const search = box.closest('.navbar__search')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const answered = (q: string) =>
        [...search.querySelectorAll('[data-search-query]')].some((e) => e.getAttribute('data-search-query') === q);
      const out: {ms: number; options: Shown[]}[] = [];
      for (const q of queries) {
        const started = performance.now();
        setValue.call(box, q);
        box.dispatchEvent(new Event('input', {bubbles: true}));
        const shown = await new Promise<boolean>((resolve) => {
          if (answered(q)) return resolve(true);
          const timer = setTimeout(() => {
            observer.disconnect();
            resolve(false);
          }, timeout);
          const observer = new MutationObserver(() => {
            if (!answered(q)) return;
            clearTimeout(timer);
            observer.disconnect();
            resolve(true);
          });
          observer.observe(search, {subtree: true, childList: true, attributes: true, characterData: true});
        });
        if (!shown) return {failed: q, out};
        out.push({
          ms: performance.now() - started,
          options: [...search.querySelectorAll(options)].map((option) => ({
            where: option.children[0]?.textContent ?? '',
            title: option.children[1]?.textContent ?? '',
            href: option.getAttribute('data-href') ?? '',
          })),
        });
      }
      return {failed: undefined, out};
    },
    {queries, input: SEARCH_INPUT, options: OPTIONS, timeout},
  );
  if (answers.failed !== undefined)
    throw new Error(
      `"${answers.failed}": the suggestion list did not show the results of this query within ${timeout} ms`,
    );
  return answers.out.map((a) => ({hits: a.options.map(toHit), ms: Math.round(a.ms)}));
}

/** Runs every question on one page and scores it. */
export async function runRelevance(
  page: Page,
  questions: Question[],
  {
    url = '/doc/',
    onResult,
    bySection = false,
  }: {url?: string; onResult?: (s: Scored) => void; bySection?: boolean} = {},
): Promise<Scored[]> {
  const box = await openSearch(page, url);
  // With bySection, the list is narrowed to the question's section first, as a reader
  // who knows where to look would ("General" is not a filter: those run unnarrowed):
  // the questions go in runs of one section each.
  const sectionOf = (question: Question) => (bySection && question.section !== 'general' ? question.section : '');
  const scored: Scored[] = [];
  let narrowedTo = '';
  for (let i = 0; i < questions.length;) {
    const section = sectionOf(questions[i]);
    let j = i + 1;
    while (j < questions.length && sectionOf(questions[j]) === section) j += 1;
    const batch = questions.slice(i, j);
    if (section !== narrowedTo) {
      await box.fill(batch[0].query);
      await page.locator(SECTION_SELECT).selectOption(section);
      await box.focus();
      narrowedTo = section;
    }
    const answers = await runQueries(
      page,
      batch.map((q) => q.query),
    );
    batch.forEach((question, k) => {
      const {hits, ms} = answers[k];
      const result: Scored = {...question, hits, ...scoreQuestion(question, hits), ms};
      scored.push(result);
      onResult?.(result);
    });
    i = j;
  }
  return scored;
}
