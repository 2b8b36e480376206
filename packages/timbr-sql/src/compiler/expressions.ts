/**
 * Expressions to SQL: operators, literals, functions (./functions.ts), CASE,
 * CAST, IN, BETWEEN, LIKE, EXISTS and sub-queries, with the constructs the
 * engine does not run refused by name. Column references and sub-queries
 * are the scope's business (a SELECT over a concept, a mapping, a measure):
 * each passes its own `ExprScope`.
 */
import type {ColumnRef, Expr, FunctionCall, Query} from '../ast/query';
import {EngineError, unsupported, type SourcePosition} from '../errors';
import {AGGREGATES} from '../tokens/keywords';
import {translateCast, translateFunction} from './functions';
import {str} from './sql';

export interface Ctx {
  clause: 'select' | 'where' | 'group' | 'having' | 'order' | 'on' | 'source' | 'measure' | 'rule';
  inAggregate: boolean;
}

export interface ExprScope {
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
export function compileExpr(e: Expr, scope: ExprScope, ctx: Ctx): string {
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
export function childExprs(e: Expr): Expr[] {
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

export function isMeasureName(name: string): boolean {
  return /^measure\./i.test(name);
}
