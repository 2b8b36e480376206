/**
 * Search relevance of the production build: types every question of
 * tests/search-relevance/questions.json into the navbar search box in
 * Chromium, reads the suggestion list, and reports recall@5, MRR and the
 * share of answers that land on their section (see
 * tools/relevance/search.ts for how queries are run and scored).
 * Writes reports/search-relevance.md and reports/search-relevance.json.
 *
 * Usage: npm run search:relevance [-- --report-only] [--by-section] [--questions FILE] [--only q01,q02] [--half tuning]
 *   --report-only  report a result below the goal but exit 0
 *   --by-section   narrow the list to each question's section first (the navbar's section filter);
 *                  reported as search-relevance-by-section
 *   --questions    another question file (same format)
 *   --only         run only these question ids (the goal is not checked)
 *   --half         run only one half (`tuning` while tuning: the check half is for measuring)
 *
 * Needs a build: run `npm run build` first.
 * Exit status: 0 when both halves meet their goals (the check half: recall@5
 * >= 0.97 and MRR >= 0.92; the tuning half: recall@5 >= 0.95 and MRR >= 0.85)
 * or with --report-only, 1 when one does not, 2 on errors.
 */
import os from 'node:os';
import {execFileSync} from 'node:child_process';
import {chromium} from '@playwright/test';
import {argsOf} from '../lib/args';
import {ANALYTICS_URL, CHROME_FLAGS, chromePath, startServer, writeReport} from '../perf/common';
import {
  GOALS,
  HALVES,
  consoleTable,
  jsonReport,
  loadQuestions,
  markdownReport,
  runRelevance,
  summarize,
  summarizeHalves,
  type Scored,
} from './search';

const USAGE =
  'Usage: npm run search:relevance [-- --report-only] [-- --by-section] [-- --questions FILE] [-- --only q01,q02] [-- --half tuning]';
const {values: args} = argsOf('search:relevance', USAGE, {
  'report-only': {type: 'boolean'},
  'by-section': {type: 'boolean'},
  questions: {type: 'string'},
  only: {type: 'string'},
  half: {type: 'string'},
});

async function main(): Promise<number> {
  let questions = loadQuestions(args.questions);
  if (args.only) {
    const ids = args.only.split(',').map((s) => s.trim());
    const unknown = ids.filter((id) => !questions.some((q) => q.id === id));
    if (unknown.length) throw new Error(`Unknown question ids: ${unknown.join(', ')}`);
    questions = questions.filter((q) => ids.includes(q.id));
  }
  if (args.half) {
    if (!(HALVES as string[]).includes(args.half)) throw new Error(`--half: one of ${HALVES.join(', ')}`);
    questions = questions.filter((q) => q.half === args.half);
  }

  const server = await startServer();
  const browser = await chromium.launch({executablePath: chromePath(), args: CHROME_FLAGS});
  let scored: Scored[];
  const started = Date.now();
  try {
    const context = await browser.newContext({baseURL: server.origin, viewport: {width: 1280, height: 800}});
    await context.route(ANALYTICS_URL, (route) =>
      route.fulfill({status: 200, contentType: 'text/javascript', body: '/* analytics stub */'}),
    );
    const page = await context.newPage();
    console.log(`Search relevance: ${questions.length} questions against ${server.origin}/doc/`);
    scored = await runRelevance(page, questions, {
      bySection: args['by-section'],
      onResult: (s) =>
        console.log(`  ${s.id} ${s.rank >= 1 && s.rank <= 5 ? 'ok  ' : 'MISS'} rank ${s.rank || '-'}  ${s.query}`),
    });
    await context.close();
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }

  const halves = summarizeHalves(scored);
  const meta = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    browser: `Chromium ${browser.version()}`,
    cpus: os.cpus().length,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    maxOptions: Math.max(0, ...scored.map((s) => s.hits.length)),
    bySection: args['by-section'],
  };
  console.log(`\n${consoleTable(scored)}\n`);
  const files = writeReport(
    args['by-section'] ? 'search-relevance-by-section' : 'search-relevance',
    markdownReport(scored, halves, meta),
    jsonReport(scored, halves, meta),
  );
  const all = summarize(scored);
  for (const half of HALVES) {
    const s = halves[half];
    if (!s.questions) continue;
    console.log(
      `${half} half: recall@5 ${s.recallAt5.toFixed(3)} (${s.foundInTop5}/${s.questions}), MRR ${s.mrr.toFixed(3)}; goal: recall@5 >= ${GOALS[half].recallAt5}, MRR >= ${GOALS[half].mrr}; lands on its section ${s.sectionShare.toFixed(3)} (${s.landedOnSection}/${s.withTarget})`,
    );
  }
  if (all.misses.length) console.log(`Not in the top 5: ${all.misses.join(', ')}`);
  console.log(`${meta.seconds} s. Report: ${files.join(', ')}`);
  if (args.only) return 0;
  if (!HALVES.every((half) => !halves[half].questions || halves[half].meetsGoal)) {
    console.log(args['report-only'] ? 'Below the goal (--report-only: exit 0).' : 'FAIL: below the goal.');
    return args['report-only'] ? 0 : 1;
  }
  console.log('PASS: both halves meet their goals.');
  return 0;
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {encoding: 'utf8'}).trim();
  } catch {
    return 'unknown';
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
