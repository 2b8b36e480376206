/** The crawl's checks of a page with JavaScript, once hydrated: the sidebar, the doc page's links and buttons, the note for AI agents. */
import fs from 'node:fs';
import type {Page} from '@playwright/test';
import {expect} from './crawl-fixtures';
import {normalise} from '../support/sitemap';
import {EXPECTED_ROUTES, SIDEBAR_MARKER, SPEC_ROUTES, sidebarOfDoc} from '../support/routes';
import {DOCS_EDIT_URL, DOCS_MCP, SITE_URL, docsMcpSentence} from '../../src/site';
import {markdownPathFor} from '../../src/shared/llms-paths';

const fromSource = new Map(EXPECTED_ROUTES.map((r) => [normalise(r.path), r]));
const spec = new Map(SPEC_ROUTES.map((r) => [normalise(r.path), r]));

/** With JavaScript, once hydrated: the sidebar, the doc page's links and buttons, the note for AI agents. */
export async function checkHydrated(page: Page, path: string): Promise<void> {
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
