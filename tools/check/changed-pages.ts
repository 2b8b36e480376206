// The pages a change touches, from the files it changes, for the content fast
// path (tools/check/changed.ts):
// - a doc (docs/**/*.md, .mdx) or a page of src/pages: its own route;
// - a partial, a component, a data module or anything a page imports, directly
//   or through other files (import and export ... from, with @site/ and
//   relative paths): the routes of the pages that import it;
// - an image or another file a page names (under docs/ or static/): the pages
//   whose source names it;
// - anything else (the theme, styles, plugins, the configuration, sidebars.ts,
//   a file no page reaches): a small fixed smoke set, and a note that says so.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {siteRoutes} from '../../src/features/docs-contract/sources';
import {ROOT as REPO} from '../lib/loader';
import {sidebarsOf} from './routes';

/** Pages that together show most of what the site renders: the home page, a long reference page with runnable queries, the playground, a data source page, the API reference. */
export const SMOKE_PAGES = [
  '/doc/',
  '/doc/docs/sql/general',
  '/doc/docs/playground',
  '/doc/docs/integration/datasources/postgres/overview',
  '/doc/docs/api/timbr-swagger',
];

/** Folders whose files the import graph reads. */
const SOURCE_DIRS = ['docs', 'src/pages', 'src/features', 'src/shared'];
const SOURCE_FILE = /\.(md|mdx|ts|tsx|js|jsx|mjs|json)$/;
const RESOLVE_SUFFIXES = [
  '',
  '.ts',
  '.tsx',
  '.js',
  '.jsx',
  '.mjs',
  '.md',
  '.mdx',
  '.json',
  '/index.ts',
  '/index.tsx',
  '/index.js',
];
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** The theme folders a `@theme/` import is looked up in: the site's, then each feature's (its plugin's getThemePath). */
function themeDirs(siteDir: string): string[] {
  const features = path.join(siteDir, 'src', 'features');
  const featureThemes = fs.existsSync(features)
    ? fs
        .readdirSync(features)
        .map((f) => path.join(features, f, 'theme'))
        .filter((d) => fs.existsSync(d))
    : [];
  return [path.join(siteDir, 'src', 'theme'), ...featureThemes];
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** The file an import specifier names, relative to the site folder (null: a package, or not found). */
function resolveImport(specifier: string, fromFile: string, siteDir: string): string | null {
  let bases: string[];
  if (specifier.startsWith('@site/')) bases = [path.join(siteDir, specifier.slice('@site/'.length))];
  else if (specifier.startsWith('@theme/'))
    bases = themeDirs(siteDir).map((d) => path.join(d, specifier.slice('@theme/'.length)));
  else if (specifier.startsWith('.')) bases = [path.resolve(path.dirname(path.join(siteDir, fromFile)), specifier)];
  else return null;
  for (const base of bases) {
    for (const suffix of RESOLVE_SUFFIXES) {
      const candidate = base + suffix;
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile())
        return toPosix(path.relative(siteDir, candidate));
    }
  }
  return null;
}

/** For each file (relative to the site folder), the source files that import it. */
export function importersOf(siteDir: string): {importers: Map<string, Set<string>>; sources: string[]} {
  const importers = new Map<string, Set<string>>();
  const sources = SOURCE_DIRS.flatMap((d) => walk(path.join(siteDir, d))).filter((f) => SOURCE_FILE.test(f));
  for (const full of sources) {
    const file = toPosix(path.relative(siteDir, full));
    const text = fs.readFileSync(full, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(match[1] ?? match[2], file, siteDir);
      if (!target) continue;
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target)!.add(file);
    }
  }
  return {importers, sources: sources.map((f) => toPosix(path.relative(siteDir, f)))};
}

/** The route of each source file that is a page (docs and src/pages), by file. */
export function routesBySource(siteDir: string): Map<string, string> {
  return new Map(siteRoutes(siteDir, sidebarsOf(siteDir)).map((r) => [r.source, r.path]));
}

/**
 * The pages to crawl for a list of changed files (relative to the site folder;
 * files that no longer exist count as removed).
 */
export function pagesForChanges(files: string[], siteDir = REPO): {pages: string[]; notes: string[]; smoke: boolean} {
  const routes = routesBySource(siteDir);
  const {importers, sources} = importersOf(siteDir);
  const pages = new Set<string>();
  const notes: string[] = [];
  let smoke = false;
  const pageSources = sources.filter((f) => routes.has(f));

  for (const file of files) {
    if (!fs.existsSync(path.join(siteDir, file))) {
      notes.push(`${file}: removed (the build checks that nothing links to it or imports it any more)`);
      continue;
    }
    // The pages that import the file, directly or through partials and components.
    const reached = new Set<string>();
    const seen = new Set([file]);
    const queue = [file];
    while (queue.length > 0) {
      const current = queue.shift()!;
      if (routes.has(current)) reached.add(routes.get(current)!);
      for (const importer of importers.get(current) ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    // Files a page names rather than imports (images, downloads).
    if (reached.size === 0 && !SOURCE_FILE.test(file) && (file.startsWith('docs/') || file.startsWith('static/'))) {
      const name = file.startsWith('static/') ? file.slice('static'.length) : path.posix.basename(file);
      for (const source of pageSources) {
        if (fs.readFileSync(path.join(siteDir, source), 'utf8').includes(name)) reached.add(routes.get(source)!);
      }
    }
    if (reached.size > 0) {
      for (const page of reached) pages.add(page);
      notes.push(`${file}: ${[...reached].sort().join(', ')}`);
    } else {
      smoke = true;
      notes.push(
        `${file}: no page imports or names it (the theme, styles, a plugin, the configuration, or not part of the site): the smoke pages`,
      );
    }
  }
  if (smoke) for (const page of SMOKE_PAGES) pages.add(page);
  return {pages: [...pages].sort(), notes, smoke};
}

function git(args: string[], cwd: string): string {
  return execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();
}

/**
 * The files changed since the branch left main (the merge base), committed or
 * not, and new files Git does not ignore. `base`: another reference to compare with.
 */
export function changedFiles(siteDir = REPO, base: string | null = null): {base: string; files: string[]} {
  let ref = base;
  if (!ref) {
    for (const candidate of ['main', 'origin/main', 'upstream/main']) {
      try {
        ref = git(['merge-base', 'HEAD', candidate], siteDir);
        break;
      } catch {
        // not a branch of this clone
      }
    }
  }
  if (!ref) throw new Error('No branch main (or origin/main) to compare with: give one with --base <ref>.');
  const changed = git(['diff', '--name-only', ref], siteDir).split('\n');
  const untracked = git(['ls-files', '--others', '--exclude-standard'], siteDir).split('\n');
  return {base: ref, files: [...new Set([...changed, ...untracked].filter(Boolean))].sort()};
}

/** A step of check:content, as its report (`--report`) gives it. */
export interface StepVerdict {
  name: string;
  passed: boolean;
  seconds: number;
}

/** The summary in Markdown: what changed, the pages it reaches, and each check's verdict. */
export function summaryOf({
  base,
  files,
  notes,
  crawl,
  steps,
  crawlPassed,
}: {
  base: string;
  files: string[];
  notes: string[];
  crawl: string[];
  steps: StepVerdict[];
  crawlPassed: boolean | null;
}): string {
  const verdict = (passed: boolean | null) => (passed === null ? 'not run' : passed ? 'passed' : '**failed**');
  const lines = [
    '## check:changed',
    '',
    `${files.length} file(s) changed since \`${base.slice(0, 12)}\`.`,
    '',
    ...notes.map((note) => `- ${note}`),
    '',
    `Pages crawled (${crawl.length}): ${crawl.map((p) => `\`${p}\``).join(', ')}`,
    '',
    '| Check | Verdict | Time |',
    '| --- | --- | --- |',
    ...steps.map((s) => `| ${s.name} | ${verdict(s.passed)} | ${s.seconds.toFixed(1)} s |`),
    `| crawl of the changed pages | ${verdict(crawlPassed)} | |`,
    '',
  ];
  return lines.join('\n');
}
