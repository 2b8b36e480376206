/**
 * The engine: compiles a Timbr query with the model and runs the generated
 * SQL on an embedded SQLite database (sql.js, the same in Node and in the
 * browser). The database is handed in, already holding the sample data; the
 * engine itself imports nothing from Node or from the DOM.
 *
 * `prepare` lexes and compiles a query once; the prepared query then runs
 * and checks its cuts for ties as often as asked, without lexing or
 * compiling again (the build does both for each runnable block).
 */
import type {Database} from 'sql.js';
import {compileTokens, type CompiledQuery} from './compiler/compile';
import {EngineError} from './errors';
import {formatValue, type Value} from './format';
import type {Model} from './model';
import {tokenize} from './tokens/lexer';

/** The part of a sql.js `Database` the engine uses. */
export type SqlDatabase = Pick<Database, 'exec' | 'prepare'>;

export interface QueryResult {
  columns: string[];
  rows: Value[][];
  rowCount: number;
  /** More rows existed than the row limit of the run. */
  truncated: boolean;
  /** The SQL that ran on the embedded database. */
  sql: string;
}

export interface RunOptions {
  /** Stop after this many rows (the browser's limit); `truncated` says whether more existed. */
  maxRows?: number;
}

/** A cut of a result (LIMIT, OFFSET, or the rows a page shows) that falls inside a tie of ORDER BY. */
export interface TieAtCut {
  /** What cuts the rows. */
  by: 'LIMIT' | 'OFFSET' | 'the rows shown';
  /** The cut falls after this many rows of the ordered result (before OFFSET). */
  after: number;
  /** The ORDER BY items as written, and the value both rows at the cut have for each (none without ORDER BY). */
  keys: {expr: string; value: Value}[];
  /** The sentence that says so, for an error message. */
  message: string;
}

/** A query lexed and compiled once, to run and to check for ties. */
export interface PreparedQuery {
  /** The query as written. */
  readonly query: string;
  /** The SQL that runs and the result column names. */
  readonly compiled: CompiledQuery;
  /** Runs the compiled SQL. */
  run(options?: RunOptions): QueryResult;
  /**
   * Whether a cut of the query's rows falls inside a tie of its ORDER BY, so
   * that another engine (a Timbr server) may keep other rows than this one:
   * the rows on both sides of the cut sort the same and differ. `shownRows`
   * is how many rows of the result a page shows. Null when every cut falls
   * between rows that sort differently (or between identical rows).
   */
  tieAtCut(options: {shownRows: number}): TieAtCut | null;
}

export interface Engine {
  readonly model: Model;
  /** Lexes and compiles a query once (errors are thrown here), for as many runs and tie checks as needed. */
  prepare(query: string): PreparedQuery;
  /** `prepare(query).compiled`. */
  compile(query: string): CompiledQuery;
  /** `prepare(query).run(options)`. */
  run(query: string, options?: RunOptions): QueryResult;
  /** `prepare(query).tieAtCut(options)`. */
  tieAtCut(query: string, options: {shownRows: number}): TieAtCut | null;
}

/** The stages of preparing a query, as `EngineOptions.onStage` reports them. */
export type PrepareStage = 'lex' | 'compile';

export interface EngineOptions {
  /**
   * Called after each stage of preparing a query (its lexing, then its
   * compilation), with the query: a measure of the work an engine does,
   * for tests and benchmarks.
   */
  onStage?: (stage: PrepareStage, query: string) => void;
}

/** Settings the engine needs on its database: case-sensitive LIKE, as in standard SQL. */
export const DATABASE_SETUP = 'PRAGMA case_sensitive_like = ON;';

export function createEngine(model: Model, db: SqlDatabase, {onStage}: EngineOptions = {}): Engine {
  db.exec(DATABASE_SETUP);
  const prepare = (query: string): PreparedQuery => {
    const tokens = tokenize(query);
    onStage?.('lex', query);
    const compiled = compileTokens(model, query, tokens);
    onStage?.('compile', query);
    return {
      query,
      compiled,
      run: (options) => run(db, compiled, options),
      tieAtCut: (options) => tieAtCut(db, compiled, options),
    };
  };
  return {
    model,
    prepare,
    compile: (query) => prepare(query).compiled,
    run: (query, options) => prepare(query).run(options),
    tieAtCut: (query, options) => prepare(query).tieAtCut(options),
  };
}

/** Runs a compiled query: the one loop over result rows, for the build and the browser. */
function run(db: SqlDatabase, compiled: CompiledQuery, {maxRows = Infinity}: RunOptions = {}): QueryResult {
  const rows: Value[][] = [];
  let truncated = false;
  let statement: ReturnType<SqlDatabase['prepare']> | undefined;
  try {
    statement = db.prepare(compiled.sql);
    while (statement.step()) {
      if (rows.length === maxRows) {
        truncated = true;
        break;
      }
      rows.push(statement.get() as Value[]);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failure = new EngineError('database', 'SQL', `The embedded database rejected the generated SQL: ${message}.`);
    failure.sql = compiled.sql;
    throw failure;
  } finally {
    statement?.free();
  }
  return {columns: compiled.columns, rows, rowCount: rows.length, truncated, sql: compiled.sql};
}

/**
 * The first cut of a compiled query's rows that falls inside a tie of its
 * ORDER BY (see PreparedQuery.tieAtCut): its ordered rows read once more
 * without LIMIT and OFFSET, with the sort keys as columns.
 */
function tieAtCut(db: SqlDatabase, compiled: CompiledQuery, {shownRows}: {shownRows: number}): TieAtCut | null {
  const width = compiled.columns.length;
  if (!compiled.ordered) return null;
  const {sql, keys, names, limit, offset = 0} = compiled.ordered;
  const rows = allRows(db, sql);
  const end = limit === undefined ? rows.length : Math.min(rows.length, offset + limit);
  const cuts: {at: number; by: TieAtCut['by']}[] = [];
  if (offset > 0 && offset < rows.length) cuts.push({at: offset, by: 'OFFSET'});
  if (offset + shownRows < end) cuts.push({at: offset + shownRows, by: 'the rows shown'});
  else if (end < rows.length) cuts.push({at: end, by: 'LIMIT'});
  for (const {at, by} of cuts) {
    const key = (r: Value[]) => keys.map((k) => r[k]);
    const same = (a: Value[], b: Value[]) => key(a).every((v, i) => sameValue(v, key(b)[i]));
    if (!same(rows[at - 1], rows[at])) continue;
    let first = at - 1;
    while (first > 0 && same(rows[first - 1], rows[at])) first -= 1;
    let last = at;
    while (last + 1 < rows.length && same(rows[last + 1], rows[at])) last += 1;
    const group = rows.slice(first, last + 1);
    if (group.every((r) => sameRow(r, group[0], width))) continue;
    const tied = names.map((expr, i) => ({expr, value: key(rows[at])[i]}));
    const what = by === 'the rows shown' ? `Showing the first ${shownRows} rows` : by;
    const message = keys.length
      ? `${what} cuts inside a tie of ORDER BY: rows ${at} and ${at + 1} of the ordered result sort the same (${tied.map((t) => `${t.expr} = ${formatValue(t.value)}`).join(', ')}; ${group.length} rows tie), so Timbr may keep other rows. Add a tie-breaker to ORDER BY: a column that tells these rows apart, such as an id.`
      : `${what} cuts a result that has no ORDER BY, so Timbr may return other rows. Add ORDER BY with keys that tell the rows apart.`;
    return {by, after: at, keys: tied, message};
  }
  return null;
}

function allRows(db: SqlDatabase, sql: string): Value[][] {
  const rows: Value[][] = [];
  const statement = db.prepare(sql);
  try {
    while (statement.step()) rows.push(statement.get() as Value[]);
  } finally {
    statement.free();
  }
  return rows;
}

function sameValue(a: Value, b: Value): boolean {
  if (a instanceof Uint8Array || b instanceof Uint8Array) return false;
  return a === b;
}

/** Whether two rows have the same values in their first `width` columns (the result columns). */
function sameRow(a: Value[], b: Value[], width: number): boolean {
  for (let i = 0; i < width; i += 1) if (!sameValue(a[i], b[i])) return false;
  return true;
}

/**
 * Turns the published MySQL script of the sample data into SQL that SQLite
 * runs: each `CREATE DATABASE IF NOT EXISTS` becomes an attached in-memory
 * schema, so `schema`.`table` names work unchanged. The rest of the script is
 * written in the common subset of both databases.
 */
export function sqliteScript(mysqlScript: string): string {
  return mysqlScript.replace(
    /^CREATE DATABASE IF NOT EXISTS `([A-Za-z0-9_]+)`;$/gm,
    'ATTACH DATABASE \':memory:\' AS "$1";',
  );
}
