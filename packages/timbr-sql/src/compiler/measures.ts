/**
 * Measures in a query: `measure.name` and `measure.rel[target].name` are the
 * aggregate of the measure's definition over the rows of each group, with
 * the measure's WHERE (and that of the measures it is built from) moved
 * into each aggregate as CASE WHEN; SUM(`measure.name`) is accepted around
 * a sum measure, with an optional FILTER (WHERE ...).
 */
import type {ColumnRef, Expr, FunctionCall} from '../ast/query';
import {EngineError, unsupported} from '../errors';
import {conceptMeasures, exhaustiveProperties} from '../model';
import {childExprs, compileExpr, isMeasureName, type Ctx, type ExprScope} from './expressions';
import {translateFunction} from './functions';
import type {Compilation} from './relations';
import {ColumnScope, readPathColumn, type JoinNode} from './scope';
import {id} from './sql';

/** The scope of one SELECT, with its measure columns. */
export class SelectScope extends ColumnScope {
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

  protected measureColumn(ref: ColumnRef, ctx: Ctx, queryFilter?: string, wrapper?: FunctionCall): string {
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
