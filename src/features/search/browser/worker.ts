/**
 * The search worker: loads the search index's manifest, opens the engine
 * (@timbr-docs/search) on it and answers queries, loading the fragments each
 * query needs, off the page's main thread, so that neither reading the files
 * nor a long query ever blocks the page.
 */
/// <reference lib="webworker" />
import {FragmentEngine} from '@timbr-docs/search';
import {SEARCH_SITE} from '../files';
import type {WorkerRequest, WorkerResponse} from './protocol';

declare const self: DedicatedWorkerGlobalScope;

let engine: Promise<FragmentEngine> | undefined;

/** Opens the engine on the manifest at `manifestUrl`; its fragments are in the same folder, on this site. */
function open(manifestUrl: string): Promise<FragmentEngine> {
  const manifest = new URL(manifestUrl, self.location.href);
  const read = async (name: string): Promise<unknown> => {
    const address = new URL(name, manifest);
    if (address.origin !== self.location.origin) throw new Error('it must come from this site');
    const response = await fetch(address);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new Error('it is not valid JSON');
    }
  };
  return FragmentEngine.open(read, manifest.pathname.split('/').pop()!, SEARCH_SITE);
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const reply = (response: WorkerResponse) => self.postMessage(response);
  const fail = (error: unknown) =>
    reply({id: request.id, ok: false, error: error instanceof Error ? error.message : String(error)});
  if (request.type === 'load') {
    // One engine per worker; a manifest that failed is loaded again on the next request to load (a retry).
    const opening = (engine ??= open(request.manifestUrl));
    opening.then(
      () => reply({id: request.id, ok: true}),
      (error: unknown) => {
        if (engine === opening) engine = undefined;
        fail(error);
      },
    );
  } else if (request.type === 'search') {
    if (!engine) {
      fail(new Error('The search index is not loaded.'));
      return;
    }
    engine
      .then((e) =>
        e.search(request.query, {
          ...request.options,
          onLoading: () => reply({id: request.id, ok: true, loading: true}),
        }),
      )
      .then((results) => reply({id: request.id, ok: true, results}), fail);
  }
});
