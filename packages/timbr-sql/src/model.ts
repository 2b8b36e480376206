/**
 * The model of a knowledge graph, as the engine uses it: concepts with their
 * properties, keys, labels and relationships, rule-based sub-concepts,
 * measures, calculated properties, mappings and views.
 *
 * `parseModelScript` reads a model script (Timbr DDL) with the one parser,
 * `buildModel` turns its statements into this model. The result is plain
 * JSON: a build can write it to a file and a browser can load it without
 * the parser.
 */
import type {Expr, Query} from './ast/query';
import type {MappingConstraint, Statement} from './ast/statements';
import {EngineError, SqlSyntaxError, positionAt, unsupported, type SourcePosition} from './errors';
import {parseStatement} from './parser/statements';
import {splitStatements} from './tokens/lexer';

export type {MappingConstraint};

export const ROOT_CONCEPT = 'thing';
export const BUILT_IN_COLUMNS = ['entity_id', 'entity_type', 'entity_label'] as const;

export interface PropertyDef {
  name: string;
  type: string;
  /** A calculated property's row expression (`AS SELECT {expression}`). */
  expr?: Expr;
}

export interface MeasureDef {
  name: string;
  type: string;
  expr: Expr;
  where?: Expr;
  pos: SourcePosition;
}

export interface Relationship {
  name: string;
  /** The concept that declares it. */
  concept: string;
  target: string;
  inverse: string;
  /** MULTIREFERENCE (pairs come from many-to-many mappings). */
  many: boolean;
  /** FOREIGN KEY columns on `concept` and the REFERENCES columns on `target`. */
  columns: string[];
  targetColumns: string[];
  transitive: boolean | number;
}

export interface Concept {
  name: string;
  parents: string[];
  /** Properties in the concept's own column list (inherited ones are not repeated here). */
  properties: {name: string; type: string}[];
  measures: string[];
  primaryKey: string[];
  label: string[];
  relationships: Relationship[];
  /** A rule-based sub-concept: `FROM timbr|dtimbr.{parent} WHERE {condition}`. */
  rule?: {schema: 'timbr' | 'dtimbr'; parent: string; where: Expr};
  pos: SourcePosition | null;
}

export interface Mapping {
  name: string;
  /** Concept mapping: the concept it fills. */
  into?: string;
  /** Many-to-many mapping: the relationship and its inverse. */
  constraints?: [MappingConstraint, MappingConstraint];
  query: Query;
  pos: SourcePosition;
}

export interface View {
  name: string;
  kind: 'view' | 'cube';
  query: Query;
  pos: SourcePosition;
}

export interface Model {
  concepts: Record<string, Concept>;
  properties: Record<string, PropertyDef>;
  measures: Record<string, MeasureDef>;
  mappings: Mapping[];
  views: Record<string, View>;
}

/** One statement of a model script: its syntax tree, its text and where it sits in the script. */
export interface ScriptStatement {
  result: Statement;
  /** The statement's text, without its `;`. */
  text: string;
  /** Offset of `text` in the script. */
  offset: number;
  /** Line of the statement's first character (1-based). */
  line: number;
}

/** One-line start of a statement, for messages. */
export function statementStart(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
}

/**
 * Splits a model script into statements and parses each. A syntax error is
 * an EngineError of kind `syntax` with the script's line and column, the
 * file name and the parser's message.
 */
export function parseModelScript(source: string, file = 'model.sql'): ScriptStatement[] {
  return splitStatements(source).map((piece) => {
    try {
      const result = parseStatement(source, {
        start: piece.offset,
        end: piece.offset + piece.text.length,
        checkPaths: true,
      });
      return {result, text: piece.text, offset: piece.offset, line: positionAt(source, piece.offset).line};
    } catch (error) {
      if (!(error instanceof SqlSyntaxError)) throw error;
      throw new EngineError(
        'syntax',
        statementStart(piece.text),
        `${file}: ${error.message}`,
        positionAt(source, error.offset),
      );
    }
  });
}

/** Builds the model from the statements of a script (positions are the script's). */
export function buildModel(statements: readonly {result: Statement}[]): Model {
  const model: Model = {concepts: {}, properties: {}, measures: {}, mappings: [], views: {}};
  model.concepts[ROOT_CONCEPT] = {
    name: ROOT_CONCEPT,
    parents: [],
    properties: [],
    measures: [],
    primaryKey: [],
    label: [],
    relationships: [],
    pos: null,
  };
  for (const {result: r} of statements) {
    const pos = r.pos;
    switch (r.type) {
      case 'create property': {
        const def: PropertyDef = {name: r.name, type: r.dataType};
        if (r.expr) def.expr = r.expr;
        model.properties[r.name] = def;
        break;
      }
      case 'create measure':
        model.measures[r.name] = {name: r.name, type: r.dataType, expr: r.expr, where: r.where, pos};
        break;
      case 'create concept': {
        const concept: Concept = {
          name: r.name,
          parents: r.inherits,
          properties: [],
          measures: [],
          primaryKey: [],
          label: [],
          relationships: [],
          pos,
        };
        for (const e of r.elements) {
          if (e.kind === 'property') concept.properties.push({name: e.name, type: e.dataType});
          else if (e.kind === 'measure') concept.measures.push(e.name);
          else if (e.kind === 'primary key') concept.primaryKey = e.keys;
          else if (e.kind === 'label') concept.label = e.labels;
          else {
            concept.relationships.push({
              name: e.name,
              concept: r.name,
              target: e.target,
              inverse: e.inverse,
              many: e.many,
              columns: e.columns ?? [],
              targetColumns: e.targetColumns ?? [],
              transitive: e.transitive,
            });
          }
        }
        if (r.rule) concept.rule = r.rule;
        model.concepts[r.name] = concept;
        break;
      }
      case 'create mapping': {
        if (!r.query)
          throw unsupported(
            'WITHOUT PARSING',
            `The mapping ${r.name} is passed to its datasource unparsed (WITHOUT PARSING).`,
            pos,
          );
        model.mappings.push({name: r.name, into: r.into, constraints: r.constraints, query: r.query, pos});
        break;
      }
      case 'create ontology view':
      case 'create view':
      case 'create ontology cube':
        model.views[r.name] = {
          name: r.name,
          kind: r.type === 'create ontology cube' ? 'cube' : 'view',
          query: r.query,
          pos,
        };
        break;
      case 'create ontology':
      case 'alter ontology':
        break;
      default:
        throw new EngineError('model', r.type, `A model script holds model statements only; found ${r.type}.`, pos);
    }
  }
  validateModel(model);
  return model;
}

/** Checks the references between the parts of a model; throws a 'model' error on the first problem. */
export function validateModel(model: Model): void {
  const fail = (construct: string, message: string, pos?: SourcePosition | null) => {
    throw new EngineError('model', construct, message, pos);
  };
  for (const c of Object.values(model.concepts)) {
    for (const p of c.parents)
      if (!model.concepts[p]) fail(p, `The concept ${c.name} inherits from ${p}, which is not defined.`, c.pos);
    const props = new Set(allProperties(model, c.name));
    for (const p of props) {
      if ((BUILT_IN_COLUMNS as readonly string[]).includes(p))
        fail(p, `The concept ${c.name} has a property named like a built-in column (${p}).`, c.pos);
    }
    for (const k of [...c.primaryKey, ...c.label])
      if (!props.has(k)) fail(k, `The key or label ${k} of ${c.name} is not one of its properties.`, c.pos);
    for (const m of c.measures)
      if (!model.measures[m]) fail(m, `The concept ${c.name} lists the measure ${m}, which is not defined.`, c.pos);
    for (const r of c.relationships) {
      if (!model.concepts[r.target])
        fail(r.target, `The relationship ${r.name} of ${c.name} points to ${r.target}, which is not defined.`, c.pos);
      for (const col of r.columns)
        if (!props.has(col))
          fail(col, `The relationship ${r.name} uses ${col}, which is not a property of ${c.name}.`, c.pos);
      const targetProps = new Set(allProperties(model, r.target));
      for (const col of r.targetColumns)
        if (!targetProps.has(col))
          fail(col, `The relationship ${r.name} references ${col}, which is not a property of ${r.target}.`, c.pos);
    }
    if (c.rule && !c.parents.includes(c.rule.parent))
      fail(c.rule.parent, `The sub-concept ${c.name} reads ${c.rule.parent}, which is not one of its parents.`, c.pos);
  }
  for (const m of model.mappings) {
    if (m.into && !model.concepts[m.into])
      fail(m.into, `The mapping ${m.name} fills ${m.into}, which is not defined.`, m.pos);
    if (m.into && model.concepts[m.into].rule)
      fail(
        m.into,
        `The mapping ${m.name} fills the sub-concept ${m.into}, which gets its rows from its parent's mappings.`,
        m.pos,
      );
    for (const k of m.constraints ?? []) {
      if (!model.concepts[k.target])
        fail(k.target, `The mapping ${m.name} references ${k.target}, which is not defined.`, m.pos);
      if (k.columns.length !== 1 || k.targetColumns.length !== 1)
        throw unsupported(k.name, `The many-to-many mapping ${m.name} joins on several columns.`, m.pos);
    }
  }
}

/** Ancestors of a concept, nearest first (without the concept itself). */
export function ancestors(model: Model, name: string): string[] {
  const out: string[] = [];
  const visit = (n: string) => {
    for (const p of model.concepts[n]?.parents ?? []) {
      if (!out.includes(p)) {
        out.push(p);
        visit(p);
      }
    }
  };
  visit(name);
  return out;
}

/** True when `name` is `ancestor` or one of its descendants. */
export function isA(model: Model, name: string, ancestor: string): boolean {
  return name === ancestor || ancestors(model, name).includes(ancestor);
}

/** Direct children of a concept, in model order. */
export function children(model: Model, name: string): string[] {
  return Object.values(model.concepts)
    .filter((c) => c.parents.includes(name))
    .map((c) => c.name);
}

/** Descendants of a concept, depth first, in model order. */
export function descendants(model: Model, name: string): string[] {
  const out: string[] = [];
  const visit = (n: string) => {
    for (const c of children(model, n)) {
      if (!out.includes(c)) {
        out.push(c);
        visit(c);
      }
    }
  };
  visit(name);
  return out;
}

/** The properties of a concept in the `timbr` schema: inherited ones first, then its own. */
export function allProperties(model: Model, name: string): string[] {
  const out: string[] = [];
  const add = (n: string) => {
    const c = model.concepts[n];
    if (!c) return;
    for (const p of c.parents) add(p);
    for (const p of c.properties) if (!out.includes(p.name)) out.push(p.name);
  };
  add(name);
  return out;
}

/** The properties of a concept in `etimbr` and `dtimbr`: its own and inherited ones, then those of its sub-concepts. */
export function exhaustiveProperties(model: Model, name: string): string[] {
  const out = allProperties(model, name);
  for (const d of descendants(model, name)) for (const p of allProperties(model, d)) if (!out.includes(p)) out.push(p);
  return out;
}

/** The type of a property as a concept lists it (the nearest definition wins). */
export function propertyType(model: Model, concept: string, property: string): string | undefined {
  for (const n of [concept, ...ancestors(model, concept), ...descendants(model, concept)]) {
    const p = model.concepts[n]?.properties.find((x) => x.name === property);
    if (p) return p.type;
  }
  return model.properties[property]?.type;
}

/** The primary key of a concept: its own, or the nearest ancestor's. */
export function primaryKey(model: Model, name: string): string[] {
  for (const n of [name, ...ancestors(model, name)]) {
    const c = model.concepts[n];
    if (c?.primaryKey.length) return c.primaryKey;
  }
  return [];
}

/** The label properties of a concept: its own, or the nearest ancestor's. */
export function labelOf(model: Model, name: string): string[] {
  for (const n of [name, ...ancestors(model, name)]) {
    const c = model.concepts[n];
    if (c?.label.length) return c.label;
  }
  return [];
}

/** The measures a concept has: its own and its ancestors'. */
export function conceptMeasures(model: Model, name: string): string[] {
  const out: string[] = [];
  for (const n of [name, ...ancestors(model, name)])
    for (const m of model.concepts[n]?.measures ?? []) if (!out.includes(m)) out.push(m);
  return out;
}
