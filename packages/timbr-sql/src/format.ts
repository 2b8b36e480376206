/**
 * How result values are written on the site (the tables under runnable
 * examples, and later the browser's results): NULL as `NULL`, whole numbers
 * as they are, other numbers with two decimals, text as it is.
 */
/** A value of a result's cell. */
export type Value = string | number | null | Uint8Array;

export function formatValue(value: Value): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return String(value);
    return value.toFixed(2);
  }
  if (value instanceof Uint8Array) return `(${value.length} bytes)`;
  return String(value);
}

/** True when a value is shown right-aligned (numbers). */
export function isNumeric(value: Value): boolean {
  return typeof value === 'number';
}
