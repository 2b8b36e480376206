/**
 * The page's side of the search worker (./worker.ts): one worker per page,
 * started by the first caller (the navbar box when a reader reaches for it,
 * the search page when it opens), shared by both.
 */
import type {SearchOptions, SearchResult} from '../engine';
import {engineLoad} from '../files';
import type {WorkerCall, WorkerRequest, WorkerResponse} from './protocol';

/** How long loading the search files may take before search is reported unavailable. */
const LOAD_TIMEOUT_MS = 60_000;

let worker: Worker | undefined;
let loaded: Promise<void> | undefined;
let failure: Error | undefined;
let nextId = 1;
const pending = new Map<number, {resolve: (r: WorkerResponse & {ok: true}) => void; reject: (e: Error) => void}>();

function failAll(error: Error): void {
  failure ??= error;
  for (const {reject} of pending.values()) reject(failure);
  pending.clear();
}

function send(request: WorkerCall): Promise<WorkerResponse & {ok: true}> {
  if (failure) return Promise.reject(failure);
  if (!worker) {
    worker = new Worker(new URL('./worker.ts', import.meta.url));
    // The worker's script could not be downloaded or run.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      failAll(new Error('The search engine could not start.'));
    });
    worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
      const response = event.data;
      const waiting = pending.get(response.id);
      if (!waiting) return;
      pending.delete(response.id);
      if (response.ok) waiting.resolve(response);
      else waiting.reject(new Error(response.error));
    });
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, {resolve, reject});
    worker!.postMessage({...request, id} satisfies WorkerRequest);
  });
}

/** Starts the worker and has it load the search files; once per page. Rejects with the reason search is unavailable. */
export function loadSearch(docUrl: string, indexUrl: string): Promise<void> {
  loaded ??= new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error('The search files took too long to load.');
      failAll(error);
      reject(error);
    }, LOAD_TIMEOUT_MS);
    send({type: 'load', docUrl, indexUrl}).then(
      () => resolve(),
      (error: Error) => reject(error),
    ).finally(() => clearTimeout(timer));
  });
  engineLoad.promise = loaded;
  return loaded;
}

/** Searches; the files must have been loaded with loadSearch. */
export async function search(query: string, options: SearchOptions): Promise<SearchResult[]> {
  const response = await send({type: 'search', query, options});
  return response.results ?? [];
}
