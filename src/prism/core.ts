/**
 * Prism's bare core, in manual mode (see ./manual-mode). The languages are
 * added by the theme (src/theme/prism-include-languages), on demand: building
 * the fourteen grammars takes a noticeable slice of a phone's start-up, and
 * most pages have no code block. The theme registers how to load them; the
 * first code block to render (./Highlight), or anything else that reads the
 * grammars, calls `ensureLanguages()` first.
 */
import './manual-mode';
import Prism from 'prismjs/components/prism-core';

let loader: (() => void) | undefined;

/** Called once at start-up by the theme with the function that loads the languages. */
export function registerLanguageLoader(load: () => void): void {
  loader = load;
}

/** Loads the registered languages if that has not been done yet. */
export function ensureLanguages(): void {
  const load = loader;
  loader = undefined;
  load?.();
}

export {Prism};
