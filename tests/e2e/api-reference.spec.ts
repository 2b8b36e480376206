/**
 * The API reference of /doc/docs/api/timbr-swagger, built with the site from
 * static/openapi/timbr-api.yaml (src/features/api-reference): every operation
 * of the file, read from the file here, is in the HTML without JavaScript
 * under its own anchor, in the table of contents, in the search files, in the
 * Markdown copy and in llms-full.txt; its closed field lists pass axe once opened (the crawl audits the page).
 * tests/unit/api-reference/ tests the renderer's logic.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {test, expect, gotoHydrated} from './fixtures';
import {COLOR_RULES, WCAG_TAGS, axeBuilder} from '../support/axe';
import type {OpenApiDocument} from '../../src/features/api-reference/openapi';
import {operations} from '../../src/features/api-reference/operations';
import {markdownPathFor} from '../../src/shared/llms-paths';

const ROOT = path.resolve(__dirname, '..', '..');
const SPEC_PATH = 'static/openapi/timbr-api.yaml';
const doc = yaml.load(fs.readFileSync(path.join(ROOT, SPEC_PATH), 'utf8')) as OpenApiDocument;
const REFERENCE = '/doc/docs/api/timbr-swagger';

/** Every operation of the file, straight from the YAML (not through the renderer's own listing). */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const fromYaml = Object.entries(doc.paths!).flatMap(([p, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => ({
      method: method.toUpperCase(),
      path: p,
      id: (op as {operationId: string}).operationId,
      summary: (op as {summary: string}).summary,
    })),
);

test('every operation of the file has an operationId, the anchor the page gives it', () => {
  expect(fromYaml.length).toBeGreaterThan(10);
  expect(fromYaml.every((o) => o.id && o.summary)).toBe(true);
  expect(operations(doc).map((o) => o.anchor)).toEqual(fromYaml.map((o) => o.id));
});

test('the OpenAPI description is served with the site', async ({request}) => {
  const response = await request.get('/doc/openapi/timbr-api.yaml');
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe(fs.readFileSync(path.join(ROOT, SPEC_PATH), 'utf8'));
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('every operation is on the page under its anchor: heading, method and path, parameters, responses, examples', async ({
    page,
  }) => {
    await page.goto(REFERENCE);
    for (const op of fromYaml) {
      const heading = page.locator(`h3[id="${op.id}"]`);
      await expect(heading, op.id).toHaveText(op.summary);
      // The line right after the heading names the method and the path.
      await expect(page.locator(`h3[id="${op.id}"] + p`), op.id).toHaveText(`${op.method} ${op.path}`);
      await expect(page.locator(`[id="${op.id}-responses"]`), op.id).toBeAttached();
      await expect(page.locator(`[id="${op.id}-example-request"] + div pre`), op.id).toContainText(
        `curl -X ${op.method} `,
      );
    }
    // The page's own text and the reference, no placeholder waiting for a script.
    await expect(page.locator('article')).not.toContainText('Loading');
    // Long field lists are in <details>, whose content is in the page, closed.
    const details = page.locator('article details');
    expect(await details.count()).toBeGreaterThan(0);
    await expect(details.first().locator('table')).toBeAttached();
    await details.first().locator('summary').click();
    await expect(details.first().locator('table')).toBeVisible();
  });

  test('every id on the page is unique, and every table-of-contents link leads to one', async ({page}) => {
    await page.goto(REFERENCE);
    const ids = await page.locator('[id]').evaluateAll((list) => list.map((e) => e.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const links = await page
      .locator('.theme-doc-toc-desktop a[href^="#"]')
      .evaluateAll((list) => list.map((a) => a.getAttribute('href')!.slice(1)));
    for (const op of fromYaml) expect(links, op.id).toContain(op.id);
    for (const id of links) expect(ids, `#${id}`).toContain(decodeURIComponent(id));
  });
});

test("a link to an operation shows it; the code blocks of the reference have the site's copy button", async ({
  page,
  consoleErrors,
}) => {
  const last = fromYaml[fromYaml.length - 1];
  // Nothing reads the OpenAPI file in the browser: the page is complete as built.
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/openapi/')) fetched.push(r.url());
  });
  await gotoHydrated(page, `${REFERENCE}#${last.id}`);
  await expect(page.locator(`h3[id="${last.id}"]`)).toBeInViewport();
  const curl = page.locator(`[id="${last.id}-example-request"] + div`);
  await expect(curl.getByRole('button', {name: /copy/i})).toBeAttached();
  // The table of contents leads to the first operation.
  const first = fromYaml[0];
  await page.locator('.theme-doc-toc-desktop').getByRole('link', {name: first.summary, exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`#${first.id}$`));
  await expect(page.locator(`h3[id="${first.id}"]`)).toBeInViewport();
  expect(fetched).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the Markdown copy and llms-full.txt hold every operation, and the copy does not end waiting for a script', async ({
  request,
}) => {
  const markdown = await (await request.get(markdownPathFor(REFERENCE))).text();
  for (const op of fromYaml) {
    expect(markdown, op.id).toContain(`\n### ${op.summary}\n\n**${op.method}** \`${op.path}\`\n`);
    expect(markdown, op.id).toContain(`curl -X ${op.method} `);
  }
  expect(markdown).toContain('\n## Related pages\n');
  expect(markdown).not.toMatch(/Loading/);
  // Tables stay tables; the long ones (in <details>) too.
  expect(markdown).toContain('| Name | In | Type | Required | Description |');
  expect(markdown).toMatch(/\n\| `response\[\]` \| object \|/);
  const full = await (await request.get('/doc/llms-full.txt')).text();
  for (const op of fromYaml) expect(full, op.id).toContain(`\n### ${op.summary}\n\n**${op.method}** \`${op.path}\`\n`);
});

test('the search index holds every operation as a section of the page', async ({request}) => {
  // As the site serves it: search-files.json names the manifest, which names the page's fragment.
  const files = (await (await request.get('/doc/search-files.json')).json()) as {manifest: string};
  const folder = `/doc/${files.manifest.slice(0, files.manifest.lastIndexOf('/') + 1)}`;
  const manifest = (await (await request.get(`/doc/${files.manifest}`)).json()) as {
    pages: Array<[string, ...unknown[]]>;
  };
  const entry = manifest.pages.find((p) => p[0] === REFERENCE)!;
  expect(entry).toBeTruthy();
  const {page} = (await (await request.get(`${folder}page-${entry[5] as string}.json`)).json()) as {
    page: {u: string; h: [string, string][]};
  };
  expect(page.u).toBe(REFERENCE);
  for (const op of fromYaml) expect(page.h, op.id).toContainEqual([op.id, op.summary]);
});

test('the navbar search finds an operation by the words of its summary and leads to its anchor', async ({page}) => {
  const op = fromYaml.find((o) => o.id === 'getAsyncResult')!;
  await gotoHydrated(page, '/doc/');
  const box = page.locator('.navbar__search input').first();
  await expect(box).toBeEnabled({timeout: 15_000});
  await box.fill(op.summary);
  const options = page.locator('.navbar__search [role="listbox"] [role="option"]');
  await expect(options.first()).toBeVisible();
  // Each option's target, without the search terms it carries to mark them on the page.
  const targets = await options.evaluateAll((list) =>
    list.slice(0, 5).map((o) => {
      const url = new URL(o.getAttribute('data-href') ?? '', location.href);
      return url.pathname + url.hash;
    }),
  );
  expect(targets).toContain(`${REFERENCE}#${op.id}`);
});

/**
 * The crawl (tests/e2e/crawl.spec.ts) audits this page as it loads, in both color modes. What it cannot see are the
 * field lists in closed <details>: here they are opened and audited in both modes, and the outline of the whole
 * article is checked for gaps.
 */
test('the opened field lists have no WCAG 2.2 AA violation in light and in dark mode, and the outline has no gap', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // No color choice is stored, so the page follows the system preference: light first.
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, REFERENCE);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const summaries = await page.locator('article details > summary').all();
  expect(summaries.length).toBeGreaterThan(0);
  for (const summary of summaries) await summary.click();
  await expect(page.locator('article details:not([open])')).toHaveCount(0);
  await expect(page.locator('article details table').first()).toBeVisible();
  const audit = async (rules: 'all' | 'colors') => {
    const builder = axeBuilder(page).include('article details');
    const results = await (rules === 'all' ? builder.withTags(WCAG_TAGS) : builder.withRules(COLOR_RULES)).analyze();
    return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  };
  expect(await audit('all'), 'light mode').toEqual([]);
  // Best practice beyond WCAG (Lighthouse checks it): no gaps in the heading outline.
  const outline = await axeBuilder(page).include('article').withRules(['heading-order']).analyze();
  expect(outline.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await audit('colors'), 'dark mode').toEqual([]);
});
