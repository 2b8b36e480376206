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
