import fs from 'node:fs';
import {request as httpRequest} from 'node:http';
import path from 'node:path';
import * as mcp from '../../tools/serve/mcp-client';
import {test, expect, skipWithoutNginx} from './nginx-fixtures';

/**
 * The docs MCP server's Streamable HTTP service (mcp/), on the production
 * build: on its own, and behind the production nginx configuration
 * (deploy/nginx, location /doc/mcp) as production runs it.
 */

const BUILD = path.resolve(__dirname, '../../build');

test('over Streamable HTTP, the service answers the same tools; GET is refused and /healthz says it can read the site', async () => {
  test.setTimeout(120_000);
  const server = await mcp.startHttpServer({port: 0, site: BUILD});
  try {
    const http = await mcp.connectHttp(server.url);
    try {
      const result = await http.client.callTool({name: 'search_docs', arguments: {query: 'create mapping', limit: 1}});
      expect((result.structuredContent as {results: Array<{page: string}>}).results.map((r) => r.page)).toEqual([
        '/doc/docs/sql/mappings',
      ]);
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

/** A tools/list request with another Host header than the address's (fetch cannot set Host). */
function postWithHost(url: string, host: string): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: {host, 'content-type': 'application/json', accept: 'application/json, text/event-stream'},
      },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({status: res.statusCode ?? 0, body}));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'}));
  });
}

test.describe('behind nginx', () => {
  skipWithoutNginx();

  test('nginx proxies /doc/mcp to the service, with the security headers and no caching', async ({nginx}) => {
    test.setTimeout(120_000);
    // As production runs it: nginx passes the request's Host on, and the service answers for its public host.
    const server = await mcp.startHttpServer({
      port: nginx.mcpPort,
      site: BUILD,
      args: ['--public-host', 'docs.timbr.ai'],
    });
    try {
      for (const [host, status] of [
        ['docs.timbr.ai', 200],
        ['evil.example.com', 403],
      ] as const) {
        const answer = await postWithHost(`${nginx.origin}/doc/mcp`, host);
        expect(answer.status, `Host ${host}: ${answer.body}`).toBe(status);
      }
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
