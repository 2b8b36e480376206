/**
 * Unit tests (no browser) of the glossary: the data file (src/features/glossary/glossary.json),
 * the term lookup, the remark plugin that links terms and writes the glossary
 * page (src/features/glossary), and its build gate.
 */
import {test, expect} from '@playwright/test';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import {checkGlossary, findTerm, readGlossary} from '../../../src/features/glossary/catalog.mjs';
import remarkGlossary from '../../../src/features/glossary/remark';

const ROOT = path.resolve(__dirname, '../../..');
const entries = readGlossary(ROOT);

/** Compiles MDX as the docs plugin does (directives on, the glossary plugin first). */
const compileMdx = (source: string, file = path.join(ROOT, 'docs/sql/page.md')) =>
  compile({value: source, path: file}, {remarkPlugins: [remarkDirective, [remarkGlossary, {siteDir: ROOT}]]}).then(
    String,
  );

test('the glossary is complete and consistent', () => {
  expect(checkGlossary(entries, ROOT)).toEqual([]);
  const named = (name: string) => findTerm(entries, name, undefined)?.id;
  for (const term of [
    'knowledge graph',
    'ontology',
    'concept',
    'sub-concept',
    'property',
    'relationship',
    'inverse relationship',
    'mapping',
    'many-to-many mapping',
    'measure',
    'cube',
    'ontology view',
    'datasource',
    'virtualization',
    'timbr schema',
    'etimbr',
    'dtimbr',
    'vtimbr',
    'gtimbr',
  ]) {
    expect(named(term), `the glossary defines "${term}"`).toBeTruthy();
  }
  for (const entry of entries) {
    expect(entry.definition.length, `${entry.id}: a definition of one to three sentences`).toBeLessThan(400);
    expect(entry.definition, `${entry.id}: defined in its own words, not by repeating its name`).not.toMatch(
      new RegExp(`^${entry.term}\\b`, 'i'),
    );
  }
});

test('the consistency check can fail', () => {
  const concept = entries.find((e) => e.id === 'concept')!;
  const problems = checkGlossary(
    [...entries, {...concept, id: 'concept-2', aliases: ['concepts'], see: 'sql/nothing.md'}],
    ROOT,
  );
  expect(problems.join('\n')).toMatch(/"concepts" also names "concept"/);
  expect(problems.join('\n')).toMatch(/"see" must name a page/);
  expect(checkGlossary([{...concept, id: 'Bad Id', definition: 'An `unclosed code'}], ROOT).join('\n')).toMatch(
    /lower-case slug[\s\S]*unbalanced backticks/,
  );
});

test('a term is found by its name, an alias or its id, whatever the case and spacing', () => {
  expect(findTerm(entries, 'Concepts', undefined)?.id).toBe('concept');
  expect(findTerm(entries, 'child  concepts', undefined)?.id).toBe('sub-concept');
  expect(findTerm(entries, 'Many-to-many mapping', undefined)?.id).toBe('many-to-many-mapping');
  expect(findTerm(entries, 'whatever the text', 'measure')?.id).toBe('measure');
  expect(findTerm(entries, 'banana', undefined)).toBeUndefined();
  expect(findTerm(entries, 'concept', 'no-such-id')).toBeUndefined();
});

test(':term[...] becomes a glossary link component with the entry id and anchor', async () => {
  const code = await compileMdx(
    'A :term[knowledge graph] has :term[child concepts]{id=sub-concept} and :term[Measures].',
  );
  expect(code).toMatch(/GlossaryTerm/);
  for (const id of ['knowledge-graph', 'sub-concept', 'measure']) {
    expect(code).toContain(`term: "${id}"`);
    expect(code).toContain(`to: "/docs/getting-started/glossary#${id}"`);
  }
  // The reader's words stay as written.
  expect(code).toContain('"child concepts"');
  expect(code).toContain('"Measures"');
});

test('the build gate: a term that is not in the glossary fails with the file and line', async () => {
  await expect(compileMdx('Fine: :term[concept].\n\nNot fine: :term[flux capacitor].')).rejects.toThrow(
    /docs\/sql\/page\.md:3: ":term\[flux capacitor\]" names no entry of the glossary/,
  );
  await expect(compileMdx(':term[concept]{id=nope}')).rejects.toThrow(/names no entry/);
});

test('a term inside a link or a heading fails the build', async () => {
  await expect(compileMdx('[see :term[concept]](./x.md)')).rejects.toThrow(/inside a link/);
  await expect(compileMdx('## About :term[cubes]')).rejects.toThrow(/inside a heading/);
});

test('::glossary writes every entry in alphabetical order, with its id as anchor and a link to its page', async () => {
  const code = await compileMdx('::glossary', path.join(ROOT, 'docs/getting-started/glossary.md'));
  const headings = [...code.matchAll(/_components\.h2, \{\s*id: "([^"]+)"/g)].map((m) => m[1]);
  const sorted = [...entries]
    .sort((a, b) => a.term.localeCompare(b.term, 'en', {sensitivity: 'base'}))
    .map((e) => e.id);
  expect(headings).toEqual(sorted);
  expect(code).toContain('href: "../sql/mappings.md"');
  // Code in a definition is code.
  expect(code).toMatch(/_components\.code, \{\s*children: "INVERSEOF"/);
});

test('::glossary on a page in another folder links to the same pages, relative to that page', async () => {
  const code = await compileMdx('::glossary', path.join(ROOT, 'docs/getting-started/copy-2/glossary.md'));
  expect(code).toContain('href: "../../sql/mappings.md"');
  expect(code).not.toContain('href: "../sql/mappings.md"');
});
