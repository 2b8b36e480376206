/**
 * Search worker, in place of @easyops-cn/docusaurus-search-local's own
 * (src/plugins/search-index.ts swaps it in at bundling time). Same interface
 * (Comlink, `fetchIndexes` and `search`) and the same query strategy (the
 * plugin's smartQueries, sorting and tree grouping), with three changes:
 * - it reads our compact index (src/search/index-format.ts) from the file
 *   named at build time, and refuses anything else with a clear error;
 * - a reader's words are split with the index's own word rule; the stop words
 *   that are SQL keywords are kept (GROUP BY, NOT IN, ON, AS...);
 * - results are ranked by page (see `search`);
 * - the positions to highlight in a result line are found in the displayed
 *   text, as the compact index does not store them.
 */
import * as Comlink from 'comlink';
import lunr from 'lunr';
import {smartQueries} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
import {sortSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import {processTreeStatusOfSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
import {
  INDEX_FORMAT,
  PART,
  expandPart,
  matchPositions,
  queryTokens,
  sqlStopWordFilter,
  type CompactIndex,
  type SearchDocument,
} from './index-format';

declare const TIMBR_SEARCH_INDEX_FILE: string;

// smartQueries retries without the words that lunr.stopWordFilter drops: make
// it drop the words the index dropped, so SQL keywords are kept.
(lunr as any).stopWordFilter = sqlStopWordFilter;

interface LoadedPart {
  type: number;
  documents: SearchDocument[];
  byRef: Map<string, SearchDocument>;
  index: lunr.Index;
}

const cache = new Map<string, Promise<LoadedPart[]>>();

async function load(baseUrl: string): Promise<LoadedPart[]> {
  const url = new URL(`${baseUrl}${TIMBR_SEARCH_INDEX_FILE}`, location.origin);
  if (url.origin !== location.origin) throw new Error('The search index must come from this site.');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  const data = (await response.json()) as CompactIndex;
  if (!data || data.format !== INDEX_FORMAT || !Array.isArray(data.parts)) {
    throw new Error('The search index has an unexpected format.');
  }
  return data.parts.map((part, type) => ({
    type,
    documents: part.documents,
    byRef: new Map(part.documents.map((d) => [String(d.i), d])),
    index: expandPart(part),
  }));
}

function loadOnce(baseUrl: string): Promise<LoadedPart[]> {
  let promise = cache.get(baseUrl);
  if (!promise) {
    promise = load(baseUrl);
    // A failed download may be retried by a later call.
    promise.catch(() => cache.delete(baseUrl));
    cache.set(baseUrl, promise);
  }
  return promise;
}

/** How much a hit counts towards its page's score, by index part (a title match says most). */
const PART_WEIGHT = [3, 2, 1.5, 1.5, 1];
/** At most this many content hits of one page count towards its score (long pages must not win by length). */
const CONTENT_HITS_COUNTED = 3;

interface Hit {
  document: SearchDocument;
  type: number;
  metadata: Record<string, Record<string, {position?: number[][]}>>;
  tokens: string[];
  score: number;
  /** How exact the query that found it was: 1 for every word as typed, less for looser queries. */
  exactness: number;
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, _searchContext: string): Promise<void> {
    await loadOnce(baseUrl);
  }

  /**
   * The plugin's strategy (every word required first, then looser queries),
   * with results ranked by page instead of by index part: pages found by the
   * most exact query come first; among them, a page scores the weighted lunr
   * scores of its hits (title most, a looser query less), and it shows at
   * most a few hits, so that one long page cannot fill the list.
   */
  async search(baseUrl: string, _searchContext: string, input: string, limit: number) {
    const rawTokens = queryTokens(input);
    if (rawTokens.length === 0) return [];
    const parts = await loadOnce(baseUrl);
    const titles = parts[PART.title];
    const pageOf = (hit: {document: SearchDocument; type: number}) =>
      String(hit.type === PART.title ? hit.document.i : hit.document.p);
    const hits: Hit[] = [];
    const seen = new Set<string>();
    const pages = new Set<string>();
    const meaningful = (words: string[]) => words.filter((w) => sqlStopWordFilter(new lunr.Token(w, {}), 0, [])).length;
    const wanted = meaningful(rawTokens);
    for (const {term, tokens} of smartQueries(rawTokens, [])) {
      // Looser queries count less: a word left out halves, a fuzzy match
      // (one letter off) counts a third, completing the last word a little less.
      const dropped = Math.max(0, wanted - meaningful(term.map((t) => t.value)));
      const fuzzy = term.some((t) => t.editDistance);
      const typing = term.some((t) => t.wildcard & lunr.Query.wildcard.TRAILING);
      const exactness = 0.5 ** dropped * (fuzzy ? 0.3 : 1) * (typing ? 0.8 : 1);
      for (const {byRef, index, type, documents} of parts) {
        if (documents.length === 0) continue;
        const found = index.query((query) => {
          for (const item of term) {
            query.term(item.value, {
              wildcard: item.wildcard,
              presence: item.presence,
              ...(item.editDistance ? {editDistance: item.editDistance} : null),
            });
          }
        });
        for (const result of found) {
          if (seen.has(result.ref)) continue;
          seen.add(result.ref);
          const hit = {document: byRef.get(result.ref)!, type, metadata: result.matchData.metadata as Hit['metadata'],
            tokens, score: result.score, exactness};
          hits.push(hit);
          pages.add(pageOf(hit));
        }
      }
      // Looser queries only while the strict ones found too few pages.
      if (pages.size >= limit) break;
    }
    // Score pages.
    const byPage = new Map<string, Hit[]>();
    for (const hit of hits) {
      const page = pageOf(hit);
      if (!byPage.has(page)) byPage.set(page, []);
      byPage.get(page)!.push(hit);
    }
    const weight = (hit: Hit) => (PART_WEIGHT[hit.type] ?? 1) * hit.score * hit.exactness;
    const ranked = [...byPage.values()].map((pageHits) => {
      pageHits.sort((a, b) => (a.type === PART.title ? -1 : b.type === PART.title ? 1 : weight(b) - weight(a)));
      let contentCounted = 0;
      const score = pageHits.reduce((sum, hit) => {
        if (hit.type === PART.content && ++contentCounted > CONTENT_HITS_COUNTED) return sum;
        return sum + weight(hit);
      }, 0);
      return {pageHits, score, exactness: Math.max(...pageHits.map((h) => h.exactness))};
    }).sort((a, b) => b.exactness - a.exactness || b.score - a.score);
    // At most a few hits per page: 2 in the search box, more on the search page.
    const perPage = Math.max(2, Math.floor(limit / 4));
    const results: any[] = [];
    for (const {pageHits} of ranked) {
      for (const hit of pageHits.slice(0, perPage)) {
        if (results.length >= limit) break;
        // The words to highlight in the displayed text, by the index terms that matched.
        const positions = matchPositions(hit.document.t, Object.keys(hit.metadata));
        for (const term of Object.keys(hit.metadata)) {
          hit.metadata[term].t = {position: positions.length ? positions : [[0, 0]]};
        }
        results.push({
          document: hit.document,
          type: hit.type,
          page: hit.type !== PART.title && titles.byRef.get(String(hit.document.p)),
          metadata: hit.metadata,
          tokens: hit.tokens,
          score: hit.score,
        });
      }
    }
    sortSearchResults(results);
    processTreeStatusOfSearchResults(results);
    return results;
  }
}

Comlink.expose(SearchWorker);
