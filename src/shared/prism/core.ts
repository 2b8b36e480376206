/**
 * Prism's bare core, in manual mode (see ./manual-mode). No grammar is built
 * in: Markdown code blocks are highlighted at build time (../remark-highlight);
 * in the browser, the query editor imports the SQL grammar, and
 * `loadAllLanguages` serves code a component renders at run time.
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
