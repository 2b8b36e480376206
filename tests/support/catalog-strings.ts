/**
 * Every string of a catalog value (src/features/catalogs/data/), each with where it sits
 * (`athena.parameters[0].meaning` under its catalog): the text a catalog renders into pages, read by the content-claims
 * rules and by the data source troubleshooting test.
 */
export function catalogStrings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => catalogStrings(v, `${at}[${i}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => catalogStrings(v, `${at}.${k}`));
  return [];
}
