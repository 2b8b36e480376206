/**
 * Clients of the docs MCP server (mcp/), with the SDK's own client: over
 * stdio (the server started as a child process, as an MCP host starts it) and
 * over Streamable HTTP. Shared by the tests (tests/e2e/mcp*.spec.ts) and
 * `npm run mcp:relevance`.
 */
import path from 'node:path';
import {spawn} from 'node:child_process';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const MCP_BIN = path.join(ROOT, 'mcp/bin/timbr-docs-mcp.mjs');

/** Starts the server over stdio on `site` (a build folder or an address) and connects a client. */
export async function connectStdio(site = path.join(ROOT, 'build')) {
  const transport = new StdioClientTransport({command: process.execPath, args: [MCP_BIN, '--site', site], cwd: ROOT, stderr: 'pipe'});
  let stderr = '';
  transport.stderr?.on('data', (chunk) => (stderr += chunk));
  const client = new Client({name: 'timbr-docs-tests', version: '1.0.0'});
  try {
    await client.connect(transport);
  } catch (error) {
    throw new Error(`the MCP server did not start over stdio: ${error.message}\n${stderr}`);
  }
  return {client, stderr: () => stderr, close: () => client.close()};
}

/**
 * @param {{port: number, site?: string, timeoutMs?: number}} options
 * @returns {Promise<{url: string, stderr: () => string, stop: () => Promise<void>}>}
 * Starts the server over Streamable HTTP (`--http --port <port>`) as a child
 * process and resolves once it says where it listens (its first line on
 * standard error), with that address.
 */
export function startHttpServer({port, site = path.join(ROOT, 'build'), timeoutMs = 60_000}) {
  const child = spawn(process.execPath, [MCP_BIN, '--site', site, '--http', '--port', String(port)], {cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the MCP HTTP server did not start within ${timeoutMs} ms:\n${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the MCP HTTP server exited (${code}):\n${stderr}`));
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const url = /Streamable HTTP at (\S+)/.exec(stderr)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        url,
        stderr: () => stderr,
        stop: () => new Promise((done) => {
          if (child.exitCode !== null) return done(undefined);
          child.once('exit', () => done(undefined));
          child.kill('SIGTERM');
        }),
      });
    });
  });
}

/** A client connected to a Streamable HTTP endpoint. */
export async function connectHttp(url) {
  const client = new Client({name: 'timbr-docs-tests', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return {client, close: () => client.close()};
}

/** The text of a tool result (its text parts joined). */
export const textOf = (result) => (result.content ?? []).filter((c) => c.type === 'text').map((c) => c.text).join('\n');
