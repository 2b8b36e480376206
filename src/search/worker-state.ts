/**
 * Whether the search worker has been started on this page, in a module of its
 * own: the navbar box (src/theme/SearchBar, in every page's main bundle)
 * reads it without loading what starts the worker (./by-worker, with Comlink).
 */
let started = false;

export function markSearchWorkerStarted(): void {
  started = true;
}

/** Whether the worker has been started on this page (the search page starts it at once). */
export function searchWorkerStarted(): boolean {
  return started;
}
