/**
 * What a writer waits for with the development server, under the quiet-machine
 * guard: for a cold start (persistent Rspack cache off) and a warm one, the time
 * until a doc page shows its content, then the time an edit of its Markdown (a
 * marker line appended) takes to show in the open page, several times. The
 * source file always comes back: after each edit, at the end, on an error and
 * on SIGINT, SIGTERM and SIGHUP. Writes reports/dev-timing.md and .json.
 *
 * npm run perf:dev [-- --port 3000] [--starts cold,warm] [--edits 5] [--page /doc/docs/sql/mappings --file docs/sql/mappings.md]
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {ANALYTICS_URL, CHROME_FLAGS, ROOT, chromePath, mdTable, publish} from '../perf-common.mjs';
import {median} from './parse';
import {describeQuiet, startGuard} from './quiet';

/** Edits a file temporarily; the original bytes come back on `restore()` and on every way out of the process. */
export function guardFile(file: string, onSignal?: () => void) {
  const original = fs.readFileSync(file);
  let dirty = false;
  const restore = () => {
    if (dirty) fs.writeFileSync(file, original);
    dirty = false;
  };
  const handlers = Object.entries({SIGINT: 2, SIGTERM: 15, SIGHUP: 1}).map(([signal, number]) => {
    const handler = () => {
      restore();
      onSignal?.();
      process.exit(128 + number);
    };
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  process.on('exit', restore);
  return {
    original: original.toString('utf8'),
    write: (text: string) => {
      dirty = true;
      fs.writeFileSync(file, text);
    },
    restore,
    dispose: () => {
      restore();
      for (const [signal, handler] of handlers) process.off(signal, handler);
      process.off('exit', restore);
    },
  };
}

/** One start of the development server (in its own process group, so that stopping it stops its workers). */
async function measureStart(
  cold: boolean,
  o: {port: number; page: string; edits: number; file: ReturnType<typeof guardFile>; onPid: (pid: number) => void},
) {
  const t0 = performance.now();
  const env: NodeJS.ProcessEnv = {...process.env, BROWSER: 'none', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'};
  if (!cold) delete env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  const server = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'start',
      '--no-open',
      '--host',
      '127.0.0.1',
      '--port',
      String(o.port),
    ],
    {cwd: ROOT, env, detached: true, stdio: 'ignore'},
  );
  o.onPid(server.pid!);
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch({executablePath: chromePath(), args: CHROME_FLAGS});
  try {
    const page = await browser.newPage();
    await page.route(ANALYTICS_URL, (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
    // Edits reach only a page whose live-reload socket is connected: the server's first "ok" on it says so.
    const socketOk = new Promise((resolve) =>
      page.on('websocket', (ws) =>
        ws.on('framereceived', ({payload}) => String(payload).includes('"type":"ok"') && resolve(true)),
      ),
    );
    // Until the server listens, the connection is refused: retry. Once it listens, it answers after its first compilation.
    while (!(await page.goto(`http://127.0.0.1:${o.port}${o.page}`, {timeout: 600_000}).catch(() => null))) {
      if (server.exitCode !== null || performance.now() - t0 > 600_000)
        throw new Error('The development server did not start: run `npm start` to see why');
      await page.waitForTimeout(200);
    }
    await page.locator('article h1').first().waitFor({timeout: 300_000});
    const contentMs = Math.round(performance.now() - t0);
    await socketOk;
    const edits = [];
    for (let i = 0; i < o.edits; i += 1) {
      const marker = `Timing marker ${Date.now().toString(36)}${i}`;
      const e0 = performance.now();
      o.file.write(`${o.file.original.replace(/\n*$/, '\n')}\n${marker}\n`);
      await page.waitForFunction((m) => document.querySelector('article')?.textContent?.includes(m), marker, {
        timeout: 120_000,
        polling: 25,
      });
      edits.push(Math.round(performance.now() - e0));
      o.file.restore();
      await page.waitForFunction((m) => !document.querySelector('article')?.textContent?.includes(m), marker, {
        timeout: 120_000,
      });
    }
    return {start: cold ? 'cold' : 'warm', contentMs, edits, editMedianMs: median(edits)};
  } finally {
    o.file.restore();
    await browser.close();
    if (server.exitCode === null) process.kill(-server.pid!, 'SIGTERM');
    await exited;
  }
}

async function main() {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: '3000'},
      starts: {type: 'string', default: 'cold,warm'},
      edits: {type: 'string', default: '5'},
      page: {type: 'string', default: '/doc/docs/sql/mappings'},
      file: {type: 'string', default: 'docs/sql/mappings.md'},
    },
  });
  let serverPid = 0;
  const file = guardFile(path.resolve(ROOT, values.file), () => serverPid && process.kill(-serverPid, 'SIGKILL'));
  const guard = await startGuard();
  const results = [];
  try {
    for (const start of values.starts.split(',')) {
      results.push(
        await measureStart(start === 'cold', {
          port: Number(values.port),
          page: values.page,
          edits: Number(values.edits),
          file,
          onPid: (pid) => (serverPid = pid),
        }),
      );
    }
  } finally {
    file.dispose();
  }
  const quiet = await guard.stop();
  publish('dev-timing', {
    title: 'Development server timings',
    quiet,
    verdict: describeQuiet(quiet),
    json: {page: values.page, file: values.file, results},
    body: [
      `Page \`${values.page}\` (\`${values.file}\`, restored). Cold: persistent Rspack cache off (DOCUSAURUS_NO_PERSISTENT_CACHE). Warm: cache on.`,
      '',
      mdTable(
        ['Start', 'Content shown', 'Edit to page (each)', 'Edit median'],
        results.map((r) => [
          r.start,
          `${(r.contentMs / 1000).toFixed(1)} s`,
          r.edits.map((ms) => `${ms} ms`).join(', '),
          `${r.editMedianMs} ms`,
        ]),
      ),
    ],
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
