// How many broken statements the SQL checker catches: every statement of the
// documentation's ```sql blocks (and of the model) is broken in the ways
// people break SQL (a token deleted, a keyword doubled or misspelled, a
// comma dropped or doubled, a bracket or quote left open, two clauses
// swapped), and each mutant is checked with the front end of
// packages/timbr-sql. Some mutants are still valid SQL (a deleted DESC, a
// dropped comma that turns a column into an alias), so the rate is below
// 100%; a drop means the front end accepts broken SQL it used to reject.
//
// Usage: node tools/run.mjs tools/check/sql/mutants.ts [--accepted]
//   --accepted  also print the mutants the front end accepts
// The mutants are the same on every run (a seeded generator per statement).
import * as sql from '@timbr-docs/sql';
import type {Token} from '@timbr-docs/sql';
import {argsOf} from '../../lib/args';
import {isMain} from '../../lib/loader';
import {DEFAULT_TARGETS} from './cli';
import {collectFiles, sqlBlocksOf} from './extract';

/** Mutants of each kind per statement (at most). */
const PER_KIND = 3;

/** Words whose doubling or misspelling is a typical slip (the keyword table of the package marks them). */
const KEYWORDS = sql.keywordsWith('slip');

/** Clause keywords of a query, where a clause starts (at the top level of a statement). */
const CLAUSES = new Set(['FROM', 'WHERE', 'GROUP', 'HAVING', 'ORDER', 'LIMIT']);

export interface SourceStatement {
  text: string;
  options: {allowLegacyPaths?: boolean};
  where: string;
}
export interface Mutant {
  kind: string;
  text: string;
}

/** Every statement of the SQL blocks the checker checks, with its block's options. */
export function collectStatements(targets = DEFAULT_TARGETS): SourceStatement[] {
  const out: SourceStatement[] = [];
  for (const file of collectFiles(targets)) {
    for (const block of sqlBlocksOf(file).sql) {
      const options = {allowLegacyPaths: /(^|\s)legacy-paths(\s|$)/.test(block.meta)};
      for (const piece of sql.splitStatements(block.code))
        out.push({text: piece.text, options, where: `${file}:${block.line}`});
    }
  }
  return out;
}

/** A small seeded generator (mulberry32), so that the mutants are the same on every run. */
function generator(seedText: string): () => number {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to `n` distinct items of `items`, picked with `random`. */
function pick<T>(items: T[], n: number, random: () => number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (pool.length && out.length < n) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return out;
}

const splice = (text: string, start: number, end: number, insert = '') =>
  text.slice(0, start) + insert + text.slice(end);

/** Top-level clauses of a statement: [start, end) spans from one clause keyword to the next. */
function clauses(tokens: Token[]): Array<[number, number]> {
  const starts: number[] = [];
  let depth = 0;
  for (const t of tokens) {
    if (t.type === 'op' && t.value === '(') depth += 1;
    if (t.type === 'op' && t.value === ')') depth -= 1;
    if (depth === 0 && t.type === 'ident' && CLAUSES.has(t.value.toUpperCase())) starts.push(t.start);
  }
  const end = tokens[tokens.length - 1].start;
  return starts.map((s, i): [number, number] => [s, i + 1 < starts.length ? starts[i + 1] : end]);
}

/**
 * The mutants of one statement, of each kind, without duplicates and
 * without the statement itself.
 */
export function mutantsOf(text: string): Mutant[] {
  const random = generator(text);
  const tokens = sql.tokenize(text);
  const real = tokens.filter((t) => t.type !== 'eof');
  const keywords = real.filter((t) => t.type === 'ident' && KEYWORDS.has(t.value.toUpperCase()));
  const isOp = (t: Token, ops: string[]) => t.type === 'op' && ops.includes(t.value);
  const out: Mutant[] = [];
  const add = (kind: string, texts: string[]) => {
    for (const t of texts) if (t !== text && !out.some((m) => m.text === t)) out.push({kind, text: t});
  };
  add(
    'delete a token',
    pick(real, PER_KIND, random).map((t) => splice(text, t.start, t.end)),
  );
  add(
    'double a keyword',
    pick(keywords, PER_KIND, random).map((t) => splice(text, t.end, t.end, ` ${text.slice(t.start, t.end)}`)),
  );
  add(
    'misspell a keyword',
    pick(
      keywords.filter((t) => t.value.length > 2),
      PER_KIND,
      random,
    ).map((t) => {
      const at = t.start + 1 + Math.floor(random() * (t.end - t.start - 2));
      return splice(text, at, at + 1);
    }),
  );
  const commas = real.filter((t) => isOp(t, [',']));
  add(
    'drop a comma',
    pick(commas, PER_KIND, random).map((t) => splice(text, t.start, t.end)),
  );
  add(
    'double a comma',
    pick(commas, PER_KIND, random).map((t) => splice(text, t.end, t.end, ',')),
  );
  add(
    'unbalance a bracket',
    pick(
      real.filter((t) => isOp(t, ['(', ')', '[', ']'])),
      PER_KIND,
      random,
    ).map((t) => splice(text, t.start, t.end)),
  );
  add(
    'unbalance a quote',
    pick(
      real.filter((t) => t.type === 'string' || t.type === 'quoted'),
      PER_KIND,
      random,
    ).map((t) => splice(text, t.end - 1, t.end)),
  );
  const spans = clauses(real.concat(tokens[tokens.length - 1]));
  const pairs = spans.slice(1).map((s, i) => [spans[i], s]);
  add(
    'swap two clauses',
    pick(pairs, PER_KIND, random).map(([a, b]) => {
      const first = text.slice(a[0], a[1]).trimEnd();
      const second = text.slice(b[0], b[1]).trimEnd();
      return `${text.slice(0, a[0])}${second} ${first}${text.slice(b[1])}`;
    }),
  );
  return out;
}

/** Checks every mutant with `check` (the front end's checkStatement by default). */
export function measure(
  statements: SourceStatement[],
  check: (text: string, options: {allowLegacyPaths?: boolean}) => {ok: boolean} = sql.checkStatement,
) {
  const byKind: Record<string, {mutants: number; rejected: number}> = {};
  const accepted: (Mutant & {where: string})[] = [];
  let mutants = 0;
  let rejected = 0;
  for (const statement of statements) {
    for (const m of mutantsOf(statement.text)) {
      const ok = check(m.text, statement.options).ok;
      byKind[m.kind] ??= {mutants: 0, rejected: 0};
      byKind[m.kind].mutants += 1;
      mutants += 1;
      if (ok) accepted.push({...m, where: statement.where});
      else {
        byKind[m.kind].rejected += 1;
        rejected += 1;
      }
    }
  }
  return {statements: statements.length, mutants, rejected, byKind, accepted};
}

if (isMain(__filename)) {
  const usage = 'Usage: node tools/run.mjs tools/check/sql/mutants.ts [--accepted]';
  const {values} = argsOf('mutants', usage, {accepted: {type: 'boolean'}});
  const result = measure(collectStatements());
  if (values.accepted) {
    for (const m of result.accepted) console.log(`${m.where} [${m.kind}] ${m.text.replace(/\s+/g, ' ')}`);
  }
  for (const [kind, k] of Object.entries(result.byKind)) console.log(`${kind}: ${k.rejected} of ${k.mutants} rejected`);
  const rate = ((100 * result.rejected) / result.mutants).toFixed(1);
  console.log(`${result.statements} statements, ${result.mutants} mutants, ${result.rejected} rejected (${rate}%)`);
}
