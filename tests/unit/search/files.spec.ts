/**
 * The search index of the site (src/features/search/plugin.ts builds it with
 * @timbr-docs/search, which has its own tests of the format and the
 * ranking): a built doc page as the index holds it, with its section; the
 * build's index, in fragments, loaded in the engine; and the budgets of what
 * a reader downloads to search. ./fragments.spec.ts holds the engine on the
 * build's fragments to the engine on the whole index.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {
  MANIFEST_FORMAT,
  SEARCH_FOLDER,
  buildSearchFiles,
  fragmentName,
  looksWhole,
  type PageFile,
} from '@timbr-docs/search';
import {SEARCH_SITE} from '../../../src/features/search/files';
import {builtSearch, openBuiltSearch, searchBytes} from '../../../tools/perf/search-bytes';
import {docSearchPage} from '../../../src/features/search/pages';
import {parseHtml} from '../../../src/shared/built-pages';
import {CONTENT_ROUTES} from '../../support/routes';

test.describe('a built page in the search files', () => {
  test('a built doc page becomes a page with its headings and texts', () => {
    const html = `<html><head><meta name="description" content="Bind tables to concepts."></head><body>
      <nav><a class="navbar__link navbar__link--active" href="/doc/docs/sql/">SQL Reference</a></nav>
      <div class="main-wrapper"><aside><ul class="menu"><li><div class="menu__list-item-collapsible">
        <a class="menu__link menu__link--active" href="#">Modeling statements</a></div></li></ul></aside>
      <main><article><div class="theme-doc-markdown markdown"><header><h1>Mappings</h1></header>
        <p>Intro <em>text</em>.</p><p hidden data-mermaid-source="">graph TD</p>
        <h2 id="syntax">Syntax<a href="#syntax" class="hash-link" aria-label="Direct link to Syntax">\u200b</a></h2>
        <pre><code>CREATE<br>MAPPING</code></pre>
      </div></article></main></div></body></html>`;
    const page = docSearchPage(parseHtml(html), '/doc/docs/sql/mappings', {
      ignoredProperties: ['dataMermaidSource'],
      ignoredClasses: [],
    });
    expect(page).toEqual({
      url: '/doc/docs/sql/mappings',
      title: 'Mappings',
      breadcrumb: ['SQL Reference', 'Modeling statements'],
      description: 'Bind tables to concepts.',
      headings: [{anchor: 'syntax', text: 'Syntax'}],
      texts: ['Intro text.', 'CREATE MAPPING'],
    });
    const {doc} = buildSearchFiles([page], 'b', SEARCH_SITE);
    // The section is the page's place; the breadcrumb keeps the categories below it.
    expect(doc.pages[0]).toMatchObject({s: 2, b: ['Modeling statements'], h: [['syntax', 'Syntax']]});
  });

  test('a part that lists links to other pages is marked as a link list; a list of its own is not', () => {
    const section = (id: string, title: string) =>
      `<h2 id="${id}">${title}<a href="#${id}" class="hash-link" aria-label="Direct link">\u200b</a></h2>`;
    const html = `<html><head></head><body><main><article><div class="markdown"><header><h1>Views</h1></header>
        <p>Views over concepts.</p>
        ${section('notes', 'Notes')}
        <ul><li><strong>Names.</strong> A view is named like a concept; see <a href="/doc/docs/sql/sql-ddl">Concepts</a>.</li>
          <li><strong>Schema.</strong> Views are in <code>vtimbr</code>; see <a href="/doc/docs/sql/general">General</a>.</li></ul>
        ${section('steps', 'Steps')}
        <ul><li><a href="#notes">Notes</a> first.</li><li><a href="#related">Related</a> then.</li></ul>
        ${section('related', 'Related statements')}
        <p>See also:</p>
        <ul><li><a href="/doc/docs/sql/measures">Measures</a>: the measures a view can use.</li>
          <li><a href="/doc/docs/sql/cubes">Cubes</a>: views with dimensions.</li></ul>
        <table><tbody><tr><td><a href="/doc/docs/sql/mappings">Mappings</a></td><td>Tables behind concepts.</td></tr></tbody></table>
      </div></article></main></body></html>`;
    const read = docSearchPage(parseHtml(html), '/doc/docs/sql/views', {ignoredProperties: [], ignoredClasses: []});
    // Part 3 (under the third heading) lists other pages; part 1's entries explain this page and link on the way;
    // part 2's lead to anchors of this page.
    expect(read.headings.map((h) => h.text)).toEqual(['Notes', 'Steps', 'Related statements']);
    expect(read.linkLists).toEqual([3]);
    expect(buildSearchFiles([read], 'b', SEARCH_SITE).doc.pages[0].l).toEqual([3]);
  });
});

/**
 * Budgets, in bytes as served (gzip, tools/perf/search-bytes.ts): the manifest, which the navbar box loads
 * before it reads "Search", and the bytes before the first result of the relevance set's queries (median and 90th
 * percentile), with room for the docs to grow. The figures they hold: packages/timbr-search/README.md.
 */
const SEARCH_BUDGETS = {manifest: 28 * 1024, median: 52 * 1024, p90: 60 * 1024};

test.describe('the built search index', () => {
  const build = path.resolve(__dirname, '../../../build');
  test.skip(!fs.existsSync(path.join(build, SEARCH_FOLDER)), 'no build to check');

  test('holds every page of the site, names every file it has, and answers from its fragments', async () => {
    const {manifest, text} = builtSearch(build);
    expect(looksWhole(text(manifest), MANIFEST_FORMAT)).toBe(true);
    const engine = await openBuiltSearch(build);
    const indexed = new Set(engine.pages.map((p) => p.u));
    expect(CONTENT_ROUTES.map((r) => r.path).filter((p) => !indexed.has(p))).toEqual([]);
    // Every file of the folder is the manifest or a fragment it (or a page fragment) names, and every one named is there.
    const named = new Set([
      manifest,
      ...engine.manifest.termFiles.map(([, hash]) => fragmentName('terms', hash)),
      ...engine.manifest.titleFiles.map((hash) => fragmentName('titles', hash)),
      ...engine.pages.map((p) => fragmentName('page', p.file)),
    ]);
    for (const [k] of engine.pages.entries()) {
      for (const [, hash] of (JSON.parse(text(fragmentName('page', engine.pages[k].file))) as PageFile).texts) {
        named.add(fragmentName('text', hash));
      }
    }
    expect(new Set(fs.readdirSync(path.join(build, SEARCH_FOLDER)))).toEqual(named);
    expect((await engine.search('mappings'))[0].page).toBe('/doc/docs/sql/mappings');
    // The abbreviation the permissions page defines, and the section that answers rather than one with a word of it.
    expect(engine.synonyms.find((s) => s.words.join(' ') === 'rls')?.others).toContainEqual([
      'row',
      'level',
      'security',
    ]);
    expect((await engine.search('row level security'))[0].url).toBe(
      '/doc/docs/sql/permissions#what-users-can-see-and-what-they-can-do',
    );
  });

  test('the manifest and the bytes before a first result stay within their budgets, far under the index whole', async () => {
    test.setTimeout(180_000);
    const file = path.resolve(__dirname, '../../search-relevance/questions.json');
    const questions = (JSON.parse(fs.readFileSync(file, 'utf8')) as {questions: Array<{query: string}>}).questions.map(
      (q) => q.query,
    );
    const figures = await searchBytes(build, questions);
    expect(figures.queries).toHaveLength(questions.length);
    expect(figures.manifest.served).toBeLessThanOrEqual(SEARCH_BUDGETS.manifest);
    expect(figures.median).toBeLessThanOrEqual(SEARCH_BUDGETS.median);
    expect(figures.p90).toBeLessThanOrEqual(SEARCH_BUDGETS.p90);
    // A first result costs a fraction of what the whole index did, and more than the manifest alone.
    expect(figures.p90).toBeLessThan(figures.whole.served / 4);
    expect(Math.min(...figures.queries.map((q) => q.bytes))).toBeGreaterThan(figures.manifest.served);
  });
});
