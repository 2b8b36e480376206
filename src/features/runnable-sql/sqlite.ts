/**
 * The embedded database in Node: SQLite compiled to WebAssembly (sql.js), the
 * same build a browser runs. Node only (it loads the WebAssembly file from
 * node_modules).
 */
import {createRequire} from 'node:module';
import {sqliteScript, type SqlDatabase} from '../../semantic-engine';

export interface Database extends SqlDatabase {
  run(sql: string): unknown;
  close(): void;
}

interface SqlJs {
  Database: new () => Database;
}

let sqlJs: Promise<SqlJs> | null = null;

function loadSqlJs(): Promise<SqlJs> {
  if (!sqlJs) {
    const require = createRequire(__filename);
    const init = require('sql.js') as (config?: object) => Promise<SqlJs>;
    sqlJs = init();
  }
  return sqlJs;
}

/** A new in-memory database holding the rows of a MySQL-compatible sample data script. */
export async function openDatabase(mysqlScript: string): Promise<Database> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  db.exec(sqliteScript(mysqlScript));
  return db;
}
