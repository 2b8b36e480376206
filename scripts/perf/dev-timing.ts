/**
 * What a writer waits for with the development server, as steps (`== ` lines)
 * that `npm run perf:dev` times with ./time.ts under the quiet-machine guard:
 * for a cold start (persistent Rspack cache off) and a warm one, until a doc page
 * shows its content, then until each edit of its Markdown (a marker line
 * appended) shows in the open page. The source file always comes back.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {ANALYTICS_URL, CHROME_FLAGS, ROOT, chromePath} from '../perf-common.mjs';

const PORT = process.env.PORT ?? '3000';
const PAGE = `http://127.0.0.1:${PORT}/doc/docs/sql/mappings`;
const SOURCE = path.join(ROOT, 'docs/sql/mappings.md');
const EDITS = 5;

/** Edits a file for a while: the original bytes come back on `restore()` and on any way out of the process. */
export function guardFile(file: string) {
  const original = fs.readFileSync(file);
  let dirty = false;
  const restore = () => {
    if (dirty) fs.writeFileSync(file, original);
    dirty = false;
  };
  process.on('exit', restore);
  for (const [signal, number] of Object.entries({SIGINT: 2, SIGTERM: 15, SIGHUP: 1}))
    process.on(signal, () => process.exit(128 + number));
  const write = (text: string) => {
    dirty = true;
    fs.writeFileSync(file, text);
  };
  return {original: original.toString('utf8'), write, restore};
}

async function startAndEdit(cold: boolean, source: ReturnType<typeof guardFile>) {
  console.log(`== ${cold ? 'Cold' : 'Warm'} start: until the page shows its content`);
  const env = {...process.env, BROWSER: 'none', DOCUSAURUS_NO_PERSISTENT_CACHE: cold ? 'true' : ''};
  const args = ['start', '--no-open', '--host', '127.0.0.1', '--port', PORT];
  // In its own process group, so that stopping it stops its workers too.
  const server = spawn(path.join(ROOT, 'node_modules/.bin/docusaurus'), args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const stop = () => server.exitCode === null && process.kill(-server.pid!, 'SIGTERM');
  process.on('exit', stop);
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
    // Until the server listens, the connection is refused: try again. Once it listens, it answers after its first compilation.
    while (!(await page.goto(PAGE, {timeout: 600_000}).catch(() => null))) {
      if (server.exitCode !== null) throw new Error('The development server did not start: run `npm start` to see why');
      await page.waitForTimeout(200);
    }
    await page.locator('article h1').first().waitFor({timeout: 300_000});
    console.log('== Waiting for the live-reload connection');
    await socketOk;
    for (let i = 1; i <= EDITS; i += 1) {
      const marker = `Timing marker ${Date.now().toString(36)}`;
      console.log(`== Edit ${i}: until the open page shows it`);
      source.write(`${source.original.replace(/\n*$/, '\n')}\n${marker}\n`);
      await page.waitForFunction((m) => document.querySelector('article')?.textContent?.includes(m), marker, {
        timeout: 120_000,
        polling: 25,
      });
      console.log(`== Edit ${i} undone`);
      source.restore();
      await page.waitForFunction((m) => !document.querySelector('article')?.textContent?.includes(m), marker);
    }
  } finally {
    source.restore();
    await browser.close();
    stop();
    process.off('exit', stop);
    await exited;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = guardFile(SOURCE);
  (async () => {
    for (const cold of [true, false]) await startAndEdit(cold, source);
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
