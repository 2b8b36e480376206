/** The query in the playground's address: `#q=` and the query, percent-encoded. */
export function hashOf(query: string): string {
  return `#q=${encodeURIComponent(query)}`;
}

/** The query of an address's hash: `null` when it has none, an Error when it cannot be read. */
export function queryOfHash(hash: string): string | null | Error {
  const m = /^#q=(.*)$/s.exec(hash);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return new Error(
      'The address holds a query that could not be read (it is not valid percent-encoding). The example query is shown instead.',
    );
  }
}
