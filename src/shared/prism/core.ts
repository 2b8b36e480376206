/**
 * Prism's bare core, in manual mode (see ./manual-mode). No grammar is built
 * in: each page imports the grammars its code blocks use (the imports are
 * added at build time by ../remark-grammars), so a page's
 * first visit carries only those, and they are there, synchronously, when a
 * page reached by a link renders. `loadAllLanguages` is the fallback for
 * code that highlights text no page import covers.
 */
import './manual-mode';
import Prism from 'prismjs/components/prism-core';

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

export {Prism};
