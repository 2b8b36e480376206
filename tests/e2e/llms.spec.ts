/**
 * AI readers: llms.txt, llms-full.txt, the Markdown copy of every page (all
 * written at build time by src/plugins/llms) and the "Copy page" button.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {APIRequestContext} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {sitemapPaths} from '../support/sitemap';
import {axeViolations} from '../support/axe';
import {DATASOURCES} from '../../src/data/datasources';
import {NAV_SECTIONS, SITE_URL} from '../../src/constants';
import {markdownPathFor} from '../../src/plugins/llms/paths';

const ROOT = path.resolve(__dirname, '..', '..');

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

interface PageFacts {
  path: string;
  html: string;
  title: string;
  description: string;
}

/** The title (first h1) and meta description of a built page, read from its HTML. */
async function pageFacts(request: APIRequestContext, pagePath: string): Promise<PageFacts> {
  const response = await request.get(pagePath);
  expect(response.status(), pagePath).toBe(200);
  const html = await response.text();
  const h1 = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/);
  const meta = html.match(/<meta\b[^>]*\bname="description"[^>]*\bcontent="([^"]*)"/);
  expect(h1, `${pagePath}: h1`).not.toBeNull();
  expect(meta, `${pagePath}: meta description`).not.toBeNull();
  expect(meta![1].trim(), `${pagePath}: meta description`).not.toBe('');
  return {path: pagePath, html, title: decode(h1![1]), description: decode(meta![1])};
}

async function allPageFacts(request: APIRequestContext): Promise<PageFacts[]> {
  return Promise.all(sitemapPaths().map((p) => pageFacts(request, p)));
}

/** Markdown with fenced code blocks and inline code removed: what must hold no MDX. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Fenced code blocks of a source file, as the Markdown copy must show them. */
function sourceFences(file: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return [...source.matchAll(/^```(\w+)([^\n]*)\n([\s\S]*?)\n```$/gm)].map(([, lang, meta, code]) => {
    const title = meta.match(/title="([^"]*)"/)?.[1];
    return `\`\`\`${lang}${title ? ` title="${title}"` : ''}\n${code}\n\`\`\``;
  });
}

test.describe('llms.txt and llms-full.txt', () => {
  test('llms.txt lists every sitemap page with its title and description, by section', async ({request}) => {
    const response = await request.get('/doc/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const txt = await response.text();
    expect(txt).toMatch(/^# .+\n\n> .+\n/);
    const pages = await allPageFacts(request);
    for (const page of pages) {
      const line = `- [${page.title.replace(/[[\]\\]/g, '\\$&')}](${SITE_URL}${page.path})` +
        (page.description ? `: ${page.description}` : '');
      expect(txt.split('\n'), page.path).toContain(line);
    }
    // Nothing else is listed: one entry per sitemap page.
    expect(txt.split('\n').filter((l) => l.startsWith('- ['))).toHaveLength(pages.length);
    // The five navigation sections, in navigation order.
    const headings = txt.split('\n').filter((l) => l.startsWith('## ')).map((l) => l.slice(3));
    expect(headings.filter((h) => NAV_SECTIONS.some((s) => s.label === h))).toEqual(NAV_SECTIONS.map((s) => s.label));
    // A page lands in its own section: the SQL reference's general page under "SQL Reference".
    const sqlSection = txt.split('\n## ').find((s) => s.startsWith('SQL Reference\n'))!;
    expect(sqlSection).toContain(`(${SITE_URL}/doc/docs/sql/general)`);
    expect(sqlSection).not.toContain(`(${SITE_URL}/doc/docs/api/`);
  });

  test('the description is the front-matter description', async ({request}) => {
    const txt = await (await request.get('/doc/llms.txt')).text();
    const source = fs.readFileSync(path.join(ROOT, 'docs/sql/general.md'), 'utf8');
    const description = source.match(/^description: (.+)$/m)![1].replace(/^['"]|['"]$/g, '');
    expect(txt).toContain(`(${SITE_URL}/doc/docs/sql/general): ${description}\n`);
  });

  test('llms-full.txt holds the full Markdown copy of every page', async ({request}) => {
    const response = await request.get('/doc/llms-full.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const full = await response.text();
    for (const pagePath of sitemapPaths()) {
      const markdown = await (await request.get(markdownPathFor(pagePath))).text();
      expect(full, pagePath).toContain(`Source: ${SITE_URL}${pagePath}\n\n${markdown.trim()}\n`);
    }
    // Not-content routes stay out.
    expect(full).not.toContain(`${SITE_URL}/doc/search`);
    expect(full).not.toContain(`${SITE_URL}/doc/tests/`);
  });
});

test.describe('Markdown copies', () => {
  test('every sitemap page has a Markdown copy that begins with its title and holds no MDX', async ({request}) => {
    for (const page of await allPageFacts(request)) {
      const mdPath = markdownPathFor(page.path);
      const response = await request.get(mdPath);
      expect(response.status(), mdPath).toBe(200);
      expect(response.headers()['content-type'], mdPath).toMatch(/^text\/(markdown|plain)/);
      const markdown = await response.text();
      expect(markdown.startsWith(`# ${page.title}\n`), `${mdPath} begins with its title`).toBe(true);
      const text = prose(markdown);
      expect(text, `${mdPath}: import or export lines`).not.toMatch(/^\s*(import|export)\s/m);
      expect(text, `${mdPath}: JSX component tags`).not.toMatch(/<\/?[A-Z][\w.]*[\s/>]/);
      expect(text, `${mdPath}: HTML comments or tags`).not.toMatch(/<!--|<\/?(div|span|p|table|svg|button)\b/);
      expect(text, `${mdPath}: MDX expressions`).not.toMatch(/\{props\.|\{\/\*/);
      if (page.path.startsWith('/doc/docs/')) {
        // Doc pages announce the copy in their head, and offer the button in the server-rendered HTML.
        const alternate = [...page.html.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/g)].map((m) => m[0]);
        expect(alternate.filter((l) => l.includes('type="text/markdown"') && l.includes(`href="${mdPath}"`)), page.path)
          .toHaveLength(1);
        expect(page.html, page.path).toMatch(/<button[^>]*>Copy page<\/button>/);
      }
    }
  });

  test('the copy of a catalog-driven data source page holds the rendered catalog facts', async ({request}) => {
    const mysql = DATASOURCES.find((d) => d.slug === 'mysql')!;
    const markdown = await (await request.get('/doc/docs/integration/datasources/mysql/overview.md')).text();
    expect(markdown).toMatch(/^# MySQL\n/);
    expect(markdown).toMatch(new RegExp(`\\| Default port \\| \`${mysql.defaultPort}\``));
    for (const driver of mysql.drivers) expect(markdown).toContain(`\`${driver.className}\``);
    // Headings of the shared partial, text that the partial computes from the slug.
    for (const heading of ['## Connection facts', '## Connection URL', '## Authentication methods']) {
      expect(markdown).toContain(`\n${heading}\n`);
    }
    expect(markdown).toContain(`host on port \`${mysql.defaultPort}\``);
    // The page's own SQL, fenced with its language, exactly as in the source.
    const fences = sourceFences('docs/integration/datasources/mysql/_mysql-body.mdx').filter((f) => f.startsWith('```sql'));
    expect(fences.length).toBeGreaterThan(0);
    for (const fence of fences) expect(markdown).toContain(fence);
  });

  test('code blocks keep their language, title and exact text; tables stay tables', async ({request}) => {
    const markdown = await (await request.get('/doc/docs/sql/general.md')).text();
    const fences = sourceFences('docs/sql/general.md');
    expect(fences.length).toBeGreaterThan(3);
    for (const fence of fences) expect(markdown).toContain(fence);
    expect(markdown).toMatch(/^\| Schema \| Columns you get \| Typical use \|\n\| - \| - \| - \|\n\| `timbr` \|/m);
    expect(markdown).toContain(`](${SITE_URL}/doc/docs/sql/#`); // site links are absolute
  });

  test('diagrams keep their Mermaid source, which the search does not index', async ({request}) => {
    const markdown = await (await request.get('/doc/docs/sql/jobs.md')).text();
    const fences = sourceFences('docs/sql/jobs.md').filter((f) => f.startsWith('```mermaid'));
    expect(fences.length).toBeGreaterThan(0);
    for (const fence of fences) expect(markdown).toContain(fence);
    const firstLine = fences[0].split('\n')[1];
    const files = fs.readdirSync(path.join(ROOT, 'build')).filter((f) => /^search-(doc|index)-.*\.json$/.test(f));
    expect(files).toHaveLength(2);
    for (const file of files) expect(fs.readFileSync(path.join(ROOT, 'build', file), 'utf8')).not.toContain(firstLine.trim());
  });

  test('the API connector pages hold the text of their partials', async ({request}) => {
    const markdown = await (await request.get('/doc/docs/integration/python/python_http.md')).text();
    const source = fs.readFileSync(path.join(ROOT, 'docs/integration/python/_python-http-connector.mdx'), 'utf8');
    const heading = source.match(/^## (.+)$/m)![1];
    expect(markdown).toContain(`\n## ${heading}\n`);
    expect(prose(markdown)).not.toMatch(/<[A-Z]/);
  });
});

test.describe('Copy page button', () => {
  const PAGE = '/doc/docs/sql/general';

  for (const pagePath of [PAGE, '/doc/docs/integration/datasources/mysql/overview']) {
    test(`copies the exact Markdown copy of ${pagePath}`, async ({page, context, request, consoleErrors}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const expected = await (await request.get(markdownPathFor(pagePath))).text();
      await gotoHydrated(page, pagePath);
      const button = page.getByRole('button', {name: 'Copy page'});
      await expect(button).toBeVisible();
      // The live region exists before anything is announced.
      const status = page.locator('article [role="status"]');
      await expect(status).toBeAttached();
      await expect(status).toHaveText('');
      await button.click();
      await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
      await expect(status).toHaveText('Page copied to the clipboard as Markdown.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('says so and links to the Markdown copy when the copy cannot be fetched', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route('**/*.md', (route) => route.abort());
    await gotoHydrated(page, PAGE);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.getByRole('button', {name: 'Copy page'}).click();
    const status = page.locator('article [role="status"]');
    await expect(status).toBeVisible();
    await expect(status).toContainText('Could not copy the page.');
    await expect(status.getByRole('link', {name: 'Open the Markdown copy'})).toHaveAttribute('href', `${PAGE}.md`);
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeEnabled();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
  });

  test('says so when the clipboard is missing', async ({page}) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined}));
    await gotoHydrated(page, PAGE);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.locator('article [role="status"]')).toContainText('Could not copy the page.');
  });

  test('says so when clipboard access is denied', async ({page}) => {
    await page.addInitScript(() => {
      const deny = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
      Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => ({write: deny, writeText: deny})});
    });
    await gotoHydrated(page, PAGE);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.locator('article [role="status"]')).toContainText('Could not copy the page.');
  });

  test('passes axe in light and dark mode, in its failure state too, and is left out of print', async ({page}) => {
    test.slow(); // two full axe audits on a busy machine
    await page.route('**/*.md', (route) => route.abort());
    await gotoHydrated(page, '/doc/docs/general/changelog'); // a short page: the audits cover the whole page
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.locator('article [role="status"]')).toContainText('Could not copy the page.');
    expect(await axeViolations(page), 'light mode').toEqual([]);
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await axeViolations(page), 'dark mode').toEqual([]);
    await page.emulateMedia({media: 'print'});
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeHidden();
    await expect(page.locator('article h1')).toBeVisible();
  });
});
