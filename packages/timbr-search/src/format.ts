/**
 * The whole index: two files, a document file and an index file (SPEC
 * section 7), built by ./build.ts and read by the whole-index engine
 * (./engine.ts). The site no longer serves them as they are: its build
 * splits them into a manifest and fragments (./split.ts,
 * ./fragment-format.ts) that a reader loads as a query needs them; the
 * tests and the comparison of both engines read them whole.
 *
 * The document file: what a result shows and what the ranking rules read in
 * full: each page's address, title, section, breadcrumb, description and
 * headings (with their anchors), and the abbreviations the pages define.
 * The index file: the text of the pages, cut into parts: part 0 of a page is
 * the text before its first heading, part k the text under its k-th heading.
 * The engine turns the text into terms (./text.ts) with their positions when
 * it loads, and cuts the snippets of results from it. A part whose text is
 * the same as an earlier part's (a section that several pages share) is
 * stored once.
 *
 * This module imports nothing: the site's navbar box (in every page's main
 * bundle) reads the manifest's name and looksWhole from it, and
 * ./fragment-format.ts the format tags, to check the manifest before it
 * enables itself.
 */

export const DOC_FORMAT = 'timbr-search-doc/2';
export const INDEX_FORMAT = 'timbr-search-index/2';

/**
 * A file of stable name at the site base that names the search index's
 * manifest (`{"manifest": "search-index/manifest-<build>.json"}`, a path
 * below the site base; ./fragment-format.ts): what a program that reads the
 * published site (the docs MCP server) fetches first, since the manifest's
 * name changes with every build. Revalidated on every use, like the pages.
 */
export const SEARCH_FILES_MANIFEST = 'search-files.json';

/** The content of SEARCH_FILES_MANIFEST. */
export interface SearchFilesData {
  /** The manifest's path below the site base; the fragments are in its folder. */
  manifest: string;
}

/**
 * Whether a downloaded file looks whole and of the format `format`, without
 * parsing it on the main thread: it starts with its format tag and ends its
 * object after a list. The engine parses and checks it in full in its worker.
 */
export function looksWhole(text: string, format: string): boolean {
  return text.startsWith(`{"format":${JSON.stringify(format)},`) && /\]\}\s*$/.test(text);
}

/** One page of the document file. */
export interface DocPage {
  /** Address, with the site base (`/doc/docs/sql/mappings`). */
  u: string;
  /** Title. */
  t: string;
  /** Index into the site's sections (./site.ts SearchSite.sections), or -1 for a page outside them. */
  s: number;
  /** Breadcrumb below the section: the sidebar categories the page sits in (`Data sources`). */
  b: string[];
  /** Front-matter description. */
  d: string;
  /** Headings in page order: [anchor without `#`, text]. */
  h: Array<[string, string]>;
  /**
   * The parts of the page (0: the text before the first heading, k: the text
   * under heading k) that are lists of links to other pages, whose words
   * describe those pages; absent when none is.
   */
  l?: number[];
}

export interface DocFile {
  format: typeof DOC_FORMAT;
  /** Identifies the build: the index file carries the same value. */
  build: string;
  pages: DocPage[];
  /**
   * Abbreviations the pages define (`row-level security (RLS)`), learned by
   * the build (./abbreviations.ts): [short form, long form], both in lower
   * case (`["rls", "row level security"]`).
   */
  abbreviations: Array<[string, string]>;
}

export interface IndexFile {
  format: typeof INDEX_FORMAT;
  build: string;
  /** Number of parts of each page (its headings plus one), in page order. */
  parts: number[];
  /**
   * The text of every part, pages in order, parts in order within a page; a
   * number instead of a text is the index in this list of an earlier part
   * with the same text.
   */
  texts: Array<string | number>;
}

/** A file that is not of the expected format: the engine refuses it with this message. */
export class SearchFileError extends Error {
  override name = 'SearchFileError';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks the shape of a parsed document file. */
export function checkDocFile(data: unknown): DocFile {
  if (
    !isObject(data) ||
    data.format !== DOC_FORMAT ||
    typeof data.build !== 'string' ||
    !Array.isArray(data.pages) ||
    !Array.isArray(data.abbreviations)
  ) {
    throw new SearchFileError('The search document file has an unexpected format.');
  }
  if (
    !(data.abbreviations as unknown[]).every(
      (a) => Array.isArray(a) && a.length === 2 && a.every((x) => typeof x === 'string'),
    )
  ) {
    throw new SearchFileError('The search document file has a malformed abbreviation.');
  }
  for (const page of data.pages as unknown[]) checkDocPage(page);
  return data as unknown as DocFile;
}

/** Checks the shape of a page of the document file (or of a page fragment, ./fragment-format.ts). */
export function checkDocPage(page: unknown): DocPage {
  if (
    !isObject(page) ||
    typeof page.u !== 'string' ||
    typeof page.t !== 'string' ||
    typeof page.s !== 'number' ||
    !Array.isArray(page.b) ||
    typeof page.d !== 'string' ||
    !Array.isArray(page.h) ||
    !(page.h as unknown[]).every((h) => Array.isArray(h) && typeof h[0] === 'string' && typeof h[1] === 'string') ||
    (page.l !== undefined &&
      !(
        Array.isArray(page.l) &&
        (page.l as unknown[]).every(
          (k) => Number.isInteger(k) && (k as number) >= 0 && (k as number) <= (page.h as unknown[]).length,
        )
      ))
  ) {
    throw new SearchFileError('The search document file has a malformed page.');
  }
  return page as unknown as DocPage;
}

/** Checks the shape of a parsed index file, and that it belongs with `doc`; returns the text of every part. */
export function checkIndexFile(data: unknown, doc: DocFile): string[] {
  if (!isObject(data) || data.format !== INDEX_FORMAT || !Array.isArray(data.texts) || !Array.isArray(data.parts)) {
    throw new SearchFileError('The search index file has an unexpected format.');
  }
  if (
    data.build !== doc.build ||
    data.parts.length !== doc.pages.length ||
    !data.parts.every((n, k) => n === doc.pages[k].h.length + 1)
  ) {
    throw new SearchFileError('The search index and document files are from different builds.');
  }
  const count = (data.parts as number[]).reduce((a, n) => a + n, 0);
  if (data.texts.length !== count) throw new SearchFileError('The search index file has malformed texts.');
  const texts: string[] = [];
  for (const [k, text] of (data.texts as unknown[]).entries()) {
    if (typeof text === 'string') texts.push(text);
    else if (typeof text === 'number' && Number.isInteger(text) && text >= 0 && text < k) texts.push(texts[text]);
    else throw new SearchFileError('The search index file has malformed texts.');
  }
  return texts;
}
