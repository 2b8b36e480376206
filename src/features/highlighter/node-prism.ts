/**
 * The site's Prism, built in Node: the bare core with PRISM_LANGUAGES loaded
 * in order and the Timbr SQL tokens, as the theme builds it in the browser.
 * Used at build time by ./plugin.ts (the nesting of token
 * types, for the color style sheet) and by the unit tests.
 */
import {createRequire} from 'node:module';
import type PrismNamespace from 'prismjs';
import {Prism} from '../../shared/prism/core';
import {PRISM_LANGUAGES} from '../../shared/prism/languages';
import {extendTimbrSql} from '../../shared/prism/timbr-sql';

const load = createRequire(__filename);
const scope = globalThis as {Prism?: unknown};
const before = scope.Prism;
scope.Prism = Prism;
for (const lang of PRISM_LANGUAGES) load(`prismjs/components/prism-${lang}`);
if (before === undefined) delete scope.Prism;
else scope.Prism = before;
extendTimbrSql(Prism);

export const nodePrism: typeof PrismNamespace = Prism;

/**
 * Ordered pairs [outer, inner] of token types where a token typed `inner`
 * can sit inside one typed `outer` (nested grammars, and a type with its
 * aliases): prism-react-renderer lists a token's types outer first, and the
 * later ones win.
 */
export function nestedTypePairs(prism: typeof PrismNamespace = nodePrism): [string, string][] {
  const pairs = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (grammar: PrismNamespace.Grammar, outer: string[], depth: number) => {
    if (depth > 6) return;
    for (const [type, value] of Object.entries(grammar)) {
      if (type === 'rest' || value == null) continue;
      for (const pattern of Array.isArray(value) ? value : [value]) {
        if (pattern instanceof RegExp) {
          for (const o of outer) pairs.add(JSON.stringify([o, type]));
          continue;
        }
        const token = pattern as PrismNamespace.TokenObject;
        const aliases = token.alias == null ? [] : Array.isArray(token.alias) ? token.alias : [token.alias];
        const names = [type, ...aliases];
        for (const o of outer) for (const n of names) pairs.add(JSON.stringify([o, n]));
        for (const a of aliases) pairs.add(JSON.stringify([type, a]));
        const inside = token.inside as PrismNamespace.Grammar | undefined;
        if (inside && !seen.has(inside)) {
          seen.add(inside);
          walk(inside, [...outer, ...names], depth + 1);
          seen.delete(inside);
        }
      }
    }
  };
  for (const grammar of Object.values(prism.languages)) {
    if (grammar && typeof grammar === 'object') walk(grammar as PrismNamespace.Grammar, [], 0);
  }
  return [...pairs].map((p) => JSON.parse(p) as [string, string]).filter(([a, b]) => a !== b);
}
