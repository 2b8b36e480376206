/**
 * The sample data as files: one MySQL-compatible SQL script (which SQLite
 * also runs once its `CREATE DATABASE` lines are turned into attached
 * schemas, see packages/timbr-sql/src/engine.ts) and one CSV file per table.
 * Plain TypeScript without Node modules.
 */
import type {Cell, Column, Dataset, Table} from './generate';

/** Where the files are published, below the site's base URL. */
export const SAMPLE_DATA_DIR = 'sample-data';
export const SAMPLE_SCRIPT_FILE = 'supply-chain.sql';
export const SAMPLE_MODEL_FILE = 'supply-chain-model.sql';

/** The path of a table's CSV file below SAMPLE_DATA_DIR. */
export function csvPath(table: Pick<Table, 'schema' | 'name'>): string {
  return `${table.schema}/${table.name}.csv`;
}

function sqlValue(value: Cell, column: Column): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return /^DECIMAL/.test(column.type) ? value.toFixed(2) : String(value);
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The MySQL script: one database per schema, one table per source table, rows in batches of 200. */
export function toSqlScript(data: Dataset): string {
  const out: string[] = [
    "-- Sample data of the Timbr documentation's supply-chain example.",
    `-- Generated sample data (seed ${data.seed}): the names, amounts and dates are made up.`,
    '-- Load it into MySQL (or MariaDB), then create the model of supply-chain-model.sql in Timbr.',
    '',
  ];
  const schemas = [...new Set(data.tables.map((t) => t.schema))];
  for (const s of schemas) out.push(`CREATE DATABASE IF NOT EXISTS \`${s}\`;`);
  for (const t of data.tables) {
    const name = `\`${t.schema}\`.\`${t.name}\``;
    out.push('', `DROP TABLE IF EXISTS ${name};`);
    out.push(`CREATE TABLE ${name} (${t.columns.map((c) => `\`${c.name}\` ${c.type}`).join(', ')});`);
    for (let i = 0; i < t.rows.length; i += 200) {
      const batch = t.rows.slice(i, i + 200).map((r) => `(${r.map((v, n) => sqlValue(v, t.columns[n])).join(',')})`);
      out.push(
        `INSERT INTO ${name} (${t.columns.map((c) => `\`${c.name}\``).join(',')}) VALUES\n${batch.join(',\n')};`,
      );
    }
  }
  return `${out.join('\n')}\n`;
}

function csvValue(value: Cell, column: Column): string {
  if (value === null) return '';
  if (typeof value === 'number') return /^DECIMAL/.test(column.type) ? value.toFixed(2) : String(value);
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A table as CSV (RFC 4180): a header row with the column names, then the rows; NULL is an empty field. */
export function toCsv(table: Table): string {
  const lines = [table.columns.map((c) => c.name).join(',')];
  for (const r of table.rows) lines.push(r.map((v, n) => csvValue(v, table.columns[n])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
