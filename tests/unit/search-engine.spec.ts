/**
 * The search engine (src/features/search), in Node: how text becomes terms, the two
 * files, and each ranking rule, typo tolerance, synonyms and the section
 * filter on small made-up sites where only the rule under test differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect} from '@playwright/test';
import {stem} from '../../src/features/search/stem';
import {markText, matchedRanges, normalize, terms, words, wordsAt} from '../../src/features/search/text';
import {SearchFileError} from '../../src/features/search/format';
import {buildSearchFiles, type SourcePage} from '../../src/features/search/build';
import {abbreviationsIn, bestLongForm, learnAbbreviations} from '../../src/features/search/abbreviations';
import {docSearchPage} from '../../src/features/search/pages';
import {parseHtml} from '../../src/shared/built-pages';
import {SearchEngine, subjectTerms, type SearchOptions} from '../../src/features/search/engine';
import {oneEditAway, parseQuery} from '../../src/features/search/query';
import {DOC_FORMAT, INDEX_FORMAT, looksWhole} from '../../src/features/search/files';
import synonyms from '../../src/features/search/synonyms.json';
import {CONTENT_ROUTES} from '../support/routes';

/** A page of a made-up site; `texts[0]` is the text before the first heading. */
function page(url: string, title: string, over: Partial<SourcePage> = {}): SourcePage {
  const headings = over.headings ?? [];
  return {
    url,
    title,
    breadcrumb: [],
    description: '',
    headings,
    texts: over.texts ?? ['', ...headings.map(() => '')],
    ...over,
  };
}

const heading = (text: string) => ({anchor: text.toLowerCase().replace(/\W+/g, '-'), text});

function engineOf(pages: SourcePage[]): SearchEngine {
  const {doc, index} = buildSearchFiles(pages, 'test');
  // Through JSON, as the browser gets them.
  return new SearchEngine(JSON.parse(JSON.stringify(doc)), JSON.parse(JSON.stringify(index)));
}

const pagesFor = (engine: SearchEngine, query: string, options: SearchOptions = {}) =>
  engine.search(query, options).map((r) => r.page);

test.describe('text', () => {
  test('the stemmer gives inflected and derived forms one term', () => {
    for (const group of [
      ['install', 'installs', 'installing', 'installed', 'installation'],
      ['mapping', 'mappings', 'mapped'],
      ['query', 'queries', 'querying'],
      ['configure', 'configured', 'configuring', 'configuration'],
      ['connect', 'connected', 'connection', 'connections'],
      ['deploy', 'deployed', 'deploying', 'deployment'],
      ['permission', 'permissions'],
      ['cube', 'cubes'],
    ]) {
      expect(new Set(group.map(stem)), group.join(', ')).toEqual(new Set([stem(group[0])]));
    }
    // Different words stay apart; short words and identifiers are kept.
    expect(stem('concept')).not.toBe(stem('consent'));
    expect(stem('by')).toBe('by');
    expect(stem('sys_concepts')).toBe('sys_concepts');
    expect(stem('gtimbr')).toBe('gtimbr');
  });

  test('words split on punctuation, keep underscores, lose case and accents', () => {
    expect(words('SELECT `customer[orders].total` FROM dtimbr.customer')).toEqual([
      'select',
      'customer',
      'orders',
      'total',
      'from',
      'dtimbr',
      'customer',
    ]);
    expect(words('timbr.sys_concepts x-api-key Café')).toEqual(['timbr', 'sys_concepts', 'x', 'api', 'key', 'cafe']);
    expect(normalize('ÉCOLE')).toBe('ecole');
    expect(wordsAt('Mappings, mapped.')).toEqual([
      {word: 'mappings', start: 0, end: 8},
      {word: 'mapped', start: 10, end: 16},
    ]);
  });

  test('stop words are dropped, except SQL keywords', () => {
    expect(terms('What is the GROUP BY of the table, and NOT IN?')).toEqual([
      'is',
      'group',
      'by',
      'tabl',
      'and',
      'not',
      'in',
    ]);
    expect(terms("What's new")).toEqual(['new']);
  });
});

test.describe('files', () => {
  test('the index holds the text of every part; a part that repeats an earlier one is stored as its number', () => {
    const shared = 'Most failures come from the network, encryption or permissions, whatever the source is.';
    const {doc, index} = buildSearchFiles(
      [
        page('/doc/docs/a', 'Alpha', {headings: [heading('Troubleshooting')], texts: ['Intro   text.', shared]}),
        page('/doc/docs/b', 'Beta', {headings: [heading('Troubleshooting')], texts: ['Other.', shared]}),
      ],
      'one',
    );
    expect(index.parts).toEqual([2, 2]);
    expect(index.texts).toEqual(['Intro text.', shared, 'Other.', 1]);
    expect(doc.abbreviations).toEqual([]);
    const engine = new SearchEngine(doc, index);
    expect(
      engine
        .search('encryption')
        .map((r) => r.url)
        .sort(),
    ).toEqual(['/doc/docs/a#troubleshooting', '/doc/docs/b#troubleshooting']);
  });

  test('the engine refuses files of another format, of different builds, or with broken texts', () => {
    const {doc, index} = buildSearchFiles([page('/doc/docs/a', 'Alpha', {texts: ['some text']})], 'one');
    expect(() => new SearchEngine(doc, index)).not.toThrow();
    expect(() => new SearchEngine({...doc, format: 'x'}, index)).toThrow(SearchFileError);
    expect(() => new SearchEngine(doc, {...index, build: 'two'})).toThrow(/different builds/);
    expect(() => new SearchEngine(doc, {...index, texts: []})).toThrow(SearchFileError);
    expect(() => new SearchEngine(doc, {...index, texts: [0]})).toThrow(SearchFileError);
    expect(() => new SearchEngine(doc, {...index, texts: [42]})).toThrow(SearchFileError);
    expect(() => new SearchEngine({...doc, abbreviations: [['rls']]}, index)).toThrow(SearchFileError);
    expect(() => new SearchEngine({...doc, abbreviations: undefined}, index)).toThrow(SearchFileError);
    expect(() => new SearchEngine(null, index)).toThrow(SearchFileError);
    expect(() => new SearchEngine({documents: 42}, index)).toThrow(SearchFileError);
  });

  test('a file is checked for being whole without parsing it', () => {
    const {doc, index} = buildSearchFiles([page('/doc/docs/a', 'Alpha')], 'one');
    const docText = JSON.stringify(doc);
    const indexText = JSON.stringify(index);
    expect(looksWhole(docText, DOC_FORMAT)).toBe(true);
    expect(looksWhole(`${indexText}\n`, INDEX_FORMAT)).toBe(true);
    expect(looksWhole(docText, INDEX_FORMAT)).toBe(false);
    expect(looksWhole(indexText.slice(0, -2), INDEX_FORMAT)).toBe(false);
    expect(looksWhole('<html>not found</html>', DOC_FORMAT)).toBe(false);
  });

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
    const {doc} = buildSearchFiles([page], 'b');
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
    expect(buildSearchFiles([read], 'b').doc.pages[0].l).toEqual([3]);
  });
});

test.describe('ranking rules', () => {
  test('a page whose title holds every word comes before pages that only mention them, however often', () => {
    const engine = engineOf([
      page('/doc/docs/platform/query/sqllab', 'SQL Editor', {texts: ['Write queries.']}),
      page('/doc/docs/platform/query/saved', 'Saved queries', {
        texts: ['Open the SQL Editor. The SQL Editor keeps SQL. SQL Editor, SQL Editor, SQL Editor.'],
      }),
    ]);
    expect(pagesFor(engine, 'sql editor')).toEqual([
      '/doc/docs/platform/query/sqllab',
      '/doc/docs/platform/query/saved',
    ]);
  });

  test("then the title read with its breadcrumb: a product name with a generic word finds the product's page", () => {
    const engine = engineOf([
      page('/doc/docs/integration/datasources/snowflake/overview', 'Snowflake', {
        breadcrumb: ['Integrations', 'Data sources'],
        texts: ['Connect a warehouse.'],
      }),
      page('/doc/docs/sql/datasource', 'Datasource', {
        texts: ['Supported data sources: Snowflake, Oracle. A data source is a database. Data source, data source.'],
      }),
    ]);
    expect(pagesFor(engine, 'snowflake data source')[0]).toBe('/doc/docs/integration/datasources/snowflake/overview');
    // The breadcrumb counts only with a word in the title: a category name alone does not lift every page in it.
    expect(engine.search('data source')[0].page).toBe('/doc/docs/sql/datasource');
  });

  test('then the description, then one heading, then the text; words spread over headings come after one heading', () => {
    const engine = engineOf([
      page('/doc/docs/a', 'Deployment architecture', {
        description: 'The services of a deployment and their ports.',
        texts: ['Text.'],
      }),
      page('/doc/docs/b', 'Monitoring', {headings: [heading('Service ports to watch')], texts: ['', 'Watch.']}),
      page('/doc/docs/c', 'Compose', {headings: [heading('Services'), heading('Ports')], texts: ['', 'One.', 'Two.']}),
      page('/doc/docs/d', 'Other', {texts: ['services ports services ports services ports']}),
    ]);
    const results = engine.search('services ports');
    expect(results.map((r) => r.page)).toEqual(['/doc/docs/a', '/doc/docs/b', '/doc/docs/c', '/doc/docs/d']);
    expect(results.map((r) => r.rank.level)).toEqual([3, 2, 1, 1]);
    // A result that comes from a heading leads to it.
    expect(results[1]).toMatchObject({heading: 'Service ports to watch', url: '/doc/docs/b#service-ports-to-watch'});
  });

  test('a title or heading that is the query word for word, stop words included, comes first', () => {
    const engine = engineOf([
      page('/doc/docs/sql/ontology', 'Ontology', {texts: ['CREATE ONTOLOGY.']}),
      page('/doc/docs/intro', 'Introduction', {headings: [heading('What is an ontology')], texts: ['', 'A model.']}),
    ]);
    expect(pagesFor(engine, 'what is an ontology')[0]).toBe('/doc/docs/intro');
    expect(pagesFor(engine, 'ontology')[0]).toBe('/doc/docs/sql/ontology');
  });

  test('words next to each other in the query count more when they are next to each other on the page', () => {
    const engine = engineOf([
      page('/doc/docs/far', 'Far', {texts: ['The key is in the table. A pair of shoes.']}),
      page('/doc/docs/near', 'Near', {texts: ['Use key pair authentication.']}),
    ]);
    expect(pagesFor(engine, 'key pair')).toEqual(['/doc/docs/near', '/doc/docs/far']);
    // In query order: "pair key" is not "key pair".
    expect(engine.search('pair key')[0].rank.proximity).toBe(0);
  });

  test('more words in the title wins among pages that hold all of them in the text', () => {
    const engine = engineOf([
      page('/doc/docs/a', 'Tokens', {texts: ['Custom JWT settings for a custom issuer.']}),
      page('/doc/docs/b', 'Custom JWT', {texts: ['Set up tokens.']}),
    ]);
    expect(pagesFor(engine, 'custom jwt tokens')[0]).toBe('/doc/docs/b');
  });

  test('the larger the share of the title the query covers, the better', () => {
    const engine = engineOf([
      page('/doc/docs/general/whats_new', 'Changelog highlights and news', {texts: ['See the changelog. Changelog.']}),
      page('/doc/docs/general/changelog', 'Changelog', {texts: ['Releases.']}),
    ]);
    expect(pagesFor(engine, 'changelog')[0]).toBe('/doc/docs/general/changelog');
  });

  test("the product's name is part of every title", () => {
    const engine = engineOf([
      page('/doc/docs/integration/databricks/install', 'Install Timbr with Databricks', {texts: ['Install.']}),
      page('/doc/docs/getting-started/installation', 'Installation', {texts: ['Install Timbr.']}),
    ]);
    expect(pagesFor(engine, 'install timbr')[0]).toBe('/doc/docs/getting-started/installation');
  });

  test('a section index page does not outrank the specific page under it, but keeps its place above others', () => {
    const engine = engineOf([
      page('/doc/docs/sql/', 'Mappings and more', {texts: ['See mappings.']}),
      page('/doc/docs/sql/mappings', 'Mappings and more of them', {texts: ['Text.']}),
      page('/doc/docs/api/', 'Mappings', {texts: ['Elsewhere.']}),
      page('/doc/docs/platform/x', 'Other', {texts: ['mappings mappings mappings']}),
    ]);
    expect(pagesFor(engine, 'mappings')).toEqual([
      // The API index page has nothing under it that matches: it stays first.
      '/doc/docs/api/',
      '/doc/docs/sql/mappings',
      '/doc/docs/sql/',
      '/doc/docs/platform/x',
    ]);
  });

  test('words found only in a list of links to other pages count after the words a page holds itself', () => {
    const hub = page('/doc/docs/integration/', 'Integrations', {
      headings: [heading('Browse every integration')],
      texts: [
        'Connect tools to Timbr.',
        'Keycloak token: test a token of Keycloak. Okta token: test an Okta token. Azure: tokens of Entra ID.',
      ],
    });
    const jwt = page('/doc/docs/api/custom_jwt', 'Custom JWT', {
      texts: ['Accept a token that Keycloak issues, then test it with a request.'],
    });
    // Without the mark, the section index wins: the query's words stand next to each other in its list.
    const unmarked = engineOf([hub, jwt]);
    expect(pagesFor(unmarked, 'test keycloak token')).toEqual(['/doc/docs/integration/', '/doc/docs/api/custom_jwt']);
    const marked = engineOf([{...hub, linkLists: [1]}, jwt]);
    expect(pagesFor(marked, 'test keycloak token')).toEqual(['/doc/docs/api/custom_jwt', '/doc/docs/integration/']);
    expect(marked.search('test keycloak token').map((r) => [r.rank.coverage, r.rank.own])).toEqual([
      [3, 3],
      [3, 0],
    ]);
    // A page that holds more of the query still comes first, list or not.
    expect(pagesFor(marked, 'okta token')[0]).toBe('/doc/docs/integration/');
  });

  test('SQL keywords that are stop words are found and lift pages that use them; a query with them is read as a phrase first', () => {
    const engine = engineOf([
      page('/doc/docs/a', 'Views', {texts: ['Count orders per mode with GROUP BY mode.']}),
      page('/doc/docs/b', 'Cubes', {texts: ['A group of cubes, sorted by name.']}),
      page('/doc/docs/c', 'Other', {texts: ['A group.']}),
      page('/doc/docs/d', 'Group sync', {description: 'Sync groups.', texts: ['Roles by name.']}),
    ]);
    // The page that holds the phrase comes first, though another has `group` in its title.
    expect(pagesFor(engine, 'group by')).toEqual(['/doc/docs/a', '/doc/docs/d', '/doc/docs/b', '/doc/docs/c']);
    expect(engine.search('group by').map((r) => r.rank.phrase)).toEqual([1, 0, 0, 0]);
    expect(pagesFor(engine, 'NOT IN')).toEqual([]);
    expect(pagesFor(engine, 'by').sort()).toEqual(['/doc/docs/a', '/doc/docs/b', '/doc/docs/d']);
  });

  test('a phrase met by chance in prose does not outrank the page whose summary holds every word of the query', () => {
    const engine = engineOf([
      page('/doc/docs/a', 'Storage', {texts: ['Write access can be granted on that prefix only.']}),
      page('/doc/docs/b', 'Permissions', {
        description: 'Grant and revoke permissions on ontologies.',
        texts: ['Roles.'],
      }),
      page('/doc/docs/c', 'Grants', {texts: ['Use GRANT QUERY ON a concept TO ROLE.']}),
      page('/doc/docs/d', 'Syntax', {headings: [heading('GRANT ON a resource')], texts: ['', 'Text.']}),
    ]);
    // A phrase in a heading first; then the page whose title and description hold `grant` and `on`, with the
    // page that holds the phrase only in its body; then the page that has the words apart.
    expect(pagesFor(engine, 'grant on')).toEqual(['/doc/docs/d', '/doc/docs/b', '/doc/docs/a', '/doc/docs/c']);
    expect(engine.search('grant on').map((r) => r.rank.phrase)).toEqual([2, 1, 1, 0]);
  });

  test('a word written with hyphens or dots is one phrase', () => {
    const engine = engineOf([
      page('/doc/docs/a', 'Headers', {texts: ['Send the x-api-key header.']}),
      page('/doc/docs/b', 'Keys', {texts: ['The api of the x server needs a key header.']}),
    ]);
    const results = engine.search('x-api-key header');
    expect(results.map((r) => r.page)).toEqual(['/doc/docs/a', '/doc/docs/b']);
    // The other page holds the parts, but not together: only `header` counts there.
    expect(results.map((r) => r.rank.coverage)).toEqual([2, 1]);
  });
});

test.describe('forgiving input', () => {
  const engine = engineOf([
    page('/doc/docs/sql/mappings', 'Mappings', {texts: ['Create a mapping.']}),
    page('/doc/docs/deploy/kubernetes', 'Deploy with Kubernetes', {texts: ['Helm.']}),
    page('/doc/docs/sql/cubes', 'Cubes', {texts: ['Cube syntax.']}),
    page('/doc/docs/platform/datasources', 'Datasources', {texts: ['Register one.']}),
    page('/doc/docs/api/azure', 'Azure JWT', {texts: ['Entra ID tokens.']}),
    page('/doc/docs/api/tokens', 'Tokens', {texts: ['A Timbr token.']}),
    page('/doc/docs/sql/ddl', 'Concepts', {texts: ['A sub-concept inherits.']}),
    page('/doc/docs/sql/rules', 'Rules', {texts: ['Rule-based sub-concepts.']}),
  ]);

  test('a one-letter typo in a word of five letters or more still finds the page', () => {
    for (const typo of ['mappnig', 'mapings', 'mappingz', 'kubernets', 'kubrenetes']) {
      expect(pagesFor(engine, typo), typo).toContain(
        typo.startsWith('k') ? '/doc/docs/deploy/kubernetes' : '/doc/docs/sql/mappings',
      );
    }
    // Shorter words are taken as typed; a word the site uses is never read as a typo of another.
    expect(pagesFor(engine, 'cubz')).toEqual([]);
    expect(engine.search('cubes')[0].rank.exactness).toBe(0);
    expect(oneEditAway('abc')).toContain('acb');
    expect(oneEditAway('abc')).not.toContain('abc');
  });

  test('a typo match is marked as the least exact kind of match', () => {
    expect(engine.search('mappnig')[0].rank.exactness).toBe(3);
    expect(engine.search('mapping')[0].rank.exactness).toBe(0);
  });

  test('synonyms from the data file, both ways unless marked one-way', () => {
    expect(pagesFor(engine, 'k8s')).toEqual(['/doc/docs/deploy/kubernetes']);
    expect(pagesFor(engine, 'data source')).toEqual(['/doc/docs/platform/datasources']);
    expect(pagesFor(engine, 'azure ad')).toEqual(['/doc/docs/api/azure']);
    // token -> jwt is one-way: asking for a JWT does not bring every page about tokens.
    expect(pagesFor(engine, 'token')).toContain('/doc/docs/api/azure');
    expect(pagesFor(engine, 'jwt')).toEqual(['/doc/docs/api/azure']);
    // A synonym match ranks after the reader's own word.
    const results = engine.search('token');
    expect(results[0].page).toBe('/doc/docs/api/tokens');
  });

  test('one word where the site writes two, and the other way round', () => {
    expect(pagesFor(engine, 'subconcept').sort()).toEqual(['/doc/docs/sql/ddl', '/doc/docs/sql/rules']);
    expect(engine.parse('sub concept').map((c) => c.words)).toEqual([['sub'], ['concept']]);
  });

  test('an abbreviation the pages define, spelled out in a stronger place, does not make a page less exact', () => {
    const site = engineOf([
      // AKS in its text only.
      page('/doc/docs/deploy/kubernetes', 'Kubernetes', {texts: ['Works on AKS too. Set a DNS name for the ingress.']}),
      // AKS in its text, and spelled out in its description, where the pages define it.
      page('/doc/docs/deploy/azure', 'Azure', {
        description: 'Deploy on Azure Kubernetes Service (AKS).',
        headings: [heading('Point DNS at Timbr')],
        texts: ['', 'Give the AKS ingress a DNS name.'],
      }),
    ]);
    const results = site.search('aks dns name');
    expect(results.map((r) => [r.page, r.rank.exactness])).toEqual([
      ['/doc/docs/deploy/azure', 0],
      ['/doc/docs/deploy/kubernetes', 0],
    ]);
  });

  test('a completion of the word being typed does not make a page that holds the word as typed less exact', () => {
    const site = engineOf([
      page('/doc/docs/install', 'Installation', {texts: ['The LLM provider setup comes later.']}),
      // `setup` in its text; its heading holds `set`, a completion of what is typed.
      page('/doc/docs/nlq', 'NLQ', {
        headings: [heading('Set the LLM provider')],
        texts: ['', 'The LLM provider setup: pick a model.'],
      }),
    ]);
    const results = site.search('llm provider setup', {typing: true});
    expect(results[0].page).toBe('/doc/docs/nlq');
    expect(results[0].rank.exactness).toBe(0);
  });

  test('the last word completes while it is typed', () => {
    expect(pagesFor(engine, 'mapp', {typing: true})).toEqual(['/doc/docs/sql/mappings']);
    expect(pagesFor(engine, 'mapp')).toEqual([]);
    expect(pagesFor(engine, 'kuber', {typing: true})).toEqual(['/doc/docs/deploy/kubernetes']);
  });

  test('strange and huge input answers quickly with what it can', () => {
    for (const input of [
      '',
      '   ',
      '*',
      '.*+?^${}()|[]\\',
      '<img src=x onerror=alert(1)>',
      '\u0000',
      '🔍📊',
      'استعلام',
    ]) {
      expect(() => engine.search(input)).not.toThrow();
    }
    const started = Date.now();
    expect(engine.search('a'.repeat(10_000))).toEqual([]);
    expect(pagesFor(engine, 'mapping concept '.repeat(625))).toContain('/doc/docs/sql/mappings');
    expect(engine.search('x'.repeat(5000), {typing: true})).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(parseQuery('w '.repeat(500), engine).length).toBeLessThanOrEqual(10);
  });

  test("a word the data file spells as one word or two is the reader's own word either way", () => {
    const site = engineOf([page('/doc/docs/a', 'Registry', {texts: ['Log in to the registry.']})]);
    const forms = site.parse('login')[0].forms.map((f) => [f.terms.join(' '), f.kind]);
    // `log in` is `login` written as two words; `sign in` another word for it.
    expect(forms).toContainEqual([['log', 'in'].map(stem).join(' '), 0]);
    expect(forms).toContainEqual([['sign', 'in'].map(stem).join(' '), 1]);
    expect(site.search('login')[0].rank.exactness).toBe(0);
  });

  test('every synonym entry has at least two forms and a reason, and no form is listed twice in one entry', () => {
    for (const entry of synonyms.entries) {
      expect(entry.terms.length, JSON.stringify(entry)).toBeGreaterThanOrEqual(2);
      expect(entry.reason.length, JSON.stringify(entry)).toBeGreaterThan(20);
      expect(new Set(entry.terms).size).toBe(entry.terms.length);
    }
  });
});

test.describe('sections', () => {
  const engine = engineOf([
    page('/doc/docs/sql/cubes', 'Cubes', {texts: ['A cube.']}),
    page('/doc/docs/platform/modeling/ontology-views', 'Ontology Views', {texts: ['Create a cube.']}),
    page('/doc/docs/general/whats_new', "What's new", {texts: ['Cubes in SQL.']}),
    // Outside the section folders, but listed by the Getting Started sidebar.
    page('/doc/docs/playground', 'Playground', {breadcrumb: ['Getting Started'], texts: ['Query a cube.']}),
  ]);

  test('results can be narrowed to one section', () => {
    expect(pagesFor(engine, 'cube')).toHaveLength(4);
    expect(pagesFor(engine, 'cube', {section: 'platform'})).toEqual(['/doc/docs/platform/modeling/ontology-views']);
    expect(pagesFor(engine, 'cube', {section: 'getting-started'})).toEqual(['/doc/docs/playground']);
    expect(pagesFor(engine, 'cube', {section: 'api'})).toEqual([]);
    // An unknown section is no filter.
    expect(pagesFor(engine, 'cube', {section: 'nonsense'})).toHaveLength(4);
  });

  test('each result says where it lives', () => {
    const results = engine.search('cube');
    expect(results.find((r) => r.page.includes('/sql/'))).toMatchObject({section: 'SQL Reference', title: 'Cubes'});
    expect(results.find((r) => r.page.includes('/general/'))).toMatchObject({section: 'General', title: "What's new"});
    expect(results.find((r) => r.page.includes('/playground'))).toMatchObject({
      section: 'Getting Started',
      breadcrumb: [],
    });
  });
});

test.describe('abbreviations the pages define', () => {
  test('a long form followed by its short form, or the other way round, is a definition', () => {
    expect(abbreviationsIn('Timbr also supports row-level security (RLS) and masking.')).toEqual([
      ['rls', 'row level security'],
    ]);
    expect(abbreviationsIn('a subscription on Azure Kubernetes Service (AKS).')).toEqual([
      ['aks', 'azure kubernetes service'],
    ]);
    expect(abbreviationsIn('Install the Application Gateway Ingress Controller (AGIC) first.')).toEqual([
      ['agic', 'application gateway ingress controller'],
    ]);
    expect(abbreviationsIn('This page explains natural-language querying (NLQ) in Timbr.')).toEqual([
      ['nlq', 'natural language querying'],
    ]);
    expect(abbreviationsIn('MDX (Multidimensional Expressions) lets Excel read cubes.')).toEqual([
      ['mdx', 'multidimensional expressions'],
    ]);
    // The long form starts at the word the short form's first letter starts.
    expect(bestLongForm('RLS', 'Timbr also supports row-level security')).toBe('row-level security');
  });

  test('a parenthesis that no long form explains defines nothing', () => {
    for (const text of [
      'Check the Next Schedule (UTC) column.',
      'Tokens signed with a shared secret (HMAC).',
      'Most systems are multi-tenant (MDC).',
      'ONTOLOGY_DDL_TIMEOUT 600 Timeout of model (DDL)',
      'Connect to MongoDB (MongoDB itself has none).',
      'Use SAP (SAP HANA).',
      'A Swagger reference (Swagger).',
      'the API service (see below)',
      'Other Databases (JDBC)',
    ]) {
      expect(abbreviationsIn(text), text).toEqual([]);
    }
  });

  test('the build learns them from every text of the pages, once each; a query then finds one form by the other', () => {
    expect(learnAbbreviations(['row-level security (RLS)', 'Row-Level Security (RLS) again', 'x'])).toEqual([
      ['rls', 'row level security'],
    ]);
    const engine = engineOf([
      page('/doc/docs/sql/permissions', 'Permissions', {
        headings: [heading('Permission levels'), heading('What users can see')],
        texts: ['Grant and revoke.', 'Each level of access.', 'Timbr supports row-level security (RLS) and masking.'],
      }),
      page('/doc/docs/getting-started/caching', 'Caching', {
        texts: ['Row-level security still applies to cached data.'],
      }),
      page('/doc/docs/other', 'Other', {texts: ['Nothing here.']}),
    ]);
    expect(pagesFor(engine, 'rls')).toEqual(['/doc/docs/sql/permissions', '/doc/docs/getting-started/caching']);
    // The long form is the same name spelled out: a page that writes it uses the reader's words.
    expect(engine.search('rls')[1].rank.exactness).toBe(0);
    expect(engine.search('row level security')[0].url).toBe('/doc/docs/sql/permissions#what-users-can-see');
  });
});

test.describe('sections and snippets', () => {
  const engine = engineOf([
    page('/doc/docs/sql/permissions', 'User actions, roles, and permissions', {
      description: 'Grant and revoke permissions.',
      headings: [heading('Permission levels'), heading('Resource paths'), heading('What users can see and do')],
      texts: [
        'GRANT and REVOKE control who can see what.',
        'Each level names what a user may do: ACCESS, QUERY, EDIT. The security of a level is its own.',
        'A path names a resource.',
        'Timbr separates two kinds of rights. Timbr also supports row-level security and column-level security with ' +
          'masking. They are governed in the Access Manager; no SQL form for them is public. More words follow here ' +
          'to make the text longer than one snippet: one, two, three, four, five, six, seven, eight, nine and ten.',
      ],
    }),
    page('/doc/docs/integration/datasources/snowflake/overview', 'Snowflake', {
      headings: [heading('Connection facts'), heading('Troubleshooting')],
      texts: [
        'Connect Timbr to Snowflake.',
        'Host account.snowflakecomputing.com, port 443 (HTTPS).',
        'Check the warehouse.',
      ],
    }),
  ]);

  test('a result leads to the deepest heading whose section holds the match, not to a heading that holds one word', () => {
    const [result] = engine.search('row level security');
    expect(result).toMatchObject({
      url: '/doc/docs/sql/permissions#what-users-can-see-and-do',
      heading: 'What users can see and do',
      anchor: 'what-users-can-see-and-do',
    });
    expect(engine.search('snowflake port')[0]).toMatchObject({anchor: 'connection-facts'});
    // A page whose title holds the query leads to its top, with no anchor.
    const top = engine.search('snowflake')[0];
    expect(top.url).toBe('/doc/docs/integration/datasources/snowflake/overview');
    expect(top.anchor).toBeUndefined();
  });

  test('among sections that hold as much of the query, a short one where it is dense wins over a long one that repeats it', () => {
    const filler = Array.from({length: 140}, (_, i) => `word${i}`).join(' ');
    const cache = engineOf([
      page('/doc/docs/sql/cache', 'Cache', {
        headings: [heading('Notes and limits'), heading('Split by date')],
        texts: [
          'Keep query results close to the engine.',
          `A partition is kept whole. ${filler} One partition per day at most. ${filler} Each partition is dropped with the cache.`,
          'Give every partition a date. One partition a day.',
        ],
      }),
    ]);
    // Three occurrences in a section of about 300 words, two in one of ten: the second holds the answer.
    expect(cache.search('cache partition')[0]).toMatchObject({anchor: 'split-by-date'});
  });

  test('each result carries a short snippet of the text that matched, cut at words, with its query words findable', () => {
    const [result] = engine.search('row level security');
    expect(result.snippet).toMatch(/^….*row-level security and column-level security.*…$/);
    expect(result.snippet.length).toBeLessThanOrEqual(202);
    expect(result.snippet).not.toContain('ten.');
    expect(markText(result.snippet, result.terms, '**', '**')).toContain('**row**-**level** **security**');
    expect(matchedRanges('Row-level', result.terms)).toEqual([
      [0, 3],
      [4, 9],
    ]);
    expect(engine.search('snowflake port')[0].snippet).toBe('Host account.snowflakecomputing.com, port 443 (HTTPS).');
    // A result at the top of the page shows the start of its text.
    expect(engine.search('snowflake')[0].snippet).toBe('Connect Timbr to Snowflake.');
  });

  test("a snippet falls back to the description when the section's text does not hold the words", () => {
    const other = engineOf([
      page('/doc/docs/a', 'Grants', {description: 'Grant and revoke permissions.', texts: ['Syntax first.']}),
    ]);
    expect(other.search('revoke')[0].snippet).toBe('Grant and revoke permissions.');
  });
});

test.describe('questions as readers and assistants type them', () => {
  const engine = engineOf([
    page('/doc/docs/integration/datasources/snowflake/overview', 'Snowflake', {
      breadcrumb: ['Integrations', 'Data sources'],
      texts: ['Timbr connects with the JDBC driver on port 443. Use a dedicated warehouse.'],
    }),
    page('/doc/docs/getting-started/deployments/deployment-architecture', 'Deployment architecture', {
      headings: [heading('Ports')],
      texts: ['Services and their ports.', 'Port 11000 for SQL, 8088 for the platform. Snowflake is a datasource.'],
    }),
    page('/doc/docs/api/requirements', 'API requirements', {
      description: 'The headers every call needs and the three ways to get a token.',
      texts: ['Where a token comes from.'],
    }),
    page('/doc/docs/api/azure_jwt', 'Azure JWT', {
      description: 'Accept Entra ID access tokens.',
      texts: ['Get an access token from Entra ID.'],
    }),
    page('/doc/docs/general/changelog', 'Changelog', {texts: ['Dated releases, newest first.']}),
    page('/doc/docs/general/whats_new', "What's new", {texts: ['Highlights of recent releases.']}),
  ]);

  /** The words of a query that a page must hold: those that do not only frame the question. */
  const required = (q: string) =>
    engine
      .parse(q)
      .filter((c) => !c.framing)
      .map((c) => c.words.join(' '));

  test('words that only frame the question are not required: the page about the subject comes first', () => {
    expect(engine.parse('what port does snowflake use').map((c) => [c.words.join(' '), c.framing])).toEqual([
      ['port', false],
      ['snowflake', false],
      ['use', true],
    ]);
    expect(pagesFor(engine, 'what port does snowflake use')[0]).toBe(
      '/doc/docs/integration/datasources/snowflake/overview',
    );
    // What a port is for, and what a name stands for, frame the question too.
    expect(required('what port does snowflake listen on')).toEqual(['port', 'snowflake']);
    expect(engine.parse('what does jwt stand for').map((c) => [c.words.join(' '), c.framing])).toEqual([
      ['jwt', false],
      ['stand', true],
    ]);
  });

  test('in a question, words that ask for a list and verbs of storing frame it; outside a question they are required', () => {
    expect(required('which tls modes does vertica support')).toEqual(['tls', 'modes', 'vertica']);
    expect(required('which llm types can i use')).toEqual(['llm']);
    expect(required('where are graph algorithm results kept')).toEqual(['graph', 'algorithm', 'results']);
    expect(required('where does timbr save its metadata')).toEqual(['timbr', 'metadata']);
    expect(required('vertica support')).toEqual(['vertica', 'support']);
    expect(required('save a query')).toEqual(['save', 'query']);
    const site = engineOf([
      // Lists the modes without the word "supported".
      page('/doc/docs/integration/datasources/vertica/overview', 'Vertica', {
        headings: [heading('TLS modes')],
        texts: ['Connect Timbr to Vertica.', 'Choose disable, require or verify-full.'],
      }),
      // Holds every word of the question, "supported" too, but lists no modes.
      page('/doc/docs/sql/datasource', 'Datasource', {
        texts: ['Vertica is a supported datasource type; its TLS modes are set on the URL.'],
      }),
    ]);
    expect(pagesFor(site, 'which tls modes does vertica support')[0]).toBe(
      '/doc/docs/integration/datasources/vertica/overview',
    );
  });

  test('a verb of storing also frames a task of three words or more; in a shorter one it names the task', () => {
    expect(required('what can i put in a cache')).toEqual(['cache']);
    expect(required('keep a graph exploration for later')).toEqual(['graph', 'exploration', 'later']);
    expect(required('persist a sql editor result as a view')).toEqual(['sql', 'editor', 'result', 'as', 'view']);
    expect(required('save a query')).toEqual(['save', 'query']);
    expect(required('keep exploration')).toEqual(['keep', 'exploration']);
  });

  test('in a question that asks which things there are, the verb after `can i` frames it', () => {
    expect(required('which built in columns can i select')).toEqual(['built', 'columns']);
    expect(required('which optional services can we add')).toEqual(['optional', 'services']);
    // Only right after `can i`, and only in a question that asks which or what.
    expect(required('which services add optional features')).toEqual(['services', 'add', 'optional', 'features']);
    expect(required('how can i add a service')).toEqual(['add', 'service']);
    expect(required('can i add a service')).toEqual(['add', 'service']);
  });

  test('in a question, SQL keywords in lower case are words of the sentence; in capitals they stay SQL', () => {
    const read = (q: string) =>
      engine.parse(q).map((c) => `${c.words.join(' ')}${c.weak ? ' (sql)' : ''}${c.framing ? ' (frame)' : ''}`);
    expect(read('where do i get my api token')).toEqual(['where (frame)', 'get (frame)', 'api', 'token']);
    expect(read('how do i use GROUP BY')).toEqual(['use (frame)', 'group', 'by (sql)']);
    expect(read('where clause')).toEqual(['where (sql)', 'clause']);
  });

  test("a level reached only through a synonym counts one level lower: the reader's own words in the description win", () => {
    // `token` finds JWT pages (a one-way synonym); "Azure JWT" holds it in its title only as JWT.
    expect(pagesFor(engine, 'where do i get my api token')[0]).toBe('/doc/docs/api/requirements');
  });

  test('meaning synonyms: release notes are the changelog', () => {
    expect(pagesFor(engine, 'latest release notes')[0]).toBe('/doc/docs/general/changelog');
  });

  test('a question and a heading with the same subject in other words: the heading answers it', () => {
    // The subject: without stop words, SQL keywords used as words, and the product's name (unless nothing else is left).
    expect(subjectTerms('how do I create a user')).toEqual(subjectTerms('Create a user'));
    expect(subjectTerms('what is a cube in Timbr')).toEqual(subjectTerms('Cubes'));
    expect(subjectTerms('which query language does timbr use')).toEqual(subjectTerms('Which query language do I use?'));
    expect(subjectTerms('what does timbr do')).toEqual(subjectTerms('What is Timbr'));
    expect(subjectTerms('what is timbr')).toEqual(['timbr']);
    const site = engineOf([
      // Holds both words in its description and its first heading: without the rule it comes first.
      page('/doc/docs/integration/datasources/mysql', 'MySQL', {
        description: 'Create a read-only user for Timbr.',
        headings: [heading('Create a read-only user')],
        texts: ['', 'CREATE USER with SELECT only; create it once per user.'],
      }),
      page('/doc/docs/platform/managing/access-manager', 'Access Manager', {
        description: 'Manage users and roles.',
        headings: [heading('Tasks'), heading('Create a user')],
        texts: ['', 'What you can do.', 'Open the Users tab.'],
      }),
      page('/doc/docs/sql/cubes', 'Cubes', {texts: ['CREATE ONTOLOGY CUBE.']}),
      page('/doc/docs/sql/views', 'Views', {
        headings: [heading('Views and cubes')],
        texts: ['', 'A cube in Timbr is not a view.'],
      }),
    ]);
    const answer = site.search('how do i create a user')[0];
    expect(answer.page).toBe('/doc/docs/platform/managing/access-manager');
    expect(answer.heading).toBe('Create a user');
    expect(pagesFor(site, 'what is a cube in timbr')[0]).toBe('/doc/docs/sql/cubes');
    // Keywords are not a sentence: `create user` is not read as the heading "Create a user".
    expect(site.search('create user')[0].rank.level).not.toBe(6);
  });

  test('a heading that is the question word for word comes before one with the same subject in other words', () => {
    const site = engineOf([
      page('/doc/docs/sql/ontology', 'Ontology', {texts: ['CREATE ONTOLOGY.']}),
      page('/doc/docs/intro', 'Introduction', {headings: [heading('What is an ontology')], texts: ['', 'A model.']}),
    ]);
    // Both are at the exact level; the one the reader's words name as written is first.
    expect(site.search('what is an ontology').map((r) => [r.page, r.rank.level])).toEqual([
      ['/doc/docs/intro', 6],
      ['/doc/docs/sql/ontology', 6],
    ]);
  });

  test("the site's first page is its home page, start page or main page", () => {
    const site = engineOf([
      page('/doc/', 'Documentation', {texts: ['Official documentation: getting started, SQL, API.']}),
      page('/doc/docs/', 'Documentation', {texts: ['How these docs are organized.']}),
      page('/doc/docs/tutorial', 'Tutorial', {
        texts: ['Home office customers. Documentation of each step. Start here.'],
      }),
    ]);
    for (const query of ['documentation home', 'documentation start page', 'docs main page']) {
      expect(pagesFor(site, query)[0], query).toBe('/doc/');
    }
    // Without those words, the first page is one page among others.
    expect(pagesFor(site, 'tutorial')[0]).toBe('/doc/docs/tutorial');
  });

  test('compounds join and split: powerbi and power bi', () => {
    const bi = engineOf([
      page('/doc/docs/integration/bi_tools/power-bi', 'Connecting Power BI to Timbr', {texts: ['Power BI Desktop.']}),
      page('/doc/docs/integration/excel', 'Excel', {texts: ['Power Query in Excel for BI.']}),
      page('/doc/docs/integration/mdx', 'MDX', {texts: ['Pivot tables in PowerBI.']}),
      page('/doc/docs/integration/odbc', 'ODBC', {texts: ['The PowerBI driver and the odbc one. PowerBI again.']}),
    ]);
    // Each form finds the pages that write the other; the page titled Power BI comes first either way.
    for (const query of ['powerbi', 'power bi']) {
      const found = pagesFor(bi, query);
      expect(found[0], query).toBe('/doc/docs/integration/bi_tools/power-bi');
      expect(found, query).toEqual(expect.arrayContaining(['/doc/docs/integration/mdx', '/doc/docs/integration/odbc']));
    }
    expect(bi.search('powerbi')[0].rank.exactness).toBe(1);
    expect(bi.search('power bi')[1].rank.exactness).toBe(1);
  });
});

test.describe('the built search files', () => {
  const build = path.resolve(__dirname, '../../build');
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
    const engine = new SearchEngine(JSON.parse(docText), JSON.parse(indexText));
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
