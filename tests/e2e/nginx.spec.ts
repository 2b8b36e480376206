import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, skipWithoutNginx} from './nginx-fixtures';
import {parseCsp} from '../../tools/serve/nginx';
import {sitemapPaths} from '../support/sitemap';
import {markdownPathFor} from '../../src/shared/llms-paths';

/**
 * The production nginx configuration (deploy/nginx) run by Debian's nginx on
 * loopback: status codes, URL forms, caching, compression and the security
 * headers of every kind of response.
 */
skipWithoutNginx();

const BUILD = 'build';
const NOT_FOUND_HTML = () => fs.readFileSync(path.join(BUILD, '404.html'), 'utf8');
/** The search index's manifest and one fragment of each kind, by their names in its folder. */
const SEARCH_FILES = () => {
  const names = fs.readdirSync(path.join(BUILD, 'search-index'));
  return ['manifest', 'terms', 'titles', 'page', 'text'].map((kind) =>
    names.find((f) => new RegExp(`^${kind}-[0-9a-f]+\\.json$`).test(f)),
  );
};
const YEAR = 365 * 24 * 3600;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What Mozilla Observatory's A+ asks of the headers, one line per problem. */
function securityHeaderProblems(headers: Record<string, string>): string[] {
  const problems: string[] = [];
  const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '');
  if (!hsts || Number(hsts[1]) < YEAR) problems.push(`HSTS: ${headers['strict-transport-security']}`);
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('X-Content-Type-Options');
  if (
    !['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
      headers['referrer-policy'],
    )
  ) {
    problems.push(`Referrer-Policy: ${headers['referrer-policy']}`);
  }
  if (!/camera=\(\)/.test(headers['permissions-policy'] ?? '')) problems.push('Permissions-Policy');
  if (headers['x-frame-options'] !== 'DENY') problems.push('X-Frame-Options');
  const csp = parseCsp(headers['content-security-policy'] ?? '');
  const script = csp.get('script-src') ?? [];
  if (csp.get('default-src')?.join(' ') !== "'none'") problems.push('CSP default-src');
  if (csp.get('frame-ancestors')?.join(' ') !== "'none'") problems.push('CSP frame-ancestors');
  if (csp.get('object-src')?.join(' ') !== "'none'") problems.push('CSP object-src');
  // 'wasm-unsafe-eval' allows compiling WebAssembly only (the query worker's SQLite); 'unsafe-eval' never.
  if (!script.includes("'self'") || script.some((s) => /unsafe-inline|^'unsafe-eval'$|^\*$|^https:$/.test(s))) {
    problems.push(`CSP script-src: ${script.join(' ')}`);
  }
  if (!script.includes("'wasm-unsafe-eval'")) problems.push('CSP script-src: WebAssembly of the query worker');
  if (!script.includes('https://www.googletagmanager.com')) problems.push('CSP script-src: analytics loader');
  for (const directive of ['connect-src', 'img-src']) {
    for (const host of [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]) {
      if (!csp.get(directive)?.includes(host)) problems.push(`CSP ${directive}: ${host}`);
    }
  }
  return problems;
}

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

test('every kind of response carries every security header', async ({nginx, request}) => {
  const [manifest, terms] = SEARCH_FILES();
  const html = await (await request.get(`${nginx.origin}/doc/`)).text();
  const script = /src="(\/doc\/assets\/js\/[^"]+\.js)"/.exec(html)![1];
  const urls = [
    '/doc/',
    '/doc/docs/sql/mappings',
    '/doc/docs/sql/mappings.html',
    '/doc/docs/sql/mappings/index.html',
    '/doc/docs/no-such-page',
    '/elsewhere',
    '/',
    '/doc',
    script,
    `/doc/search-index/${manifest}`,
    `/doc/search-index/${terms}`,
    '/doc/sitemap.xml',
    '/doc/img/logo.svg',
  ];
  for (const url of urls) {
    const response = await request.get(nginx.origin + url, {maxRedirects: 0});
    expect(securityHeaderProblems(response.headers()), `${url} (${response.status()})`).toEqual([]);
  }
});

for (const pagePath of ['/doc/', '/doc/docs/sql/mappings', '/doc/docs/no-such-page']) {
  test(`the CSP of ${pagePath} lists the hash of each inline script of the page`, async ({nginx, page}) => {
    const response = await page.goto(nginx.origin + pagePath);
    const csp = parseCsp(response!.headers()['content-security-policy']);
    const scriptSrc = csp.get('script-src') ?? [];
    // The inline scripts as the browser parsed them (not as the build step found them).
    const inline = await page
      .locator('script:not([src])')
      .evaluateAll((scripts) =>
        scripts
          .filter((s) =>
            ['', 'text/javascript', 'application/javascript', 'module'].includes(s.getAttribute('type') ?? ''),
          )
          .map((s) => s.textContent ?? ''),
      );
    // The colour-mode script and the analytics bootstrap at least.
    expect(inline.length).toBeGreaterThanOrEqual(2);
    for (const source of inline) {
      const hash = `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
      expect(scriptSrc, `hash of inline script ${source.slice(0, 60)}...`).toContain(hash);
    }
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThanOrEqual(new Set(inline).size);
  });
}

// Content negotiation (deploy/nginx/markdown-negotiation.conf): the Markdown
// copy for a request that prefers text/markdown to HTML, by q-value; HTML for
// browsers and for anything else.
const ACCEPT: Array<[string, 'markdown' | 'html']> = [
  ['text/markdown', 'markdown'],
  ['text/markdown, text/html;q=0.9, */*;q=0.8', 'markdown'],
  ['text/markdown, text/html', 'markdown'],
  ['text/html, text/markdown', 'html'],
  ['text/markdown;q=0.5, text/html;q=0.45', 'markdown'],
  ['text/markdown;q=0.4, text/html;q=0.45', 'html'],
  ['text/markdown;q=0.9, text/html;q=0.85', 'markdown'],
  ['text/markdown;q=0.85, text/html;q=0.9', 'html'],
  ['text/markdown;q=0.1, */*;q=0.05', 'markdown'],
  ['text/markdown;q=0', 'html'],
  ['text/markdown;charset=utf-8;q=0.8, text/*;q=0.7', 'markdown'],
  ['TEXT/MARKDOWN', 'markdown'],
  ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', 'html'],
  ['*/*', 'html'],
  ['', 'html'],
  ['text/x-markdown-not', 'html'],
];

for (const [accept, expected] of ACCEPT) {
  test(`Accept: "${accept}" gets the page's ${expected === 'markdown' ? 'Markdown copy' : 'HTML'}`, async ({
    nginx,
    request,
  }) => {
    const response = await request.get(`${nginx.origin}/doc/docs/sql/mappings`, {headers: accept ? {accept} : {}});
    expect(response.status()).toBe(200);
    if (expected === 'markdown') {
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      expect(await response.text()).toBe(fs.readFileSync(path.join(BUILD, 'docs/sql/mappings.md'), 'utf8'));
    } else {
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<h1');
    }
    const vary = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'vary')
      .map((h) => h.value)
      .join(', ');
    expect(vary).toMatch(/\bAccept\b(?!-)/);
  });
}

test('every URL form of a page, and the home page, negotiate to the same Markdown copy, with the security headers', async ({
  nginx,
  request,
}) => {
  const forms: Array<[string, string]> = [
    ['/doc/', 'index.md'],
    ['/doc/index.html', 'index.md'],
    ['/doc/docs/sql/', 'docs/sql.md'],
    ['/doc/docs/sql', 'docs/sql.md'],
    ['/doc/docs/sql.html', 'docs/sql.md'],
    ['/doc/docs/sql/index.html', 'docs/sql.md'],
    ['/doc/docs/sql/mappings/', 'docs/sql/mappings.md'],
    ['/doc/docs/sql/mappings.html', 'docs/sql/mappings.md'],
    ['/doc/docs/sql/mappings/index.html', 'docs/sql/mappings.md'],
    ['/doc/docs/', 'docs.md'],
    ['/doc/markdown-page', 'markdown-page.md'],
  ];
  for (const [url, file] of forms) {
    const response = await request.get(nginx.origin + url, {headers: {accept: 'text/markdown'}, maxRedirects: 0});
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe('text/markdown; charset=utf-8');
    expect(response.headers()['cache-control'], url).toBe('no-cache');
    expect(await response.text(), url).toBe(fs.readFileSync(path.join(BUILD, file), 'utf8'));
    expect(securityHeaderProblems(response.headers()), url).toEqual([]);
  }
  // No copy: the not-found page, status 404, as for HTML; other files are served as they are.
  const missing = await request.get(`${nginx.origin}/doc/docs/no-such-page`, {headers: {accept: 'text/markdown'}});
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toBe(NOT_FOUND_HTML());
  const svg = await request.get(`${nginx.origin}/doc/img/logo.svg`, {headers: {accept: 'text/markdown'}});
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toBe('image/svg+xml');
  const search = await request.get(`${nginx.origin}/doc/search`, {headers: {accept: 'text/markdown'}});
  expect(search.headers()['content-type']).toBe('text/html; charset=utf-8');
});

test('every HTML page names its Markdown copy in a Link header, and the copy exists; nothing else has one', async ({
  nginx,
  request,
}) => {
  const pages = sitemapPaths();
  expect(pages.length).toBeGreaterThan(50);
  for (const page of pages) {
    const response = await request.head(nginx.origin + page);
    const link = response.headers().link;
    expect(link, page).toBe(`<${markdownPathFor(page)}>; rel="alternate"; type="text/markdown"`);
    expect(fs.existsSync(path.join(BUILD, markdownPathFor(page).replace(/^\/doc\//, ''))), page).toBe(true);
  }
  for (const form of [
    '/doc/docs/sql/mappings.html',
    '/doc/docs/sql/mappings/index.html',
    '/doc/docs/sql/index.html',
    '/doc/index.html',
  ]) {
    const response = await request.head(nginx.origin + form);
    expect(response.headers().link, form).toMatch(
      /^<\/doc\/(docs\/sql\/mappings|docs\/sql|index)\.md>; rel="alternate"; type="text\/markdown"$/,
    );
  }
  for (const other of [
    '/doc/docs/no-such-page',
    '/doc/img/logo.svg',
    '/doc/sitemap.xml',
    '/doc/llms.txt',
    '/doc/docs/sql/mappings.md',
    '/doc/search',
  ]) {
    const response = await request.head(nginx.origin + other);
    expect(response.headers().link, other).toBeUndefined();
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
