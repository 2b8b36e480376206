/**
 * The parser's cursor over the tokens of one statement: the first layer of
 * the parser (./statements.ts is the last), under the readers of
 * expressions, queries and statements. It moves through the tokens, accepts
 * or expects words and operators, and writes the errors: what was expected
 * (with what the optional parts tried at the same place would have taken),
 * what was found, and, where something is missing, what belongs after the
 * token before (`expected a condition after WHERE but found GROUP`).
 */
// cspell:ignore RLIKE ILIKE
import {SqlSyntaxError, type SourcePosition} from '../errors';
import {QUERY_RESERVED} from '../tokens/keywords';
import type {Token} from '../tokens/lexer';
import {checkIdentifier, type PathOptions} from './paths';

export interface ParseOptions extends PathOptions {
  /** The part of the source to parse (offsets and positions stay the whole source's). */
  start?: number;
  end?: number;
  /**
   * Check every backticked identifier of the SQL with the grammar of paths
   * (the checker does). Without it, paths are read when a query compiles.
   */
  checkPaths?: boolean;
}

const CONDITION_AFTER = new Set(['WHERE', 'HAVING', 'ON', 'AND', 'OR', 'NOT', 'WHEN', 'QUALIFY']);
const EXPRESSION_AFTER = new Set(['THEN', 'ELSE', 'LIKE', 'ILIKE', 'RLIKE', 'REGEXP', 'BETWEEN', 'ESCAPE']);
const OPERATORS = new Set(['=', '==', '<>', '!=', '<', '>', '<=', '>=', '<=>', '+', '-', '/', '%', '||', '*']);

/** How a token reads in "but found X": words and names as written, punctuation quoted, nothing as "the end of the statement". */
function describe(t: Token, source: string): string {
  if (t.type === 'eof') return 'the end of the statement';
  if (t.type === 'op' || t.type === 'unclosed') return JSON.stringify(t.value);
  const text = source.slice(t.start, t.end);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** "A", "A or B", "A, B or C". */
function alternatives(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

export abstract class Cursor {
  protected i = 0;
  /** What the optional parts tried at a token index would have accepted (for "expected A, B or C"). */
  private noted: {at: number; items: string[]} = {at: -1, items: []};

  constructor(
    protected readonly source: string,
    protected readonly tokens: readonly Token[],
    protected readonly options: ParseOptions,
  ) {}

  protected get tok(): Token {
    return this.tokens[this.i];
  }

  protected peek(n = 1): Token {
    return this.tokens[Math.min(this.i + n, this.tokens.length - 1)];
  }

  protected isWord(word: string, t: Token = this.tok): boolean {
    return t.type === 'ident' && t.value.toUpperCase() === word;
  }

  protected isOp(op: string, t: Token = this.tok): boolean {
    return t.type === 'op' && t.value === op;
  }

  protected acceptWord(...words: string[]): boolean {
    if (words.every((w, n) => this.isWord(w, this.peek(n)))) {
      this.i += words.length;
      return true;
    }
    return false;
  }

  /**
   * Like acceptWord, and when the words are not there, notes them as one of
   * the things expected here. When the first word is there but not the rest
   * (`GROUP` without `BY`), that is an error.
   */
  protected optWord(...words: string[]): boolean {
    if (this.acceptWord(...words)) return true;
    if (words.length > 1 && this.isWord(words[0])) this.expectWord(...words);
    this.note(`"${words.join(' ')}"`);
    return false;
  }

  protected acceptOp(op: string): boolean {
    if (this.isOp(op)) {
      this.i += 1;
      return true;
    }
    return false;
  }

  protected optOp(op: string): boolean {
    if (this.acceptOp(op)) return true;
    this.note(`"${op}"`);
    return false;
  }

  protected note(item: string): void {
    if (this.noted.at !== this.i) this.noted = {at: this.i, items: []};
    if (!this.noted.items.includes(item)) this.noted.items.push(item);
  }

  protected error(message: string, t: Token = this.tok): SqlSyntaxError {
    return new SqlSyntaxError(message, t.start, describe(t, this.source));
  }

  /** Fails with what was expected here (and what the optional parts tried here would have taken). */
  protected fail(expected: string | string[], t: Token = this.tok): never {
    const given = Array.isArray(expected) ? expected : [expected];
    const items =
      t === this.tok && this.noted.at === this.i
        ? [...this.noted.items, ...given.filter((g) => !this.noted.items.includes(g))]
        : given;
    throw this.error(
      `expected ${alternatives(items.length > 12 ? [...items.slice(0, 12), '...'] : items)} but found ${describe(t, this.source)}`,
      t,
    );
  }

  /** Fails where something is missing, saying what belongs after the token before (`a condition after WHERE`). */
  protected failMissing(fallback: string): never {
    const needed = this.i > 0 ? this.neededAfter(this.i - 1) : null;
    throw this.error(`expected ${needed ?? fallback} but found ${describe(this.tok, this.source)}`);
  }

  /** The clause a comma at token `index` belongs to: the nearest SELECT, BY, FROM or JOIN before it, outside parentheses. */
  protected clauseOfComma(index: number): string | null {
    let depth = 0;
    for (let n = index - 1; n >= 0; n -= 1) {
      const t = this.tokens[n];
      if (this.isOp(')', t)) depth += 1;
      else if (this.isOp('(', t)) {
        if (depth === 0) return '(';
        depth -= 1;
      } else if (depth === 0 && t.type === 'ident' && ['SELECT', 'BY', 'FROM', 'JOIN'].includes(t.value.toUpperCase()))
        return t.value.toUpperCase();
    }
    return null;
  }

  /** What must follow the token at `index`, in words; null when it does not call for anything in particular. */
  protected neededAfter(index: number): string | null {
    const token = this.tokens[index];
    if (token.type === 'op') {
      if (token.value === ',') {
        const clause = this.clauseOfComma(index);
        if (clause === 'SELECT' || clause === 'BY') return 'a column or expression after ","';
        if (clause === 'FROM' || clause === 'JOIN') return 'a table after ","';
        return 'an expression after ","';
      }
      return OPERATORS.has(token.value) ? `an expression after "${token.value}"` : null;
    }
    if (token.type !== 'ident') return null;
    const t = token.value.toUpperCase();
    if (t === 'SELECT' || t === 'DISTINCT') return `a column or expression after ${t}`;
    if (t === 'BY') {
      const before = this.tokens[index - 1]?.value.toUpperCase();
      return `a column or expression after ${before === 'GROUP' || before === 'ORDER' || before === 'PARTITION' ? `${before} ` : ''}BY`;
    }
    if (CONDITION_AFTER.has(t)) return `a condition after ${t}`;
    if (t === 'FROM' || t === 'JOIN') return `a table after ${t}`;
    if (t === 'LIMIT' || t === 'OFFSET') return `a number after ${t}`;
    if (EXPRESSION_AFTER.has(t)) return `an expression after ${t}`;
    return null;
  }

  protected expectWord(...words: string[]): void {
    if (!this.acceptWord(...words)) {
      // Fail at the first word that is not there.
      let n = 0;
      while (n < words.length && this.isWord(words[n], this.peek(n))) n += 1;
      this.i += n;
      this.fail(`"${words[n]}"`);
    }
  }

  protected expectOp(op: string): void {
    if (!this.acceptOp(op)) this.fail(`"${op}"`);
  }

  /** Source text from token index `from` to the last consumed token. */
  protected span(from: number): {pos: SourcePosition; text: string} {
    const first = this.tokens[from];
    const last = this.tokens[Math.max(from, this.i - 1)];
    return {pos: first.pos, text: this.source.slice(first.start, last.end)};
  }

  protected atEnd(): boolean {
    return this.tok.type === 'eof';
  }

  protected expectEnd(): void {
    if (!this.atEnd()) this.fail('the end of the statement');
  }

  // ------------------------------------------------------------------- names

  /** A backticked identifier of the SQL, checked with the grammar of paths when the options say so. */
  protected quoted(t: Token): string {
    if (this.options.checkPaths) {
      const check = checkIdentifier(t.value, this.options);
      if (!check.ok) throw new SqlSyntaxError(check.message, t.start, describe(t, this.source));
    }
    return t.value;
  }

  /** A name: bare (not a reserved word), backticked, or (for aliases) a string. */
  protected name(what: string): string {
    const t = this.tok;
    if (t.type === 'quoted') {
      this.i += 1;
      return this.quoted(t);
    }
    if ((t.type === 'ident' && !QUERY_RESERVED.has(t.value.toUpperCase())) || t.type === 'string') {
      this.i += 1;
      return t.value;
    }
    return this.fail(what);
  }

  protected isAliasStart(t: Token = this.tok): boolean {
    return (t.type === 'ident' && !QUERY_RESERVED.has(t.value.toUpperCase())) || t.type === 'quoted';
  }

  /** A name in double quotes, as some datasources write their tables ("schema"."table"). */
  protected isDoubleQuoted(t: Token = this.tok): boolean {
    return t.type === 'string' && this.source[t.start] === '"';
  }

  protected integer(what: string): number {
    const t = this.tok;
    if (t.type !== 'number' || !/^[0-9]+$/.test(t.value)) this.fail(what);
    this.i += 1;
    return Number(t.value);
  }
}
