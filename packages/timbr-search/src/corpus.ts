/**
 * The pages as the ranking reads them, derived from the whole index
 * (./format.ts) when the engine loads: each page's title, breadcrumb,
 * description and headings as terms, and the postings of the body text
 * (each term's positions in each part), with the lengths BM25 weighs.
 */
import type {DocFile, DocPage} from './format';
import {subjectTerms} from './rank';
import type {SearchSite} from './site';
import {stemWord, termOf, terms, words} from './text';
import {findPhrase, type CorpusView} from './view';

/**
 * Words that count as part of the title of the site's first page (its
 * address is the base address): readers call it the home page, the start
 * page or the main page, words the page itself has no reason to use.
 */
export const HOME_PAGE_TITLE_WORDS = ['home', 'start', 'main', 'page'];

/** A page's summary and headings, as terms. */
export interface PageText {
  title: string[];
  breadcrumb: string[];
  description: string[];
  headings: string[][];
}

/** The terms of `sorted` (a sorted list) that start with `prefix`, the heaviest first (then in order), at most `limit`. */
export function termsStartingWith(
  sorted: readonly string[],
  prefix: string,
  limit: number,
  weight: (term: string) => number,
): string[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const found: string[] = [];
  for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i += 1) found.push(sorted[i]);
  return found.sort((a, b) => weight(b) - weight(a)).slice(0, limit);
}

export class Corpus implements CorpusView {
  readonly pages: DocPage[];
  /** Terms that count as part of every page's title: the product's name. */
  readonly implicitTitleTerms: string[];
  readonly text: PageText[];
  /** The text of every part (see ./format.ts), by part number. */
  readonly texts: string[];
  /** Each page's first part number. */
  readonly partBase: number[];
  /** Each part's page. */
  readonly partPage: number[];
  /** Where each body term occurs: part -> positions (in terms, stop words not counted). */
  private readonly postings = new Map<string, Map<number, number[]>>();
  /** How often each body term occurs in all. */
  private readonly occurrences = new Map<string, number>();
  /** Terms of titles, breadcrumbs, headings and descriptions: the pages they occur on. */
  readonly fieldTerms = new Map<string, Set<number>>();
  /** Every term of the site, sorted. */
  readonly sortedTerms: string[];
  private readonly pageCounts = new Map<string, number>();
  /** Each page's title and headings as word lists joined by spaces, stop words included (rule 2, `exact`). */
  readonly plainTexts: string[][];
  /** Each page's title and headings as subject terms joined by spaces (rule 2, `exact`; see subjectTerms). */
  readonly subjectTexts: string[][];
  readonly bodyLength: number[];
  readonly averageBodyLength: number;
  /** Each part's length in terms (stop words not counted), and their average (for bestPart). */
  readonly partLength: number[];
  readonly averagePartLength: number;
  /** Each page's parts that are lists of links to other pages, as body places (`p<k>`). */
  readonly linkListPlaces: Array<Set<string>>;

  /** The pages of `doc`, with `texts`, the text of every part (./format.ts checkIndexFile). */
  constructor(doc: DocFile, texts: string[], site: SearchSite) {
    this.texts = texts;
    this.pages = doc.pages;
    this.implicitTitleTerms = [stemWord(site.product)];
    this.text = doc.pages.map((page) => {
      const section = page.s >= 0 && page.s < site.sections.length ? site.sections[page.s].label : '';
      return {
        title: page.u === site.baseUrl ? [...terms(page.t), ...HOME_PAGE_TITLE_WORDS.map(stemWord)] : terms(page.t),
        breadcrumb: terms([section, ...page.b].join(' . ')),
        description: terms(page.d),
        headings: page.h.map(([, text]) => terms(text)),
      };
    });
    this.linkListPlaces = doc.pages.map((page) => new Set((page.l ?? []).map((k) => `p${k}`)));
    this.plainTexts = doc.pages.map((page) =>
      [page.t, ...page.h.map(([, text]) => text)].map((t) => words(t).join(' ')),
    );
    this.subjectTexts = doc.pages.map((page) =>
      [page.t, ...page.h.map(([, text]) => text)].map((t) => subjectTerms(t, site.product).join(' ')),
    );
    this.text.forEach((t, page) => {
      for (const term of [...t.title, ...t.breadcrumb, ...t.description, ...t.headings.flat()]) {
        let pages = this.fieldTerms.get(term);
        if (!pages) this.fieldTerms.set(term, (pages = new Set()));
        pages.add(page);
      }
    });
    this.partBase = [];
    this.partPage = [];
    doc.pages.forEach((page, k) => {
      this.partBase.push(this.partPage.length);
      for (let part = 0; part <= page.h.length; part += 1) this.partPage.push(k);
    });
    // The postings, from the text: each word's term (stems cached: most words repeat), with its position.
    this.bodyLength = new Array<number>(doc.pages.length).fill(0);
    this.partLength = new Array<number>(this.texts.length).fill(0);
    const termOfWord = new Map<string, string>();
    this.texts.forEach((text, part) => {
      let position = 0;
      for (const word of words(text)) {
        let term = termOfWord.get(word);
        if (term === undefined) termOfWord.set(word, (term = termOf(word)));
        if (!term) continue;
        let byPart = this.postings.get(term);
        if (!byPart) this.postings.set(term, (byPart = new Map()));
        let positions = byPart.get(part);
        if (!positions) byPart.set(part, (positions = []));
        positions.push(position);
        this.occurrences.set(term, (this.occurrences.get(term) ?? 0) + 1);
        position += 1;
      }
      this.bodyLength[this.partPage[part]] += position;
      this.partLength[part] = position;
    });
    this.sortedTerms = [...new Set([...this.postings.keys(), ...this.fieldTerms.keys()])].sort();
    this.averageBodyLength = this.bodyLength.reduce((a, b) => a + b, 0) / Math.max(1, this.bodyLength.length);
    this.averagePartLength = this.partLength.reduce((a, b) => a + b, 0) / Math.max(1, this.partLength.length);
  }

  fieldPhrase(page: number, phrase: string[]): Array<[string, Array<[number, number]>]> {
    const text = this.text[page];
    const out: Array<[string, Array<[number, number]>]> = [];
    const places: Array<[string, string[]]> = [
      ['t', text.title],
      ['b', text.breadcrumb],
      ['d', text.description],
      ...text.headings.map((h, k): [string, string[]] => [`h${k}`, h]),
    ];
    for (const [place, sequence] of places) {
      const found = findPhrase(sequence, phrase);
      if (found.length) out.push([place, found]);
    }
    return out;
  }

  headingCount(page: number): number {
    return this.pages[page].h.length;
  }

  plainIndex(page: number, plain: string): number {
    return this.plainTexts[page].indexOf(plain);
  }

  subjectIndex(page: number, subject: string): number {
    return this.subjectTexts[page].indexOf(subject);
  }

  titleTermCount(page: number): number {
    return new Set([...this.text[page].title, ...this.implicitTitleTerms]).size;
  }

  inTitle(page: number, term: string): boolean {
    return this.implicitTitleTerms.includes(term) || this.text[page].title.includes(term);
  }

  page(page: number): DocPage {
    return this.pages[page];
  }

  partLengthOf(page: number, k: number): number {
    return this.partLength[this.partBase[page] + k];
  }

  partText(page: number, k: number): string {
    return this.texts[this.partBase[page] + k];
  }

  /** How often a term occurs in the body text of every page. */
  occurrenceCount(term: string): number {
    return this.occurrences.get(term) ?? 0;
  }

  /** Whether a term occurs anywhere on the site. */
  has(term: string): boolean {
    return this.postings.has(term) || this.fieldTerms.has(term);
  }

  /** Terms starting with `prefix`, the most frequent first. */
  startingWith(prefix: string, limit: number): string[] {
    return termsStartingWith(this.sortedTerms, prefix, limit, (t) => this.occurrenceCount(t));
  }

  /** Where a body term occurs: part -> positions. */
  posting(term: string): Map<number, number[]> {
    return this.postings.get(term) ?? new Map();
  }

  /** Pages that hold a term anywhere. */
  private pagesWith(term: string): Set<number> {
    if (this.implicitTitleTerms.includes(term)) return new Set(this.pages.keys());
    const pages = new Set(this.fieldTerms.get(term) ?? []);
    for (const part of this.posting(term).keys()) pages.add(this.partPage[part]);
    return pages;
  }

  /** How many pages hold a term anywhere. */
  pageCount(term: string): number {
    let count = this.pageCounts.get(term);
    if (count === undefined) this.pageCounts.set(term, (count = this.pagesWith(term).size));
    return count;
  }
}
