import type {Page, Request} from '@playwright/test';
import {test, expect, gotoHydrated, networkQuiet} from './fixtures';
import {axeViolations} from '../support/axe';
import {QUERY_TIMEOUT_MS} from '../../src/features/runnable-sql/browser/protocol';

/**
 * Running queries in the browser (issue 21): the Run control of runnable
 * blocks, the playground page, bad input, and that nothing of the engine is
 * downloaded before a reader runs something.
 */

// Queries start a WebAssembly engine: on a busy machine a test needs more than the default time.
test.describe.configure({timeout: 120_000});

const PAGE = '/doc/docs/sql/general';
const PLAYGROUND = '/doc/docs/playground';

/** Requests that belong to the engine: the WebAssembly file, the sample data, and any worker script. */
function watchEngine(page: Page): {requests: string[]; workers: string[]} {
  const seen = {requests: [] as string[], workers: [] as string[]};
  page.on('request', (r: Request) => {
    if (/\.wasm(\?|$)|\/sample-data\//.test(r.url())) seen.requests.push(r.url());
  });
  page.on('worker', (w) => seen.workers.push(w.url()));
  return seen;
}

/** A query's text without blank lines (a code block's text has a line break per line, and one more per line element). */
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trimEnd())
    .filter(Boolean)
    .join('\n');

/** The text of every cell of a table, row by row (header first). */
async function cells(table: ReturnType<Page['locator']>): Promise<string[][]> {
  return table
    .locator('tr')
    .evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('th, td')).map((c) => c.textContent ?? '')));
}

const playground = (page: Page) => page.locator('[data-playground]');
const editorOf = (page: Page) => playground(page).getByRole('textbox', {name: /Query on the sample knowledge graph/});
const stateOf = (page: Page) => playground(page).locator('[data-runnable-state]');

async function runInPlayground(page: Page, query: string): Promise<void> {
  await editorOf(page).fill(query);
  await editorOf(page).press('Control+Enter');
  await expect(stateOf(page)).not.toHaveAttribute('data-runnable-state', /running|idle/, {timeout: 20_000});
}

test('nothing of the engine is requested before the first Run, on a page and on the playground', async ({page}) => {
  const seen = watchEngine(page);
  for (const path of [PAGE, PLAYGROUND]) {
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    // Reaching for the controls is not running anything (a block's Run joins as the block nears the screen).
    await page.locator('.runnable-query, [data-playground]').first().scrollIntoViewIfNeeded();
    await page.locator('[data-runnable-run], [data-playground] textarea').first().focus();
    await page.mouse.wheel(0, 600);
    await networkQuiet(page);
  }
  // The search engine starts its own worker when the search box is used; it was not.
  expect(seen).toEqual({requests: [], workers: []});
  await playground(page).getByRole('button', {name: 'Run', exact: true}).click();
  await expect(stateOf(page)).toHaveAttribute('data-runnable-state', 'done', {timeout: 20_000});
  expect(seen.workers).toHaveLength(1);
  expect(seen.requests.some((u) => u.endsWith('.wasm'))).toBe(true);
  expect(seen.requests.some((u) => u.endsWith('/sample-data/supply-chain.sql'))).toBe(true);
});

test('Run on a page gives the build-time table; an edit runs; Show SQL; Reset brings the original back', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, PAGE);
  const block = page.locator('.runnable-query').first();
  // On screen, as a reader sees it: the browser skips drawing code blocks out of view until they near it, and
  // text not drawn has no innerText.
  await block.scrollIntoViewIfNeeded();
  await expect.poll(() => block.locator('pre code').innerText()).not.toBe('');
  const original = lines(await block.locator('pre code').innerText());
  const built = await cells(block.locator('table'));
  expect(built.length).toBeGreaterThan(1);
  const builtCount = (await block.locator('.runnable-result__meta').innerText()).split('.')[0];

  const run = block.getByRole('button', {name: 'Run this query in your browser'});
  await expect(run).toBeVisible();
  await run.click();
  const live = block.locator('[data-runnable-live]');
  await expect(live.locator('[data-runnable-state="done"]')).toBeVisible({timeout: 20_000});
  expect(await cells(live.locator('table'))).toEqual(built);
  expect((await live.locator('[role="status"]').innerText()).split('.')[0]).toBe(builtCount);
  // The block became an editor holding the query, with the focus.
  const editor = live.getByRole('textbox');
  await expect(editor).toBeFocused();
  expect(lines(await editor.inputValue())).toBe(original);

  // An edited query runs (keyboard shortcut), and its result replaces the table.
  await editor.fill(
    "SELECT `customer_name` FROM `timbr`.`customer` WHERE `customer_segment` = 'Consumer' ORDER BY `customer_name` LIMIT 3",
  );
  await editor.press('Control+Enter');
  await expect(live.locator('[role="status"]')).toHaveText(/^3 rows\./);
  const edited = await cells(live.locator('table'));
  expect(edited[0]).toEqual(['customer_name']);
  expect(edited).toHaveLength(4);

  // Show SQL: the engine's plain SQL, labelled as its own translation.
  await live.getByRole('button', {name: 'Show SQL'}).click();
  await expect(live.getByRole('button', {name: 'Show SQL'})).toHaveAttribute('aria-pressed', 'true');
  await expect(live.getByText(/this engine.s translation: a Timbr\s+server generates its own SQL/)).toBeVisible();
  const sql = await live.locator('.runnable-sql pre').innerText();
  expect(sql).toMatch(/SELECT/i);
  expect(sql).not.toContain('`timbr`.`customer`');
  // No build highlighted this code: the browser does, once its highlighter has loaded.
  await expect(live.locator('.runnable-sql pre .token.keyword').first()).toBeVisible();
  // The SQL block has no Run control of its own.
  await live.locator('.runnable-sql pre').hover();
  await expect(live.locator('.runnable-sql [data-runnable-run]')).toHaveCount(0);

  // Reset: the original block and the build's result, and the focus on its Run control.
  await live.getByRole('button', {name: 'Reset'}).click();
  await expect(block.locator('[data-runnable-live]')).toHaveCount(0);
  expect(lines(await block.locator('pre code').innerText())).toBe(original);
  expect(await cells(block.locator('table'))).toEqual(built);
  await expect(run).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('Show SQL on the playground shows the joins a relationship path stands for', async ({page}) => {
  await gotoHydrated(page, PLAYGROUND);
  await runInPlayground(
    page,
    'SELECT DISTINCT `product_name`, `produced_in[plant].plant_name` FROM `dtimbr`.`product` ORDER BY `product_name` LIMIT 5',
  );
  await expect(stateOf(page)).toHaveAttribute('data-runnable-state', 'done');
  await playground(page).getByRole('button', {name: 'Show SQL'}).click();
  await expect(playground(page).locator('.runnable-sql pre')).toContainText(/JOIN/i);
});

test('the playground: the tree inserts items, examples run, the address round-trips the query, CSV download', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, PLAYGROUND);
  const editor = editorOf(page);
  await editor.fill('SELECT  FROM ');
  // Caret after "SELECT ", then a property from the tree; then the concept after FROM.
  await editor.evaluate((t: HTMLTextAreaElement) => t.setSelectionRange(7, 7));
  const tree = page.getByRole('navigation', {name: 'Ontology of the sample knowledge graph'});
  await tree.locator('summary', {hasText: /^customer$/}).click();
  const customer = tree.locator('details', {has: page.locator('summary', {hasText: /^customer$/})}).first();
  await customer.getByRole('button', {name: 'Insert property `customer_name`'}).click();
  await editor.press('End');
  await customer.getByRole('button', {name: 'Insert concept `dtimbr`.`customer`'}).click();
  await expect(editor).toHaveValue('SELECT `customer_name` FROM `dtimbr`.`customer`');
  await expect(editor).toBeFocused();
  // A relationship inserts a path to a property of its target.
  await expect(
    customer.getByRole('button', {name: /Insert relationship path `has_ordered\[order\]\.\w+`/}),
  ).toBeVisible();

  await editor.fill(
    "SELECT `customer_name` FROM `dtimbr`.`customer` WHERE `customer_segment` = 'Corporate' ORDER BY `customer_name`",
  );
  await editor.press('Control+Enter');
  await expect(stateOf(page)).toHaveAttribute('data-runnable-state', 'done', {timeout: 20_000});
  const status = playground(page).getByRole('status');
  await expect(status).toHaveText(/^\d+ rows\.|^First 100 of \d+ rows\./);

  // The address holds the query; opening it in a new tab restores it.
  const shared = page.url();
  expect(new URL(shared).hash).toMatch(/^#q=SELECT%20/);
  const other = await context.newPage();
  await gotoHydrated(other, shared);
  await expect(editorOf(other)).toHaveValue(
    "SELECT `customer_name` FROM `dtimbr`.`customer` WHERE `customer_segment` = 'Corporate' ORDER BY `customer_name`",
  );
  await other.close();

  // CSV: a header line and one line per row.
  const rows = Number(/(\d+) rows/.exec(await status.innerText())![1]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    playground(page)
      .getByRole('link', {name: /Download CSV/})
      .click(),
  ]);
  const csv = await (
    await download.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('customer_name');
  expect(lines).toHaveLength(rows + 1);

  // An example question loads its query and runs it.
  const example = playground(page).locator('ul button').filter({hasText: 'sales and the revenue of each market'});
  await example.click();
  await expect(editor).toHaveValue(/measure\.total_sales/);
  await expect(stateOf(page)).toHaveAttribute('data-runnable-state', 'done', {timeout: 20_000});
  expect((await cells(playground(page).locator('table')))[0]).toEqual([
    'market',
    'measure.total_sales',
    'measure.total_revenue',
  ]);
});

const BAD: {name: string; query: string; message: RegExp}[] = [
  {name: 'a syntax error', query: 'SELEC `customer_name` FROM `dtimbr`.`customer`', message: /^Syntax error\./},
  {
    name: 'an unknown concept',
    query: 'SELECT `name` FROM `dtimbr`.`no_such_concept`',
    message: /^Not in the model\..*no_such_concept/,
  },
  {
    name: 'an unknown property',
    query: 'SELECT `no_such_property` FROM `dtimbr`.`customer`',
    message: /^Not in the model\..*no_such_property/,
  },
  {
    name: 'a path through a relationship that does not exist',
    query: 'SELECT `sold_by[plant].plant_name` FROM `dtimbr`.`customer`',
    message: /^Not in the model\..*sold_by/,
  },
  {
    name: 'an unsupported construct',
    query: 'SHOW CONCEPTS',
    message: /^Not supported by the sample engine\..*Timbr server/,
  },
  {
    name: 'a cross join of two concepts',
    query: 'SELECT `customer_name`, `order_id` FROM `dtimbr`.`customer` CROSS JOIN `dtimbr`.`order`',
    message: /^Not supported by the sample engine\..*JOIN/i,
  },
  {name: 'an empty editor', query: '   ', message: /^Query not run\. The editor is empty/},
  {
    name: 'a 10,000-character paste',
    query: `SELECT ${'`customer_name`, '.repeat(500)}1 FROM \`dtimbr\`.\`customer\``.padEnd(10_000, ' '),
    message: /^Query not run\. The query is 10,000 characters long/,
  },
];

// One page for every kind of bad input, one after the other: each must leave the page usable for the next.
test('bad input of every kind: a clear message, and the page stays usable', async ({page, consoleErrors}) => {
  // Each input has the time a test of its own had before (the describe's 120 s is for one query).
  test.setTimeout(BAD.length * 45_000);
  await gotoHydrated(page, PLAYGROUND);
  for (const [i, bad] of BAD.entries()) {
    await test.step(bad.name, async () => {
      await runInPlayground(page, bad.query);
      await expect(stateOf(page)).toHaveAttribute('data-runnable-state', 'error');
      await expect(playground(page).getByRole('alert')).toHaveText(bad.message);
      // The next query runs (a row count of its own, so the result cannot be the previous step's).
      await runInPlayground(page, `SELECT \`customer_name\` FROM \`timbr\`.\`customer\` LIMIT ${i + 2}`);
      await expect(playground(page).getByRole('status')).toHaveText(new RegExp(`^${i + 2} rows\\.`));
      expect(consoleErrors).toEqual([]);
    });
  }
});

/** Records the longest gap between animation frames while `action` runs: how long the tab froze. */
async function longestFreeze(page: Page, action: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as {gap: number; watching: boolean};
    w.gap = 0;
    w.watching = true;
    let last = performance.now();
    const tick = (now: number) => {
      w.gap = Math.max(w.gap, now - last);
      last = now;
      if (w.watching) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await action();
  return page.evaluate(() => {
    const w = window as unknown as {gap: number; watching: boolean};
    w.watching = false;
    return w.gap;
  });
}

test('an endless query (every customer joined to every order, four times over) is stopped with a message, and the tab never freezes', async ({
  page,
}) => {
  await gotoHydrated(page, PLAYGROUND);
  await runInPlayground(page, 'SELECT `customer_name` FROM `timbr`.`customer` LIMIT 1');
  const endless =
    'SELECT COUNT(*) AS `n` FROM `dtimbr`.`customer` WHERE `has_ordered[order].ordered_by[customer].has_ordered[order].ordered_by[customer].has_ordered[order].ordered_by[customer].has_ordered[order].ordered_by[customer].has_ordered[order].order_id` > 0';
  const gap = await longestFreeze(page, async () => {
    await runInPlayground(page, endless);
  });
  await expect(playground(page).getByRole('alert')).toHaveText(/ran for more than 3 seconds and was stopped/);
  // A query run on the page's own thread would freeze it for the whole time limit; a busy test machine may
  // pause frames for a moment, never for most of that limit.
  expect(gap).toBeLessThan(QUERY_TIMEOUT_MS / 2);
  // A new engine starts for the next query.
  await runInPlayground(page, 'SELECT `customer_name` FROM `timbr`.`customer` LIMIT 2');
  await expect(playground(page).getByRole('status')).toHaveText(/^2 rows\./);
});

test('a huge result is cut at the row limit, and says so', async ({page}) => {
  await gotoHydrated(page, PLAYGROUND);
  const many =
    'SELECT `customer_name`, `has_ordered[order].ordered_by[customer].has_ordered[order].order_id` AS `o` FROM `dtimbr`.`customer`';
  await runInPlayground(page, many);
  await expect(playground(page).getByRole('status')).toHaveText(/^First 100 of more than 10,000 rows/);
});

test('keyboard only: from the editor to the results; the result is announced; axe-clean in light and dark with a result', async ({
  page,
}) => {
  await gotoHydrated(page, PLAYGROUND);
  const editor = editorOf(page);
  await editor.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('SELECT `customer_name` FROM `timbr`.`customer` LIMIT 4');
  await page.keyboard.press('Tab');
  await expect(playground(page).getByRole('button', {name: 'Run', exact: true})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(playground(page).getByRole('status')).toHaveText(/^4 rows\./, {timeout: 20_000});
  await expect(playground(page).getByRole('status')).toHaveAttribute('role', 'status');
  expect(await axeViolations(page), 'light mode').toEqual([]);
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await axeViolations(page, 'colors'), 'dark mode').toEqual([]);
});

test('usable at 375 px: no sideways scrolling of the page, and a query runs', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await gotoHydrated(page, PLAYGROUND);
  await runInPlayground(
    page,
    "SELECT `customer_name`, `customer_city`, `customer_country` FROM `timbr`.`customer` WHERE `customer_segment` = 'Corporate'",
  );
  await expect(stateOf(page)).toHaveAttribute('data-runnable-state', 'done');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const run = playground(page).getByRole('button', {name: 'Run', exact: true});
  const box = (await run.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the build-time results stay and there is no Run control', async ({page}) => {
    await page.goto(PAGE);
    const block = page.locator('.runnable-query').first();
    await expect(block.locator('table')).toBeVisible();
    await expect(block.locator('.runnable-result__meta')).toContainText('Ran on the sample knowledge graph');
    await expect(page.locator('[data-runnable-run]')).toHaveCount(0);
    await expect(page.getByRole('button', {name: /Run/})).toHaveCount(0);
    await page.goto(PLAYGROUND);
    // (Text locators skip <noscript>; its content shows when scripts are off.)
    const note = page.locator('article noscript p');
    await expect(note).toBeVisible();
    await expect(note).toContainText('The playground needs JavaScript.');
  });
});
