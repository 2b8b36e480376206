/**
 * The site's search index format, shared by the build (src/plugins/search-index.ts)
 * and the search worker in the browser (src/search/worker.ts).
 *
 * Why our own format: the search plugin writes lunr's own JSON, which keeps
 * every word position of every section and a float score for every
 * (term, section) pair: 4.4 MB (1 MB gzip) for this site. Positions only
 * serve to highlight the match in a result line, and the scores can be
 * recomputed from term frequencies. So the file carries, per part (titles,
 * headings, descriptions, keywords, content): the documents as the plugin made
 * them (section texts cut short, as only their start is ever displayed), the
 * sorted term list, and for each term the sections it occurs in with its
 * frequency. `expandPart` rebuilds a lunr index whose vectors are equal to the
 * ones lunr's builder makes (a unit test checks this), and `matchPositions`
 * finds the words to highlight in the text that is displayed.
 *
 * Tuned for SQL readers:
 * - words split on punctuation too, so `dtimbr.orders`, `timbr.sys_concepts`
 *   and `customer[orders]` are found by `dtimbr`, `sys_concepts`, `orders`;
 *   underscores stay inside words (`sys_concepts` is one word);
 * - English stop words are dropped, except those that are SQL keywords
 *   (`GROUP BY`, `NOT IN`, `ON`, `AS`...), which are indexed and searchable.
 */
import lunr from 'lunr';
import {INDEX_FORMAT} from './index-file';

export {INDEX_FORMAT};

/** Display text kept for a content section: a result line shows at most ~50 characters. */
export const CONTENT_TEXT_LIMIT = 100;

/** Index part numbers, as the search plugin orders them. */
export const PART = {title: 0, heading: 1, description: 2, keywords: 3, content: 4} as const;

/** English stop words that are also SQL keywords: these stay in the index. */
export const SQL_KEYWORD_STOP_WORDS = new Set([
  'all', 'and', 'any', 'as', 'by', 'else', 'from', 'if', 'in', 'into', 'is', 'not', 'on', 'or', 'some', 'then',
  'when', 'where', 'with',
]);

/** A word: a run of characters that are neither white space nor punctuation (underscores are part of words). */
const WORD = /[^\s\-.,;:()[\]{}'"`=<>/*+|!?@#&%^~$\\]+/g;

/** Longest word kept (longer runs are cut): guards the fuzzy matcher against pathological input. */
const MAX_WORD_LENGTH = 64;

/** A document of the search plugin (see @easyops-cn/docusaurus-search-local's SearchDocument). */
export interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
  b?: string[];
}

export interface CompactPart {
  documents: SearchDocument[];
  /** Sorted index terms, separated by single spaces. */
  terms: string;
  /**
   * For each term (same order), the documents it occurs in: a document's
   * position in `documents` as the difference from the previous one (the first
   * is absolute), followed by `-tf` when the term occurs tf > 1 times there.
   */
  postings: number[][];
}

export interface CompactIndex {
  format: typeof INDEX_FORMAT;
  parts: CompactPart[];
}

/** Splits text into lowercase lunr tokens with their positions, like lunr.tokenizer but on our word rule. */
export function tokenizer(input: unknown, metadata: Record<string, unknown> = {}): lunr.Token[] {
  if (input == null) return [];
  const text = String(input).toLowerCase();
  const tokens: lunr.Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].slice(0, MAX_WORD_LENGTH);
    tokens.push(new lunr.Token(word, {...metadata, position: [match.index, match[0].length], index: tokens.length}));
  }
  return tokens;
}

/** The query words of what a reader typed, with the same word rule as the index. */
export function queryTokens(input: string, max = 12): string[] {
  return tokenizer(input.slice(0, 1000)).slice(0, max).map((t) => t.toString());
}

/** lunr's own English stop-word filter (captured: the worker puts ours in its place). */
const englishStopWordFilter = lunr.stopWordFilter;

/** lunr's English stop-word filter, keeping the stop words that are SQL keywords. */
export const sqlStopWordFilter: lunr.PipelineFunction = (token, i, tokens) =>
  SQL_KEYWORD_STOP_WORDS.has(token.toString()) ? token : (englishStopWordFilter as any)(token, i, tokens);
lunr.Pipeline.registerFunction(sqlStopWordFilter, 'timbrSqlStopWordFilter');

/** The indexing pipeline: trim punctuation, drop stop words (not SQL keywords), stem. */
export function indexingPipeline(): lunr.PipelineFunction[] {
  return [lunr.trimmer, sqlStopWordFilter, lunr.stemmer];
}

/** lunr's scoring constants (lunr.Builder defaults). */
const K1 = 1.2;
const B = 0.75;

/** Rebuilds a lunr index from a compact part; equal to the index lunr.Builder makes from the full texts. */
export function expandPart(part: CompactPart): lunr.Index {
  const terms = part.terms ? part.terms.split(' ') : [];
  const count = part.documents.length;
  const refs = part.documents.map((d) => String(d.i));
  const decoded: Array<{doc: number[]; tf: number[]}> = [];
  const fieldLength = new Array<number>(count).fill(0);
  for (const encoded of part.postings) {
    const doc: number[] = [];
    const tf: number[] = [];
    let current = 0;
    for (const n of encoded) {
      if (n < 0) {
        tf[tf.length - 1] = -n;
      } else {
        current += n;
        doc.push(current);
        tf.push(1);
      }
    }
    doc.forEach((d, k) => (fieldLength[d] += tf[k]));
    decoded.push({doc, tf});
  }
  const averageLength = count ? fieldLength.reduce((a, b) => a + b, 0) / count : 0;
  const vectors: number[][] = refs.map(() => []);
  const invertedIndex: Record<string, any> = Object.create(null);
  terms.forEach((term, termIndex) => {
    const {doc, tf} = decoded[termIndex];
    const idf = Math.log(1 + Math.abs((count - doc.length + 0.5) / (doc.length + 0.5)));
    const postings: Record<string, object> = Object.create(null);
    doc.forEach((d, k) => {
      const score = (idf * ((K1 + 1) * tf[k])) / (K1 * (1 - B + B * (fieldLength[d] / averageLength)) + tf[k]);
      vectors[d].push(termIndex, Math.round(score * 1000) / 1000);
      postings[refs[d]] = {};
    });
    invertedIndex[term] = {_index: termIndex, t: postings};
  });
  const fieldVectors: Record<string, lunr.Vector> = Object.create(null);
  refs.forEach((ref, d) => (fieldVectors[`t/${ref}`] = new lunr.Vector(vectors[d])));
  const pipeline = new lunr.Pipeline();
  pipeline.add(lunr.stemmer);
  return new lunr.Index({
    invertedIndex,
    fieldVectors,
    tokenSet: (lunr.TokenSet as any).fromArray(terms),
    fields: ['t'],
    pipeline,
  } as any);
}

/** Where the words of `text` that the index stores as one of `terms` are: [start, length] pairs. */
export function matchPositions(text: string, terms: Iterable<string>): Array<[number, number]> {
  const wanted = new Set(terms);
  const pipeline = indexingPipeline();
  const positions: Array<[number, number]> = [];
  for (const token of tokenizer(text)) {
    let current: lunr.Token | undefined = token;
    for (const fn of pipeline) {
      const out = fn(current, 0, [current]);
      current = Array.isArray(out) ? out[0] : (out as lunr.Token | undefined);
      if (!current || current.toString() === '') break;
    }
    if (current && wanted.has(current.toString())) positions.push((token as any).metadata.position as [number, number]);
  }
  return positions;
}

/** Cuts a display text at a word boundary. */
export function cutText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return space > limit / 2 ? cut.slice(0, space) : cut;
}
