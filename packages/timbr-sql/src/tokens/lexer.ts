/**
 * Tokens of Timbr SQL: the first layer of the front end, under the parser,
 * the statement splitter and the checker. Comments (`--`, `/* *\/`) and
 * whitespace are skipped. The lexer never fails: text it cannot close (a
 * quote, a backtick, a comment) becomes an `unclosed` token that the parser
 * reports, and any other character is a one-character `op` token that the
 * parser rejects where it does not belong (so `{name}` is reported where it
 * stands, with a hint about syntax templates).
 */
import {positioner, type SourcePosition} from '../errors';

export type TokenType =
  /** A bare word: keyword or name. */
  | 'ident'
  /** A backticked identifier (value without the backticks). */
  | 'quoted'
  /** A string literal, in single or double quotes (value unescaped). */
  | 'string'
  | 'number'
  /** Punctuation and operators. */
  | 'op'
  /** A quote, backtick or comment that is never closed (value: the opening characters). */
  | 'unclosed'
  | 'eof';

export interface Token {
  type: TokenType;
  /** Identifier or string content (quotes removed, escapes resolved); the operator; the number's text. */
  value: string;
  /** Offsets of the token in the source. */
  start: number;
  end: number;
  pos: SourcePosition;
}

const OPERATORS = [
  '<=>',
  '<>',
  '!=',
  '<=',
  '>=',
  '==',
  '||',
  '::',
  '->',
  '=>',
  '=',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '(',
  ')',
  ',',
  '.',
  ';',
  '[',
  ']',
  '~',
];

const WORD = /[A-Za-z0-9_$]/;

/** Where a quoted text starting at `start` ends (after its closing quote), or -1 when it is never closed. */
export function quoteEnd(text: string, start: number, end = text.length): number {
  const q = text[start];
  let i = start + 1;
  while (i < end) {
    if (text[i] === '\\' && q !== '`') i += 2;
    else if (text[i] === q && text[i + 1] === q && i + 1 < end) i += 2;
    else if (text[i] === q) return i + 1;
    else i += 1;
  }
  return -1;
}

function unescape(body: string, q: string): string {
  if (q === '`') return body.replaceAll('``', '`');
  let out = '';
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (c === '\\' && i + 1 < body.length) {
      const n = body[i + 1];
      out += n === 'n' ? '\n' : n === 't' ? '\t' : n;
      i += 1;
    } else if (c === q && body[i + 1] === q) {
      out += q;
      i += 1;
    } else out += c;
  }
  return out;
}

/** The tokens of `text` from `start` to `end` (offsets and positions are the whole text's), ending with an `eof` token. */
export function tokenize(text: string, start = 0, end = text.length): Token[] {
  const tokens: Token[] = [];
  const at = positioner(text);
  const push = (type: TokenType, value: string, from: number, to: number) =>
    tokens.push({type, value, start: from, end: to, pos: at(from)});
  let i = start;
  while (i < end) {
    const ch = text[i];
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || /\s/.test(ch)) {
      i += 1;
      continue;
    }
    if (ch === '-' && text[i + 1] === '-') {
      while (i < end && text[i] !== '\n') i += 1;
      continue;
    }
    if (ch === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      if (close < 0 || close + 2 > end) {
        push('unclosed', '/*', i, end);
        break;
      }
      i = close + 2;
      continue;
    }
    if (ch === '`' || ch === "'" || ch === '"') {
      const close = quoteEnd(text, i, end);
      if (close < 0) {
        push('unclosed', ch, i, end);
        break;
      }
      push(ch === '`' ? 'quoted' : 'string', unescape(text.slice(i + 1, close - 1), ch), i, close);
      i = close;
      continue;
    }
    if (
      /[0-9]/.test(ch) ||
      (ch === '.' && /[0-9]/.test(text[i + 1] ?? '') && !WORD.test(text[i - 1] ?? '') && text[i - 1] !== '`')
    ) {
      const m = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/.exec(text.slice(i, end))!;
      const num = m[0];
      if (/[A-Za-z_]/.test(text[i + num.length] ?? '') && /^[0-9]+$/.test(num)) {
        // A name that starts with a digit (1st_value) is not a number.
        const w = /^[A-Za-z0-9_$]+/.exec(text.slice(i, end))![0];
        push('ident', w, i, i + w.length);
        i += w.length;
        continue;
      }
      push('number', num, i, i + num.length);
      i += num.length;
      continue;
    }
    if (/[A-Za-z_]/.test(ch) || ch.charCodeAt(0) > 127) {
      const w = /^[A-Za-z_\u0080-\uffff][A-Za-z0-9_$\u0080-\uffff]*/.exec(text.slice(i, end))![0];
      push('ident', w, i, i + w.length);
      i += w.length;
      continue;
    }
    const op = OPERATORS.find((o) => text.startsWith(o, i) && i + o.length <= end) ?? ch;
    push('op', op, i, i + op.length);
    i += op.length;
  }
  push('eof', '', Math.min(i, end), Math.min(i, end));
  return tokens;
}

/** A statement of a block or script: its text (from its first token to its last, without the `;`) and offset. */
export interface Piece {
  text: string;
  offset: number;
}

/**
 * Splits SQL text into statements at `;` outside quotes, backticks and
 * comments. Blank statements (whitespace and comments only) are dropped. A
 * quote that is never closed runs to the end of the text, so the rest is one
 * statement (whose check reports the quote).
 */
export function splitStatements(text: string): Piece[] {
  const pieces: Piece[] = [];
  let first: Token | null = null;
  let last: Token | null = null;
  for (const t of tokenize(text)) {
    if (t.type === 'eof' || (t.type === 'op' && t.value === ';')) {
      if (first && last) pieces.push({text: text.slice(first.start, last.end), offset: first.start});
      first = null;
      last = null;
      continue;
    }
    first ??= t;
    last = t;
  }
  return pieces;
}
