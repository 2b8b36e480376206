/**
 * Unit test (no build, no browser) of what a data source page says twice. Each page
 * (docs/integration/datasources/<slug>/overview.md, with the partials it imports) is compiled with MDX and rendered
 * with its catalog entry (src/features/catalogs/data/datasources/), the shared partials and the pieces of
 * src/features/catalogs/theme/DataSource, as a reader gets it. A note of the entry (the access note, a driver's note,
 * the encryption line, the option syntax, a prerequisite, a parameter's meaning...) is said in one place: the
 * troubleshooting table, the form, the page's introduction or one of its sections point to that place instead of
 * saying the note again (CONTRIBUTING.md, "Say it once").
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
import remarkDirective from 'remark-directive';
import type {Nodes} from 'hast';
import * as pieces from '../../../src/features/catalogs/theme/DataSource';
import {DATASOURCES, type DataSource} from '../../../src/features/catalogs/data/datasources';
import {parseHtml} from '../../../src/shared/built-pages';
import {findAll, isElement} from '../../../src/shared/hast';
import {catalogStrings} from '../../support/catalog-strings';
import {DATASOURCE_DIR, datasourcePageSource} from '../../support/datasource-pages';

type Mdx = ComponentType<Record<string, unknown>>;

/** An MDX page or partial as a component: its imports are handed to it as components, and its entry as a prop. */
async function compile(text: string): Promise<Mdx> {
  const body = text
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^import [^;]*? from '[^']+';$/gm, '')
    .replace(/=\{source\}/g, '={props.source}');
  return (await evaluate(body, {...runtime, remarkPlugins: [remarkGfm, remarkDirective]})).default as Mdx;
}

const partials = new Map<string, Mdx>();
/** The components a page imports from the shared partials of the data source folder, by the name it imports them under. */
async function importedPartials(page: string): Promise<Record<string, Mdx>> {
  const out: Record<string, Mdx> = {};
  for (const [, name, file] of page.matchAll(/^import (\w+) from '\.\.\/(_[\w-]+\.mdx)';$/gm)) {
    if (!partials.has(file)) {
      const Partial = await compile(fs.readFileSync(path.join(DATASOURCE_DIR, file), 'utf8'));
      partials.set(file, (p: Record<string, unknown>) => createElement(Partial, {...p, components: pieces}));
    }
    out[name] = partials.get(file)!;
  }
  return out;
}

/** Catalog fields whose text a page renders as prose: the notes a reader should meet once. */
const NOTE_FIELD =
  /^\.(?:accessNote|portNote|tls|urlSyntax|supportedVersions|notes\[\d+\]|prerequisites\[\d+\]|undocumented\[\d+\]|(?:drivers\[\d+\]\.note)|(?:parameters\[\d+\]\.meaning)|(?:authMethods\[\d+\]\.detail)|(?:otherPorts\[\d+\]\.use))$/;

/** Words and code of a text, lower-cased, punctuation left out. */
function tokensOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9%*<>_=/-]+(?:\.[a-z0-9%*<>_=/-]+)*/g) ?? [];
}

/** The sentences of the entry's notes. */
function notesOf(ds: DataSource): string[] {
  return catalogStrings(ds, '')
    .filter(([at]) => NOTE_FIELD.test(at))
    .flatMap(([, text]) => text.replace(/`/g, '').split(/(?<=[.!?])\s+(?=[A-Z])/));
}

/** Words that carry no content of their own. */
const STOP = new Set(
  'also both does each from have into must only other over some such than that their them then there these they this those when where which will with your'.split(
    ' ',
  ),
);

/** The words of a text that carry its content: four letters or more, or a value (a number, a name with `=`, `_` or `.`). */
function contentOf(text: string): string[] {
  return tokensOf(text).filter((t) => (t.length >= 4 || /[\d=_.]/.test(t)) && !STOP.has(t));
}

/** How many content words in a row make a note said again. */
const RUN = 4;
function runsOf(words: string[]): Set<string> {
  const runs = new Set<string>();
  for (let i = 0; i + RUN <= words.length; i++) runs.add(words.slice(i, i + RUN).join(' '));
  return runs;
}

/** True when the block says the note, or part of it: four of its content words in a row. */
function holds(block: Set<string>, note: string[]): boolean {
  return [...runsOf(note)].some((r) => block.has(r));
}

const BLOCKS = new Set(['p', 'li', 'td', 'th', 'h1', 'h2', 'h3', 'h4']);
/** Text of a node without its code blocks and link texts (and, if asked, without its inline code). */
function proseOf(node: Nodes, withoutCode = false): string {
  if (node.type === 'text') return node.value;
  if (withoutCode && isElement(node) && node.tagName === 'code') return '';
  // Code blocks hold values, not notes; a link names the place that says a thing.
  if (isElement(node) && (node.tagName === 'pre' || node.tagName === 'a')) return '';
  if ('children' in node) return node.children.map((c) => proseOf(c, withoutCode)).join(' ');
  return '';
}

/** The text blocks of a rendered page, code blocks left out. */
function blocksOf(html: string): string[] {
  const tree = parseHtml(`<html><body>${html}</body></html>`);
  return (
    findAll(tree, (e) => BLOCKS.has(e.tagName) && findAll(e, (d) => d !== e && BLOCKS.has(d.tagName)).length === 0)
      // A block of code alone (a parameter's name) names values; it says no note.
      .filter((b) => /[a-z]/i.test(proseOf(b, true)))
      .map((b) => proseOf(b).replace(/\s+/g, ' ').trim())
  );
}

/** Each note of the entry that the page says in more than one place, with the places. */
function repeatedNotes(blocks: string[], notes: string[]): string[] {
  const runs = blocks.map((b) => runsOf(contentOf(b)));
  return notes.flatMap((note) => {
    const places = blocks.filter((_, i) => holds(runs[i], contentOf(note)));
    return places.length > 1
      ? [`"${note}" is said in ${places.length} places:\n${places.map((p) => `  - ${p}`).join('\n')}`]
      : [];
  });
}

async function renderPage(ds: DataSource): Promise<string> {
  const text = datasourcePageSource(ds.slug);
  const Page = await compile(text);
  return renderToStaticMarkup(
    createElement(Page, {source: ds, components: {...pieces, ...(await importedPartials(text))}}),
  );
}

test('a data source page says each note of its catalog entry once', async () => {
  expect(DATASOURCES.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const ds of DATASOURCES) {
    const html = await renderPage(ds);
    // The render is the whole page: its own text, the shared partials and what they render from the entry.
    for (const part of ['Connection facts', 'Add the datasource in Timbr', 'Limits and troubleshooting', 'Map a first'])
      expect(html, `${ds.slug} renders "${part}"`).toContain(part);
    expect(html, `${ds.slug} renders its own introduction`).toContain('This page is for');
    const notes = [...new Set(notesOf(ds))];
    found.push(...repeatedNotes(blocksOf(html), notes).map((f) => `${ds.slug}: ${f}`));
  }
  expect(found.join('\n\n')).toBe('');
});

test('the check fails on a note said twice and passes a pointer to it', () => {
  const drill = DATASOURCES.find((d) => d.slug === 'drill')!;
  const facts = `<table><tr><td>Dedicated Timbr datasource type. ${drill.accessNote}</td></tr></table>`;
  // The introduction the review found, which said the access note of the facts table again.
  const intro =
    "<p>Timbr lists it as the <strong>Apache Drill</strong> datasource type and connects with the Drill JDBC driver, which also serves Timbr's <strong>Azure Datalake Storage</strong> and <strong>S3</strong> types.</p>";
  expect(repeatedNotes(blocksOf(intro + facts), notesOf(drill))).toHaveLength(1);
  expect(repeatedNotes(blocksOf('<p>Drill runs schema-free SQL over files.</p>' + facts), notesOf(drill))).toEqual([]);

  // The troubleshooting table as it was: the encryption line of the parameters said again in its TLS row.
  const sqlserver = DATASOURCES.find((d) => d.slug === 'sqlserver')!;
  const parameters = renderToStaticMarkup(createElement(pieces.ParameterTable, {source: sqlserver}));
  const checks = renderToStaticMarkup(createElement(pieces.ConnectionChecks, {source: sqlserver}));
  const oldRow = `<table><tr><td>Check the encryption settings: ${sqlserver.tls!.replace(/`/g, '')}</td></tr></table>`;
  expect(repeatedNotes(blocksOf(parameters + oldRow), notesOf(sqlserver)).join('\n')).toContain(
    'validates the server certificate',
  );
  expect(repeatedNotes(blocksOf(parameters + checks), notesOf(sqlserver))).toEqual([]);
  // A link or a parameter's name alone says no note.
  const link =
    '<p>See <a href="#x">Encryption and certificate validation of encrypt and trustServerCertificate</a>.</p>';
  expect(repeatedNotes(blocksOf(parameters + link), notesOf(sqlserver))).toEqual([]);
});
