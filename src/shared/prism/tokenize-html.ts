/**
 * Highlighting into ./static-html's line format: used by the build for every
 * Markdown code block (src/features/highlighter/remark.ts) and, in the browser, only for code
 * a component renders at run time (src/features/highlighter/theme/CodeBlock/Content loads it on
 * demand), so the highlighter stays out of the pages' first visit.
 */
import type PrismNamespace from 'prismjs';
import {normalizeTokens} from './normalize';
import {linesHtml} from './static-html';

/** Highlights `code` as lines of HTML; plain text when Prism has no grammar for the language. */
export function highlightToLines(prism: typeof PrismNamespace, code: string, language: string): string {
  const grammar = prism.languages[language];
  if (grammar == null) return linesHtml(normalizeTokens([code]));
  const env = {code, grammar, language, tokens: [] as (string | PrismNamespace.Token)[]};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return linesHtml(normalizeTokens(env.tokens));
}
