// One factor of the scale benchmark: the scaled clone, its cold build and its figures, the dev server against stock.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {loadTs} from '../lib/loader';
import {checkRoutes} from '../check/routes';
import {loadQuestions} from '../relevance/search';
import {ROOT} from './common';
import {perfPhases} from './parse';
import {checkScaledCopy, filesBelow, frontMatterOf, makeScaledCopy, type CopyCheck, type Sidebars} from './scale-copy';
import {attributeProfile, llmsFilesOf, outputOf, searchFilesOf, watchTree, type CpuProfile} from './scale-measure';
import {
  docusaurusBin,
  linesOf,
  measurePreview,
  measureSearch,
  spawnTracked,
  type PreviewPage,
  type PreviewRun,
  type SearchBytes,
} from './scale-browser';
import {TEMPLATE_DOCS, stockMarkdown, stockTemplate} from './stock';
import {searchBytes} from './search-bytes';

/** The page of the first-page and edit-to-refresh figures, on our site and on stock. */
const PREVIEW_DOC = 'getting-started/intro-timbr';
/** The page and query of the search figure. */
export const SEARCH_ROUTE = '/doc/docs/sql/mappings';
export const SEARCH_QUERY = 'mapping';
/** The queries of the search relevance set, whose bytes before a first result the report gives as median and p90. */
const RELEVANCE_QUERIES = loadQuestions().map((q: {query: string}) => q.query);
/** Sampling interval of the build's CPU profile: coarse enough to cost little, fine enough for steps of a second. */
export const PROFILE_INTERVAL_US = 4000;

/** Milliseconds as seconds with one decimal; '–' when not measured. */
export const s = (ms: number | null | undefined) => (ms == null ? '–' : (ms / 1000).toFixed(1));

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

export interface BuildRun {
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
    // A cold build of a clean copy, as CI runs one: without the bundler's cache on disk (docusaurus.config.ts).
    env: {...process.env, CI: 'true', DOCUSAURUS_PERF_LOGGER: 'true'},
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

export interface FactorResult {
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

export async function runFactor(
  factor: number,
  scratch: string,
  options: {noBuild: boolean; noDev: boolean; devRuns: number; edits: number; profile: boolean},
  browser: Browser | null,
): Promise<FactorResult> {
  const dir = path.join(scratch, `site-${factor}`);
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
    const stockDir = path.join(scratch, `stock-${factor}`);
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
