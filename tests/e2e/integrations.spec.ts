import type {Page, Response} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {INTEGRATIONS, INTEGRATION_KINDS} from '../../src/features/catalogs/data/integrations';
import {DATASOURCES} from '../../src/features/catalogs/data/datasources';
import {parseHtml} from '../support/server-html';

const INDEX = '/doc/docs/integration/';

test('the integration catalogue lists every integration, even before JavaScript runs', async ({page, request}) => {
  const html = await (await request.get(INDEX)).text();
  for (const item of INTEGRATIONS) expect(html, item.title).toContain(`href="/doc${item.to}"`);
  await gotoHydrated(page, INDEX);
  await expect(page.locator('[aria-label="Integration catalogue"] li')).toHaveCount(INTEGRATIONS.length);
});

test('the catalogue filters by kind, with pressed state and a live count', async ({page}) => {
  await gotoHydrated(page, INDEX);
  const catalogue = page.locator('[aria-label="Integration catalogue"]');
  const status = catalogue.getByRole('status');
  for (const kind of INTEGRATION_KINDS) {
    const expected = INTEGRATIONS.filter((i) => i.kind === kind.id);
    const button = catalogue.getByRole('button', {name: new RegExp(`^${kind.label}`)});
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(catalogue.locator('li')).toHaveCount(expected.length);
    await expect(status).toContainText(`Showing ${expected.length} of ${INTEGRATIONS.length}`);
    const shown = await catalogue.locator('li a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(shown.sort()).toEqual(expected.map((i) => `/doc${i.to}`).sort());
  }
  await catalogue.getByRole('button', {name: /^All/}).click();
  await expect(catalogue.locator('li')).toHaveCount(INTEGRATIONS.length);
});

test.describe('data source pages, as served', () => {
  // The facts are in the server-rendered page, read here without a browser (the crawl reads each of these
  // pages the same way, and checks it with JavaScript too).
  for (const source of DATASOURCES) {
    test(`the ${source.slug} page renders its catalog facts`, async ({request}) => {
      const response = await request.get(`/doc/docs/integration/datasources/${source.slug}/overview`);
      expect(response.status()).toBe(200);
      const root = parseHtml(await response.text());
      expect(root.querySelectorAll('h1').map((h) => h.textContent.trim())).toEqual([source.name]);
      const article = root.querySelector('article')?.textContent ?? '';
      for (const driver of source.drivers) expect(article, driver.className).toContain(driver.className);
      if (source.defaultPort !== null) expect(article, 'default port').toContain(String(source.defaultPort));
      // The shared sections come from one partial and appear in the table of contents.
      const toc = root.querySelectorAll('.table-of-contents a').map((a) => a.textContent.trim());
      for (const heading of [
        'Connection facts',
        'Connection URL',
        'Authentication methods',
        'Add the datasource in Timbr',
      ]) {
        expect(toc, heading).toContain(heading);
      }
    });
  }
});

/**
 * A literal run of a catalog string that survives minification as is: its longest stretch of
 * plain ASCII without quotes or backslashes (which the minifier may rewrite).
 */
function marker(text: string): string {
  return (text.match(/[A-Za-z0-9 ,.;:()/+-]+/g) ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
}

/** Text of every script the page itself loads on a first visit (prefetches of other pages excluded). */
async function scriptsOf(page: Page, url: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.startsWith('/doc/')) {
      bodies.push(response.text());
    }
  };
  page.on('response', collect);
  // `goto` waits for the load event, and the page's own chunks load before hydration.
  await gotoHydrated(page, url);
  // Later requests (if any) are not part of the first visit, and their bodies are not read.
  page.off('response', collect);
  return (await Promise.all(bodies)).join('\n');
}

test.describe('what a first visit downloads from the catalog', () => {
  test('the markers single out their entries (or the checks below would prove nothing)', () => {
    for (const source of DATASOURCES) {
      for (const field of ['summary', 'accessNote'] as const) {
        const m = marker(source[field]);
        expect(m.length, `${source.slug}.${field} marker`).toBeGreaterThan(20);
        for (const other of DATASOURCES) {
          if (other !== source)
            expect(JSON.stringify(other), `${source.slug}.${field} marker is unique`).not.toContain(m);
        }
      }
    }
  });

  for (const [slug, url] of [
    ['postgres', '/doc/docs/integration/datasources/postgres/overview'],
    ['mysql', '/doc/docs/getting-started/integration/datasources/mysql/overview'],
  ]) {
    test(`${url} ships its own catalog entry and no other`, async ({page}) => {
      const js = await scriptsOf(page, url);
      const shipped = DATASOURCES.filter((s) => js.includes(marker(s.accessNote))).map((s) => s.slug);
      expect(shipped, `catalog entries in the scripts of ${url}`).toEqual([slug]);
    });
  }

  test('the integration index ships the fields its cards show, not the whole catalog', async ({page}) => {
    const js = await scriptsOf(page, INDEX);
    const withSummary = DATASOURCES.filter((s) => js.includes(marker(s.summary))).map((s) => s.slug);
    expect(withSummary, 'sources whose card summary is shipped').toEqual(DATASOURCES.map((s) => s.slug));
    const withAccessNote = DATASOURCES.filter((s) => js.includes(marker(s.accessNote))).map((s) => s.slug);
    expect(withAccessNote, 'sources whose access note (not shown on the index) is shipped').toEqual([]);
  });
});
