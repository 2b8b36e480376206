/**
 * Stands in for the search plugin's theme/searchByWorker (swapped in at
 * bundling time by src/plugins/search-index.ts; our SearchBar and SearchPage
 * import it directly): the same two functions, on our worker (./worker.ts).
 * One difference: when the worker cannot start (its script failed to
 * download), they reject, where the plugin's version waits forever.
 * The worker starts on the first call: the navbar box makes that call when
 * the reader reaches for it (src/theme/SearchBar), the search page when it
 * opens.
 */
import * as Comlink from 'comlink';
import type {SearchWorker} from './worker';
import {markSearchWorkerStarted} from './worker-state';

let remote: Promise<Comlink.Remote<SearchWorker>> | undefined;

function searchWorker(): Promise<Comlink.Remote<SearchWorker>> {
  remote ??= new Promise((resolve, reject) => {
    markSearchWorkerStarted();
    const worker = new Worker(new URL('./worker.ts', import.meta.url));
    worker.addEventListener('error', () => reject(new Error('The search worker could not start.')), {once: true});
    const Remote = Comlink.wrap<typeof SearchWorker>(worker);
    new Remote().then(resolve, reject);
  });
  return remote;
}

const loads = new Map<string, Promise<void>>();

/**
 * Has the worker load the search index of a version URL: once per page, so
 * the box, the bar and the search page share one download, and a failure
 * stays a failure until the page is reloaded (no retry loop).
 */
export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (process.env.NODE_ENV !== 'production') return Promise.resolve();
  const key = `${baseUrl}\n${searchContext}`;
  let load = loads.get(key);
  if (!load) {
    load = searchWorker().then((worker) => worker.fetchIndexes(baseUrl, searchContext));
    loads.set(key, load);
  }
  return load;
}

/** Searches the index of a version URL. */
export async function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<unknown[]> {
  if (process.env.NODE_ENV !== 'production') return [];
  return (await searchWorker()).search(baseUrl, searchContext, input, limit);
}
