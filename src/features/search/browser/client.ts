/**
 * The page's side of the search worker (./worker.ts): one worker per page,
 * started by the first caller (the navbar box when a reader reaches for it,
 * the search page when it opens), shared by both (src/shared/worker-rpc.ts).
 * Loading the manifest may take LOAD_TIMEOUT_MS, a search (with the
 * fragments it loads) SEARCH_TIMEOUT_MS; past it, or if the worker cannot
 * start, search is unavailable until the reader asks to try again (a new
 * loadSearch): nothing here tries again on its own.
 */
import type {SearchOptions, SearchResult} from '@timbr-docs/search';
import {engineLoad} from '../files';
import type {WorkerCall, WorkerResponse} from './protocol';
import {workerRpc} from '../../../shared/worker-rpc';

/** How long loading the manifest may take before search is reported unavailable. */
const LOAD_TIMEOUT_MS = 60_000;
/** How long a search, with the fragments of the index it loads, may take. */
const SEARCH_TIMEOUT_MS = 60_000;

let loaded: Promise<void> | undefined;
/** The manifest last asked for: a search after the worker was ended loads it again first. */
let manifest: string | undefined;
const engine = workerRpc<WorkerCall, WorkerResponse>(() => new Worker(new URL('./worker.ts', import.meta.url)), {
  // The worker's script could not be downloaded or run.
  crashed: new Error('The search engine could not start.'),
  // A new worker has no engine: the next caller loads it again.
  onEnd: () => forget(),
  isProgress: (message) => message.ok && 'loading' in message,
});

function forget(): void {
  loaded = undefined;
  engineLoad.promise = undefined;
}

async function send(request: WorkerCall, ms: number, onLoading?: () => void): Promise<WorkerResponse & {ok: true}> {
  const reason = new Error(
    request.type === 'load' ? 'The search index took too long to load.' : 'The search took too long.',
  );
  const response = await engine.call(request, {ms, reason}, onLoading);
  if (!response.ok) throw new Error(response.error);
  return response;
}

/**
 * Starts the worker and has it load the manifest at `manifestUrl`; once per
 * page, or again after a failure. Rejects with the reason search is unavailable.
 */
export function loadSearch(manifestUrl: string): Promise<void> {
  manifest = manifestUrl;
  if (!loaded) {
    const attempt = send({type: 'load', manifestUrl}, LOAD_TIMEOUT_MS).then(() => undefined);
    // A failed load is tried again by the next call (a retry); the navbar box keeps reading the failure from
    // engineLoad instead of downloading the manifest a second time on its own.
    attempt.catch(() => {
      if (loaded === attempt) loaded = undefined;
    });
    loaded = attempt;
    engineLoad.promise = attempt;
  }
  return loaded;
}

/**
 * Searches (loadSearch first; after a time limit or a crash ended the worker,
 * this loads the manifest again); `onLoading` is called if the search waits
 * for fragments of the index. Rejects with the reason when one cannot be loaded.
 */
export async function search(query: string, options: SearchOptions, onLoading?: () => void): Promise<SearchResult[]> {
  if (!loaded && manifest) await loadSearch(manifest);
  const response = await send({type: 'search', query, options}, SEARCH_TIMEOUT_MS, onLoading);
  return 'results' in response ? (response.results ?? []) : [];
}
