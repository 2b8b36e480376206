import {test, expect} from '@playwright/test';
import {colorSample, pageSignatures, uncovered, type Signatures} from '../support/color-sample';

/**
 * The color sample of the crawl (tests/support/color-sample.ts): what a
 * page renders, read from its HTML, and the greedy cover that picks the pages
 * the crawl audits with the color rules, in both modes.
 */

const page = (body: string) =>
  `<!doctype html><html class="docs-doc-id-x"><head><title>t</title></head><body>${body}</body></html>`;

test('a page renders its elements with their classes and data attributes, each also in the component it sits in', () => {
  const {signatures, elements} = pageSignatures(
    page(
      '<div class="alert alert--info" data-kind="note"><p>Text with <a href="/x">a link</a></p></div><nav class="menu"><a href="/y" class="menu__link">y</a></nav>',
    ),
  );
  expect(elements).toBe(5);
  expect([...signatures].sort()).toEqual([
    'a',
    'a.menu__link',
    'body > div.alert.alert--info[data-kind]',
    'body > nav.menu',
    'div.alert.alert--info[data-kind]',
    // The link and paragraph belong to the admonition: their nearest ancestor with a class.
    'div.alert.alert--info[data-kind] > a',
    'div.alert.alert--info[data-kind] > p',
    'nav.menu',
    'nav.menu > a.menu__link',
    'p',
  ]);
});

test("code block content and the page's own doc id are not what a page renders", () => {
  const {signatures} = pageSignatures(
    page('<pre class="prism-code"><code><span class="token keyword">SELECT</span></code></pre>'),
  );
  expect([...signatures].sort()).toEqual(['body > pre.prism-code', 'pre.prism-code']);
  const a = pageSignatures(page('<main class="docs-doc-id-a container"><p>x</p></main>')).signatures;
  const b = pageSignatures(page('<main class="docs-doc-id-b container"><p>x</p></main>')).signatures;
  expect([...a]).toEqual([...b]);
});

test('an inline style is part of what an element renders: the same element with another style is another signature', () => {
  const plain = pageSignatures(page('<p class="note">x</p>')).signatures;
  const red = pageSignatures(page('<p class="note" style="color:#c00">x</p>')).signatures;
  expect([...red].sort()).toEqual(['body > p.note[style="color:#c00"]', 'p.note[style="color:#c00"]']);
  expect([...red].filter((s) => plain.has(s))).toEqual([]);
});

const sets = (pages: Record<string, [string[], number]>): Signatures =>
  new Map(Object.entries(pages).map(([p, [signatures, elements]]) => [p, {signatures: new Set(signatures), elements}]));

test('the sample covers every signature of every page, taking what adds most per element first', () => {
  const pages = sets({
    '/big': [['a', 'b', 'c', 'd'], 400],
    '/small-ab': [['a', 'b'], 10],
    '/small-cd': [['c', 'd'], 10],
    '/same-as-small': [['a'], 10],
    '/unique': [['e'], 50],
  });
  const sample = colorSample(pages);
  expect(sample).toEqual(['/small-ab', '/small-cd', '/unique']);
  expect(uncovered(sample, pages)).toEqual([]);
});

test("a sample that leaves a page's signature out fails the check, which names the signature and a page", () => {
  const pages = sets({
    '/one': [['a', 'b'], 10],
    '/two': [['b', 'c'], 10],
  });
  expect(uncovered(['/one'], pages)).toEqual(['c (on /two)']);
  expect(uncovered([], pages)).toEqual(['a (on /one)', 'b (on /one)', 'c (on /two)']);
  expect(uncovered(['/one', '/two'], pages)).toEqual([]);
});

test("a code block's size is not what a page renders, a color in an inline style is", () => {
  const block = (style: string) =>
    pageSignatures(page(`<pre class="prism-code" style="${style}"><code>x</code></pre>`)).signatures;
  // The highlighter writes each block's lines and widest line on its pre: two blocks of other sizes render alike.
  expect(block('--code-lines:1;--code-columns:121')).toEqual(block('--code-lines:22;--code-columns:163'));
  expect([...block('--code-lines:3;--code-columns:40')].sort()).toEqual(['body > pre.prism-code', 'pre.prism-code']);
  expect(block('--code-lines:3;color:red')).not.toEqual(block('--code-lines:3;color:blue'));
});
