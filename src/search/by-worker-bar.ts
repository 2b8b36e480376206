/**
 * What the plugin's search bar gets as its searchByWorker (see
 * src/plugins/search-index.ts). The bar has no failure state: a rejected load
 * would end as an uncaught rejection, and a rejected search would leave its
 * list stale. Our wrapper (src/theme/SearchBar) starts the same worker first
 * and, when it fails, replaces the bar with a disabled "Search unavailable"
 * box. So here a failed load stays pending, and a failed search finds nothing.
 */
import {fetchIndexesByWorker as fetchIndexes, searchByWorker as search} from './by-worker';

export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  return fetchIndexes(baseUrl, searchContext).catch(() => new Promise<void>(() => {}));
}

export function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<unknown[]> {
  return search(baseUrl, searchContext, input, limit).catch(() => []);
}
