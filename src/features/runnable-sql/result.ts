/**
 * The data a runnable query's result is shown from, shared by the build's
 * remark plugin (src/features/runnable-sql/remark.ts) and the component that
 * shows it (./theme/RunnableResult/index.tsx). It travels in the page's JavaScript as one compact
 * string: a line of column names, a line of alignment flags, the row count,
 * then one line per shown row, values separated by tabs.
 */

/** How many rows of a result a runnable query shows, unless its block asks for more or fewer (`rows=N`). */
export const SHOWN_ROWS = 10;

export interface ShownResult {
  columns: string[];
  /** The first rows, each value already written as the site shows it. */
  rows: string[][];
  /** Per column: right-aligned (numbers). */
  numeric: boolean[];
  /** Rows of the whole result. */
  rowCount: number;
}

const escape = (v: string) => v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');
const unescape = (v: string) => v.replace(/\\(.)/g, (_, c: string) => (c === 't' ? '\t' : c === 'n' ? '\n' : c));
const line = (values: string[]) => values.map(escape).join('\t');
const cells = (text: string) => (text === '' ? [''] : text.split('\t').map(unescape));

export function encodeResult(r: ShownResult): string {
  return [
    line(r.columns),
    r.numeric.map((n) => (n ? '1' : '0')).join(''),
    String(r.rowCount),
    ...r.rows.map(line),
  ].join('\n');
}

export function decodeResult(text: string): ShownResult {
  const [columns, flags, count, ...rows] = text.split('\n');
  return {
    columns: cells(columns),
    numeric: [...flags].map((f) => f === '1'),
    rowCount: Number(count),
    rows: rows.map(cells),
  };
}

/** The row count line: how many rows there are, and how many are shown. */
export function countText(shown: number, rowCount: number, more = false): string {
  const n = (x: number) => x.toLocaleString('en-US');
  if (more) return `First ${n(shown)} of more than ${n(rowCount)} rows (the rest was not read)`;
  if (rowCount === 0) return 'No rows';
  if (rowCount > shown) return `First ${shown} of ${rowCount} rows`;
  return `${rowCount} ${rowCount === 1 ? 'row' : 'rows'}`;
}
