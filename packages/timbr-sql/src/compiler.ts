/**
 * Compiles a Timbr query into plain SQL for the embedded database.
 *
 * Every concept becomes a common table expression (CTE) built from the
 * model: the UNION ALL of the mappings that fill it and its mapped
 * sub-concepts, or, for a rule-based sub-concept, its parent's rows filtered
 * by the rule. A many-to-many relationship becomes a CTE of key pairs (the
 * UNION ALL of the mappings with its two constraints). Relationship paths
 * become LEFT JOINs from the concept in FROM, one per distinct path prefix;
 * measures become the aggregates of their definitions. Anything outside the
 * documented semantics is refused with an error that names it.
 */
import type {ColumnRef, Expr, FunctionCall, OrderItem, Query, Select, TableRef} from './ast';
import {EngineError, SqlSyntaxError, unsupported, type SourcePosition} from './errors';
import {AGGREGATES, translateCast, translateFunction} from './functions';
import {
  BUILT_IN_COLUMNS,
  allProperties,
  ancestors,
  children,
  conceptMeasures,
  descendants,
  exhaustiveProperties,
  isA,
  labelOf,
  primaryKey,
  type Concept,
  type Mapping,
  type Model,
  type Relationship,
} from './model';
import {tokenize} from './lexer';
import {parseStatement} from './parser';
import {invalidPathMessage, readIdentifier, type Hop} from './paths';

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

/** The schemas a concept can be read from. */
type ConceptSchema = 'timbr' | 'etimbr' | 'dtimbr';

const CONCEPT_SCHEMAS = new Set<string>(['timbr', 'etimbr', 'dtimbr']);

/** A quoted identifier of the generated SQL. */
const id = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** A string literal of the generated SQL. */
const str = (s: string) => `'${s.replace(/'/g, "''")}'`;

const indent = (sql: string, by = '  ') =>
  sql
    .split('\n')
    .map((l) => by + l)
    .join('\n');

interface Ctx {
  clause: 'select' | 'where' | 'group' | 'having' | 'order' | 'on' | 'source' | 'measure' | 'rule';
  inAggregate: boolean;
}

interface ExprScope {
  column(ref: ColumnRef, ctx: Ctx): string;
  subquery(query: Query, at: SourcePosition): string;
  /** Special compilation of an aggregate call (measures); undefined falls back to the default. */
  aggregate?(call: FunctionCall, ctx: Ctx): string | undefined;
  /** Called for every aggregate compiled at this query level. */
  onAggregate?(call: FunctionCall): void;
  /** Compiled SQL of each node, for the GROUP BY check. */
  cache?: Map<Expr, string>;
}

/** Compiles an expression with a scope that resolves its column references. */
function compileExpr(e: Expr, scope: ExprScope, ctx: Ctx): string {
  const sql = compileNode(e, scope, ctx);
  scope.cache?.set(e, sql);
  return sql;
}

function compileNode(e: Expr, scope: ExprScope, ctx: Ctx): string {
  const sub = (x: Expr, c: Ctx = ctx) => compileExpr(x, scope, c);
  switch (e.k) {
    case 'col':
      return scope.column(e, ctx);
    case 'lit':
      if (e.type === 'number') return String(e.value);
      if (e.type === 'string') return str(String(e.value));
      if (e.type === 'boolean') return e.value ? '1' : '0';
      return 'NULL';
    case 'star':
      throw new EngineError('semantic', e.text, `${e.text} is only allowed as COUNT(*) or as the select list.`, e.pos);
    case 'bin': {
      if (e.op === '<=>')
        throw unsupported('<=>', 'The null-safe equality operator <=> is not part of the sample engine.', e.pos);
      const l = sub(e.left);
      const r = sub(e.right);
      if (e.op === '/') return `(CAST(${l} AS REAL) / ${r})`;
      return `(${l} ${e.op} ${r})`;
    }
    case 'un':
      return e.op === 'NOT' ? `(NOT ${sub(e.expr)})` : `(${e.op}${sub(e.expr)})`;
    case 'fn': {
      if (AGGREGATES.has(e.name)) {
        if (ctx.inAggregate)
          throw new EngineError('semantic', e.text, `An aggregate cannot contain another aggregate: ${e.text}.`, e.pos);
        if (ctx.clause === 'where' || ctx.clause === 'group' || ctx.clause === 'on' || ctx.clause === 'rule') {
          throw new EngineError(
            'semantic',
            e.text,
            `Aggregates are not allowed in ${ctx.clause === 'group' ? 'GROUP BY' : ctx.clause === 'rule' ? 'a sub-concept rule' : 'WHERE'}: ${e.text}.`,
            e.pos,
          );
        }
        const special = scope.aggregate?.(e, ctx);
        if (special !== undefined) return special;
        scope.onAggregate?.(e);
        const inner: Ctx = {...ctx, inAggregate: true};
        const args = e.args.map((a) => sub(a, inner));
        const call = translateFunction(e, args);
        return e.filter ? `${call} FILTER (WHERE ${sub(e.filter, inner)})` : call;
      }
      if (e.filter)
        throw new EngineError('semantic', e.text, `FILTER (WHERE ...) belongs to aggregates, not to ${e.name}.`, e.pos);
      return translateFunction(
        e,
        e.args.map((a) => sub(a)),
      );
    }
    case 'cast':
      if (e.syntax === '::')
        throw unsupported('::', 'The :: cast operator is not part of the sample engine; use CAST(... AS ...).', e.pos);
      if (e.syntax === 'TRY_CAST')
        throw unsupported('TRY_CAST', 'TRY_CAST is not part of the sample engine; use CAST(... AS ...).', e.pos);
      return translateCast(e.type, sub(e.expr), e.pos);
    case 'case': {
      const parts = ['CASE'];
      if (e.base) parts.push(sub(e.base));
      for (const w of e.whens) parts.push(`WHEN ${sub(w.when)} THEN ${sub(w.then)}`);
      if (e.else) parts.push(`ELSE ${sub(e.else)}`);
      parts.push('END');
      return parts.join(' ');
    }
    case 'in': {
      const left = sub(e.expr);
      const right = e.query ? scope.subquery(e.query, e.pos) : (e.list ?? []).map((x) => sub(x)).join(', ');
      return `(${left} ${e.not ? 'NOT IN' : 'IN'} (${right}))`;
    }
    case 'between':
      return `(${sub(e.expr)} ${e.not ? 'NOT BETWEEN' : 'BETWEEN'} ${sub(e.low)} AND ${sub(e.high)})`;
    case 'like':
      if (e.op) throw unsupported(e.op, `The ${e.op} operator is not part of the sample engine.`, e.pos);
      return `(${sub(e.expr)} ${e.not ? 'NOT LIKE' : 'LIKE'} ${sub(e.pattern)}${e.escape ? ` ESCAPE ${sub(e.escape)}` : ''})`;
    case 'isnull':
      return `(${sub(e.expr)} IS ${e.not ? 'NOT ' : ''}NULL)`;
    case 'exists':
      return `EXISTS (${scope.subquery(e.query, e.pos)})`;
    case 'subquery':
      return `(${scope.subquery(e.query, e.pos)})`;
    case 'interval':
      throw unsupported('INTERVAL', 'INTERVAL expressions are not part of the sample engine.', e.pos);
    case 'row':
      throw unsupported('(a, b)', 'Row values such as (a, b) are not part of the sample engine.', e.pos);
    case 'subscript':
      throw unsupported(e.text, `Array and map elements (${e.text}) are not part of the sample engine.`, e.pos);
    default:
      throw new EngineError('semantic', '', 'Unknown expression.');
  }
}

/** Direct children of an expression (for the GROUP BY check). */
function childExprs(e: Expr): Expr[] {
  switch (e.k) {
    case 'bin':
      return [e.left, e.right];
    case 'un':
      return [e.expr];
    case 'fn':
      return e.args;
    case 'cast':
      return [e.expr];
    case 'case':
      return [...(e.base ? [e.base] : []), ...e.whens.flatMap((w) => [w.when, w.then]), ...(e.else ? [e.else] : [])];
    case 'in':
      return [e.expr, ...(e.list ?? [])];
    case 'between':
      return [e.expr, e.low, e.high];
    case 'like':
      return [e.expr, e.pattern, ...(e.escape ? [e.escape] : [])];
    case 'row':
      return e.items;
    case 'subscript':
      return [e.expr, e.index];
    case 'interval':
      return [e.value];
    case 'isnull':
      return [e.expr];
    default:
      return [];
  }
}

/** The name Timbr gives a result column: its alias, the column or path as written, or the expression's text. */
function outputName(item: Select['items'][number]): string {
  if (item.alias !== undefined) return item.alias;
  if (item.expr.k === 'col') return item.expr.name;
  return item.expr.text;
}

function isMeasureName(name: string): boolean {
  return /^measure\./i.test(name);
}

/**
 * The hops and the last name of a path column (`rel[target].prop`) or of a
 * measure column (`measure.rel[target].name`), read with the grammar of
 * paths; the forms the engine does not run are refused by name.
 */
function readPathColumn(text: string, at: SourcePosition): {hops: Hop[]; last: string} {
  const id = readIdentifier(text);
  if (id.kind === 'invalid') {
    const message = invalidPathMessage(text, id.reason);
    throw new EngineError('syntax', text, `${message.charAt(0).toUpperCase()}${message.slice(1)}.`, at);
  }
  if (id.kind !== 'path' && id.kind !== 'measure')
    throw new EngineError('semantic', text, `\`${text}\` is not a relationship path.`, at);
  const transitive = id.hops.find((h) => h.depth !== undefined);
  if (transitive) {
    const hop = `${transitive.relationship}[${transitive.target}*${transitive.depth}]`;
    throw unsupported(hop, `Transitive relationship paths (${hop}) are not part of the sample engine.`, at);
  }
  if (id.kind === 'measure') return {hops: id.hops, last: id.measure};
  if ('transitivityLevel' in id.end)
    throw unsupported(text, 'Transitivity level columns are not part of the sample engine.', at);
  if ('attribute' in id.end)
    throw unsupported(text, `Relationship attribute columns (\`${text}\`) are not part of the sample engine.`, at);
  return {hops: id.hops, last: id.end.property};
}

/** A relationship hop resolved against the model. */
interface ResolvedHop {
  relationship: Relationship;
  /** True when the path walks the relationship from its target back to its declaring concept. */
  inverse: boolean;
  /** The concept named in the brackets. */
  target: string;
  /** True when one row can reach several rows through the hop. */
  toMany: boolean;
}

interface JoinNode {
  key: string;
  alias: string;
  parent: JoinNode | null;
  concept: string;
  toMany: boolean;
  sql: string;
}

interface MeasureUse {
  node: JoinNode | null;
  duplicateSensitive: boolean;
  construct: string;
  pos: SourcePosition;
}

/** State shared by all the parts of one compiled statement: the CTEs and the alias counter. */
class Compilation {
  readonly tables = new Map<string, string>();
  private aliasCount = 0;
  private readonly building = new Set<string>();
  private readonly viewColumns = new Map<string, string[]>();

  constructor(readonly model: Model) {}

  alias(): string {
    const a = `t${this.aliasCount}`;
    this.aliasCount += 1;
    return a;
  }

  private addCte(name: string, build: () => string): string {
    if (this.tables.has(name)) return name;
    if (this.building.has(name)) throw new EngineError('model', name, `The model defines ${name} in terms of itself.`);
    this.building.add(name);
    const body = build();
    this.building.delete(name);
    this.tables.set(name, body);
    return name;
  }

  concept(name: string, at?: SourcePosition): Concept {
    const c = this.model.concepts[name];
    if (!c) throw new EngineError('semantic', name, `There is no concept named ${name} in the model.`, at);
    return c;
  }

  // ---------------------------------------------------------------- concepts

  /** The CTE holding the rows of a concept, with its exhaustive columns and the built-in columns. */
  conceptRelation(name: string): string {
    return this.addCte(`concept_${name}`, () => {
      const concept = this.concept(name);
      const cols = exhaustiveProperties(this.model, name);
      if (concept.rule) return this.ruleRelation(concept, cols);
      const branches = this.leafMappings(name).map(({concept: mapped, mapping}) => this.leafSql(mapped, mapping, cols));
      if (!branches.length) {
        return `SELECT ${[...cols, ...BUILT_IN_COLUMNS].map((c) => `NULL AS ${id(c)}`).join(', ')} WHERE 0`;
      }
      return branches.join('\nUNION ALL\n');
    });
  }

  /** The mappings whose rows a concept has: its own, and those of its sub-concepts that are not rule-based. */
  leafMappings(name: string): {concept: string; mapping: Mapping}[] {
    const out: {concept: string; mapping: Mapping}[] = [];
    const seen = new Set<string>();
    const visit = (n: string) => {
      if (seen.has(n)) return;
      seen.add(n);
      for (const m of this.model.mappings) if (m.into === n) out.push({concept: n, mapping: m});
      for (const c of children(this.model, n)) if (!this.model.concepts[c].rule) visit(c);
    };
    visit(name);
    return out;
  }

  /** The concepts whose mappings give a concept its rows (for the built-in column checks). */
  mappedConcepts(name: string): string[] {
    const c = this.concept(name);
    if (c.rule) return this.mappedConcepts(c.rule.parent);
    return [...new Set(this.leafMappings(name).map((l) => l.concept))];
  }

  /** One mapping, as rows of the concept it fills, projected on the columns `cols`. */
  private leafSql(conceptName: string, mapping: Mapping, cols: string[]): string {
    const own = allProperties(this.model, conceptName);
    const source = compileSourceQuery(this, mapping.query);
    for (const c of source.columns) {
      if (!own.includes(c)) {
        throw new EngineError(
          'model',
          c,
          `The mapping ${mapping.name} fills ${c}, which is not a property of ${conceptName}.`,
          mapping.pos,
        );
      }
    }
    const valueOf = (p: string, stack: string[] = []): string => {
      if (source.columns.includes(p)) return `m.${id(p)}`;
      const def = this.model.properties[p];
      if (def?.expr) {
        if (stack.includes(p))
          throw new EngineError('model', p, `The calculated property ${p} refers to itself.`, null);
        return compileExpr(
          def.expr,
          {
            column: (ref) => {
              if (ref.qualifier)
                throw new EngineError(
                  'model',
                  ref.text,
                  `A calculated property refers to properties by name only: ${ref.text}.`,
                  ref.pos,
                );
              if (!own.includes(ref.name))
                throw new EngineError(
                  'model',
                  ref.name,
                  `The calculated property ${p} uses ${ref.name}, which is not a property of ${conceptName}.`,
                  ref.pos,
                );
              return valueOf(ref.name, [...stack, p]);
            },
            subquery: (_q, at) => {
              throw unsupported(
                '(SELECT ...)',
                'Sub-queries in calculated properties are not part of the sample engine.',
                at,
              );
            },
          },
          {clause: 'source', inAggregate: false},
        );
      }
      return 'NULL';
    };
    const select = cols.map((c) => `${own.includes(c) ? valueOf(c) : 'NULL'} AS ${id(c)}`);
    const single = (keys: string[]) => (keys.length === 1 ? `CAST(${valueOf(keys[0])} AS TEXT)` : 'NULL');
    select.push(
      `${single(primaryKey(this.model, conceptName))} AS "entity_id"`,
      `${str(conceptName)} AS "entity_type"`,
      `${single(labelOf(this.model, conceptName))} AS "entity_label"`,
    );
    return `SELECT ${select.join(', ')}\nFROM (\n${indent(source.sql)}\n) AS m`;
  }

  /** A rule-based sub-concept: its parent's rows that meet the rule. */
  private ruleRelation(concept: Concept, cols: string[]): string {
    const rule = concept.rule!;
    const parentCols = exhaustiveProperties(this.model, rule.parent);
    const parentCte = this.conceptRelation(rule.parent);
    const outer = this.alias();
    const select = [
      ...cols.map((c) => `${parentCols.includes(c) ? `${outer}.${id(c)}` : 'NULL'} AS ${id(c)}`),
      ...BUILT_IN_COLUMNS.map((c) => `${outer}.${id(c)}`),
    ].join(', ');
    const scope = new SelectScope(this, {concept: rule.parent, schema: rule.schema, alias: outer}, 'rule');
    const where = compileExpr(rule.where, scope, {clause: 'rule', inAggregate: false});
    if (scope.hasMeasure) throw unsupported('measure', `The rule of ${concept.name} uses a measure.`, rule.where.pos);
    if (!scope.joins.length) return `SELECT ${select}\nFROM ${id(parentCte)} AS ${outer}\nWHERE ${where}`;
    // A rule on relationship paths keeps each parent row for which the paths
    // (LEFT JOINs from that row) reach a row that meets the condition.
    return `SELECT ${select}\nFROM ${id(parentCte)} AS ${outer}\nWHERE EXISTS (\n  SELECT 1 FROM (SELECT 1) AS one\n${indent(scope.joins.map((j) => j.sql).join('\n'))}\n  WHERE ${where}\n)`;
  }

  // ----------------------------------------------------------- relationships

  /** Resolves `rel[target]` walked from `from`: the relationship declared on `from` (or a parent), or the inverse of one that targets it. */
  resolveHop(from: string, hop: Hop, at: SourcePosition): ResolvedHop {
    const model = this.model;
    const target = hop.target;
    if (!model.concepts[target]) {
      throw new EngineError(
        'semantic',
        `${hop.relationship}[${target}]`,
        `There is no concept named ${target} (in \`${hop.relationship}[${target}]\`).`,
        at,
      );
    }
    const all = Object.values(model.concepts).flatMap((c) => c.relationships);
    const forward = all.filter((r) => r.name === hop.relationship && isA(model, from, r.concept));
    const inverse = all.filter((r) => r.inverse === hop.relationship && isA(model, from, r.target));
    if (!forward.length && !inverse.length) {
      throw new EngineError('semantic', hop.relationship, `${from} has no relationship named ${hop.relationship}.`, at);
    }
    const candidates = [
      ...forward.filter((r) => isA(model, target, r.target)).map((r) => ({relationship: r, inverse: false})),
      ...(forward.length
        ? []
        : inverse.filter((r) => isA(model, target, r.concept)).map((r) => ({relationship: r, inverse: true}))),
    ];
    if (!candidates.length) {
      const ends = [...forward.map((r) => r.target), ...inverse.map((r) => r.concept)];
      throw new EngineError(
        'semantic',
        `${hop.relationship}[${target}]`,
        `${hop.relationship} leads from ${from} to ${ends.join(' or ')}; the concept in brackets must be that concept or one of its sub-concepts, not ${target}.`,
        at,
      );
    }
    if (candidates.length > 1) {
      throw new EngineError(
        'model',
        hop.relationship,
        `${hop.relationship} from ${from} matches several relationships of the model.`,
        at,
      );
    }
    const {relationship: r, inverse: inv} = candidates[0];
    if (r.transitive !== false) {
      throw unsupported(
        `${hop.relationship}[${target}]`,
        `${r.name} is a transitive relationship; transitive paths are not part of the sample engine.`,
        at,
      );
    }
    const same = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
    let toMany: boolean;
    if (r.many) toMany = true;
    else if (!inv) toMany = !same(r.targetColumns, primaryKey(model, r.target));
    else toMany = !same(r.columns, primaryKey(model, r.concept));
    return {relationship: r, inverse: inv, target, toMany};
  }

  /** The CTE of key pairs of a many-to-many relationship: the UNION ALL of the mappings that feed it. */
  bridge(r: Relationship): {cte: string; sourceProperty: string; targetProperty: string} {
    if (!r.many) throw new EngineError('model', r.name, `${r.name} is not a many-to-many relationship.`);
    const names = [r.name, r.inverse];
    const feeding = this.model.mappings.filter(
      (m) =>
        m.constraints &&
        m.constraints.every((c) => names.includes(c.name)) &&
        m.constraints[0].name !== m.constraints[1].name,
    );
    let sourceProperty: string | undefined;
    let targetProperty: string | undefined;
    const parts = feeding.map((m) => {
      const toTarget = m.constraints!.find((c) => c.name === r.name)!;
      const toSource = m.constraints!.find((c) => c.name === r.inverse)!;
      if (!isA(this.model, toTarget.target, r.target) && !isA(this.model, r.target, toTarget.target)) {
        throw new EngineError(
          'model',
          m.name,
          `The mapping ${m.name} points ${r.name} at ${toTarget.target}, but ${r.name} leads to ${r.target}.`,
          m.pos,
        );
      }
      if (!isA(this.model, toSource.target, r.concept) && !isA(this.model, r.concept, toSource.target)) {
        throw new EngineError(
          'model',
          m.name,
          `The mapping ${m.name} points ${r.inverse} at ${toSource.target}, but ${r.inverse} leads to ${r.concept}.`,
          m.pos,
        );
      }
      const tp = toTarget.targetColumns[0];
      const sp = toSource.targetColumns[0];
      if ((targetProperty && targetProperty !== tp) || (sourceProperty && sourceProperty !== sp)) {
        throw new EngineError('model', m.name, `The mappings of ${r.name} reference different properties.`, m.pos);
      }
      targetProperty = tp;
      sourceProperty = sp;
      const source = compileSourceQuery(this, m.query);
      for (const col of [toTarget.columns[0], toSource.columns[0]]) {
        if (!source.columns.includes(col))
          throw new EngineError('model', col, `The mapping ${m.name} has no column ${col}.`, m.pos);
      }
      return `SELECT m.${id(toSource.columns[0])} AS "source_key", m.${id(toTarget.columns[0])} AS "target_key"\nFROM (\n${indent(source.sql)}\n) AS m`;
    });
    const cte = this.addCte(`relationship_${r.name}`, () =>
      parts.length ? parts.join('\nUNION ALL\n') : 'SELECT NULL AS "source_key", NULL AS "target_key" WHERE 0',
    );
    if (!sourceProperty || !targetProperty) {
      // Without mappings the relationship has no pairs; join on the primary keys (nothing matches).
      sourceProperty = primaryKey(this.model, r.concept)[0];
      targetProperty = primaryKey(this.model, r.target)[0];
      if (!sourceProperty || !targetProperty)
        throw new EngineError('model', r.name, `${r.name} has no mapping and its concepts no primary key.`);
    }
    return {cte, sourceProperty, targetProperty};
  }

  // ------------------------------------------------------------------ views

  view(name: string, at: SourcePosition): {cte: string; columns: string[]} {
    const v = this.model.views[name];
    if (!v) throw new EngineError('semantic', name, `There is no view named ${name} in vtimbr.`, at);
    if (v.kind === 'cube') {
      throw unsupported(
        name,
        `${name} is an ontology cube; reading a cube through vtimbr is not confirmed in the SQL reference.`,
        at,
      );
    }
    const cte = this.addCte(`view_${name}`, () => {
      const compiled = compileQueryNode(this, v.query);
      this.viewColumns.set(name, compiled.columns);
      return compiled.sql;
    });
    return {cte, columns: this.viewColumns.get(name)!};
  }
}

/** The base of a SELECT over a concept. */
interface ConceptBase {
  concept: string;
  schema: ConceptSchema;
  alias: string;
}

/** Column resolution and joins of one SELECT over a concept (or of a sub-concept rule). */
class SelectScope implements ExprScope {
  readonly joins: JoinNode[] = [];
  private readonly joinByKey = new Map<string, JoinNode>();
  readonly measureUses: MeasureUse[] = [];
  hasMeasure = false;
  aggregates = 0;
  readonly cache = new Map<Expr, string>();
  /** Names a qualifier may use for the base (its alias and its name). */
  readonly qualifiers = new Set<string>();
  /** Output aliases and the select expressions they name. */
  readonly aliases = new Map<string, {sql: string; expr: Expr}>();
  /** Columns of a view or sub-query base (instead of a concept). */
  relationColumns: string[] | null = null;

  constructor(
    readonly st: Compilation,
    readonly base: ConceptBase,
    readonly mode: 'query' | 'rule',
  ) {}

  private get model() {
    return this.st.model;
  }

  subquery(query: Query): string {
    return compileQueryNode(this.st, query).sql;
  }

  onAggregate(): void {
    this.aggregates += 1;
  }

  /** Columns of the base concept in its schema. */
  private conceptColumns(): string[] {
    return this.base.schema === 'timbr'
      ? allProperties(this.model, this.base.concept)
      : exhaustiveProperties(this.model, this.base.concept);
  }

  column(ref: ColumnRef, ctx: Ctx): string {
    if (ref.qualifier !== undefined && !this.qualifies(ref.qualifier)) {
      if (ref.qualifier.toLowerCase() === 'measure') {
        throw new EngineError(
          'semantic',
          ref.text,
          `Write a measure column in one pair of backticks: \`measure.${ref.name}\`.`,
          ref.pos,
        );
      }
      if (ref.qualifier.includes('.')) {
        throw unsupported(
          ref.text,
          `The legacy path shorthand without target concepts (${ref.text}) belongs to older models such as the DBpedia one; name the target of each hop, as in \`rel[concept].property\`.`,
          ref.pos,
        );
      }
      throw new EngineError(
        'semantic',
        ref.qualifier,
        `${ref.qualifier} is not the table or alias of this query.`,
        ref.pos,
      );
    }
    const name = ref.name;
    if (this.relationColumns) return this.relationColumn(ref, ctx);
    if (isMeasureName(name)) return this.measureColumn(ref, ctx);
    if (name.startsWith('~')) {
      throw unsupported(
        name,
        `Inverse relationship columns written with ~ (${name}) are listed by DESCRIBE but are not part of the sample engine; walk the inverse relationship by its name instead.`,
        ref.pos,
      );
    }
    if (name.includes('[')) return this.pathColumn(ref);
    const lower = name.toLowerCase();
    if ((BUILT_IN_COLUMNS as readonly string[]).includes(lower))
      return this.builtIn(this.base.concept, lower, this.base.alias, ref);
    const cols = this.conceptColumns();
    const found = cols.find((c) => c === name) ?? cols.find((c) => c.toLowerCase() === lower);
    const alias = this.aliasFor(name);
    if (ctx.clause === 'order' && alias && (!found || ref.qualifier === undefined)) return alias.sql;
    if (found) return `${this.base.alias}.${id(found)}`;
    if (alias && (ctx.clause === 'group' || ctx.clause === 'having'))
      return ctx.clause === 'group' ? alias.sql : id(name);
    if (readIdentifier(name).kind === 'legacy') {
      throw unsupported(
        name,
        `The legacy path shorthand without target concepts (\`${name}\`) belongs to older models such as the DBpedia one; name the target of each hop, as in \`rel[concept].property\`.`,
        ref.pos,
      );
    }
    if (/^_type_of_/i.test(name)) {
      throw unsupported(name, `Type flag columns (${name}) are not part of the sample engine.`, ref.pos);
    }
    if (this.model.measures[name]) {
      throw new EngineError(
        'semantic',
        name,
        `${name} is a measure: select it as \`measure.${name}\` from dtimbr.`,
        ref.pos,
      );
    }
    if (this.base.schema === 'timbr' && exhaustiveProperties(this.model, this.base.concept).includes(name)) {
      const owner = descendants(this.model, this.base.concept).find((d) => allProperties(this.model, d).includes(name));
      throw new EngineError(
        'semantic',
        name,
        `${name} is a property of the sub-concept ${owner}, not of ${this.base.concept}; read it from etimbr or dtimbr.`,
        ref.pos,
      );
    }
    throw new EngineError(
      'semantic',
      name,
      `${this.base.concept} has no property named ${name} in ${this.base.schema}.`,
      ref.pos,
    );
  }

  private qualifies(q: string): boolean {
    return [...this.qualifiers].some((x) => x.toLowerCase() === q.toLowerCase());
  }

  private aliasFor(name: string): {sql: string; expr: Expr} | undefined {
    return this.aliases.get(name) ?? [...this.aliases].find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
  }

  private relationColumn(ref: ColumnRef, ctx: Ctx): string {
    const cols = this.relationColumns!;
    const found = cols.find((c) => c === ref.name) ?? cols.find((c) => c.toLowerCase() === ref.name.toLowerCase());
    const alias = this.aliasFor(ref.name);
    if (ctx.clause === 'order' && alias) return alias.sql;
    if (found) return `${this.base.alias}.${id(found)}`;
    if (alias && ctx.clause === 'group') return alias.sql;
    if (alias && ctx.clause === 'having') return id(ref.name);
    throw new EngineError(
      'semantic',
      ref.name,
      `There is no column named ${ref.name} here; the columns are ${cols.join(', ')}.`,
      ref.pos,
    );
  }

  private builtIn(concept: string, column: string, alias: string, ref: ColumnRef): string {
    const mapped = this.st.mappedConcepts(concept);
    for (const m of mapped) {
      const keys = primaryKey(this.model, m);
      const label = labelOf(this.model, m);
      if (column === 'entity_id' && keys.length !== 1) {
        throw unsupported(
          ref.name,
          `entity_id of ${m}, whose primary key has ${keys.length || 'no'} properties: how Timbr writes it is not documented.`,
          ref.pos,
        );
      }
      if (column === 'entity_label' && label.length !== 1) {
        throw unsupported(
          ref.name,
          `entity_label of ${m}, whose label has ${label.length || 'no'} properties: how Timbr builds it is not documented.`,
          ref.pos,
        );
      }
    }
    return `${alias}.${id(column)}`;
  }

  private requireDtimbr(ref: ColumnRef, what: string): void {
    if (this.base.schema !== 'dtimbr') {
      throw new EngineError(
        'semantic',
        ref.name,
        `${what} exist only in dtimbr, not in ${this.base.schema}: read \`${ref.name}\` from \`dtimbr\`.\`${this.base.concept}\`.`,
        ref.pos,
      );
    }
  }

  /** The join node at the end of a chain of hops, creating the joins on the way. */
  private joinFor(hops: Hop[], ref: ColumnRef): JoinNode {
    let parent: JoinNode | null = null;
    let key = '';
    for (const hop of hops) {
      key = key ? `${key}.${hop.relationship}[${hop.target}]` : `${hop.relationship}[${hop.target}]`;
      const existing = this.joinByKey.get(key);
      if (existing) {
        parent = existing;
        continue;
      }
      const from = parent ? parent.concept : this.base.concept;
      const fromAlias = parent ? parent.alias : this.base.alias;
      const resolved = this.st.resolveHop(from, hop, ref.pos);
      const alias = this.st.alias();
      const cte = id(this.st.conceptRelation(hop.target));
      const r = resolved.relationship;
      let sql: string;
      if (!r.many) {
        const [near, far] = resolved.inverse ? [r.targetColumns, r.columns] : [r.columns, r.targetColumns];
        const on = near.map((c, n) => `${alias}.${id(far[n])} = ${fromAlias}.${id(c)}`).join(' AND ');
        sql = `LEFT JOIN ${cte} AS ${alias} ON ${on}`;
      } else {
        const b = this.st.bridge(r);
        const [nearKey, farKey, nearProp, farProp] = resolved.inverse
          ? ['target_key', 'source_key', b.targetProperty, b.sourceProperty]
          : ['source_key', 'target_key', b.sourceProperty, b.targetProperty];
        sql = `LEFT JOIN (\n  SELECT b.${id(nearKey)} AS "link_key", x.*\n  FROM ${id(b.cte)} AS b\n  JOIN ${cte} AS x ON x.${id(farProp)} = b.${id(farKey)}\n) AS ${alias} ON ${alias}."link_key" = ${fromAlias}.${id(nearProp)}`;
      }
      const node: JoinNode = {key, alias, parent, concept: hop.target, toMany: resolved.toMany, sql};
      this.joins.push(node);
      this.joinByKey.set(key, node);
      parent = node;
    }
    return parent!;
  }

  private pathColumn(ref: ColumnRef): string {
    this.requireDtimbr(ref, 'Relationship paths');
    const path = readPathColumn(ref.name, ref.pos);
    const node = this.joinFor(path.hops, ref);
    const lower = path.last.toLowerCase();
    if ((BUILT_IN_COLUMNS as readonly string[]).includes(lower))
      return this.builtIn(node.concept, lower, node.alias, ref);
    const cols = exhaustiveProperties(this.model, node.concept);
    const found = cols.find((c) => c === path.last) ?? cols.find((c) => c.toLowerCase() === lower);
    if (!found) {
      if (this.model.measures[path.last]) {
        throw new EngineError(
          'semantic',
          ref.name,
          `${path.last} is a measure: write \`measure.${ref.name}\`.`,
          ref.pos,
        );
      }
      throw new EngineError(
        'semantic',
        ref.name,
        `${node.concept} has no property named ${path.last} (in \`${ref.name}\`).`,
        ref.pos,
      );
    }
    return `${node.alias}.${id(found)}`;
  }

  // ---------------------------------------------------------------- measures

  aggregate(call: FunctionCall, ctx: Ctx): string | undefined {
    const arg = call.args[0];
    const measureInside = call.args.some((a) => containsMeasure(a)) || (call.filter && containsMeasure(call.filter));
    if (!measureInside) return undefined;
    if (
      !(arg.k === 'col' && isMeasureName(arg.name) && call.args.length === 1) ||
      call.name !== 'SUM' ||
      call.distinct
    ) {
      throw unsupported(
        call.text,
        `${call.text}: a measure already aggregates; the only documented wrapping is SUM(\`measure.{name}\`) around a sum measure. How Timbr evaluates other aggregates over a measure is not documented.`,
        call.pos,
      );
    }
    this.onAggregate();
    const filter = call.filter ? compileExpr(call.filter, this, {...ctx, inAggregate: true}) : undefined;
    return this.measureColumn(arg, ctx, filter, call);
  }

  private measureColumn(ref: ColumnRef, ctx: Ctx, queryFilter?: string, wrapper?: FunctionCall): string {
    this.requireDtimbr(ref, 'Measures');
    if (ctx.clause === 'where' || ctx.clause === 'group' || ctx.clause === 'rule' || ctx.clause === 'on') {
      throw new EngineError(
        'semantic',
        ref.name,
        `A measure is an aggregate and cannot be used in ${ctx.clause === 'group' ? 'GROUP BY' : 'WHERE'}: \`${ref.name}\`.`,
        ref.pos,
      );
    }
    if (ctx.inAggregate && !wrapper) {
      throw unsupported(
        ref.name,
        `\`${ref.name}\` inside an aggregate: the only documented wrapping is SUM(\`measure.{name}\`) around a sum measure.`,
        ref.pos,
      );
    }
    const path = readPathColumn(ref.name, ref.pos);
    let node: JoinNode | null = null;
    let concept = this.base.concept;
    let alias = this.base.alias;
    const measure = path.last;
    if (path.hops.length) {
      node = this.joinFor(path.hops, ref);
      concept = node.concept;
      alias = node.alias;
    }
    if (!conceptMeasures(this.model, concept).includes(measure)) {
      if (this.model.measures[measure])
        throw new EngineError('semantic', ref.name, `The measure ${measure} is not listed on ${concept}.`, ref.pos);
      throw new EngineError(
        'semantic',
        ref.name,
        `There is no measure named ${measure} (in \`${ref.name}\`).`,
        ref.pos,
      );
    }
    const compiled = compileMeasure(this.st, measure, concept, alias, queryFilter ? [queryFilter] : [], []);
    if (wrapper && !compiled.additive) {
      throw unsupported(
        wrapper.text,
        `${wrapper.text}: ${measure} is not a sum, so SUM over it is not the documented case; how Timbr evaluates it is not documented. Select \`${ref.name}\` without an aggregate, with GROUP BY.`,
        wrapper.pos,
      );
    }
    this.hasMeasure = true;
    this.measureUses.push({node, duplicateSensitive: compiled.duplicateSensitive, construct: ref.name, pos: ref.pos});
    return `(${compiled.sql})`;
  }
}

function containsMeasure(e: Expr): boolean {
  if (e.k === 'col') return isMeasureName(e.name);
  return childExprs(e).some(containsMeasure) || (e.k === 'fn' && !!e.filter && containsMeasure(e.filter));
}

/**
 * The aggregate SQL of a measure evaluated on the rows of `alias` (a `concept`),
 * with filters folded into each aggregate as CASE WHEN.
 */
function compileMeasure(
  st: Compilation,
  name: string,
  concept: string,
  alias: string,
  filters: string[],
  stack: string[],
): {sql: string; additive: boolean; duplicateSensitive: boolean} {
  const model = st.model;
  const def = model.measures[name];
  if (stack.includes(name)) throw new EngineError('model', name, `The measure ${name} refers to itself.`, def.pos);
  const props = exhaustiveProperties(model, concept);
  const propertyScope: ExprScope = {
    column: (ref) => {
      const found = props.find((p) => p === ref.name) ?? props.find((p) => p.toLowerCase() === ref.name.toLowerCase());
      if (!found || ref.qualifier)
        throw new EngineError(
          'model',
          ref.name,
          `The measure ${name} uses ${ref.name}, which is not a property of ${concept}.`,
          ref.pos,
        );
      return `${alias}.${id(found)}`;
    },
    subquery: (_q, at) => {
      throw unsupported('(SELECT ...)', 'Sub-queries in measures are not part of the sample engine.', at);
    },
  };
  const own = def.where ? [compileExpr(def.where, propertyScope, {clause: 'measure', inAggregate: false})] : [];
  const all = [...filters, ...own];
  let additive = true;
  let duplicateSensitive = false;
  const measureScope: ExprScope = {
    column: (ref) => {
      const m = model.measures[ref.name];
      if (m && !ref.qualifier && !props.includes(ref.name)) {
        const inner = compileMeasure(st, ref.name, concept, alias, all, [...stack, name]);
        additive &&= inner.additive;
        duplicateSensitive ||= inner.duplicateSensitive;
        return `(${inner.sql})`;
      }
      throw new EngineError('model', ref.name, `The measure ${name} uses ${ref.name} outside an aggregate.`, ref.pos);
    },
    subquery: propertyScope.subquery,
    aggregate: (call) => {
      if (call.name !== 'SUM' || call.distinct) additive = false;
      if (call.star || !call.distinct) duplicateSensitive ||= call.name !== 'MIN' && call.name !== 'MAX';
      if (call.filter)
        throw new EngineError(
          'model',
          call.text,
          `The measure ${name} uses FILTER; write the condition as the measure's WHERE.`,
          call.pos,
        );
      const cond = all.length ? all.map((f) => `(${f})`).join(' AND ') : null;
      if (call.star) return cond ? `COUNT(CASE WHEN ${cond} THEN 1 END)` : 'COUNT(*)';
      const arg = compileExpr(call.args[0], propertyScope, {clause: 'measure', inAggregate: true});
      return translateFunction(call, [cond ? `CASE WHEN ${cond} THEN ${arg} END` : arg]);
    },
  };
  const expr = def.expr;
  const sql = compileExpr(expr, measureScope, {clause: 'measure', inAggregate: false});
  // Only sums, and sums and differences of sums, add up over groups.
  const shapeAdditive = (e: Expr): boolean => {
    if (e.k === 'fn') return e.name === 'SUM' && !e.distinct;
    if (e.k === 'col') return true; // a measure reference; its own additivity is folded in above
    if (e.k === 'bin') return (e.op === '+' || e.op === '-') && shapeAdditive(e.left) && shapeAdditive(e.right);
    if (e.k === 'un') return e.op === '-' && shapeAdditive(e.expr);
    return false;
  };
  return {sql, additive: additive && shapeAdditive(expr), duplicateSensitive};
}

// ------------------------------------------------------------------ queries

/** Compiles a query (a SELECT or a UNION of them) in a statement. */
function compileQueryNode(st: Compilation, query: Query): CompiledQuery {
  if (query.with)
    throw unsupported('WITH', 'Common table expressions (WITH ...) are not part of the sample engine.', query.pos);
  const compound = query.compound.length > 0;
  if (
    query.body.k === 'query' &&
    !compound &&
    !query.orderBy.length &&
    query.limit === undefined &&
    query.offset === undefined
  ) {
    return compileQueryNode(st, query.body);
  }
  const first = compileSelect(st, termSelect(query.body), compound ? [] : query.orderBy);
  const parts = [first.sql];
  for (const c of query.compound) {
    const next = compileSelect(st, termSelect(c.select), []);
    if (next.columns.length !== first.columns.length) {
      throw new EngineError(
        'semantic',
        c.op,
        `The queries of ${c.op} return ${first.columns.length} and ${next.columns.length} columns.`,
        c.select.pos,
      );
    }
    parts.push(`${c.op}\n${next.sql}`);
  }
  let sql = parts.join('\n');
  let ordered = compound ? {sql, keys: [] as number[], names: [] as string[]} : first.ordered;
  if (compound && query.orderBy.length) {
    const keys: number[] = [];
    const items = query.orderBy.map((o) => {
      let target: string;
      if (o.expr.k === 'lit' && o.expr.type === 'number') {
        target = String(o.expr.value);
        keys.push(Number(o.expr.value) - 1);
      } else if (o.expr.k === 'col' && !o.expr.qualifier && first.columns.includes(o.expr.name)) {
        target = id(o.expr.name);
        keys.push(first.columns.indexOf(o.expr.name));
      } else
        throw unsupported(
          o.expr.text,
          'ORDER BY after a UNION takes result column names or positions only in the sample engine.',
          o.expr.pos,
        );
      return orderSql(target, o);
    });
    sql += `\nORDER BY ${items.join(', ')}`;
    ordered = {sql, keys, names: query.orderBy.map((o) => o.expr.text)};
  }
  if (ordered) ordered = {...ordered, limit: query.limit, offset: query.offset};
  if (query.limit !== undefined) sql += `\nLIMIT ${query.limit}`;
  if (query.offset !== undefined) sql += ` OFFSET ${query.offset}`;
  return {sql, columns: first.columns, ordered};
}

/** The SELECT of a term of a compound query; a query in parentheses with more than a SELECT is refused. */
function termSelect(term: Select | Query): Select {
  if (term.k === 'select') return term;
  throw unsupported(
    '( ... )',
    'A parenthesised query with UNION, ORDER BY or LIMIT inside a compound query is not part of the sample engine.',
    term.pos,
  );
}

/** One item of ORDER BY in the generated SQL: the compiled expression (or position) with its direction. */
function orderSql(target: string, o: OrderItem): string {
  return `${target}${o.desc ? ' DESC' : ''}${o.nulls ? ` NULLS ${o.nulls}` : ''}`;
}

function compileSelect(st: Compilation, sel: Select, orderBy: Query['orderBy']): CompiledQuery {
  if (!sel.from)
    throw unsupported('SELECT without FROM', 'A query without FROM is not part of the sample engine.', sel.pos);
  if (sel.joins.length) {
    const j = sel.joins[0];
    throw unsupported(
      `${j.kind} JOIN`,
      'Joins between tables are not part of the sample engine; follow a relationship path instead, as in `rel[concept].property`.',
      j.pos,
    );
  }
  const {scope, fromSql} = openBase(st, sel.from);
  const ctx = (clause: Ctx['clause']): Ctx => ({clause, inAggregate: false});

  // Select list.
  const items: {sql: string; name: string; item: Select['items'][number]}[] = [];
  for (const item of sel.items) {
    if (item.expr.k === 'star') {
      if (!scope.relationColumns) {
        throw unsupported(
          `SELECT ${item.expr.text}`,
          `SELECT * on a concept: which columns Timbr returns (and in what order) is not documented. Name the columns you want.`,
          item.expr.pos,
        );
      }
      for (const c of scope.relationColumns)
        items.push({
          sql: `${scope.base.alias}.${id(c)}`,
          name: c,
          item: {expr: {k: 'col', name: c, quoted: true, pos: item.expr.pos, text: c}},
        });
      continue;
    }
    const sql = compileExpr(item.expr, scope, ctx('select'));
    const name = outputName(item);
    items.push({sql, name, item});
    if (!scope.aliases.has(name)) scope.aliases.set(name, {sql, expr: item.expr});
  }
  const where = sel.where ? compileExpr(sel.where, scope, ctx('where')) : null;
  const groupBy = sel.groupBy.map((g) => {
    if (g.k === 'lit' && g.type === 'number') {
      const n = Number(g.value);
      const target = items[n - 1];
      if (!target || !Number.isInteger(n))
        throw new EngineError('semantic', g.text, `GROUP BY ${g.text} names no column of the select list.`, g.pos);
      scope.cache.set(g, target.sql);
      return target.sql;
    }
    return compileExpr(g, scope, ctx('group'));
  });
  const having = sel.having ? compileExpr(sel.having, scope, ctx('having')) : null;
  const order: string[] = [];
  const orderKeys: string[] = [];
  for (const o of orderBy) {
    const position = o.expr.k === 'lit' && o.expr.type === 'number' ? Number(o.expr.value) : undefined;
    const sql = position !== undefined ? String(position) : compileExpr(o.expr, scope, ctx('order'));
    order.push(orderSql(sql, o));
    orderKeys.push(position !== undefined ? (items[position - 1]?.sql ?? sql) : sql);
  }

  // Rules of aggregation.
  const aggregating = sel.groupBy.length > 0 || scope.aggregates > 0 || scope.hasMeasure;
  if (aggregating)
    checkGrouping(
      scope,
      sel,
      items.map((i) => i.item),
      orderBy,
      groupBy,
    );
  checkMeasureFanOut(scope);

  const lines = [
    `SELECT ${sel.distinct ? 'DISTINCT ' : ''}${items.map((i) => `${i.sql} AS ${id(i.name)}`).join(', ')}`,
    `FROM ${fromSql}`,
  ];
  for (const j of scope.joins) lines.push(j.sql);
  if (where) lines.push(`WHERE ${where}`);
  if (groupBy.length) lines.push(`GROUP BY ${groupBy.join(', ')}`);
  if (having) lines.push(`HAVING ${having}`);
  if (order.length) lines.push(`ORDER BY ${order.join(', ')}`);
  const columns = items.map((i) => i.name);
  // The sort keys as columns: a selected column where the key is one, an
  // extra column after the result columns otherwise.
  const extra: string[] = [];
  const keys = orderKeys.map((k) => {
    const at = items.findIndex((i) => i.sql === k);
    if (at >= 0) return at;
    extra.push(`${k} AS ${id(`__order_key_${extra.length + 1}`)}`);
    return items.length + extra.length - 1;
  });
  const keyed = extra.length ? [`${lines[0]}, ${extra.join(', ')}`, ...lines.slice(1)] : lines;
  return {
    sql: lines.join('\n'),
    columns,
    ordered: {sql: keyed.join('\n'), keys, names: orderBy.map((o) => o.expr.text)},
  };
}

/** Resolves FROM: a concept of timbr, etimbr or dtimbr, a view of vtimbr, or a sub-query. */
function openBase(st: Compilation, from: TableRef): {scope: SelectScope; fromSql: string} {
  const alias = st.alias();
  if (from.query) {
    const inner = compileQueryNode(st, from.query);
    const scope = new SelectScope(st, {concept: '', schema: 'timbr', alias}, 'query');
    scope.relationColumns = inner.columns;
    if (from.alias) scope.qualifiers.add(from.alias);
    return {scope, fromSql: `(\n${indent(inner.sql)}\n) AS ${alias}`};
  }
  const name = from.name!;
  const schema = from.schema?.toLowerCase();
  if (schema === undefined) {
    throw new EngineError(
      'semantic',
      name,
      `Name the schema of ${name}: \`dtimbr\`.\`${name}\`, \`timbr\`.\`${name}\`, \`etimbr\`.\`${name}\` or \`vtimbr\`.\`${name}\` for a view.`,
      from.pos,
    );
  }
  if (schema === 'gtimbr') {
    throw unsupported(
      'gtimbr',
      'Graph algorithms (the gtimbr schema) run in the graph-algorithms service of a Timbr deployment.',
      from.pos,
    );
  }
  if (schema === 'vtimbr') {
    const v = st.view(name, from.pos);
    const scope = new SelectScope(st, {concept: '', schema: 'timbr', alias}, 'query');
    scope.relationColumns = v.columns;
    scope.qualifiers.add(name);
    if (from.alias) scope.qualifiers.add(from.alias);
    return {scope, fromSql: `${id(v.cte)} AS ${alias}`};
  }
  if (!CONCEPT_SCHEMAS.has(schema)) {
    throw new EngineError(
      'semantic',
      `${from.schema}.${name}`,
      `${from.schema} is not a schema of the knowledge graph; use timbr, etimbr, dtimbr or vtimbr.`,
      from.pos,
    );
  }
  if (!st.model.concepts[name]) {
    if (/^sys_/i.test(name)) {
      throw unsupported(
        `${from.schema}.${name}`,
        `The system table ${name} describes a live knowledge graph.`,
        from.pos,
      );
    }
    const close = Object.keys(st.model.concepts).find((c) => c.toLowerCase() === name.toLowerCase());
    throw new EngineError(
      'semantic',
      name,
      `There is no concept named ${name} in the model${close ? ` (did you mean ${close}?)` : ''}.`,
      from.pos,
    );
  }
  const scope = new SelectScope(st, {concept: name, schema: schema as ConceptSchema, alias}, 'query');
  scope.qualifiers.add(name);
  if (from.alias) scope.qualifiers.add(from.alias);
  return {scope, fromSql: `${id(st.conceptRelation(name))} AS ${alias}`};
}

/** In a grouped query, every column outside an aggregate must be grouped. */
function checkGrouping(
  scope: SelectScope,
  sel: Select,
  items: Select['items'],
  orderBy: Query['orderBy'],
  groupBy: string[],
): void {
  const grouped = new Set(groupBy);
  const aliasNames = new Set(scope.aliases.keys());
  const walk = (e: Expr, clause: 'select' | 'having' | 'order'): Expr | null => {
    const sql = scope.cache.get(e);
    if (sql !== undefined && grouped.has(sql)) return null;
    if (e.k === 'fn' && AGGREGATES.has(e.name)) return null;
    if (e.k === 'col' && isMeasureName(e.name)) return null;
    if (e.k === 'col') {
      if (clause !== 'select' && !e.qualifier && aliasNames.has(e.name)) return null;
      return e;
    }
    if (e.k === 'subquery' || e.k === 'exists') return null;
    for (const c of childExprs(e)) {
      const bad = walk(c, clause);
      if (bad) return bad;
    }
    return null;
  };
  const problems: Expr[] = [];
  const named = (e: Expr) => (e.k === 'col' ? e.name : e.text);
  for (const i of items) {
    const bad = walk(i.expr, 'select');
    if (bad) problems.push(bad);
  }
  if (problems.length && scope.hasMeasure && !sel.groupBy.length) {
    const bad = problems[0];
    throw unsupported(
      named(bad),
      `Measures next to columns that are not aggregated (${bad.text}) without GROUP BY: how Timbr groups them outside a cube is not documented. Add GROUP BY ${problems.map((p) => p.text).join(', ')}.`,
      bad.pos,
    );
  }
  if (sel.having) {
    const bad = walk(sel.having, 'having');
    if (bad) problems.push(bad);
  }
  for (const o of orderBy) {
    if (o.expr.k === 'lit') continue;
    const bad = walk(o.expr, 'order');
    if (bad) problems.push(bad);
  }
  if (problems.length) {
    const bad = problems[0];
    throw new EngineError(
      'semantic',
      named(bad),
      `${bad.text} must be in GROUP BY or inside an aggregate function.`,
      bad.pos,
    );
  }
}

/**
 * A measure that sums or counts rows must not be repeated by a one-to-many
 * path that does not lead to it: how Timbr aggregates a measure across such a
 * path is not documented.
 */
function checkMeasureFanOut(scope: SelectScope): void {
  for (const use of scope.measureUses) {
    if (!use.duplicateSensitive) continue;
    const chain = new Set<JoinNode>();
    for (let n = use.node; n; n = n.parent) chain.add(n);
    const other = scope.joins.find((j) => j.toMany && !chain.has(j));
    if (other) {
      throw unsupported(
        use.construct,
        `\`${use.construct}\` next to the path ${other.key}, which can repeat its rows: how Timbr aggregates a measure across a one-to-many path that does not lead to it is not documented.`,
        use.pos,
      );
    }
  }
}

/** The SQL of a mapping body (the source dialect), translated for the embedded database. */
function compileSourceQuery(st: Compilation, query: Query): CompiledQuery {
  const select = (sel: Select): CompiledQuery => {
    if (!sel.from) throw new EngineError('model', 'FROM', 'A mapping reads a source table (FROM is missing).', sel.pos);
    const scope: ExprScope = {
      column: (ref) => (ref.qualifier ? `${id(ref.qualifier)}.${id(ref.name)}` : id(ref.name)),
      subquery: (q) => compileSourceQuery(st, q).sql,
    };
    const table = (t: TableRef): string => {
      if (t.query) return `(\n${indent(compileSourceQuery(st, t.query).sql)}\n)${t.alias ? ` AS ${id(t.alias)}` : ''}`;
      if (t.catalog || t.args || t.columns)
        throw new EngineError(
          'model',
          t.name ?? '',
          `A mapping of the sample graph reads a table as \`schema\`.\`table\` [AS alias].`,
          t.pos,
        );
      return `${t.schema ? `${id(t.schema)}.` : ''}${id(t.name!)}${t.alias ? ` AS ${id(t.alias)}` : ''}`;
    };
    const ctx: Ctx = {clause: 'source', inAggregate: false};
    const columns: string[] = [];
    const list = sel.items.map((item) => {
      if (item.expr.k === 'star')
        throw new EngineError(
          'model',
          '*',
          'A mapping names each column it maps (SELECT * is not a mapping).',
          item.expr.pos,
        );
      const name = item.alias ?? (item.expr.k === 'col' ? item.expr.name : undefined);
      if (!name)
        throw new EngineError(
          'model',
          item.expr.text,
          `Give the mapped expression ${item.expr.text} a property name with AS.`,
          item.expr.pos,
        );
      columns.push(name);
      return `${compileExpr(item.expr, scope, ctx)} AS ${id(name)}`;
    });
    const lines = [`SELECT ${sel.distinct ? 'DISTINCT ' : ''}${list.join(', ')}`, `FROM ${table(sel.from)}`];
    for (const j of sel.joins) {
      if (/SEMI|ANTI/.test(j.kind))
        throw new EngineError(
          'model',
          `${j.kind} JOIN`,
          `${j.kind} JOIN is not part of the SQL the sample engine runs.`,
          j.pos,
        );
      const condition = j.on
        ? ` ON ${compileExpr(j.on, scope, ctx)}`
        : j.using
          ? ` USING (${j.using.map(id).join(', ')})`
          : '';
      lines.push(`${j.kind} JOIN ${table(j.table)}${condition}`);
    }
    if (sel.where) lines.push(`WHERE ${compileExpr(sel.where, scope, ctx)}`);
    if (sel.groupBy.length) lines.push(`GROUP BY ${sel.groupBy.map((g) => compileExpr(g, scope, ctx)).join(', ')}`);
    if (sel.having) lines.push(`HAVING ${compileExpr(sel.having, scope, ctx)}`);
    return {sql: lines.join('\n'), columns};
  };
  if (query.with)
    throw new EngineError('model', 'WITH', 'A mapping of the sample graph reads its tables without WITH.', query.pos);
  if (query.orderBy.length || query.limit !== undefined || query.offset !== undefined) {
    throw new EngineError(
      'model',
      'ORDER BY',
      'A mapping gives rows, not an order: ORDER BY and LIMIT are not part of a mapping of the sample graph.',
      query.pos,
    );
  }
  const first = select(termSelect(query.body));
  const parts = [first.sql, ...query.compound.map((c) => `${c.op}\n${select(termSelect(c.select)).sql}`)];
  return {sql: parts.join('\n'), columns: first.columns};
}

/** Statements of the SQL reference that are not queries, with what the engine says about them. */
const NOT_QUERIES: Record<string, string> = {
  CREATE:
    'is a model statement: the model of the sample knowledge graph is fixed (its DDL is published with the sample data), and the engine runs queries only.',
  ALTER:
    'changes the model; the engine runs queries only, and several ALTER statements are not confirmed in the SQL reference.',
  DROP: 'is not confirmed in the SQL reference.',
  SHOW: 'reads the metadata of a live knowledge graph.',
  DESCRIBE: 'reads the metadata of a live knowledge graph.',
  DESC: 'reads the metadata of a live knowledge graph.',
  SET: 'sets a session or SQL variable; its exact text is not confirmed in the SQL reference.',
  USE: 'is not confirmed in the SQL reference.',
  GRANT: 'manages permissions on a live knowledge graph.',
  REVOKE: 'manages permissions on a live knowledge graph.',
  CACHE: 'caches data of a live knowledge graph.',
  REFRESH: 'is not confirmed in the SQL reference.',
  INSERT: 'writes data; knowledge graphs are read through their mappings.',
  UPDATE: 'writes data; knowledge graphs are read through their mappings.',
  DELETE: 'writes data; knowledge graphs are read through their mappings.',
  CALL: 'is not confirmed in the SQL reference.',
  EXPLAIN: 'is not confirmed in the SQL reference.',
};

/**
 * The query of a statement, parsed with the one parser. A statement that is
 * not a query is refused (also when the grammar does not know it, such as
 * DROP or SET: the engine would not run it either way); a query that does
 * not parse is a syntax error with its line and column.
 */
function readQuery(text: string): Query {
  const tokens = tokenize(text);
  const first = tokens[0];
  if (first.type === 'eof') throw new EngineError('syntax', '', 'The query is empty.', first.pos);
  const refusal = (): EngineError | null => {
    const word = first.type === 'ident' ? first.value.toUpperCase() : '';
    const note = NOT_QUERIES[word];
    if (!note) return null;
    // The first words, for messages: CREATE OR REPLACE CONCEPT, DROP CONCEPT, SHOW.
    const words: string[] = [];
    for (const t of tokens) {
      if (t.type !== 'ident') break;
      words.push(t.value.toUpperCase());
      if (!['CREATE', 'OR', 'REPLACE', 'ONTOLOGY', 'ALTER', 'DROP'].includes(t.value.toUpperCase())) break;
    }
    const construct = word === 'DESC' || word === 'DESCRIBE' || word === 'SHOW' ? word : words.join(' ');
    return unsupported(construct, `${construct} ${note}`, first.pos);
  };
  let statement;
  try {
    statement = parseStatement(text);
  } catch (error) {
    if (!(error instanceof SqlSyntaxError)) throw error;
    throw refusal() ?? error.toEngineError(text);
  }
  if (statement.type !== 'query')
    throw refusal() ?? new EngineError('semantic', statement.type, 'The engine runs queries only.', statement.pos);
  return statement.query;
}

/** Compiles a Timbr query on a model into SQL for the embedded database. */
export function compileQuery(model: Model, text: string): CompiledQuery {
  const query = readQuery(text);
  const st = new Compilation(model);
  const compiled = compileQueryNode(st, query);
  const tables = [...st.tables].map(([name, body]) => `${id(name)} AS (\n${indent(body)}\n)`);
  const withTables = (body: string) => (tables.length ? `WITH\n${tables.join(',\n')}\n${body}` : body);
  const ordered = compiled.ordered && {...compiled.ordered, sql: withTables(compiled.ordered.sql)};
  return {sql: withTables(compiled.sql), columns: compiled.columns, ...(ordered ? {ordered} : {})};
}

// Re-exported for tests of the model helpers.
export {ancestors};
