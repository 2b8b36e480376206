#!/usr/bin/env node
/**
 * Development-server timings (`npm run bench:dev`): what a writer waits for.
 *
 * For each start (cold: persistent Rspack cache off; warm: cache on):
 * 1. starts `docusaurus start --no-open` on 127.0.0.1:<port>;
 * 2. measures the time until the doc page answers 200, then until Chromium
 *    shows its content (the development server renders in the browser);
 * 3. appends a unique marker line to the page's Markdown source, several
 *    times, and measures the time until the marker appears in the open page
 *    by itself (hot update; a full reload by the dev client is counted too);
 * 4. restores the source file, always: after each edit, in `finally`, on
 *    SIGINT/SIGTERM/SIGHUP and at exit.
 * Writes reports/dev-timing.md and reports/dev-timing.json.
 *
 * Options: --port <n> (default 3000), --starts cold,warm (default), --edits <n>
 * (default 5), --page <url path> and --file <source> (default the SQL
 * mappings page), --poll <ms> (watch by polling instead of file events).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {CHROME_FLAGS, REPORTS_DIR, ROOT, chromePath, mdTable, median, parseArgs, writeReport} from './perf-common.mjs';

const round = (ms) => Math.round(ms);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Edits a file temporarily: `write(text)` replaces its content, `restore()`
 * puts the original bytes back. The original comes back on every way out of
 * the process: a normal end, an uncaught error, or SIGINT, SIGTERM and SIGHUP
 * (which then end the process with 128 + the signal number).
 */
export function guardFile(file, {onSignal} = {}) {
  const original = fs.readFileSync(file);
  let dirty = false;
  const restore = () => {
    if (dirty) {
      fs.writeFileSync(file, original);
      dirty = false;
    }
  };
  const signals = {SIGINT: 2, SIGTERM: 15, SIGHUP: 1};
  const handlers = Object.entries(signals).map(([signal, number]) => {
    const handler = () => {
      restore();
      onSignal?.();
      process.exit(128 + number);
    };
    process.on(signal, handler);
    return [signal, handler];
  });
  process.on('exit', restore);
  return {
    original: original.toString('utf8'),
    write(text) {
      dirty = true;
      fs.writeFileSync(file, text);
    },
    restore,
    dispose() {
      restore();
      for (const [signal, handler] of handlers) process.off(signal, handler);
      process.off('exit', restore);
    },
  };
}

/** Starts the development server in its own process group. */
function startDevServer({port, cold, poll}) {
  const args = [path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'start', '--no-open', '--host', '127.0.0.1', '--port', String(port)];
  if (poll) args.push('--poll', String(poll));
  const env = {...process.env, BROWSER: 'none', FORCE_COLOR: '0'};
  if (cold) env.DOCUSAURUS_NO_PERSISTENT_CACHE = 'true';
  else delete env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  const child = spawn(process.execPath, args, {cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    child,
    log: () => log,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const done = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
      if (!done) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
        await exited;
      }
    },
  };
}

/** Polls the URL until it answers 200; returns the time since `since`. */
async function waitFor200(url, since, server, timeoutMs) {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`The development server stopped:\n${server.log().slice(-2000)}`);
    if (performance.now() - since > timeoutMs) throw new Error(`No 200 from ${url} after ${timeoutMs / 1000} s`);
    try {
      const response = await fetch(url, {signal: AbortSignal.timeout(5000)});
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
}

async function measureStart({mode, port, pagePath, file, edits, poll, browser, guard, registerServer}) {
  const url = `http://127.0.0.1:${port}${pagePath}`;
  const started = performance.now();
  const server = startDevServer({port, cold: mode === 'cold', poll});
  registerServer(server);
  const result = {mode, serverAnswerMs: null, contentMs: null, edits: []};
  const context = await browser.newContext();
  try {
    result.serverAnswerMs = round(await waitFor200(url, started, server, 600_000));
    const page = await context.newPage();
    const consoleLines = [];
    page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
    // Edits are only pushed to a page whose live-reload socket is connected:
    // wait for the dev server's first "ok" message on it before editing.
    let socketReady;
    const socketOk = new Promise((resolve) => (socketReady = resolve));
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({payload}) => String(payload).includes('"type":"ok"') && socketReady()),
    );
    // Analytics cannot be reached here; answer it locally like the tests do.
    await page.route(/^https:\/\/(www\.)?(googletagmanager|google-analytics)\.com\//, (route) =>
      route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
    );
    await page.goto(url, {timeout: 300_000});
    await page.locator('article h1').first().waitFor({timeout: 300_000});
    result.contentMs = round(performance.now() - started);
    let timer;
    await Promise.race([
      socketOk,
      new Promise((resolve, reject) => {
        timer = setTimeout(() => reject(new Error('The page never connected to the live-reload socket of the development server')), 60_000);
      }),
    ]).finally(() => clearTimeout(timer));

    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    for (let i = 1; i <= edits; i += 1) {
      const marker = `Timing marker ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      const before = navigations;
      const t0 = performance.now();
      guard.write(`${guard.original.replace(/\n*$/, '\n')}\n${marker}\n`);
      await page
        .waitForFunction((m) => document.querySelector('article')?.textContent?.includes(m), marker, {
          timeout: 120_000,
          polling: 25,
        })
        .catch((error) => {
          throw new Error(`${error.message}\nPage console:\n${consoleLines.join('\n')}\nServer log:\n${server.log().slice(-3000)}`);
        });
      const ms = round(performance.now() - t0);
      result.edits.push({ms, fullReload: navigations > before});
      // Put the file back and wait until the page no longer shows the marker.
      guard.restore();
      await page.waitForFunction((m) => !document.querySelector('article')?.textContent?.includes(m), marker, {
        timeout: 120_000,
        polling: 50,
      });
      await sleep(500);
    }
  } finally {
    guard.restore();
    await context.close();
    await server.stop();
  }
  result.medianEditMs = median(result.edits.map((e) => e.ms));
  return result;
}

async function main() {
  const args = parseArgs(process.argv.slice(2), {values: ['port', 'starts', 'edits', 'page', 'file', 'poll']});
  const port = Number(args.port ?? process.env.DEV_PORT ?? 3000);
  const starts = (args.starts ?? 'cold,warm').split(',').map((s) => s.trim());
  if (starts.some((s) => s !== 'cold' && s !== 'warm')) throw new Error('--starts takes cold and/or warm, e.g. --starts cold,warm');
  const edits = Number(args.edits ?? 5);
  const pagePath = args.page ?? '/doc/docs/sql/mappings';
  const file = path.resolve(ROOT, args.file ?? 'docs/sql/mappings.md');
  if (!fs.existsSync(file)) throw new Error(`No such source file: ${file}`);

  const {chromium} = await import('@playwright/test');
  let server = null;
  const guard = guardFile(file, {
    onSignal: () => {
      if (server?.child.pid) {
        try {
          process.kill(-server.child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    },
  });
  const loadStart = os.loadavg()[0];
  const browser = await chromium.launch({executablePath: chromePath(), args: CHROME_FLAGS});
  const results = [];
  try {
    for (const mode of starts) {
      console.log(`${mode} start on port ${port}...`);
      const result = await measureStart({
        mode, port, pagePath, file, edits, poll: args.poll, browser, guard,
        registerServer: (s) => (server = s),
      });
      console.log(
        `  answers 200 after ${(result.serverAnswerMs / 1000).toFixed(1)} s, content shown after ${(result.contentMs / 1000).toFixed(1)} s; ` +
          `edit to page: ${result.edits.map((e) => `${e.ms} ms${e.fullReload ? ' (full reload)' : ''}`).join(', ')} (median ${result.medianEditMs} ms)`,
      );
      results.push(result);
    }
  } finally {
    guard.dispose();
    await browser.close();
  }
  const restored = fs.readFileSync(file, 'utf8') === guard.original;
  if (!restored) throw new Error(`${file} differs from its original after the run`);

  const loadEnd = os.loadavg()[0];
  const json = {
    date: new Date().toISOString(),
    page: pagePath,
    file: path.relative(ROOT, file),
    poll: args.poll ?? null,
    cpus: os.cpus().length,
    loadAverage: {start: Math.round(loadStart * 100) / 100, end: Math.round(loadEnd * 100) / 100},
    results,
  };
  const markdown = [
    '# Development server timings',
    '',
    `Page \`${pagePath}\` (\`${json.file}\`), ${json.cpus} CPUs, load average ${json.loadAverage.start} at start and ${json.loadAverage.end} at end.`,
    'Cold: persistent Rspack cache off (DOCUSAURUS_NO_PERSISTENT_CACHE). Warm: cache on.',
    '',
    mdTable(
      ['Start', 'Answers 200', 'Content shown', 'Edit to page (each)', 'Edit median'],
      results.map((r) => [
        r.mode,
        `${(r.serverAnswerMs / 1000).toFixed(1)} s`,
        `${(r.contentMs / 1000).toFixed(1)} s`,
        r.edits.map((e) => `${e.ms} ms${e.fullReload ? ' (reload)' : ''}`).join(', '),
        `${r.medianEditMs} ms`,
      ]),
    ),
    '',
  ].join('\n');
  fs.mkdirSync(REPORTS_DIR, {recursive: true});
  const written = writeReport('dev-timing', markdown, json);
  console.log(`Wrote ${written.join(' and ')}; ${path.relative(ROOT, file)} is restored.`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
