/**
 * The SQL the compiler writes: what a compiled query is, how names and
 * strings are quoted and bodies indented, the items of ORDER BY, and the
 * SELECT of each term of a compound query.
 */
import type {OrderItem, Query, Select} from '../ast/query';
import {unsupported} from '../errors';

export interface CompiledQuery {
  /** The SQL that runs on the embedded database (SQLite). */
  sql: string;
  /** The names of the result columns, as Timbr names them (aliases, or the column or path as written). */
  columns: string[];
  /**
   * The same rows in the same order, without LIMIT and OFFSET, with the sort
   * keys of ORDER BY readable in each row (`keys` are column indexes, none
   * without ORDER BY; keys that are not result columns are extra columns
   * after them), and the ORDER BY items as written (`names`). It lets a
   * caller see the rows on both sides of a cut.
   */
  ordered?: {sql: string; keys: number[]; names: string[]; limit?: number; offset?: number};
}

/** A quoted identifier of the generated SQL. */
export const id = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** A string literal of the generated SQL. */
export const str = (s: string) => `'${s.replace(/'/g, "''")}'`;

export const indent = (sql: string, by = '  ') =>
  sql
    .split('\n')
    .map((l) => by + l)
    .join('\n');

/** One item of ORDER BY in the generated SQL: the compiled expression (or position) with its direction. */
export function orderSql(target: string, o: OrderItem): string {
  return `${target}${o.desc ? ' DESC' : ''}${o.nulls ? ` NULLS ${o.nulls}` : ''}`;
}

/** The SELECT of a term of a compound query; a query in parentheses with more than a SELECT is refused. */
export function termSelect(term: Select | Query): Select {
  if (term.k === 'select') return term;
  throw unsupported(
    '( ... )',
    'A parenthesised query with UNION, ORDER BY or LIMIT inside a compound query is not part of the sample engine.',
    term.pos,
  );
}
