import fs from 'node:fs';
import path from 'node:path';
import {test, expect, skipWithoutNginx} from './nginx-fixtures';

/**
 * The docs MCP server (mcp/) with the SDK's own client, on the production
 * build: its three tools over stdio, the clear tool errors of bad input, the
 * Streamable HTTP service on its own and behind the production nginx
 * configuration (deploy/nginx, location /doc/mcp). The relevance set through
 * its search tool: tests/e2e/mcp-relevance.spec.ts.
 */
type McpClient = typeof import('../support/mcp-client.mjs');
type Connection = Awaited<ReturnType<McpClient['connectStdio']>>;

const BUILD = path.resolve(__dirname, '../../build');
let mcp: McpClient;
let stdio: Connection;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mcp = await import('../support/mcp-client.mjs');
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

test('search_docs ranks pages as the site search does, with addresses of the pages and of their Markdown copies', async () => {
  const result = await call('search_docs', {query: 'create mapping'});
  expect(result.isError).toBeFalsy();
  const hits = (result.structuredContent as {results: Array<{url: string; markdownUrl: string; page: string; title: string}>}).results;
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

  const sql = await call('search_docs', {query: 'authentication', section: 'api', limit: 3});
  const pages = (sql.structuredContent as {results: Array<{page: string}>}).results.map((r) => r.page);
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.length).toBeLessThanOrEqual(3);
  expect(pages.every((p) => p.startsWith('/doc/docs/api/'))).toBe(true);
});

test('get_page returns the Markdown copy of a page, by path or by address', async () => {
  const copy = fs.readFileSync(path.join(BUILD, 'docs/sql/mappings.md'), 'utf8');
  for (const input of ['/doc/docs/sql/mappings', 'docs/sql/mappings', '/docs/sql/mappings/', 'https://docs.timbr.ai/doc/docs/sql/mappings',
    'https://docs.timbr.ai/doc/docs/sql/mappings.md#syntax', '/doc/docs/sql/mappings.html', '/doc/docs/sql/mappings/index.html']) {
    const result = await call('get_page', {path: input});
    expect(result.isError, input).toBeFalsy();
    expect(mcp.textOf(result), input).toBe(copy);
  }
  const home = await call('get_page', {path: 'https://docs.timbr.ai/doc/'});
  expect(mcp.textOf(home)).toBe(fs.readFileSync(path.join(BUILD, 'index.md'), 'utf8'));
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
  ['search_docs', {query: 'mapping', section: 'nosuch'}, /no section "nosuch"\. The sections are: getting-started, platform/],
  ['search_docs', {query: 'mapping', limit: 0}, /limit must be a whole number from 1 to 20/],
  ['search_docs', {query: 'mapping', limit: 500}, /limit must be a whole number from 1 to 20/],
  ['get_page', {path: '/doc/docs/no-such-page'}, /There is no page at \/doc\/docs\/no-such-page\. Find pages with search_docs/],
  ['get_page', {path: ''}, /path is empty/],
  ['get_page', {path: '../../etc/passwd'}, /is not a page of the Timbr documentation/],
  ['get_page', {path: '/doc/docs/%2e%2e/%2e%2e/%2e%2e/etc/passwd'}, /is not a page of the Timbr documentation/],
  ['get_page', {path: '/etc/passwd'}, /is not a page of the Timbr documentation/],
  ['get_page', {path: 'https://example.com/doc/docs/sql/mappings'}, /is not a page of the Timbr documentation/],
  ['get_page', {path: 'file:///etc/passwd'}, /is not a page of the Timbr documentation/],
  ['get_page', {path: 'x'.repeat(10_000)}, /10,000 characters long/],
  ['list_sections', {section: 'nosuch'}, /no section "nosuch"/],
];

for (const [tool, args, message] of BAD_INPUT) {
  test(`${tool} with ${JSON.stringify(args).slice(0, 60)} gets a clear tool error`, async () => {
    const result = await call(tool, args);
    expect(result.isError).toBe(true);
    expect(mcp.textOf(result)).toMatch(message);
  });
}

test('a wrong --site is refused with a clear message before the server starts', async () => {
  const {spawnSync} = await import('node:child_process');
  const run = spawnSync(process.execPath, [mcp.MCP_BIN, '--site', path.join(BUILD, 'no-such-folder')], {encoding: 'utf8', timeout: 60_000});
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/is not a built documentation site \(no llms\.txt\)/);
  const port = spawnSync(process.execPath, [mcp.MCP_BIN, '--http', '--port', 'eighty'], {encoding: 'utf8', timeout: 60_000});
  expect(port.status).toBe(2);
  expect(port.stderr).toMatch(/--port must be a number/);
});

test('over Streamable HTTP, the service answers the same tools; GET is refused and /healthz says it can read the site', async () => {
  test.setTimeout(120_000);
  const server = await mcp.startHttpServer({port: 0, site: BUILD});
  try {
    const http = await mcp.connectHttp(server.url);
    try {
      const result = await http.client.callTool({name: 'search_docs', arguments: {query: 'create mapping', limit: 1}});
      expect((result.structuredContent as {results: Array<{page: string}>}).results.map((r) => r.page)).toEqual(['/doc/docs/sql/mappings']);
      const error = await http.client.callTool({name: 'get_page', arguments: {path: '/doc/docs/no-such-page'}});
      expect(error.isError).toBe(true);
    } finally {
      await http.close();
    }
    const get = await fetch(server.url);
    expect(get.status).toBe(405);
    const health = await fetch(new URL('/healthz', server.url));
    expect(health.status).toBe(200);
  } finally {
    await server.stop();
  }
});

test.describe('behind nginx', () => {
  skipWithoutNginx();

  test('nginx proxies /doc/mcp to the service, with the security headers and no caching', async ({nginx}) => {
    test.setTimeout(120_000);
    const server = await mcp.startHttpServer({port: nginx.mcpPort, site: BUILD});
    try {
      const http = await mcp.connectHttp(`${nginx.origin}/doc/mcp`);
      try {
        const {tools} = await http.client.listTools();
        expect(tools.map((t) => t.name).sort()).toEqual(['get_page', 'list_sections', 'search_docs']);
        const page = await http.client.callTool({name: 'get_page', arguments: {path: '/doc/docs/sql/mappings'}});
        expect(mcp.textOf(page)).toBe(fs.readFileSync(path.join(BUILD, 'docs/sql/mappings.md'), 'utf8'));
      } finally {
        await http.close();
      }
      const response = await fetch(`${nginx.origin}/doc/mcp`, {
        method: 'POST',
        headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'},
        body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'}),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    } finally {
      await server.stop();
    }
    // With the service stopped, nginx says so rather than hanging.
    const down = await fetch(`${nginx.origin}/doc/mcp`, {method: 'POST', body: '{}'});
    expect(down.status).toBe(502);
  });
});
