/**
 * Clients of the docs MCP server (mcp/), with the SDK's own client: over
 * stdio (the server started as a child process, as an MCP host starts it) and
 * over Streamable HTTP. Shared by the tests (tests/e2e/mcp*.spec.ts) and
 * `npm run mcp:relevance`.
 */
import path from 'node:path';
import {spawn} from 'node:child_process';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport, getDefaultEnvironment} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {ROOT} from '../lib/loader';

export {ROOT};
export const MCP_BIN = path.join(ROOT, 'mcp/bin/timbr-docs-mcp.mjs');

/** A client connected to a server: the SDK's client, what the server wrote to standard error, and how to close. */
export interface Connection {
  client: Client;
  stderr: () => string;
  close: () => Promise<void>;
}

/** Starts the server over stdio on `site` (a build folder or an address) and connects a client. */
export function connectStdio(site = path.join(ROOT, 'build')): Promise<Connection> {
  return connectCommand({command: process.execPath, args: [MCP_BIN, '--site', site]});
}

/**
 * Starts a server with `command` and `args` (in `cwd`, with `env` added to
 * the SDK's default environment), as an MCP host does, and connects a client.
 */
export async function connectCommand({
  command,
  args,
  cwd = ROOT,
  env = {},
}: {
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
}): Promise<Connection> {
  const transport = new StdioClientTransport({
    command,
    args,
    cwd,
    env: {...getDefaultEnvironment(), ...env},
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
  const client = new Client({name: 'timbr-docs-tests', version: '1.0.0'});
  try {
    await client.connect(transport);
  } catch (error) {
    throw new Error(`the MCP server did not start over stdio: ${(error as Error).message}\n${stderr}`);
  }
  return {client, stderr: () => stderr, close: () => client.close()};
}

/**
 * Starts the server over Streamable HTTP (`--http --port <port>`) as a child
 * process and resolves once it says where it listens (its first line on
 * standard error), with that address.
 */
export function startHttpServer({
  port,
  site = path.join(ROOT, 'build'),
  timeoutMs = 60_000,
  args = [],
}: {
  port: number;
  site?: string;
  timeoutMs?: number;
  args?: string[];
}): Promise<{url: string; stderr: () => string; stop: () => Promise<void>}> {
  const child = spawn(process.execPath, [MCP_BIN, '--site', site, '--http', '--port', String(port), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
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
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/** A client connected to a Streamable HTTP endpoint. */
export async function connectHttp(url: string): Promise<{client: Client; close: () => Promise<void>}> {
  const client = new Client({name: 'timbr-docs-tests', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return {client, close: () => client.close()};
}

/**
 * Runs `command` with `args` as a raw stdio server: writes the JSON-RPC
 * `messages` (one per line) to its standard input, waits until it has
 * answered every request among them (or `timeoutMs`), stops it, and returns
 * what it wrote to standard output and standard error, unparsed.
 */
export function rawStdio({
  command,
  args,
  cwd = ROOT,
  env = {},
  messages,
  timeoutMs = 60_000,
}: {
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
  messages: {id?: unknown}[];
  timeoutMs?: number;
}): Promise<{stdout: string; stderr: string}> {
  // Its own process group, so that whatever it starts (npx starts the server through a shell) can be stopped too.
  const child = spawn(command, args, {
    cwd,
    env: {...process.env, ...env},
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  const requests = messages.filter((m) => m.id !== undefined).length;
  let stdout = '';
  let stderr = '';
  return new Promise((resolve, reject) => {
    let stopping = false;
    let closed = false;
    child.once('close', () => (closed = true));
    // As a client ends a session: it closes the server's input, and the server exits. Killing npx instead left
    // the server it had started running, outside the test run's processes, until the test worker exited.
    const stop = () => {
      if (stopping) return;
      stopping = true;
      clearTimeout(timer);
      // A server that has already exited (it failed, or answered and left) has nothing left to stop.
      if (closed) {
        resolve({stdout, stderr});
        return;
      }
      const kill = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      child.once('close', () => {
        clearTimeout(kill);
        resolve({stdout, stderr});
      });
      child.stdin.end();
    };
    const timer = setTimeout(stop, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      // Whole lines only: the last piece may be a line still being written.
      const answered = stdout
        .split('\n')
        .slice(0, -1)
        .filter((line) => /"id":/.test(line)).length;
      if (answered >= requests) stop();
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    for (const message of messages) child.stdin.write(`${JSON.stringify(message)}\n`);
  });
}

/** The text of a tool result (its text parts joined). */
export const textOf = (result: object) =>
  ((result as {content?: {type: string; text?: string}[]}).content ?? [])
    .filter((c) => c.type === 'text')
    .map((c) => c.text)
    .join('\n');
