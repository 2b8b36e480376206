/**
 * The SQL of mappings: a mapping's body is written in its datasource's
 * dialect (MySQL for the sample data); it is translated for the embedded
 * database with the same expressions as queries, and its columns are the
 * properties it fills.
 */
import type {Query, Select, TableRef} from '../ast/query';
import {EngineError} from '../errors';
import {compileExpr, type Ctx, type ExprScope} from './expressions';
import {id, indent, termSelect, type CompiledQuery} from './sql';

/** The SQL of a mapping body (the source dialect), translated for the embedded database. */
export function compileSourceQuery(query: Query): CompiledQuery {
  const select = (sel: Select): CompiledQuery => {
    if (!sel.from) throw new EngineError('model', 'FROM', 'A mapping reads a source table (FROM is missing).', sel.pos);
    const scope: ExprScope = {
      column: (ref) => (ref.qualifier ? `${id(ref.qualifier)}.${id(ref.name)}` : id(ref.name)),
      subquery: (q) => compileSourceQuery(q).sql,
    };
    const table = (t: TableRef): string => {
      if (t.query) return `(\n${indent(compileSourceQuery(t.query).sql)}\n)${t.alias ? ` AS ${id(t.alias)}` : ''}`;
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
