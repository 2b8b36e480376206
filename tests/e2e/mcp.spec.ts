import fs from 'node:fs';
import path from 'node:path';
import * as mcp from '../../tools/serve/mcp-client';
import type {Connection} from '../../tools/serve/mcp-client';
import {test, expect} from './nginx-fixtures';

/**
 * The docs MCP server (mcp/) with the SDK's own client, on the production
 * build: its three tools over stdio and the clear tool errors of bad input.
 * Its commands and its package: mcp-package.spec.ts; the Streamable HTTP
 * service on its own and behind the production nginx configuration
 * (deploy/nginx, location /doc/mcp): mcp-http.spec.ts. The relevance set
 * through its search tool: tests/e2e/mcp-relevance.spec.ts.
 */

const BUILD = path.resolve(__dirname, '../../build');

// The tools' tests share one stdio connection per worker; the tests of the commands, the package and the
// HTTP service (mcp-package.spec.ts, mcp-http.spec.ts) start servers of their own, and run beside them.
test.describe('over one stdio connection', () => {
  let stdio: Connection;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stdio = await mcp.connectStdio(BUILD);
  });

  test.afterAll(async () => {
    await stdio?.close();
  });

  const call = (name: string, args: Record<string, unknown>) => stdio.client.callTool({name, arguments: args});

  test('over stdio, the server offers its three tools, each read-only and described', async () => {
    const {tools} = await stdio.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_page', 'list_sections', 'search_docs']);
    for (const tool of tools) {
      expect(tool.description?.length ?? 0, tool.name).toBeGreaterThan(40);
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    }
    expect(stdio.stderr()).toContain('over stdio');
  });

  test("each tool's schema says exactly what is valid: the sections as an enum, bounds for numbers, no other argument", async () => {
    const {tools} = await stdio.client.listTools();
    const schema = (name: string) =>
      tools.find((t) => t.name === name)!.inputSchema as {
        properties: Record<string, {type: string; enum?: string[]; minimum?: number; maximum?: number}>;
        required?: string[];
        additionalProperties?: boolean;
      };
    const sections = ['getting-started', 'platform', 'sql', 'api', 'integration', 'general'];
    for (const tool of tools) expect(schema(tool.name).additionalProperties, tool.name).toBe(false);
    expect(schema('search_docs').properties.section.enum).toEqual(sections);
    expect(schema('list_sections').properties.section.enum).toEqual(sections);
    expect(schema('search_docs').properties.limit).toMatchObject({type: 'integer', minimum: 1, maximum: 20});
    expect(schema('search_docs').required).toEqual(['query']);
    expect(schema('get_page').properties.length).toMatchObject({type: 'integer', minimum: 1, maximum: 100_000});
    expect(schema('get_page').required).toEqual(['path']);
  });

  test('search_docs ranks pages as the site search does, with addresses of the pages and of their Markdown copies', async () => {
    const result = await call('search_docs', {query: 'create mapping'});
    expect(result.isError).toBeFalsy();
    const hits = (
      result.structuredContent as {results: Array<{url: string; markdownUrl: string; page: string; title: string}>}
    ).results;
    expect(hits.length).toBeGreaterThan(2);
    expect(hits.length).toBeLessThanOrEqual(8);
    expect(hits[0].page).toBe('/doc/docs/sql/mappings');
    for (const hit of hits) {
      expect(hit.url.startsWith(`https://docs.timbr.ai${hit.page}`), hit.url).toBe(true);
      // Every Markdown address the tool gives is a file of the build.
      const file = path.join(BUILD, new URL(hit.markdownUrl).pathname.replace(/^\/doc\//, ''));
      expect(fs.existsSync(file), hit.markdownUrl).toBe(true);
    }
    expect(mcp.textOf(result)).toContain('https://docs.timbr.ai/doc/docs/sql/mappings.md');
    // Every result carries a snippet, in the text with the query's words in bold.
    expect(hits.every((h) => (h as unknown as {snippet: string}).snippet.length > 20)).toBe(true);
    expect(mcp.textOf(result)).toMatch(/\*\*(create|CREATE|mapping|MAPPING)\*\*/i);

    const sql = await call('search_docs', {query: 'authentication', section: 'api', limit: 3});
    const pages = (sql.structuredContent as {results: Array<{page: string}>}).results.map((r) => r.page);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThanOrEqual(3);
    expect(pages.every((p) => p.startsWith('/doc/docs/api/'))).toBe(true);
  });

  test('search_docs lands on the section that answers, with its anchor and a snippet of its text', async () => {
    const result = await call('search_docs', {query: 'row level security', limit: 3});
    const [first] = (
      result.structuredContent as {results: Array<{url: string; anchor?: string; heading?: string; snippet: string}>}
    ).results;
    expect(first).toMatchObject({
      url: 'https://docs.timbr.ai/doc/docs/sql/permissions#what-users-can-see-and-what-they-can-do',
      anchor: 'what-users-can-see-and-what-they-can-do',
      heading: 'What users can see and what they can do',
    });
    expect(first.snippet).toContain('row-level security');
    expect(mcp.textOf(result)).toContain('**row**-**level** **security**');
    // The abbreviation the page defines finds the same section.
    const rls = await call('search_docs', {query: 'RLS', limit: 1});
    expect((rls.structuredContent as {results: Array<{url: string}>}).results[0].url).toBe(first.url);
  });

  test('get_page returns the Markdown copy of a page, by path or by address', async () => {
    const copy = fs.readFileSync(path.join(BUILD, 'docs/sql/mappings.md'), 'utf8');
    for (const input of [
      '/doc/docs/sql/mappings',
      'docs/sql/mappings',
      '/docs/sql/mappings/',
      'https://docs.timbr.ai/doc/docs/sql/mappings',
      'https://docs.timbr.ai/doc/docs/sql/mappings.md',
      '/doc/docs/sql/mappings.html',
      '/doc/docs/sql/mappings/index.html',
    ]) {
      const result = await call('get_page', {path: input});
      expect(result.isError, input).toBeFalsy();
      expect(mcp.textOf(result), input).toBe(copy);
    }
    const home = await call('get_page', {path: 'https://docs.timbr.ai/doc/'});
    expect(mcp.textOf(home)).toBe(fs.readFileSync(path.join(BUILD, 'index.md'), 'utf8'));
  });

  test("get_page with an #anchor returns only that section, under the page's title", async () => {
    const copy = fs.readFileSync(path.join(BUILD, 'docs/sql/permissions.md'), 'utf8');
    const result = await call('get_page', {
      path: 'https://docs.timbr.ai/doc/docs/sql/permissions#what-users-can-see-and-what-they-can-do',
    });
    expect(result.isError).toBeFalsy();
    const section = mcp.textOf(result);
    expect(section).toMatch(/^# User actions, roles, and permissions\n\n## What users can see and what they can do\n/);
    expect(section).toContain('row-level security (RLS)');
    expect(section).not.toContain('## Syntax');
    expect(section).not.toContain('## Notes and limits');
    expect(section.length).toBeLessThan(copy.length / 3);
    // An h2 section holds its h3 sections, and stops at the next h2.
    const examples = mcp.textOf(await call('get_page', {path: '/doc/docs/sql/permissions#examples'}));
    expect(examples).toContain('### Let a role query one knowledge graph');
    expect(examples).not.toContain('## Users and roles');
  });

  test('get_page reads a long page in parts: each says where the next starts, and the parts make the page', async () => {
    const copy = fs.readFileSync(path.join(BUILD, 'docs/getting-started/tutorials/supply-chain-use-case.md'), 'utf8');
    expect(copy.length).toBeGreaterThan(40_000);
    const parts: string[] = [];
    let offset = 0;
    for (let k = 0; k < 10 && offset < copy.length; k += 1) {
      const result = await call('get_page', {
        path: '/doc/docs/getting-started/tutorials/supply-chain-use-case',
        offset,
      });
      const info = result.structuredContent as {
        offset: number;
        end: number;
        total: number;
        nextOffset?: number;
        sections: Array<{anchor: string}>;
      };
      expect(info).toMatchObject({offset, total: copy.length});
      expect(info.end - offset).toBeLessThanOrEqual(20_000);
      expect(info.sections.length).toBeGreaterThan(5);
      const piece = copy.slice(offset, info.end);
      expect(mcp.textOf(result).startsWith(piece.trimEnd())).toBe(true);
      expect(mcp.textOf(result)).toMatch(
        /\[Characters [\d,]+ to [\d,]+ of [\d,]+\. (Continue with get_page \{"path": ".*", "offset": \d+\}|This is the last part)\./,
      );
      parts.push(piece);
      offset = info.nextOffset ?? copy.length;
    }
    expect(parts.length).toBe(3);
    expect(parts.join('')).toBe(copy);
    // A part of a chosen length ends with a whole line.
    const small = await call('get_page', {path: '/doc/docs/sql/permissions', length: 1000});
    const {end} = small.structuredContent as {end: number};
    expect(end).toBeLessThanOrEqual(1000);
    expect(fs.readFileSync(path.join(BUILD, 'docs/sql/permissions.md'), 'utf8')[end - 1]).toBe('\n');
  });

  test('list_sections lists the five sections and General, and the pages of one', async () => {
    const all = await call('list_sections', {});
    const sections = (all.structuredContent as {sections: Array<{id: string; pages: number; index: string}>}).sections;
    expect(sections.map((s) => s.id)).toEqual(['getting-started', 'platform', 'sql', 'api', 'integration', 'general']);
    for (const s of sections.filter((x) => x.id !== 'general')) {
      expect(s.pages, s.id).toBeGreaterThan(3);
      expect(fs.existsSync(path.join(BUILD, new URL(s.index).pathname.replace(/^\/doc\//, ''))), s.index).toBe(true);
    }
    const sql = await call('list_sections', {section: 'sql'});
    const pages = (sql.structuredContent as {pages: Array<{path: string}>}).pages.map((p) => p.path);
    expect(pages).toContain('/doc/docs/sql/mappings');
    expect(pages.every((p) => p.startsWith('/doc/docs/sql'))).toBe(true);
  });

  const BAD_INPUT: Array<[string, Record<string, unknown>, RegExp]> = [
    ['search_docs', {query: ''}, /query is empty/],
    ['search_docs', {query: '   '}, /query is empty/],
    ['search_docs', {query: 'm'.repeat(10_000)}, /10,000 characters long; the search reads at most 200/],
    [
      'search_docs',
      {query: 'mapping', section: 'nosuch'},
      /no section "nosuch"\. The sections are: getting-started, platform, sql, api, integration, general\./,
    ],
    ['search_docs', {query: 'mapping', limit: 0}, /limit must be a whole number from 1 to 20/],
    ['search_docs', {query: 'mapping', limit: 500}, /limit must be a whole number from 1 to 20/],
    ['search_docs', {query: 'mapping', limit: 2.5}, /limit must be a whole number from 1 to 20/],
    ['search_docs', {query: 'mapping', limit: '3'}, /limit must be a whole number from 1 to 20/],
    ['search_docs', {query: 'mapping', sections: 'sql'}, /Unrecognized key\(s\) in object: 'sections'/],
    ['search_docs', {}, /query/],
    ['get_page', {path: '/doc/docs/sql/mappings', anchor: 'syntax'}, /Unrecognized key\(s\) in object: 'anchor'/],
    [
      'get_page',
      {path: '/doc/docs/sql/mappings#no-such-section'},
      /has no section #no-such-section\. Its sections: #syntax \(Syntax\)/,
    ],
    [
      'get_page',
      {path: '/doc/docs/sql/mappings', offset: 10_000_000},
      /offset 10,000,000 is past the end: this text has [\d,]+ characters/,
    ],
    ['get_page', {path: '/doc/docs/sql/mappings', length: 0}, /length must be a whole number from 1 to 100,000/],
    ['get_page', {path: '/doc/docs/sql/mappings', offset: -1}, /offset must be a whole number from 0/],
    [
      'get_page',
      {path: '/doc/docs/no-such-page'},
      /There is no page at \/doc\/docs\/no-such-page\. Find pages with search_docs/,
    ],
    ['get_page', {path: ''}, /path is empty/],
    ['get_page', {path: '../../etc/passwd'}, /is not a page of the Timbr documentation/],
    ['get_page', {path: '/doc/docs/%2e%2e/%2e%2e/%2e%2e/etc/passwd'}, /is not a page of the Timbr documentation/],
    ['get_page', {path: '/etc/passwd'}, /is not a page of the Timbr documentation/],
    ['get_page', {path: 'https://example.com/doc/docs/sql/mappings'}, /is not a page of the Timbr documentation/],
    ['get_page', {path: 'file:///etc/passwd'}, /is not a page of the Timbr documentation/],
    ['get_page', {path: 'x'.repeat(10_000)}, /10,000 characters long/],
    ['list_sections', {section: 'nosuch'}, /no section "nosuch"/],
    ['list_sections', {page: 2}, /Unrecognized key\(s\) in object: 'page'/],
  ];

  for (const [tool, args, message] of BAD_INPUT) {
    test(`${tool} with ${JSON.stringify(args).slice(0, 60)} gets a clear tool error`, async () => {
      const result = await call(tool, args);
      expect(result.isError).toBe(true);
      expect(mcp.textOf(result)).toMatch(message);
    });
  }
});
