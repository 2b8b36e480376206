/**
 * The grammar of what Timbr writes inside one pair of backticks: a name, or
 * a relationship path, a measure column, or the legacy shorthand.
 *
 *   `rel[target].property`                    path column
 *   `rel[target].rel2[target2].property`      chained path
 *   `rel[target*3].property`                  transitive path (depth 3)
 *   `rel[target*3]_transitivity_level`        transitivity level column
 *   `~rel[target].property`                   inverse relationship column
 *   `measure.total_sales`                     measure column
 *   `measure.rel[target].total_sales`         measure through a relationship
 *   `rel.rel2.property`                       legacy shorthand without targets
 *
 * `readIdentifier` reads the text between the backticks into a typed form;
 * the checker (`checkIdentifier`) and the engine's compiler both read paths
 * through it, each with its own policy: the checker rejects the legacy
 * shorthand (unless a block allows it) and the undocumented
 * `rel[target]_attribute` form, the engine refuses every form it does not
 * run, by name.
 */

/** One hop of a path: `relationship[target]` or `relationship[target*depth]`. */
export interface Hop {
  relationship: string;
  target: string;
  /** The depth of a transitive hop (`[target*3]`). */
  depth?: number;
}

export type Identifier =
  /** An ordinary name (no `. [ ] * ~`). */
  | {kind: 'name'; name: string}
  | {
      kind: 'path';
      /** Written with a leading `~`. */
      inverse: boolean;
      hops: Hop[];
      /** A property (or built-in column) at the end; the transitivity level column; or a name glued to the last `]`. */
      end: {property: string} | {transitivityLevel: true} | {attribute: string};
    }
  | {kind: 'measure'; hops: Hop[]; measure: string}
  | {kind: 'legacy'; parts: string[]}
  /** Not any of the above; `reason` says what is wrong. */
  | {kind: 'invalid'; reason: string};

/** Characters that may not appear inside a name (reserved by Timbr). */
const RESERVED = /[`.[\]*~]/;

class Reader {
  i = 0;
  constructor(readonly s: string) {}

  get done(): boolean {
    return this.i >= this.s.length;
  }

  peek(): string {
    return this.s[this.i] ?? '';
  }

  /** A name (no reserved character), possibly empty. */
  name(): string {
    const from = this.i;
    while (!this.done && !RESERVED.test(this.s[this.i])) this.i += 1;
    return this.s.slice(from, this.i);
  }

  /** `rel[target]` or `rel[target*n]` at the reader's place, or null (the reader is then left anywhere). */
  hop(): Hop | null {
    const relationship = this.name();
    if (!relationship || this.peek() !== '[') return null;
    this.i += 1;
    const target = this.name();
    if (!target) return null;
    let depth: number | undefined;
    if (this.peek() === '*') {
      this.i += 1;
      const digits = /^[0-9]+/.exec(this.s.slice(this.i))?.[0];
      if (!digits) return null;
      depth = Number(digits);
      this.i += digits.length;
    }
    if (this.peek() !== ']') return null;
    this.i += 1;
    return depth === undefined ? {relationship, target} : {relationship, target, depth};
  }
}

/** Reads `(hop .)* hop (.name | _transitivity_level | _attribute)`; null when the text is not of that form. */
function readPath(s: string): Identifier | null {
  const r = new Reader(s);
  const inverse = r.peek() === '~';
  if (inverse) r.i += 1;
  const hops: Hop[] = [];
  for (;;) {
    const hop = r.hop();
    if (!hop) return null;
    hops.push(hop);
    if (r.peek() === '.') {
      r.i += 1;
      const mark = r.i;
      const name = r.name();
      if (r.peek() === '[') {
        r.i = mark;
        continue;
      }
      return name && r.done ? {kind: 'path', inverse, hops, end: {property: name}} : null;
    }
    const rest = s.slice(r.i);
    if (rest === '_transitivity_level') return {kind: 'path', inverse, hops, end: {transitivityLevel: true}};
    if (/^_[^`.[\]*~]+$/.test(rest)) return {kind: 'path', inverse, hops, end: {attribute: rest.slice(1)}};
    return null;
  }
}

/** Reads `measure.(hop .)* name`; null when the text is not of that form. */
function readMeasure(s: string): Identifier | null {
  if (!/^measure\./i.test(s)) return null;
  const r = new Reader(s);
  r.i = 'measure.'.length;
  const hops: Hop[] = [];
  for (;;) {
    const mark = r.i;
    const name = r.name();
    if (r.peek() !== '[') return name && r.done ? {kind: 'measure', hops, measure: name} : null;
    r.i = mark;
    const hop = r.hop();
    if (!hop || r.peek() !== '.') return null;
    r.i += 1;
    hops.push(hop);
  }
}

/** Reads the text between a pair of backticks. */
export function readIdentifier(content: string): Identifier {
  if (!RESERVED.test(content)) return {kind: 'name', name: content};
  const path = readPath(content) ?? readMeasure(content);
  if (path) return path;
  if (!/[[\]*~]/.test(content)) {
    const parts = content.split('.');
    if (parts.length > 1 && parts.every(Boolean)) return {kind: 'legacy', parts};
  }
  return {kind: 'invalid', reason: diagnose(content)};
}

/** Explains what is wrong with a malformed path. */
function diagnose(s: string): string {
  let depth = 0;
  for (const ch of s) {
    if (ch === '[') depth += 1;
    if (ch === ']') depth -= 1;
    if (depth < 0 || depth > 1) return 'unbalanced [ ]';
  }
  if (depth !== 0) return 'unbalanced [ ]';
  if (/\[\s*(\*\d*)?\]/.test(s)) return 'missing target concept inside [ ]';
  if (/\*(?!\d+\])/.test(s)) return 'a transitive depth is written [target*n] with a number n';
  if (/~/.test(s.slice(1)) || /^~measure\./i.test(s)) return '~ may only start an inverse relationship path';
  if (/\]$/.test(s)) return 'missing .property after the last ]';
  if (/\][^._]/.test(s) || /\]_(?!transitivity_level$)/.test(s)) return 'expected . or _transitivity_level after ]';
  if (/(^|\.)[^.[\]]+\.(?=[^.]*\[)/.test(s) || /(^|\.)[^.[\]]+\.[^.[\]]+$/.test(s.replace(/^~?(measure\.)?/i, ''))) {
    return 'every relationship in the path needs its [target]';
  }
  if (/\.\.|^\.|\.$|\.\[/.test(s)) return 'empty name between dots';
  return 'malformed path';
}

/** The checker's message for a malformed path. */
export function invalidPathMessage(content: string, reason: string): string {
  return `expected a relationship path \`rel[target].property\` but found \`${content}\` (${reason})`;
}

/** The checker's message for the legacy shorthand. */
export function legacyPathMessage(content: string): string {
  return `expected a relationship path with a target concept such as \`rel[target].property\` but found \`${content}\` (the legacy shorthand rel.rel2.property is not used on this site)`;
}

/** Message for a `{placeholder}` found in a block that should hold real SQL. */
export function placeholderMessage(content: string): string {
  return `expected a concrete name but found the placeholder \`${content}\` (mark syntax templates as \`\`\`sql template)`;
}

export interface PathOptions {
  /** Accept the legacy shorthand `rel.rel2.property` (a block with the meta word `legacy-paths`). */
  allowLegacyPaths?: boolean;
}

export type PathCheck = {ok: true; kind: 'name' | 'path' | 'measure' | 'legacy'} | {ok: false; message: string};

/**
 * The checker's policy on the text between a pair of backticks: a name, a
 * documented path or a measure column; the legacy shorthand only where
 * allowed. Placeholders and empty backticks fail with their own messages.
 */
export function checkIdentifier(content: string, options: PathOptions = {}): PathCheck {
  if (content.length === 0) return {ok: false, message: 'expected a name inside the backticks but found ``'};
  if (/[{}]/.test(content)) return {ok: false, message: placeholderMessage(content)};
  if (content.includes('`')) {
    const [first, ...rest] = content.split('`');
    return {
      ok: false,
      message: `expected "." between \`${first}\` and \`${rest.join('`')}\` but found \`${first}\`\`${rest.join('`')}\` (a doubled backtick inside backticks is a backtick in the name)`,
    };
  }
  const id = readIdentifier(content);
  switch (id.kind) {
    case 'name':
    case 'measure':
      return {ok: true, kind: id.kind};
    case 'path':
      if ('attribute' in id.end)
        return {ok: false, message: invalidPathMessage(content, 'expected . or _transitivity_level after ]')};
      return {ok: true, kind: 'path'};
    case 'legacy':
      return options.allowLegacyPaths ? {ok: true, kind: 'legacy'} : {ok: false, message: legacyPathMessage(content)};
    default:
      return {ok: false, message: invalidPathMessage(content, id.reason)};
  }
}
