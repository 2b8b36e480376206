/** Types for the internal modules of the search plugin that src/theme/SearchBar and src/search/worker.ts use. */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  /** Fetches (once, in the plugin's Web Worker) the search index of a version URL and search context. */
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
}

// Query helpers of the local search plugin, reused by our search worker (src/search/worker.ts).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries' {
  export function smartQueries(
    tokens: string[],
    zhDictionary: string[],
  ): Array<{tokens: string[]; term: Array<{value: string; presence: number; wildcard: number; editDistance?: number}>}>;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults' {
  export function sortSearchResults(results: unknown[]): void;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults' {
  export function processTreeStatusOfSearchResults(results: unknown[]): void;
}
declare module 'mark.js/dist/mark.js';
