/**
 * The sections a reader can narrow search results to: the five top navigation
 * sections (src/constants.ts), each the pages under its folder of `docs/`
 * and any other page its sidebar lists (the playground), as in the llms files.
 * Pages outside them (the home page, the docs root, the changelog) belong to
 * "General", which is shown on results but is not a filter.
 */
import {NAV_SECTIONS} from '../../site';

export interface SearchSection {
  /** Stable id, used in the search page's address (`?section=sql`). */
  id: string;
  label: string;
  /** Route prefix under the site base (`docs/sql/`). */
  prefix: string;
}

const PREFIX_BY_SIDEBAR: Record<(typeof NAV_SECTIONS)[number]['sidebarId'], {id: string; prefix: string}> = {
  gettingStartedSidebar: {id: 'getting-started', prefix: 'docs/getting-started/'},
  paltformSidebar: {id: 'platform', prefix: 'docs/platform/'},
  sqlSidebar: {id: 'sql', prefix: 'docs/sql/'},
  apiSidebar: {id: 'api', prefix: 'docs/api/'},
  integrationsSidebar: {id: 'integration', prefix: 'docs/integration/'},
};

export const SEARCH_SECTIONS: SearchSection[] = NAV_SECTIONS.map(({label, sidebarId}) => ({
  label,
  ...PREFIX_BY_SIDEBAR[sidebarId],
}));

export const GENERAL_SECTION_LABEL = 'General';

/** The section of a page, by its path under the site base; -1 for General. */
export function sectionIndexOf(pathUnderBase: string): number {
  return SEARCH_SECTIONS.findIndex((s) => pathUnderBase.startsWith(s.prefix));
}

/** The section of an id from an address, or undefined for none or an unknown id. */
export function sectionById(id: string | null | undefined): SearchSection | undefined {
  return SEARCH_SECTIONS.find((s) => s.id === id);
}
