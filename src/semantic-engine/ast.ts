/**
 * Syntax tree of the SQL the engine reads. Plain JSON (no classes, no
 * functions), so a parsed model can be serialized and loaded in a browser.
 */
import type {SourcePosition} from './errors';

export type Expr =
  | ColumnRef
  | Literal
  | Star
  | Binary
  | Unary
  | FunctionCall
  | Cast
  | Case
  | InExpr
  | Between
  | Like
  | IsNull
  | Exists
  | SubqueryExpr;

interface Node {
  /** Where the expression starts, and its source text (for error messages and default column names). */
  pos: SourcePosition;
  text: string;
}

/** A column reference: `name`, `alias`.`name`, or a backticked path such as `rel[target].prop`. */
export interface ColumnRef extends Node {
  k: 'col';
  /** The identifier as written, without backticks. A path keeps its brackets and dots. */
  name: string;
  /** A table qualifier (`t`.`name`), if any. */
  qualifier?: string;
  /** True when the last part was in backticks. */
  quoted: boolean;
}

export interface Literal extends Node {
  k: 'lit';
  type: 'string' | 'number' | 'null' | 'boolean';
  value: string | number | boolean | null;
}

export interface Star extends Node {
  k: 'star';
  qualifier?: string;
}

export interface Binary extends Node {
  k: 'bin';
  /** Upper case: AND, OR, =, <>, <, <=, >, >=, +, -, *, /, %, ||. */
  op: string;
  left: Expr;
  right: Expr;
}

export interface Unary extends Node {
  k: 'un';
  op: 'NOT' | '-' | '+';
  expr: Expr;
}

export interface FunctionCall extends Node {
  k: 'fn';
  /** Upper case. */
  name: string;
  args: Expr[];
  distinct: boolean;
  /** COUNT(*). */
  star: boolean;
  /** Aggregate `FILTER (WHERE ...)`. */
  filter?: Expr;
  /** `OVER (...)` was written (window function); the engine refuses it. */
  over?: boolean;
}

export interface Cast extends Node {
  k: 'cast';
  expr: Expr;
  /** Upper case type name as written, e.g. DATE, SIGNED, DECIMAL(10,2). */
  type: string;
}

export interface Case extends Node {
  k: 'case';
  base?: Expr;
  whens: {when: Expr; then: Expr}[];
  else?: Expr;
}

export interface InExpr extends Node {
  k: 'in';
  expr: Expr;
  not: boolean;
  list?: Expr[];
  query?: Query;
}

export interface Between extends Node {
  k: 'between';
  expr: Expr;
  not: boolean;
  low: Expr;
  high: Expr;
}

export interface Like extends Node {
  k: 'like';
  expr: Expr;
  not: boolean;
  pattern: Expr;
}

export interface IsNull extends Node {
  k: 'isnull';
  expr: Expr;
  not: boolean;
}

export interface Exists extends Node {
  k: 'exists';
  query: Query;
}

export interface SubqueryExpr extends Node {
  k: 'subquery';
  query: Query;
}

export interface SelectItem {
  expr: Expr;
  alias?: string;
}

export interface TableRef {
  pos: SourcePosition;
  /** Schema as written (`dtimbr`), if any. */
  schema?: string;
  /** Table, concept or view name. */
  name?: string;
  /** A sub-query in FROM. */
  query?: Query;
  alias?: string;
}

export interface OrderItem {
  expr: Expr;
  desc: boolean;
  nulls?: 'FIRST' | 'LAST';
}

export interface Select {
  k: 'select';
  pos: SourcePosition;
  distinct: boolean;
  items: SelectItem[];
  from?: TableRef;
  /** Joined tables (written JOINs); the engine refuses them between concepts. */
  joins: {pos: SourcePosition; kind: string; table: TableRef; on?: Expr}[];
  where?: Expr;
  groupBy: Expr[];
  having?: Expr;
}

/** A query: one SELECT or a compound (UNION [ALL]) of them, with ORDER BY and LIMIT. */
export interface Query {
  k: 'query';
  pos: SourcePosition;
  /** The first SELECT and, for a compound, the others with their operators. */
  body: Select;
  compound: {op: 'UNION' | 'UNION ALL' | 'INTERSECT' | 'EXCEPT'; select: Select}[];
  orderBy: OrderItem[];
  limit?: number;
  offset?: number;
}
