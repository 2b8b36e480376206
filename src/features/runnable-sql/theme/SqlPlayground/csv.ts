import type {Value} from '@timbr-docs/sql';

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function field(value: Value): string {
  if (value === null) return '';
  const text =
    value instanceof Uint8Array
      ? `x'${[...value].map((b) => b.toString(16).padStart(2, '0')).join('')}'`
      : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A result as CSV: a header line, then one line per row, CRLF line ends. */
export function toCsv(columns: string[], rows: Value[][]): string {
  return [columns, ...rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}
