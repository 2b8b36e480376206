/**
 * What the navbar box (src/features/search/theme/SearchBar) and the search page
 * (src/features/search/theme/SearchPage) show of a result, the same way: where it lives
 * (section and page), the heading it leads to, a snippet of the text that
 * matched, the query's words marked.
 */
import React, {type ReactNode} from 'react';
import {matchedRanges, type SearchResult} from '@timbr-docs/search';
import {SECTIONS} from '../../../site';

/** `text` with the words whose term is one of `terms` in <mark>. */
export function Highlighted({text, terms}: {text: string; terms: string[]}): ReactNode {
  const out: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of matchedRanges(text, terms)) {
    if (start > at) out.push(text.slice(at, start));
    out.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) out.push(text.slice(at));
  return <>{out}</>;
}

/** Where a result leads, with its terms to highlight on the page (`?_highlight=`, read by src/features/search/browser/search-highlight.ts). */
export function resultHref(result: SearchResult): string {
  const params = new URLSearchParams();
  for (const term of result.terms) params.append('_highlight', term);
  const hash = result.url.slice(result.page.length);
  return `${result.page}?${params.toString()}${hash}`;
}

/** "Section › Category › Page" above a result that leads to a heading; "Section › Category" above one that leads to the page. */
export function resultPlace(result: SearchResult): string {
  return [result.section, ...result.breadcrumb, ...(result.heading ? [result.title] : [])].join(' › ');
}

/** The line a result is named by: its heading, or the page's title. */
export const resultName = (result: SearchResult): string => result.heading ?? result.title;

/** The options of a section filter: every section, then each one (the navbar list and the search page). */
export function SectionOptions(): ReactNode {
  return (
    <>
      <option value="">All sections</option>
      {SECTIONS.map((s) => (
        <option key={s.id} value={s.id}>
          {s.label}
        </option>
      ))}
    </>
  );
}
