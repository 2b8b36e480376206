/**
 * The docs MCP server on the site's search index in fragments (../docs.ts),
 * from a made-up build folder and over HTTP: its tools answer from the
 * fragments they need, and a fragment that is missing, damaged or answered
 * with an error gets a tool error that says which file and why, then works
 * again on the next call once the file is back. The server on a real build:
 * tests/e2e/mcp.spec.ts and mcp-http.spec.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {
  SEARCH_FILES_MANIFEST,
  SEARCH_FOLDER,
  buildSearchFiles,
  manifestName,
  splitSearchFiles,
  type SourcePage,
} from '@timbr-docs/search';
import {Docs, SEARCH_SITE} from '../docs';
import {createDocsServer} from '../server';
import {folderSource, urlSource, type DocsSource} from '../source';

const page = (url: string, title: string, texts: string[], headings: string[] = []): SourcePage => ({
  url,
  title,
  breadcrumb: [],
  description: `About ${title.toLowerCase()}.`,
  headings: headings.map((text) => ({anchor: text.toLowerCase().replace(/\W+/g, '-'), text})),
  texts,
});

const PAGES = [
  page(
    '/doc/docs/sql/mappings',
    'Mappings',
    ['A mapping binds a table to a concept.', 'CREATE MAPPING name.'],
    ['Syntax'],
  ),
  page('/doc/docs/sql/views', 'Views', ['A view is a saved query over concepts.']),
  page('/doc/docs/platform/query/sqllab', 'SQL Editor', ['Write and run SQL against the knowledge graph.']),
  page('/doc/docs/faq', 'FAQ', ['Questions about mappings, views and the SQL editor.']),
];

/** A build folder holding the search index of PAGES (and nothing else the tools need here). */
function buildFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-search-index-'));
  const {doc, index} = buildSearchFiles(PAGES, 'fixture', SEARCH_SITE);
  const hash = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);
  const {manifest, fragments} = splitSearchFiles(doc, index, SEARCH_SITE, {hash, termsSize: 100, textSize: 40});
  fs.mkdirSync(path.join(dir, SEARCH_FOLDER));
  for (const [name, text] of fragments) fs.writeFileSync(path.join(dir, SEARCH_FOLDER, name), text);
  fs.writeFileSync(path.join(dir, SEARCH_FOLDER, manifestName('fixture')), JSON.stringify(manifest));
  fs.writeFileSync(
    path.join(dir, SEARCH_FILES_MANIFEST),
    JSON.stringify({manifest: `${SEARCH_FOLDER}/${manifestName('fixture')}`}),
  );
  return dir;
}

/** A client of the server reading `source`, in memory. */
async function connect(source: DocsSource) {
  const client = new Client({name: 'unit', version: '1'});
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([createDocsServer(new Docs(source)).connect(serverSide), client.connect(clientSide)]);
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = await client.callTool({name, arguments: args});
    return {error: !!result.isError, text: (result.content as Array<{text: string}>)[0].text, result};
  };
  return {client, call};
}

/** The fragment a search for `query` reads of `kind`: the first of its name in the folder that the query needs. */
async function fragmentOf(dir: string, query: string, kind: string): Promise<string> {
  const read: string[] = [];
  const source = folderSource(dir);
  const docs = new Docs({...source, read: (p) => (read.push(p), source.read(p))});
  await docs.find(query, {limit: 8});
  return path.basename(read.find((p) => path.basename(p).startsWith(`${kind}-`))!);
}

test('search_docs and list_sections answer from the fragments of a build folder', async () => {
  const dir = buildFolder();
  try {
    const {client, call} = await connect(folderSource(dir));
    const found = await call('search_docs', {query: 'create mapping'});
    expect(found.error).toBe(false);
    expect((found.result.structuredContent as {results: Array<{page: string}>}).results[0].page).toBe(
      '/doc/docs/sql/mappings',
    );
    const sql = await call('list_sections', {section: 'sql'});
    expect((sql.result.structuredContent as {pages: Array<{title: string}>}).pages.map((p) => p.title)).toEqual([
      'Mappings',
      'Views',
    ]);
    const general = await call('search_docs', {query: 'mappings', section: 'general'});
    expect((general.result.structuredContent as {results: Array<{page: string}>}).results.map((r) => r.page)).toEqual([
      '/doc/docs/faq',
    ]);
    await client.close();
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('a missing or damaged fragment gets a tool error that names it; once it is back, the next call works', async () => {
  const dir = buildFolder();
  try {
    for (const [kind, damage] of [
      ['terms', null],
      ['page', '{"format":"timbr-search-page/1","page":'],
      ['text', '{"format":"timbr-search-text/1","texts":[]}'],
    ] as const) {
      // A new server each time: a fragment loaded once is kept.
      const {client, call} = await connect(folderSource(dir));
      const name = await fragmentOf(dir, 'create mapping', kind);
      const file = path.join(dir, SEARCH_FOLDER, name);
      const kept = fs.readFileSync(file, 'utf8');
      if (damage === null) fs.rmSync(file);
      else fs.writeFileSync(file, damage);
      const failed = await call('search_docs', {query: 'create mapping'});
      expect(failed.error, name).toBe(true);
      const why =
        damage === null
          ? 'the site has no such file'
          : damage.endsWith('[]}')
            ? 'it is not of the expected format'
            : 'it is not valid JSON';
      expect(failed.text).toBe(
        `Search is unavailable (reading build folder ${dir}): Part of the search index (${name}) could not be loaded: ${why}. Try again.`,
      );
      fs.writeFileSync(file, kept);
      expect((await call('search_docs', {query: 'create mapping'})).error, `${name} back`).toBe(false);
      await client.close();
    }
    // A page's entry, for list_sections and get_page.
    const {client, call} = await connect(folderSource(dir));
    const name = await fragmentOf(dir, 'views', 'page');
    fs.writeFileSync(path.join(dir, SEARCH_FOLDER, name), 'not json');
    const listed = await call('list_sections', {section: 'sql'});
    expect(listed.error).toBe(true);
    expect(listed.text).toMatch(
      new RegExp(
        `^The pages cannot be read \\(reading build folder .*\\): Part of the search index \\(${name}\\) could not be loaded: it is not valid JSON\\.`,
      ),
    );
    await client.close();
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('a site without a search index, or whose index names a manifest it lacks, says so', async () => {
  const dir = buildFolder();
  try {
    const {client, call} = await connect(folderSource(dir));
    fs.rmSync(path.join(dir, SEARCH_FOLDER, manifestName('fixture')));
    const failed = await call('search_docs', {query: 'mapping'});
    expect(failed.error).toBe(true);
    expect(failed.text).toBe(
      `The search index of build folder ${dir} cannot be read: Part of the search index (manifest-fixture.json) could not be loaded: the site has no such file.`,
    );
    fs.writeFileSync(path.join(dir, SEARCH_FILES_MANIFEST), '{"manifest": "../../etc/passwd"}');
    expect((await call('search_docs', {query: 'mapping'})).text).toMatch(
      /search-files\.json in build folder .* does not name the search index/,
    );
    await client.close();
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('over HTTP, a fragment the site answers with an error gets a tool error with the address and the status', async () => {
  const dir = buildFolder();
  let failing = '';
  const server = http.createServer((req, res) => {
    const file = path.join(dir, (req.url ?? '').replace(/^\/doc\//, ''));
    if (failing && req.url?.endsWith(failing)) return void res.writeHead(503).end('busy');
    if (!req.url?.startsWith('/doc/') || !fs.existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, {'content-type': 'application/json'}).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as {port: number}).port}`;
  try {
    const {client, call} = await connect(urlSource(`${origin}/doc/`));
    failing = await fragmentOf(dir, 'views', 'terms');
    const failed = await call('search_docs', {query: 'views'});
    expect(failed.error).toBe(true);
    expect(failed.text).toContain(
      `Part of the search index (${failing}) could not be loaded: ${origin}/doc/${SEARCH_FOLDER}/${failing} answered HTTP 503.`,
    );
    failing = '';
    const found = await call('search_docs', {query: 'views'});
    expect((found.result.structuredContent as {results: Array<{page: string}>}).results[0].page).toBe(
      '/doc/docs/sql/views',
    );
    await client.close();
  } finally {
    server.close();
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
