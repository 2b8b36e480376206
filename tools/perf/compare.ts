/**
 * Lighthouse CI's collect (lighthouserc.cjs's mobile settings) on two builds of the same pages in turn, under the
 * quiet-machine guard: each run visits page 1 on A, then on B, then page 2...; the medians of each build, TBT A / B
 * and score A − B. perf:stock builds the stock template with our pages' text as build B (README, "Benchmarks").
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type {Result} from 'lighthouse';
import {argsOf} from '../lib/args';
import {ROOT, assertMinified, mdTable, publish, startServer} from './common';
import {figuresOf, medians, versus} from './parse';
import {describeQuiet, startGuard, waitForLowLoad} from './quiet';
import {STOCK, TEMPLATE_DOCS, run, stockMarkdown, stockTemplate} from './stock';

const RESULTS = path.join(ROOT, '.lighthouseci');
const LHCI = path.join(ROOT, 'node_modules/.bin/lhci');
// Loaded by Node, as Lighthouse CI loads it: it requires Lighthouse, an ES module that the TypeScript runner cannot load.
const lighthouserc = createRequire(__filename)('../../lighthouserc.cjs');

/** The columns of a build's figures, in the order of parse.ts's `Figures`. */
const COLUMNS = [
  'Page',
  'Build',
  'Score',
  'TBT ms',
  'Access.',
  'Best pr.',
  'SEO',
  'Script KB',
  'Script eval. ms',
  'Elements',
];

/** A page and its path on each build (null where that build has no such page). */
type Page = {name: string; paths: Array<string | null>};

async function compare(builds: Array<{label: string; dir: string}>, pages: Page[], runs: number, report: string) {
  for (const build of builds) assertMinified(build.dir);
  // Every comparison starts on a quiet machine, also right after a build of ours or of the template.
  await waitForLowLoad(3 * 60_000);
  const servers = await Promise.all(builds.map((build) => startServer(build.dir)));
  const url = (page: Page, side: number) => (page.paths[side] ? servers[side]!.origin + page.paths[side] : null);
  // Each page is measured on both builds one after the other; which build goes first swaps from run to run, so that
  // neither build always follows the other (a run right after another can find the machine still busy with it).
  const {chromePath, settings} = lighthouserc.ci.collect;
  const configs = [
    [0, 1],
    [1, 0],
  ].map((order, k) => {
    const urls = pages.flatMap((page) => order.map((side) => url(page, side))).filter((u) => u !== null);
    const config = path.join(os.tmpdir(), `perf-compare-${process.pid}-${k}.json`);
    fs.writeFileSync(config, JSON.stringify({ci: {collect: {url: urls, numberOfRuns: 1, chromePath, settings}}}));
    return config;
  });
  fs.rmSync(RESULTS, {recursive: true, force: true}); // an earlier command's runs
  const guard = await startGuard();
  try {
    for (let i = 0; i < runs; i += 1) await run(LHCI, ['collect', `--config=${configs[i % 2]}`, '--additive']);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    for (const config of configs) fs.rmSync(config);
  }
  const quiet = await guard.stop();
  const lhrs = new Map<string, Result[]>();
  for (const file of fs.readdirSync(RESULTS).filter((f) => /^lhr-\d+\.json$/.test(f))) {
    const lhr = JSON.parse(fs.readFileSync(path.join(RESULTS, file), 'utf8')) as Result;
    lhrs.set(lhr.requestedUrl!, [...(lhrs.get(lhr.requestedUrl!) ?? []), lhr]);
  }
  const mediansAt = (u: string | null) => (u && lhrs.has(u) ? medians(lhrs.get(u)!.map(figuresOf)) : null);
  const figures = pages.map((page) => ({page: page.name, a: mediansAt(url(page, 0)), b: mediansAt(url(page, 1))}));
  const n = (v: number | null) => (v == null ? 'n/a' : String(Math.round(v * 10) / 10));
  // A ratio is judged against goals such as 0.5 and 0.8: two decimals, so that 0.53 does not read as 0.5.
  const ratio = (v: number | null) => (v == null ? 'n/a' : v.toFixed(2));
  const [a, b] = builds.map((build) => build.label);
  const rows: string[][] = [];
  for (const f of figures) {
    const {tbtRatio, scoreDifference} = f.a && f.b ? versus(f.a, f.b) : {tbtRatio: null, scoreDifference: null};
    if (f.a) rows.push([`\`${f.page}\``, a!, ...Object.values(f.a).map(n), ratio(tbtRatio), n(scoreDifference)]);
    if (f.b) rows.push([`\`${f.page}\``, b!, ...Object.values(f.b).map(n), '', '']);
  }
  publish(report, {
    title: `${a} and ${b}, alternating`,
    quiet,
    verdict: describeQuiet(quiet),
    json: {builds, runs, figures},
    body: [
      `Lighthouse mobile, median of ${runs} runs, alternating ${builds.map((x) => `${x.label} (\`${x.dir}\`)`).join(' and ')} (each page on both builds in turn, ${builds[0]!.label} first in odd runs and ${builds[1]!.label} first in even ones). Script KB: the scripts as transferred (gzip). Script evaluation: the main thread's, until the page is loaded (start-up and hydration). Elements: the page's DOM size. Each run's report stays in .lighthouseci/.`,
      '',
      mdTable([...COLUMNS, `TBT ${a} / ${b}`, `Score ${a} − ${b}`], rows),
    ],
  });
}

/** The stock template carrying our pages' text; returns its build. */
async function stockBuild(ours: string, pages: string[]): Promise<string> {
  const file = (name: string) => path.join(STOCK, name);
  await stockTemplate();
  // The template's own docs, then our pages' text at the same paths; built again only when that changed.
  fs.rmSync(file('docs'), {recursive: true, force: true});
  fs.cpSync(file(TEMPLATE_DOCS), file('docs'), {recursive: true});
  const key = crypto.createHash('sha256').update(fs.readFileSync(file('docusaurus.config.ts')));
  for (const page of pages) {
    const copy = path.join(ours, 'docs', `${page}.md`);
    if (!fs.existsSync(copy))
      throw new Error(`No Markdown copy ${copy}: build our site first, and name pages below /doc/docs/`);
    const text = stockMarkdown(fs.readFileSync(copy, 'utf8'));
    fs.mkdirSync(path.dirname(file(`docs/${page}.md`)), {recursive: true});
    fs.writeFileSync(file(`docs/${page}.md`), text);
    key.update(page).update(text);
  }
  const digest = key.digest('hex');
  if (!fs.existsSync(file('build/.built-from')) || fs.readFileSync(file('build/.built-from'), 'utf8') !== digest) {
    await run('npx', ['docusaurus', 'build'], STOCK);
    fs.writeFileSync(file('build/.built-from'), digest);
  }
  return file('build');
}

async function main() {
  const usage = 'Usage: npm run perf:compare -- --b <build> --pages <paths>, or perf:stock -- --pages <pages>';
  const {values} = argsOf('perf:compare', usage, {
    stock: {type: 'boolean'},
    a: {type: 'string', default: 'build'},
    b: {type: 'string'},
    pages: {type: 'string', default: ''},
    runs: {type: 'string', default: '5'},
  });
  if (!values.pages || (!values.stock && !values.b)) throw new Error(usage);
  const build = (label: string, dir: string) => ({label, dir: path.resolve(dir)});
  const pages = values.pages.split(',').map((p) => p.trim());
  if (!values.stock) {
    // A path (`/doc/...`) as it is, or a doc page named as for perf:stock (`sql/mappings`).
    const same: Page[] = pages.map((p) => {
      const route = p.startsWith('/') ? p : `/doc/docs/${p.replace(/\/$/, '')}`;
      return {name: p, paths: [route, route]};
    });
    return compare([build('A', values.a), build('B', values.b!)], same, Number(values.runs), 'compare');
  }
  const names = pages.map((p) => p.replace(/^\/?(doc\/)?(docs\/)?|\/$/g, ''));
  const builds = [build('ours', values.a), build('stock', await stockBuild(path.resolve(values.a), names))];
  const docs: Page[] = names.map((p) => ({name: p, paths: [`/doc/docs/${p}`, `/doc/docs/${p}`]}));
  docs.push({name: "the template's own intro", paths: [null, '/doc/docs/intro']});
  return compare(builds, docs, Number(values.runs), 'stock');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
