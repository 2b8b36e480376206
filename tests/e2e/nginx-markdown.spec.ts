import fs from 'node:fs';
import path from 'node:path';
import {test, expect, skipWithoutNginx} from './nginx-fixtures';
import {sitemapPaths} from '../support/sitemap';
import {markdownPathFor} from '../../src/shared/llms-paths';
import {BUILD, NOT_FOUND_HTML, securityHeaderProblems} from './nginx-helpers';

/**
 * The production nginx configuration (deploy/nginx) run by Debian's nginx on
 * loopback: the Markdown copies: the answer to each `Accept` header, every URL
 * form of a page, and the `Link` header that names a page's copy.
 */
skipWithoutNginx();

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
