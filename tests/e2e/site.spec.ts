import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {sitemapPaths, normalise} from '../support/sitemap';
import {readFacts, type PageFacts} from '../support/crawl-facts';
import {SECTIONS, SITE_URL} from '../../src/site';
import {markdownPathFor} from '../../src/shared/llms-paths';
import {FULL_TEXT_LIMIT, markdownPointer} from '../../src/features/llms/llms-txt';
import {CONTENT_ROUTES} from '../support/routes';

/**
 * Checks that need every page at once, from what the sitemap crawl
 * (tests/e2e/crawl.spec.ts, which runs first) recorded of each page's
 * server-rendered HTML: every internal link reaches a file of the build and,
 * where it names an anchor, an element of that page; a reader without
 * JavaScript reaches every page by visible links; llms.txt and llms-full.txt
 * cover every page.
 */
const BUILD = path.resolve(__dirname, '../../build');
// Read before the tests, not when the file is loaded: the tests list without a build.
let sitemap: string[];
test.beforeAll(() => {
  sitemap = sitemapPaths();
});
const SIDEBAR_OF_PATH = new Map(CONTENT_ROUTES.map((r) => [r.path, r.sidebar]));

test.skip(Boolean(process.env.ONLY_PATH), 'the crawl ran for one page only (ONLY_PATH)');

function allFacts(): Map<string, PageFacts> {
  const facts = new Map<string, PageFacts>();
  const missing: string[] = [];
  for (const p of sitemap) {
    const f = readFacts(p);
    if (f) facts.set(normalise(p), f);
    else missing.push(p);
  }
  expect(missing, 'pages the crawl recorded nothing for').toEqual([]);
  return facts;
}

/** The built file a site path is served from, as a static host maps it (null: none). */
function builtFile(pathname: string): string | null {
  const rel = decodeURIComponent(pathname).replace(/^\/doc\/?/, '');
  const candidates = [rel, path.join(rel, 'index.html'), `${rel.replace(/\/$/, '')}.html`];
  return candidates.map((c) => path.join(BUILD, c)).find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
}

test('every internal link reaches a file of the build, and its anchor an element of the page', () => {
  const facts = allFacts();
  const broken = new Set<string>();
  let checked = 0;
  for (const page of facts.values()) {
    for (const {href} of page.links) {
      const url = new URL(href);
      if (url.origin !== page.origin) continue;
      checked += 1;
      if (!builtFile(url.pathname)) {
        broken.add(`${page.path} -> ${url.pathname}: no such file`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      const target = facts.get(normalise(url.pathname));
      if (anchor && target && !target.ids.includes(anchor))
        broken.add(`${page.path} -> ${url.pathname}#${anchor}: no such anchor`);
    }
  }
  expect(checked).toBeGreaterThan(sitemap.length * 10);
  expect([...broken]).toEqual([]);
});

test('without JavaScript, visible links lead to every page that links lead to at all', () => {
  const facts = allFacts();
  const reachable = (follow: (link: {visible: boolean}) => boolean) => {
    const seen = new Set(['/doc']);
    const queue = ['/doc'];
    while (queue.length > 0) {
      const page = facts.get(queue.shift()!);
      for (const link of page?.links ?? []) {
        const url = new URL(link.href);
        const key = normalise(url.pathname);
        if (follow(link) && url.origin === page!.origin && facts.has(key) && !seen.has(key)) {
          seen.add(key);
          queue.push(key);
        }
      }
    }
    return seen;
  };
  const byAnyLink = reachable(() => true);
  const byVisibleLink = reachable((link) => link.visible);
  expect(
    [...byAnyLink].filter((p) => !byVisibleLink.has(p)),
    'pages only hidden links lead to',
  ).toEqual([]);
  expect(byVisibleLink.size).toBeGreaterThan(sitemap.length * 0.9);
  const orphans = sitemap.filter((p) => !byAnyLink.has(normalise(p)));
  if (orphans.length) test.info().annotations.push({type: 'pages no link leads to', description: orphans.join(', ')});
});

test('llms.txt lists every sitemap page with its title and description, by section', () => {
  const facts = allFacts();
  const txt = fs.readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
  expect(txt).toMatch(/^# .+\n\n> .+\n/);
  const lines = txt.split('\n');
  // Each page links to its Markdown copy.
  for (const page of facts.values()) {
    const line =
      `- [${page.title.replace(/[[\]\\]/g, '\\$&')}](${SITE_URL}${markdownPathFor(page.path)})` +
      (page.description ? `: ${page.description}` : '');
    expect(lines, page.path).toContain(line);
  }
  expect(lines.filter((l) => /^- \[.*\]\(\S+\.md\)/.test(l))).toHaveLength(facts.size);
  // The five navigation sections, in navigation order; a page lands in its own.
  const headings = lines.filter((l) => l.startsWith('## ')).map((l) => l.slice(3));
  expect(headings.filter((h) => SECTIONS.some((s) => s.label === h))).toEqual(SECTIONS.map((s) => s.label));
  const sqlSection = txt.split('\n## ').find((s) => s.startsWith('SQL Reference\n'))!;
  expect(sqlSection).toContain(`(${SITE_URL}/doc/docs/sql/general.md)`);
  expect(sqlSection).not.toContain(`(${SITE_URL}/doc/docs/api/`);
  // The section files come first, one index per navigation section.
  const sections = txt.split('\n## ').find((s) => s.startsWith('Sections\n'))!;
  for (const s of SECTIONS) expect(sections, s.label).toContain(`- [${s.label}](${SITE_URL}/doc/${s.prefix}llms.txt)`);
});

test('llms-full.txt holds the Markdown copy of every page, and nothing that is not content', () => {
  const full = fs.readFileSync(path.join(BUILD, 'llms-full.txt'), 'utf8');
  for (const pagePath of sitemap) {
    const copy = fs.readFileSync(path.join(BUILD, markdownPathFor(pagePath).replace(/^\/doc\//, '')), 'utf8');
    // The copy without its first line (the pointer to llms.txt) and the blank line after it.
    const markdown = copy.split('\n').slice(2).join('\n');
    expect(full, pagePath).toContain(`Source: ${SITE_URL}${pagePath}\n\n${markdown.trim()}\n`);
  }
  expect(full).not.toContain(markdownPointer(`${SITE_URL}/doc/llms.txt`));
  expect(full).not.toContain(`${SITE_URL}/doc/search`);
  expect(full).not.toContain(`${SITE_URL}/doc/tests/`);
});

test('each navigation section has its own llms.txt and full text, every file under 100,000 characters, every page of the section once', () => {
  const facts = allFacts();
  const sizes: string[] = [];
  for (const section of SECTIONS) {
    const dir = path.join(BUILD, section.prefix);
    const index = fs.readFileSync(path.join(dir, 'llms.txt'), 'utf8');
    expect(index, section.label).toMatch(new RegExp(`^# .+: ${section.label}\\n\\n> .+\\n`));
    expect(index).toContain(`${SITE_URL}/doc/llms.txt`);
    // The pages of the section: those its sidebar lists (sidebars.ts), and those without a sidebar under its folder.
    const sidebarId = section.sidebarId;
    const pages = [...facts.values()].filter((f) => {
      const sidebar = SIDEBAR_OF_PATH.get(f.path);
      if (sidebar) return sidebar === sidebarId;
      return (
        `${f.path}/`.startsWith(`/doc/${section.prefix}`) || f.path === `/doc/${section.prefix.replace(/\/$/, '')}`
      );
    });
    const pageLinks = [...index.matchAll(/^- \[.*?\]\((\S+?)\)/gm)].map((m) => m[1]).filter((u) => u.endsWith('.md'));
    expect(pageLinks.sort(), section.label).toEqual(pages.map((p) => SITE_URL + markdownPathFor(p.path)).sort());
    // Its full-text files, as the index lists them.
    const files = [...index.matchAll(/^- \[.*?: full text\]\((\S+?)\)/gm)].map((m) => m[1]);
    expect(files.length, `${section.label}: full-text files`).toBeGreaterThan(0);
    let sources: string[] = [];
    for (const url of files) {
      expect(url.startsWith(`${SITE_URL}/doc/${section.prefix}llms-full`), url).toBe(true);
      const text = fs.readFileSync(path.join(BUILD, url.slice(`${SITE_URL}/doc/`.length)), 'utf8');
      expect(text.length, `${url}: characters`).toBeLessThan(FULL_TEXT_LIMIT);
      sizes.push(`${url.slice(`${SITE_URL}/doc/`.length)}: ${text.length}`);
      sources = sources.concat([...text.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]));
    }
    expect(sources.sort(), `${section.label}: every page once in the full text`).toEqual(
      pages.map((p) => SITE_URL + p.path).sort(),
    );
  }
  test.info().annotations.push({type: 'full-text files (characters)', description: sizes.join(', ')});
  // The root index points to each section's index.
  const root = fs.readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
  for (const section of SECTIONS) expect(root).toContain(`${SITE_URL}/doc/${section.prefix}llms.txt`);
});
