/**
 * Search relevance: runs the questions of tests/search-relevance/questions.json
 * through the built site's navbar search in Chromium, as a reader does, and
 * scores the answers. Shared by scripts/search-relevance.mjs (the report) and
 * tests/e2e/search-relevance.spec.ts (the test run).
 *
 * How a query is run: the query is typed into the navbar search box, and the
 * suggestion list that opens under it is read in order. The list's options
 * carry no link in the DOM (the plugin navigates from its own data when an
 * option is chosen), so each rendered option is paired with the search result
 * it was drawn from: a small probe, installed before the page's scripts run,
 * records the results that the plugin's search worker sends back for the
 * typed text. A query counts only when the rendered list matches those
 * results one to one (same number of options, same titles, same order);
 * otherwise it fails with an error instead of being scored on a guess. The
 * e2e spec also clicks an option and checks that the reader lands on the page
 * the probe read.
 *
 * Scoring: results are reduced to pages (path without `#anchor`, query string
 * and trailing slash) and repeated pages are dropped, keeping the first: a
 * page's heading and content hits shown under its title count once. The rank
 * of a question is the position, in this list of distinct pages, of the first
 * acceptable page (its target or one of its `alsoAcceptable` pages); 0 when
 * no acceptable page is in the list. The raw rank (position among all
 * options) is reported too.
 *   recall@5 = share of questions with 1 <= rank <= 5
 *   MRR      = mean of 1/rank (0 for rank 0), over the whole suggestion list
 *              the search box shows (every page in it, not only the first 5).
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const QUESTIONS_FILE = path.join(ROOT, 'tests/search-relevance/questions.json');

/** The goal of issue 8. */
export const GOAL = {recallAt5: 0.95, mrr: 0.85};
/** Recall is measured at this depth. */
export const RECALL_DEPTH = 5;
export const SECTIONS = ['getting-started', 'platform', 'sql', 'api', 'integration', 'general'];
/**
 * The two halves of the set: the ranking is tuned on `tuning` only; `check`
 * was written with it, before any ranking work, and is only measured.
 */
export const HALVES = ['tuning', 'check'];

const SEARCH_INPUT = '.navbar__search input';
const OPTIONS = '.navbar__search [role="listbox"] [role="option"]';

/**
 * @typedef {{id: string, half: 'tuning' | 'check', section: string, question: string, query: string,
 *   target: string, alsoAcceptable: string[]}} Question
 * @typedef {{title: string, where: string, url: string, page: string}} Hit
 *   What one option of the suggestion list shows (`title`, `where`: the
 *   breadcrumb or page under the title) and where it leads.
 * @typedef {Question & {hits: Hit[], pages: string[], rank: number,
 *   rawRank: number, ms: number}} Scored
 */

/** `/doc/docs/sql/general/#syntax?x` -> `/doc/docs/sql/general`. */
export function pagePath(url) {
  const pathname = new URL(url, 'http://x').pathname;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Reads and checks the question set; throws with every problem found. */
export function loadQuestions(file = QUESTIONS_FILE) {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  const questions = /** @type {Question[]} */ (data.questions);
  const problems = validateQuestions(questions);
  if (problems.length) throw new Error(`${path.relative(ROOT, file)}:\n- ${problems.join('\n- ')}`);
  return questions;
}

/** Returns the problems of a question set (an empty list when it is sound). */
export function validateQuestions(questions) {
  const problems = [];
  if (!Array.isArray(questions)) return ['"questions" is not a list'];
  const ids = new Set();
  const queries = new Set();
  for (const q of questions) {
    const label = q?.id ?? JSON.stringify(q);
    for (const key of ['id', 'half', 'section', 'question', 'query', 'target']) {
      if (typeof q?.[key] !== 'string' || !q[key].trim()) problems.push(`${label}: "${key}" is missing or empty`);
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
  }
  return problems;
}

/** Scores one question against the hits its query returned, in list order. */
export function scoreQuestion(question, hits) {
  const acceptable = new Set([question.target, ...question.alsoAcceptable].map(pagePath));
  const pages = [];
  for (const hit of hits) if (!pages.includes(hit.page)) pages.push(hit.page);
  const rank = pages.findIndex((p) => acceptable.has(p)) + 1;
  const rawRank = hits.findIndex((h) => acceptable.has(h.page)) + 1;
  return {rank, rawRank, pages};
}

/** recall@5, MRR and the misses of a scored run. */
export function summarize(scored) {
  const n = scored.length;
  const found = scored.filter((s) => s.rank >= 1 && s.rank <= RECALL_DEPTH).length;
  const reciprocal = scored.reduce((sum, s) => sum + (s.rank ? 1 / s.rank : 0), 0);
  const recallAt5 = n ? found / n : 0;
  const mrr = n ? reciprocal / n : 0;
  return {
    questions: n,
    foundInTop5: found,
    recallAt5,
    mrr,
    meetsGoal: recallAt5 >= GOAL.recallAt5 && mrr >= GOAL.mrr,
    misses: scored.filter((s) => !(s.rank >= 1 && s.rank <= RECALL_DEPTH)).map((s) => s.id),
  };
}

// ------------------------------------------------------------------ browser

/**
 * Page script: records what the search worker answers. The plugin talks to
 * its worker through Comlink, over the Worker or over a MessagePort that the
 * worker hands back; calls of `search(baseUrl, context, input, limit)` and
 * their answers are paired by message id. Nothing is changed on the way.
 */
function probeScript() {
  const state = {pending: new Map(), answers: []};
  Object.defineProperty(window, '__searchRelevanceProbe', {value: state});
  const argument = (wire) => (wire && wire.type === 'RAW' ? wire.value : undefined);
  const record = (event) => {
    const data = event.data;
    if (!data || !data.id || !state.pending.has(data.id)) return;
    const input = state.pending.get(data.id);
    state.pending.delete(data.id);
    state.answers.push({input, results: data.type === 'RAW' && Array.isArray(data.value) ? data.value : null});
  };
  for (const Endpoint of [window.Worker, window.MessagePort]) {
    if (!Endpoint) continue;
    const proto = Endpoint.prototype;
    const post = proto.postMessage;
    const listen = proto.addEventListener;
    proto.postMessage = function (message, ...rest) {
      if (message && message.type === 'APPLY' && Array.isArray(message.path) && message.path[message.path.length - 1] === 'search') {
        state.pending.set(message.id, String(argument((message.argumentList || [])[2])));
      }
      return post.call(this, message, ...rest);
    };
    proto.addEventListener = function (type, listener, options) {
      if (type === 'message' && !this.__searchRelevanceListening) {
        Object.defineProperty(this, '__searchRelevanceListening', {value: true});
        listen.call(this, 'message', record);
      }
      return listen.call(this, type, listener, options);
    };
  }
}

/** Installs the probe in a page (before navigation) and answers stubbed third parties. */
export async function preparePage(page) {
  await page.addInitScript(probeScript);
}

/** Opens `url` (default: the home page) and waits until the search box is ready. */
export async function openSearch(page, url = '/doc/') {
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
  const box = page.locator(SEARCH_INPUT).first();
  await page.waitForFunction((selector) => {
    const input = document.querySelector(selector);
    return !!input && !input.disabled;
  }, SEARCH_INPUT, {timeout: 60_000});
  // The plugin sets up its suggestion list on first focus.
  await box.click();
  await page.locator('.navbar__search [role="listbox"]').first().waitFor({state: 'attached', timeout: 30_000});
  return box;
}

const normalize = (text) => String(text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/** Reads the rendered suggestion list: title and breadcrumb of every option. */
async function readOptions(page) {
  return page.locator(OPTIONS).evaluateAll((options) => options
    .filter((o) => o.getClientRects().length > 0)
    .map((o) => ({
      title: o.querySelector('[class*="hitTitle"]')?.textContent ?? '',
      where: o.querySelector('[class*="hitPath"]')?.textContent ?? '',
    })));
}

/** True when a rendered title is the text of a search result (possibly cut with "…"). */
function sameTitle(rendered, result) {
  const doc = result.document ?? {};
  const full = normalize(result.type === 3 ? doc.s : doc.t); // 3: keywords (front matter)
  const parts = normalize(rendered).split('…').map((p) => p.trim()).filter(Boolean);
  return parts.length > 0 && parts.every((p) => full.includes(p));
}

/**
 * Types `query` into the search box and returns the suggestion list, in the
 * order shown, with the page each option leads to.
 * @returns {Promise<Hit[]>}
 */
export async function runQuery(page, box, query, {timeout = 15_000} = {}) {
  await page.evaluate(() => {
    const probe = window.__searchRelevanceProbe;
    probe.answers.length = 0;
  });
  await box.fill(query);
  const deadline = Date.now() + timeout;
  let last = 'no answer from the search worker';
  while (Date.now() < deadline) {
    const answer = await page.evaluate((q) => {
      const list = window.__searchRelevanceProbe.answers.filter((a) => a.input === q);
      return list.length ? list[list.length - 1] : null;
    }, query);
    if (answer && answer.results === null) throw new Error(`"${query}": the search worker returned no result list`);
    if (answer) {
      const options = await readOptions(page);
      const noResults = await page.locator('.navbar__search [role="listbox"] [class*="noResults"]').isVisible();
      if (answer.results.length === 0 && noResults) return [];
      if (options.length === answer.results.length && options.every((o, i) => sameTitle(o.title, answer.results[i]))) {
        return options.map((o, i) => {
          const {u, h} = answer.results[i].document;
          return {title: o.title.trim(), where: o.where.trim(), url: `${u}${h ?? ''}`, page: pagePath(u)};
        });
      }
      last = `the list shows ${options.length} options (${options.map((o) => o.title).join(' | ')}), the worker returned ${answer.results.length}`;
    }
    await page.waitForTimeout(50);
  }
  throw new Error(`"${query}": the suggestion list did not settle on the search results within ${timeout} ms: ${last}`);
}

/**
 * Runs every question on one page and scores it.
 * @param {import('@playwright/test').Page} page a page prepared with preparePage()
 * @param {Question[]} questions
 * @param {{url?: string, onResult?: (s: Scored) => void}} [options]
 * @returns {Promise<Scored[]>}
 */
export async function runRelevance(page, questions, {url = '/doc/', onResult} = {}) {
  const box = await openSearch(page, url);
  const scored = [];
  for (const question of questions) {
    const t0 = Date.now();
    const hits = await runQuery(page, box, question.query);
    const {rank, rawRank, pages} = scoreQuestion(question, hits);
    const result = {...question, hits, pages, rank, rawRank, ms: Date.now() - t0};
    scored.push(result);
    onResult?.(result);
  }
  return scored;
}

// ------------------------------------------------------------------ reports

const short = (p) => p.replace(/^\/doc\/docs\//, '').replace(/^\/doc\//, '/') || '/';
const figure = (x) => x.toFixed(3);

/** One line per question: id, query, rank and what the list showed. */
export function consoleTable(scored) {
  const rows = scored.map((s) => [
    s.id, s.query, s.rank || '-', short(s.target), s.pages.slice(0, RECALL_DEPTH).map(short).join(', ') || '(no results)',
  ]);
  const header = ['id', 'query', 'rank', 'target', `top ${RECALL_DEPTH} pages`];
  const widths = header.map((h, i) => Math.min(i === 4 ? 200 : 40, Math.max(h.length, ...rows.map((r) => String(r[i]).length))));
  const line = (cells) => cells.map((c, i) => String(c).slice(0, widths[i]).padEnd(widths[i])).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The Markdown report. */
export function markdownReport(scored, summary, meta) {
  const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const out = [];
  out.push('# Search relevance', '');
  out.push(`Measured ${meta.date} on commit ${meta.commit} with ${meta.browser}: ${summary.questions} questions from \`tests/search-relevance/questions.json\`, each typed into the navbar search box of the production build.`, '');
  out.push(`Rank = position of the first acceptable page among the distinct pages of the suggestion list (a page's heading and content hits count once with the page); the raw rank counts every option. Recall@${RECALL_DEPTH} = share of questions with rank 1 to ${RECALL_DEPTH}; MRR = mean of 1/rank over the whole list the box shows (up to ${meta.maxOptions} options were shown), 0 when no acceptable page is in it.`, '');
  out.push('| Figure | Measured | Goal | Result |', '| --- | --- | --- | --- |');
  out.push(`| Recall@${RECALL_DEPTH} | ${figure(summary.recallAt5)} (${summary.foundInTop5}/${summary.questions}) | >= ${GOAL.recallAt5} | ${summary.recallAt5 >= GOAL.recallAt5 ? 'PASS' : '**FAIL**'} |`);
  out.push(`| MRR | ${figure(summary.mrr)} | >= ${GOAL.mrr} | ${summary.mrr >= GOAL.mrr ? 'PASS' : '**FAIL**'} |`, '');
  const bySection = SECTIONS.map((section) => {
    const list = scored.filter((s) => s.section === section);
    return list.length ? {section, ...summarize(list)} : null;
  }).filter(Boolean);
  out.push('## By section', '', '| Section | Questions | Recall@5 | MRR |', '| --- | --- | --- | --- |');
  for (const s of bySection) out.push(`| ${s.section} | ${s.questions} | ${figure(s.recallAt5)} | ${figure(s.mrr)} |`);
  out.push('');
  const misses = scored.filter((s) => !(s.rank >= 1 && s.rank <= RECALL_DEPTH));
  out.push(`## Misses (not in the top ${RECALL_DEPTH})`, '');
  if (!misses.length) out.push('None.');
  for (const s of misses) {
    out.push(`- ${s.id} \`${cell(s.query)}\` (${cell(s.question)}): wanted \`${short(s.target)}\`${s.alsoAcceptable.length ? ` or ${s.alsoAcceptable.map((p) => `\`${short(p)}\``).join(', ')}` : ''}; ${s.rank ? `found at rank ${s.rank}` : 'not in the list'}; list: ${s.pages.map((p) => `\`${short(p)}\``).join(', ') || 'no results'}.`);
  }
  out.push('', '## Every question', '');
  out.push(`| Id | Section | Query | Question | Target | Rank | Raw rank | Top ${RECALL_DEPTH} pages |`, '| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const s of scored) {
    out.push(`| ${s.id} | ${s.section} | \`${cell(s.query)}\` | ${cell(s.question)} | \`${short(s.target)}\` | ${s.rank || '-'} | ${s.rawRank || '-'} | ${s.pages.slice(0, RECALL_DEPTH).map((p) => `\`${short(p)}\``).join(', ') || 'no results'} |`);
  }
  out.push('');
  return out.join('\n');
}

/** The JSON report. */
export function jsonReport(scored, summary, meta) {
  return {
    ...meta,
    goal: GOAL,
    recallDepth: RECALL_DEPTH,
    rankCountsDistinctPages: true,
    summary,
    questions: scored.map((s) => ({
      id: s.id,
      section: s.section,
      question: s.question,
      query: s.query,
      target: s.target,
      alsoAcceptable: s.alsoAcceptable,
      rank: s.rank,
      rawRank: s.rawRank,
      top5: s.pages.slice(0, RECALL_DEPTH),
      hits: s.hits,
      ms: s.ms,
    })),
  };
}
