/**
 * Pages that show the text of another page (one source, two routes), each
 * with the original it names canonical. tests/e2e/canonical.spec.ts checks the
 * shared text; the crawl checks every page's canonical address against this.
 */
export const COPIES: [copy: string, canonical: string][] = [
  [
    '/doc/docs/getting-started/integration/datasources/mysql/overview',
    '/doc/docs/integration/datasources/mysql/overview',
  ],
  ['/doc/docs/api/python-api-connector', '/doc/docs/integration/python/python_http'],
  ['/doc/docs/api/python-jdbc-connector', '/doc/docs/integration/python/python_jdbc'],
  ['/doc/docs/api/python-sqlalchemy-connector', '/doc/docs/integration/python/python_sqlalchemy'],
];

/** The canonical path of a page: its own, or the original's for a copy. */
export function canonicalPathOf(path: string): string {
  return new Map(COPIES).get(path) ?? path;
}
