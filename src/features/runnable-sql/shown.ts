/**
 * The rows of a result as a page shows them (./result.ts): the first rows,
 * each value written as the site writes values, numeric columns flagged.
 * Shared by the build (src/features/runnable-sql/remark.ts) and the queries
 * readers run in the browser, so both show the same table.
 */
import {formatValue, type Value} from '@timbr-docs/sql';
import type {ShownResult} from './result';

export function toShownResult(
  result: {columns: string[]; rows: Value[][]; rowCount: number},
  shownRows: number,
): ShownResult {
  const shown = result.rows.slice(0, shownRows);
  const numeric = result.columns.map(
    (_, c) =>
      shown.some((r) => typeof r[c] === 'number') && shown.every((r) => r[c] === null || typeof r[c] === 'number'),
  );
  return {
    columns: result.columns,
    rows: shown.map((r) => r.map((v) => formatValue(v))),
    numeric,
    rowCount: result.rowCount,
  };
}
