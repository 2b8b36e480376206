/**
 * What the content-claims specs share (tests/unit/content-claims*.spec.ts): the pages cut into blocks, the rule type,
 * and what each spec's four tests check of its own rules: that every page, every glossary definition and every text
 * the catalogs render is free of the claims the rules know to be wrong, and that each rule fails on the sentence it was
 * written for and passes on its correction. A spec holds the rules of one area, each rule with the reason and the reference, and its cases.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {DATASOURCES} from '../../src/features/catalogs/data/datasources';
import {INTEGRATIONS} from '../../src/features/catalogs/data/integrations';
import {REST_ENDPOINTS} from '../../src/features/catalogs/data/rest-endpoints';
import {catalogStrings} from './catalog-strings';

const ROOT = path.resolve(__dirname, '../..');
const DOCS = path.join(ROOT, 'docs');
const GLOSSARY = path.join(ROOT, 'src/features/glossary/glossary.json');

/** A unit of text: a paragraph, a list item, a table row, or a fenced code block with its info string. */
export interface Block {
  line: number;
  text: string;
  /** The info string of a code block (`sql runnable`); undefined for text. */
  fence?: string;
}

/** The blocks of a Markdown page, in order. */
export function blocksOf(source: string): Block[] {
  const out: Block[] = [];
  let current: Block | null = null;
  let fence: Block | null = null;
  source.split('\n').forEach((line, i) => {
    if (fence) {
      if (/^\s*```\s*$/.test(line)) {
        out.push(fence);
        fence = null;
      } else fence.text += `${line}\n`;
      return;
    }
    const open = /^\s*```(.*)$/.exec(line);
    if (open) {
      current = null;
      fence = {line: i + 1, text: '', fence: open[1].trim()};
      return;
    }
    if (line.trim() === '') {
      current = null;
      return;
    }
    if (current === null || /^\s*(\||[-*] |\d+\. )/.test(line) || current.text.startsWith('|')) {
      current = {line: i + 1, text: line.trim()};
      out.push(current);
    } else current.text += ` ${line.trim()}`;
  });
  return out;
}

/**
 * The text blocks (not code) of which some part, the text cut at `at` (sentences, by default at `.`, `:` or `;`),
 * passes `test`; `about`, when given, must hold for the block's whole text first.
 */
export function proseWith(
  blocks: Block[],
  test: (part: string) => boolean,
  {at = /(?<=[.:;])\s+/, about}: {at?: RegExp; about?: RegExp} = {},
): Block[] {
  return blocks.filter((b) => !b.fence && (!about || about.test(b.text)) && b.text.split(at).some(test));
}

export interface Rule {
  name: string;
  /** What the references say, which the finding points to. */
  instead: string;
  check(blocks: Block[], source: string): Block[];
}

/** Every page and partial under docs/. */
export function docFiles(): string[] {
  return fs
    .readdirSync(DOCS, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** What the rules find in a text, one line per finding: where, what, and what the references say instead. */
export function findingsOf(rules: Rule[], source: string, file = 'page.md'): string[] {
  const blocks = blocksOf(source);
  return rules.flatMap((rule) =>
    rule.check(blocks, source).map((b) => `${file}:${b.line}: ${rule.name}. ${rule.instead}`),
  );
}

/** The findings of the rules on every page and partial under docs/ (there are more than fifty). */
export function pageFindings(rules: Rule[]): string[] {
  const files = docFiles();
  expect(files.length).toBeGreaterThan(50);
  return files.flatMap((f) => findingsOf(rules, fs.readFileSync(f, 'utf8'), path.relative(ROOT, f)));
}

/** The findings of the rules on the glossary definitions, which every page naming a term carries. */
export function glossaryFindings(rules: Rule[]): string[] {
  const {terms} = JSON.parse(fs.readFileSync(GLOSSARY, 'utf8')) as {
    terms: {id: string; term: string; definition: string}[];
  };
  expect(terms.length).toBeGreaterThan(10);
  return terms.flatMap((t) => findingsOf(rules, `${t.term}: ${t.definition}`, `glossary.json#${t.id}`));
}

/**
 * The findings of the rules on the text the catalogs render into pages (src/features/catalogs/data/: the data source
 * entries, the integration cards, the REST endpoints), which no page file holds: each string is read as a text of its own.
 */
export function catalogFindings(rules: Rule[]): string[] {
  const strings = [
    ...DATASOURCES.flatMap((ds) => catalogStrings(ds, `datasources/${ds.slug}`)),
    ...INTEGRATIONS.flatMap((card) => catalogStrings(card, `integrations/${card.id}`)),
    ...REST_ENDPOINTS.flatMap((e) => catalogStrings(e, `rest-endpoints/${e.method} ${e.path}`)),
  ];
  expect(strings.length).toBeGreaterThan(500);
  return strings.flatMap(([at, text]) => findingsOf(rules, text, at));
}

/**
 * Runs the failing cases of a set of rules: `cases` calls `failsOn(text, i)` with the sentence rule `i` was written
 * for, which must give that rule's finding and no other, and `passes(text)` with its correction, which must give none.
 * Every rule must have a sentence it fails on.
 */
export function checkCases(
  rules: Rule[],
  cases: (failsOn: (text: string, rule: number) => void, passes: (text: string) => void) => void,
): void {
  const failed = new Set<number>();
  cases(
    (text, rule) => {
      expect(findingsOf(rules, text), text).toEqual([expect.stringContaining(rules[rule].name)]);
      failed.add(rule);
    },
    (text) => expect(findingsOf(rules, text), text).toEqual([]),
  );
  expect(
    [...failed].sort((a, b) => a - b),
    'every rule has a sentence it fails on',
  ).toEqual(rules.map((_, i) => i));
}

/**
 * A spec's four tests of its rules, under the name of its area: no page, no glossary definition and no catalog text makes a
 * claim they know to be wrong, and each rule fails on the sentence it was written for and passes on its correction
 * (`cases`, as for `checkCases`).
 */
export function ruleTests(area: string, rules: Rule[], cases: Parameters<typeof checkCases>[1]): void {
  test.describe(area, () => {
    test('no page makes a claim that a rule knows to be wrong', () => {
      expect(pageFindings(rules)).toEqual([]);
    });

    test('no glossary definition makes a claim that a rule knows to be wrong', () => {
      expect(glossaryFindings(rules)).toEqual([]);
    });

    test('no catalog text (data sources, integration cards, REST endpoints) makes a claim that a rule knows to be wrong', () => {
      expect(catalogFindings(rules)).toEqual([]);
    });

    test('each rule fails on the sentence it was written for, and passes on its correction', () => {
      checkCases(rules, cases);
    });
  });
}
