/**
 * The search index as the site serves it: a manifest, the one part that a
 * search box needs before any query, and fragments that a query loads as it
 * needs them (written by ./split.ts, read by ./fragment-engine.ts). Every
 * file is in one folder (SEARCH_FOLDER); a fragment's name is its kind and a
 * hash of its content (`terms-0a1b2c3d4e.json`), so it can be cached for
 * good, and a fragment that two builds share keeps its name.
 *
 * - manifest-<build>.json: what reading a query needs (every term of the
 *   site, sorted, with how many pages hold it and how often the text uses
 *   it; the abbreviations the pages define), the statistics the ranking
 *   weighs (each page's length, the average lengths), each page's address,
 *   section and the few facts the ranking rules read of it, and the names of
 *   the fragments;
 * - terms-<hash>.json: the postings of a run of terms (in sorted order, so the
 *   completions of a prefix are together): for each page that holds a term,
 *   where (its title, breadcrumb, description, each heading, each part of
 *   the text) and at which positions, which is all the ranking reads of a
 *   page for that term;
 * - titles-<hash>.json: the titles and headings of every page, word for word
 *   and as subject terms, spread by a hash of their text: a query looks up
 *   its own words there (rule 2's `exact` level);
 * - page-<hash>.json: what a result shows of a page (its title, breadcrumb,
 *   description, headings with their anchors), the length of each part, and
 *   the names of its text fragments;
 * - text-<hash>.json: the text of a run of parts of a page, for snippets.
 *
 * Like ./format.ts, this module reads and checks: it imports nothing but types.
 */
import type {DocPage} from './format';

export const MANIFEST_FORMAT = 'timbr-search-manifest/1';
export const TERMS_FORMAT = 'timbr-search-terms/1';
export const TITLES_FORMAT = 'timbr-search-titles/1';
export const PAGE_FORMAT = 'timbr-search-page/1';
export const TEXT_FORMAT = 'timbr-search-text/1';

/** The folder below the site base that holds the manifest and the fragments. */
export const SEARCH_FOLDER = 'search-index';

/** The kinds of fragment: the first word of their names. */
export type FragmentKind = 'terms' | 'titles' | 'page' | 'text';

/** A fragment's file name, in SEARCH_FOLDER, from its kind and the hash of its content. */
export const fragmentName = (kind: FragmentKind, hash: string): string => `${kind}-${hash}.json`;

/** The manifest's file name, in SEARCH_FOLDER. */
export const manifestName = (build: string): string => `manifest-${build}.json`;

/**
 * A page as the manifest lists it: [address, section index, body length in
 * terms, number of headings, number of distinct title terms (the product's
 * name included), hash of its page fragment, and, when some are, the parts
 * that list links to other pages].
 */
export type ManifestPage =
  [string, number, number, number, number, string] | [string, number, number, number, number, string, number[]];

export interface ManifestFile {
  format: typeof MANIFEST_FORMAT;
  /** Identifies the build. */
  build: string;
  /** [short form, long form] of each abbreviation the pages define (./format.ts DocFile). */
  abbreviations: Array<[string, string]>;
  /** Average body length of a page, and of a part, in terms (BM25 and the part a result leads to). */
  averageBodyLength: number;
  averagePartLength: number;
  /** Every term, sorted, front-coded (see frontCode). */
  terms: string;
  /** For each term: how many pages hold it anywhere. */
  termPages: number[];
  /** For each term: how often the body text uses it (completions come most frequent first). */
  termOccurrences: number[];
  /** The terms fragments: [index of its first term, hash], in term order. */
  termFiles: Array<[number, string]>;
  /** The titles fragments, by titleShard. */
  titleFiles: string[];
  /** Every page, in the order of their addresses (last, so that a whole file ends with `]]}`). */
  pages: ManifestPage[];
}

export interface TermsFile {
  format: typeof TERMS_FORMAT;
  /** Its first term, to check it against the manifest. */
  first: string;
  /**
   * For each of its terms, where it occurs: for each page, in order, the
   * page's number less the previous one's, the number of places, then for
   * each place (see placeCode) its code, its number of positions and the
   * positions, each less the previous one.
   */
  postings: number[][];
}

export interface TitlesFile {
  format: typeof TITLES_FORMAT;
  /** [text, [page, k, page, k, ...]]: the pages whose title (k = 0) or heading k - 1 is the text, word for word. */
  plain: Array<[string, number[]]>;
  /** The same, by subject terms. */
  subject: Array<[string, number[]]>;
}

export interface PageFile {
  format: typeof PAGE_FORMAT;
  page: DocPage;
  /** Length in terms of each part. */
  lengths: number[];
  /** The page's text fragments: [its first part, hash], in order; the first starts at part 0. */
  texts: Array<[number, string]>;
}

export interface TextFile {
  format: typeof TEXT_FORMAT;
  texts: string[];
}

/**
 * Where a term is on a page, as a number: 0 the title, 1 the breadcrumb, 2
 * the description, 3 + 2k heading k, 4 + 2k part k of the text (so a page's
 * places sort as the ranking reads them).
 */
export function placeCode(place: string): number {
  const k = Number(place.slice(1));
  return place[0] === 't' ? 0 : place[0] === 'b' ? 1 : place[0] === 'd' ? 2 : place[0] === 'h' ? 3 + 2 * k : 4 + 2 * k;
}

/** The place (`t`, `b`, `d`, `h<k>`, `p<k>`) of a code of placeCode. */
export function placeOf(code: number): string {
  if (code < 3) return 'tbd'[code];
  return code % 2 ? `h${(code - 3) / 2}` : `p${(code - 4) / 2}`;
}

/**
 * Sorted terms in one string: each term written as how many characters it
 * shares with the one before (one character: `0` for none, then on in
 * character codes) and the rest of it, separated by spaces (no term holds one).
 */
export function frontCode(sorted: readonly string[]): string {
  let previous = '';
  return sorted
    .map((term) => {
      let k = 0;
      while (k < previous.length && k < term.length && previous[k] === term[k]) k += 1;
      previous = term;
      return String.fromCharCode(48 + k) + term.slice(k);
    })
    .join(' ');
}

/** The terms of a string of frontCode. */
export function frontDecode(coded: string): string[] {
  if (!coded) return [];
  let previous = '';
  return coded.split(' ').map((entry) => {
    previous = previous.slice(0, entry.charCodeAt(0) - 48) + entry.slice(1);
    return previous;
  });
}

/** Which titles fragment holds a text, of `count` (FNV-1a over its UTF-16 code units). */
export function titleShard(text: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}
