/**
 * AI readers: llms.txt, llms-full.txt, the Markdown copies (all written at
 * build time by src/features/llms) and the "Copy page" button. The crawl checks
 * every page's copy (tests/e2e/crawl.spec.ts), and tests/e2e/site.spec.ts that
 * the two index files cover every page; here, what the copies must keep.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {axeViolations} from '../support/axe';
import {DATASOURCES} from '../../src/features/catalogs/data/datasources';
import {DOCS_MCP, SITE_URL, docsMcpSentence} from '../../src/site';
import {markdownPathFor} from '../../src/shared/llms-paths';
import {openSampleGraph} from '../../src/features/runnable-sql/sample-graph';
import {EXAMPLES} from '../../src/features/runnable-sql/theme/SqlPlayground/examples';
import {readGlossary} from '../../src/features/glossary/catalog.mjs';
import {SEARCH_FOLDER} from '@timbr-docs/search';
import {outlineOf, type OutlineConcept} from '@timbr-docs/sql';

const ROOT = path.resolve(__dirname, '..', '..');

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

test('llms.txt takes each description from the front matter', async ({request}) => {
  const txt = await (await request.get('/doc/llms.txt')).text();
  const source = fs.readFileSync(path.join(ROOT, 'docs/sql/general.md'), 'utf8');
  const description = source.match(/^description: (.+)$/m)![1].replace(/^['"]|['"]$/g, '');
  expect(txt).toContain(`(${SITE_URL}/doc/docs/sql/general.md): ${description}\n`);
});

test('llms.txt names the docs MCP server, its tools, its address and command, and links the page that says how to add it', async ({
  request,
}) => {
  const txt = await (await request.get('/doc/llms.txt')).text();
  const guide = `${SITE_URL}/doc/${DOCS_MCP.guide}.md`;
  const head = txt.slice(0, txt.indexOf('\n## '));
  expect(head).toContain(docsMcpSentence(guide));
  expect((await request.get(new URL(guide).pathname)).status()).toBe(200);
  // Its entry in the MCP registry's format, linked and served.
  const entry = `${SITE_URL}/doc/${DOCS_MCP.registryEntry}`;
  expect(head).toContain(`(server.json): ${entry}`);
  const served = await request.get(new URL(entry).pathname);
  expect(served.status()).toBe(200);
  expect((await served.json()).remotes).toEqual([{type: 'streamable-http', url: `${SITE_URL}/doc/${DOCS_MCP.path}`}]);
});

test.describe('Markdown copies', () => {
  test('the copy of a catalog-driven data source page holds the rendered catalog facts', async ({request}) => {
    const mysql = DATASOURCES.find((d) => d.slug === 'mysql')!;
    const markdown = await (await request.get('/doc/docs/integration/datasources/mysql/overview.md')).text();
    // The pointer to llms.txt, then the page.
    expect(markdown).toMatch(/^> [^\n]*\/doc\/llms\.txt\n\n# MySQL\n/);
    expect(markdown).toMatch(new RegExp(`\\| Default port \\| \`${mysql.defaultPort}\``));
    for (const driver of mysql.drivers) expect(markdown).toContain(`\`${driver.className}\``);
    // Headings of the shared partial, text that the partial computes from the slug.
    for (const heading of ['## Connection facts', '## Connection URL', '## Authentication methods']) {
      expect(markdown).toContain(`\n${heading}\n`);
    }
    expect(markdown).toContain(`host on port \`${mysql.defaultPort}\``);
    // The page's own SQL, fenced with its language, exactly as in the source.
    const fences = sourceFences('docs/integration/datasources/mysql/_mysql-body.mdx').filter((f) =>
      f.startsWith('```sql'),
    );
    expect(fences.length).toBeGreaterThan(0);
    for (const fence of fences) expect(markdown).toContain(fence);
  });

  test('code blocks keep their language, title and exact text; tables stay tables', async ({request}) => {
    const markdown = await (await request.get('/doc/docs/sql/general.md')).text();
    const fences = sourceFences('docs/sql/general.md');
    expect(fences.length).toBeGreaterThan(3);
    for (const fence of fences) expect(markdown).toContain(fence);
    // The schemas table comes from a partial the page imports (docs/_shared/_virtual-schemas.mdx).
    expect(markdown).toMatch(
      /^\| Schema \| Definition \| What each concept shows \| Use it when \|\n\| - \| - \| - \| - \|\n\| \[?`timbr`/m,
    );
    expect(markdown).toContain(`](${SITE_URL}/doc/docs/sql/#`); // site links are absolute
  });

  test('diagrams keep their Mermaid source, which the search does not index', async ({request}) => {
    const markdown = await (await request.get('/doc/docs/sql/jobs.md')).text();
    const fences = sourceFences('docs/sql/jobs.md').filter((f) => f.startsWith('```mermaid'));
    expect(fences.length).toBeGreaterThan(0);
    for (const fence of fences) expect(markdown).toContain(fence);
    const firstLine = fences[0].split('\n')[1];
    // The search index: its manifest and every fragment.
    const folder = path.join(ROOT, 'build', SEARCH_FOLDER);
    const files = fs.readdirSync(folder).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(fs.readFileSync(path.join(folder, file), 'utf8')).not.toContain(firstLine.trim());
  });

  test("the playground's copy carries the model as text: concepts, relationships, measures, views and example questions", async ({
    request,
  }) => {
    const markdown = await (await request.get('/doc/docs/playground.md')).text();
    const graph = await openSampleGraph(ROOT);
    const outline = outlineOf(graph.model);
    const concepts: OutlineConcept[] = [];
    const walk = (c: OutlineConcept) => {
      concepts.push(c);
      c.children.forEach(walk);
    };
    outline.concepts.forEach(walk);
    expect(concepts.length).toBeGreaterThan(5);
    for (const c of concepts) {
      expect(markdown).toMatch(new RegExp(`^ *- ${c.name}\\b`, 'm'));
      for (const p of c.properties) expect(markdown).toContain(`\`${p.name}\` ${p.type}`);
      for (const r of c.relationships) expect(markdown).toContain(`\`${r.name}\` → ${r.target}`);
      for (const m of c.measures) expect(markdown).toContain(`\`measure.${m}\``);
    }
    expect(outline.views.length).toBeGreaterThan(0);
    for (const v of outline.views) expect(markdown).toMatch(new RegExp(`^ *- \`${v}\`$`, 'm'));
    for (const e of EXAMPLES) expect(markdown).toContain(`- ${e.question}\n`);
    // No list item without text.
    expect(markdown).not.toMatch(/^ *-[ \t]*$/m);
  });

  test('a glossary term in a copy is a link to its entry, without the definition', async ({request}) => {
    const markdown = await (await request.get('/doc/docs/sql/general.md')).text();
    const links = [...markdown.matchAll(/\]\((\S*\/getting-started\/glossary#[^)\s]+)( "[^"]*")?\)/g)];
    expect(links.length).toBeGreaterThan(2);
    expect(links.filter((l) => l[2])).toEqual([]);
    // Nor does the definition of the page's first term appear next to it.
    const glossary = readGlossary(ROOT);
    const first = glossary.find((t) => links[0][1].endsWith(`#${t.id}`))!;
    expect(markdown).not.toContain(first.definition.replace(/`/g, '').slice(0, 40));
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
      const status = page.locator('[data-copy-page] [role="status"]');
      await expect(status).toBeAttached();
      await expect(status).toHaveText('');
      await button.click();
      // Both at once: they show for a few seconds only, and a slow machine could stall between two waits.
      await Promise.all([
        expect(page.getByRole('button', {name: 'Copied'})).toBeVisible(),
        expect(status).toHaveText('Page copied to the clipboard as Markdown.'),
      ]);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the arrow beside it opens a menu of the Open-in links: keyboard, Escape, a press outside; the title keeps its line', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, PAGE);
    const toggle = page.getByRole('button', {name: 'More page actions'});
    const menu = page.getByRole('menu', {name: 'Page actions'});
    const items = menu.getByRole('menuitem');
    await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    // Enter opens it on its first item; the arrows go round; Escape closes it and gives the focus back.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(items).toHaveText(['Open in ChatGPT (opens in a new tab)', 'Open in Claude (opens in a new tab)']);
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Arrow up opens it on its last item; a press elsewhere closes it.
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(1)).toBeFocused();
    await page.locator('.theme-doc-markdown p').first().click();
    await expect(menu).toBeHidden();
    // The control has its own row above the title, at 1280 px and on a phone.
    for (const width of [1280, 390]) {
      await page.setViewportSize({width, height: 800});
      const control = (await page.locator('[data-copy-page]').boundingBox())!;
      const title = (await page.locator('article h1').boundingBox())!;
      expect(control.y + control.height, `${width} px: the control is above the title`).toBeLessThanOrEqual(title.y);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('says so and links to the Markdown copy when the copy cannot be fetched', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route('**/*.md', (route) => route.abort());
    await gotoHydrated(page, PAGE);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.getByRole('button', {name: 'Copy page'}).click();
    const status = page.locator('[data-copy-page] [role="status"]');
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
    await expect(page.locator('[data-copy-page] [role="status"]')).toContainText('Could not copy the page.');
  });

  test('says so when clipboard access is denied', async ({page}) => {
    await page.addInitScript(() => {
      const deny = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
      Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => ({write: deny, writeText: deny})});
    });
    await gotoHydrated(page, PAGE);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.locator('[data-copy-page] [role="status"]')).toContainText('Could not copy the page.');
  });

  test('passes axe in light and dark mode, in its failure state too, and is left out of print', async ({page}) => {
    test.slow(); // two full axe audits on a busy machine
    await page.route('**/*.md', (route) => route.abort());
    await gotoHydrated(page, '/doc/docs/general/changelog'); // a short page: the audits cover the whole page
    const button = page.getByRole('button', {name: 'Copy page'});
    await button.click();
    await expect(page.locator('[data-copy-page] [role="status"]')).toContainText('Could not copy the page.');
    // The pointer leaves the button, and its hover colors have faded out before the audit (one caught them
    // half-way: a contrast no reader sees for longer than the fade).
    await page.mouse.move(0, 0);
    await expect.poll(() => button.evaluate((b) => b.getAnimations().length)).toBe(0);
    expect(await axeViolations(page), 'light mode').toEqual([]);
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await axeViolations(page, 'colors'), 'dark mode').toEqual([]);
    await page.emulateMedia({media: 'print'});
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeHidden();
    await expect(page.locator('article h1')).toBeVisible();
  });
});
