/**
 * Highlighting in the browser, for code no build has highlighted (a component
 * renders it at run time, such as the SQL of a query a reader ran).
 * src/features/highlighter/theme/CodeBlock/Content imports this module on demand.
 */
import {Prism} from './core';
import {loadAllLanguages} from './load-languages';
import {highlightToLines} from './tokenize-html';
import {UNHIGHLIGHTED_LANGUAGES} from './languages';

export async function highlightInBrowser(code: string, language: string): Promise<string> {
  if (Prism.languages[language] == null && !UNHIGHLIGHTED_LANGUAGES.includes(language)) await loadAllLanguages();
  return highlightToLines(Prism, code, language);
}
