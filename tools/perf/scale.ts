/**
 * The scale benchmark, under the quiet-machine guard: for each factor N, a copy of the site (a clone of HEAD in a
 * scratch folder) whose docs are repeated N times under distinct paths and titles (./scale-copy.ts), checked
 * without a build, then built and measured: the build's time, its phases and where its processor time went (a
 * CPU profile: MDX, the runnable examples, each post-build step), its peak memory, its output, the search bytes
 * a reader downloads before the first result, the llms files; then the development server's first page and
 * edit-to-refresh time, alternating with the stock template carrying the same Markdown pages. Each figure per page
 * against N = 1's (always run first), flagged above 1.2. Refuses a factor whose expected peak memory the machine
 * cannot hold, and removes its scratch folder in every case. Usage: README, "Benchmarks".
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {argsOf} from '../lib/args';
import {loadTs} from '../lib/loader';
import {checkRoutes} from '../check/routes';
import {ANALYTICS_HOSTS} from '../serve/chromium.cjs';
import {loadQuestions} from '../relevance/search';
import {CHROME_FLAGS, ROOT, chromePath, mdTable, publish} from './common';
import {median, perfPhases} from './parse';
import {describeQuiet, startGuard} from './quiet';
import {checkScaledCopy, filesBelow, frontMatterOf, makeScaledCopy, type CopyCheck, type Sidebars} from './scale-copy';
import {
  attributeProfile,
  expectedPeak,
  llmsFilesOf,
  machineMemory,
  memoryVerdict,
  outputOf,
  perPageGrowth,
  searchFilesOf,
  watchTree,
  type CpuProfile,
} from './scale-measure';
import {
  docusaurusBin,
  endTracked,
  linesOf,
  measurePreview,
  measureSearch,
  spawnTracked,
  started,
  type PreviewPage,
  type PreviewRun,
  type SearchBytes,
} from './scale-browser';
import {TEMPLATE_DOCS, stockMarkdown, stockTemplate} from './stock';
import {searchBytes} from './search-bytes';

const USAGE = `Usage: npm run perf:scale -- --factor N | --factors 1,3,10
  [--dev-runs 2] [--edits 3] [--no-build] [--no-dev] [--report scale]
N = 1 runs first in every run (the per-page figures are against it). --no-build makes and checks the copies only.`;

/** The page of the first-page and edit-to-refresh figures, on our site and on stock. */
const PREVIEW_DOC = 'getting-started/intro-timbr';
/** The page and query of the search figure. */
const SEARCH_ROUTE = '/doc/docs/sql/mappings';
const SEARCH_QUERY = 'mapping';
/** The queries of the search relevance set, whose bytes before a first result the report gives as median and p90. */
const RELEVANCE_QUERIES = loadQuestions().map((q: {query: string}) => q.query);
const MAX_FACTOR = 100;
/** Sampling interval of the build's CPU profile: coarse enough to cost little, fine enough for steps of a second. */
const PROFILE_INTERVAL_US = 4000;

const gb = (bytes: number) => (bytes / 2 ** 30).toFixed(2);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const s = (ms: number | null | undefined) => (ms == null ? '–' : (ms / 1000).toFixed(1));

// ---------------------------------------------------------------------------------------------------------------
// The scratch folder: removed on success, failure, Ctrl-C or termination.

let scratch: string | null = null;
let browser: Browser | null = null;

/** Removes the scratch folder, after ending (at once) any process of ours still writing into it. */
function removeScratch() {
  for (const child of started) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (scratch && fs.existsSync(scratch)) fs.rmSync(scratch, {recursive: true, force: true, maxRetries: 10});
}

/** Set on Ctrl-C: what the measurement then fails on is the interruption's doing, not worth a report. */
let stopping = false;

async function interrupted(signal: NodeJS.Signals) {
  stopping = true;
  console.error(`\n${signal}: ending the processes this command started and removing ${scratch ?? 'nothing'}.`);
  await Promise.all([...started].map(endTracked));
  await browser?.close().catch(() => undefined);
  removeScratch();
  process.exit(130);
}

// ---------------------------------------------------------------------------------------------------------------
// Our site at factor N.

/** `node_modules` of a copy: a folder of links to the original's entries, without its `.cache` (a cold build). */
function linkModules(from: string, to: string) {
  fs.mkdirSync(to, {recursive: true});
  for (const entry of fs.readdirSync(from)) {
    if (entry === '.cache') continue;
    fs.symlinkSync(path.join(from, entry), path.join(to, entry));
  }
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=perf-scale', '-c', 'user.email=perf-scale@localhost', ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  });

/** A clone of HEAD with its docs repeated `factor` times, committed (the build dates pages from Git), and checked. */
function scaledSite(dir: string, factor: number): {check: CopyCheck; pages: number} {
  execFileSync('git', ['clone', '--quiet', '--local', ROOT, dir], {stdio: 'inherit'});
  linkModules(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const sidebars = loadTs(path.join(dir, 'sidebars.ts')) as Sidebars;
  const copy = makeScaledCopy(dir, factor, sidebars);
  const check = checkScaledCopy(dir, copy, checkRoutes(dir).problems);
  git(dir, 'add', '-A');
  git(dir, 'commit', '--quiet', '--allow-empty', '-m', `The docs repeated ${factor} times`);
  return {check, pages: check.docs};
}

/** The phase of a build (a `[PERF]` path ending in `name`), in seconds. */
const phase = (phases: Record<string, number>, name: RegExp) =>
  Object.entries(phases).find(([key]) => name.test(key))?.[1] ?? null;

interface BuildRun {
  exitCode: number | null;
  ms: number;
  peakBytes: number;
  cpuSeconds: number;
  /** The innermost phase that was under way when the memory peaked. */
  peakDuring: string | null;
  /** Processor seconds of the build process's threads, by name (`main thread`: its JavaScript). */
  threadSeconds: Record<string, number>;
  phases: Record<string, number>;
  runnable: {runs: number; runMs: number; openMs: number} | null;
  /** CPU milliseconds per owner, per thread group (main thread, the others summed). */
  profile: {main: Record<string, number>; threads: Record<string, number>} | null;
  tail: string[];
}

/**
 * The innermost phase of the performance logger under way at `at`: a `[PERF]` line is printed when its phase ends,
 * with its duration, so a phase ran from the line's arrival minus its duration to its arrival.
 */
function phaseAt(at: number, lines: string[], seenAt: number[]): string | null {
  let found: {name: string; seconds: number} | null = null;
  lines.forEach((line, i) => {
    const [[name, seconds] = []] = Object.entries(perfPhases([line]));
    if (name === undefined || seconds === undefined) return;
    const end = seenAt[i]!;
    if (end - seconds * 1000 <= at && at <= end && (!found || seconds < found.seconds)) found = {name, seconds};
  });
  return (found as {name: string} | null)?.name ?? null;
}

/** A cold build of a site (no caches), with its memory polled and, unless `profile` is false, a CPU profile. */
async function build(siteDir: string, profile: boolean): Promise<BuildRun> {
  const profileDir = path.join(siteDir, '.cpu-profiles');
  const args = profile
    ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-interval=${PROFILE_INTERVAL_US}`]
    : [];
  const t0 = performance.now();
  const child = spawnTracked(process.execPath, [...args, docusaurusBin(siteDir), 'build'], {
    cwd: siteDir,
    env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true'},
  });
  const watch = watchTree(child.pid!);
  const seenAt: number[] = [];
  const lines = linesOf(child, (line) => {
    seenAt.push(performance.now());
    console.log(`  ${line}`);
  });
  const exitCode = await new Promise<number | null>((resolve) => child.once('close', resolve));
  const ms = Math.round(performance.now() - t0);
  const {peakBytes, peakAt, cpuSeconds, threadSeconds} = watch.stop();
  const phases = perfPhases(lines);
  const statsFile = path.join(siteDir, '.docusaurus', 'runnable-sql-stats.json');
  const runnable = fs.existsSync(statsFile) ? JSON.parse(fs.readFileSync(statsFile, 'utf8')) : null;
  let attributed: BuildRun['profile'] = null;
  if (profile && fs.existsSync(profileDir)) {
    attributed = {main: {}, threads: {}};
    // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile: thread 0 is the main thread.
    for (const file of fs.readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'))) {
      const thread = Number(file.split('.')[4]);
      const target = thread === 0 ? attributed.main : attributed.threads;
      const profiled = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
      const ms = attributeProfile(profiled, PROFILE_INTERVAL_US / 1000);
      for (const [owner, value] of Object.entries(ms)) target[owner] = (target[owner] ?? 0) + value;
    }
  }
  return {
    exitCode,
    ms,
    peakBytes,
    cpuSeconds,
    threadSeconds,
    phases,
    peakDuring: phaseAt(peakAt, lines, seenAt),
    runnable,
    profile: attributed,
    tail: lines.slice(-15),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The stock template carrying the Markdown copies of a build of ours.

function stockSite(dir: string, template: string, oursBuild: string): number {
  fs.cpSync(template, dir, {
    recursive: true,
    filter: (src) =>
      !['node_modules', 'build', '.docusaurus', 'docs', TEMPLATE_DOCS].includes(path.relative(template, src)),
  });
  linkModules(path.join(template, 'node_modules'), path.join(dir, 'node_modules'));
  fs.cpSync(path.join(template, TEMPLATE_DOCS), path.join(dir, 'docs'), {recursive: true});
  const copies = filesBelow(path.join(oursBuild, 'docs')).filter((f) => f.endsWith('.md'));
  for (const rel of copies) {
    const to = path.join(dir, 'docs', rel);
    fs.mkdirSync(path.dirname(to), {recursive: true});
    fs.writeFileSync(to, stockMarkdown(fs.readFileSync(path.join(oursBuild, 'docs', rel), 'utf8')));
  }
  return copies.length;
}

// ---------------------------------------------------------------------------------------------------------------

interface FactorResult {
  factor: number;
  refused?: string;
  memory?: string;
  pages?: number;
  check?: CopyCheck;
  build?: BuildRun;
  output?: ReturnType<typeof outputOf>;
  searchFiles?: ReturnType<typeof searchFilesOf>;
  search?: SearchBytes | {error: string};
  /** Bytes before the first result of each query of the relevance set, as the navbar box asks (search-bytes.ts). */
  searchQueries?: {median: number; p90: number; manifest: number; queries: number};
  llms?: ReturnType<typeof llmsFilesOf>;
  stockPages?: number;
  preview?: {ours: PreviewRun[]; stock: PreviewRun[]; stockError?: string};
}

async function runFactor(
  factor: number,
  options: {noBuild: boolean; noDev: boolean; devRuns: number; edits: number; profile: boolean},
  browser: Browser | null,
): Promise<FactorResult> {
  const dir = path.join(scratch!, `site-${factor}`);
  console.log(`\n== N = ${factor}: the scaled copy in ${dir}`);
  const {check, pages} = scaledSite(dir, factor);
  const result: FactorResult = {factor, pages, check};
  console.log(
    `${check.docs} docs (${check.expectedDocs} expected), ${check.routes} routes, ${check.references} links and imports of copies checked, ${check.runnableBlocks} runnable blocks; ${check.problems.length} problems`,
  );
  for (const problem of check.problems.slice(0, 20)) console.log(`  - ${problem}`);
  if (options.noBuild || check.problems.length) return result;

  console.log(`== N = ${factor}: cold build`);
  result.build = await build(dir, options.profile);
  if (result.build.exitCode !== 0) return result;
  const out = path.join(dir, 'build');
  result.output = outputOf(out);
  result.searchFiles = searchFilesOf(out);
  result.llms = llmsFilesOf(out);
  const figures = await searchBytes(out, RELEVANCE_QUERIES);
  result.searchQueries = {
    median: figures.median,
    p90: figures.p90,
    manifest: figures.manifest.served,
    queries: figures.queries.length,
  };
  result.search = await measureSearch(out, browser!, SEARCH_ROUTE, SEARCH_QUERY).catch((error: Error) => ({
    error: error.message,
  }));

  if (!options.noDev) {
    const preview: NonNullable<FactorResult['preview']> = {ours: [], stock: []};
    result.preview = preview;
    const title = String(frontMatterOf(fs.readFileSync(path.join(dir, 'docs', `${PREVIEW_DOC}.md`), 'utf8')).title);
    const ours: PreviewPage = {route: `/doc/docs/${PREVIEW_DOC}`, title, file: `docs/${PREVIEW_DOC}.md`};
    const stockDir = path.join(scratch!, `stock-${factor}`);
    let stock: PreviewPage | null = null;
    try {
      result.stockPages = stockSite(stockDir, await stockTemplate(), out);
      stock = {...ours};
    } catch (error) {
      preview.stockError = (error as Error).message;
    }
    // Ours then stock, then stock then ours...: neither always runs right after the other.
    for (let run = 0; run < options.devRuns; run += 1) {
      const order: Array<'ours' | 'stock'> = run % 2 === 0 ? ['ours', 'stock'] : ['stock', 'ours'];
      for (const side of order) {
        if (side === 'stock' && !stock) continue;
        console.log(`== N = ${factor}: development server, ${side}, run ${run + 1}`);
        const measured = await measurePreview(
          side === 'ours' ? dir : stockDir,
          side === 'ours' ? ours : stock!,
          browser!,
          options.edits,
        );
        console.log(
          `  first page ${s(measured.firstPageMs)} s, edits ${measured.editMs.map((ms) => s(ms)).join(', ')} s${measured.error ? `; ${measured.error}` : ''}`,
        );
        preview[side].push(measured);
      }
    }
    fs.rmSync(stockDir, {recursive: true, force: true});
  }
  fs.rmSync(dir, {recursive: true, force: true});
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// The report.

/** The figures of one factor that are compared per page with N = 1's. */
function figures(r: FactorResult): Record<string, number | null> {
  const b = r.build;
  const p = b?.profile?.main ?? {};
  const cpu = (...owners: string[]) => (b?.profile ? owners.reduce((a, o) => a + (p[o] ?? 0), 0) : null);
  const previewMedian = (runs: PreviewRun[] | undefined, pick: (run: PreviewRun) => Array<number | null>) =>
    median((runs ?? []).flatMap(pick));
  return {
    'Build, s': b ? b.ms / 1000 : null,
    'Load site, s': b ? phase(b.phases, / > Load site$/) : null,
    'Bundling (MDX compile inside), s': b ? phase(b.phases, /Bundling with/) : null,
    'Server-side rendering, s': b ? phase(b.phases, / > SSG$/) : null,
    'Post-build, s': b ? phase(b.phases, /postBuild\(\)$/) : null,
    'Broken links check, s': b ? phase(b.phases, /Broken links checker$/) : null,
    'Build processor time, s': b ? b.cpuSeconds : null,
    'Build processor time, main thread, s': b?.threadSeconds['main thread'] ?? null,
    'CPU: MDX compile (loader, unified), s': cpu('MDX compile') && cpu('MDX compile')! / 1000,
    'CPU: runnable results (remark), s': cpu('runnable-sql') && cpu('runnable-sql')! / 1000,
    'Runnable queries run, s': b?.runnable ? (b.runnable.runMs + b.runnable.openMs) / 1000 : null,
    'CPU: highlighting (remark), s': cpu('highlighter') && cpu('highlighter')! / 1000,
    'CPU: post-build read and parse, s':
      cpu('post-build pass (read, parse)') && cpu('post-build pass (read, parse)')! / 1000,
    'CPU: llms, s': cpu('llms') && cpu('llms')! / 1000,
    'CPU: search, s': cpu('search') && cpu('search')! / 1000,
    'CPU: social cards (main thread), s': cpu('social-cards') && cpu('social-cards')! / 1000,
    'CPU: feeds, s': cpu('feeds') && cpu('feeds')! / 1000,
    'CPU: CSP hashes, s': cpu('csp-hashes') && cpu('csp-hashes')! / 1000,
    'CPU, other threads: social cards drawn, s': b?.profile ? (b.profile.threads['social-cards'] ?? 0) / 1000 : null,
    'CPU, other threads: rendering and the rest, s': b?.profile
      ? Object.entries(b.profile.threads).reduce(
          (a, [k, v]) => a + (k === '(idle)' || k === 'social-cards' ? 0 : v),
          0,
        ) / 1000
      : null,
    'Peak memory, GB': b ? b.peakBytes / 2 ** 30 : null,
    'Output, MB': r.output ? r.output.bytes / 2 ** 20 : null,
    'HTML, MB': r.output?.kinds.HTML ? r.output.kinds.HTML.bytes / 2 ** 20 : null,
    'JavaScript, MB': r.output?.kinds.JavaScript ? r.output.kinds.JavaScript.bytes / 2 ** 20 : null,
    'Social cards, MB': r.output?.kinds['social cards'] ? r.output.kinds['social cards'].bytes / 2 ** 20 : null,
    'Search files, KB gzip': r.searchFiles ? r.searchFiles.gzip / 1024 : null,
    'Search before the first result, median, KB': r.searchQueries ? r.searchQueries.median / 1024 : null,
    'Search before the first result, p90, KB': r.searchQueries ? r.searchQueries.p90 / 1024 : null,
    'Doc page first visit, KB': r.search && 'pageBytes' in r.search ? r.search.pageBytes / 1024 : null,
    'Doc page first visit, scripts, KB': r.search && 'pageBytes' in r.search ? r.search.pageScriptBytes / 1024 : null,
    'Search before the first result, KB':
      r.search && 'dataBytes' in r.search ? (r.search.dataBytes + r.search.codeBytes) / 1024 : null,
    'llms-full.txt, MB': r.llms ? r.llms.llmsFullTxt / 2 ** 20 : null,
    'Section full-text files': r.llms ? r.llms.sectionFullTextFiles : null,
    'Dev server, ours: first page, s':
      previewMedian(r.preview?.ours, (x) => [x.firstPageMs]) &&
      previewMedian(r.preview?.ours, (x) => [x.firstPageMs])! / 1000,
    'Dev server, stock: first page, s':
      previewMedian(r.preview?.stock, (x) => [x.firstPageMs]) &&
      previewMedian(r.preview?.stock, (x) => [x.firstPageMs])! / 1000,
    'Dev server, ours: edit shown, s':
      previewMedian(r.preview?.ours, (x) => x.editMs) && previewMedian(r.preview?.ours, (x) => x.editMs)! / 1000,
    'Dev server, stock: edit shown, s':
      previewMedian(r.preview?.stock, (x) => x.editMs) && previewMedian(r.preview?.stock, (x) => x.editMs)! / 1000,
    'Dev server, ours: peak memory, GB':
      median((r.preview?.ours ?? []).map((x) => x.peakBytes)) &&
      median((r.preview?.ours ?? []).map((x) => x.peakBytes))! / 2 ** 30,
  };
}

/** Figures of one thing (a saved edit, a reader's visit of one page): compared as they are, not per page. */
const EACH = /edit shown|first visit/;

function report(
  results: FactorResult[],
  name: string,
  quiet: Awaited<ReturnType<Awaited<ReturnType<typeof startGuard>>['stop']>>,
) {
  const measured = results.filter((r) => r.build);
  const base = measured.find((r) => r.factor === 1);
  const header = [
    'Figure',
    ...measured.flatMap((r) => [`N = ${r.factor} (${r.pages} pages)`, r.factor === 1 ? '' : '÷ N = 1 (per page)']),
  ];
  const rows: string[][] = [];
  const flagged: string[] = [];
  const all = measured.map(figures);
  for (const key of Object.keys(all[0] ?? {})) {
    if (all.every((f) => f[key] == null)) continue;
    const row = [key];
    measured.forEach((r, i) => {
      const value = all[i]![key];
      row.push(value == null ? '–' : value >= 100 ? value.toFixed(0) : value.toFixed(2));
      if (r.factor === 1) row.push('');
      else if (!base) row.push('');
      else {
        const each = EACH.test(key);
        const baseValue = all[measured.indexOf(base)]![key] ?? null;
        const g = perPageGrowth(value, each ? 1 : r.pages!, baseValue, each ? 1 : base.pages!);
        row.push(g.ratio == null ? '–' : `${g.ratio.toFixed(2)}${g.superlinear ? ' **over 1.2**' : ''}`);
        if (g.superlinear)
          flagged.push(
            `${key} at N = ${r.factor}: ${g.ratio!.toFixed(2)} times the N = 1 ${each ? 'figure' : 'cost per page'}`,
          );
      }
    });
    rows.push(row);
  }
  const ratioRows = measured
    .filter((r) => r.preview && r.preview.stock.length)
    .map((r) => {
      const f = figures(r);
      const ratio = (a: number | null, b: number | null) => (a != null && b ? (a / b).toFixed(2) : '–');
      return [
        `N = ${r.factor}`,
        `${s((f['Dev server, ours: first page, s'] ?? NaN) * 1000)} / ${s((f['Dev server, stock: first page, s'] ?? NaN) * 1000)}`,
        ratio(f['Dev server, ours: first page, s'] ?? null, f['Dev server, stock: first page, s'] ?? null),
        `${s((f['Dev server, ours: edit shown, s'] ?? NaN) * 1000)} / ${s((f['Dev server, stock: edit shown, s'] ?? NaN) * 1000)}`,
        ratio(f['Dev server, ours: edit shown, s'] ?? null, f['Dev server, stock: edit shown, s'] ?? null),
      ];
    });
  const notes = results.flatMap((r) => {
    const out: string[] = [];
    if (r.refused) out.push(`- N = ${r.factor}: ${r.refused}.`);
    else if (r.memory) out.push(`- N = ${r.factor}: memory: ${r.memory}.`);
    if (r.build?.peakDuring) out.push(`- N = ${r.factor}: the memory peaked during \`${r.build.peakDuring}\`.`);
    if (r.check?.problems.length)
      out.push(
        `- N = ${r.factor}: the scaled copy has ${r.check.problems.length} problems, not built: ${r.check.problems.slice(0, 5).join('; ')}`,
      );
    if (r.build && r.build.exitCode !== 0)
      out.push(`- N = ${r.factor}: the build failed (exit ${r.build.exitCode}): ${r.build.tail.slice(-5).join(' | ')}`);
    if (r.search && 'error' in r.search) out.push(`- N = ${r.factor}: search not measured: ${r.search.error}`);
    if (r.preview?.stockError) out.push(`- N = ${r.factor}: stock not measured: ${r.preview.stockError}`);
    for (const side of ['ours', 'stock'] as const)
      for (const run of r.preview?.[side] ?? []) {
        if (run.error) out.push(`- N = ${r.factor}, ${side}: ${run.error}`);
        if (run.errorLines)
          out.push(`- N = ${r.factor}, ${side}: the development server reported ${run.errorLines} error lines`);
      }
    return out;
  });
  const checks = results.map((r) => [
    `N = ${r.factor}`,
    String(r.check?.docs ?? '–'),
    String(r.check?.routes ?? '–'),
    String(r.check?.references ?? '–'),
    String(r.check?.runnableBlocks ?? '–'),
    String(r.check?.problems.length ?? '–'),
    r.build
      ? r.build.exitCode === 0
        ? 'passed'
        : `failed (${r.build.exitCode})`
      : r.refused
        ? 'refused'
        : 'not built',
  ]);
  const searchRows = measured
    .filter((r) => r.searchFiles)
    .map((r) => {
      const sb = r.search && 'dataBytes' in r.search ? r.search : null;
      const sf = r.searchFiles!;
      const sq = r.searchQueries;
      return [
        `N = ${r.factor}`,
        `${sf.count} files, ${kb(sf.bytes)} (${kb(sf.gzip)} gzip, ${kb(sf.brotli)} br)`,
        sq ? kb(sq.manifest) : '–',
        sq ? `${kb(sq.median)} / ${kb(sq.p90)}` : '–',
        sb ? kb(sb.dataBytes) : '–',
        sb ? kb(sb.codeBytes) : '–',
      ];
    });
  const profileOwners = [...new Set(measured.flatMap((r) => Object.keys(r.build?.profile?.main ?? {})))].sort();
  const profileRows = profileOwners.map((owner) => [
    owner,
    ...measured.flatMap((r) => {
      const ms = r.build?.profile?.main[owner];
      return [ms == null ? '–' : s(ms), ms == null || !r.pages ? '–' : ((ms / r.pages) as number).toFixed(1)];
    }),
  ]);
  const threadNames = [...new Set(measured.flatMap((r) => Object.keys(r.build?.threadSeconds ?? {})))].sort();
  const threadRows = threadNames.map((thread) => [
    `\`${thread}\``,
    ...measured.map((r) => String(r.build?.threadSeconds[thread] ?? '–')),
  ]);
  publish(name, {
    title: `Scale: the docs repeated ${results.map((r) => r.factor).join(', ')} times`,
    quiet,
    verdict: describeQuiet(quiet),
    json: {scratch, results},
    body: [
      'Each factor N: a clone of HEAD whose docs are repeated N times under distinct paths and titles, each copy linking inside itself (tools/perf/scale-copy.ts), checked without a build, then built cold (no caches) and measured. The ratio column: the figure per page at N divided by the same at N = 1 (for the figures of one thing, a saved edit or the first visit of one page, the figure itself); above 1.2 it grows faster than the pages.',
      '',
      mdTable(
        ['Factor', 'Docs', 'Routes', 'Links and imports of copies checked', 'Runnable blocks', 'Problems', 'Build'],
        checks,
      ),
      '',
      rows.length ? mdTable(header, rows) : 'Nothing was built.',
      '',
      flagged.length
        ? `Growing faster than the pages:\n\n${flagged.map((f) => `- ${f}`).join('\n')}`
        : 'Nothing measured grows faster than the pages (no per-page ratio above 1.2).',
      '',
      ...(ratioRows.length
        ? [
            'Development server (`docusaurus start`, caches cleared, median of the runs; ours and stock alternating), the first page and a saved edit shown, ours / stock:',
            '',
            mdTable(['Factor', 'First page, s', 'Ratio', 'Edit shown, s', 'Ratio'], ratioRows),
            '',
          ]
        : []),
      ...(searchRows.length
        ? [
            `Search: the index's files (its manifest and fragments), what the relevance set's queries download before their first result as the navbar box asks them (KB as served, gzip -9; \`npm run perf:search-bytes\` on the same build), and what a reader downloads on ${SEARCH_ROUTE} before the first result of "${SEARCH_QUERY}" in the browser (KB as sent, gzip): the search data, and the code fetched once the reader reaches for the box. Copies repeat their originals' text, so a query finds each page N times.`,
            '',
            mdTable(
              [
                'Factor',
                'Index files',
                'Manifest',
                'Relevance set: before the first result, median / p90',
                `Browser: data before the first result of "${SEARCH_QUERY}"`,
                'Code',
              ],
              searchRows,
            ),
            '',
          ]
        : []),
      ...(threadRows.length
        ? [
            'Processor time of the build process by thread, seconds (from `/proc`: unlike elapsed time, it does not grow when other work shares the machine; the threads of one name summed):',
            '',
            mdTable(['Thread', ...measured.map((r) => `N = ${r.factor}`)], threadRows),
            '',
          ]
        : []),
      ...(profileRows.length
        ? [
            `Where the build's main thread spent its processor time (CPU profile, one sample every ${PROFILE_INTERVAL_US / 1000} ms, each counted as that interval; our code by feature, including the libraries it calls), seconds and ms per page:`,
            '',
            mdTable(['Owner', ...measured.flatMap((r) => [`N = ${r.factor}, s`, 'ms / page'])], profileRows),
            '',
          ]
        : []),
      ...(notes.length ? ['Notes:', '', ...notes, ''] : []),
    ],
  });
  return flagged;
}

async function main() {
  const {values} = argsOf('perf:scale', USAGE, {
    factor: {type: 'string'},
    factors: {type: 'string'},
    'dev-runs': {type: 'string', default: '2'},
    edits: {type: 'string', default: '3'},
    'no-build': {type: 'boolean'},
    'no-dev': {type: 'boolean'},
    'no-profile': {type: 'boolean'},
    report: {type: 'string', default: 'scale'},
  });
  const asked = (values.factors ?? values.factor ?? '').split(',').filter(Boolean).map(Number);
  if (!asked.length || asked.some((n) => !Number.isInteger(n) || n < 1 || n > MAX_FACTOR))
    throw new Error(`Factors are whole numbers from 1 to ${MAX_FACTOR}.\n${USAGE}`);
  const noBuild = Boolean(values['no-build']);
  const factors = [...new Set([...(noBuild ? [] : [1]), ...asked])].sort((a, b) => a - b);
  const options = {
    noBuild,
    noDev: Boolean(values['no-dev']),
    devRuns: Number(values['dev-runs']),
    edits: Number(values.edits),
    profile: !values['no-profile'],
  };

  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'timbr-docs-scale-'));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  process.once('exit', removeScratch);
  const guard = await startGuard();
  const results: FactorResult[] = [];
  const memory = machineMemory();
  try {
    if (!noBuild)
      browser = await chromium.launch({
        executablePath: chromePath(),
        // Ctrl-C is this command's: it ends the servers and builds first, then removes the scratch folder.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
        // The analytics hosts cannot be reached here: blocked by name, so that no request routing is needed.
        args: [...CHROME_FLAGS, `--host-resolver-rules=${ANALYTICS_HOSTS.map((h) => `MAP ${h} ~NOTFOUND`).join(', ')}`],
      });
    for (const factor of factors) {
      const expected = noBuild
        ? null
        : expectedPeak(
            factor,
            results
              .filter((r) => r.build?.exitCode === 0)
              .map((r) => ({factor: r.factor, peakBytes: r.build!.peakBytes})),
          );
      const verdict = memoryVerdict(factor, expected, memory.totalBytes);
      if (!verdict.ok) {
        console.log(`== N = ${factor}: ${verdict.reason}`);
        results.push({factor, refused: verdict.reason});
        continue;
      }
      const result = await runFactor(factor, options, browser);
      result.memory = verdict.reason;
      results.push(result);
    }
  } finally {
    await browser?.close();
    removeScratch();
  }
  const quiet = await guard.stop();
  const flagged = report(results, values.report!, quiet);
  const failed = results.some((r) => r.check?.problems.length || (r.build && r.build.exitCode !== 0));
  process.exitCode = failed ? 1 : 0;
  if (flagged.length) console.log(`\n${flagged.length} figure(s) grow faster than the pages.`);
  console.log(`Machine memory: ${gb(memory.totalBytes)} GB; scratch folder removed: ${!fs.existsSync(scratch)}.`);
}

main().catch(async (error) => {
  if (stopping) return;
  console.error(error);
  await Promise.all([...started].map(endTracked));
  removeScratch();
  process.exitCode = 2;
});
