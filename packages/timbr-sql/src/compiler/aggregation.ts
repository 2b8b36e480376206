/**
 * The rules of aggregation of a compiled SELECT: in a grouped query every
 * column outside an aggregate is grouped (as in standard SQL), measures next
 * to columns that are not aggregated need GROUP BY, and a measure that sums
 * or counts rows is not repeated by a one-to-many path that does not lead
 * to it.
 */
import type {Expr, Query, Select} from '../ast/query';
import {EngineError, unsupported} from '../errors';
import {AGGREGATES} from '../tokens/keywords';
import {childExprs, isMeasureName} from './expressions';
import type {ColumnScope, JoinNode} from './scope';

/** In a grouped query, every column outside an aggregate must be grouped. */
export function checkGrouping(
  scope: ColumnScope,
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
export function checkMeasureFanOut(scope: ColumnScope): void {
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
