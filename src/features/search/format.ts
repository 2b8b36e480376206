/**
 * The two files the site's search reads (SPEC section 7: a search-document
 * file and a search-index file, named after the build), written by
 * src/plugins/search/ (index.ts with build.ts) and read by ./engine.ts.
 *
 * search-doc-<hash>.json: what a result shows and what the ranking rules read
 * in full: each page's address, title, section, breadcrumb, description and
 * headings (with their anchors).
 * search-index-<hash>.json: the text of the pages as terms (./text.ts): the
 * sorted terms, and for each term where it occurs. A page is cut into parts:
 * part 0 is the text before its first heading, part k the text under its k-th
 * heading. A posting lists, for each part a term occurs in, the positions of
 * the term in that part, so that words next to each other can be told apart
 * from words far apart. Positions are most of the file: 104 KB of its 187 KB
 * gzip when they were added (gzip -9; postings as JSON numbers instead of the
 * base-64 strings below: 18 KB more).
 */

import {DOC_FORMAT, INDEX_FORMAT} from './files';

export {DOC_FORMAT, INDEX_FORMAT};

/** One page of the document file. */
export interface DocPage {
  /** Address, with the site base (`/doc/docs/sql/mappings`). */
  u: string;
  /** Title. */
  t: string;
  /** Index into SECTIONS (src/site.ts), or -1 for General. */
  s: number;
  /** Breadcrumb below the section: the sidebar categories the page sits in (`Data sources`). */
  b: string[];
  /** Front-matter description. */
  d: string;
  /** Headings in page order: [anchor without `#`, text]. */
  h: Array<[string, string]>;
}

export interface DocFile {
  format: typeof DOC_FORMAT;
  /** Identifies the build: the index file carries the same value. */
  build: string;
  pages: DocPage[];
}

export interface IndexFile {
  format: typeof INDEX_FORMAT;
  build: string;
  /** Number of parts of each page (its headings plus one), in page order. */
  parts: number[];
  /** Sorted terms of the page texts, separated by single spaces. */
  terms: string;
  /**
   * For each term (same order), where it occurs: for each part, the part's
   * number as a difference from the previous part's (the first is absolute),
   * then how many times the term occurs in it, then its positions in the part
   * (the first absolute, the others as differences); the numbers written with
   * `encodeNumbers`.
   */
  postings: string[];
}

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT_VALUE = new Map([...DIGITS].map((c, k) => [c, k]));

/**
 * Writes non-negative integers as base-64 digits, 5 bits per digit, the
 * lowest first; the sixth bit of a digit says another digit follows.
 */
export function encodeNumbers(numbers: number[]): string {
  let out = '';
  for (let n of numbers) {
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`cannot encode ${n}`);
    do {
      let digit = n & 31;
      n = Math.floor(n / 32);
      if (n > 0) digit |= 32;
      out += DIGITS[digit];
    } while (n > 0);
  }
  return out;
}

/** Reads what encodeNumbers wrote; throws on a character that is not a digit or a cut-off number. */
export function decodeNumbers(text: string): number[] {
  const out: number[] = [];
  let value = 0;
  let scale = 1;
  let open = false;
  for (const c of text) {
    const digit = DIGIT_VALUE.get(c);
    if (digit === undefined) throw new SearchFileError('The search index file has a malformed posting.');
    value += (digit & 31) * scale;
    open = (digit & 32) !== 0;
    if (open) {
      scale *= 32;
    } else {
      out.push(value);
      value = 0;
      scale = 1;
    }
  }
  if (open) throw new SearchFileError('The search index file has a malformed posting.');
  return out;
}

/** A file that is not of the expected format: the engine refuses it with this message. */
export class SearchFileError extends Error {
  override name = 'SearchFileError';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks the shape of a parsed document file. */
export function checkDocFile(data: unknown): DocFile {
  if (!isObject(data) || data.format !== DOC_FORMAT || typeof data.build !== 'string' || !Array.isArray(data.pages)) {
    throw new SearchFileError('The search document file has an unexpected format.');
  }
  for (const page of data.pages as unknown[]) {
    if (
      !isObject(page) || typeof page.u !== 'string' || typeof page.t !== 'string' || typeof page.s !== 'number'
      || !Array.isArray(page.b) || typeof page.d !== 'string' || !Array.isArray(page.h)
      || !(page.h as unknown[]).every((h) => Array.isArray(h) && typeof h[0] === 'string' && typeof h[1] === 'string')
    ) {
      throw new SearchFileError('The search document file has a malformed page.');
    }
  }
  return data as unknown as DocFile;
}

/** Checks the shape of a parsed index file, and that it belongs with `doc`. */
export function checkIndexFile(data: unknown, doc: DocFile): IndexFile {
  if (
    !isObject(data) || data.format !== INDEX_FORMAT || typeof data.terms !== 'string'
    || !Array.isArray(data.postings) || !Array.isArray(data.parts)
  ) {
    throw new SearchFileError('The search index file has an unexpected format.');
  }
  if (
    data.build !== doc.build || data.parts.length !== doc.pages.length
    || !data.parts.every((n, k) => n === doc.pages[k].h.length + 1)
  ) {
    throw new SearchFileError('The search index and document files are from different builds.');
  }
  const termCount = data.terms ? data.terms.split(' ').length : 0;
  if (data.postings.length !== termCount || !data.postings.every((p) => typeof p === 'string')) {
    throw new SearchFileError('The search index file has malformed postings.');
  }
  return data as unknown as IndexFile;
}
