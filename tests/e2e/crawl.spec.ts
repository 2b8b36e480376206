import fs from 'node:fs';
import type {BrowserContext} from '@playwright/test';
import {test as base, expect, gotoHydrated, renderDiagrams} from './fixtures';
import {sitemapPaths, normalise} from '../support/sitemap';
import {EXPECTED_ROUTES, SIDEBAR_MARKER, SPEC_ROUTES, sidebarOfDoc} from '../support/routes';
import {axeViolations} from '../support/axe';
import {writeFacts, type PageFacts} from '../support/crawl-facts';
import {DOCS_EDIT_URL, DOCS_MCP, SITE_URL, docsMcpSentence} from '../../src/constants';
import {markdownPathFor} from '../../src/plugins/llms/paths';
import {markdownPointer} from '../../src/plugins/llms/llms-txt';
import {CARD_HEIGHT, CARD_WIDTH, socialCardPath} from '../../src/plugins/social-cards/paths';
import {ATOM_FEED, RSS_FEED} from '../../src/plugins/feeds/paths';
import {pngSize} from '../support/png';
import {canonicalPathOf} from '../support/copies';

/**
 * The one crawl of the site: every URL of the built sitemap, each checked for
 * everything a page must hold. Run it for one page with
 * `ONLY_PATH=/doc/docs/sql/general npx playwright test --project=crawl`.
 * - Without JavaScript: status 200, a visible h1 and text in <main>.
 * - With JavaScript: title, meta description, no console error or uncaught
 *   exception, no WCAG 2.2 AA violation (axe-core) in light and in dark mode.
 * - The sidebar sidebars.ts gives the page's doc (the id Docusaurus writes
 *   into the class of <html>), or none; for a route of the specification,
 *   the sidebar the specification gives it.
 * - Doc pages: the edit link to an existing source file, the last-update date
 *   from the Git history, the "Copy page" button.
 * - Every page: its Markdown copy, announced in the head of doc pages, begins
 *   with a line that points to llms.txt, then the page's title, and holds no
 *   MDX; the page carries the visually hidden note for AI agents (the copy
 *   and llms.txt), a plain paragraph of the accessibility tree before the
 *   title; doc pages offer "Open in ChatGPT" and "Open in Claude".
 * - Every page, as link previews and feed readers get it (server-rendered
 *   head): its own social card (og:image, twitter:image) that exists as a
 *   1200×630 PNG, og:title, og:description, og:type, the canonical address,
 *   and the two release feeds.
 * What needs every page at once (links, reachability, llms.txt) is checked
 * after the crawl from the facts it records (tests/e2e/site.spec.ts).
 */
/** One context with JavaScript off per worker: a new context for each page cost about 0.7 s. */
const test = base.extend<object, {noScript: BrowserContext}>({
  noScript: [async ({browser}, use, workerInfo) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL: workerInfo.project.use.baseURL});
    await use(context);
    await context.close();
  }, {scope: 'worker'}],
});

const ONLY_PATH = process.env.ONLY_PATH;
const sitemap = sitemapPaths();
const paths = ONLY_PATH ? sitemap.filter((p) => normalise(p) === normalise(ONLY_PATH)) : sitemap;
if (ONLY_PATH && paths.length === 0) throw new Error(`ONLY_PATH=${ONLY_PATH} is not a page of the sitemap`);
const fromSource = new Map(EXPECTED_ROUTES.map((r) => [normalise(r.path), r]));
const spec = new Map(SPEC_ROUTES.map((r) => [normalise(r.path), r]));

// Other routes of the sitemap (pages of src/pages, or routes a plugin adds) need no list: each is crawled below.
test('the sitemap holds every route of the specification and every doc', () => {
  const listed = new Set(sitemap.map(normalise));
  expect([...spec.keys()].filter((p) => !listed.has(p)), 'routes of the specification missing from the sitemap').toEqual([]);
  const docs = EXPECTED_ROUTES.filter((r) => r.docId !== null);
  expect(docs.filter((r) => !listed.has(normalise(r.path))).map((r) => `${r.path} (${r.source})`), 'docs missing from the sitemap').toEqual([]);
});

/** Markdown without fenced code blocks and inline code: what must hold no MDX. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** What the server-rendered head says about the page to link previews and feed readers. */
interface HeadFacts {
  meta: Record<string, string[]>;
  canonical: string[];
  feeds: string[];
}

/** The page as a reader without JavaScript gets it: readable, and what it links to. */
async function readWithoutJavaScript(context: BrowserContext, url: string): Promise<PageFacts & {status: number; visibleH1: number; text: number; head: HeadFacts}> {
  const page = await context.newPage();
  try {
    const response = await page.goto(url, {waitUntil: 'domcontentloaded'});
    const facts = await page.evaluate(() => ({
      title: (document.querySelector('h1')?.textContent ?? '').replace(/\u200b/g, '').replace(/\s+/g, ' ').trim(),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      visibleH1: Array.from(document.querySelectorAll('h1')).filter((h) => h.checkVisibility()).length,
      text: (document.querySelector('main') as HTMLElement | null)?.innerText.trim().length ?? 0,
      links: Array.from(document.querySelectorAll('a[href]'), (a) => ({href: (a as HTMLAnchorElement).href, visible: a.checkVisibility()})),
      ids: Array.from(document.querySelectorAll('[id]'), (e) => e.id),
      head: {
        meta: Object.fromEntries(['og:image', 'og:image:width', 'og:image:height', 'twitter:image', 'twitter:card', 'og:title',
          'og:description', 'og:type', 'description'].map((key) => [key,
          Array.from(document.head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`), (m) => m.getAttribute('content') ?? '')])),
        canonical: Array.from(document.head.querySelectorAll('link[rel="canonical"]'), (l) => l.getAttribute('href') ?? ''),
        feeds: Array.from(document.head.querySelectorAll('link[rel="alternate"][type$="+xml"]'), (l) => `${l.getAttribute('type')} ${l.getAttribute('href')}`),
      },
    }));
    return {path: url, status: response?.status() ?? 0, ...facts};
  } finally {
    await page.close();
  }
}

for (const path of paths) {
  test(`${path}`, async ({page, noScript, request, consoleErrors}) => {
    // Long pages (the tutorials) need two full axe audits: give them room on a busy machine.
    test.setTimeout(120_000);

    const server = await readWithoutJavaScript(noScript, path);
    expect(server.status, 'HTTP status').toBe(200);
    expect(server.visibleH1, 'visible h1 without JavaScript').toBeGreaterThan(0);
    expect(server.text, 'text in <main> without JavaScript').toBeGreaterThan(100);
    expect(server.description.trim().length, 'meta description').toBeGreaterThan(20);
    const {status: _status, visibleH1: _h1, text: _text, head, ...facts} = server;
    writeFacts(facts);

    // Link previews and feed readers read the server-rendered head.
    const card = SITE_URL + socialCardPath(path);
    expect(head.meta['og:image'], 'og:image: the page\'s own card').toEqual([card]);
    expect(head.meta['twitter:image'], 'twitter:image').toEqual([card]);
    expect(head.meta['twitter:card']).toEqual(['summary_large_image']);
    expect(head.meta['og:title']).toHaveLength(1);
    expect(head.meta['og:title'][0]).toMatch(/\S/);
    expect(head.meta['og:description'], 'og:description').toEqual(head.meta.description);
    expect(head.meta['og:type'], 'og:type').toEqual([path.startsWith('/doc/docs/') ? 'article' : 'website']);
    // Its own address, or the original's for a page that shows another page's text.
    expect(head.canonical, 'canonical address').toEqual([SITE_URL + canonicalPathOf(path)]);
    expect(head.feeds.sort(), 'release feeds').toEqual([`application/atom+xml /doc/${ATOM_FEED}`, `application/rss+xml /doc/${RSS_FEED}`]);
    const image = await request.get(card.slice(SITE_URL.length));
    expect(image.status(), card).toBe(200);
    expect(image.headers()['content-type'], card).toBe('image/png');
    expect(pngSize(await image.body()), `${card}: size`).toEqual({width: CARD_WIDTH, height: CARD_HEIGHT});

    await gotoHydrated(page, path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page).toHaveTitle(/\S/);

    // The sidebar: the one sidebars.ts gives the page's doc, or none.
    const docId = (await page.locator('html').getAttribute('class'))?.match(/(?:^|\s)docs-doc-id-(\S+)/)?.[1] ?? null;
    expect(docId, 'the doc id the source files give this route').toBe(fromSource.get(normalise(path))?.docId ?? null);
    const expectedSidebar = docId ? sidebarOfDoc(docId) : null;
    const specRoute = spec.get(normalise(path));
    if (specRoute) expect(expectedSidebar, `the sidebar the specification gives ${path}`).toBe(specRoute.sidebar);
    const sidebar = page.locator('.theme-doc-sidebar-container');
    if (expectedSidebar) {
      await expect(sidebar, 'doc sidebar').toHaveCount(1);
      await expect(sidebar.locator(`a[href="${SIDEBAR_MARKER[expectedSidebar]}"]`).first()).toBeAttached();
      for (const [name, marker] of Object.entries(SIDEBAR_MARKER)) {
        if (name !== expectedSidebar) await expect(sidebar.locator(`a[href="${marker}"]`)).toHaveCount(0);
      }
    } else {
      await expect(sidebar, 'no sidebar on this page').toHaveCount(0);
    }

    const markdownUrl = markdownPathFor(path);
    if (path.startsWith('/doc/docs/')) {
      const edit = page.getByRole('link', {name: 'Edit this page'});
      await expect(edit).toHaveCount(1);
      const source = (await edit.getAttribute('href'))?.replace(DOCS_EDIT_URL, '') ?? '';
      expect(fs.existsSync(source), `edit link to an existing source file (${source})`).toBe(true);
      // A real commit date: after the project started, not in the future.
      const updated = Date.parse((await page.locator('article footer time[datetime]').getAttribute('datetime')) ?? '');
      expect(updated, 'last-update date').toBeGreaterThan(Date.parse('2024-01-01'));
      expect(updated).toBeLessThanOrEqual(Date.now() + 60_000);
      await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
      // Open in ChatGPT / Claude, next to it: a new tab with a prompt that names the copy.
      for (const name of ['ChatGPT', 'Claude']) {
        const link = page.getByRole('link', {name: `Open in ${name} (opens in a new tab)`});
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('target', '_blank');
        const prompt = new URL((await link.getAttribute('href')) ?? '').searchParams.get('q') ?? '';
        expect(prompt, `Open in ${name}: prompt`).toContain(`${SITE_URL}${markdownUrl}`);
      }
      await expect(page.locator(`head link[rel="alternate"][type="text/markdown"][href="${markdownUrl}"]`)).toHaveCount(1);
    }
    const copy = await request.get(markdownUrl);
    expect(copy.status(), markdownUrl).toBe(200);
    expect(copy.headers()['content-type'], markdownUrl).toMatch(/^text\/(markdown|plain)/);
    const markdown = await copy.text();
    // One line that leads to llms.txt, then the page's title.
    const [pointer, , ...rest] = markdown.split('\n');
    expect(pointer, `${markdownUrl}: first line`).toBe(markdownPointer(`${SITE_URL}/doc/llms.txt`));
    expect(rest.join('\n').startsWith(`# ${facts.title}\n`), `${markdownUrl} begins with the page's title after the pointer`).toBe(true);

    // The note for AI agents, near the top of the content: the page's copy and
    // llms.txt, out of sight, and in the accessibility tree as one plain
    // paragraph (no link to tab to, no heading), before the page's title.
    const directive = page.locator('[data-agent-directive]');
    await expect(directive, 'one note for AI agents').toHaveCount(1);
    const note = (await directive.textContent()) ?? '';
    expect(note).toContain(`${SITE_URL}/doc/llms.txt`);
    expect(note).toContain(`${SITE_URL}${markdownUrl}`);
    // It names the docs MCP server, its tools and how to add it.
    expect(note).toContain(docsMcpSentence(`the page ${SITE_URL}/doc/${DOCS_MCP.guide}`));
    expect(await directive.evaluate((e) => e.tagName)).toBe('P');
    await expect(directive.locator('a, button, [tabindex], h1, h2, h3, h4, h5, h6')).toHaveCount(0);
    const box = await directive.boundingBox();
    expect(box && box.width <= 1 && box.height <= 1, 'visually hidden').toBe(true);
    expect(await directive.evaluate((e) => e.closest('[aria-hidden="true"], [hidden]') === null), 'not hidden from assistive technology').toBe(true);
    const tree = (await page.locator('body').ariaSnapshot()).split('\n');
    const noteLine = tree.findIndex((line) => line.includes('For AI assistants: this page is also published as Markdown'));
    expect(tree[noteLine] ?? '', 'the note is a paragraph of the accessibility tree').toMatch(/^\s*- paragraph: /);
    const titleLine = tree.findIndex((line) => /^\s*- heading .*\[level=1\]/.test(line));
    expect(noteLine, 'the note comes before the page title').toBeLessThan(titleLine);
    const text = prose(markdown);
    expect(text, `${markdownUrl}: import or export lines`).not.toMatch(/^\s*(import|export)\s/m);
    expect(text, `${markdownUrl}: JSX component tags`).not.toMatch(/<\/?[A-Z][\w.]*[\s/>]/);
    expect(text, `${markdownUrl}: HTML comments or tags`).not.toMatch(/<!--|<\/?(div|span|p|table|svg|button)\b/);
    expect(text, `${markdownUrl}: MDX expressions`).not.toMatch(/\{props\.|\{\/\*/);

    // Late work (the search index, lazy chunks, diagrams) has had its chance to fail.
    await page.waitForLoadState('networkidle');
    await renderDiagrams(page);
    expect(consoleErrors).toEqual([]);

    expect(await axeViolations(page), 'accessibility, light mode').toEqual([]);
    // No colour choice is stored, so the page follows the system preference.
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Diagrams switch to their dark drawing: wait until those have loaded.
    await renderDiagrams(page);
    // Only the color rules change outcome with the mode (tests/support/axe.ts).
    expect(await axeViolations(page, 'colors'), 'accessibility, dark mode').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
