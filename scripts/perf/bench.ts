/**
 * The playground's first Run, which no maintained tool measures for us, under
 * the quiet-machine guard: in a fresh browser context (cold cache), the bytes
 * downloaded from the click on Run to the result (as transferred) and the time,
 * then the time of a later query; medians of the runs.
 *
 * npm run perf:bench [-- --runs 5] [--report-only]
 */
import {parseArgs} from 'node:util';
import {chromium, type Browser, type Page} from '@playwright/test';
import {ANALYTICS_URL, CHROME_FLAGS, chromePath, mdTable, publish, startServer} from '../perf-common.mjs';
import {median} from './parse';
import {describeQuiet, startGuard} from './quiet';

const BUDGET = {firstRunKB: 600, firstRunMs: 1500, laterRunMs: 100};
const RUN_PAGE = '/doc/docs/playground';
const LATER_QUERY =
  "SELECT `customer_name` FROM `dtimbr`.`customer` WHERE `customer_segment` = 'Consumer' ORDER BY `customer_name`";

async function freshPage(browser: Browser, url: string) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  await context.route(ANALYTICS_URL, (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  return {context, page};
}

interface Timing {
  start?: number;
  seen?: boolean;
  done?: number;
}

/**
 * Times in the page, from the first `event` inside `start` to the first visible
 * element matching `done`, once `via` (if given) has been seen in between.
 */
async function timeInPage(
  page: Page,
  selectors: {event: string; start: string; via?: string; done: string},
  act: () => Promise<unknown>,
) {
  await page.evaluate(({event, start, via, done}) => {
    const t: Timing = ((window as unknown as {timing: Timing}).timing = {});
    document.addEventListener(
      event,
      (e) => void ((e.target as Element).closest?.(start) && (t.start ??= performance.now())),
      {capture: true},
    );
    new MutationObserver(() => {
      if (t.start === undefined || t.done !== undefined) return;
      t.seen ||= !via || Boolean(document.querySelector(via));
      if (t.seen && Array.from(document.querySelectorAll(done)).some((el) => el.getClientRects().length))
        t.done = performance.now();
    }).observe(document.body, {childList: true, subtree: true, attributes: true, characterData: true});
  }, selectors);
  await act();
  await page.waitForFunction(() => (window as unknown as {timing: Timing}).timing.done !== undefined, null, {
    timeout: 60_000,
  });
  return page.evaluate(() => {
    const t = (window as unknown as {timing: Required<Timing>}).timing;
    return Math.round(t.done - t.start);
  });
}

async function measureRun(browser: Browser, origin: string) {
  const {context, page} = await freshPage(browser, origin + RUN_PAGE);
  const files = new Map<string, number>();
  // The body's size as sent: the static server gives every response a Content-Length (of the gzip body when compressed).
  context.on('requestfinished', async (request) => {
    const length = Number((await request.response())?.headers()['content-length']);
    if (request.url().startsWith(origin)) files.set(new URL(request.url()).pathname, length);
  });
  const alert = page.locator('[data-playground] [role="alert"]');
  const timeRun = async () => {
    const ms = await timeInPage(
      page,
      {
        event: 'click',
        start: '[data-playground] button',
        via: '[data-playground] [data-runnable-state="running"]',
        done: '[data-playground] [data-runnable-state="done"] table, [data-playground] [role="alert"]',
      },
      () => page.locator('[data-playground] button', {hasText: /^Run$/}).click(),
    );
    if (await alert.count()) throw new Error(`The query failed in the browser: ${await alert.first().textContent()}`);
    return ms;
  };
  const firstMs = await timeRun();
  await page.waitForLoadState('networkidle');
  const downloaded = [...files].map(([file, bytes]) => ({file, bytes})).sort((a, b) => b.bytes - a.bytes);
  await page.locator('[data-playground] textarea').fill(LATER_QUERY);
  const laterMs = await timeRun();
  await context.close();
  return {firstMs, laterMs, downloaded, bytes: downloaded.reduce((n, f) => n + f.bytes, 0)};
}

async function main() {
  const {values} = parseArgs({options: {runs: {type: 'string', default: '5'}, 'report-only': {type: 'boolean'}}});
  const server = await startServer();
  const browser = await chromium.launch({executablePath: chromePath(), args: CHROME_FLAGS});
  const guard = await startGuard();
  const samples: Array<Awaited<ReturnType<typeof measureRun>>> = [];
  try {
    for (let i = 1; i <= Number(values.runs); i += 1) {
      samples.push(await measureRun(browser, server.origin));
      console.log(`run ${i}: first Run ${samples.at(-1)!.firstMs} ms, later query ${samples.at(-1)!.laterMs} ms`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const quiet = await guard.stop();
  const first = samples[0]!;
  const kb = first.bytes / 1024;
  const firstMs = median(samples.map((r) => r.firstMs))!;
  const laterMs = median(samples.map((r) => r.laterMs))!;
  // Bytes are judged always; a time taken on a busy machine says nothing, so its budget is judged only when quiet.
  const budgets = [
    [
      `The first Run downloads at most ${BUDGET.firstRunKB} KB gzip, SQLite's WebAssembly among it`,
      `${kb.toFixed(1)} KB`,
      kb <= BUDGET.firstRunKB && first.downloaded.some((f) => f.file.endsWith('.wasm')),
    ],
    [
      `Click on Run to the first result at most ${BUDGET.firstRunMs} ms`,
      `${firstMs} ms`,
      quiet.valid ? firstMs <= BUDGET.firstRunMs : null,
    ],
    [
      `A later query at most ${BUDGET.laterRunMs} ms`,
      `${laterMs} ms`,
      quiet.valid ? laterMs <= BUDGET.laterRunMs : null,
    ],
  ] as const;
  publish('bench', {
    title: "The playground's first Run",
    quiet,
    verdict: describeQuiet(quiet),
    json: {budgets, firstMs, laterMs, samples},
    body: [
      `${RUN_PAGE}, median of ${samples.length} runs in fresh browser contexts.`,
      '',
      mdTable(
        ['Budget', 'Measured', 'Result'],
        budgets.map(([budget, actual, pass]) => [
          budget,
          actual,
          pass === null ? 'not judged (INVALID)' : pass ? 'PASS' : '**FAIL**',
        ]),
      ),
      '',
      'Downloaded on the first Run, as transferred:',
      '',
      mdTable(
        ['File', 'KB'],
        first.downloaded.map((f) => [`\`${f.file}\``, (f.bytes / 1024).toFixed(1)]),
      ),
    ],
  });
  if (budgets.some(([, , pass]) => pass === false) && !values['report-only']) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
