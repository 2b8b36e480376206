/** What the box and its list say when the search index (or a fragment a query needs) cannot be loaded. */
export const UNAVAILABLE = 'Search is unavailable: the search index could not be loaded.';
