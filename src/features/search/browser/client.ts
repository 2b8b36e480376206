/**
 * The page's side of the search worker (./worker.ts): one worker per page,
 * started by the first caller (the navbar box when a reader reaches for it,
 * the search page when it opens), shared by both (src/shared/worker-rpc.ts).
 * Loading the files may take LOAD_TIMEOUT_MS; past it, or if the worker
 * cannot start, search is unavailable on the page.
 */
import type {SearchOptions, SearchResult} from '@timbr-docs/search';
import {engineLoad} from '../files';
import type {WorkerCall, WorkerResponse} from './protocol';
import {workerRpc, type TimeLimit} from '../../../shared/worker-rpc';

/** How long loading the search files may take before search is reported unavailable. */
const LOAD_TIMEOUT_MS = 60_000;

/** Once search is unavailable, it stays so on this page (no retry loop). */
let failure: Error | undefined;
let loaded: Promise<void> | undefined;
const engine = workerRpc<WorkerCall, WorkerResponse>(() => new Worker(new URL('./worker.ts', import.meta.url)), {
  // The worker's script could not be downloaded or run.
  crashed: new Error('The search engine could not start.'),
});

async function send(request: WorkerCall, limit?: TimeLimit): Promise<WorkerResponse & {ok: true}> {
  if (failure) throw failure;
  const response = await engine.call(request, limit).catch((reason: Error) => {
    failure ??= reason;
    throw failure;
  });
  if (!response.ok) throw new Error(response.error);
  return response;
}

/** Starts the worker and has it load the search files; once per page. Rejects with the reason search is unavailable. */
export function loadSearch(docUrl: string, indexUrl: string): Promise<void> {
  loaded ??= send(
    {type: 'load', docUrl, indexUrl},
    {ms: LOAD_TIMEOUT_MS, reason: new Error('The search files took too long to load.')},
  ).then(() => undefined);
  engineLoad.promise = loaded;
  return loaded;
}

/** Searches; the files must have been loaded with loadSearch. */
export async function search(query: string, options: SearchOptions): Promise<SearchResult[]> {
  const response = await send({type: 'search', query, options});
  return response.results ?? [];
}
