/**
 * Client module: search queries the search engine can answer quickly.
 *
 * The search plugin hands the typed text to lunr in a Web Worker. Two kinds of
 * input keep that worker busy for seconds to minutes, during which no search
 * answers at all: very long words (the fuzzy match grows with the square of the
 * word's length) and `*`, which lunr reads as a wildcard over the whole
 * vocabulary (the index holds no `*`: its words are trimmed of punctuation).
 * This module trims what is typed or pasted into a search box before the
 * plugin reads it (a capturing listener on the document runs first). The
 * search page's `?q=` gets the same treatment in src/theme/SearchPage.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {SEARCH_QUERY_MAX_LENGTH} from '@site/src/constants';

export function sanitizeSearchQuery(query: string): string {
  return query.replace(/\*/g, '').slice(0, SEARCH_QUERY_MAX_LENGTH);
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener(
    'input',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.matches('.navbar__search-input, input[type="search"]')) return;
      const query = sanitizeSearchQuery(input.value);
      if (query !== input.value) input.value = query;
    },
    true,
  );
}
