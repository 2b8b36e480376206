import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildMcp, packMcp} from '../../tools/release/build-mcp';
import * as mcp from '../../tools/serve/mcp-client';
import {test, expect} from './nginx-fixtures';

/**
 * How the docs MCP server (mcp/) starts, on the production build: a wrong
 * argument refused before it starts, the command a clone documents, and the
 * package installed with npx from its tarball, both writing nothing but
 * JSON-RPC to standard output.
 */

const BUILD = path.resolve(__dirname, '../../build');

test('a wrong --site is refused with a clear message before the server starts', async () => {
  const {spawnSync} = await import('node:child_process');
  const run = spawnSync(process.execPath, [mcp.MCP_BIN, '--site', path.join(BUILD, 'no-such-folder')], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/is not a built documentation site \(no llms\.txt\)/);
  const port = spawnSync(process.execPath, [mcp.MCP_BIN, '--http', '--port', 'eighty'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(port.status).toBe(2);
  expect(port.stderr).toMatch(/--port must be a number/);
});

/** What an MCP host sends first, a call, and the list of tools: three requests. */
const HANDSHAKE = [
  {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'raw', version: '1'}},
  },
  {jsonrpc: '2.0', method: 'notifications/initialized'},
  {jsonrpc: '2.0', id: 2, method: 'tools/list'},
  {
    jsonrpc: '2.0',
    id: 3,
    method: 'tools/call',
    params: {name: 'search_docs', arguments: {query: 'create mapping', limit: 1}},
  },
];

/** Every line of `stdout` is a JSON-RPC message; returns the ids answered. */
function jsonRpcIds(stdout: string): unknown[] {
  const lines = stdout.split('\n').filter((line) => line !== '');
  for (const line of lines) {
    let message: {jsonrpc?: string} | undefined;
    expect(() => (message = JSON.parse(line)), `not JSON: ${line.slice(0, 200)}`).not.toThrow();
    expect(message?.jsonrpc, line.slice(0, 200)).toBe('2.0');
  }
  return lines.map((line) => (JSON.parse(line) as {id?: unknown}).id);
}

test("a clone's documented start command writes nothing but JSON-RPC to standard output", async () => {
  // The package's command (npx) is checked the same way in its own test below.
  const {stdout, stderr} = await mcp.rawStdio({
    command: process.execPath,
    args: [mcp.MCP_BIN, '--site', BUILD],
    messages: HANDSHAKE,
  });
  expect(jsonRpcIds(stdout), stderr).toEqual([1, 2, 3]);
  expect(stderr).toContain('over stdio');
});

test.describe('the package', () => {
  test('installs with npx from its packed tarball in an empty folder, offline, and answers on the site TIMBR_DOCS_SITE names', async ({}, testInfo) => {
    test.setTimeout(240_000);
    await buildMcp();
    const tarball = packMcp(testInfo.outputPath('pack'));
    const {execFileSync} = await import('node:child_process');
    // The tarball holds the bundle, its licenses, the manifest and the README, and depends on nothing.
    const listed = execFileSync('tar', ['-tzf', tarball], {encoding: 'utf8'}).trim().split('\n').sort();
    expect(listed).toEqual([
      'package/README.md',
      'package/dist/THIRD-PARTY-LICENSES.txt',
      'package/dist/timbr-docs-mcp.mjs',
      'package/package.json',
    ]);
    const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], {encoding: 'utf8'}));
    expect(manifest).toMatchObject({name: 'timbr-docs-mcp', bin: {'timbr-docs-mcp': 'dist/timbr-docs-mcp.mjs'}});
    expect(manifest.dependencies).toBeUndefined();

    // Outside the repository: in a folder below it, npm would take the repository for the project and read
    // its whole dependency tree first (about 10 s a run).
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'timbr-docs-mcp-'));
    try {
      const empty = path.join(scratch, 'empty');
      fs.mkdirSync(empty);
      const command = {
        command: 'npx',
        args: ['--yes', '--offline', '--package', tarball, 'timbr-docs-mcp'],
        cwd: empty,
        // A cache of its own: npx keeps what it installs there, and an install kept in the user's cache would
        // answer `npx timbr-docs-mcp` in the repository afterwards instead of the repository's own command.
        env: {TIMBR_DOCS_SITE: BUILD, npm_config_cache: path.join(scratch, 'npm-cache')},
      };
      const connection = await mcp.connectCommand(command);
      try {
        const {tools} = await connection.client.listTools();
        expect(tools.map((t) => t.name).sort()).toEqual(['get_page', 'list_sections', 'search_docs']);
        const found = await connection.client.callTool({
          name: 'search_docs',
          arguments: {query: 'create mapping', limit: 1},
        });
        expect((found.structuredContent as {results: Array<{page: string}>}).results.map((r) => r.page)).toEqual([
          '/doc/docs/sql/mappings',
        ]);
        const section = await connection.client.callTool({
          name: 'get_page',
          arguments: {path: '/doc/docs/sql/permissions#users-and-roles'},
        });
        expect(mcp.textOf(section)).toMatch(/^# User actions, roles, and permissions\n\n## Users and roles\n/);
        expect(connection.stderr()).toContain(`serving build folder ${BUILD} over stdio`);
      } finally {
        await connection.close();
      }
      // Nothing was installed in the folder, and the protocol stream stays clean.
      expect(fs.readdirSync(empty)).toEqual([]);
      const {stdout} = await mcp.rawStdio({...command, messages: HANDSHAKE});
      expect(jsonRpcIds(stdout)).toEqual([1, 2, 3]);
    } finally {
      fs.rmSync(scratch, {recursive: true, force: true});
    }
  });
});
