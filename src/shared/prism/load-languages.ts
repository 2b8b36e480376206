/**
 * Every grammar of PRISM_LANGUAGES, for code a component renders at run time
 * in a language no import has loaded: one chunk (./all-languages), loaded once
 * on demand; listeners hear when it has loaded.
 */
let all: Promise<void> | undefined;
let loads = 0;
const listeners = new Set<() => void>();

/** Loads every grammar of PRISM_LANGUAGES (one chunk), once; listeners hear when done. */
export function loadAllLanguages(): Promise<void> {
  all ??= import(/* webpackChunkName: "prism-languages" */ './all-languages').then(() => {
    loads += 1;
    for (const listener of listeners) listener();
  });
  return all;
}

/** For `useSyncExternalStore`: changes once all grammars have loaded. */
export function subscribeToLanguages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function languagesSnapshot(): number {
  return loads;
}
