/**
 * Syntax tree of Timbr SQL, first part: expressions and queries (SELECT,
 * compound queries, WITH), as the parser (../parser/) returns them; the
 * statements that hold them are in ./statements.ts. Plain JSON (no classes,
 * no functions), so a parsed model can be serialized and loaded in a
 * browser.
 */
// cspell:ignore RLIKE ILIKE
import type {SourcePosition} from '../errors';

// ------------------------------------------------------------- expressions

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
  | SubqueryExpr
  | Interval
  | RowValue
  | Subscript;

interface Node {
  /** Where the expression starts, and its source text (for error messages and default column names). */
  pos: SourcePosition;
  text: string;
}

/** A column reference: `name`, `alias`.`name`, or a backticked path such as `rel[target].prop` (see ../parser/paths.ts). */
export interface ColumnRef extends Node {
  k: 'col';
  /** The identifier as written, without backticks. A path keeps its brackets and dots. */
  name: string;
  /** A table qualifier (`t`.`name`), if any; bare dotted words `a.b.c` give the qualifier `a.b`. */
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
  /** Upper case: AND, OR, =, <>, <, <=, >, >=, <=>, +, -, *, /, %, ||. */
  op: string;
  left: Expr;
  right: Expr;
}

export interface Unary extends Node {
  k: 'un';
  op: 'NOT' | '-' | '+';
  expr: Expr;
}

/** `OVER (PARTITION BY ... ORDER BY ... ROWS|RANGE ...)`, or `OVER name`. */
export interface WindowSpec {
  name?: string;
  partitionBy: Expr[];
  orderBy: OrderItem[];
  /** The frame as written, such as `ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW`. */
  frame?: string;
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
  /** A window function's `OVER` clause. */
  over?: WindowSpec;
}

export interface Cast extends Node {
  k: 'cast';
  expr: Expr;
  /** Upper case type name as written, without spaces, e.g. DATE, SIGNED, DECIMAL(10,2). */
  type: string;
  /** How it was written, when not `CAST(x AS type)`: `x::type` or `TRY_CAST(x AS type)`. */
  syntax?: '::' | 'TRY_CAST';
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
  /** The operator, when not LIKE. */
  op?: 'ILIKE' | 'RLIKE' | 'REGEXP';
  escape?: Expr;
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

/** `INTERVAL '1' DAY`, `INTERVAL 3 MONTH`. */
export interface Interval extends Node {
  k: 'interval';
  value: Expr;
  /** Upper case. */
  unit: string;
}

/** A row value `(a, b)`. */
export interface RowValue extends Node {
  k: 'row';
  items: Expr[];
}

/** `expr[index]` (an array element or a map value). */
export interface Subscript extends Node {
  k: 'subscript';
  expr: Expr;
  index: Expr;
}

// ------------------------------------------------------------------ queries

export interface SelectItem {
  expr: Expr;
  alias?: string;
}

export interface TableRef {
  pos: SourcePosition;
  /** Catalog of a three-part name (`catalog`.`schema`.`table`), if any. */
  catalog?: string;
  /** Schema as written (`dtimbr`), if any. */
  schema?: string;
  /** Table, concept or view name. */
  name?: string;
  /** The arguments of a table function, such as a graph algorithm of `gtimbr`. */
  args?: Expr[];
  /** A sub-query in FROM. */
  query?: Query;
  alias?: string;
  /** Column names after the alias: `AS t (a, b)`. */
  columns?: string[];
}

export interface Join {
  pos: SourcePosition;
  /** INNER, LEFT, RIGHT, FULL, CROSS, LEFT SEMI, LEFT ANTI; NATURAL before them when written. */
  kind: string;
  table: TableRef;
  on?: Expr;
  using?: string[];
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
  /** Joined tables (written JOINs, and tables after a comma); the engine refuses them between concepts. */
  joins: Join[];
  where?: Expr;
  groupBy: Expr[];
  having?: Expr;
}

/** A common table expression of `WITH`. */
export interface CommonTable {
  pos: SourcePosition;
  name: string;
  columns?: string[];
  query: Query;
}

export type SetOperator = 'UNION' | 'UNION ALL' | 'INTERSECT' | 'EXCEPT';

/**
 * A query: one SELECT or a compound (UNION [ALL], INTERSECT, EXCEPT) of
 * them, with WITH, ORDER BY and LIMIT. A term in parentheses is its SELECT
 * when it has nothing else, and the whole query otherwise.
 */
export interface Query {
  k: 'query';
  pos: SourcePosition;
  with?: {recursive: boolean; tables: CommonTable[]};
  /** The first term and, for a compound, the others with their operators. */
  body: Select | Query;
  compound: {op: SetOperator; select: Select | Query}[];
  orderBy: OrderItem[];
  limit?: number;
  offset?: number;
}
