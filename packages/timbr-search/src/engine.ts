/**
 * The site's search engine: reads the two search files (./format.ts) and
 * ranks pages for a query by the rules of ./rank.ts. Pure TypeScript, no
 * DOM: the site's search worker runs it in the browser, and Node code (the
 * docs MCP server, tests, scripts) runs it on the built files.
 *
 * A search reads the query (./query.ts), finds where each of its concepts
 * occurs (./match.ts) in the pages as loaded (./corpus.ts), ranks every page
 * that holds a required concept (./rank.ts), and says where each result
 * leads, with a snippet (./result.ts).
 */
import {Corpus} from './corpus';
import {checkDocFile, checkIndexFile, type DocPage} from './format';
import {matchForm, type PageMatch} from './match';
import {
  SYNONYM_ENTRIES,
  boundedQuery,
  parseQuery,
  synonymTable,
  type Concept,
  type SynonymTable,
  type Vocabulary,
} from './query';
import {
  compareKeys,
  placeIndexPagesAfterTheirPages,
  rankKey,
  subjectTerms,
  type RankKey,
  type RankedQuery,
} from './rank';
import {resultOf, type SearchResult} from './result';
import type {SearchSite} from './site';
import {STOP_WORDS, isWeakWord, words} from './text';

export interface SearchOptions {
  /** Section id (./site.ts SearchSection) to keep results to; anything else: every section. */
  section?: string | null;
  /** Most results returned. */
  limit?: number;
  /** The last word may be unfinished (search as you type). */
  typing?: boolean;
}

export class SearchEngine implements Vocabulary {
  readonly pages: DocPage[];
  /** The query synonyms: ./synonyms.json's and the abbreviations the pages define. */
  readonly synonyms: SynonymTable;
  private readonly corpus: Corpus;

  /**
   * Reads the two files (parsed JSON) of `site`; throws a SearchFileError
   * when they are not of the expected format.
   */
  constructor(
    docData: unknown,
    indexData: unknown,
    private readonly site: SearchSite,
  ) {
    const doc = checkDocFile(docData);
    const texts = checkIndexFile(indexData, doc);
    this.pages = doc.pages;
    this.synonyms = synonymTable([
      ...SYNONYM_ENTRIES,
      ...doc.abbreviations.map(([short, long]) => ({terms: [short, long], spelling: true})),
    ]);
    this.corpus = new Corpus(doc, texts, site);
  }

  has(term: string): boolean {
    return this.corpus.has(term);
  }

  startingWith(prefix: string, limit: number): string[] {
    return this.corpus.startingWith(prefix, limit);
  }

  /** How many pages hold a term anywhere. */
  pageCount(term: string): number {
    return this.corpus.pageCount(term);
  }

  /** The concepts of a query, for callers that show how it was read. */
  parse(input: string, typing = false): Concept[] {
    return parseQuery(input, this, {maxLength: this.site.maxQueryLength, typing});
  }

  search(input: string, {section, limit = 10, typing = false}: SearchOptions = {}): SearchResult[] {
    const maxLength = this.site.maxQueryLength;
    const bounded = boundedQuery(input, maxLength);
    const concepts = parseQuery(bounded, this, {maxLength, typing});
    if (concepts.length === 0) return [];
    const plainWords = words(bounded);
    const hasStopWords = plainWords.some((w) => STOP_WORDS.has(w) || isWeakWord(w));
    const subjectOfQuery = subjectTerms(bounded, this.site.product);
    const sectionIndex = this.site.sections.findIndex((s) => s.id === section);
    const matches = concepts.map((concept) => {
      const byPage = new Map<number, PageMatch>();
      for (const form of concept.forms) matchForm(this.corpus, form, byPage);
      return byPage;
    });
    // SQL keywords and the words that frame a question count, but are not required (unless the query has nothing else).
    const subject = concepts.map((c) => !c.weak && !c.framing);
    const required = subject.some(Boolean) ? subject : concepts.map(() => true);
    const query: RankedQuery = {
      concepts,
      text: {
        plain: plainWords.join(' '),
        // Only a sentence (English stop words, not only SQL keywords: `grant on` is SQL): keywords that are a
        // heading's (`nested json`) name a topic that many pages have a section on.
        subject: plainWords.some((w) => STOP_WORDS.has(w)) ? subjectOfQuery.join(' ') : '',
        hasStopWords,
        hasKeywords: concepts.some((c) => c.weak),
      },
      matches,
      required,
      requiredCount: required.filter(Boolean).length,
      rarity: concepts.map((concept) => {
        const count = Math.max(...concept.forms.map((f) => Math.min(...f.terms.map((t) => this.pageCount(t)))), 0);
        const n = this.pages.length;
        return Math.log(1 + (n - count + 0.5) / (count + 0.5));
      }),
    };

    const candidates = new Set<number>();
    matches.forEach((byPage, c) => {
      if (required[c]) for (const page of byPage.keys()) candidates.add(page);
    });

    const ranked: Array<{page: number; key: RankKey}> = [];
    for (const page of candidates) {
      if (sectionIndex >= 0 && this.pages[page].s !== sectionIndex) continue;
      ranked.push({page, key: rankKey(this.corpus, page, query)});
    }

    ranked.sort((x, y) => compareKeys(x.key, y.key) || (this.pages[x.page].u < this.pages[y.page].u ? -1 : 1));
    placeIndexPagesAfterTheirPages(this.pages, ranked);

    return ranked.slice(0, limit).map(({page, key}) => resultOf(this.corpus, this.site, page, key, query));
  }
}
