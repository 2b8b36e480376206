/**
 * Relationships of the model as a path walks them: a hop `rel[target]`
 * resolved from the concept it starts on (the relationship declared on that
 * concept or a parent, or the inverse of one that points to it), and the
 * key pairs of a many-to-many relationship (the UNION ALL of the mappings
 * that feed it) as a CTE.
 */
import {EngineError, unsupported, type SourcePosition} from '../errors';
import {isA, primaryKey, type Model, type Relationship} from '../model';
import type {Hop} from '../parser/paths';
import {compileSourceQuery} from './mappings';
import type {Compilation} from './relations';
import {id, indent} from './sql';

/** A relationship hop resolved against the model. */
export interface ResolvedHop {
  relationship: Relationship;
  /** True when the path walks the relationship from its target back to its declaring concept. */
  inverse: boolean;
  /** The concept named in the brackets. */
  target: string;
  /** True when one row can reach several rows through the hop. */
  toMany: boolean;
}

/** Resolves `rel[target]` walked from `from`: the relationship declared on `from` (or a parent), or the inverse of one that targets it. */
export function resolveHop(model: Model, from: string, hop: Hop, at: SourcePosition): ResolvedHop {
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
export function bridge(
  st: Compilation,
  r: Relationship,
): {cte: string; sourceProperty: string; targetProperty: string} {
  if (!r.many) throw new EngineError('model', r.name, `${r.name} is not a many-to-many relationship.`);
  const names = [r.name, r.inverse];
  const feeding = st.model.mappings.filter(
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
    if (!isA(st.model, toTarget.target, r.target) && !isA(st.model, r.target, toTarget.target)) {
      throw new EngineError(
        'model',
        m.name,
        `The mapping ${m.name} points ${r.name} at ${toTarget.target}, but ${r.name} leads to ${r.target}.`,
        m.pos,
      );
    }
    if (!isA(st.model, toSource.target, r.concept) && !isA(st.model, r.concept, toSource.target)) {
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
    const source = compileSourceQuery(m.query);
    for (const col of [toTarget.columns[0], toSource.columns[0]]) {
      if (!source.columns.includes(col))
        throw new EngineError('model', col, `The mapping ${m.name} has no column ${col}.`, m.pos);
    }
    return `SELECT m.${id(toSource.columns[0])} AS "source_key", m.${id(toTarget.columns[0])} AS "target_key"\nFROM (\n${indent(source.sql)}\n) AS m`;
  });
  const cte = st.addCte(`relationship_${r.name}`, () =>
    parts.length ? parts.join('\nUNION ALL\n') : 'SELECT NULL AS "source_key", NULL AS "target_key" WHERE 0',
  );
  if (!sourceProperty || !targetProperty) {
    // Without mappings the relationship has no pairs; join on the primary keys (nothing matches).
    sourceProperty = primaryKey(st.model, r.concept)[0];
    targetProperty = primaryKey(st.model, r.target)[0];
    if (!sourceProperty || !targetProperty)
      throw new EngineError('model', r.name, `${r.name} has no mapping and its concepts no primary key.`);
  }
  return {cte, sourceProperty, targetProperty};
}
