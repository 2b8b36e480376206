/**
 * The playground's first Run under the quiet-machine guard: in a fresh browser context, the bytes downloaded from the
 * click on Run to the result (as transferred) and the time, then the time of a later query; medians of the runs.
 */
import {chromium, type Browser, type Page} from '@playwright/test';
import {argsOf} from '../lib/args';
import {ANALYTICS_URL, CHROME_FLAGS, assertMinified, chromePath, mdTable, publish, startServer} from './common';
import {median} from './parse';
import {describeQuiet, startGuard} from './quiet';

const BUDGET = {firstRunKB: 600, firstRunMs: 1500, laterRunMs: 100};
const RUN_PAGE = '/doc/docs/playground';
const LATER_QUERY =
  "SELECT `customer_name` FROM `dtimbr`.`customer` WHERE `customer_segment` = 'Consumer' ORDER BY `customer_name`";

/** Clicks Run and times, in the page, until a result table or an error shows after the running state. */
function timeRun(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const root = document.querySelector('[data-playground]')!;
        const shown = (selector: string) =>
          Array.from(root.querySelectorAll(selector)).some((el) => el.getClientRects().length);
        let running = false;
        const start = performance.now();
        new MutationObserver((_, observer) => {
          running ||= Boolean(root.querySelector('[data-runnable-state="running"]'));
          if (!running || !shown('[data-runnable-state="done"] table, [role="alert"]')) return;
          observer.disconnect();
          const alert = root.querySelector('[role="alert"]');
          if (alert) reject(new Error(`The query failed in the browser: ${alert.textContent}`));
          resolve(Math.round(performance.now() - start));
        }).observe(root, {childList: true, subtree: true, attributes: true, characterData: true});
        setTimeout(() => reject(new Error('No result 60 s after the click on Run')), 60_000);
        Array.from(root.querySelectorAll('button'))
          .find((button) => button.textContent?.trim() === 'Run')!
          .click();
      }),
  );
}

async function measureRun(browser: Browser, origin: string) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  await context.route(ANALYTICS_URL, (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
  const page = await context.newPage();
  await page.goto(origin + RUN_PAGE);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  const files = new Map<string, number>();
  // The body's size as sent: the static server gives every response a Content-Length (of the gzip body when compressed).
  context.on('requestfinished', async (request) => {
    const length = Number((await request.response())?.headers()['content-length']);
    if (request.url().startsWith(origin)) files.set(new URL(request.url()).pathname, length);
  });
  const firstMs = await timeRun(page);
  await page.waitForLoadState('networkidle');
  const downloaded = [...files].sort((a, b) => b[1] - a[1]);
  await page.locator('[data-playground] textarea').fill(LATER_QUERY);
  const laterMs = await timeRun(page);
  await context.close();
  return {firstMs, laterMs, downloaded};
}

async function main() {
  const {values} = argsOf('perf:bench', 'Usage: npm run perf:bench [-- --runs 5] [-- --report-only]', {
    runs: {type: 'string', default: '5'},
    'report-only': {type: 'boolean'},
  });
  assertMinified();
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
  const {downloaded} = samples[0]!;
  const kb = downloaded.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
  const firstMs = median(samples.map((r) => r.firstMs))!;
  const laterMs = median(samples.map((r) => r.laterMs))!;
  // Bytes are judged always; a time taken on a busy machine says nothing, so its budget is judged only when quiet.
  const bytesPass = kb <= BUDGET.firstRunKB && downloaded.some(([file]) => file.endsWith('.wasm'));
  const firstPass = quiet.valid ? firstMs <= BUDGET.firstRunMs : null;
  const laterPass = quiet.valid ? laterMs <= BUDGET.laterRunMs : null;
  const budgets: Array<[string, string, boolean | null]> = [
    [
      `First Run: at most ${BUDGET.firstRunKB} KB gzip downloaded, SQLite's WebAssembly among it`,
      `${kb.toFixed(1)} KB`,
      bytesPass,
    ],
    [`Click on Run to the first result at most ${BUDGET.firstRunMs} ms`, `${firstMs} ms`, firstPass],
    [`A later query at most ${BUDGET.laterRunMs} ms`, `${laterMs} ms`, laterPass],
  ];
  const result = (pass: boolean | null) => (pass === null ? 'not judged (INVALID)' : pass ? 'PASS' : '**FAIL**');
  const budgetRows = budgets.map(([budget, measured, pass]) => [budget, measured, result(pass)]);
  const fileRows = downloaded.map(([file, bytes]) => [`\`${file}\``, (bytes / 1024).toFixed(1)]);
  publish('bench', {
    title: "The playground's first Run",
    quiet,
    verdict: describeQuiet(quiet),
    json: {budgets, firstMs, laterMs, samples},
    body: [
      `${RUN_PAGE}, median of ${samples.length} runs in fresh browser contexts.`,
      '',
      mdTable(['Budget', 'Measured', 'Result'], budgetRows),
      '',
      'Downloaded on the first Run, as transferred:',
      '',
      mdTable(['File', 'KB'], fileRows),
    ],
  });
  if (budgets.some(([, , pass]) => pass === false) && !values['report-only']) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
