/**
 * The search files of the site (src/features/search/plugin.ts writes them
 * with @timbr-docs/search, which has its own tests of the format and the
 * ranking): a built doc page as the files hold it, with its section, and the
 * files of the build, loaded in the engine.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect} from '@playwright/test';
import {DOC_FORMAT, INDEX_FORMAT, SearchEngine, buildSearchFiles, looksWhole} from '@timbr-docs/search';
import {SEARCH_SITE} from '../../../src/features/search/files';
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

test.describe('the built search files', () => {
  const build = path.resolve(__dirname, '../../../build');
  const file = (prefix: string) =>
    fs.existsSync(build) ? fs.readdirSync(build).find((f) => f.startsWith(prefix) && f.endsWith('.json')) : undefined;

  test('hold every page of the site, load in the engine, and stay within 250 KB gzip', () => {
    const docFile = file('search-doc-');
    const indexFile = file('search-index-');
    test.skip(!docFile || !indexFile, 'no build to check');
    expect(docFile!.slice('search-doc-'.length)).toBe(indexFile!.slice('search-index-'.length));
    expect(fs.readdirSync(build).filter((f) => /^search-(doc|index).*\.json$/.test(f))).toHaveLength(2);
    const docText = fs.readFileSync(path.join(build, docFile!), 'utf8');
    const indexText = fs.readFileSync(path.join(build, indexFile!), 'utf8');
    expect(looksWhole(docText, DOC_FORMAT) && looksWhole(indexText, INDEX_FORMAT)).toBe(true);
    const engine = new SearchEngine(JSON.parse(docText), JSON.parse(indexText), SEARCH_SITE);
    const indexed = new Set(engine.pages.map((p) => p.u));
    expect(CONTENT_ROUTES.map((r) => r.path).filter((p) => !indexed.has(p))).toEqual([]);
    const gzip = zlib.gzipSync(docText).length + zlib.gzipSync(indexText).length;
    expect(gzip).toBeLessThanOrEqual(250 * 1024);
    expect(engine.search('mappings')[0].page).toBe('/doc/docs/sql/mappings');
    // The abbreviation the permissions page defines, and the section that answers rather than one with a word of it.
    expect(engine.synonyms.find((s) => s.words.join(' ') === 'rls')?.others).toContainEqual([
      'row',
      'level',
      'security',
    ]);
    expect(engine.search('row level security')[0].url).toBe(
      '/doc/docs/sql/permissions#what-users-can-see-and-what-they-can-do',
    );
  });
});
