/**
 * Reads the manifest and the fragments of ./fragment-format.ts: checks each
 * one in full (a fragment cut short or of another build is refused, never
 * read as an empty answer) and turns it into what the engine looks up.
 */
import {SearchFileError, checkDocPage, type DocPage} from './format';
import {
  MANIFEST_FORMAT,
  PAGE_FORMAT,
  TERMS_FORMAT,
  TEXT_FORMAT,
  TITLES_FORMAT,
  frontDecode,
  placeOf,
  type ManifestFile,
} from './fragment-format';

/** A file of the index that could not be loaded or is not what the manifest says: the message says which and why. */
export class FragmentError extends SearchFileError {
  override name = 'FragmentError';
  constructor(
    /** The file's name in the search folder. */
    readonly file: string,
    /** What went wrong (`HTTP 503`, `it is not valid JSON`, `it is not of the expected format`). */
    readonly reason: string,
  ) {
    super(`Part of the search index (${file}) could not be loaded: ${reason}.`);
  }
}

/** A page as the manifest gives it. */
export interface PageEntry {
  u: string;
  s: number;
  bodyLength: number;
  headingCount: number;
  titleTermCount: number;
  file: string;
  linkLists: number[];
}

/** The manifest, read. */
export interface Manifest {
  build: string;
  abbreviations: Array<[string, string]>;
  averageBodyLength: number;
  averagePartLength: number;
  terms: string[];
  termIndex: Map<string, number>;
  termPages: number[];
  termOccurrences: number[];
  termFiles: Array<[number, string]>;
  titleFiles: string[];
  pages: PageEntry[];
}

/** Where a term occurs on each page that holds it: its summary and headings, and its body text by part. */
export interface TermPosting {
  /** Page -> place (`t`, `b`, `d`, `h<k>`, in that order) -> positions. */
  fields: Map<number, Map<string, number[]>>;
  /** Page -> part k -> positions, pages and parts in order. */
  body: Map<number, Map<number, number[]>>;
}

/** A page's fragment, read. */
export interface PageData {
  page: DocPage;
  lengths: number[];
  texts: Array<[number, string]>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every(isCount);
const isHash = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{6,}$/.test(v);

function unexpected(file: string): never {
  throw new FragmentError(file, 'it is not of the expected format');
}

/** Checks and reads the manifest `file`. */
export function readManifest(file: string, data: unknown): Manifest {
  if (!isObject(data) || data.format !== MANIFEST_FORMAT || typeof data.build !== 'string') unexpected(file);
  const m = data as unknown as ManifestFile;
  if (
    typeof m.terms !== 'string' ||
    ![m.averageBodyLength, m.averagePartLength].every((n) => typeof n === 'number' && Number.isFinite(n)) ||
    !Array.isArray(m.abbreviations) ||
    !m.abbreviations.every((a) => Array.isArray(a) && a.length === 2 && a.every((x) => typeof x === 'string')) ||
    !Array.isArray(m.titleFiles) ||
    !m.titleFiles.length ||
    !m.titleFiles.every(isHash) ||
    !Array.isArray(m.termFiles) ||
    !m.termFiles.every(
      (f, k) => Array.isArray(f) && isCount(f[0]) && isHash(f[1]) && (k ? f[0] > m.termFiles[k - 1][0] : f[0] === 0),
    ) ||
    !Array.isArray(m.pages)
  ) {
    unexpected(file);
  }
  const terms = frontDecode(m.terms);
  if (
    !terms.every((t, k) => t && (k === 0 || terms[k - 1] < t)) ||
    !isNumbers(m.termPages) ||
    !isNumbers(m.termOccurrences) ||
    m.termPages.length !== terms.length ||
    m.termOccurrences.length !== terms.length ||
    (m.termFiles.length ? m.termFiles[m.termFiles.length - 1][0] >= terms.length : terms.length > 0)
  ) {
    unexpected(file);
  }
  const pages = (m.pages as unknown[]).map((entry, k): PageEntry => {
    if (!Array.isArray(entry) || entry.length < 6 || entry.length > 7) unexpected(file);
    const [u, s, bodyLength, headingCount, titleTermCount, page, linkLists = []] = entry as unknown[];
    if (
      typeof u !== 'string' ||
      !Number.isInteger(s) ||
      ![bodyLength, headingCount, titleTermCount].every(isCount) ||
      !isHash(page) ||
      !isNumbers(linkLists) ||
      linkLists.some((p) => p > (headingCount as number)) ||
      (k > 0 && !((m.pages[k - 1][0] as string) < u))
    ) {
      unexpected(file);
    }
    return {
      u,
      s: s as number,
      bodyLength: bodyLength as number,
      headingCount: headingCount as number,
      titleTermCount: titleTermCount as number,
      file: page,
      linkLists,
    };
  });
  return {
    build: m.build,
    abbreviations: m.abbreviations,
    averageBodyLength: m.averageBodyLength,
    averagePartLength: m.averagePartLength,
    terms,
    termIndex: new Map(terms.map((t, k) => [t, k])),
    termPages: m.termPages,
    termOccurrences: m.termOccurrences,
    termFiles: m.termFiles,
    titleFiles: m.titleFiles,
    pages,
  };
}

/** Checks and reads the terms fragment `file`, which holds the terms from `first` to `end` (excluded). */
export function readTerms(
  file: string,
  data: unknown,
  manifest: Manifest,
  first: number,
  end: number,
): Map<string, TermPosting> {
  if (
    !isObject(data) ||
    data.format !== TERMS_FORMAT ||
    data.first !== manifest.terms[first] ||
    !Array.isArray(data.postings) ||
    data.postings.length !== end - first ||
    !data.postings.every(isNumbers)
  ) {
    unexpected(file);
  }
  const out = new Map<string, TermPosting>();
  (data.postings as number[][]).forEach((list, k) =>
    out.set(manifest.terms[first + k], readPosting(file, list, manifest)),
  );
  return out;
}

function readPosting(file: string, list: number[], manifest: Manifest): TermPosting {
  const posting: TermPosting = {fields: new Map(), body: new Map()};
  let i = 0;
  let page = 0;
  const next = () => (i < list.length ? list[i++] : unexpected(file));
  while (i < list.length) {
    page += next();
    const entry = manifest.pages[page];
    if (!entry || posting.fields.has(page) || posting.body.has(page)) unexpected(file);
    const places = next();
    let previous = -1;
    for (let p = 0; p < places; p += 1) {
      const code = next();
      const place = placeOf(code);
      const k = place.length > 1 ? Number(place.slice(1)) : 0;
      if (code <= previous || (place[0] === 'h' ? k >= entry.headingCount : k > entry.headingCount)) unexpected(file);
      previous = code;
      const positions: number[] = [];
      for (let n = next(), at = 0; n > 0; n -= 1) positions.push((at += next()));
      if (!positions.length) unexpected(file);
      // Positions after the first are each given as the step from the one before: a step of 0 is a repeat.
      if (positions.some((v, j) => j > 0 && v === positions[j - 1])) unexpected(file);
      const [table, key] = place[0] === 'p' ? [posting.body, k] : [posting.fields, place];
      let byPlace = (table as Map<number, Map<number | string, number[]>>).get(page);
      if (!byPlace) (table as Map<number, Map<number | string, number[]>>).set(page, (byPlace = new Map()));
      byPlace.set(key, positions);
    }
    if (!places) unexpected(file);
  }
  return posting;
}

/** Checks and reads a titles fragment: text -> page -> its first title or heading with that text. */
export function readTitles(
  file: string,
  data: unknown,
  manifest: Manifest,
): {plain: Map<string, Map<number, number>>; subject: Map<string, Map<number, number>>} {
  if (!isObject(data) || data.format !== TITLES_FORMAT) unexpected(file);
  const read = (list: unknown) => {
    if (!Array.isArray(list)) unexpected(file);
    const out = new Map<string, Map<number, number>>();
    for (const entry of list as unknown[]) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !isNumbers(entry[1]) || entry[1].length % 2) {
        unexpected(file);
      }
      const at = new Map<number, number>();
      const pairs = entry[1] as number[];
      for (let j = 0; j < pairs.length; j += 2) {
        const [page, k] = [pairs[j], pairs[j + 1]];
        if (!manifest.pages[page] || k > manifest.pages[page].headingCount) unexpected(file);
        if (!at.has(page)) at.set(page, k);
      }
      out.set(entry[0] as string, at);
    }
    return out;
  };
  return {plain: read(data.plain), subject: read(data.subject)};
}

/** Checks and reads the page fragment `file` of the manifest's page `entry`. */
export function readPage(file: string, data: unknown, entry: PageEntry): PageData {
  if (!isObject(data) || data.format !== PAGE_FORMAT) unexpected(file);
  let page: DocPage;
  try {
    page = checkDocPage(data.page);
  } catch {
    unexpected(file);
  }
  const count = entry.headingCount + 1;
  const {lengths, texts} = data;
  if (
    page.u !== entry.u ||
    page.s !== entry.s ||
    page.h.length !== entry.headingCount ||
    !isNumbers(lengths) ||
    lengths.length !== count ||
    !Array.isArray(texts) ||
    !texts.length ||
    !texts.every(
      (t, k) =>
        Array.isArray(t) && isCount(t[0]) && isHash(t[1]) && t[0] < count && (k ? t[0] > texts[k - 1][0] : t[0] === 0),
    )
  ) {
    unexpected(file);
  }
  return {page, lengths, texts: texts as Array<[number, string]>};
}

/** Checks and reads the text fragment `file`, which holds `count` parts. */
export function readText(file: string, data: unknown, count: number): string[] {
  if (
    !isObject(data) ||
    data.format !== TEXT_FORMAT ||
    !Array.isArray(data.texts) ||
    data.texts.length !== count ||
    !data.texts.every((t) => typeof t === 'string')
  ) {
    unexpected(file);
  }
  return data.texts as string[];
}
