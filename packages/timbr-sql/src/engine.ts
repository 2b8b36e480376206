/**
 * The engine: compiles a Timbr query with the model and runs the generated
 * SQL on an embedded SQLite database (sql.js, the same in Node and in the
 * browser). The database is handed in, already holding the sample data; the
 * engine itself imports nothing from Node or from the DOM.
 */
import type {Database} from 'sql.js';
import {compileQuery, type CompiledQuery} from './compiler';
import {EngineError} from './errors';
import type {Model} from './model';

/** The part of a sql.js `Database` the engine uses. */
export type SqlDatabase = Pick<Database, 'exec' | 'prepare'>;

export type Value = string | number | null | Uint8Array;

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

export interface Engine {
  readonly model: Model;
  compile(query: string): CompiledQuery;
  run(query: string, options?: RunOptions): QueryResult;
}

/** Settings the engine needs on its database: case-sensitive LIKE, as in standard SQL. */
export const DATABASE_SETUP = 'PRAGMA case_sensitive_like = ON;';

export function createEngine(model: Model, db: SqlDatabase): Engine {
  db.exec(DATABASE_SETUP);
  return {
    model,
    compile: (query) => compileQuery(model, query),
    run(query, {maxRows = Infinity} = {}) {
      const compiled = compileQuery(model, query);
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
    },
  };
}

/**
 * Turns the published MySQL script of the sample data into SQL that SQLite
 * runs: each `CREATE DATABASE IF NOT EXISTS` becomes an attached in-memory
 * schema, so `schema`.`table` names work unchanged. The rest of the script is
 * written in the common subset of both databases.
 */
export function sqliteScript(mysqlScript: string): string {
  return mysqlScript.replace(/^CREATE DATABASE IF NOT EXISTS `([A-Za-z0-9_]+)`;$/gm, "ATTACH DATABASE ':memory:' AS \"$1\";");
}
