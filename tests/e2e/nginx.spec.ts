import fs from 'node:fs';
import path from 'node:path';
import {test, expect, skipWithoutNginx} from './nginx-fixtures';
import {BUILD, IMMUTABLE, NOT_FOUND_HTML, SEARCH_FILES, securityHeaderProblems} from './nginx-helpers';

/**
 * The production nginx configuration (deploy/nginx) run by Debian's nginx on
 * loopback: status codes, URL forms, caching, media types and compression. The
 * security headers: nginx-headers.spec.ts; content negotiation of the Markdown
 * copies: nginx-markdown.spec.ts.
 */
skipWithoutNginx();

const PAGES = ['/doc/', '/doc/docs/sql/mappings', '/doc/docs/platform/', '/doc/docs/getting-started/installation'];

for (const page of PAGES) {
  test(`${page} and its .html and /index.html forms are the page, status 200`, async ({nginx, request}) => {
    const reference = await request.get(nginx.origin + page);
    expect(reference.status()).toBe(200);
    expect(reference.headers()['content-type']).toBe('text/html; charset=utf-8');
    const body = await reference.text();
    expect(body).toContain('<h1');
    const bare = page.replace(/\/$/, '');
    const variants = [`${bare}.html`, `${bare}/index.html`, page.endsWith('/') ? bare : `${page}/`];
    // (The home page's bare form /doc is a redirect, tested below.)
    for (const variant of variants.filter((v) => !/^\/doc(\.html)?$/.test(v))) {
      const response = await request.get(nginx.origin + variant, {maxRedirects: 0});
      expect(response.status(), variant).toBe(200);
      expect(await response.text(), variant).toBe(body);
    }
  });
}

for (const [from, to] of [
  ['/', '/doc/'],
  ['/doc', '/doc/'],
  ['/doc?q=sql', '/doc/?q=sql'],
]) {
  test(`${from} redirects to ${to}`, async ({nginx, request}) => {
    const response = await request.get(nginx.origin + from, {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(to);
    expect(securityHeaderProblems(response.headers())).toEqual([]);
  });
}

for (const unknown of [
  '/doc/docs/no-such-page',
  '/doc/docs/sql/no-such-statement.html',
  '/doc/unknown/deeper/',
  '/elsewhere',
  '/doc/assets/js/missing.0123abcd.js',
  '/doc/search-index/terms-00000000.json',
  '/doc/assets/js/',
  '/doc/img/',
]) {
  test(`unknown path ${unknown} gets the not-found page with status 404`, async ({nginx, request}) => {
    const response = await request.get(nginx.origin + unknown, {maxRedirects: 0});
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(NOT_FOUND_HTML());
    expect(response.headers()['cache-control']).toBe('no-cache');
  });
}

test('hashed assets and the search files are immutable for a year, HTML and other files are revalidated', async ({
  nginx,
  request,
}) => {
  const html = await (await request.get(`${nginx.origin}/doc/docs/sql/mappings`)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/doc\/assets\/[^"]+)"/g)].map((m) => m[1]);
  expect(assets.some((a) => a.endsWith('.js')) && assets.some((a) => a.endsWith('.css'))).toBe(true);
  const search = SEARCH_FILES();
  expect(search.every(Boolean), `the search index's manifest and fragments in build/: ${search.join(', ')}`).toBe(true);
  for (const asset of [...new Set(assets), ...search.map((f) => `/doc/search-index/${f}`)]) {
    const response = await request.head(nginx.origin + asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe(IMMUTABLE);
  }
  for (const file of [
    '/doc/docs/sql/mappings',
    '/doc/docs/sql/mappings.html',
    '/doc/',
    '/doc/sitemap.xml',
    '/doc/search-files.json',
    '/doc/openapi/timbr-api.yaml',
    '/doc/img/logo.svg',
  ]) {
    const response = await request.head(nginx.origin + file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe('no-cache');
  }
  const yaml = await request.head(`${nginx.origin}/doc/openapi/timbr-api.yaml`);
  expect(yaml.headers()['content-type']).toBe('application/yaml');
});

test('Markdown files are served as text/markdown', async ({nginx, request}) => {
  const md = fs.readdirSync(BUILD, {recursive: true, encoding: 'utf8'}).find((f) => f.endsWith('.md'));
  expect(md, 'a Markdown copy in the build').toBeTruthy();
  const response = await request.head(`${nginx.origin}/doc/${md!.split(path.sep).join('/')}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
});

test('the release feeds are served with their feed types, compressed, and the social cards as PNG', async ({
  nginx,
  request,
}) => {
  for (const [file, type] of [
    ['/doc/releases.atom', 'application/atom+xml'],
    ['/doc/releases.rss', 'application/rss+xml'],
  ]) {
    const response = await request.get(nginx.origin + file, {headers: {'accept-encoding': 'gzip'}});
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toMatch(new RegExp(`^${type.replace('+', '\\+')}`));
    expect(response.headers()['content-encoding'], file).toBe('gzip');
    expect(response.headers()['cache-control'], file).toBe('no-cache');
    expect(await response.text(), file).toMatch(/^<\?xml /);
  }
  const card = await request.head(`${nginx.origin}/doc/img/social/docs/sql/mappings.png`);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
});

/** The WebAssembly file of the query worker and the sample data it loads, as the built worker names them. */
function queryWorkerFiles(): {wasm: string; data: string} {
  const js = path.join(BUILD, 'assets', 'js');
  const worker = fs
    .readdirSync(js)
    .map((f) => fs.readFileSync(path.join(js, f), 'utf8'))
    .find((t) => /sql-wasm-browser/.test(t) || /\.wasm["']/.test(t));
  expect(worker, 'a chunk that names the WebAssembly file').toBeTruthy();
  const wasm = fs
    .readdirSync(path.join(BUILD, 'assets'), {recursive: true, encoding: 'utf8'})
    .find((f) => f.endsWith('.wasm'));
  expect(wasm, 'the WebAssembly file in build/assets').toBeTruthy();
  return {wasm: `/doc/assets/${wasm!.split(path.sep).join('/')}`, data: '/doc/sample-data/supply-chain.sql'};
}

test('the WebAssembly file is application/wasm, immutable and compressed; the sample data is revalidated and compressed', async ({
  nginx,
  request,
}) => {
  const {wasm, data} = queryWorkerFiles();
  expect(wasm).toMatch(/[.-][0-9a-f]{8,}\.wasm$/);
  const response = await request.get(nginx.origin + wasm, {headers: {'accept-encoding': 'gzip'}});
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/wasm');
  expect(response.headers()['cache-control']).toBe(IMMUTABLE);
  expect(response.headers()['content-encoding']).toBe('gzip');
  // WebAssembly's magic number, once decompressed.
  expect([...(await response.body()).subarray(0, 4)]).toEqual([0x00, 0x61, 0x73, 0x6d]);
  expect(securityHeaderProblems(response.headers())).toEqual([]);
  const script = await request.get(nginx.origin + data, {headers: {'accept-encoding': 'gzip'}});
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toMatch(/^application\/sql/);
  expect(script.headers()['cache-control']).toBe('no-cache');
  expect(script.headers()['content-encoding']).toBe('gzip');
});

test('text is gzip-compressed when the client accepts it, and only then', async ({nginx, request}) => {
  const html = await (await request.get(`${nginx.origin}/doc/`)).text();
  const script = /src="(\/doc\/assets\/js\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const manifest = `/doc/search-index/${SEARCH_FILES()[0]}`;
  for (const url of [script!, '/doc/docs/sql/mappings', '/doc/sitemap.xml', manifest]) {
    const gzipped = await request.get(nginx.origin + url, {headers: {'accept-encoding': 'gzip'}});
    expect(gzipped.headers()['content-encoding'], url).toBe('gzip');
    expect(gzipped.headers().vary, url).toMatch(/accept-encoding/i);
    const plain = await request.get(nginx.origin + url, {headers: {'accept-encoding': 'identity'}});
    expect(plain.headers()['content-encoding'], url).toBeUndefined();
    expect((await gzipped.body()).equals(await plain.body()), `${url}: same content once decompressed`).toBe(true);
  }
});

test('the production virtual host includes, in the http context, the files the tests include', () => {
  const host = fs.readFileSync('deploy/nginx/timbr-docs.conf', 'utf8');
  const beforeServer = host.slice(0, host.indexOf('server {'));
  expect(beforeServer).toContain('include timbr-docs/markdown-negotiation.conf;');
  expect(beforeServer).toContain('include timbr-docs/mcp-upstream.conf;');
  expect(fs.readFileSync('deploy/nginx/mcp-upstream.conf', 'utf8')).toMatch(
    /upstream timbr_docs_mcp \{\s*server 127\.0\.0\.1:\d+;/,
  );
});
