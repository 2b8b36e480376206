/**
 * Marks the searched terms on the page a reader opened from a search result
 * (`?_highlight=<term>`, one per term, as ./ui.tsx writes them): every word of
 * the article whose term is one of them, in <mark>. Loaded only on such
 * pages (src/features/search/browser/search-highlight.ts). The marks are plain elements made
 * from the page's own text: nothing from the address is ever inserted.
 */
import {termOf, wordsAt} from '@timbr-docs/search';

/** At most this many terms are marked (a crafted address cannot make it slow). */
const MAX_TERMS = 20;
const SKIP = new Set(['SCRIPT', 'STYLE', 'MARK', 'TEXTAREA', 'NOSCRIPT']);

export function highlightTerms(root: Element, terms: string[]): number {
  const wanted = new Set(
    terms
      .map((t) => t.toLowerCase())
      .filter(Boolean)
      .slice(0, MAX_TERMS),
  );
  if (wanted.size === 0) return 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement && SKIP.has(node.parentElement.tagName) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  let marked = 0;
  for (const node of nodes) {
    const text = node.data;
    const found = wordsAt(text).filter(({word}) => wanted.has(termOf(word)));
    if (!found.length) continue;
    const fragment = document.createDocumentFragment();
    let at = 0;
    for (const {start, end} of found) {
      if (start > at) fragment.append(text.slice(at, start));
      const mark = document.createElement('mark');
      mark.textContent = text.slice(start, end);
      fragment.append(mark);
      at = end;
      marked += 1;
    }
    if (at < text.length) fragment.append(text.slice(at));
    node.replaceWith(fragment);
  }
  return marked;
}
