/**
 * The search index file as the navbar box sees it on the main thread
 * (src/theme/SearchBar), in a module of its own so that it does not bring
 * lunr along (./index-format does).
 */

/** The version tag the file starts with: `{"format":"timbr-search/1",…`. */
export const INDEX_FORMAT = 'timbr-search/1';

/**
 * Whether a downloaded index is all there and of our format, without parsing
 * 800 KB on the main thread: it starts with the format tag and ends its
 * object. The worker parses and checks it in full when search starts.
 */
export function isWholeIndexText(text: string): boolean {
  return text.startsWith(`{"format":${JSON.stringify(INDEX_FORMAT)},"parts":[`) && /\]\}\s*$/.test(text);
}
