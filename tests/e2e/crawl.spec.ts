import fs from 'node:fs';
import type {BrowserContext, Page} from '@playwright/test';
import {test as base, expect, gotoHydrated, lateWorkDone, renderDiagrams} from './fixtures';
import {watchCsp} from './nginx-fixtures';
import {builtFileOf, builtSitemapPaths, sitemapPaths, normalise} from '../support/sitemap';
import {EXPECTED_ROUTES, SIDEBAR_MARKER, SPEC_ROUTES, sidebarOfDoc} from '../support/routes';
import {axeViolations} from '../support/axe';
import {writeFacts} from '../support/crawl-facts';
import {parseHtml, readServerHtml} from '../support/server-html';
import {
  buildSignatures,
  colorSample,
  COLOR_AUDIT_MARK,
  colorSampleOfBuild,
  colorsCoveredBefore,
  uncovered,
  walkSignatures,
  type TreeElement,
} from '../support/color-sample';
import {nginxSkipReason, startNginx} from '../../tools/serve/nginx';
import {ORIGIN, PORT} from '../support/env';
import {DOCS_EDIT_URL, DOCS_MCP, SITE_URL, docsMcpSentence} from '../../src/site';
import {markdownPathFor} from '../../src/shared/llms-paths';
import {markdownPointer} from '../../src/features/llms/llms-txt';
import {CARD_HEIGHT, CARD_WIDTH, socialCardPath} from '../../src/features/social-cards/paths';
import {ATOM_FEED, RSS_FEED} from '../../src/features/feeds/paths';
import {pngSize} from '../support/png';
import {canonicalPathOf} from '../support/copies';

/**
 * The one crawl of the site: every URL of the built sitemap, served by nginx
 * with the production configuration (deploy/nginx, tools/serve/nginx.ts),
 * each checked for everything a page must hold. Run it for some pages with
 * `ONLY_PATH=/doc/docs/sql/general npx playwright test --project=crawl`
 * (several: comma-separated).
 * - Without JavaScript, read from the HTML nginx serves with a parser
 *   (tests/support/server-html.ts, which applies the site's CSS to decide what
 *   a reader sees): status 200, a visible h1, text in <main>, a meta
 *   description.
 * - With JavaScript, in Chromium: title, no console error or uncaught
 *   exception, no Content-Security-Policy violation (nginx sends the
 *   production policy with every page), no WCAG 2.2 AA violation (axe-core)
 *   in light mode. The color rules (contrast, links told apart from text:
 *   about three quarters of axe's time) run in both modes on the pages of the
 *   color sample, each page for the elements the sample's earlier pages do
 *   not render (tests/support/color-sample.ts: pages that together render
 *   every combination of component, classes, inline style and the component
 *   around it that the build holds, which is what decides an element's
 *   colors; a page whose change brings a new combination joins it); every
 *   other rule runs on every page.
 * - The sidebar sidebars.ts gives the page's doc (the id Docusaurus writes
 *   into the class of <html>), or none; for a route of the specification,
 *   the sidebar the specification gives it.
 * - Doc pages: the edit link to an existing source file, the last-update date
 *   from the Git history, the "Copy page" button.
 * - Every page: its Markdown copy, announced in the head of doc pages, begins
 *   with a line that points to llms.txt, then the page's title, and holds no
 *   MDX; the page carries the visually hidden note for AI agents (the copy
 *   and llms.txt), a plain paragraph of the accessibility tree before the
 *   title; doc pages offer "Open in ChatGPT" and "Open in Claude" in the menu beside "Copy page".
 * - Every page, as link previews and feed readers get it (server-rendered
 *   head): its own social card (og:image, twitter:image) that exists as a
 *   1200×630 PNG, og:title, og:description, og:type, the canonical address,
 *   and the two release feeds.
 * What needs every page at once (links, reachability, llms.txt) is checked
 * after the crawl from the facts it records (tests/e2e/site.spec.ts).
 *
 * Each worker has one nginx and one tab that goes from page to page, as a
 * reader following links does: the pages share the HTTP cache (the hashed
 * scripts, styles and search files load once per worker; no request is routed,
 * which would turn the cache off) and the code the tab has compiled. After a
 * failure, the next page starts in a new tab.
 */
interface Site {
  origin: string;
  /** Whether the production Content-Security-Policy is served (nginx), so checked. */
  csp: boolean;
}

/**
 * The worker's reader: one tab that goes from page to page, as a reader following links does (the browser
 * keeps the tab's process and the code it compiled: a page then costs about a quarter less processor time
 * than in a new tab), with what the tab's console and the pages' CSP reports say since the last `next()`.
 */
interface Reader {
  /** The tab, cleared of the last page's messages; a new tab after a failure (`discard`). */
  next(): Promise<{page: Page; consoleErrors: string[]; cspViolations: Awaited<ReturnType<typeof watchCsp>>}>;
  /** Closes the tab, so that the next page starts in a new one. */
  discard(): Promise<void>;
}

const test = base.extend<object, {site: Site; tabs: BrowserContext; reader: Reader}>({
  site: [
    async ({}, use, workerInfo) => {
      // Locally without nginx, the static server (the CSP is then not checked: the test says so); in CI nginx is required.
      if (nginxSkipReason() !== null) {
        await use({origin: ORIGIN, csp: false});
        return;
      }
      const nginx = await startNginx({port: PORT + 2 + workerInfo.parallelIndex});
      await use({origin: nginx.origin, csp: true});
      await nginx.stop();
    },
    {scope: 'worker', timeout: 30_000},
  ],
  tabs: [
    async ({browser}, use) => {
      // The analytics script comes from the analytics stub (tests/e2e/fixtures.ts); no request is routed,
      // which would turn the HTTP cache off.
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      await use(context);
      await context.close();
    },
    {scope: 'worker'},
  ],
  reader: [
    async ({tabs}, use) => {
      type Tab = Awaited<ReturnType<Reader['next']>>;
      let tab: Tab | null = null;
      const discard = async () => {
        await tab?.page.close();
        tab = null;
      };
      await use({
        async next() {
          if (!tab) {
            const page = await tabs.newPage();
            const consoleErrors: string[] = [];
            page.on('console', (message) => {
              if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
            });
            page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
            tab = {page, consoleErrors, cspViolations: await watchCsp(page)};
          }
          tab.consoleErrors.splice(0);
          tab.cspViolations.clear();
          // The last page may have turned to dark mode; no color choice is stored, so light is the default.
          await tab.page.emulateMedia({colorScheme: 'light'});
          return tab;
        },
        discard,
      });
      await discard();
    },
    {scope: 'worker'},
  ],
});

const ONLY_PATH = process.env.ONLY_PATH;
// Without a build there is no page to crawl: one test says so (the spec still lists without a build).
const sitemap = builtSitemapPaths() ?? [];
if (sitemap.length === 0) test('a build to crawl', () => void sitemapPaths());
const only = ONLY_PATH
  ? ONLY_PATH.split(',')
      .map((p) => normalise(p.trim()))
      .filter(Boolean)
  : null;
const paths = only ? sitemap.filter((p) => only.includes(normalise(p))) : sitemap;
const notPages = only ? only.filter((p) => !sitemap.some((s) => normalise(s) === p)) : [];
if (notPages.length) throw new Error(`ONLY_PATH: ${notPages.join(', ')} not a page of the sitemap`);
/** The color sample of the build (tests/support/color-sample.ts), computed on first use. */
let sample: Set<string> | undefined;
const inColorSample = (path: string) => (sample ??= new Set(colorSampleOfBuild(sitemap))).has(path);
const fromSource = new Map(EXPECTED_ROUTES.map((r) => [normalise(r.path), r]));
const spec = new Map(SPEC_ROUTES.map((r) => [normalise(r.path), r]));

// Other routes of the sitemap (pages of src/pages, or routes a plugin adds) need no list: each is crawled below.
test('the sitemap holds every route of the specification and every doc', () => {
  const listed = new Set(sitemap.map(normalise));
  expect(
    [...spec.keys()].filter((p) => !listed.has(p)),
    'routes of the specification missing from the sitemap',
  ).toEqual([]);
  const docs = EXPECTED_ROUTES.filter((r) => r.docId !== null);
  expect(
    docs.filter((r) => !listed.has(normalise(r.path))).map((r) => `${r.path} (${r.source})`),
    'docs missing from the sitemap',
  ).toEqual([]);
});

test('the color sample the crawl uses (kept between runs) is the one this build gives, and renders every component and class combination', () => {
  const pages = buildSignatures(sitemap);
  const sample = colorSampleOfBuild(sitemap);
  expect(sample, 'the kept sample, against one computed now from the built pages').toEqual(colorSample(pages));
  expect(uncovered(sample, pages), 'signatures no page of the color sample renders').toEqual([]);
  test.info().annotations.push({
    type: 'color sample',
    description: `${sample.length} of ${sitemap.length} pages: ${sample.join(', ')}`,
  });
});

test('the color walker reads a page in the browser as in the built HTML, and marks the same elements', async ({
  tabs,
}) => {
  // The second page of the color sample, without its scripts: the same elements in both trees.
  const [first, second] = colorSampleOfBuild(sitemap);
  const html = fs.readFileSync(builtFileOf(second), 'utf8').replace(/<script\b[\s\S]*?<\/script>/g, '');
  const covered = colorsCoveredBefore(sitemap, second)!;
  expect(new Set(covered), 'before the second page: what the first renders').toEqual(
    buildSignatures(sitemap).get(first)!.signatures,
  );
  const body = parseHtml(html).querySelector('body')!;
  const server = walkSignatures({covered, mark: COLOR_AUDIT_MARK}, body as unknown as TreeElement);
  const page = await tabs.newPage();
  try {
    await page.setContent(html);
    const live = await page.evaluate(walkSignatures, {covered, mark: COLOR_AUDIT_MARK});
    expect(live.signatures.sort()).toEqual(server.signatures.sort());
    expect(live.elements).toBe(server.elements);
    // Some elements are new on the second page, not all.
    expect(live.marked).toBe(server.marked);
    expect(live.marked).toBeGreaterThan(0);
    expect(live.marked).toBeLessThan(live.elements);
    expect(await page.locator(`[${COLOR_AUDIT_MARK}]`).count()).toBe(live.marked);
  } finally {
    await page.close();
  }
});

/** Markdown without fenced code blocks and inline code: what must hold no MDX. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Fetches a file of the site, as a reader's browser or a feed reader would. */
async function get(url: string): Promise<Response> {
  return fetch(url, {headers: {'accept-encoding': 'gzip'}});
}

/** Without JavaScript: the page's HTML as nginx serves it, its head, its social card and its Markdown copy. Returns the page's title. */
async function checkServed(site: Site, path: string): Promise<string> {
  const url = site.origin + path;
  const response = await get(url);
  expect(response.status, 'HTTP status').toBe(200);
  if (site.csp)
    expect(response.headers.get('content-security-policy'), 'the production policy').toContain("default-src 'none'");
  else
    test
      .info()
      .annotations.push({type: 'not checked', description: 'the Content-Security-Policy: nginx is not installed here'});
  const server = readServerHtml(await response.text(), url);
  expect(server.visibleH1, 'visible h1 without JavaScript').toBeGreaterThan(0);
  expect(server.text, 'text in <main> without JavaScript').toBeGreaterThan(100);
  expect(server.description.trim().length, 'meta description').toBeGreaterThan(20);
  const {visibleH1: _h1, text: _text, head, ...facts} = server;
  writeFacts({path, origin: site.origin, ...facts});

  // Link previews and feed readers read the server-rendered head.
  const card = SITE_URL + socialCardPath(path);
  expect(head.meta['og:image'], "og:image: the page's own card").toEqual([card]);
  expect(head.meta['twitter:image'], 'twitter:image').toEqual([card]);
  expect(head.meta['twitter:card']).toEqual(['summary_large_image']);
  expect(head.meta['og:title']).toHaveLength(1);
  expect(head.meta['og:title'][0]).toMatch(/\S/);
  expect(head.meta['og:description'], 'og:description').toEqual(head.meta.description);
  expect(head.meta['og:type'], 'og:type').toEqual([path.startsWith('/doc/docs/') ? 'article' : 'website']);
  // Its own address, or the original's for a page that shows another page's text.
  expect(head.canonical, 'canonical address').toEqual([SITE_URL + canonicalPathOf(path)]);
  expect(head.feeds.sort(), 'release feeds').toEqual([
    `application/atom+xml /doc/${ATOM_FEED}`,
    `application/rss+xml /doc/${RSS_FEED}`,
  ]);
  const image = await get(site.origin + card.slice(SITE_URL.length));
  expect(image.status, card).toBe(200);
  expect(image.headers.get('content-type'), card).toBe('image/png');
  expect(pngSize(Buffer.from(await image.arrayBuffer())), `${card}: size`).toEqual({
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
  });

  const markdownUrl = markdownPathFor(path);
  const copy = await get(site.origin + markdownUrl);
  expect(copy.status, markdownUrl).toBe(200);
  expect(copy.headers.get('content-type'), markdownUrl).toMatch(/^text\/(markdown|plain)/);
  const markdown = await copy.text();
  // One line that leads to llms.txt, then the page's title.
  const [pointer, , ...rest] = markdown.split('\n');
  expect(pointer, `${markdownUrl}: first line`).toBe(markdownPointer(`${SITE_URL}/doc/llms.txt`));
  expect(
    rest.join('\n').startsWith(`# ${facts.title}\n`),
    `${markdownUrl} begins with the page's title after the pointer`,
  ).toBe(true);
  const text = prose(markdown);
  expect(text, `${markdownUrl}: import or export lines`).not.toMatch(/^\s*(import|export)\s/m);
  expect(text, `${markdownUrl}: JSX component tags`).not.toMatch(/<\/?[A-Z][\w.]*[\s/>]/);
  expect(text, `${markdownUrl}: HTML comments or tags`).not.toMatch(/<!--|<\/?(div|span|p|table|svg|button)\b/);
  expect(text, `${markdownUrl}: MDX expressions`).not.toMatch(/\{props\.|\{\/\*/);
  return facts.title;
}

/** With JavaScript, once hydrated: the sidebar, the doc page's links and buttons, the note for AI agents. */
async function checkHydrated(page: Page, path: string): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page).toHaveTitle(/\S/);

  // The sidebar: the one sidebars.ts gives the page's doc, or none. Read from the DOM in one call (each
  // assertion of a locator is a round trip to the browser).
  const markdownUrl = markdownPathFor(path);
  const dom = await page.evaluate(
    ({markers, markdownUrl}) => {
      const sidebars = document.querySelectorAll('.theme-doc-sidebar-container');
      return {
        docId: document.documentElement.className.match(/(?:^|\s)docs-doc-id-(\S+)/)?.[1] ?? null,
        sidebars: sidebars.length,
        markers: Object.fromEntries(
          Object.entries(markers).map(([name, href]) => [
            name,
            sidebars[0]?.querySelectorAll(`a[href="${CSS.escape(href)}"]`).length ?? 0,
          ]),
        ),
        updated: Array.from(document.querySelectorAll('article footer time[datetime]')).map((t) =>
          t.getAttribute('datetime'),
        ),
        alternates: document.head.querySelectorAll(
          `link[rel="alternate"][type="text/markdown"][href="${CSS.escape(markdownUrl)}"]`,
        ).length,
      };
    },
    {markers: SIDEBAR_MARKER, markdownUrl},
  );
  expect(dom.docId, 'the doc id the source files give this route').toBe(fromSource.get(normalise(path))?.docId ?? null);
  const expectedSidebar = dom.docId ? sidebarOfDoc(dom.docId) : null;
  const specRoute = spec.get(normalise(path));
  if (specRoute) expect(expectedSidebar, `the sidebar the specification gives ${path}`).toBe(specRoute.sidebar);
  if (expectedSidebar) {
    expect(dom.sidebars, 'doc sidebar').toBe(1);
    // Its own sidebar's marker link, and no other sidebar's.
    expect(
      Object.entries(dom.markers)
        .filter(([, count]) => count > 0)
        .map(([name]) => name),
      'the sidebars whose marker link the page shows',
    ).toEqual([expectedSidebar]);
  } else {
    expect(dom.sidebars, 'no sidebar on this page').toBe(0);
  }

  if (path.startsWith('/doc/docs/')) {
    // Role queries scoped to the component that holds them (a query over the whole page computes the role
    // and name of every element); each locator call is strict: it fails when it matches more than one.
    const editHref = await page
      .locator('.theme-doc-footer')
      .getByRole('link', {name: 'Edit this page'})
      .getAttribute('href');
    const source = editHref?.replace(DOCS_EDIT_URL, '') ?? '';
    expect(fs.existsSync(source), `edit link to an existing source file (${source})`).toBe(true);
    expect(dom.alternates, 'the Markdown copy announced in the head').toBe(1);
    // A real commit date: after the project started, not in the future.
    expect(dom.updated, 'one last-update date').toHaveLength(1);
    const updated = Date.parse(dom.updated[0] ?? '');
    expect(updated, 'last-update date').toBeGreaterThan(Date.parse('2024-01-01'));
    expect(updated).toBeLessThanOrEqual(Date.now() + 60_000);
    const actions = page.locator('[data-copy-page]');
    await expect(actions.getByRole('button', {name: 'Copy page'})).toBeVisible();
    // Open in ChatGPT / Claude, in the menu beside it: a new tab with a prompt that names the copy.
    await actions.getByRole('button', {name: 'More page actions'}).click();
    for (const name of ['ChatGPT', 'Claude']) {
      const link = actions.getByRole('menuitem', {name: `Open in ${name} (opens in a new tab)`});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      const prompt = new URL((await link.getAttribute('href')) ?? '').searchParams.get('q') ?? '';
      expect(prompt, `Open in ${name}: prompt`).toContain(`${SITE_URL}${markdownUrl}`);
    }
    await page.keyboard.press('Escape');
    await expect(actions.getByRole('menu', {name: 'Page actions'})).toBeHidden();
  }

  // The note for AI agents, near the top of the content: the page's copy and
  // llms.txt, out of sight, and in the accessibility tree as one plain
  // paragraph (no link to tab to, no heading), before the page's title.
  const note = await page.evaluate(() => {
    const notes = Array.from(document.querySelectorAll('[data-agent-directive]'));
    const e = notes[0];
    const box = e?.getBoundingClientRect();
    const title = document.querySelector('h1');
    return {
      count: notes.length,
      text: e?.textContent ?? '',
      tag: e?.tagName ?? '',
      focusable: e?.querySelectorAll('a, button, [tabindex], h1, h2, h3, h4, h5, h6').length ?? 0,
      hiddenVisually: !!box && box.width <= 1 && box.height <= 1,
      exposed: !!e && e.closest('[aria-hidden="true"], [hidden]') === null,
      // Tree order is document order here (the site sets no aria-owns).
      beforeTitle: !!e && !!title && !!(e.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING),
    };
  });
  expect(note.count, 'one note for AI agents').toBe(1);
  expect(note.text).toContain(`${SITE_URL}/doc/llms.txt`);
  expect(note.text).toContain(`${SITE_URL}${markdownUrl}`);
  // It names the docs MCP server, its tools and how to add it.
  expect(note.text).toContain(docsMcpSentence(`the page ${SITE_URL}/doc/${DOCS_MCP.guide}`));
  expect(note.tag).toBe('P');
  expect(note.focusable, 'links, buttons, tab stops or headings in the note').toBe(0);
  expect(note.hiddenVisually, 'visually hidden').toBe(true);
  expect(note.exposed, 'not hidden from assistive technology').toBe(true);
  // In the accessibility tree, a paragraph (the note's own part of the tree: one of the whole page took a
  // tenth of a second, more on long pages).
  expect(await page.locator('[data-agent-directive]').ariaSnapshot(), 'the note in the accessibility tree').toMatch(
    /^- paragraph: "?For AI assistants: this page is also published as Markdown/,
  );
  expect(note.beforeTitle, 'the note comes before the page title').toBe(true);
}

for (const path of paths) {
  test(`${path}`, async ({site, reader}) => {
    // Long pages (the tutorials) need a full axe audit, two in the color sample: room on a busy machine.
    test.setTimeout(120_000);
    // Each phase is a step: the report shows where a failure happened and what each phase took.
    await test.step('without JavaScript: the HTML, its head, the social card, the Markdown copy', () =>
      checkServed(site, path));

    // With JavaScript, in the worker's tab, which comes from the last page crawled.
    const {page, consoleErrors, cspViolations} = await reader.next();
    try {
      await test.step('load and hydrate', () => gotoHydrated(page, site.origin + path));
      await test.step('hydrated: sidebar, doc links and buttons, the note for AI agents', () =>
        checkHydrated(page, path));
      await test.step('late work: no console error, no CSP violation', async () => {
        // The search files, diagrams and fonts have had their chance to fail.
        expect(await lateWorkDone(page), 'the search box after loading the search files').toBe('ready');
        expect(consoleErrors).toEqual([]);
        expect(await cspViolations(), 'Content-Security-Policy violations').toEqual([]);
      });
      const sampled = inColorSample(path);
      // The color rules check what the sample's earlier pages do not render (tests/support/color-sample.ts).
      const covered = sampled ? colorsCoveredBefore(sitemap, path) : null;
      await test.step(sampled ? 'axe, light mode' : 'axe, light mode: every rule but the color rules', async () => {
        expect(
          await axeViolations(page, sampled ? 'all' : 'all-but-colors', covered),
          'accessibility, light mode',
        ).toEqual([]);
      });
      if (sampled) {
        await test.step('axe, dark mode: the color rules (a page of the color sample)', async () => {
          // No color choice is stored, so the page follows the system preference.
          await page.emulateMedia({colorScheme: 'dark'});
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
          // Diagrams switch to their dark drawing: wait until those have loaded.
          await renderDiagrams(page);
          // Only the color rules change outcome with the mode (tests/support/axe.ts), which waits until the
          // page is drawn in its dark colors.
          expect(await axeViolations(page, 'colors', covered), 'accessibility, dark mode').toEqual([]);
        });
      }
      expect(consoleErrors).toEqual([]);
      expect(await cspViolations(), 'Content-Security-Policy violations').toEqual([]);
    } catch (error) {
      // The next page starts in a new tab, whatever state this one is in.
      await reader.discard();
      throw error;
    }
  });
}
