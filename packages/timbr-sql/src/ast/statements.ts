/**
 * Syntax tree of Timbr SQL, second part: one type per statement of the SQL
 * reference (queries, the model DDL, SHOW, DESCRIBE, CACHE, GRANT/REVOKE),
 * as `parseStatement` returns them. Plain JSON, like ./query.ts.
 */
import type {SourcePosition} from '../errors';
import type {Expr, Query} from './query';

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
