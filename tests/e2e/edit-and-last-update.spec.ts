import fs from 'node:fs';
import {test, expect, gotoHydrated} from './fixtures';
import {DOCS_EDIT_URL} from '../../src/constants';
import {sitemapPaths} from '../support/sitemap';

/**
 * Every doc page links to its source file for editing and shows when it was
 * last updated (the build reads the dates from the Git history). Pages whose
 * body is a shared partial link to the file that holds their front matter.
 */
const PAGES: [route: string, source: string][] = [
  ['/doc/docs/sql/mappings', 'docs/sql/mappings.md'],
  ['/doc/docs/platform/', 'docs/platform/index.md'],
  ['/doc/docs/integration/datasources/postgres/overview', 'docs/integration/datasources/postgres/overview.md'],
  ['/doc/docs/api/python-jdbc-connector', 'docs/api/python-jdbc-connector.md'],
  ['/doc/docs/getting-started/deployments/azure-deploy', 'docs/getting-started/deployments/azure-deploy.md'],
];

for (const [route, source] of PAGES) {
  test(`${route} links to ${source} and shows its last update`, async ({page}) => {
    await gotoHydrated(page, route);
    const edit = page.getByRole('link', {name: 'Edit this page'});
    await expect(edit).toHaveCount(1);
    await expect(edit).toHaveAttribute('href', `${DOCS_EDIT_URL}${source}`);

    const time = page.locator('article footer time[datetime]');
    await expect(time).toHaveCount(1);
    await expect(page.locator('article footer')).toContainText('Last updated');
    const when = Date.parse((await time.getAttribute('datetime')) ?? '');
    // A real commit date: after the project started, not in the future (the
    // development server shows a fixed date from 2018 instead).
    expect(when).toBeGreaterThan(Date.parse('2024-01-01'));
    expect(when).toBeLessThanOrEqual(Date.now() + 60_000);
  });
}

test('every doc page of the build has an edit link to an existing source file and a last-update date', () => {
  const docPaths = sitemapPaths().filter((p) => p.startsWith('/doc/docs/'));
  expect(docPaths.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const route of docPaths) {
    const rel = route.slice('/doc/'.length).replace(/\/$/, '');
    const html = [`build/${rel}/index.html`, `build/${rel}.html`].find((f) => fs.existsSync(f));
    if (!html) {
      problems.push(`${route}: no HTML file in build/`);
      continue;
    }
    const text = fs.readFileSync(html, 'utf8');
    const edit = [...text.matchAll(/href="([^"]+)"[^>]*>[^<]*(?:<[^>]+>)*Edit this page/g)].map((m) => m[1]);
    const source = edit[0]?.startsWith(DOCS_EDIT_URL) ? edit[0].slice(DOCS_EDIT_URL.length) : null;
    if (edit.length !== 1 || !source || !fs.existsSync(source)) problems.push(`${route}: edit links ${JSON.stringify(edit)}`);
    if (!/<time datetime="[^"]+" itemprop="dateModified">/.test(text)) problems.push(`${route}: no last-update date`);
  }
  expect(problems).toEqual([]);
});

test('the last-update line reads the same on a first visit and after a client-side navigation', async ({page}) => {
  // First visit: hydrated as rendered (src/theme/LastUpdated); a link: rendered by the theme.
  await gotoHydrated(page, '/doc/docs/sql/mappings');
  const line = page.locator('article footer .theme-last-updated');
  const firstVisit = (await line.innerText()).trim();
  expect(firstVisit).toMatch(/^Last updated on \w+ \d{1,2}, \d{4}$/);
  await gotoHydrated(page, '/doc/docs/sql/');
  await page.evaluate(() => Object.assign(window, {samePage: true}));
  await page.locator('article a[href="/doc/docs/sql/mappings"]').first().click();
  await expect(page).toHaveURL(/\/sql\/mappings$/);
  await expect(line).toHaveText(firstVisit);
  expect(await page.evaluate(() => (window as {samePage?: boolean}).samePage)).toBe(true);
});
