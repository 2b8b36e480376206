/**
 * What a result of the search says (./engine.ts ranks the pages, ./rank.ts).
 *
 * Each result leads to the place that holds the match (see `resultOf`): the
 * heading that is the query, the top of the page when its title (with its
 * breadcrumb) holds the query, else the section (the deepest heading the
 * index has: the text under an h2 up to its first h3 is the h2's section)
 * that holds the most of the query, then the one whose heading holds the
 * most of it, then the one where it occurs most for its length (see
 * `bestPart`); and it carries a snippet of that section's text.
 */
import {Field, type PageMatch} from './match';
import {SUMMARY_PLACES, compareLists, saturated, type QueryText, type RankKey, type RankedQuery} from './rank';
import {sectionLabel, type SearchSite} from './site';
import {termOf, wordsAt} from './text';
import type {CorpusView} from './view';

/** A snippet holds at most this many words, and at most SNIPPET_MAX_CHARS characters. */
export const SNIPPET_WORDS = 26;
export const SNIPPET_MAX_CHARS = 200;
/** Words of context kept before the first matched word of a snippet. */
const SNIPPET_LEAD = 6;

export interface SearchResult {
  /** Where the result leads: the page, with the anchor of the matched heading if any. */
  url: string;
  /** The page's address. */
  page: string;
  title: string;
  /** Its section's label (the site's `generalLabel` for a page outside the sections). */
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

/**
 * The part of `page` a result leads to: the heading that is the query; the top of the page when its title (with
 * its breadcrumb) holds the query; else the part that holds the match (see bestPart).
 */
export function leadPart(corpus: CorpusView, page: number, key: RankKey, query: RankedQuery): number {
  if (key.level === Field.exact) return exactPart(corpus, page, query.text);
  if (key.level >= Field.breadcrumb) return 0;
  return bestPart(
    corpus,
    page,
    query.matches.map((m) => m.get(page)),
    query.required,
  );
}

export function resultOf(
  corpus: CorpusView,
  site: SearchSite,
  page: number,
  key: RankKey,
  query: RankedQuery,
): SearchResult {
  const doc = corpus.page(page);
  const byConcept = query.matches.map((m) => m.get(page));
  const found = byConcept.filter((m): m is PageMatch => !!m);
  const best = leadPart(corpus, page, key, query);
  const heading = best > 0 ? doc.h[best - 1] : undefined;
  const terms = [...new Set(found.flatMap((m) => [...m.terms]))];
  return {
    url: heading ? `${doc.u}#${heading[0]}` : doc.u,
    page: doc.u,
    title: doc.t,
    section: sectionLabel(site, doc.s),
    breadcrumb: doc.b,
    heading: heading?.[1],
    ...(heading ? {anchor: heading[0]} : {}),
    description: doc.d,
    snippet: snippet(corpus, page, best, byConcept),
    terms,
    rank: key,
  };
}

/** The part whose heading (or the title: 0) is the query (rule 2's `exact` level): word for word, else by its subject. */
function exactPart(corpus: CorpusView, page: number, query: QueryText): number {
  const plain = query.hasStopWords ? corpus.plainIndex(page, query.plain) : -1;
  return plain >= 0 ? plain : Math.max(0, query.subject ? corpus.subjectIndex(page, query.subject) : 0);
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
function bestPart(
  corpus: CorpusView,
  page: number,
  byConcept: Array<PageMatch | undefined>,
  required: boolean[],
): number {
  const headings = corpus.headingCount(page);
  const context = byConcept.map((m) => !!m && (m.implicit || SUMMARY_PLACES.some((p) => m.places.has(p))));
  let best = 0;
  let bestScore = [-1, -1, -1, -1];
  for (let k = 0; k <= headings; k += 1) {
    const places = [`p${k}`, ...(k > 0 ? [`h${k - 1}`] : [])];
    const inPart = byConcept.map((m) => !!m && places.some((p) => m.places.has(p)));
    if (!inPart.some(Boolean)) continue;
    const holds = (c: number) => inPart[c] || context[c];
    const length = corpus.partLengthOf(page, k);
    const score = [
      byConcept.filter((_, c) => required[c] && holds(c)).length,
      byConcept.filter((_, c) => holds(c)).length,
      byConcept.filter((m) => m && k > 0 && m.places.has(`h${k - 1}`)).length,
      byConcept.reduce((sum, m) => sum + saturated(m?.partCounts.get(k) ?? 0, length, corpus.averagePartLength), 0),
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
function snippet(corpus: CorpusView, page: number, part: number, byConcept: Array<PageMatch | undefined>): string {
  const conceptOf = new Map<string, number>();
  byConcept.forEach((m, c) => m?.terms.forEach((t) => conceptOf.has(t) || conceptOf.set(t, c)));
  const text = corpus.partText(page, part);
  const description = corpus.page(page).d;
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
