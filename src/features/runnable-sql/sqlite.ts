/**
 * The embedded database in Node: SQLite compiled to WebAssembly (sql.js), the
 * same build a browser runs. Node only (it loads the WebAssembly file from
 * node_modules).
 */
import initSqlJs, {type Database, type SqlJsStatic} from 'sql.js';
import {sqliteScript} from '@timbr-docs/sql';

let sqlJs: Promise<SqlJsStatic> | null = null;

/** A new in-memory database holding the rows of a MySQL-compatible sample data script. */
export async function openDatabase(mysqlScript: string): Promise<Database> {
  sqlJs ??= initSqlJs();
  const SQL = await sqlJs;
  const db = new SQL.Database();
  db.exec(sqliteScript(mysqlScript));
  return db;
}
