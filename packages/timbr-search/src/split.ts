/**
 * Splits the whole index (the two files of ./build.ts) into the manifest and
 * the fragments of ./fragment-format.ts. Everything the fragments hold is
 * read off the pages as the whole-index engine derives them (./corpus.ts),
 * so an engine on the fragments ranks exactly as one on the whole index.
 */
import {Corpus} from './corpus';
import {checkIndexFile, type DocFile, type IndexFile} from './format';
import {
  MANIFEST_FORMAT,
  PAGE_FORMAT,
  TERMS_FORMAT,
  TEXT_FORMAT,
  TITLES_FORMAT,
  fragmentName,
  frontCode,
  placeCode,
  titleShard,
  type FragmentKind,
  type ManifestFile,
  type ManifestPage,
  type TermsFile,
  type TitlesFile,
} from './fragment-format';
import type {SearchSite} from './site';

export interface SplitOptions {
  /** A hash of a fragment's text, for its name: hexadecimal digits, the same for the same text. */
  hash(text: string): string;
  /** A terms fragment holds terms until it reaches this many characters (a term with more has one of its own). */
  termsSize?: number;
  /** A text fragment holds parts of a page until it reaches this many characters. */
  textSize?: number;
  /** The titles fragments hold about this many characters each. */
  titlesSize?: number;
}

/** The sizes the site's build uses: what the fewest bytes for the relevance set's queries came with (see the README). */
export const SPLIT_SIZES = {termsSize: 3000, textSize: 600, titlesSize: 2000};

export interface SearchFragments {
  manifest: ManifestFile;
  /** Every fragment: its name in the search folder, and its content as written (JSON). */
  fragments: Map<string, string>;
}

/** Splits the whole index of `site` (`doc` and `index`, as buildSearchFiles makes them) into fragments. */
export function splitSearchFiles(
  doc: DocFile,
  index: IndexFile,
  site: SearchSite,
  {hash, ...sizes}: SplitOptions,
): SearchFragments {
  const {termsSize, textSize, titlesSize} = {...SPLIT_SIZES, ...sizes};
  const corpus = new Corpus(doc, checkIndexFile(index, doc), site);
  const fragments = new Map<string, string>();
  /** Adds a fragment; returns the hash its name carries. */
  const add = (kind: FragmentKind, data: object): string => {
    const text = JSON.stringify(data);
    const digest = hash(text);
    const name = fragmentName(kind, digest);
    const existing = fragments.get(name);
    if (existing !== undefined && existing !== text) throw new Error(`Two search fragments have the name ${name}.`);
    fragments.set(name, text);
    return digest;
  };

  // Terms, in runs of about termsSize characters.
  const terms = corpus.sortedTerms;
  const termFiles: Array<[number, string]> = [];
  let run: number[][] = [];
  let first = 0;
  let size = 0;
  const flush = (next: number) => {
    if (!run.length) return;
    const file: TermsFile = {format: TERMS_FORMAT, first: terms[first], postings: run};
    termFiles.push([first, add('terms', file)]);
    run = [];
    size = 0;
    first = next;
  };
  terms.forEach((term, k) => {
    const posting = postingOf(corpus, term);
    run.push(posting);
    size += JSON.stringify(posting).length;
    if (size >= termsSize) flush(k + 1);
  });
  flush(terms.length);

  // Titles and headings, word for word and by subject, spread by a hash of the text.
  const plain = new Map<string, number[]>();
  const subject = new Map<string, number[]>();
  let titlesTotal = 0;
  corpus.pages.forEach((_, page) => {
    for (const [table, texts] of [
      [plain, corpus.plainTexts[page]],
      [subject, corpus.subjectTexts[page]],
    ] as const) {
      texts.forEach((text, k) => {
        if (!text) return;
        const list = table.get(text) ?? [];
        if (!list.length) {
          table.set(text, list);
          titlesTotal += text.length;
        }
        list.push(page, k);
      });
    }
  });
  const titleCount = Math.max(1, Math.round(titlesTotal / titlesSize));
  const titleFiles = Array.from({length: titleCount}, (_, shard) => {
    const of = (table: Map<string, number[]>) => [...table].filter(([text]) => titleShard(text, titleCount) === shard);
    const file: TitlesFile = {format: TITLES_FORMAT, plain: of(plain), subject: of(subject)};
    return add('titles', file);
  });

  // Pages: what a result shows, and their text in runs of about textSize characters.
  const pages: ManifestPage[] = doc.pages.map((page, p) => {
    const count = page.h.length + 1;
    const texts: Array<[number, string]> = [];
    for (let start = 0; start < count;) {
      let end = start + 1;
      let length = corpus.partText(p, start).length;
      while (end < count && length < textSize) length += corpus.partText(p, end++).length;
      const text = Array.from({length: end - start}, (_, k) => corpus.partText(p, start + k));
      texts.push([start, add('text', {format: TEXT_FORMAT, texts: text})]);
      start = end;
    }
    const lengths = Array.from({length: count}, (_, k) => corpus.partLengthOf(p, k));
    const file = add('page', {format: PAGE_FORMAT, page, lengths, texts});
    const entry: ManifestPage = [page.u, page.s, corpus.bodyLength[p], page.h.length, corpus.titleTermCount(p), file];
    return page.l?.length ? [...entry, page.l] : entry;
  });

  const manifest: ManifestFile = {
    format: MANIFEST_FORMAT,
    build: doc.build,
    abbreviations: doc.abbreviations,
    averageBodyLength: corpus.averageBodyLength,
    averagePartLength: corpus.averagePartLength,
    terms: frontCode(terms),
    termPages: terms.map((t) => corpus.pageCount(t)),
    termOccurrences: terms.map((t) => corpus.occurrenceCount(t)),
    termFiles,
    titleFiles,
    pages,
  };
  return {manifest, fragments};
}

/** Where a term occurs, every page in turn (see TermsFile.postings). */
function postingOf(corpus: Corpus, term: string): number[] {
  const byPage = new Map<number, Array<[number, number[]]>>();
  const at = (page: number) => {
    let places = byPage.get(page);
    if (!places) byPage.set(page, (places = []));
    return places;
  };
  for (const page of corpus.fieldTerms.get(term) ?? []) {
    const text = corpus.text[page];
    const fields: Array<[string, string[]]> = [
      ['t', text.title],
      ['b', text.breadcrumb],
      ['d', text.description],
      ...text.headings.map((h, k): [string, string[]] => [`h${k}`, h]),
    ];
    for (const [place, sequence] of fields) {
      const positions = sequence.flatMap((t, i) => (t === term ? [i] : []));
      if (positions.length) at(page).push([placeCode(place), positions]);
    }
  }
  for (const [part, positions] of corpus.posting(term)) {
    const page = corpus.partPage[part];
    at(page).push([placeCode(`p${part - corpus.partBase[page]}`), positions]);
  }
  const out: number[] = [];
  let previousPage = 0;
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) {
    const places = byPage.get(page)!.sort((a, b) => a[0] - b[0]);
    out.push(page - previousPage, places.length);
    previousPage = page;
    for (const [code, positions] of places) {
      out.push(code, positions.length);
      positions.forEach((p, i) => out.push(i ? p - positions[i - 1] : p));
    }
  }
  return out;
}
