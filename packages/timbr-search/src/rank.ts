/**
 * The ranking rules: how pages are ordered for a query, with explicit rules
 * rather than tuned weights (./engine.ts applies them to every page that
 * holds the query).
 *
 * A query is a list of concepts (./query.ts): its words and phrases, each
 * with the forms that may stand for it on a page. A concept is found in one
 * of five fields of a page (./match.ts), from strongest to weakest: the
 * title, the breadcrumb (the navbar section and sidebar categories the page
 * sits in), the description, a heading, the body text. The product's name
 * (./site.ts) counts as part of every title: every page is about it.
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
 *     (a section index, "Related pages"; src/features/search/pages.ts) describe those pages.
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
 */
import {Field, near, phraseOf, type PageMatch} from './match';
import {Kind, type Concept} from './query';
import {STOP_WORDS, isWeakWord, stemWord, words} from './text';
import type {CorpusView} from './view';

/** The places of a page that sum it up: its title, breadcrumb and description. */
export const SUMMARY_PLACES = ['t', 'b', 'd'];

/** BM25's usual constants. */
const BM25_K1 = 1.2;
const BM25_B = 0.75;

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
export interface QueryText {
  /** Its words, stop words included, joined by single spaces. */
  plain: string;
  /** Its subject terms joined by single spaces (see subjectTerms), or '' when it has too few for the `exact` level. */
  subject: string;
  /** It has stop words or SQL keywords (the `exact` level). */
  hasStopWords: boolean;
  /** It has SQL keywords that are English stop words (rule 0). */
  hasKeywords: boolean;
}

/** What the rules read of a query: its concepts, where each is found, and which are required. */
export interface RankedQuery {
  concepts: Concept[];
  text: QueryText;
  /** For each concept, the pages that hold it, with where. */
  matches: Array<Map<number, PageMatch>>;
  /** For each concept, whether a page must hold it to reach a level (rule 2). */
  required: boolean[];
  requiredCount: number;
  /** For each concept, its rarity (BM25's inverse document frequency). */
  rarity: number[];
}

/** The key that ranks `page` for `query` (rules 0 to 9). */
export function rankKey(corpus: CorpusView, page: number, query: RankedQuery): RankKey {
  const {concepts, matches, required, requiredCount, rarity} = query;
  const found = matches.map((m) => m.get(page));
  const requiredFound = found.filter((m, c) => required[c] && m) as PageMatch[];
  const coverage = requiredFound.length;
  const links = corpus.linkListPlaces[page];
  const own = links.size
    ? requiredFound.filter((m) => m.implicit || [...m.places.keys()].some((p) => !links.has(p))).length
    : coverage;
  // Rule 0: a query with SQL keywords held as a phrase is placed by where the phrase is.
  const held = query.text.hasKeywords && concepts.length > 1 ? phraseOf(found) : {field: Field.none, count: 0};
  const holds = held.field > Field.none;
  let level = holds
    ? held.field
    : coverage === requiredCount
      ? levelOf(corpus, page, query.text, requiredFound)
      : Field.none;
  // A level reached only through another form than the reader's own words (a synonym, a completion, a typo)
  // counts one level lower, not below the body text: `api token` finds "API requirements", whose description
  // says token, before "Azure JWT", whose title says JWT.
  if (!holds && level > Field.body && level < Field.exact && requiredFound.some((m) => m.kind !== Kind.exact)) {
    level = Math.max(levelOf(corpus, page, query.text, requiredFound, true), level - 1) as Field;
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
    level === Field.exact && query.text.hasStopWords && corpus.plainIndex(page, query.text.plain) >= 0;
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
    if (a && b && near(a, b)) proximity += 1;
  }
  const keywords = found.filter((m, c) => m && concepts[c].weak).length;
  const titleTerms = corpus.titleTermCount(page);
  const matchedTerms = new Set(found.flatMap((m) => (m ? [...m.terms] : [])));
  const specificity = titleTerms ? [...matchedTerms].filter((t) => corpus.inTitle(page, t)).length / titleTerms : 0;
  const bm25 = (weight: number, tf: number) =>
    weight * saturated(tf, corpus.bodyLength[page], corpus.averageBodyLength);
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
  const section = level === Field.body && inOneSection(corpus, page, requiredFound) ? 1 : 0;
  return {
    phrase,
    coverage,
    own,
    level,
    exactness,
    fields,
    section,
    proximity,
    keywords,
    specificity,
    relevance,
  };
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
function levelOf(corpus: CorpusView, page: number, query: QueryText, found: PageMatch[], exactOnly = false): Field {
  if (query.hasStopWords && corpus.plainIndex(page, query.plain) >= 0) return Field.exact;
  if (query.subject && corpus.subjectIndex(page, query.subject) >= 0) return Field.exact;
  const at = (m: PageMatch, place: string) => (exactOnly ? m.exactPlaces.has(place) : m.places.has(place));
  const within = (places: string[]) => found.every((m) => places.some((p) => at(m, p)) || m.implicit);
  if (found.every((m) => at(m, 't') || m.implicit)) return Field.title;
  const titleHolds = found.some((m) => at(m, 't'));
  if (titleHolds && within(['t', 'b'])) return Field.breadcrumb;
  if (within(['t', 'b', 'd'])) return Field.description;
  for (let k = 0; k < corpus.headingCount(page); k += 1) if (within(['t', 'b', `h${k}`])) return Field.heading;
  return Field.body;
}

/**
 * Whether one section of the page (a part: its heading and its text) holds
 * every concept that the page's title, breadcrumb and description do not.
 */
function inOneSection(corpus: CorpusView, page: number, found: PageMatch[]): boolean {
  const elsewhere = found.filter((m) => !m.implicit && !SUMMARY_PLACES.some((p) => m.places.has(p)));
  for (let k = 0; k <= corpus.headingCount(page); k += 1) {
    const places = k > 0 ? [`p${k}`, `h${k - 1}`] : ['p0'];
    if (elsewhere.every((m) => places.some((p) => m.places.has(p)))) return true;
  }
  return false;
}

/** A section index page (address ending in `/`) moves below the pages under it that rank level with it. */
export function placeIndexPagesAfterTheirPages(
  pages: ReadonlyArray<{u: string}>,
  ranked: Array<{page: number; key: RankKey}>,
): void {
  for (let i = ranked.length - 1; i >= 0; i -= 1) {
    const index = ranked[i];
    const url = pages[index.page].u;
    if (!url.endsWith('/')) continue;
    let last = -1;
    for (let j = i + 1; j < ranked.length; j += 1) {
      const other = ranked[j];
      if (
        pages[other.page].u.startsWith(url) &&
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

/**
 * The subject of a query, a title or a heading: its terms without stop
 * words, without SQL keywords that are English words (`in`, `is`: in a
 * sentence they frame it) and without the product's name, which every page
 * is about (unless nothing else is left). `how do I create a user` and
 * "Create a user" have the same subject, as do `what is a cube in Timbr` and
 * "Cubes", `which query language does Timbr use` and "Which query language
 * do I use?", `what does Timbr do` and "What is Timbr".
 */
export function subjectTerms(text: string, product: string): string[] {
  const all = words(text)
    .filter((w) => !STOP_WORDS.has(w) && !isWeakWord(w))
    .map(stemWord);
  const implicit = stemWord(product);
  const own = all.filter((t) => t !== implicit);
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
export function saturated(tf: number, length: number, averageLength: number): number {
  const norm = 1 - BM25_B + (BM25_B * length) / (averageLength || 1);
  return (tf * (BM25_K1 + 1)) / (tf + BM25_K1 * norm);
}

/** Lists of numbers compared in order: negative when `a` is smaller. */
export function compareLists(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
