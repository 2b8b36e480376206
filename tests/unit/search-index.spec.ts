/**
 * The compact search index (src/search/index-format.ts, written by
 * src/plugins/search-index.ts): it must rebuild the very index lunr's builder
 * makes from the full texts, with our word rule and stop words.
 */
import {test, expect} from '@playwright/test';
import lunr from 'lunr';
import {
  CONTENT_TEXT_LIMIT,
  INDEX_FORMAT,
  PART,
  cutText,
  expandPart,
  indexingPipeline,
  matchPositions,
  queryTokens,
  tokenizer,
  type SearchDocument,
} from '../../src/search/index-format';
import {compactIndex, compactPart} from '../../src/plugins/search-index';

const TEXTS = [
  'Query the knowledge graph with GROUP BY and ORDER BY through the dtimbr schema.',
  'SELECT `customer[orders].total` FROM dtimbr.customer WHERE `customer[orders].status` NOT IN (\'open\') GROUP BY 1;',
  'The system table timbr.sys_concepts lists every concept; SYS_CONCEPTS is read like any table.',
  'CREATE OR REPLACE CONCEPT `supplier` (`supplier_id` string, PRIMARY KEY (`supplier_id`)) INHERITS (`thing`);',
  'Mappings connect concepts to tables. A mapping is created AS SELECT ... FROM a source table, and the mapping is cached.',
  'the of and to a',
  '',
  'Caching keeps queries fast: cache a mapping, then query it as before. Caching, cached, caches.',
];
const DOCS: SearchDocument[] = TEXTS.map((t, k) => ({i: 10 + k * 3, t, u: `/doc/docs/page-${k}`, p: 1}));

/** The index lunr's own builder makes from the same documents and pipeline. */
function referenceIndex(docs: SearchDocument[]): lunr.Index {
  const builder = new lunr.Builder();
  builder.pipeline.add(...indexingPipeline());
  builder.searchPipeline.add(lunr.stemmer);
  builder.tokenizer = tokenizer as typeof lunr.tokenizer;
  builder.ref('i');
  builder.field('t');
  for (const doc of docs) builder.add({i: String(doc.i), t: doc.t});
  return builder.build();
}

const search = (index: lunr.Index, words: string[]) =>
  index.query((q) => words.forEach((w) => q.term(w, {presence: lunr.Query.presence.REQUIRED})))
    .map((r) => [r.ref, Math.round(r.score * 1e6) / 1e6]);

test('the rebuilt index has the same vectors as lunr\'s builder makes', () => {
  const reference = referenceIndex(DOCS).toJSON() as any;
  const rebuilt = expandPart(compactPart(DOCS)).toJSON() as any;
  // Term numbering may differ; compare each vector as term -> score.
  const byTerm = (json: any) => {
    const termOf = new Map<number, string>(json.invertedIndex.map(([term, posting]: [string, any]) => [posting._index, term]));
    return Object.fromEntries(json.fieldVectors.map(([ref, elements]: [string, number[]]) => {
      const entries: Array<[string, number]> = [];
      for (let k = 0; k < elements.length; k += 2) entries.push([termOf.get(elements[k])!, elements[k + 1]]);
      return [ref, Object.fromEntries(entries.sort())];
    }));
  };
  expect(byTerm(rebuilt)).toEqual(byTerm(reference));
  expect(rebuilt.invertedIndex.map(([t]: [string]) => t)).toEqual(reference.invertedIndex.map(([t]: [string]) => t));
});

test('the rebuilt index answers queries with the same documents and scores', () => {
  const reference = referenceIndex(DOCS);
  const rebuilt = expandPart(compactPart(DOCS));
  for (const words of [['group', 'by'], ['dtimbr'], ['sys_concepts'], ['inherits'], ['mapping'], ['cache'], ['not', 'in'], ['as']]) {
    const expected = search(reference, words);
    expect(search(rebuilt, words), words.join(' ')).toEqual(expected);
  }
  expect(search(rebuilt, ['group', 'by']).length).toBeGreaterThan(0);
});

test('words split on punctuation, not on underscores', () => {
  expect(tokenizer('FROM dtimbr.customer, timbr.sys_concepts;').map(String)).toEqual(['from', 'dtimbr', 'customer', 'timbr', 'sys_concepts']);
  expect(tokenizer('`customer[orders].total`').map(String)).toEqual(['customer', 'orders', 'total']);
  expect(queryTokens('  SYS_CONCEPTS  ')).toEqual(['sys_concepts']);
  expect(queryTokens('<img src=x onerror=alert(1)>')).toEqual(['img', 'src', 'x', 'onerror', 'alert', '1']);
  expect(queryTokens('a'.repeat(10_000))[0].length).toBe(64);
  expect(queryTokens(Array.from({length: 50}, (_, k) => `w${k}`).join(' '))).toHaveLength(12);
});

test('English stop words are dropped, except SQL keywords', () => {
  const run = (text: string) => {
    const pipeline = new lunr.Pipeline();
    pipeline.add(...indexingPipeline());
    return pipeline.run(tokenizer(text)).map(String);
  };
  expect(run('the mapping of a concept to the table')).toEqual(['map', 'concept', 'tabl']);
  expect(run('GROUP BY NOT IN ON AS IS NULL')).toEqual(['group', 'by', 'not', 'in', 'on', 'as', 'is', 'null']);
});

test('positions of the matched words are found in the displayed text', () => {
  const text = 'Caching keeps queries fast: cache a mapping.';
  // "caching" and "cache" are both stored as the stem "cach".
  expect(matchPositions(text, ['cach'])).toEqual([[0, 7], [28, 5]]);
  expect(matchPositions(text, ['nothing'])).toEqual([]);
});

test('the compact file keeps every document and cuts only content texts', () => {
  const long = DOCS.map((d) => ({...d, t: `${d.t} ${'More words about ontologies and mappings. '.repeat(10)}`}));
  const pluginIndex = [long, long, long, [], long].map((documents) => ({documents}));
  const compact = compactIndex(pluginIndex);
  expect(compact.format).toBe(INDEX_FORMAT);
  expect(compact.parts).toHaveLength(5);
  expect(compact.parts[PART.title].documents.map((d) => d.t)).toEqual(long.map((d) => d.t));
  for (const d of compact.parts[PART.content].documents) expect(d.t.length).toBeLessThanOrEqual(CONTENT_TEXT_LIMIT);
  expect(compact.parts[PART.content].documents.map((d) => d.i)).toEqual(long.map((d) => d.i));
  // The content part still finds words beyond the displayed text.
  const content = expandPart(compact.parts[PART.content]);
  expect(search(content, ['ontologies']).length).toBe(long.filter((d) => d.t).length);
  expect(compact.parts[PART.keywords]).toEqual({documents: [], terms: '', postings: []});
});

test('display texts are cut at a word boundary', () => {
  expect(cutText('short', 100)).toBe('short');
  expect(cutText('alpha beta gamma delta', 12)).toBe('alpha beta');
  expect(cutText('x'.repeat(30), 10)).toBe('x'.repeat(10));
});
