/**
 * Search relevance: runs the questions of tests/search-relevance/questions.json
 * through the built site's navbar search in Chromium, as a reader does, and
 * scores the answers. Shared by tools/relevance/search-report.ts (the report) and
 * tests/e2e/search-relevance.spec.ts (the test run).
 *
 * How a query is run: the query is typed into the navbar search box, and the
 * suggestion list that opens under it is read in order once it shows the
 * results of that query (the list says which query it answers in its
 * `data-search-query` attribute, set only when the results of exactly that
 * text are shown). Each option carries the address it leads to
 * (`data-href`); the e2e spec also clicks an option and checks that the
 * reader lands there.
 *
 * Scoring: results are reduced to pages (path without `#anchor`, query string
 * and trailing slash) and repeated pages are dropped, keeping the first. The
 * rank of a question is the position, in this list of distinct pages, of the
 * first acceptable page (its target or one of its `alsoAcceptable` pages); 0
 * when no acceptable page is in the list. The raw rank (position among all
 * options) is reported too.
 *   recall@5 = share of questions with 1 <= rank <= 5
 *   MRR      = mean of 1/rank (0 for rank 0), over the whole suggestion list
 *              the search box shows (every page in it, not only the first 5).
 *   section  = share of the questions whose target page is in the list where
 *              the page's first option leads to one of the question's
 *              `places`: the sections of the page that hold the answer ('' for
 *              the top of the page), chosen by reading the page.
 * All three are reported for the whole set and for each part (see HALVES).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {SECTION_IDS} from '../../src/site';
import {ROOT} from '../lib/loader';

export {ROOT};
export const QUESTIONS_FILE = path.join(ROOT, 'tests/search-relevance/questions.json');

/** The parts of the question set (see HALVES). */
export type Half = 'tuning' | 'check' | 'check-styles';
/** What a part must reach. */
export interface Goal {
  recallAt5: number;
  mrr: number;
}

/**
 * The goals: the same for both check sets, which are only measured; a lower
 * one for the tuning half, which holds the questions the ranking was tuned on.
 */
export const GOALS: Record<Half, Goal> = {
  check: {recallAt5: 0.97, mrr: 0.92},
  'check-styles': {recallAt5: 0.97, mrr: 0.92},
  tuning: {recallAt5: 0.95, mrr: 0.85},
};

/**
 * What the tests hold: the goals, except where a check set has not reached its
 * goal yet. There the floor is the figure the ranking reached without tuning on
 * that set, so a change that makes it worse fails, and the report still marks
 * the goal missed. Raise a floor when the figure rises; never lower a goal.
 */
export const FLOORS: Record<Half, Goal> = {
  ...GOALS,
  // Reached: recall@5 0.986, MRR 0.864 (the goal is 0.92); the floor sits just under them.
  'check-styles': {recallAt5: 0.985, mrr: 0.862},
};
/**
 * What the tests hold of the share of answers that land on their section (see
 * `places`), through the search box and through the MCP server: just under the
 * lower of the two figures each part reached (box / MCP: tuning 0.710 / 0.706,
 * check 0.734 / 0.727, check-styles 0.681 / 0.696). There is no goal yet;
 * raise a floor when the figure rises.
 */
export const SECTION_FLOORS: Record<Half, number> = {tuning: 0.7, check: 0.72, 'check-styles': 0.68};
/** Recall is measured at this depth. */
export const RECALL_DEPTH = 5;
/** The sections a question may name: the navbar's five, then the pages outside them (src/site.ts). */
export const SECTIONS: readonly string[] = SECTION_IDS;
/**
 * The parts of the set: the ranking is tuned on `tuning` only; `check` was
 * written with it, before any ranking work, and is only measured;
 * `check-styles` is a second check set in the styles the first lacks
 * (abbreviations, whole questions, task phrasing), written before the ranking
 * learned them, and only measured too.
 */
export const HALVES: Half[] = ['tuning', 'check', 'check-styles'];

const SEARCH_INPUT = '.navbar__search input';
const OPTIONS = '.navbar__search [role="listbox"] [role="option"]';
const SECTION_SELECT = '.navbar__search select';

/** A question of the relevance set. */
export interface Question {
  id: string;
  half: Half;
  section: string;
  question: string;
  query: string;
  target: string;
  alsoAcceptable: string[];
  /**
   * Where on the target page the answer is, as the anchors of the sections that hold it ('' for the top of the
   * page), one to three.
   */
  places: string[];
}
/**
 * What one option of the suggestion list shows (`title`, `where`: the breadcrumb or page under the title) and where
 * it leads.
 */
export interface Hit {
  title: string;
  where: string;
  url: string;
  page: string;
}
/** A question with its answers, scored. */
export interface Scored extends Question {
  hits: Hit[];
  pages: string[];
  rank: number;
  rawRank: number;
  /** The anchor the first option of the target page leads to ('' for the page's top); null when it is not listed. */
  landedAt: string | null;
  /** Whether `landedAt` is one of `places`; null when the target page is not listed. */
  landed: boolean | null;
  ms: number;
}
/** What one run of the report records about itself. */
export interface Meta {
  date: string;
  commit: string;
  node?: string;
  browser: string;
  cpus?: number;
  seconds?: number;
  maxOptions: number;
  bySection?: boolean;
}

/** `/doc/docs/sql/general/#syntax?x` -> `/doc/docs/sql/general`. */
export function pagePath(url: string): string {
  const pathname = new URL(url, 'http://x').pathname;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Reads and checks the question set; throws with every problem found. */
export function loadQuestions(file = QUESTIONS_FILE): Question[] {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  const questions = data.questions as Question[];
  const problems = validateQuestions(questions);
  if (problems.length) throw new Error(`${path.relative(ROOT, file)}:\n- ${problems.join('\n- ')}`);
  return questions;
}

/** Returns the problems of a question set (an empty list when it is sound). */
export function validateQuestions(questions: unknown): string[] {
  const problems: string[] = [];
  if (!Array.isArray(questions)) return ['"questions" is not a list'];
  const ids = new Set<string>();
  const queries = new Set<string>();
  for (const q of questions as Question[]) {
    const label = q?.id ?? JSON.stringify(q);
    for (const key of ['id', 'half', 'section', 'question', 'query', 'target'] as const) {
      const value: unknown = q?.[key];
      if (typeof value !== 'string' || !value.trim()) problems.push(`${label}: "${key}" is missing or empty`);
    }
    if (!Array.isArray(q?.alsoAcceptable)) {
      problems.push(`${label}: "alsoAcceptable" must be a list (possibly empty)`);
      continue;
    }
    if (ids.has(q.id)) problems.push(`${label}: duplicate id`);
    ids.add(q.id);
    const query = q.query?.trim().toLowerCase();
    if (queries.has(query)) problems.push(`${label}: duplicate query "${q.query}"`);
    queries.add(query);
    if (!SECTIONS.includes(q.section)) problems.push(`${label}: unknown section "${q.section}"`);
    if (!HALVES.includes(q.half)) problems.push(`${label}: "half" must be one of ${HALVES.join(', ')}`);
    if (q.alsoAcceptable.length > 2) problems.push(`${label}: at most 2 other acceptable pages`);
    const pages = [q.target, ...q.alsoAcceptable];
    for (const p of pages) {
      if (typeof p !== 'string' || !p.startsWith('/doc/') || /[#?]/.test(p)) {
        problems.push(`${label}: "${p}" is not a site path such as /doc/docs/sql/general`);
      }
    }
    if (new Set(pages.map((p) => pagePath(String(p)))).size !== pages.length) {
      problems.push(`${label}: the same page is listed twice`);
    }
    const places: unknown[] = q.places;
    if (
      !Array.isArray(places) ||
      places.length < 1 ||
      places.length > 3 ||
      places.some((a) => typeof a !== 'string' || /[#?/\s]/.test(a)) ||
      new Set(places).size !== places.length
    ) {
      problems.push(`${label}: "places" must list one to three distinct anchors of the target page ('' for its top)`);
    }
  }
  return problems;
}

/** Scores one question against the hits its query returned, in list order. */
export function scoreQuestion(
  question: Question,
  hits: Hit[],
): Pick<Scored, 'rank' | 'rawRank' | 'pages' | 'landedAt' | 'landed'> {
  const acceptable = new Set([question.target, ...question.alsoAcceptable].map(pagePath));
  const pages: string[] = [];
  for (const hit of hits) if (!pages.includes(hit.page)) pages.push(hit.page);
  const rank = pages.findIndex((p) => acceptable.has(p)) + 1;
  const rawRank = hits.findIndex((h) => acceptable.has(h.page)) + 1;
  const first = hits.find((h) => h.page === pagePath(question.target));
  const landedAt = first ? anchorOf(first.url) : null;
  const landed = landedAt === null ? null : question.places.includes(landedAt);
  return {rank, rawRank, pages, landedAt, landed};
}

/** `/doc/docs/sql/general#syntax` -> `syntax`; '' when the address has no anchor (kept as written if it cannot be decoded). */
export function anchorOf(url: string): string {
  const raw = new URL(url, 'http://x').hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** recall@5, MRR and the misses of a scored run; `goal` (default: the check half's) decides `meetsGoal`. */
export function summarize(scored: Scored[], goal: Goal = GOALS.check) {
  const n = scored.length;
  const found = scored.filter((s) => s.rank >= 1 && s.rank <= RECALL_DEPTH).length;
  const reciprocal = scored.reduce((sum, s) => sum + (s.rank ? 1 / s.rank : 0), 0);
  const recallAt5 = n ? found / n : 0;
  const mrr = n ? reciprocal / n : 0;
  const placed = scored.filter((s) => typeof s.landed === 'boolean');
  const landed = placed.filter((s) => s.landed).length;
  return {
    questions: n,
    foundInTop5: found,
    recallAt5,
    mrr,
    withTarget: placed.length,
    landedOnSection: landed,
    sectionShare: placed.length ? landed / placed.length : 0,
    landedElsewhere: placed.filter((s) => !s.landed).map((s) => s.id),
    meetsGoal: recallAt5 >= goal.recallAt5 && mrr >= goal.mrr,
    misses: scored.filter((s) => !(s.rank >= 1 && s.rank <= RECALL_DEPTH)).map((s) => s.id),
  };
}

/** The summary of each half, against its goal. */
export function summarizeHalves(scored: Scored[]): Record<Half, ReturnType<typeof summarize>> {
  return Object.fromEntries(
    HALVES.map((half) => [
      half,
      summarize(
        scored.filter((s) => s.half === half),
        GOALS[half],
      ),
    ]),
  ) as Record<Half, ReturnType<typeof summarize>>;
}

/**
 * What a half's scored run falls short of its floors by (FLOORS, SECTION_FLOORS): one line per figure under its
 * floor, with the questions behind it; empty when every figure holds. The tests of the box and of the MCP server
 * both hold a half to this.
 */
export function shortOfFloor(scored: Scored[], half: Half): string[] {
  const floor = FLOORS[half];
  const summary = summarize(
    scored.filter((s) => s.half === half),
    floor,
  );
  const list = (ids: string[]) => ids.join(', ') || 'none';
  const misses = `not in the top 5: ${list(summary.misses)}`;
  return [
    summary.recallAt5 < floor.recallAt5 && `recall@5 ${figure(summary.recallAt5)} < ${floor.recallAt5}; ${misses}`,
    summary.mrr < floor.mrr && `MRR ${figure(summary.mrr)} < ${floor.mrr}; ${misses}`,
    summary.sectionShare < SECTION_FLOORS[half] &&
      `lands on its section ${figure(summary.sectionShare)} < ${SECTION_FLOORS[half]}; elsewhere: ${list(summary.landedElsewhere)}`,
  ].filter((line): line is string => typeof line === 'string');
}

// ------------------------------------------------------------------ browser

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

// ------------------------------------------------------------------ reports

const short = (p: string) => p.replace(/^\/doc\/docs\//, '').replace(/^\/doc\//, '/') || '/';
const figure = (x: number) => x.toFixed(3);

/** One line per question: id, query, rank and what the list showed. */
export function consoleTable(scored: Scored[]): string {
  const rows = scored.map((s) => [
    s.id,
    s.query,
    s.rank || '-',
    short(s.target),
    s.pages.slice(0, RECALL_DEPTH).map(short).join(', ') || '(no results)',
  ]);
  const header = ['id', 'query', 'rank', 'target', `top ${RECALL_DEPTH} pages`];
  const widths = header.map((h, i) =>
    Math.min(i === 4 ? 200 : 40, Math.max(h.length, ...rows.map((r) => String(r[i]).length))),
  );
  const line = (cells: (string | number)[]) =>
    cells.map((c, i) => String(c).slice(0, widths[i]).padEnd(widths[i])).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The Markdown report. */
export function markdownReport(
  scored: Scored[],
  halves: Partial<Record<Half, ReturnType<typeof summarize>>>,
  meta: Meta,
): string {
  const cell = (text: string) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const out: string[] = [];
  out.push('# Search relevance', '');
  out.push(
    `Measured ${meta.date} on commit ${meta.commit} with ${meta.browser}: ${scored.length} questions from \`tests/search-relevance/questions.json\`, each typed into the navbar search box of the production build${meta.bySection ? ", with the list narrowed to the question's section first (the box's section filter; questions about General pages unnarrowed)" : ''}. The ranking is tuned on the tuning half only; the check half is only measured.`,
    '',
  );
  out.push(
    `Rank = position of the first acceptable page among the distinct pages of the suggestion list (a page's heading and content hits count once with the page); the raw rank counts every option. Recall@${RECALL_DEPTH} = share of questions with rank 1 to ${RECALL_DEPTH}; MRR = mean of 1/rank over the whole list the box shows (up to ${meta.maxOptions} options were shown), 0 when no acceptable page is in it.`,
    '',
  );
  out.push('| Half | Figure | Measured | Goal | Result |', '| --- | --- | --- | --- | --- |');
  for (const [half, summary] of Object.entries(halves) as [Half, ReturnType<typeof summarize>][]) {
    if (!summary.questions) continue;
    const goal = GOALS[half];
    out.push(
      `| ${half} | Recall@${RECALL_DEPTH} | ${figure(summary.recallAt5)} (${summary.foundInTop5}/${summary.questions}) | >= ${goal.recallAt5} | ${summary.recallAt5 >= goal.recallAt5 ? 'PASS' : '**FAIL**'} |`,
    );
    out.push(
      `| ${half} | MRR | ${figure(summary.mrr)} | >= ${goal.mrr} | ${summary.mrr >= goal.mrr ? 'PASS' : '**FAIL**'} |`,
    );
  }
  out.push('');
  out.push(
    "Section = share of the questions whose target page is in the list where the page's first option leads to a place that holds the answer (`places`: the sections chosen by reading the page, or its top).",
    '',
    '| Half | Target page listed | Lands on its section | Share | Floor |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const [half, summary] of Object.entries(halves) as [Half, ReturnType<typeof summarize>][]) {
    if (!summary.questions) continue;
    out.push(
      `| ${half} | ${summary.withTarget} | ${summary.landedOnSection} | ${figure(summary.sectionShare)} | >= ${SECTION_FLOORS[half]} |`,
    );
  }
  out.push('');
  const bySection = SECTIONS.map((section) => {
    const list = scored.filter((s) => s.section === section);
    return list.length ? {section, ...summarize(list)} : null;
  }).filter((s) => s !== null);
  out.push('## By section', '', '| Section | Questions | Recall@5 | MRR |', '| --- | --- | --- | --- |');
  for (const s of bySection) out.push(`| ${s.section} | ${s.questions} | ${figure(s.recallAt5)} | ${figure(s.mrr)} |`);
  out.push('');
  const misses = scored.filter((s) => !(s.rank >= 1 && s.rank <= RECALL_DEPTH));
  out.push(`## Misses (not in the top ${RECALL_DEPTH})`, '');
  if (!misses.length) out.push('None.');
  for (const s of misses) {
    out.push(
      `- ${s.id} (${s.half}) \`${cell(s.query)}\` (${cell(s.question)}): wanted \`${short(s.target)}\`${s.alsoAcceptable.length ? ` or ${s.alsoAcceptable.map((p) => `\`${short(p)}\``).join(', ')}` : ''}; ${s.rank ? `found at rank ${s.rank}` : 'not in the list'}; list: ${s.pages.map((p) => `\`${short(p)}\``).join(', ') || 'no results'}.`,
    );
  }
  const elsewhere = scored.filter((s) => s.landed === false);
  out.push('', '## Answers that land elsewhere on their page', '');
  if (!elsewhere.length) out.push('None.');
  for (const s of elsewhere) {
    out.push(
      `- ${s.id} (${s.half}) \`${cell(s.query)}\`: \`${short(s.target)}\` leads to ${s.landedAt ? `\`#${s.landedAt}\`` : 'its top'}; the answer is at ${s.places.map((a) => (a ? `\`#${a}\`` : 'its top')).join(' or ')}.`,
    );
  }
  out.push('', '## Every question', '');
  out.push(
    `| Id | Half | Section | Query | Question | Target | Rank | Raw rank | Lands on its section | Top ${RECALL_DEPTH} pages |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const s of scored) {
    out.push(
      `| ${s.id} | ${s.half} | ${s.section} | \`${cell(s.query)}\` | ${cell(s.question)} | \`${short(s.target)}\` | ${s.rank || '-'} | ${s.rawRank || '-'} | ${s.landed === null ? '-' : s.landed ? 'yes' : 'no'} | ${
        s.pages
          .slice(0, RECALL_DEPTH)
          .map((p) => `\`${short(p)}\``)
          .join(', ') || 'no results'
      } |`,
    );
  }
  out.push('');
  return out.join('\n');
}

/** The JSON report. */
export function jsonReport(scored: Scored[], halves: Partial<Record<Half, ReturnType<typeof summarize>>>, meta: Meta) {
  return {
    ...meta,
    goals: GOALS,
    recallDepth: RECALL_DEPTH,
    rankCountsDistinctPages: true,
    summary: {all: summarize(scored), ...halves},
    questions: scored.map((s) => ({
      id: s.id,
      half: s.half,
      section: s.section,
      question: s.question,
      query: s.query,
      target: s.target,
      alsoAcceptable: s.alsoAcceptable,
      places: s.places,
      rank: s.rank,
      rawRank: s.rawRank,
      landedAt: s.landedAt,
      landed: s.landed,
      top5: s.pages.slice(0, RECALL_DEPTH),
      hits: s.hits,
      ms: s.ms,
    })),
  };
}
