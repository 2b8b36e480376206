/**
 * The docs MCP server over Streamable HTTP, as a small Node service:
 * `POST /mcp` (the MCP endpoint, stateless: every request gets a fresh
 * server and transport over the one loaded engine, so any number of clients
 * and service restarts need no session state) and `GET /healthz`. It listens
 * on loopback by default; deploy/nginx/site.conf proxies `/doc/mcp` to it.
 * It refuses, with a 4xx and a JSON-RPC error, a request whose `Host` or
 * `Origin` names a host it does not serve (./origin.ts), and stays up.
 */
import http from 'node:http';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type {Docs} from './docs';
import {refusalOf} from './origin';
import {createDocsServer} from './server';

export const MCP_PATH = '/mcp';

export interface RunningHttpServer {
  url: string;
  close(): Promise<void>;
}

function plain(res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {'content-type': 'text/plain; charset=utf-8', ...headers});
  res.end(`${body}\n`);
}

function jsonRpcError(res: http.ServerResponse, status: number, code: number, message: string): void {
  res.writeHead(status, {'content-type': 'application/json'});
  res.end(JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null}));
}

export async function startHttpServer(
  docs: Docs,
  {port, host = '127.0.0.1', publicHosts = []}: {port: number; host?: string; publicHosts?: readonly string[]},
): Promise<RunningHttpServer> {
  const server = http.createServer(async (req, res) => {
    const refusal = refusalOf(req.headers, publicHosts);
    if (refusal) {
      jsonRpcError(res, refusal.status, -32000, refusal.message);
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) {
      try {
        await docs.search();
        plain(res, 200, 'ok');
      } catch (error) {
        plain(res, 503, `the documentation cannot be read: ${(error as Error).message}`);
      }
      return;
    }
    if (pathname !== MCP_PATH) {
      plain(res, 404, `Not found. The MCP endpoint is ${MCP_PATH}.`);
      return;
    }
    if (req.method !== 'POST') {
      // Stateless: no server-initiated stream (GET) and no session to end (DELETE).
      res.setHeader('allow', 'POST');
      jsonRpcError(res, 405, -32000, 'Method not allowed: send MCP messages with POST.');
      return;
    }
    const mcp = createDocsServer(docs);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    res.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    try {
      await mcp.connect(transport);
      await transport.handleRequest(req, res);
    } catch (error) {
      if (!res.headersSent) jsonRpcError(res, 500, -32603, `Internal error: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}${MCP_PATH}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
