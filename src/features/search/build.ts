/**
 * Builds the two search files (./format.ts) from the pages' texts. Pure
 * TypeScript: the build plugin (./plugin.ts) feeds it the built pages as
 * ./pages.ts reads them, and the unit tests feed it small pages of their own.
 */
import {DOC_FORMAT, INDEX_FORMAT, encodeNumbers, type DocFile, type DocPage, type IndexFile} from './format';
import {terms} from './text';
import {GENERAL_SECTION_LABEL, SECTIONS, sectionIndexOf} from '../../site';

/** A page as the index build reads it. */
export interface SourcePage {
  url: string;
  title: string;
  /** Navbar section and sidebar categories, as the page shows them (`Integrations`, `Data sources`). */
  breadcrumb: string[];
  description: string;
  headings: Array<{anchor: string; text: string}>;
  /** Text before the first heading, then the text under each heading (same order as `headings`). */
  texts: string[];
}

/** The breadcrumb to show under the section: the categories, without the navbar section itself. */
function categories(page: SourcePage, section: number): string[] {
  const label = section >= 0 ? SECTIONS[section].label : GENERAL_SECTION_LABEL;
  return page.breadcrumb.filter((b, k) => !(k === 0 && b === label) && b !== page.title);
}

/** Encodes where one term occurs (see IndexFile.postings). */
function encodePosting(occurrences: Map<number, number[]>): string {
  const out: number[] = [];
  let previousPart = 0;
  for (const [part, positions] of [...occurrences].sort((a, b) => a[0] - b[0])) {
    out.push(part - previousPart, positions.length);
    previousPart = part;
    let previous = 0;
    for (const p of positions) {
      out.push(p - previous);
      previous = p;
    }
  }
  return encodeNumbers(out);
}

/** Builds the document file and the index file of `pages`; `build` ties the two together. */
export function buildSearchFiles(pages: SourcePage[], build: string, baseUrl = '/doc/'): {doc: DocFile; index: IndexFile} {
  const sorted = [...pages].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const docPages: DocPage[] = [];
  const parts: number[] = [];
  const byTerm = new Map<string, Map<number, number[]>>();
  let part = 0;
  for (const page of sorted) {
    const byFolder = sectionIndexOf(page.url.startsWith(baseUrl) ? page.url.slice(baseUrl.length) : page.url);
    // A page outside the section folders that a section's sidebar lists (the playground) belongs to that section.
    const section = byFolder >= 0 ? byFolder : SECTIONS.findIndex((s) => s.label === page.breadcrumb[0]);
    const breadcrumb = categories(page, section);
    docPages.push({
      u: page.url,
      t: page.title,
      s: section,
      b: breadcrumb,
      d: page.description,
      h: page.headings.map((h) => [h.anchor, h.text]),
    });
    parts.push(page.texts.length);
    page.texts.forEach((text, k) => {
      terms(text).forEach((term, position) => {
        let occurrences = byTerm.get(term);
        if (!occurrences) byTerm.set(term, (occurrences = new Map()));
        let positions = occurrences.get(part + k);
        if (!positions) occurrences.set(part + k, (positions = []));
        positions.push(position);
      });
    });
    part += page.texts.length;
  }
  const termList = [...byTerm.keys()].sort();
  return {
    doc: {format: DOC_FORMAT, build, pages: docPages},
    index: {
      format: INDEX_FORMAT,
      build,
      parts,
      terms: termList.join(' '),
      postings: termList.map((term) => encodePosting(byTerm.get(term)!)),
    },
  };
}
