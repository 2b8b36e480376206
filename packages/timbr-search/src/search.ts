/**
 * A search, in the steps both engines take (./engine.ts on the whole index,
 * ./fragment-engine.ts on fragments loaded for the query): read the query
 * (./query.ts) into a plan, which names the terms and the titles the search
 * will look up; find where each concept occurs (./match.ts) and rank every
 * page that holds a required concept (./rank.ts); then say where each result
 * leads, with a snippet (./result.ts).
 */
import {matchForm, type PageMatch} from './match';
import {boundedQuery, parseQuery, type Concept, type Vocabulary} from './query';
import {
  compareKeys,
  placeIndexPagesAfterTheirPages,
  rankKey,
  subjectTerms,
  type QueryText,
  type RankKey,
  type RankedQuery,
} from './rank';
import type {SearchSite} from './site';
import {STOP_WORDS, isWeakWord, words} from './text';
import type {CorpusView} from './view';

export interface SearchOptions {
  /** Section id (./site.ts SearchSection) to keep results to; anything else: every section. */
  section?: string | null;
  /** Most results returned. */
  limit?: number;
  /** The last word may be unfinished (search as you type). */
  typing?: boolean;
}

/** A query as read: its concepts and its text, as the ranking rules weigh it. */
export interface QueryPlan {
  concepts: Concept[];
  text: QueryText;
}

/** A page in the ranked list, with the key it was ranked by. */
export interface RankedPage {
  page: number;
  key: RankKey;
}

/** The plan of a search for `input` on `site`; null when the query has nothing to search. */
export function planQuery(input: string, vocabulary: Vocabulary, site: SearchSite, typing: boolean): QueryPlan | null {
  const maxLength = site.maxQueryLength;
  const bounded = boundedQuery(input, maxLength);
  const concepts = parseQuery(bounded, vocabulary, {maxLength, typing});
  if (concepts.length === 0) return null;
  const plainWords = words(bounded);
  return {
    concepts,
    text: {
      plain: plainWords.join(' '),
      // Only a sentence (English stop words, not only SQL keywords: `grant on` is SQL): keywords that are a
      // heading's (`nested json`) name a topic that many pages have a section on.
      subject: plainWords.some((w) => STOP_WORDS.has(w)) ? subjectTerms(bounded, site.product).join(' ') : '',
      hasStopWords: plainWords.some((w) => STOP_WORDS.has(w) || isWeakWord(w)),
      hasKeywords: concepts.some((c) => c.weak),
    },
  };
}

/** Every term a plan looks up: the terms of every form of every concept, once each. */
export function termsOfPlan(plan: QueryPlan): string[] {
  return [...new Set(plan.concepts.flatMap((c) => c.forms.flatMap((f) => f.terms)))];
}

/** The texts a plan compares with titles and headings word for word (rule 2's `exact` level). */
export function titlesOfPlan(plan: QueryPlan): {plain: string | null; subject: string | null} {
  return {plain: plan.text.hasStopWords ? plan.text.plain : null, subject: plan.text.subject || null};
}

/**
 * Ranks the pages of `corpus` for `plan`, best first, kept to the section
 * `section` names (every section for any other value); `pageCount` is how
 * many pages of the site hold a term, for the concepts' rarity.
 */
export function rankPages(
  corpus: CorpusView,
  pageCount: (term: string) => number,
  site: SearchSite,
  plan: QueryPlan,
  section: string | null | undefined,
): {query: RankedQuery; ranked: RankedPage[]} {
  const {concepts} = plan;
  const pages = corpus.pages;
  const sectionIndex = site.sections.findIndex((s) => s.id === section);
  const matches = concepts.map((concept) => {
    const byPage = new Map<number, PageMatch>();
    for (const form of concept.forms) matchForm(corpus, form, byPage);
    return byPage;
  });
  // SQL keywords and the words that frame a question count, but are not required (unless the query has nothing else).
  const subject = concepts.map((c) => !c.weak && !c.framing);
  const required = subject.some(Boolean) ? subject : concepts.map(() => true);
  const query: RankedQuery = {
    concepts,
    text: plan.text,
    matches,
    required,
    requiredCount: required.filter(Boolean).length,
    rarity: concepts.map((concept) => {
      const count = Math.max(...concept.forms.map((f) => Math.min(...f.terms.map((t) => pageCount(t)))), 0);
      const n = pages.length;
      return Math.log(1 + (n - count + 0.5) / (count + 0.5));
    }),
  };

  const candidates = new Set<number>();
  matches.forEach((byPage, c) => {
    if (required[c]) for (const page of byPage.keys()) candidates.add(page);
  });

  const ranked: RankedPage[] = [];
  for (const page of candidates) {
    if (sectionIndex >= 0 && pages[page].s !== sectionIndex) continue;
    ranked.push({page, key: rankKey(corpus, page, query)});
  }

  ranked.sort((x, y) => compareKeys(x.key, y.key) || (pages[x.page].u < pages[y.page].u ? -1 : 1));
  placeIndexPagesAfterTheirPages(pages, ranked);
  return {query, ranked};
}
