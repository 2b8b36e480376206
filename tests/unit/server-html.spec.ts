import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {mediaMatches} from '../support/display-rules';
import {readServerHtml} from '../support/server-html';

/**
 * The crawl's reading of a page without JavaScript (tests/support/server-html.ts):
 * which elements the CSS hides on the crawl's wide screen, and what the page
 * says. tests/e2e/nojs.spec.ts compares it with Chromium's on the site.
 */

let build: string;
test.beforeAll(() => {
  build = fs.mkdtempSync(path.join(os.tmpdir(), 'server-html-'));
  fs.mkdirSync(path.join(build, 'assets/css'), {recursive: true});
  fs.writeFileSync(
    path.join(build, 'assets/css/site.css'),
    `
    @layer base { .toc { display: block } .hidden-in-layer { display: none } }
    .hidden-in-layer.shown { display: block }
    @layer base { .layered-loses { display: none } }
    .layered-loses { display: flex }
    .menu { display: none }
    .menu.open { display: block }
    #skip { display: none }
    @media (width <= 996px) { .wide-only { display: none } }
    @media (width >= 997px) { .narrow-only { display: none } }
    @media print { .screen-only { display: none } }
    .icon::before { display: none }
    a:hover .hint { display: none }
    .strong { display: none !important }
  `,
  );
});
test.afterAll(() => fs.rmSync(build, {recursive: true, force: true}));

function read(body: string, head = '') {
  const html = `<!doctype html><html><head><link rel="stylesheet" href="/doc/assets/css/site.css">${head}
    <meta name="description" content="A page &amp; its description"><link rel="canonical" href="https://example.com/doc/x">
    <link rel="alternate" type="application/rss+xml" href="/doc/rss.xml"></head><body>${body}</body></html>`;
  return readServerHtml(html, 'http://127.0.0.1:1/doc/docs/x', build);
}

const visibility = (body: string) =>
  Object.fromEntries(read(body).links.map((l) => [new URL(l.href).pathname, l.visible]));

test('the cascade decides: classes, ids, layers, specificity, !important, inline styles and the hidden attribute', () => {
  expect(
    visibility(`
    <a href="/shown">shown</a>
    <div class="menu"><a href="/menu">in a hidden menu</a></div>
    <div class="menu open"><a href="/open">in an open menu</a></div>
    <a id="skip" href="/skip">hidden by id</a>
    <div class="hidden-in-layer"><a href="/layer">hidden in a layer</a></div>
    <div class="hidden-in-layer shown"><a href="/layer-shown">shown again</a></div>
    <div class="layered-loses"><a href="/unlayered">an unlayered rule beats a layered one</a></div>
    <div class="strong" style="display: block"><a href="/important">!important beats inline</a></div>
    <div class="menu" style="display:block"><a href="/inline">inline beats the class</a></div>
    <div style="display: none"><a href="/inline-none">inline none</a></div>
    <p hidden><a href="/hidden-attribute">hidden attribute</a></p>
    <details><summary><a href="/summary">summary</a></summary><a href="/closed">in a closed details</a></details>
    <details open><summary>s</summary><a href="/open-details">in an open details</a></details>
  `),
  ).toEqual({
    '/shown': true,
    '/menu': false,
    '/open': true,
    '/skip': false,
    '/layer': false,
    '/layer-shown': true,
    '/unlayered': true,
    '/important': false,
    '/inline': true,
    '/inline-none': false,
    '/hidden-attribute': false,
    '/summary': true,
    '/closed': false,
    '/open-details': true,
  });
});

test('media queries are those of a wide screen; pseudo-elements and hover hide nothing; <noscript> styles apply', () => {
  expect(
    visibility(`
    <a class="wide-only" href="/wide">wide</a><a class="narrow-only" href="/narrow">narrow</a>
    <a class="screen-only" href="/screen">screen</a><a class="icon" href="/icon">icon</a>
    <a href="/hover"><span class="hint">hint</span></a>
    <div class="search"><a href="/search">search</a></div><noscript><style>.search{display:none}</style></noscript>
  `),
  ).toEqual({'/wide': true, '/narrow': false, '/screen': true, '/icon': true, '/hover': true, '/search': false});
  expect(mediaMatches('(max-width: 996px)')).toBe(false);
  expect(mediaMatches('screen and (min-width: 997px)')).toBe(true);
  expect(mediaMatches('(prefers-color-scheme: dark), print')).toBe(false);
  expect(mediaMatches('not print')).toBe(true);
  expect(() => mediaMatches('(scan: interlace)')).toThrow(/cannot evaluate/);
});

test("the page's facts: visible h1s, visible text of <main>, links resolved against the page, ids, the head", () => {
  const page = read(`
    <h1 hidden>Hidden</h1><main><h1>Title &amp; more\u200b</h1><p>Text</p><p style="display:none">${'secret '.repeat(30)}</p>
    <a href="other#part" id="first">relative</a><a href="https://example.org/">outside</a></main>`);
  expect(page.title).toBe('Hidden');
  expect(page.visibleH1).toBe(1);
  expect(page.text).toBe('Title & more\u200b Text relative outside'.length);
  expect(page.links).toEqual([
    {href: 'http://127.0.0.1:1/doc/docs/other#part', visible: true},
    {href: 'https://example.org/', visible: true},
  ]);
  expect(page.ids).toEqual(['first']);
  expect(page.description).toBe('A page & its description');
  expect(page.head.canonical).toEqual(['https://example.com/doc/x']);
  expect(page.head.feeds).toEqual(['application/rss+xml /doc/rss.xml']);
  expect(page.head.meta.description).toEqual(['A page & its description']);
});
