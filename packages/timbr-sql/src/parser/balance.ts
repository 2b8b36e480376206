/**
 * The first check of a statement, before the parser: brackets, quotes and
 * comments, reported where they open.
 */
import {SqlSyntaxError} from '../errors';
import type {Token} from '../tokens/lexer';

const CLOSER: Record<string, string> = {'(': ')', '[': ']'};
const QUOTE_NAME: Record<string, string> = {"'": 'string', '"': 'quoted text', '`': 'identifier', '/*': 'comment'};

/**
 * The first quote, backtick or comment that is never closed, or the first
 * parenthesis or bracket without its partner: a clearer report than the
 * parser's, which would stop somewhere after it.
 */
export function findUnbalanced(tokens: readonly Token[]): SqlSyntaxError | null {
  const stack: Token[] = [];
  for (const t of tokens) {
    if (t.type === 'unclosed') {
      const closing = t.value === '/*' ? '*/' : t.value;
      return new SqlSyntaxError(
        `expected a closing ${closing} for the ${QUOTE_NAME[t.value]} that starts here`,
        t.start,
        t.value,
      );
    }
    if (t.type !== 'op') continue;
    if (t.value === '(' || t.value === '[') stack.push(t);
    if (t.value === ')' || t.value === ']') {
      const open = stack.pop();
      if (!open)
        return new SqlSyntaxError(`expected no ${t.value} here: nothing is open that it could close`, t.start, t.value);
      if (CLOSER[open.value] !== t.value) {
        return new SqlSyntaxError(
          `expected ${CLOSER[open.value]} (to close the ${open.value} at column ${open.pos.column}) but ${t.value} found`,
          t.start,
          t.value,
        );
      }
    }
  }
  const open = stack.pop();
  if (open)
    return new SqlSyntaxError(
      `expected ${CLOSER[open.value]} to close the ${open.value} opened here, but the statement ends first`,
      open.start,
      open.value,
    );
  return null;
}
