/**
 * What the search files and the ranking know of the site they search. The
 * package holds no site of its own: whoever builds the files or loads the
 * engine passes the site's values (the documentation site and the MCP server
 * take them from src/site.ts).
 */

/** A section of the site's navbar. */
export interface SearchSection {
  /** Stable id, what the section filter names (`sql`). */
  id: string;
  /** What results show as their section (`SQL Reference`). */
  label: string;
  /** Its folder below the base address (`docs/sql/`): the pages under it belong to the section. */
  prefix: string;
}

export interface SearchSite {
  /** The site's base address (`/doc/`): the page at that address is the home page. */
  baseUrl: string;
  /** The product's name, one word (`timbr`): every page is about it, so it counts as part of every title. */
  product: string;
  /** The sections, in order: a page's `s` in the document file is its index in this list. */
  sections: readonly SearchSection[];
  /** What a page outside the sections is shown under (`General`). */
  generalLabel: string;
  /** Longest query read, in characters: the rest of a longer one is ignored. */
  maxQueryLength: number;
}

/** The index in `site.sections` of a page's section, by its path below the base address (`docs/sql/views`); -1 for none. */
export function sectionIndexOf(site: SearchSite, pathUnderBase: string): number {
  return site.sections.findIndex((s) => pathUnderBase.startsWith(s.prefix));
}

/** The label a page of section index `s` (from the document file) is shown under. */
export function sectionLabel(site: SearchSite, s: number): string {
  return s >= 0 && s < site.sections.length ? site.sections[s].label : site.generalLabel;
}
