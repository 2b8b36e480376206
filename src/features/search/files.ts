/**
 * The names and format tags of the two search files, in a module of its own:
 * the navbar box (src/features/search/theme/SearchBar, in every page's main bundle) needs
 * only this much to check the files before it enables itself.
 */

export const DOC_FORMAT = 'timbr-search-doc/2';
export const INDEX_FORMAT = 'timbr-search-index/2';

/** What the build plugin hands the client (usePluginData('timbr-search')). */
export interface SearchFilesData {
  docFile: string;
  indexFile: string;
}

export const SEARCH_PLUGIN_NAME = 'timbr-search';

/**
 * A file of stable name, next to the two search files, that names them
 * (`{"docFile": ..., "indexFile": ...}`): what a program that reads the
 * published site (the docs MCP server, mcp/) fetches first, since the two
 * names change with every build. Revalidated on every use, like the pages.
 */
export const SEARCH_FILES_MANIFEST = 'search-files.json';

/**
 * Whether a downloaded file looks whole and of our format, without parsing
 * it on the main thread (a few hundred KB): it starts with its format tag and
 * ends its object. The engine parses and checks both in full in its worker.
 */
export function looksWhole(text: string, format: typeof DOC_FORMAT | typeof INDEX_FORMAT): boolean {
  return text.startsWith(`{"format":${JSON.stringify(format)},`) && /\]\}\s*$/.test(text);
}

/**
 * The engine's own load of the files, once something on the page has
 * started it (src/features/search/browser/client.ts sets it): the navbar box then waits for
 * that instead of downloading the files a second time (the search page
 * starts the engine at once).
 */
export const engineLoad: {promise?: Promise<void>} = {};
