/**
 * What the build plugin (./plugin.ts), the search worker and the search box
 * and page share, in a module of its own: the navbar box
 * (./theme/SearchBar, in every page's main bundle) needs only this much (and
 * the manifest's format tag of @timbr-docs/search) to check the search
 * index's manifest before it enables itself.
 */
import type {SearchSite} from '@timbr-docs/search';
import {BASE_URL, GENERAL_SECTION_LABEL, PRODUCT_ID, SEARCH_QUERY_MAX_LENGTH, SECTIONS} from '../../site';

/**
 * The plugin's name, its folder's as for every feature: the key of the search index manifest's name in the
 * global data (`usePluginData`). Docusaurus also writes it on the search page's `<html>` (`plugin-search`).
 */
export const SEARCH_PLUGIN_NAME = 'search';

/** The site as its search (@timbr-docs/search) knows it, from src/site.ts. */
export const SEARCH_SITE: SearchSite = {
  baseUrl: BASE_URL,
  product: PRODUCT_ID,
  sections: SECTIONS,
  generalLabel: GENERAL_SECTION_LABEL,
  maxQueryLength: SEARCH_QUERY_MAX_LENGTH,
};

/**
 * The engine's latest load of the manifest, once something on the page has
 * started it (./browser/client.ts sets it, keeps it when it fails, and clears
 * it when the worker ends): the navbar box then waits for that, or reads its
 * failure, instead of downloading the manifest a second time (the search page
 * starts the engine at once). The box's "Try again" downloads it again.
 */
export const engineLoad: {promise?: Promise<void>} = {};
