import fs from 'node:fs';
import yaml from 'js-yaml';
import {test, expect, gotoHydrated, renderApiReference, API_REFERENCE, API_REFERENCE_RENDER_MS} from './fixtures';

// Redoc renders the whole description before its first operation appears: allow for it on a busy machine.
test.beforeEach(() => test.slow());
import {axeBuilder, axeViolations} from '../support/axe';

type OpenApi = {paths: Record<string, Record<string, {operationId?: string}>>};
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const spec = yaml.load(fs.readFileSync('static/openapi/timbr-api.yaml', 'utf8')) as OpenApi;
const operationIds = Object.values(spec.paths).flatMap((item) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([, op]) => op.operationId!),
);

const REFERENCE = '/doc/docs/api/timbr-swagger';
const REDOC_CHUNK = /\/assets\/js\/api-reference-redoc\.[0-9a-f]+\.js$/;

test('the OpenAPI description is served with the site', async ({request}) => {
  const response = await request.get('/doc/openapi/timbr-api.yaml');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('openapi: 3.1');
});

test('the API reference renders every endpoint of the OpenAPI description', async ({page, consoleErrors}) => {
  expect(operationIds.length).toBeGreaterThan(5);
  await gotoHydrated(page, REFERENCE);
  const reference = await renderApiReference(page);
  for (const id of operationIds) {
    await expect(reference.locator(`[id="operation/${id}"]`), id).toBeAttached();
  }
  expect(consoleErrors).toEqual([]);
});

test('if the reference code fails to download, the loader offers Retry, which recovers', async ({page}) => {
  let blocked = true;
  await page.route(REDOC_CHUNK, (route) => (blocked ? route.abort('failed') : route.continue()));
  await gotoHydrated(page, REFERENCE);
  await page.locator(API_REFERENCE).scrollIntoViewIfNeeded();
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible({timeout: 15_000});
  blocked = false;
  await retry.click();
  await expect(page.locator('[data-api-reference="ready"] [id^="operation/"]').first()).toBeAttached({timeout: API_REFERENCE_RENDER_MS});
  await expect(retry).toHaveCount(0);
});

test.describe('the reference loads when the reader is about to need it', () => {
  // A phone's screen: the reference sits several screens below the top of the page.
  test.use({viewport: {width: 412, height: 823}});

  /** Records whether the page requested Redoc's chunk. */
  function watchChunk(page: import('@playwright/test').Page): () => boolean {
    let requested = false;
    page.on('request', (r) => {
      if (REDOC_CHUNK.test(new URL(r.url()).pathname)) requested = true;
    });
    return () => requested;
  }

  test('not on arrival at the top of the page, but once the reader scrolls near it', async ({page, consoleErrors}) => {
    const requested = watchChunk(page);
    await gotoHydrated(page, REFERENCE);
    await page.waitForLoadState('networkidle');
    expect(requested()).toBe(false);
    const section = page.locator(API_REFERENCE);
    await expect(section.getByRole('link', {name: 'OpenAPI description'})).toHaveAttribute('href', '/doc/openapi/timbr-api.yaml');
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('[data-api-reference="ready"] [id^="operation/"]').first()).toBeAttached({timeout: API_REFERENCE_RENDER_MS});
    expect(requested()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('at once when a link points to one of its operations, which it then shows', async ({page, consoleErrors}) => {
    const id = operationIds[operationIds.length - 1];
    await gotoHydrated(page, `${REFERENCE}#operation/${id}`);
    const operation = page.locator(`[data-api-reference="ready"] [id="operation/${id}"]`);
    await expect(operation).toBeAttached({timeout: API_REFERENCE_RENDER_MS});
    await expect(operation).toBeInViewport({timeout: 10_000});
    expect(consoleErrors).toEqual([]);
  });

  test('when the hash changes to one of its anchors later', async ({page}) => {
    const requested = watchChunk(page);
    await gotoHydrated(page, REFERENCE);
    await page.waitForLoadState('networkidle');
    expect(requested()).toBe(false);
    await page.evaluate((id) => {
      window.location.hash = `operation/${id}`;
    }, operationIds[0]);
    await expect(page.locator(`[data-api-reference="ready"] [id="operation/${operationIds[0]}"]`)).toBeAttached({timeout: API_REFERENCE_RENDER_MS});
  });

  test('when the page is printed', async ({page}) => {
    await gotoHydrated(page, REFERENCE);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(page.locator('[data-api-reference="ready"] [id^="operation/"]').first()).toBeAttached({timeout: API_REFERENCE_RENDER_MS});
  });

  for (const hash of ['#two-references-one-api', '#no-such-anchor', '#operation%2', '#%E0%A4%A']) {
    test(`not for a hash that is not one of its anchors (${hash})`, async ({page, consoleErrors}) => {
      const requested = watchChunk(page);
      await gotoHydrated(page, REFERENCE + hash);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(requested()).toBe(false);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('other pages never download the API reference code', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  for (const path of ['/doc/', '/doc/docs/api/', '/doc/docs/api/usage', '/doc/docs/sql/mappings']) {
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((u) => REDOC_CHUNK.test(new URL(u).pathname))).toEqual([]);
  // No script that these pages load contains Redoc's code.
  for (const url of new Set(scripts)) {
    if (!url.includes('/doc/assets/js/')) continue;
    const body = await (await page.request.get(url)).text();
    expect(body.includes('API docs by Redocly'), url).toBe(false);
  }
});

test('the rendered API reference has no WCAG 2.2 AA violation, in light and in dark mode', async ({page}) => {
  test.setTimeout(90_000);
  // No colour choice is stored, so the page follows the system preference: light first.
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, REFERENCE);
  const reference = await renderApiReference(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // Samples and example pickers are there to be audited.
  await expect(reference.locator('pre').first()).toBeAttached();
  await expect(reference.locator('select').first()).toBeAttached();
  expect(await axeViolations(page), 'light mode').toEqual([]);
  // Best practice beyond WCAG (Lighthouse checks it): no gaps in the heading outline.
  const outline = await axeBuilder(page).include('[data-api-reference]').withRules(['heading-order']).analyze();
  expect(outline.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
  // Redoc keeps its own light panel in both modes (src/components/ApiReference/RedocView.tsx): the page around it
  // changes, so only the rules that depend on colours can change outcome (tests/support/axe.ts).
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(reference.locator('[id^="operation/"]').first()).toBeAttached();
  expect(await axeViolations(page, 'colors'), 'dark mode').toEqual([]);
});
