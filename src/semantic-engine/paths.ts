/**
 * Column names of the `dtimbr` schema that are more than a property name:
 * relationship paths (`rel[target].prop`, chained), measure columns
 * (`measure.name`, `measure.rel[target].name`), and the forms the engine
 * recognizes only to refuse them.
 */
import {EngineError, unsupported, type SourcePosition} from './errors';

export interface Hop {
  relationship: string;
  target: string;
}

export interface ParsedPath {
  hops: Hop[];
  /** The property (or built-in column, or measure) at the end of the path. */
  last: string;
}

const HOP = /^([^[\].*~]+)\[([^\]]*)\]/;

/**
 * Parses `rel[target](.rel2[target2])*.last`. Refuses transitive hops
 * (`[target*n]`), `_transitivity_level`, and relationship attribute columns
 * (`rel[target]_name`).
 */
export function parsePath(text: string, at: SourcePosition | null): ParsedPath {
  const hops: Hop[] = [];
  let rest = text;
  for (;;) {
    const m = HOP.exec(rest);
    if (!m) break;
    const [, relationship, target] = m;
    if (target.includes('*')) {
      throw unsupported(`${relationship}[${target}]`, `Transitive relationship paths (${relationship}[${target}]) are not part of the sample engine.`, at);
    }
    if (!target.trim()) {
      throw new EngineError('semantic', text, `The path \`${text}\` names no target concept between [ and ]. Write the target, as in \`${relationship}[concept].property\`.`, at);
    }
    hops.push({relationship, target});
    rest = rest.slice(m[0].length);
    if (rest.startsWith('.')) {
      rest = rest.slice(1);
      continue;
    }
    if (rest === '_transitivity_level') {
      throw unsupported(text, 'Transitivity level columns are not part of the sample engine.', at);
    }
    if (rest.startsWith('_')) {
      throw unsupported(text, `Relationship attribute columns (\`${text}\`) are not part of the sample engine.`, at);
    }
    throw new EngineError('semantic', text, `Expected a property after the relationship in \`${text}\`, as in \`${relationship}[${target}].property\`.`, at);
  }
  if (!hops.length) throw new EngineError('semantic', text, `\`${text}\` is not a relationship path.`, at);
  if (!rest || /[[\].*~]/.test(rest)) {
    throw new EngineError('semantic', text, `Expected a property name at the end of the path \`${text}\`.`, at);
  }
  return {hops, last: rest};
}

/** True for the legacy shorthand without targets (`country.continent.entity_label`). */
export function isLegacyPath(name: string): boolean {
  return !name.includes('[') && /^[^.]+(\.[^.]+)+$/.test(name) && !/^measure\./i.test(name);
}
