/**
 * Syntax tree of Timbr SQL: the queries (expressions, SELECT, compound
 * queries, WITH) and the statements of the SQL reference (model DDL, SHOW,
 * DESCRIBE, CACHE, GRANT/REVOKE), as the one parser (./parser.ts) returns
 * them. Plain JSON (no classes, no functions), so a parsed model can be
 * serialized and loaded in a browser.
 */
// cspell:ignore RLIKE ILIKE
import type {SourcePosition} from './errors';

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

/** A column reference: `name`, `alias`.`name`, or a backticked path such as `rel[target].prop` (see ./paths.ts). */
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

// --------------------------------------------------------------- statements

export interface Tag {
  key: string;
  value: string;
}

export interface OptionPair {
  key: string;
  value: string;
}

/** The data types of the SQL reference, lower case; `decimal` may carry `(p[, s])`. */
export type DataType = string;

export type ConceptElement =
  | {kind: 'property'; name: string; dataType: DataType}
  | {kind: 'measure'; name: string; dataType: DataType}
  | {kind: 'primary key'; keys: string[]}
  | {kind: 'label'; labels: string[]}
  | {
      kind: 'relationship';
      name: string;
      /** MULTIREFERENCE (many-to-many); else FOREIGN KEY ... REFERENCES. */
      many: boolean;
      columns?: string[];
      target: string;
      targetColumns?: string[];
      inverse: string;
      /** TRANSITIVE, with its depth when written. */
      transitive: boolean | number;
    };

export interface MappingConstraint {
  name: string;
  columns: string[];
  target: string;
  targetColumns: string[];
}

interface StatementNode {
  /** Where the statement starts. */
  pos: SourcePosition;
}

interface ModelObject extends StatementNode {
  orReplace: boolean;
  name: string;
}

export interface QueryStatement extends StatementNode {
  type: 'query';
  query: Query;
}

export interface CreateOntology extends StatementNode {
  type: 'create ontology';
  name: string;
  description?: string;
}

export interface CreateProperty extends ModelObject {
  type: 'create property';
  dataType: DataType;
  description?: string;
  tags?: Tag[];
  /** A calculated property: `AS SELECT {row expression}`. */
  expr?: Expr;
}

export interface CreateMeasure extends ModelObject {
  type: 'create measure';
  dataType: DataType;
  description?: string;
  /** `AS SELECT {aggregate} [WHERE {filter}]`. */
  expr: Expr;
  where?: Expr;
}

export interface CreateConcept extends ModelObject {
  type: 'create concept';
  elements: ConceptElement[];
  inherits: string[];
  description?: string;
  tags?: Tag[];
  /** A rule-based sub-concept: `FROM timbr|dtimbr.{parent} WHERE {condition}`. */
  rule?: {schema: 'timbr' | 'dtimbr'; parent: string; where: Expr};
}

export interface CreateMapping extends ModelObject {
  type: 'create mapping';
  /** A concept mapping: the concept it fills. */
  into?: string;
  /** A many-to-many mapping: the relationship and its inverse. */
  constraints?: [MappingConstraint, MappingConstraint];
  using?: string;
  withoutParsing: boolean;
  /** The mapping's query; absent WITHOUT PARSING, where the datasource reads `native`. */
  query?: Query;
  /** The body of a mapping WITHOUT PARSING, as written. */
  native?: {text: string; pos: SourcePosition};
}

export interface CreateOntologyView extends ModelObject {
  type: 'create ontology view';
  using: string;
  description?: string;
  tags?: Tag[];
  query: Query;
}

export interface CreateView extends ModelObject {
  type: 'create view';
  query: Query;
}

export interface CreateOntologyCube extends ModelObject {
  type: 'create ontology cube';
  using: string;
  tags?: Tag[];
  query: Query;
}

export interface AlterOntology extends StatementNode {
  type: 'alter ontology';
  name: string;
  description?: string;
  /** A configuration key and its value (`SET {key} = '{value}'`). */
  key?: string;
  value?: string;
}

export interface AlterConcept extends StatementNode {
  type: 'alter concept';
  name: string;
  tag: string;
  value: string;
}

export interface Show extends StatementNode {
  type: 'show';
  what: 'tables' | 'config' | 'tags' | 'version' | 'concepts' | 'schemas' | 'datasources';
  /** `SHOW TABLES IN {schema}`. */
  schema?: string;
}

export interface DescribeConcept extends StatementNode {
  type: 'describe concept';
  target: {schema: string; name: string};
  options?: OptionPair[];
}

export interface Desc extends StatementNode {
  type: 'desc';
  target: {schema: string; name: string};
}

export interface CacheMapping extends StatementNode {
  type: 'cache mapping';
  name: string;
  using?: string;
  options: OptionPair[];
}

interface Permission extends StatementNode {
  level: 'EDIT' | 'QUERY' | 'ACCESS';
  all: boolean;
  /** The resource path, such as `ontology`.`supply_chain`. */
  resource: string[];
  grantee: {kind: 'USER' | 'ROLE'; name: string};
  withGrantOption: boolean;
}

export interface Grant extends Permission {
  type: 'grant';
}

export interface Revoke extends Permission {
  type: 'revoke';
}

export type Statement =
  | QueryStatement
  | CreateOntology
  | CreateProperty
  | CreateMeasure
  | CreateConcept
  | CreateMapping
  | CreateOntologyView
  | CreateView
  | CreateOntologyCube
  | AlterOntology
  | AlterConcept
  | Show
  | DescribeConcept
  | Desc
  | CacheMapping
  | Grant
  | Revoke;

export type StatementType = Statement['type'];
