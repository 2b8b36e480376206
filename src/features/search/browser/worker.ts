/**
 * The search worker: downloads the two search files, builds the engine
 * (@timbr-docs/search) and answers queries, off the page's main thread, so that
 * neither parsing the files nor a long query ever blocks the page.
 */
/// <reference lib="webworker" />
import {SearchEngine} from '@timbr-docs/search';
import {SEARCH_SITE} from '../files';
import type {WorkerRequest, WorkerResponse} from './protocol';

declare const self: DedicatedWorkerGlobalScope;

let engine: Promise<SearchEngine> | undefined;

async function download(url: string, what: string): Promise<unknown> {
  const address = new URL(url, self.location.href);
  if (address.origin !== self.location.origin) throw new Error(`The search ${what} file must come from this site.`);
  const response = await fetch(address);
  if (!response.ok) throw new Error(`The search ${what} file could not be loaded (HTTP ${response.status}).`);
  try {
    return await response.json();
  } catch {
    throw new Error(`The search ${what} file is not valid JSON.`);
  }
}

async function load(docUrl: string, indexUrl: string): Promise<SearchEngine> {
  const [doc, index] = await Promise.all([download(docUrl, 'document'), download(indexUrl, 'index')]);
  return new SearchEngine(doc, index, SEARCH_SITE);
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const reply = (response: WorkerResponse) => self.postMessage(response);
  const fail = (error: unknown) =>
    reply({id: request.id, ok: false, error: error instanceof Error ? error.message : String(error)});
  if (request.type === 'load') {
    // One load per worker: a failure stays a failure (no retry loop).
    engine ??= load(request.docUrl, request.indexUrl);
    engine.then(() => reply({id: request.id, ok: true}), fail);
  } else if (request.type === 'search') {
    if (!engine) {
      fail(new Error('The search files are not loaded.'));
      return;
    }
    engine
      .then((e) => reply({id: request.id, ok: true, results: e.search(request.query, request.options)}))
      .catch(fail);
  }
});
