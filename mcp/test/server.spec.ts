/**
 * Unit tests (no browser, no server) of the docs MCP server: how it reads a
 * page path or address, an anchor and a query (../input.ts), the parts of a
 * page's Markdown it returns (../markdown.ts), its name and tools, and its
 * command line. The server over stdio and HTTP, on a build:
 * tests/e2e/mcp.spec.ts, mcp-package.spec.ts and mcp-http.spec.ts.
 */
// A misspelled argument on purpose, and text cut at line ends.
// cspell:ignore sectoin nbbbb ncccc
import {test, expect} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {SITE_ENV, parseArgs} from '../cli';
import {Docs} from '../docs';
import {ToolInputError, anchorOf, checkedQuery, pagePathOf} from '../input';
import {markdownHeadings, markdownSection, sliceText} from '../markdown';
import {createDocsServer} from '../server';
import {folderSource} from '../source';
import {DOCS_MCP, docsMcpSentence} from '../../src/site';

const ORIGINS = ['https://docs.timbr.ai'];

test('a page path or address is read as the page path the site uses', () => {
  const cases: Array<[string, string]> = [
    ['/doc/docs/sql/mappings', '/doc/docs/sql/mappings'],
    ['docs/sql/mappings', '/doc/docs/sql/mappings'],
    ['/docs/sql/mappings/', '/doc/docs/sql/mappings'],
    ['/doc/docs/sql/mappings.md', '/doc/docs/sql/mappings'],
    ['/doc/docs/sql/mappings.html#syntax', '/doc/docs/sql/mappings'],
    ['/doc/docs/sql/mappings/index.html?x=1', '/doc/docs/sql/mappings'],
    ['https://docs.timbr.ai/doc/docs/sql/', '/doc/docs/sql'],
    ['https://docs.timbr.ai/doc/docs/sql.md', '/doc/docs/sql'],
    ['https://docs.timbr.ai/doc/', '/doc/'],
    ['https://docs.timbr.ai/doc', '/doc/'],
    ['/doc/index.md', '/doc/'],
    ['  /doc/docs/api/usage  ', '/doc/docs/api/usage'],
  ];
  for (const [input, page] of cases) expect(pagePathOf(input, ORIGINS), input).toBe(page);
});

test('what is not a page path of the site is refused with a message that says what to give', () => {
  for (const input of [
    '',
    '   ',
    '../../etc/passwd',
    '/doc/../etc/passwd',
    '/doc/docs/%2e%2e/%2e%2e/x',
    '/etc/passwd',
    'https://example.com/doc/docs/sql/mappings',
    'http://docs.timbr.ai.evil.example/doc/',
    'file:///etc/passwd',
    '//example.com/doc/',
    '/doc/docs/a\\b',
    '/doc/%E0%A4%A',
    'x'.repeat(10_000),
  ]) {
    expect(() => pagePathOf(input, ORIGINS), JSON.stringify(input.slice(0, 40))).toThrow(ToolInputError);
  }
  expect(() => pagePathOf('/etc/passwd', ORIGINS)).toThrow(
    /not a page of the Timbr documentation: give a path under \/doc\//,
  );
  expect(() => pagePathOf('', ORIGINS)).toThrow(/path is empty/);
});

test('a query is trimmed, and refused when empty or longer than the search reads', () => {
  expect(checkedQuery('  create mapping ')).toBe('create mapping');
  expect(() => checkedQuery('')).toThrow(/query is empty/);
  expect(() => checkedQuery('q'.repeat(201))).toThrow(/201 characters long; the search reads at most 200/);
  expect(checkedQuery('q'.repeat(200))).toHaveLength(200);
});

test('an anchor is read from a path or address, decoded', () => {
  expect(anchorOf('/doc/docs/sql/mappings#syntax')).toBe('syntax');
  expect(anchorOf('https://docs.timbr.ai/doc/docs/sql/mappings.md#many-to-many%20x')).toBe('many-to-many x');
  expect(anchorOf('/doc/docs/sql/mappings')).toBeUndefined();
  expect(anchorOf('/doc/docs/sql/mappings#')).toBeUndefined();
});

const PAGE = [
  '> pointer',
  '',
  '# Mappings',
  '',
  'Intro.',
  '',
  '## Syntax',
  '',
  '```sql',
  '## not a heading',
  '```',
  '',
  '### Concept mapping',
  'One.',
  '',
  '### Many-to-many [relationship](https://x/y) mapping',
  'Two.',
  '',
  '## Parameters',
  'Three.',
  '',
  '## Syntax',
  'Again.',
  '',
].join('\n');

test('the Markdown helpers find headings outside code, a section with its subsections, and whole-line parts', () => {
  expect(markdownHeadings(PAGE).map((h) => `${h.level} ${h.text}`)).toEqual([
    '1 Mappings',
    '2 Syntax',
    '3 Concept mapping',
    '3 Many-to-many [relationship](https://x/y) mapping',
    '2 Parameters',
    '2 Syntax',
  ]);
  expect(markdownSection(PAGE, 'Syntax')).toBe(
    '## Syntax\n\n```sql\n## not a heading\n```\n\n### Concept mapping\nOne.\n\n' +
      '### Many-to-many [relationship](https://x/y) mapping\nTwo.',
  );
  // A heading's text as the HTML shows it (no link markup) finds its Markdown line; the second occurrence, its own.
  expect(markdownSection(PAGE, 'Many-to-many relationship mapping')).toMatch(/^### Many-to-many .*\nTwo\.$/);
  expect(markdownSection(PAGE, 'Syntax', 1)).toBe('## Syntax\nAgain.');
  expect(markdownSection(PAGE, 'Nothing')).toBeNull();
  const text = 'aaaa\nbbbb\ncccc\n';
  expect(sliceText(text, 0, 12)).toEqual({text: 'aaaa\nbbbb\n', end: 10});
  expect(sliceText(text, 10, 12)).toEqual({text: 'cccc\n', end: 15});
  expect(sliceText('no line ends here', 0, 5)).toEqual({text: 'no li', end: 5});
  // A line end early in the window still ends the part: no line is cut while the window holds a line end.
  expect(sliceText(`ab\n${'c'.repeat(20)}`, 0, 10)).toEqual({text: 'ab\n', end: 3});
});

test("the server's name and tools are the ones llms.txt and the note for agents name", async () => {
  const server = createDocsServer(new Docs(folderSource('/nonexistent')));
  const client = new Client({name: 'unit', version: '1'});
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  try {
    expect(client.getServerVersion()?.name).toBe(DOCS_MCP.name);
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual([...DOCS_MCP.tools]);
    // Input is checked before the site is read: an unknown argument is refused with its name.
    const refused = await client.callTool({name: 'list_sections', arguments: {sectoin: 'sql'}});
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toContain("Unrecognized key(s) in object: 'sectoin'");
  } finally {
    await client.close();
  }
  const sentence = docsMcpSentence('the page https://docs.timbr.ai/doc/docs/integration/ai-assistants');
  for (const part of [DOCS_MCP.name, ...DOCS_MCP.tools, 'https://docs.timbr.ai/doc/mcp'])
    expect(sentence).toContain(part);
  // The package is not on the npm registry: `npx <name>` there would run whatever that name holds.
  expect(sentence).not.toMatch(/\bnpx\b/);
});

test('the command line reads the site from --site, else from TIMBR_DOCS_SITE, else the published site', () => {
  expect(parseArgs([], {})).toMatchObject({site: 'https://docs.timbr.ai/doc/', http: false});
  expect(parseArgs([], {[SITE_ENV]: 'https://staging.example.com/doc/'})).toMatchObject({
    site: 'https://staging.example.com/doc/',
  });
  expect(
    parseArgs(['--site', 'https://other.example.com/doc/'], {[SITE_ENV]: 'https://staging.example.com/doc/'}),
  ).toMatchObject({site: 'https://other.example.com/doc/'});
  expect(() => parseArgs([], {[SITE_ENV]: '/nonexistent/build'})).toThrow(/is not a built documentation site/);
  expect(() => parseArgs(['--nope'], {})).toThrow(/unknown argument --nope/);
});
