/**
 * What `npm run perf:scale` measures in Chromium: the search bytes a reader downloads before the first result on
 * a build, and a writer's preview on a development server (`docusaurus start`): the time until the first doc page
 * shows its content, and from saving its Markdown file to the page showing the change (live reload).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import type {Browser} from '@playwright/test';
import {startServer} from './common';
import {watchTree} from './scale-measure';

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The processes this command started, each the leader of its own group: ended with their group on exit or Ctrl-C. */
export const started = new Set<ChildProcess>();

/** Spawns a process in a group of its own, remembered in `started` until it exits. */
export function spawnTracked(command: string, args: string[], options: {cwd: string; env?: NodeJS.ProcessEnv}) {
  const child = spawn(command, args, {...options, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/** Ends a process this command started, with its group (SIGTERM, then SIGKILL after 10 s). */
export async function endTracked(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Every output line of a process, kept (the last ones name a failure) and offered to `onLine`. */
export function linesOf(child: ChildProcess, onLine: (line: string) => void = () => undefined): string[] {
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({input: stream}).on('line', (line) => {
      lines.push(line);
      onLine(line);
    });
  }
  return lines;
}

/** The Docusaurus command line of a site (its own dependencies'). */
export const docusaurusBin = (siteDir: string) =>
  path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');

/** A page of a site to preview: its route, the title its heading shows, its Markdown file (relative to the site). */
export interface PreviewPage {
  route: string;
  title: string;
  file: string;
}

export interface PreviewRun {
  /** From starting `docusaurus start` (caches cleared) to the page's heading showing in the browser. */
  firstPageMs: number | null;
  /** From each save of the page's file to the saved text showing on the page. */
  editMs: number[];
  peakBytes: number;
  cpuSeconds: number;
  /** Lines of the server's output that report a compile error (a page that does not compile costs less). */
  errorLines: number;
  error?: string;
}

/** An output line of `docusaurus start` that reports an error. */
const ERROR_LINE = /\[ERROR\]|Module build failed|compiled with (?:some )?errors|^\s*Error:/i;

const MINUTES = 60_000;

/** One cold start of a site's development server, its first page, then `edits` saves of that page's file. */
export async function measurePreview(
  siteDir: string,
  page: PreviewPage,
  browser: Browser,
  edits: number,
  timeoutMs = 30 * MINUTES,
): Promise<PreviewRun> {
  fs.rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
  fs.rmSync(path.join(siteDir, 'node_modules', '.cache'), {recursive: true, force: true});
  const file = path.join(siteDir, page.file);
  const original = fs.readFileSync(file, 'utf8');
  const port = await freePort();
  const t0 = performance.now();
  const child = spawnTracked(
    process.execPath,
    [docusaurusBin(siteDir), 'start', '--no-open', '--host', '127.0.0.1', '--port', String(port)],
    {cwd: siteDir, env: {...process.env, BROWSER: 'none'}},
  );
  const watch = watchTree(child.pid!);
  let announced!: () => void;
  const running = new Promise<void>((resolve) => (announced = resolve));
  const lines = linesOf(child, (line) => /running at/i.test(line) && announced());
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`docusaurus start exited (${code}): ${lines.slice(-5).join(' | ')}`)),
    ),
  );
  exited.catch(() => undefined);
  const tab = await browser.newPage();
  const result: PreviewRun = {firstPageMs: null, editMs: [], peakBytes: 0, cpuSeconds: 0, errorLines: 0};
  try {
    await Promise.race([running, exited]);
    // The server may announce its address a moment before it accepts connections.
    for (;;) {
      const opened = tab
        .goto(`http://127.0.0.1:${port}${page.route}`, {waitUntil: 'domcontentloaded', timeout: timeoutMs})
        .then(
          () => true,
          (error: Error) => {
            if (/ERR_CONNECTION_REFUSED/.test(error.message) && performance.now() - t0 < timeoutMs) return false;
            throw error;
          },
        );
      if (await Promise.race([opened, exited])) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await Promise.race([tab.locator('h1', {hasText: page.title}).first().waitFor({timeout: timeoutMs}), exited]);
    result.firstPageMs = Math.round(performance.now() - t0);
    for (let i = 1; i <= edits; i += 1) {
      const marker = `Scale benchmark edit ${i} ${Date.now().toString(36)}`;
      const saved = performance.now();
      fs.writeFileSync(file, `${original.trimEnd()}\n\n${marker}\n`);
      await Promise.race([
        tab
          .getByText(marker)
          .first()
          .waitFor({timeout: 10 * MINUTES}),
        exited,
      ]);
      result.editMs.push(Math.round(performance.now() - saved));
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  } finally {
    fs.writeFileSync(file, original);
    await tab.close();
    Object.assign(result, watch.stop());
    await endTracked(child);
    result.errorLines = lines.filter((line) => ERROR_LINE.test(line)).length;
  }
  return result;
}

export interface SearchBytes {
  /** Bytes as sent of everything the doc page loads until the box is usable, but the search data; and of its scripts. */
  pageBytes: number;
  pageScriptBytes: number;
  /** What the page loaded, largest first. */
  pageFiles: Array<{path: string; bytes: number; type: string}>;
  /** Bytes as sent (gzip) of the search data files, fetched while the page loads or when the reader searches. */
  dataBytes: number;
  /** Bytes as sent of the scripts and other files fetched once the reader reaches for the box. */
  codeBytes: number;
  files: Array<{path: string; bytes: number; when: 'page load' | 'search'}>;
  /** From typing the query to its first result: indicative only, the machine's load moves it. */
  firstResultMs: number;
  results: number;
}

/** Files of the search's data: `search-files.json`, the index's manifest and its fragments. */
const SEARCH_DATA = /\/search[-_][^/]*$|\/search(-index)?\/[^/]+\.json$/;

/**
 * A reader's first search on a build: a doc page is opened in a fresh context, the reader waits for the box to be
 * usable, types `query` and sees the first result. Counted: the search data files fetched at any time, plus
 * every file fetched from the first interaction on (the suggestion list's and the worker's code). Bytes as sent
 * by the tests' static server (gzip).
 */
export async function measureSearch(
  buildDir: string,
  browser: Browser,
  route: string,
  query: string,
): Promise<SearchBytes> {
  const server = await startServer(buildDir);
  // No request routing (it turns the browser's HTTP cache off): the browser given blocks the analytics hosts.
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const files: SearchBytes['files'] = [];
  const page = {bytes: 0, scriptBytes: 0, files: [] as SearchBytes['pageFiles']};
  let searching = false;
  const reading: Array<Promise<void>> = [];
  context.on('requestfinished', (request) => {
    if (!request.url().startsWith(server.origin)) return;
    const when = searching ? 'search' : 'page load';
    const pathname = new URL(request.url()).pathname;
    // The body as transferred: nothing for a file the browser's cache gives (the worker reads the files the box
    // fetched from the cache).
    reading.push(
      request.sizes().then(({responseBodySize}) => {
        if (responseBodySize === 0) return;
        if (searching || SEARCH_DATA.test(pathname)) files.push({path: pathname, bytes: responseBodySize, when});
        else {
          page.bytes += responseBodySize;
          page.files.push({path: pathname, bytes: responseBodySize, type: request.resourceType()});
          if (request.resourceType() === 'script') page.scriptBytes += responseBodySize;
        }
      }),
    );
  });
  try {
    const tab = await context.newPage();
    await tab.goto(server.origin + route);
    await tab.waitForSelector('html[data-has-hydrated="true"]');
    const box = tab.locator('.navbar__search input').first();
    await box.waitFor();
    await tab.waitForFunction(
      () => !document.querySelector<HTMLInputElement>('.navbar__search input')?.disabled,
      null,
      {
        timeout: 10 * MINUTES,
      },
    );
    await tab.waitForLoadState('networkidle');
    await Promise.all(reading);
    searching = true;
    const t0 = performance.now();
    await box.click();
    await box.fill(query);
    await tab
      .locator(`.navbar__search [data-search-query="${query}"]`)
      .first()
      .waitFor({state: 'attached', timeout: 10 * MINUTES});
    const firstResultMs = Math.round(performance.now() - t0);
    const results = await tab.locator('.navbar__search [role="listbox"] [role="option"]').count();
    await tab.waitForLoadState('networkidle');
    await Promise.all(reading);
    const sum = (test: (f: SearchBytes['files'][number]) => boolean) =>
      files.filter(test).reduce((a, f) => a + f.bytes, 0);
    return {
      pageBytes: page.bytes,
      pageScriptBytes: page.scriptBytes,
      pageFiles: page.files.sort((a, b) => b.bytes - a.bytes),
      dataBytes: sum((f) => SEARCH_DATA.test(f.path)),
      codeBytes: sum((f) => !SEARCH_DATA.test(f.path)),
      files: [...files].sort((a, b) => b.bytes - a.bytes),
      firstResultMs,
      results,
    };
  } finally {
    await context.close();
    await server.close();
  }
}
