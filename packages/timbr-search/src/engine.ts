/**
 * The search engine on the whole index: reads the two files (./format.ts) at
 * once and ranks pages for a query by the rules of ./rank.ts. Pure
 * TypeScript, no DOM. The site and the docs MCP server search the index in
 * fragments (./fragment-engine.ts), which ranks exactly as this one does;
 * this one is the reference the tests hold it to, and the engine of the
 * package's own tests.
 *
 * A search reads the query (./query.ts), finds where each of its concepts
 * occurs (./match.ts) in the pages as loaded (./corpus.ts), ranks every page
 * that holds a required concept (./rank.ts), and says where each result
 * leads, with a snippet (./result.ts); ./search.ts holds these steps.
 */
import {Corpus} from './corpus';
import {checkDocFile, checkIndexFile, type DocPage} from './format';
import {SYNONYM_ENTRIES, parseQuery, synonymTable, type Concept, type SynonymTable, type Vocabulary} from './query';
import {resultOf, type SearchResult} from './result';
import {planQuery, rankPages, type SearchOptions} from './search';
import type {SearchSite} from './site';

export type {SearchOptions} from './search';

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
    const plan = planQuery(input, this, this.site, typing);
    if (!plan) return [];
    const {query, ranked} = rankPages(this.corpus, (t) => this.pageCount(t), this.site, plan, section);
    return ranked.slice(0, limit).map(({page, key}) => resultOf(this.corpus, this.site, page, key, query));
  }
}
