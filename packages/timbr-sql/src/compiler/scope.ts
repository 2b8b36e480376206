/**
 * The scope of one SELECT over a concept (or of a sub-concept's rule): how
 * its column references resolve. A property of the concept in its schema, a
 * built-in column, an alias of the select list, a column of a view or
 * sub-query in FROM, or a relationship path (`rel[target].prop`, dtimbr
 * only), which becomes a LEFT JOIN per distinct path prefix, so two columns
 * with the same prefix share one join. Measure columns are ./measures.ts.
 */
import type {ColumnRef, Expr, Query} from '../ast/query';
import {EngineError, unsupported, type SourcePosition} from '../errors';
import {BUILT_IN_COLUMNS, allProperties, descendants, exhaustiveProperties, labelOf, primaryKey} from '../model';
import {invalidPathMessage, readIdentifier, type Hop} from '../parser/paths';
import {isMeasureName, type Ctx, type ExprScope} from './expressions';
import type {Compilation} from './relations';
import {bridge, resolveHop} from './relationships';
import {id} from './sql';

/** The schemas a concept can be read from. */
export type ConceptSchema = 'timbr' | 'etimbr' | 'dtimbr';

export const CONCEPT_SCHEMAS = new Set<string>(['timbr', 'etimbr', 'dtimbr']);

/** The base of a SELECT over a concept. */
export interface ConceptBase {
  concept: string;
  schema: ConceptSchema;
  alias: string;
}

export interface JoinNode {
  key: string;
  alias: string;
  parent: JoinNode | null;
  concept: string;
  toMany: boolean;
  sql: string;
}

export interface MeasureUse {
  node: JoinNode | null;
  duplicateSensitive: boolean;
  construct: string;
  pos: SourcePosition;
}

/**
 * The hops and the last name of a path column (`rel[target].prop`) or of a
 * measure column (`measure.rel[target].name`), read with the grammar of
 * paths; the forms the engine does not run are refused by name.
 */
export function readPathColumn(text: string, at: SourcePosition): {hops: Hop[]; last: string} {
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

/** Column resolution and joins of one SELECT over a concept (or of a sub-concept rule). */
export abstract class ColumnScope implements ExprScope {
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

  protected get model() {
    return this.st.model;
  }

  subquery(query: Query): string {
    return this.st.compileQueryNode(query).sql;
  }

  onAggregate(): void {
    this.aggregates += 1;
  }

  /** A measure column (`measure.name`, `measure.rel[target].name`) in this scope (./measures.ts). */
  protected abstract measureColumn(ref: ColumnRef, ctx: Ctx): string;

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

  protected requireDtimbr(ref: ColumnRef, what: string): void {
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
  protected joinFor(hops: Hop[], ref: ColumnRef): JoinNode {
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
      const resolved = resolveHop(this.model, from, hop, ref.pos);
      const alias = this.st.alias();
      const cte = id(this.st.conceptRelation(hop.target));
      const r = resolved.relationship;
      let sql: string;
      if (!r.many) {
        const [near, far] = resolved.inverse ? [r.targetColumns, r.columns] : [r.columns, r.targetColumns];
        const on = near.map((c, n) => `${alias}.${id(far[n])} = ${fromAlias}.${id(c)}`).join(' AND ');
        sql = `LEFT JOIN ${cte} AS ${alias} ON ${on}`;
      } else {
        const b = bridge(this.st, r);
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
}
