/**
 * Unit tests (no build, no browser) of what every data source page renders from the catalog: the three shared
 * partials (docs/integration/datasources/_datasource-common.mdx, _datasource-add.mdx, _datasource-checks.mdx)
 * compiled with MDX and rendered with react-dom/server for each entry of the catalog
 * (src/features/catalogs/data/datasources/), with the pieces of src/features/catalogs/theme/DataSource. Each page
 * is read as a reader gets it (its HTML) and as the Markdown copy of the page (src/features/llms), and must be free
 * of the mistakes that data joined into sentences produces: doubled punctuation, "not documented" said twice in
 * one place, a single-value field or code that names two alternatives, and a troubleshooting answer that answers
 * another question.
 */
import '../../support/theme-stubs';
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {createElement, type ComponentType} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {evaluate} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import type {Element, Nodes} from 'hast';
import * as pieces from '../../../src/features/catalogs/theme/DataSource';
import {DATASOURCES, type DataSource} from '../../../src/features/catalogs/data/datasources';
import {parseHtml} from '../../../src/shared/built-pages';
import {findAll, isElement, textOf} from '../../../src/shared/hast';
import {pageToMarkdown} from '../../../src/features/llms/html-to-markdown';

const DATASOURCE_DIR = path.resolve(__dirname, '../../../docs/integration/datasources');
/** The shared partials, in the order a page renders them. */
const PARTIALS = ['_datasource-common.mdx', '_datasource-add.mdx', '_datasource-checks.mdx'];

type Partial = ComponentType<{source: DataSource; components: Record<string, unknown>}>;
let partials: Partial[];

test.beforeAll(async () => {
  partials = await Promise.all(
    PARTIALS.map(async (name) => {
      const text = fs.readFileSync(path.join(DATASOURCE_DIR, name), 'utf8');
      // A partial imports its pieces from @theme/DataSource; here they are handed to it as MDX components.
      const body = text.replace(/^import \{[^}]*\} from '@theme\/DataSource';$/m, '');
      expect(body, `${name} imports nothing but the pieces of @theme/DataSource`).not.toMatch(/^import /m);
      return (await evaluate(body, {...runtime, remarkPlugins: [remarkGfm]})).default as Partial;
    }),
  );
});

/** The catalog-rendered content of a data source page, as a built page around it. */
function renderPage(ds: DataSource): string {
  const content = partials
    .map((Partial) => renderToStaticMarkup(createElement(Partial, {source: ds, components: pieces})))
    .join('\n');
  return `<!doctype html><html><head><meta name="description" content="${ds.summary}"></head><body><article><div class="theme-doc-markdown markdown"><h1>${ds.name}</h1>${content}</div></article></body></html>`;
}

const BLOCKS = new Set(['p', 'li', 'td', 'th', 'h1', 'h2', 'h3', 'h4']);

function insidePre(node: Element, tree: Nodes): boolean {
  return findAll(tree, (e) => e.tagName === 'pre').some((pre) => findAll(pre, (e) => e === node).length > 0);
}

/** Text of a block as prose: each inline code stands as one word, whatever punctuation it holds. */
function proseOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (isElement(node) && node.tagName === 'code') return 'CODE';
  if ('children' in node) return node.children.map(proseOf).join('');
  return '';
}

/** Two punctuation marks in a row (". ;", ".;", ",."), an ellipsis excepted. */
const DOUBLED = /[.,;:!?]\s?[.,;:!?]/;
/** "Not documented", "None documented", "No default documented"... */
const NOT_DOCUMENTED = /\b(?:not|none|no)\b(?:\s+[\w-]+){0,2}\s+documented\b/gi;
/** Two values offered as one. */
const ALTERNATIVES = /\s(?:or|and)\s/;
/** The fields of the add-datasource form that Timbr's guides list (the data source references); no other is known. */
const FORM_FIELDS = [
  'Datasource Type',
  'Datasource Name',
  'Hostname/IP',
  'Port',
  'User',
  'Password',
  'Additional parameters',
];

/** What is wrong in a rendered page; empty when nothing is. */
function findings(html: string): string[] {
  const out: string[] = [];
  const tree = parseHtml(html);

  // The page as a reader sees it: each innermost block of text.
  const blocks = findAll(
    tree,
    (e) => BLOCKS.has(e.tagName) && findAll(e, (d) => d !== e && BLOCKS.has(d.tagName)).length === 0,
  );
  for (const block of blocks) {
    const prose = proseOf(block)
      .replace(/\.\.\./g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (DOUBLED.test(prose)) out.push(`doubled punctuation: ${prose}`);
    if ((prose.match(NOT_DOCUMENTED) ?? []).length > 1) out.push(`"not documented" twice: ${prose}`);
  }

  // Inline code holds one value.
  for (const code of findAll(tree, (e) => e.tagName === 'code')) {
    const text = textOf(code);
    if (ALTERNATIVES.test(text) && !insidePre(code, tree)) out.push(`code names two alternatives: ${text}`);
  }

  // The form and the SQL definition: one value per field, or a sentence that explains.
  for (const table of findAll(tree, (e) => e.tagName === 'table')) {
    const head = findAll(table, (e) => e.tagName === 'th')[0];
    if (!head || !['Field', 'Placeholder'].includes(textOf(head).trim())) continue;
    for (const row of findAll(table, (e) => e.tagName === 'tr').slice(1)) {
      const [field, ...values] = findAll(row, (e) => e.tagName === 'td' || e.tagName === 'th');
      const label = textOf(field).trim();
      if (textOf(head).trim() === 'Field' && !FORM_FIELDS.includes(label))
        out.push(`a form field that Timbr's guides do not list: ${label}`);
      for (const cell of values) {
        const text = textOf(cell).trim();
        const sentence = /\.$/.test(text);
        const codes = findAll(cell, (e) => e.tagName === 'code').length;
        const outside = proseOf(cell).replace(/CODE/g, '').trim();
        if (codes > 1 || (!sentence && ALTERNATIVES.test(codes ? outside : text)))
          out.push(`field "${textOf(field).trim()}" holds two alternatives: ${text}`);
      }
    }
  }

  // The troubleshooting row about an ignored option says where or how options are written.
  for (const row of findAll(tree, (e) => e.tagName === 'tr')) {
    const [symptom, answer] = findAll(row, (e) => e.tagName === 'td');
    if (!symptom || !/^An option seems to be ignored/.test(textOf(symptom).trim())) continue;
    const codes = findAll(answer, (e) => e.tagName === 'code').map((c) => textOf(c));
    if (!codes.some((c) => /^[/?&;#]+$/.test(c)) && !/Additional parameters/.test(textOf(answer)))
      out.push(
        `the answer to "an option seems to be ignored" says nothing of how options are written: ${textOf(answer)}`,
      );
  }

  // The Markdown copy, where a table cell holds its list as one line.
  const {markdown} = pageToMarkdown(tree, 'https://docs.example.com/doc/docs/integration/datasources/x/overview');
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const prose = line
      .replace(/`[^`]*`/g, 'CODE')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/\.\.\./g, '');
    if (DOUBLED.test(prose)) out.push(`doubled punctuation in the Markdown copy: ${line}`);
  }
  return out;
}

test('every data source page renders its catalog entry without doubled punctuation, repeated "not documented", two values in one field or an answer to another question', () => {
  expect(DATASOURCES.length).toBeGreaterThan(0);
  const found: Record<string, string[]> = {};
  for (const ds of DATASOURCES) {
    const html = renderPage(ds);
    // The render is the page's: its facts, its form example and its checks are there.
    expect(html, ds.slug).toContain(ds.vendor === null ? `<td>${ds.name}</td>` : `${ds.name} (${ds.vendor})`);
    expect(html, ds.slug).toContain('Add the datasource in Timbr');
    expect(html, ds.slug).toContain('An option seems to be ignored');
    const problems = findings(html);
    if (problems.length > 0) found[ds.slug] = problems;
  }
  expect(found).toEqual({});
});

test('each check fails on the mistake it is for', () => {
  const page = (body: string) =>
    `<html><head></head><body><div class="theme-doc-markdown"><h1>T</h1>${body}</div></body></html>`;
  const table = (head: string, rows: string) =>
    `<table><thead><tr><th>${head}</th><th>Example</th></tr></thead><tbody>${rows}</tbody></table>`;
  // A list in a table cell, each item a sentence: the Markdown copy joins the items.
  expect(
    findings(page(table('JDBC driver', '<tr><td>x</td><td><ul><li>One. For A.</li><li>Two.</li></ul></td></tr>'))),
  ).toEqual([]);
  expect(findings(page('<p>Ask the administrator.. Then test.</p>'))).toEqual([
    'doubled punctuation: Ask the administrator.. Then test.',
    'doubled punctuation in the Markdown copy: Ask the administrator.. Then test.',
  ]);
  expect(findings(page('<p>A value; <code>;</code>. More.</p>'))).toEqual([]);
  expect(
    findings(
      page('<table><tbody><tr><td>Type</td><td>None documented. Not documented. Ask.</td></tr></tbody></table>'),
    ),
  ).toEqual(['"not documented" twice: None documented. Not documented. Ask.']);
  expect(findings(page('<p>Open port <code>3306 or 5432</code> to the host.</p>'))).toEqual([
    'code names two alternatives: 3306 or 5432',
  ]);
  expect(findings(page(table('Field', '<tr><th>Datasource Type</th><td>MySQL or PostgreSQL</td></tr>')))).toEqual([
    'field "Datasource Type" holds two alternatives: MySQL or PostgreSQL',
  ]);
  expect(
    findings(
      page(table('Placeholder', '<tr><td>{datasource_type}</td><td><code>"A"</code> or <code>"B"</code></td></tr>')),
    ),
  ).toEqual(['field "{datasource_type}" holds two alternatives: "A" or "B"']);
  expect(
    findings(page(table('Field', '<tr><th>Password</th><td>The password or secret of that user.</td></tr>'))),
  ).toEqual([]);
  expect(
    findings(
      page(table('Field', '<tr><th>Database (where the form asks for one)</th><td><code>hive</code></td></tr>')),
    ),
  ).toEqual(["a form field that Timbr's guides do not list: Database (where the form asks for one)"]);
  const optionRow = (answer: string) =>
    page(`<table><tbody><tr><td>An option seems to be ignored.</td><td>${answer}</td></tr></tbody></table>`);
  expect(findings(optionRow('Check the separators: <code>?</code> before the first option.'))).toEqual([]);
  expect(findings(optionRow('Check the separators: host and port are written into the URL.'))).toEqual([
    'the answer to "an option seems to be ignored" says nothing of how options are written: Check the separators: host and port are written into the URL.',
  ]);
});
