/**
 * The server's entry in the MCP registry's format (static/mcp/server.json,
 * served at /doc/mcp/server.json and named in llms.txt): the registry's rules
 * for it, and agreement with what it describes, the published npm package
 * (tools/release/build-mcp.ts) and the hosted endpoint (src/site.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {BASE_URL, DOCS_MCP, SITE_URL} from '../../src/site';
import {publishedManifest} from '../../tools/release/build-mcp';

const ROOT = path.resolve(__dirname, '../..');
const entry = JSON.parse(fs.readFileSync(path.join(ROOT, 'static', DOCS_MCP.registryEntry), 'utf8'));
const workspace = JSON.parse(fs.readFileSync(path.join(ROOT, 'mcp/package.json'), 'utf8'));

test("the registry's rules: schema, a reverse-DNS name with one slash, a short description, a fixed version", () => {
  expect(entry.$schema).toMatch(
    /^https:\/\/static\.modelcontextprotocol\.io\/schemas\/\d{4}-\d{2}-\d{2}\/server\.schema\.json$/,
  );
  expect(entry.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
  // The namespace is the site's own domain, reversed (the registry checks that its publisher owns it).
  const domain = new URL(SITE_URL).hostname.split('.').slice(-2).reverse().join('.');
  expect(entry.name.split('/')[0]).toBe(domain);
  expect(entry.description.length).toBeLessThanOrEqual(100);
  expect(entry.version).toMatch(/^\d+\.\d+\.\d+$/);
  for (const p of entry.packages) {
    expect(p.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(p.transport).toEqual({type: 'stdio'});
  }
});

test('it describes this server: the npm package built from mcp/, and the hosted Streamable HTTP endpoint', () => {
  const manifest = publishedManifest();
  expect(entry.version).toBe(workspace.version);
  expect(entry.packages).toEqual([
    {registryType: 'npm', identifier: manifest.name, version: manifest.version, transport: {type: 'stdio'}},
  ]);
  // The registry accepts an npm package only when its manifest names the entry.
  expect(manifest.mcpName).toBe(entry.name);
  expect(entry.remotes).toEqual([{type: 'streamable-http', url: `${SITE_URL}${BASE_URL}${DOCS_MCP.path}`}]);
  expect(entry.websiteUrl).toBe(`${SITE_URL}${BASE_URL}${DOCS_MCP.guide}`);
});
