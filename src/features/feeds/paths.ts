/**
 * The release feeds (./plugin.ts) and the pages they are made of. Shared by the
 * configuration (head links), the build plugin and the tests; free of Node APIs.
 */
export const ATOM_FEED = 'releases.atom';
export const RSS_FEED = 'releases.rss';
export const FEED_TITLE = 'Timbr releases and what is new';
/** The pages the entries come from, below the base URL. */
export const CHANGELOG_ROUTE = 'docs/general/changelog';
export const WHATS_NEW_ROUTE = 'docs/general/whats_new';
