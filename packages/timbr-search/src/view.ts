/**
 * What matching (./match.ts), the ranking rules (./rank.ts) and the results
 * (./result.ts) read of the pages: the whole index as the engine derives it
 * from the two search files (./corpus.ts), or the parts of the index that a
 * query needs, loaded as fragments (./fragment-view.ts). Both answer every
 * question the same way, so the rules run unchanged on either.
 *
 * Pages are numbered in the order of their addresses; a page's parts (0: the
 * text before its first heading, k: the text under heading k) are numbered
 * from its first part number (`partBase`), every page's in turn.
 */
import type {DocPage} from './format';

export interface CorpusView {
  /** Terms that count as part of every page's title: the product's name. */
  readonly implicitTitleTerms: string[];
  /** Every page: its address and section (./format.ts DocPage `u`, `s`). */
  readonly pages: ReadonlyArray<{u: string; s: number}>;
  /** Terms of titles, breadcrumbs, descriptions and headings: the pages they occur on. */
  readonly fieldTerms: ReadonlyMap<string, ReadonlySet<number>>;
  /** Where a body term occurs: part -> positions (in terms, stop words not counted). */
  posting(term: string): Map<number, number[]>;
  /** Each part's page. */
  readonly partPage: readonly number[];
  /** Each page's first part number. */
  readonly partBase: readonly number[];
  /**
   * Where `terms` occur in a row in the summary and headings of `page`: for
   * each place (`t`, `b`, `d`, `h<k>`, in that order) that holds them, [start,
   * end) of each occurrence.
   */
  fieldPhrase(page: number, terms: string[]): Array<[string, Array<[number, number]>]>;
  /** How many headings a page has. */
  headingCount(page: number): number;
  /** The first of a page's title (0) and headings (k: heading k - 1) whose words, stop words included, are `plain`; -1 when none. */
  plainIndex(page: number, plain: string): number;
  /** The first of a page's title (0) and headings (k) whose subject terms (./rank.ts subjectTerms) are `subject`; -1 when none. */
  subjectIndex(page: number, subject: string): number;
  /** How many distinct terms a page's title holds, the product's name included. */
  titleTermCount(page: number): number;
  /** Whether a term is one of a page's title terms (the product's name is one of every page's). */
  inTitle(page: number, term: string): boolean;
  /** Each page's parts that are lists of links to other pages, as body places (`p<k>`). */
  readonly linkListPlaces: ReadonlyArray<ReadonlySet<string>>;
  /** Each page's length in terms, and the average (BM25). */
  readonly bodyLength: readonly number[];
  readonly averageBodyLength: number;
  /** What a result shows of a page. */
  page(page: number): DocPage;
  /** The length in terms of part `k` of a page; the average over every part of the site. */
  partLengthOf(page: number, k: number): number;
  readonly averagePartLength: number;
  /** The text of part `k` of a page. */
  partText(page: number, k: number): string;
}

/** Where `phrase` occurs in `sequence`: [start, end) of each occurrence. */
export function findPhrase(sequence: readonly string[], phrase: readonly string[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i + phrase.length <= sequence.length; i += 1) {
    if (phrase.every((term, k) => sequence[i + k] === term)) out.push([i, i + phrase.length]);
  }
  return out;
}
