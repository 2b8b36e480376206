/**
 * Queries to SQL: a SELECT over a concept, a view or a sub-query (the select
 * list, WHERE, GROUP BY by expression, alias or position, HAVING, ORDER BY),
 * compound queries, LIMIT and OFFSET; with each query, the same rows
 * without LIMIT and OFFSET and with the ORDER BY keys as columns, so that a
 * caller can see the rows on both sides of a cut. `QueryCompilation` is the
 * state of one compiled statement (./relations.ts) with the parts that need
 * the scopes of queries: views, sub-queries and the rules of sub-concepts.
 */
import type {Query, Select, TableRef} from '../ast/query';
import {EngineError, unsupported} from '../errors';
import {BUILT_IN_COLUMNS, exhaustiveProperties, type Concept} from '../model';
import {checkGrouping, checkMeasureFanOut} from './aggregation';
import {compileExpr, type Ctx} from './expressions';
import {SelectScope} from './measures';
import {Compilation} from './relations';
import {CONCEPT_SCHEMAS, type ConceptSchema} from './scope';
import {id, indent, orderSql, termSelect, type CompiledQuery} from './sql';

/** The state of one compiled statement, with the compilation of its queries. */
export class QueryCompilation extends Compilation {
  compileQueryNode(query: Query): CompiledQuery {
    return compileQueryNode(this, query);
  }

  /** A rule-based sub-concept: its parent's rows that meet the rule. */
  protected ruleRelation(concept: Concept, cols: string[]): string {
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
}

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

/** The name Timbr gives a result column: its alias, the column or path as written, or the expression's text. */
function outputName(item: Select['items'][number]): string {
  if (item.alias !== undefined) return item.alias;
  if (item.expr.k === 'col') return item.expr.name;
  return item.expr.text;
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
