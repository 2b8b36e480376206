import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {test, expect} from './fixtures';
import {PORT} from '../support/env';
import * as mcp from '../../tools/serve/mcp-client';

/**
 * The official MCP conformance suite (@modelcontextprotocol/conformance) against
 * the docs MCP server over Streamable HTTP, on the build: every server scenario
 * that applies to what the server offers. It offers tools only (no resources,
 * prompts, completions or logging, and, being stateless, no server-initiated
 * requests: sampling, elicitation, progress, SSE sessions), so the scenarios
 * are the protocol's basics, the tools, and DNS rebinding protection. The first
 * test pins that: a new capability fails it until its scenarios are added here.
 */

const BUILD = path.resolve(__dirname, '../../build');
const CLI = path.resolve(__dirname, '../../node_modules/@modelcontextprotocol/conformance/dist/index.js');
const SCENARIOS = [
  'server-initialize',
  'ping',
  'tools-list',
  'tools-call-simple-text',
  'tools-call-error',
  'dns-rebinding-protection',
];

let server: Awaited<ReturnType<typeof mcp.startHttpServer>>;

test.describe.configure({mode: 'serial'});

test.beforeAll(async ({}, workerInfo) => {
  // A public host as production runs it (behind nginx): loopback must still be served, and nothing else.
  server = await mcp.startHttpServer({
    port: PORT + 40 + workerInfo.parallelIndex,
    site: BUILD,
    args: ['--public-host', 'docs.timbr.ai'],
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('the server offers tools and nothing else, so these scenarios are the ones that apply', async () => {
  const {client, close} = await mcp.connectHttp(server.url);
  try {
    expect(Object.keys(client.getServerCapabilities() ?? {}).sort()).toEqual(['tools']);
  } finally {
    await close();
  }
});

for (const scenario of SCENARIOS) {
  test(`conformance: ${scenario}`, () => {
    const run = spawnSync(process.execPath, [CLI, 'server', '--url', server.url, '--scenario', scenario], {
      encoding: 'utf8',
      env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'},
      timeout: 60_000,
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(0);
    const passed = /Passed: (\d+)\/(\d+), (\d+) failed/.exec(output);
    expect(passed, output).not.toBeNull();
    expect(Number(passed![1]), output).toBeGreaterThan(0);
    expect(passed![1], output).toBe(passed![2]);
  });
}

test('a request for another host gets a 403 that says why, and the server goes on answering', async () => {
  const body = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'});
  const headers = {'content-type': 'application/json', accept: 'application/json, text/event-stream'};
  const port = new URL(server.url).port;
  const refused = await new Promise<{status: number; body: string}>((resolve, reject) => {
    import('node:http').then(({request}) => {
      const req = request(
        server.url,
        {method: 'POST', headers: {...headers, host: `evil.example.com:${port}`}},
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({status: res.statusCode ?? 0, body: text}));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  });
  expect(refused.status).toBe(403);
  expect(JSON.parse(refused.body).error.message).toContain('not for Host evil.example.com (DNS rebinding protection)');
  const ok = await fetch(server.url, {method: 'POST', headers, body});
  expect(ok.status).toBe(200);
});
