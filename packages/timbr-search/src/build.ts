/**
 * Builds the two search files (./format.ts) from the pages' texts. Pure
 * TypeScript: the site's build plugin feeds it the built pages as it reads
 * them, and the tests feed it small pages of their own.
 */
import {DOC_FORMAT, INDEX_FORMAT, type DocFile, type DocPage, type IndexFile} from './format';
import {learnAbbreviations} from './abbreviations';
import {sectionIndexOf, sectionLabel, type SearchSite} from './site';

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
  /** The parts (0: before the first heading, k: under heading k) that are lists of links to other pages. */
  linkLists?: number[];
}

/** The breadcrumb to show under the section: the categories, without the navbar section itself. */
function categories(site: SearchSite, page: SourcePage, section: number): string[] {
  const label = sectionLabel(site, section);
  return page.breadcrumb.filter((b, k) => !(k === 0 && b === label) && b !== page.title);
}

/** Shortest text stored once and referred to by its index when another part repeats it (shorter ones cost less as text). */
const SHARED_TEXT_MIN_LENGTH = 64;

/** Text as the index stores it: white space collapsed. */
const condensed = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The `parts` and `texts` of an index file (./format.ts IndexFile) holding
 * `pages`, the texts of each page's parts in order, white space condensed: a
 * text at least SHARED_TEXT_MIN_LENGTH long that an earlier part has is
 * stored as that part's number.
 */
export function packTexts(pages: ReadonlyArray<readonly string[]>): Pick<IndexFile, 'parts' | 'texts'> {
  const parts: number[] = [];
  const texts: Array<string | number> = [];
  const firstOf = new Map<string, number>();
  for (const page of pages) {
    parts.push(page.length);
    for (const text of page) {
      const first = firstOf.get(text);
      if (first !== undefined) {
        texts.push(first);
        continue;
      }
      if (text.length >= SHARED_TEXT_MIN_LENGTH) firstOf.set(text, texts.length);
      texts.push(text);
    }
  }
  return {parts, texts};
}

/** Builds the document file and the index file of `pages` on `site`; `build` ties the two together. */
export function buildSearchFiles(
  pages: SourcePage[],
  build: string,
  site: SearchSite,
): {doc: DocFile; index: IndexFile} {
  const {baseUrl} = site;
  const sorted = [...pages].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const docPages: DocPage[] = [];
  for (const page of sorted) {
    const byFolder = sectionIndexOf(site, page.url.startsWith(baseUrl) ? page.url.slice(baseUrl.length) : page.url);
    // A page outside the section folders that a section's sidebar lists (the playground) belongs to that section.
    const section = byFolder >= 0 ? byFolder : site.sections.findIndex((s) => s.label === page.breadcrumb[0]);
    const breadcrumb = categories(site, page, section);
    docPages.push({
      u: page.url,
      t: page.title,
      s: section,
      b: breadcrumb,
      d: page.description,
      h: page.headings.map((h) => [h.anchor, h.text]),
      ...(page.linkLists?.length ? {l: page.linkLists} : {}),
    });
  }
  const {parts, texts} = packTexts(sorted.map((page) => page.texts.map(condensed)));
  const abbreviations = learnAbbreviations(
    sorted.flatMap((p) => [p.title, p.description, ...p.headings.map((h) => h.text), ...p.texts]),
  );
  return {
    doc: {format: DOC_FORMAT, build, pages: docPages, abbreviations},
    index: {format: INDEX_FORMAT, build, parts, texts},
  };
}
