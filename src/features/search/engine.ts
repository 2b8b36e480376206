/**
 * The site's search engine: reads the two search files (./format.ts) and
 * ranks pages for a query with explicit rules rather than tuned weights.
 * Pure TypeScript, no DOM: the search worker (./worker.ts) runs it in the
 * browser, and Node code (tests, scripts) can run it on the built files.
 *
 * A query is a list of concepts (./query.ts): its words and phrases, each
 * with the forms that may stand for it on a page. A concept is found in one
 * of five fields of a page, from strongest to weakest: the title, the
 * breadcrumb (the navbar section and sidebar categories the page sits in),
 * the description, a heading, the body text. The product's name counts as
 * part of every title: every page is about Timbr.
 *
 * The ranking rules, in order (each one decides only between pages the
 * previous rules leave equal):
 *  0. Phrase: when the query has SQL keywords that are English stop words
 *     (`group by`, `not in`, `is not null`), which the rules below do not
 *     require, pages that hold the whole query as a phrase, in one place,
 *     come first, placed by rule 2 by where the phrase is. A phrase found
 *     only in the body text does not outrank a page whose title, breadcrumb
 *     and description hold every word of the query: prose matches a phrase
 *     by chance (`granted on` for `grant on`); rule 2 decides between them.
 *     A title or heading that is the query word for word (rule 2's first
 *     level) ranks with a phrase in a heading.
 *  1. Coverage: pages that contain more of the query's concepts come first.
 *     SQL keywords that are English stop words (`by`, `in`, `on`), and words
 *     that only frame a question (`use` in `what port does snowflake use`,
 *     ./text.ts), do not count here unless the query has nothing else.
 *     Among pages with as many, one that holds more of them in its own
 *     words comes first: words found only in a list of links to other pages
 *     (a section index, "Related pages"; ./pages.ts) describe those pages.
 *  2. Level: among pages that contain every concept, a page whose title or
 *     one of whose headings is the query word for word comes first, when the
 *     query has stop words the other rules do not weigh (`what is an
 *     ontology`), then one whose title or heading has the same subject as a
 *     query that is a sentence (`how do i create a user` and "Create a user";
 *     see subjectTerms); then a page whose title contains every concept; then the
 *     title read with its breadcrumb (the title holding at least one); then
 *     the title with the description, which sums up the page; then the title
 *     with one heading (words spread over several headings do not count
 *     here); then anywhere in the text. A level reached only through a form
 *     other than the reader's own words (a synonym, a completion, a typo)
 *     counts one level lower, never below the text.
 *  3. Exactness: the reader's own words before synonyms, before a completed
 *     prefix, before a word one letter away. An abbreviation the pages define
 *     and its long form are the reader's words spelled two ways; a completion
 *     does not count against a page that also holds the word as typed.
 *  4. More concepts in the title, then in the title or breadcrumb, then with
 *     the description, then with a heading.
 *  5. Section: among pages found in their text, one whose single section
 *     (a heading and the text under it) holds every concept the summary
 *     does not, before one where they are spread over the page.
 *  6. Proximity: more pairs of words that are next to each other in the
 *     query (at most one word between, stop words not counted) and next to
 *     each other in one field of the page, in the same order.
 *  7. More of the query's SQL keywords (`group by`).
 *  8. Specificity: the larger the share of the title the query covers, the
 *     better (`changelog` prefers "Changelog" to a longer title with it).
 *  9. Text relevance: BM25 over the page text (term frequency, saturated,
 *     weighted by rarity), with its usual constants.
 * Then one rule moves pages: a section index page (an address ending in `/`)
 * never stays above a page under its address that the same rules put at
 * the same coverage and level: the reader gets the specific page first.
 *
 * Each result leads to the place that holds the match (see `result`): the
 * heading that is the query, the top of the page when its title (with its
 * breadcrumb) holds the query, else the section (the deepest heading the
 * index has: the text under an h2 up to its first h3 is the h2's section)
 * that holds the most of the query, then the one whose heading holds the
 * most of it, then the one where it occurs most for its length (see
 * `bestPart`); and it carries a snippet of that section's text.
 */
import {BASE_URL, PRODUCT_ID} from '../../site';
import {checkDocFile, checkIndexFile, type DocPage} from './format';
import {
  Kind,
  SYNONYM_ENTRIES,
  boundedQuery,
  parseQuery,
  synonymTable,
  type Concept,
  type Form,
  type SynonymTable,
  type Vocabulary,
} from './query';
import {GENERAL_SECTION_LABEL, SECTIONS} from '../../site';
import {STOP_WORDS, isWeakWord, stemWord, termOf, terms, words, wordsAt} from './text';

/** Where on a page a concept is found, from weakest to strongest. */
export const Field = {none: 0, body: 1, heading: 2, description: 3, breadcrumb: 4, title: 5, exact: 6} as const;
export type Field = (typeof Field)[keyof typeof Field];

/** Terms that count as part of every page's title. */
const IMPLICIT_TITLE_TERMS = [stemWord(PRODUCT_ID)];

/**
 * Words that count as part of the title of the site's first page (its
 * address is the base address): readers call it the home page, the start
 * page or the main page, words the page itself has no reason to use.
 */
export const HOME_PAGE_TITLE_WORDS = ['home', 'start', 'main', 'page'];

/** The places of a page that sum it up: its title, breadcrumb and description. */
const SUMMARY_PLACES = ['t', 'b', 'd'];

/** At most this many words between two words that count as next to each other. */
const NEAR = 1;

/** A snippet holds at most this many words, and at most SNIPPET_MAX_CHARS characters. */
export const SNIPPET_WORDS = 26;
export const SNIPPET_MAX_CHARS = 200;
/** Words of context kept before the first matched word of a snippet. */
const SNIPPET_LEAD = 6;

/** BM25's usual constants. */
const BM25_K1 = 1.2;
const BM25_B = 0.75;

export interface SearchOptions {
  /** Section id (./sections.ts) to keep results to; anything else: every section. */
  section?: string | null;
  /** Most results returned. */
  limit?: number;
  /** The last word may be unfinished (search as you type). */
  typing?: boolean;
}

export interface SearchResult {
  /** Where the result leads: the page, with the anchor of the matched heading if any. */
  url: string;
  /** The page's address. */
  page: string;
  title: string;
  /** Navbar section label ("General" for pages outside the five sections). */
  section: string;
  /** Sidebar categories between the section and the page. */
  breadcrumb: string[];
  /** The heading the result leads to, if not the top of the page. */
  heading?: string;
  /** Its anchor (the part of `url` after `#`). */
  anchor?: string;
  description: string;
  /**
   * A short piece of the text that matched, from the section the result
   * leads to (or the page's description): plain text, with `…` where it is
   * cut; mark its words whose term is in `terms` (./text.ts matchedRanges).
   */
  snippet: string;
  /** The terms of the query found on the page (for highlighting; see ./text.ts termOf). */
  terms: string[];
  /** The rule values the result was ranked by (for tests and reports). */
  rank: RankKey;
}

export interface RankKey {
  phrase: number;
  coverage: number;
  /** How many of the concepts it holds the page holds in its own words, outside its lists of links to other pages. */
  own: number;
  level: Field;
  exactness: Kind;
  fields: number[];
  /** 1 when every concept is in one section of the page (its heading and text), with the page's summary. */
  section: number;
  proximity: number;
  keywords: number;
  specificity: number;
  relevance: number;
}

/** The query as written, for the `exact` level. */
interface QueryText {
  /** Its words, stop words included, joined by single spaces. */
  plain: string;
  /** Its subject terms joined by single spaces (see subjectTerms), or '' when it has too few for the `exact` level. */
  subject: string;
  /** It has stop words or SQL keywords (the `exact` level). */
  hasStopWords: boolean;
  /** It has SQL keywords that are English stop words (rule 0). */
  hasKeywords: boolean;
}

/** Where one concept occurs on one page. */
interface PageMatch {
  field: Field;
  kind: Kind;
  /** Occurrences by place (`t`, `b`, `d`, `h<k>`, `p<k>`): [start, end) in terms. */
  places: Map<string, Array<[number, number]>>;
  /** The places where the reader's own word (an exact form) occurs. */
  exactPlaces: Set<string>;
  /** Term count in each part of the body (for the anchor and relevance). */
  partCounts: Map<number, number>;
  terms: Set<string>;
  /** Found as the product's name, which every title holds implicitly. */
  implicit: boolean;
}

interface PageText {
  title: string[];
  breadcrumb: string[];
  description: string[];
  headings: string[][];
}

/** The field of a place, by its first letter. */
const PLACE_FIELD: Record<string, Field> = {
  t: Field.title,
  b: Field.breadcrumb,
  d: Field.description,
  h: Field.heading,
  p: Field.body,
};

const FIELD_PLACES: Array<[Field, (text: PageText) => Array<[string, string[]]>]> = [
  [Field.title, (t) => [['t', t.title]]],
  [Field.breadcrumb, (t) => [['b', t.breadcrumb]]],
  [Field.description, (t) => [['d', t.description]]],
  [Field.heading, (t) => t.headings.map((h, k): [string, string[]] => [`h${k}`, h])],
];

/** Where `phrase` occurs in `sequence`: [start, end) of each occurrence. */
function findPhrase(sequence: string[], phrase: string[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i + phrase.length <= sequence.length; i += 1) {
    if (phrase.every((term, k) => sequence[i + k] === term)) out.push([i, i + phrase.length]);
  }
  return out;
}

export class SearchEngine implements Vocabulary {
  readonly pages: DocPage[];
  /** The query synonyms: ./synonyms.json's and the abbreviations the pages define. */
  readonly synonyms: SynonymTable;
  private readonly text: PageText[];
  /** The text of every part (see ./format.ts), by part number. */
  private readonly texts: string[];
  private readonly partBase: number[];
  private readonly partPage: number[];
  /** Where each body term occurs: part -> positions (in terms, stop words not counted). */
  private readonly postings = new Map<string, Map<number, number[]>>();
  /** How often each body term occurs in all. */
  private readonly occurrences = new Map<string, number>();
  /** Terms of titles, breadcrumbs, headings and descriptions: the pages they occur on. */
  private readonly fieldTerms = new Map<string, Set<number>>();
  private readonly sortedTerms: string[];
  private readonly pageCounts = new Map<string, number>();
  /** Each page's title and headings as word lists joined by spaces, stop words included (rule 2, `exact`). */
  private readonly plainTexts: string[][];
  /** Each page's title and headings as subject terms joined by spaces (rule 2, `exact`; see subjectTerms). */
  private readonly subjectTexts: string[][];
  private readonly bodyLength: number[];
  private readonly averageBodyLength: number;
  /** Each part's length in terms (stop words not counted), and their average (for bestPart). */
  private readonly partLength: number[];
  private readonly averagePartLength: number;
  /** Each page's parts that are lists of links to other pages, as body places (`p<k>`). */
  private readonly linkListPlaces: Array<Set<string>>;

  /** Reads the two files (parsed JSON); throws a SearchFileError when they are not of the expected format. */
  constructor(docData: unknown, indexData: unknown) {
    const doc = checkDocFile(docData);
    this.texts = checkIndexFile(indexData, doc);
    this.pages = doc.pages;
    this.synonyms = synonymTable([
      ...SYNONYM_ENTRIES,
      ...doc.abbreviations.map(([short, long]) => ({terms: [short, long], spelling: true})),
    ]);
    this.text = doc.pages.map((page) => {
      const section = page.s >= 0 && page.s < SECTIONS.length ? SECTIONS[page.s].label : '';
      return {
        title: page.u === BASE_URL ? [...terms(page.t), ...HOME_PAGE_TITLE_WORDS.map(stemWord)] : terms(page.t),
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
      [page.t, ...page.h.map(([, text]) => text)].map((t) => subjectTerms(t).join(' ')),
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

  has(term: string): boolean {
    return this.postings.has(term) || this.fieldTerms.has(term);
  }

  startingWith(prefix: string, limit: number): string[] {
    let lo = 0;
    let hi = this.sortedTerms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sortedTerms[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < this.sortedTerms.length && this.sortedTerms[i].startsWith(prefix); i += 1) {
      found.push(this.sortedTerms[i]);
    }
    // The most frequent first.
    const weight = (t: string) => this.occurrences.get(t) ?? 0;
    return found.sort((a, b) => weight(b) - weight(a)).slice(0, limit);
  }

  /** Where a body term occurs: part -> positions. */
  private posting(term: string): Map<number, number[]> {
    return this.postings.get(term) ?? new Map();
  }

  /** Pages that hold a term anywhere. */
  private pagesWith(term: string): Set<number> {
    if (IMPLICIT_TITLE_TERMS.includes(term)) return new Set(this.pages.keys());
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

  /** Where one form occurs on every page that holds it. */
  private matchForm(form: Form, into: Map<number, PageMatch>): void {
    const implicit = form.terms.length === 1 && IMPLICIT_TITLE_TERMS.includes(form.terms[0]);
    const postings = form.terms.map((t) => this.posting(t));
    // Pages where every term is in a field; the body parts where the first term is, by page.
    let inFields: Set<number> | undefined;
    for (const term of form.terms) {
      const pages = this.fieldTerms.get(term) ?? new Set<number>();
      inFields = inFields ? new Set([...inFields].filter((p) => pages.has(p))) : new Set(pages);
    }
    const bodyParts = new Map<number, number[]>();
    for (const part of postings[0].keys()) {
      const page = this.partPage[part];
      bodyParts.set(page, [...(bodyParts.get(page) ?? []), part]);
    }
    const candidates = new Set([...(inFields ?? []), ...bodyParts.keys(), ...(implicit ? this.pages.keys() : [])]);
    for (const page of candidates) {
      const places = new Map<string, Array<[number, number]>>();
      let field: Field = Field.none;
      if (inFields?.has(page)) {
        for (const [candidateField, placesOf] of FIELD_PLACES) {
          for (const [place, sequence] of placesOf(this.text[page])) {
            const found = findPhrase(sequence, form.terms);
            if (!found.length) continue;
            places.set(place, found);
            if (candidateField > field) field = candidateField;
          }
        }
      }
      // The body: parts of this page where the terms occur in a row.
      const partCounts = new Map<number, number>();
      const base = this.partBase[page];
      for (const part of bodyParts.get(page) ?? []) {
        const found: Array<[number, number]> = [];
        for (const start of postings[0].get(part)!) {
          if (postings.every((posting, j) => j === 0 || posting.get(part)?.includes(start + j))) {
            found.push([start, start + form.terms.length]);
          }
        }
        if (!found.length) continue;
        places.set(`p${part - base}`, found);
        partCounts.set(part - base, found.length);
        if (field < Field.body) field = Field.body;
      }
      // The product's name: part of every title, though not at any place in it.
      if (implicit) field = Field.title;
      if (field === Field.none) continue;
      const existing = into.get(page);
      const exactPlaces = form.kind === Kind.exact ? [...places.keys()] : [];
      if (!existing) {
        into.set(page, {
          field,
          kind: form.kind,
          places,
          exactPlaces: new Set(exactPlaces),
          partCounts,
          terms: new Set(form.terms),
          implicit,
        });
        continue;
      }
      exactPlaces.forEach((p) => existing.exactPlaces.add(p));
      existing.implicit ||= implicit;
      if (field > existing.field || (field === existing.field && form.kind < existing.kind)) {
        existing.field = field;
        existing.kind = form.kind;
      }
      for (const [place, found] of places)
        existing.places.set(place, [...(existing.places.get(place) ?? []), ...found]);
      for (const [k, n] of partCounts) existing.partCounts.set(k, (existing.partCounts.get(k) ?? 0) + n);
      form.terms.forEach((t) => existing.terms.add(t));
    }
  }

  /** The concepts of a query, for callers that show how it was read. */
  parse(input: string, typing = false): Concept[] {
    return parseQuery(input, this, {typing});
  }

  search(input: string, {section, limit = 10, typing = false}: SearchOptions = {}): SearchResult[] {
    const concepts = parseQuery(boundedQuery(input), this, {typing});
    if (concepts.length === 0) return [];
    const plainWords = words(boundedQuery(input));
    const hasStopWords = plainWords.some((w) => STOP_WORDS.has(w) || isWeakWord(w));
    const subjectOfQuery = subjectTerms(boundedQuery(input));
    const queryText: QueryText = {
      plain: plainWords.join(' '),
      // Only a sentence (English stop words, not only SQL keywords: `grant on` is SQL): keywords that are a heading's
      // (`nested json`) name a topic that many pages have a section on.
      subject: plainWords.some((w) => STOP_WORDS.has(w)) ? subjectOfQuery.join(' ') : '',
      hasStopWords,
      hasKeywords: concepts.some((c) => c.weak),
    };
    const sectionIndex = SECTIONS.findIndex((s) => s.id === section);
    const matches = concepts.map((concept) => {
      const byPage = new Map<number, PageMatch>();
      for (const form of concept.forms) this.matchForm(form, byPage);
      return byPage;
    });
    // SQL keywords and the words that frame a question count, but are not required (unless the query has nothing else).
    const subject = concepts.map((c) => !c.weak && !c.framing);
    const required = subject.some(Boolean) ? subject : concepts.map(() => true);
    const requiredCount = required.filter(Boolean).length;
    const rarity = concepts.map((concept) => {
      const count = Math.max(...concept.forms.map((f) => Math.min(...f.terms.map((t) => this.pageCount(t)))), 0);
      const n = this.pages.length;
      return Math.log(1 + (n - count + 0.5) / (count + 0.5));
    });

    const candidates = new Set<number>();
    matches.forEach((byPage, c) => {
      if (required[c]) for (const page of byPage.keys()) candidates.add(page);
    });

    const ranked: Array<{page: number; key: RankKey}> = [];
    for (const page of candidates) {
      if (sectionIndex >= 0 && this.pages[page].s !== sectionIndex) continue;
      const found = matches.map((m) => m.get(page));
      const requiredFound = found.filter((m, c) => required[c] && m) as PageMatch[];
      const coverage = requiredFound.length;
      const links = this.linkListPlaces[page];
      const own = links.size
        ? requiredFound.filter((m) => m.implicit || [...m.places.keys()].some((p) => !links.has(p))).length
        : coverage;
      // Rule 0: a query with SQL keywords held as a phrase is placed by where the phrase is.
      const held = queryText.hasKeywords && concepts.length > 1 ? this.phrase(found) : {field: Field.none, count: 0};
      const holds = held.field > Field.none;
      let level = holds
        ? held.field
        : coverage === requiredCount
          ? this.level(page, queryText, requiredFound)
          : Field.none;
      // A level reached only through another form than the reader's own words (a synonym, a completion, a typo)
      // counts one level lower, not below the body text: `api token` finds "API requirements", whose description
      // says token, before "Azure JWT", whose title says JWT.
      if (!holds && level > Field.body && level < Field.exact && requiredFound.some((m) => m.kind !== Kind.exact)) {
        level = Math.max(this.level(page, queryText, requiredFound, true), level - 1) as Field;
      }
      // A phrase in a heading or a stronger field ranks above all; a phrase only in the body text ranks with
      // pages whose title, breadcrumb and description hold every word of the query, and rule 2 decides.
      const summarized = found.every(
        (m, c) =>
          (concepts[c].framing && !required[c]) || (m && (m.implicit || SUMMARY_PLACES.some((p) => m.places.has(p)))),
      );
      // A title or heading that is the query word for word (rule 2's `exact`) ranks with a phrase in a heading.
      // Word for word ("What is an ontology" for `what is an ontology`) before the same subject in other words ("Ontology").
      const wordForWord =
        level === Field.exact && queryText.hasStopWords && this.plainTexts[page].includes(queryText.plain);
      const phrase = holds
        ? held.field > Field.body
          ? 2
          : 1
        : level === Field.exact
          ? wordForWord
            ? 3
            : 2
          : summarized
            ? 1
            : 0;
      // A completion of the word being typed is a guess that the word is unfinished; a page that holds the word as
      // typed (`setup`, also completed to `set`) uses the reader's word (rule 2 already weighs where the completion is).
      const exactness = Math.max(
        ...requiredFound.map((m) => (m.kind === Kind.prefix && m.exactPlaces.size ? Kind.exact : m.kind)),
        Kind.exact,
      ) as Kind;
      // Rules 4 and 8 read a held phrase as one concept.
      const fields = [Field.title, Field.breadcrumb, Field.description, Field.heading].map((f) =>
        holds ? Number(held.field >= f) : requiredFound.filter((m) => m.field >= f).length,
      );
      let proximity = 0;
      for (let c = 0; c + 1 < concepts.length; c += 1) {
        const a = found[c];
        const b = found[c + 1];
        if (a && b && this.near(a, b)) proximity += 1;
      }
      const keywords = found.filter((m, c) => m && concepts[c].weak).length;
      const titleTerms = new Set([...this.text[page].title, ...IMPLICIT_TITLE_TERMS]);
      const matchedTerms = new Set(found.flatMap((m) => (m ? [...m.terms] : [])));
      const specificity = titleTerms.size
        ? [...titleTerms].filter((t) => matchedTerms.has(t)).length / titleTerms.size
        : 0;
      const bm25 = (weight: number, tf: number) =>
        weight * saturated(tf, this.bodyLength[page], this.averageBodyLength);
      let relevance = 0;
      if (holds) {
        relevance = bm25(
          rarity.reduce((a, r) => a + r, 0),
          held.count,
        );
      } else {
        found.forEach((m, c) => {
          if (m)
            relevance += bm25(
              rarity[c],
              [...m.partCounts.values()].reduce((a, n) => a + n, 0),
            );
        });
      }
      const inOneSection = level === Field.body && this.inOneSection(page, requiredFound) ? 1 : 0;
      ranked.push({
        page,
        key: {
          phrase,
          coverage,
          own,
          level,
          exactness,
          fields,
          section: inOneSection,
          proximity,
          keywords,
          specificity,
          relevance,
        },
      });
    }

    ranked.sort((x, y) => compareKeys(x.key, y.key) || (this.pages[x.page].u < this.pages[y.page].u ? -1 : 1));
    this.placeIndexPagesAfterTheirPages(ranked);

    return ranked.slice(0, limit).map(({page, key}) => this.result(page, key, queryText, matches, required));
  }

  /**
   * How high a page that holds every required concept is placed (rule 2):
   * `exact` when its title or one of its headings is the query, word for word,
   * and the query has stop words or SQL keywords, which the other rules do
   * not weigh (`what is an ontology`, `group by`); `title` when the title holds every concept;
   * `breadcrumb` when the title and breadcrumb do (the title at least one);
   * `heading` when the title, breadcrumb and one heading do; `description`
   * when the title, breadcrumb and description do; `body` otherwise.
   */
  private level(page: number, query: QueryText, found: PageMatch[], exactOnly = false): Field {
    const doc = this.pages[page];
    if (query.hasStopWords && this.plainTexts[page].includes(query.plain)) return Field.exact;
    if (query.subject && this.subjectTexts[page].includes(query.subject)) return Field.exact;
    const at = (m: PageMatch, place: string) => (exactOnly ? m.exactPlaces.has(place) : m.places.has(place));
    const within = (places: string[]) => found.every((m) => places.some((p) => at(m, p)) || m.implicit);
    if (found.every((m) => at(m, 't') || m.implicit)) return Field.title;
    const titleHolds = found.some((m) => at(m, 't'));
    if (titleHolds && within(['t', 'b'])) return Field.breadcrumb;
    if (within(['t', 'b', 'd'])) return Field.description;
    for (let k = 0; k < doc.h.length; k += 1) if (within(['t', 'b', `h${k}`])) return Field.heading;
    return Field.body;
  }

  /** The part whose heading (or the title: 0) is the query (rule 2's `exact` level): word for word, else by its subject. */
  private exactPart(page: number, query: QueryText): number {
    const plain = query.hasStopWords ? this.plainTexts[page].indexOf(query.plain) : -1;
    return plain >= 0 ? plain : Math.max(0, query.subject ? this.subjectTexts[page].indexOf(query.subject) : 0);
  }

  /**
   * Whether one section of the page (a part: its heading and its text) holds
   * every concept that the page's title, breadcrumb and description do not.
   */
  private inOneSection(page: number, found: PageMatch[]): boolean {
    const elsewhere = found.filter((m) => !m.implicit && !SUMMARY_PLACES.some((p) => m.places.has(p)));
    for (let k = 0; k <= this.pages[page].h.length; k += 1) {
      const places = k > 0 ? [`p${k}`, `h${k - 1}`] : ['p0'];
      if (elsewhere.every((m) => places.some((p) => m.places.has(p)))) return true;
    }
    return false;
  }

  /**
   * The strongest field where every concept occurs, in query order and next
   * to each other, in one place of the page (none when nowhere).
   */
  private phrase(found: Array<PageMatch | undefined>): {field: Field; count: number} {
    if (found.some((m) => !m)) return {field: Field.none, count: 0};
    const [first, ...rest] = found as PageMatch[];
    let best: Field = Field.none;
    let count = 0;
    for (const [place, starts] of first.places) {
      let ends = starts.map(([, end]) => end);
      for (const next of rest) {
        const at = next.places.get(place) ?? [];
        ends = at.filter(([start]) => ends.includes(start)).map(([, end]) => end);
        if (!ends.length) break;
      }
      if (!ends.length) continue;
      const field = PLACE_FIELD[place[0]];
      if (field > best) best = field;
      count += ends.length;
    }
    return {field: best, count};
  }

  /** Whether two concepts occur next to each other (b after a) in one place of a page. */
  private near(a: PageMatch, b: PageMatch): boolean {
    for (const [place, first] of a.places) {
      const second = b.places.get(place);
      if (!second) continue;
      for (const [, end] of first) {
        if (second.some(([start]) => start >= end && start - end <= NEAR)) return true;
      }
    }
    return false;
  }

  /** A section index page (address ending in `/`) moves below the pages under it that rank level with it. */
  private placeIndexPagesAfterTheirPages(ranked: Array<{page: number; key: RankKey}>): void {
    for (let i = ranked.length - 1; i >= 0; i -= 1) {
      const index = ranked[i];
      const url = this.pages[index.page].u;
      if (!url.endsWith('/')) continue;
      let last = -1;
      for (let j = i + 1; j < ranked.length; j += 1) {
        const other = ranked[j];
        if (
          this.pages[other.page].u.startsWith(url) &&
          other.key.coverage === index.key.coverage &&
          other.key.level === index.key.level
        )
          last = j;
      }
      if (last > i) {
        ranked.splice(i, 1);
        ranked.splice(last, 0, index);
      }
    }
  }

  private result(
    page: number,
    key: RankKey,
    query: QueryText,
    matches: Array<Map<number, PageMatch>>,
    required: boolean[],
  ): SearchResult {
    const doc = this.pages[page];
    const byConcept = matches.map((m) => m.get(page));
    const found = byConcept.filter((m): m is PageMatch => !!m);
    // The part to lead to: the heading that is the query; the top of the page when its title (with its
    // breadcrumb) holds the query; else the part that holds the match (see bestPart).
    const best =
      key.level === Field.exact
        ? this.exactPart(page, query)
        : key.level >= Field.breadcrumb
          ? 0
          : this.bestPart(page, byConcept, required);
    const heading = best > 0 ? doc.h[best - 1] : undefined;
    const terms = [...new Set(found.flatMap((m) => [...m.terms]))];
    return {
      url: heading ? `${doc.u}#${heading[0]}` : doc.u,
      page: doc.u,
      title: doc.t,
      section: doc.s >= 0 && doc.s < SECTIONS.length ? SECTIONS[doc.s].label : GENERAL_SECTION_LABEL,
      breadcrumb: doc.b,
      heading: heading?.[1],
      ...(heading ? {anchor: heading[0]} : {}),
      description: doc.d,
      snippet: this.snippet(page, best, byConcept),
      terms,
      rank: key,
    };
  }

  /**
   * The part of a page whose section holds the match: the one that holds the
   * most of the query's concepts (in its heading or its text; a concept in the
   * page's title, breadcrumb or description counts for every part, being what
   * the whole page is about), the required ones first; then the one whose
   * heading holds the most of them; then the one where they occur most, each
   * concept's count saturated and set against the part's length as BM25 does
   * (every concept weighs the same here; the average is over every part of the
   * site): a long section does not win by its length alone. 0 (the top of the
   * page) when no part holds any.
   */
  private bestPart(page: number, byConcept: Array<PageMatch | undefined>, required: boolean[]): number {
    const headings = this.pages[page].h.length;
    const context = byConcept.map((m) => !!m && (m.implicit || SUMMARY_PLACES.some((p) => m.places.has(p))));
    let best = 0;
    let bestScore = [-1, -1, -1, -1];
    for (let k = 0; k <= headings; k += 1) {
      const places = [`p${k}`, ...(k > 0 ? [`h${k - 1}`] : [])];
      const inPart = byConcept.map((m) => !!m && places.some((p) => m.places.has(p)));
      if (!inPart.some(Boolean)) continue;
      const holds = (c: number) => inPart[c] || context[c];
      const length = this.partLength[this.partBase[page] + k];
      const score = [
        byConcept.filter((_, c) => required[c] && holds(c)).length,
        byConcept.filter((_, c) => holds(c)).length,
        byConcept.filter((m) => m && k > 0 && m.places.has(`h${k - 1}`)).length,
        byConcept.reduce((sum, m) => sum + saturated(m?.partCounts.get(k) ?? 0, length, this.averagePartLength), 0),
      ];
      if (compareLists(score, bestScore) > 0) {
        best = k;
        bestScore = score;
      }
    }
    return best;
  }

  /**
   * The snippet of a result (see SearchResult.snippet): from the text of part
   * `part`, the stretch of at most SNIPPET_WORDS words that holds the most of
   * the query's concepts, then the most of its words; the description when
   * the part's text holds none of them; else the start of the part's text or
   * the description.
   */
  private snippet(page: number, part: number, byConcept: Array<PageMatch | undefined>): string {
    const conceptOf = new Map<string, number>();
    byConcept.forEach((m, c) => m?.terms.forEach((t) => conceptOf.has(t) || conceptOf.set(t, c)));
    const text = this.texts[this.partBase[page] + part] ?? '';
    const description = this.pages[page].d;
    for (const source of [text, description]) {
      const list = wordsAt(source).map((w) => ({...w, concept: conceptOf.get(termOf(w.word)) ?? -1}));
      const hits = list.flatMap((w, i) => (w.concept >= 0 ? [i] : []));
      if (!hits.length) continue;
      let bestStart = hits[0];
      let bestScore = [-1, -1];
      for (const start of hits) {
        const inWindow = hits.filter((i) => i >= start && i < start + SNIPPET_WORDS);
        const score = [new Set(inWindow.map((i) => list[i].concept)).size, inWindow.length];
        if (compareLists(score, bestScore) > 0) {
          bestStart = start;
          bestScore = score;
        }
      }
      return cut(source, list, Math.max(0, bestStart - SNIPPET_LEAD));
    }
    const fallback = text || description;
    return cut(fallback, wordsAt(fallback), 0);
  }
}

/**
 * The subject of a query, a title or a heading: its terms without stop
 * words, without SQL keywords that are English words (`in`, `is`: in a
 * sentence they frame it) and without the product's name, which every page
 * is about (unless nothing else is left). `how do I create a user` and
 * "Create a user" have the same subject, as do `what is a cube in Timbr` and
 * "Cubes", `which query language does Timbr use` and "Which query language
 * do I use?", `what does Timbr do` and "What is Timbr".
 */
export function subjectTerms(text: string): string[] {
  const all = words(text)
    .filter((w) => !STOP_WORDS.has(w) && !isWeakWord(w))
    .map(stemWord);
  const own = all.filter((t) => !IMPLICIT_TITLE_TERMS.includes(t));
  return own.length ? own : all;
}

/** The ranking rules 0-9 (see the file's header): negative when `a` ranks first. */
export function compareKeys(a: RankKey, b: RankKey): number {
  return (
    b.phrase - a.phrase ||
    b.coverage - a.coverage ||
    b.own - a.own ||
    b.level - a.level ||
    a.exactness - b.exactness ||
    compareLists(b.fields, a.fields) ||
    b.section - a.section ||
    b.proximity - a.proximity ||
    b.keywords - a.keywords ||
    b.specificity - a.specificity ||
    b.relevance - a.relevance
  );
}

/** BM25's term-frequency part: `tf` occurrences in a text of `length` terms, saturated, against the average length. */
function saturated(tf: number, length: number, averageLength: number): number {
  const norm = 1 - BM25_B + (BM25_B * length) / (averageLength || 1);
  return (tf * (BM25_K1 + 1)) / (tf + BM25_K1 * norm);
}

function compareLists(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/**
 * At most SNIPPET_WORDS words of `text` from word `from`, cut at
 * SNIPPET_MAX_CHARS characters (at a word's end when one fits), with `…`
 * where the text goes on.
 */
function cut(text: string, list: Array<{start: number; end: number}>, from: number): string {
  if (!list.length) return text.slice(0, SNIPPET_MAX_CHARS).trim();
  const first = list[Math.min(from, list.length - 1)];
  const lastIndex = Math.min(list.length - 1, from + SNIPPET_WORDS - 1);
  let end = list[lastIndex].end;
  if (end - first.start > SNIPPET_MAX_CHARS) {
    const fits = list.filter((w, i) => i >= from && i <= lastIndex && w.end - first.start <= SNIPPET_MAX_CHARS);
    end = fits.length ? fits[fits.length - 1].end : first.start + SNIPPET_MAX_CHARS;
  }
  // A sentence's full stop (or other closing mark) right after the last word stays with it.
  const closing = /^[.!?)\]]+/.exec(text.slice(end));
  if (closing) end += closing[0].length;
  const body = text.slice(first.start, end).trim();
  return `${first.start > 0 ? '…' : ''}${body}${end < text.trimEnd().length ? '…' : ''}`;
}
