/**
 * Unit tests (no browser) of the AI readers' files: the conversion of a built
 * page to Markdown (src/features/llms/html-to-markdown.ts), the llms.txt and
 * llms-full.txt writers, the grouping by section and the Markdown URL rule.
 */
import {test, expect} from '@playwright/test';
import {pageToMarkdown} from '../../../src/features/llms/html-to-markdown';
import {parseHtml} from '../../../src/shared/built-pages';
import {
  FULL_TEXT_LIMIT,
  llmsFullTxt,
  llmsTxt,
  markdownPointer,
  splitFullText,
  type LlmsPage,
} from '../../../src/features/llms/llms-txt';
import {groupByCategory, groupRoutes, sidebarOrder, topCategories} from '../../../src/features/llms/plugin';
import {htmlFileFor, isExcluded} from '../../../src/shared/routes';
import {GENERAL_SECTION_LABEL} from '../../../src/site';
import {markdownPathFor, sectionFilesDir} from '../../../src/shared/llms-paths';

/** A built page's Markdown copy, from its HTML. */
const markdownOf = (html: string, url: string, terms?: ReadonlySet<string>) =>
  pageToMarkdown(parseHtml(html), url, terms);

const PAGE_URL = 'https://docs.example.com/doc/docs/sql/general';

/** A built doc page, with the markup Docusaurus writes around `body`. */
function docPage(body: string, {title = 'General', description = 'About the general SQL.'} = {}): string {
  return `<!doctype html><html><head><title>${title} | Documentation</title>
<meta name="description" content="${description}"></head><body>
<nav class="navbar"><a href="/doc/">Home</a> Navbar text</nav>
<div class="main-wrapper"><article>
<nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><a href="/doc/">Crumb</a></nav>
<div class="tocCollapsible_ETCw theme-doc-toc-mobile"><button type="button">On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>
${body}
</div></article></div>
<footer class="footer">Footer text</footer><script>window.x = 1;</script></body></html>`;
}

const codeBlock = (lang: string, lines: string[], title?: string) =>
  `<div class="language-${lang} codeBlockContainer_Ckt0 theme-code-block">` +
  (title ? `<div class="codeBlockTitle_OeMC">${title}</div>` : '') +
  `<div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code language-${lang}"><code class="codeBlockLines_e6Vv">` +
  lines.map((l) => `<div class="token-line"><span class="token plain">${l}</span><br></div>`).join('') +
  `</code></pre><div class="buttonGroup"><button type="button" aria-label="Copy code">Copy</button></div></div></div>`;

test('keeps only the content, begins with the title, and reads the description', () => {
  const page = markdownOf(docPage('<p>Body <!-- -->text.</p>'), PAGE_URL);
  expect(page.title).toBe('General');
  expect(page.description).toBe('About the general SQL.');
  expect(page.markdown).toBe('# General\n\nBody text.\n');
});

test('fails loudly on a page without content or without a title', () => {
  expect(() => markdownOf('<html><body><p>x</p></body></html>', PAGE_URL)).toThrow(/no content/);
  expect(() => markdownOf('<html><body><main><p>x</p></main></body></html>', PAGE_URL)).toThrow(/no h1/);
});

test('turns Prism code blocks into fenced code with their language, title and exact text', () => {
  const lines = ['SELECT `a`, &lt;b&gt;', '', '  FROM `timbr`.`x` -- &amp; more', '*not emphasis*'];
  const md = markdownOf(docPage(codeBlock('sql', lines, 'query.sql')), PAGE_URL).markdown;
  expect(md).toContain(
    '```sql title="query.sql"\nSELECT `a`, <b>\n\n  FROM `timbr`.`x` -- & more\n*not emphasis*\n```',
  );
  expect(md).not.toContain('Copy');
  const plain = markdownOf(docPage(codeBlock('bash', ['echo 1'])), PAGE_URL).markdown;
  expect(plain).toContain('```bash\necho 1\n```');
});

test('turns a Mermaid diagram into a mermaid code block of its source, without its drawings', () => {
  const html =
    '<div data-diagram="drawn"><img src="/doc/img/diagrams/k-light.svg" alt="Flowchart: A; B."><img src="/doc/img/diagrams/k-dark.svg" alt="Flowchart: A; B."></div>' +
    '<pre hidden="" data-mermaid-source="">graph LR\n  A --&gt; B\n</pre>';
  const md = markdownOf(docPage(html), PAGE_URL).markdown;
  expect(md).toContain('```mermaid\ngraph LR\n  A --> B\n```');
  expect(md).not.toContain('diagrams/');
  expect(md).not.toContain('Flowchart');
});

test('keeps tables as tables, one line per cell', () => {
  const html =
    '<table><thead><tr><th>Name</th><th>Port</th></tr></thead><tbody>' +
    '<tr><td>MySQL</td><td><ul><li><code>3306</code></li><li><code>33060</code></li></ul></td></tr>' +
    '<tr><td>A | B</td><td><p>one</p><p>two</p></td></tr></tbody></table>';
  const md = markdownOf(docPage(html), PAGE_URL).markdown;
  expect(md).toContain('| Name | Port |\n| - | - |\n| MySQL | `3306`; `33060` |\n| A \\| B | one two |');
});

test('a list in a table cell whose items are sentences is joined by spaces, not "; " after their periods', () => {
  const html =
    '<table><thead><tr><th>Driver</th></tr></thead><tbody>' +
    '<tr><td><ul><li><code>a.Driver</code>. For A.</li><li><code>b.Driver</code>. For B.</li></ul></td></tr>' +
    '</tbody></table>';
  const md = markdownOf(docPage(html), PAGE_URL).markdown;
  expect(md).toContain('| `a.Driver`. For A. `b.Driver`. For B. |');
});

test('turns admonitions into block quotes that name their kind and title', () => {
  const admonition = (kind: string, heading: string) =>
    `<div class="theme-admonition theme-admonition-${kind} admonition_xJq3 alert"><div class="admonitionHeading_Gvgb">` +
    `<span class="admonitionIcon_Rf37"><svg viewBox="0 0 1 1"><path d=""></path></svg></span>${heading}</div>` +
    `<div class="admonitionContent_BuS1"><p>Body of ${kind}.</p></div></div>`;
  const md = markdownOf(
    docPage(admonition('tip', 'Where credentials live') + admonition('warning', 'warning')),
    PAGE_URL,
  ).markdown;
  expect(md).toContain('> **Tip: Where credentials live**\n>\n> Body of tip.');
  expect(md).toContain('> **Warning**\n>\n> Body of warning.');
});

test('turns tabs into a labelled section per tab, code blocks inside kept', () => {
  const html =
    '<div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab">curl</li><li role="tab">Python</li></ul>' +
    `<div><div role="tabpanel">${codeBlock('bash', ['curl -X POST'])}</div>` +
    `<div role="tabpanel" hidden="">${codeBlock('python', ['import requests'], 'get_token.py')}</div></div></div>`;
  const md = markdownOf(docPage(html), PAGE_URL).markdown;
  expect(md).toContain(
    '**curl**\n\n```bash\ncurl -X POST\n```\n\n**Python**\n\n```python title="get_token.py"\nimport requests\n```',
  );
});

test('drops heading anchors and makes links and images absolute', () => {
  const html =
    '<h2 class="anchor" id="query-syntax">Query syntax<a href="#query-syntax" class="hash-link" aria-label="Direct link">\u200b</a></h2>' +
    '<p>See <a href="/doc/docs/sql/mappings#create">mappings</a>, <a href="#query-syntax">above</a>, ' +
    '<a href="../api/usage">usage</a>, <a href="https://timbr.ai/">the site</a> and <a href="mailto:a@b.c">mail</a>.</p>' +
    '<p><img src="/doc/img/logo.svg" alt="Logo"></p>';
  const md = markdownOf(docPage(html), PAGE_URL).markdown;
  expect(md).toContain('## Query syntax\n');
  expect(md).not.toContain('\u200b');
  expect(md).not.toContain('Direct link');
  expect(md).toContain('[mappings](https://docs.example.com/doc/docs/sql/mappings#create)');
  expect(md).toContain('[above](https://docs.example.com/doc/docs/sql/general#query-syntax)');
  expect(md).toContain('[usage](https://docs.example.com/doc/docs/api/usage)');
  expect(md).toContain('[the site](https://timbr.ai/)');
  expect(md).toContain('[mail](mailto:a@b.c)');
  expect(md).toContain('![Logo](https://docs.example.com/doc/img/logo.svg)');
});

test('reads a card link (parts laid out as blocks) as a link on its title, then the other parts', () => {
  const html =
    '<ul><li><a class="card_x" href="/doc/docs/a"><span class="kind_x">Data sources · In</span>' +
    '<span class="title_x">Amazon Athena</span><span class="description_x">Serverless SQL.</span></a></li>' +
    '<li><a href="/doc/docs/b"><span>Plain</span> link</a></li></ul>';
  const md = markdownOf(docPage(html), PAGE_URL).markdown;
  expect(md).toContain('- [Amazon Athena](https://docs.example.com/doc/docs/a): Data sources · In. Serverless SQL.\n');
  expect(md).toContain('- [Plain link](https://docs.example.com/doc/docs/b)\n');
});

test('moves spaces out of emphasis so that it stays emphasis', () => {
  const md = markdownOf(docPage('<p>Plugins.<em> Not confirmed.</em></p>'), PAGE_URL).markdown;
  expect(md).toContain('Plugins. _Not confirmed._');
});

test('converts a page without a doc column from its main area (home page)', () => {
  const html = `<html><head><meta name="description" content="Home."></head><body><nav>Navbar</nav>
<div class="main-wrapper"><header class="hero"><h1 class="hero__title">Documentation</h1>
<a class="button" href="/doc/docs/intro">Get started</a><a class="button" href="/doc/docs/">Browse</a></header>
<main><article><h2><a href="/doc/docs/sql/">SQL</a></h2></article></main></div><footer>Footer</footer></body></html>`;
  const page = markdownOf(html, 'https://docs.example.com/doc/');
  expect(page.markdown).toBe(
    '# Documentation\n\n[Get started](https://docs.example.com/doc/docs/intro) [Browse](https://docs.example.com/doc/docs/)\n\n' +
      '## [SQL](https://docs.example.com/doc/docs/sql/)\n',
  );
  expect(page.markdown).not.toMatch(/Navbar|Footer/);
});

test('the Markdown URL rule', () => {
  expect(markdownPathFor('/doc/docs/sql/general')).toBe('/doc/docs/sql/general.md');
  expect(markdownPathFor('/doc/docs/sql/')).toBe('/doc/docs/sql.md');
  expect(markdownPathFor('/doc/docs/')).toBe('/doc/docs.md');
  expect(markdownPathFor('/doc/')).toBe('/doc/index.md');
  expect(markdownPathFor('/', '/')).toBe('/index.md');
  expect(htmlFileFor('/doc/', '/doc/')).toBe('index.html');
  expect(htmlFileFor('/doc/docs/', '/doc/')).toBe('docs/index.html');
  expect(htmlFileFor('/doc/docs/sql/general', '/doc/')).toBe('docs/sql/general/index.html');
  expect(isExcluded('/doc/tests/boom', ['/doc/search', '/doc/tests/**'])).toBe(true);
  expect(isExcluded('/doc/search', ['/doc/search', '/doc/tests/**'])).toBe(true);
  expect(isExcluded('/doc/searching', ['/doc/search', '/doc/tests/**'])).toBe(false);
});

test('groups pages by navigation section in sidebar order; others go to General first', () => {
  const sidebar = [
    {type: 'doc', id: 'sql/index'},
    {type: 'category', link: {type: 'doc', id: 'sql/ddl'}, items: [{type: 'doc', id: 'sql/views'}, {type: 'link'}]},
  ];
  expect(sidebarOrder(sidebar)).toEqual(['sql/index', 'sql/ddl', 'sql/views']);
  const docs = [
    {permalink: '/doc/docs/sql/', sidebar: 'sqlSidebar'},
    {permalink: '/doc/docs/sql/views', sidebar: 'sqlSidebar'},
    {permalink: '/doc/docs/sql/ddl', sidebar: 'sqlSidebar'},
    {permalink: '/doc/docs/api/usage', sidebar: 'apiSidebar'},
    {permalink: '/doc/docs/api/hidden'},
    {permalink: '/doc/docs/general/changelog'},
  ];
  const order = {
    sqlSidebar: ['/doc/docs/sql/', '/doc/docs/sql/ddl', '/doc/docs/sql/views'],
    apiSidebar: ['/doc/docs/api/usage'],
  };
  const routes = [
    '/doc/docs/sql/views',
    '/doc/docs/general/changelog',
    '/doc/docs/api/hidden',
    '/doc/docs/sql/ddl',
    '/doc/',
    '/doc/docs/api/usage',
    '/doc/docs/sql/',
    '/doc/docs/',
  ];
  const groups = groupRoutes(routes, docs, order, '/doc/docs/');
  const byName = Object.fromEntries(groups.map((g) => [g.name, g.routes]));
  expect(groups[0].name).toBe(GENERAL_SECTION_LABEL);
  expect(byName[GENERAL_SECTION_LABEL]).toEqual(['/doc/', '/doc/docs/', '/doc/docs/general/changelog']);
  expect(byName['SQL Reference']).toEqual(['/doc/docs/sql/', '/doc/docs/sql/ddl', '/doc/docs/sql/views']);
  expect(byName.API).toEqual(['/doc/docs/api/usage', '/doc/docs/api/hidden']);
  expect(groups.flatMap((g) => g.routes).sort()).toEqual([...routes].sort());
});

test('llms.txt and llms-full.txt follow the llmstxt.org layout', () => {
  const page = (n: number, extra: Partial<LlmsPage> = {}): LlmsPage => ({
    url: `https://x.test/doc/p${n}`,
    markdownUrl: `https://x.test/doc/p${n}.md`,
    title: `Page ${n}`,
    description: `About\n page ${n}.`,
    markdown: `# Page ${n}\n\nText ${n}.\n`,
    ...extra,
  });
  const head = {title: 'Timbr Documentation', summary: 'All about Timbr.', notes: ['A note.']};
  const sections = [
    {name: 'First', pages: [page(1), page(2, {title: 'Array [ ] type', description: ''})]},
    {name: 'Empty', pages: []},
    {name: 'Second', pages: [page(3)]},
  ];
  // Each page links to its Markdown copy.
  expect(llmsTxt(head, sections)).toBe(
    '# Timbr Documentation\n\n> All about Timbr.\n\nA note.\n\n## First\n\n' +
      '- [Page 1](https://x.test/doc/p1.md): About page 1.\n- [Array \\[ \\] type](https://x.test/doc/p2.md)\n\n' +
      '## Second\n\n- [Page 3](https://x.test/doc/p3.md): About page 3.\n',
  );
  // Links to other index files come first, in a section of their own.
  const withLinks = llmsTxt(head, sections, {
    heading: 'Sections',
    items: [{name: 'SQL', url: 'https://x.test/doc/docs/sql/llms.txt', note: 'its index'}],
  });
  expect(withLinks).toContain(
    'A note.\n\n## Sections\n\n- [SQL](https://x.test/doc/docs/sql/llms.txt): its index\n\n## First\n\n',
  );
  const full = llmsFullTxt(head, sections);
  expect(
    full.startsWith(
      '# Timbr Documentation\n\n> All about Timbr.\n\nA note.\n\n---\n\nSource: https://x.test/doc/p1\n\n# Page 1\n\nText 1.',
    ),
  ).toBe(true);
  for (const n of [1, 2, 3]) expect(full).toContain(`Source: https://x.test/doc/p${n}\n\n# Page ${n}\n\nText ${n}.`);
});

test('a glossary term stays a link to its entry, without its definition; a term the glossary lacks fails', () => {
  const term =
    '<span class="term_a1b2"><a href="/doc/docs/getting-started/glossary#concept" data-term="concept" title="A kind of thing">concepts</a></span>';
  const page = markdownOf(docPage(`<p>Model ${term} first.</p>`), PAGE_URL, new Set(['concept']));
  expect(page.markdown).toContain(
    'Model [concepts](https://docs.example.com/doc/docs/getting-started/glossary#concept) first.',
  );
  expect(page.markdown).not.toContain('A kind of thing');
  expect(() => markdownOf(docPage(`<p>${term}</p>`), PAGE_URL, new Set())).toThrow(/"concept" is not in the glossary/);
});

test('buttons and text areas go, but a button whose label is content (data-llms-text) keeps its text', () => {
  const md = markdownOf(
    docPage(
      '<ul><li><button data-llms-text=""><code>customer_id</code> integer</button></li></ul><p>Text<button>Copy</button></p><textarea>SELECT 1</textarea>',
    ),
    PAGE_URL,
  ).markdown;
  expect(md).toContain('- `customer_id` integer');
  expect(md).not.toContain('Copy');
  expect(md).not.toContain('SELECT 1');
});

test('a section is grouped by its top-level sidebar categories, runs of pages outside them named after their first page', () => {
  const sidebar = [
    {type: 'doc', id: 'sql/index'},
    {type: 'doc', id: 'sql/general'},
    {
      type: 'category',
      label: 'Modeling statements',
      link: {type: 'doc', id: 'sql/ontology'},
      items: [
        {type: 'doc', id: 'sql/mappings'},
        {type: 'category', label: 'Nested', items: [{type: 'doc', id: 'sql/views'}]},
      ],
    },
    {type: 'doc', id: 'sql/graph-algorithms'},
  ];
  const categories = topCategories(sidebar);
  expect(Object.fromEntries(categories)).toEqual({
    'sql/ontology': 'Modeling statements',
    'sql/mappings': 'Modeling statements',
    'sql/views': 'Modeling statements',
  });
  const titles: Record<string, string> = {'sql/index': 'SQL Reference', 'sql/graph-algorithms': 'Graph algorithms'};
  const groups = groupByCategory(
    ['sql/index', 'sql/general', 'sql/ontology', 'sql/mappings', 'sql/views', 'sql/graph-algorithms'],
    categories,
    (r) => titles[r] ?? r,
  );
  expect(groups).toEqual([
    {name: 'SQL Reference', routes: ['sql/index', 'sql/general']},
    {name: 'Modeling statements', routes: ['sql/ontology', 'sql/mappings', 'sql/views']},
    {name: 'Graph algorithms', routes: ['sql/graph-algorithms']},
  ]);
  expect(sectionFilesDir('docs/sql/')).toBe('/doc/docs/sql/');
});

test("a section's full text is one file when it fits, else one file per group, a group too long cut by page, each below the limit", () => {
  const page = (n: number, size: number): LlmsPage => ({
    url: `https://x.test/doc/p${n}`,
    markdownUrl: `https://x.test/doc/p${n}.md`,
    title: `Page ${n}`,
    description: '',
    markdown: `# Page ${n}\n\n${'word '.repeat(size / 5)}\n`,
  });
  const head = (name: string) => ({title: `Docs: ${name}`, summary: 'S.', notes: []});
  const small = splitFullText(
    head,
    'SQL',
    [
      {name: 'A', pages: [page(1, 100)]},
      {name: 'B', pages: [page(2, 100)]},
    ],
    1000,
  );
  expect(small.map((p) => [p.file, p.pages.length])).toEqual([['llms-full.txt', 2]]);
  expect(small[0].text).toContain('# Docs: SQL');

  const big = splitFullText(
    head,
    'SQL',
    [
      {name: 'Getting there', pages: [page(1, 300)]},
      {name: 'Data sources', pages: [page(2, 400), page(3, 400), page(4, 400)]},
    ],
    1000,
  );
  expect(big.map((p) => p.file)).toEqual([
    'llms-full-getting-there.txt',
    'llms-full-data-sources-1.txt',
    'llms-full-data-sources-2.txt',
  ]);
  expect(big.map((p) => p.pages.map((x) => x.title))).toEqual([['Page 1'], ['Page 2', 'Page 3'], ['Page 4']]);
  expect(big[1].text).toContain('# Docs: Data sources (1)');
  for (const part of big) expect(part.text.length, part.file).toBeLessThan(1000);
  // Every page once, in order.
  expect(big.flatMap((p) => p.pages.map((x) => x.title))).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4']);
  expect(FULL_TEXT_LIMIT).toBe(100_000);
});

test('the first line of every Markdown copy points to llms.txt', () => {
  const line = markdownPointer('https://x.test/doc/llms.txt');
  expect(line).not.toContain('\n');
  expect(line).toMatch(/^> .*https:\/\/x\.test\/doc\/llms\.txt$/);
});

test('the hidden note for AI agents is left out of the Markdown copy', () => {
  const note = '<p class="directive_x1" data-agent-directive="">For AI assistants: see /doc/llms.txt.</p>';
  const md = markdownOf(docPage(`${note}<p>Body.</p>`), PAGE_URL).markdown;
  expect(md).toBe('# General\n\nBody.\n');
});
