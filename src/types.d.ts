/** Types for the one internal module of the search plugin that src/theme/SearchBar uses. */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  /** Fetches (once, in the plugin's Web Worker) the search index of a version URL and search context. */
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
}
