/**
 * Tokenizer for the SQL the engine reads: queries of the reader and the SQL
 * embedded in the model (mapping bodies, conditions, measure and property
 * expressions). Comments (`--`, `/* *\/`) are skipped.
 */
import {EngineError, positioner, type SourcePosition} from './errors';

export type TokenType = 'ident' | 'quoted' | 'string' | 'number' | 'op' | 'eof';

export interface Token {
  type: TokenType;
  /** Identifier or string content (quotes removed, escapes resolved); the operator; the number's text. */
  value: string;
  /** 0-based offsets of the token in the text. */
  start: number;
  end: number;
  pos: SourcePosition;
}

const OPERATORS = ['<=>', '<>', '!=', '<=', '>=', '||', '::', '=', '<', '>', '+', '-', '*', '/', '%', '(', ')', ',', '.', ';', '[', ']', '~', '?'];

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const at = positioner(text);
  while (i < text.length) {
    const ch = text[i];
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    if (ch === '-' && text[i + 1] === '-') {
      while (i < text.length && text[i] !== '\n') i += 1;
      continue;
    }
    if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new EngineError('syntax', '/*', 'The comment that starts here is never closed with */.', at(i));
      i = end + 2;
      continue;
    }
    const start = i;
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end < 0) throw new EngineError('syntax', '`', 'The identifier that starts here is never closed with a backtick.', at(i));
      tokens.push({type: 'quoted', value: text.slice(i + 1, end), start, end: end + 1, pos: at(start)});
      i = end + 1;
      continue;
    }
    if (ch === "'" || ch === '"') {
      let value = '';
      i += 1;
      let closed = false;
      while (i < text.length) {
        const c = text[i];
        if (c === '\\' && i + 1 < text.length) {
          const n = text[i + 1];
          value += n === 'n' ? '\n' : n === 't' ? '\t' : n;
          i += 2;
        } else if (c === ch && text[i + 1] === ch) {
          value += ch;
          i += 2;
        } else if (c === ch) {
          i += 1;
          closed = true;
          break;
        } else {
          value += c;
          i += 1;
        }
      }
      if (!closed) throw new EngineError('syntax', ch, `The string that starts here is never closed with ${ch}.`, at(start));
      tokens.push({type: 'string', value, start, end: i, pos: at(start)});
      continue;
    }
    if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
      const m = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/.exec(text.slice(i));
      const num = m ? m[0] : ch;
      if (/[A-Za-z_]/.test(text[i + num.length] ?? '')) {
        // An identifier that starts with a digit (e.g. 1st_value) is not a number.
        const w = /^[A-Za-z0-9_$]+/.exec(text.slice(i))![0];
        tokens.push({type: 'ident', value: w, start, end: i + w.length, pos: at(start)});
        i += w.length;
        continue;
      }
      tokens.push({type: 'number', value: num, start, end: i + num.length, pos: at(start)});
      i += num.length;
      continue;
    }
    if (/[A-Za-z_]/.test(ch)) {
      const w = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(text.slice(i))![0];
      tokens.push({type: 'ident', value: w, start, end: i + w.length, pos: at(start)});
      i += w.length;
      continue;
    }
    const op = OPERATORS.find((o) => text.startsWith(o, i));
    if (!op) throw new EngineError('syntax', ch, `Unexpected character ${JSON.stringify(ch)}.`, at(i));
    tokens.push({type: 'op', value: op, start, end: i + op.length, pos: at(start)});
    i += op.length;
  }
  tokens.push({type: 'eof', value: '', start: text.length, end: text.length, pos: at(text.length)});
  return tokens;
}
