/**
 * The tiny shop of the engine's tests: its model (fixtures/semantic-engine-shop.sql)
 * and its rows (fixtures/semantic-engine-shop-data.sql, a MySQL script) in a new
 * in-memory SQLite database of sql.js.
 */
import fs from 'node:fs';
import path from 'node:path';
import initSqlJs, {type Database} from 'sql.js';
import {buildModel, parseModelScript, sqliteScript, type Model} from '@timbr-docs/sql';

const FIXTURES = path.join(__dirname, 'fixtures');

/** The model of the shop. */
export function shopModel(): Model {
  const file = 'semantic-engine-shop.sql';
  return buildModel(parseModelScript(fs.readFileSync(path.join(FIXTURES, file), 'utf8'), file));
}

/** The model, and a new database holding the shop's rows. */
export async function openShop(): Promise<{model: Model; db: Database}> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.exec(sqliteScript(fs.readFileSync(path.join(FIXTURES, 'semantic-engine-shop-data.sql'), 'utf8')));
  return {model: shopModel(), db};
}
