/**
 * The engine: compiles a Timbr query with the model and runs the generated
 * SQL on an embedded SQLite database (sql.js, the same in Node and in the
 * browser). The database is handed in, already holding the sample data; the
 * engine itself imports nothing from Node or from the DOM.
 */
import {compileQuery, type CompiledQuery} from './compiler';
import {EngineError} from './errors';
import type {Model} from './model';

/** The part of a sql.js `Database` the engine uses. */
export interface SqlDatabase {
  exec(sql: string): {columns: string[]; values: unknown[][]}[];
}

export type Value = string | number | null | Uint8Array;

export interface QueryResult {
  columns: string[];
  rows: Value[][];
  rowCount: number;
  /** The SQL that ran on the embedded database. */
  sql: string;
}

export interface Engine {
  readonly model: Model;
  compile(query: string): CompiledQuery;
  run(query: string): QueryResult;
}

/** Settings the engine needs on its database: case-sensitive LIKE, as in standard SQL. */
export const DATABASE_SETUP = 'PRAGMA case_sensitive_like = ON;';

export function createEngine(model: Model, db: SqlDatabase): Engine {
  db.exec(DATABASE_SETUP);
  return {
    model,
    compile: (query) => compileQuery(model, query),
    run(query) {
      const compiled = compileQuery(model, query);
      let out: {columns: string[]; values: unknown[][]}[];
      try {
        out = db.exec(compiled.sql);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new EngineError('database', 'SQL', `The embedded database rejected the generated SQL: ${message}.`);
      }
      const rows = (out[0]?.values ?? []) as Value[][];
      return {columns: compiled.columns, rows, rowCount: rows.length, sql: compiled.sql};
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
