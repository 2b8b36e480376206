// Plain-words messages for query syntax errors.
//
// node-sql-parser reports where its grammar stopped and the grammar rules it
// could have taken there. Two things make that raw report hard to act on:
// - It lists grammar internals (character classes of whitespace, every
//   keyword a rule could start with).
// - It often stops one token late: its dialects accept most keywords as
//   column names, so in `SELECT a, FROM t` it reads FROM as a column and
//   fails at `t`.
// explainQueryError looks at the tokens around the stop and, where the
// mistake is one of the common ones (something missing after a comma, after
// SELECT, WHERE, FROM, BY, an operator...), names what was missing and moves
// the position to the text that stands where it belongs.

/**
 * @typedef {{text: string, upper: string, start: number, end: number}} Token
 * @typedef {{offset: number, message: string}} Explained
 */

/**
 * Clause keywords: where the parser has read one of these as a column name,
 * a column or condition was missing before it.
 */
const CLAUSE_KEYWORDS = new Set([
  'SELECT', 'FROM', 'WHERE', 'GROUP', 'ORDER', 'HAVING', 'LIMIT', 'OFFSET', 'UNION', 'INTERSECT', 'EXCEPT',
  'JOIN', 'INNER', 'LEFT', 'RIGHT', 'FULL', 'CROSS', 'ON', 'AND', 'OR', 'BY', 'WINDOW', 'QUALIFY',
]);

const CONDITION_AFTER = new Set(['WHERE', 'HAVING', 'ON', 'AND', 'OR', 'NOT', 'WHEN', 'QUALIFY']);
const EXPRESSION_AFTER = new Set(['THEN', 'ELSE']);
const OPERATORS = new Set(['=', '<>', '!=', '<', '>', '<=', '>=', '+', '-', '/', '%', '||']);

/**
 * Splits SQL text into tokens: quoted strings and backticked names are one
 * token each, so are words and numbers; other characters are one token each,
 * except two-character operators.
 * @param {string} text
 * @returns {Token[]}
 */
export function tokenize(text) {
  /** @type {Token[]} */
  const tokens = [];
  const re = /'(?:[^'\\]|''|\\.)*'?|"(?:[^"\\]|""|\\.)*"?|`[^`]*`?|[A-Za-z_][A-Za-z0-9_$]*|\d+(?:\.\d+)?|<>|!=|<=|>=|\|\||\S/g;
  for (const m of text.matchAll(re)) {
    const start = /** @type {number} */ (m.index);
    tokens.push({text: m[0], upper: m[0].toUpperCase(), start, end: start + m[0].length});
  }
  return tokens;
}

/**
 * How a token reads in "but found X": keywords and names as they are,
 * punctuation quoted, nothing as "the end of the statement".
 * @param {Token | undefined} token
 */
export function describeFound(token) {
  if (!token) return 'the end of the statement';
  if (/^[A-Za-z_`'"\d]/.test(token.text)) return token.text.length > 40 ? `${token.text.slice(0, 37)}...` : token.text;
  return JSON.stringify(token.text);
}

/**
 * The clause a comma at `index` belongs to: the nearest clause keyword
 * before it at the same parenthesis depth.
 * @param {Token[]} tokens
 * @param {number} index
 */
function clauseOfComma(tokens, index) {
  let depth = 0;
  for (let i = index - 1; i >= 0; i -= 1) {
    const t = tokens[i].upper;
    if (t === ')') depth += 1;
    else if (t === '(') {
      if (depth === 0) return '(';
      depth -= 1;
    } else if (depth === 0 && (t === 'SELECT' || t === 'BY' || t === 'FROM' || t === 'JOIN')) return t;
  }
  return null;
}

/**
 * What must follow the token at `index`, in words ("a condition after
 * WHERE"); null when the token does not call for anything in particular.
 * @param {Token[]} tokens
 * @param {number} index
 * @returns {string | null}
 */
function neededAfter(tokens, index) {
  const token = tokens[index];
  const t = token.upper;
  if (t === ',') {
    const clause = clauseOfComma(tokens, index);
    if (clause === 'SELECT' || clause === 'BY') return 'a column or expression after ","';
    if (clause === 'FROM' || clause === 'JOIN') return 'a table after ","';
    return 'an expression after ","';
  }
  if (t === 'SELECT' || t === 'DISTINCT') return `a column or expression after ${t}`;
  if (t === 'BY') {
    const before = tokens[index - 1]?.upper;
    return `a column or expression after ${before === 'GROUP' || before === 'ORDER' || before === 'PARTITION' ? `${before} ` : ''}BY`;
  }
  if (CONDITION_AFTER.has(t)) return `a condition after ${t}`;
  if (t === 'FROM' || t === 'JOIN') return `a table after ${t}`;
  if (t === 'LIMIT' || t === 'OFFSET') return `a number after ${t}`;
  if (EXPRESSION_AFTER.has(t)) return `an expression after ${t}`;
  if (OPERATORS.has(t)) return `an expression after "${token.text}"`;
  return null;
}

/**
 * Explains a query syntax error in plain words, or returns null when none
 * of the common mistakes fits (the caller then lists what the grammar
 * expected).
 * @param {string} text the query the parser read
 * @param {number} offset where the parser stopped
 * @param {{start: number, end: number}} [synthetic] text the checker added around the reader's
 *   (such as a FROM clause for a measure's SELECT): its tokens are not the reader's and are skipped
 * @returns {Explained | null}
 */
export function explainQueryError(text, offset, synthetic) {
  const inSynthetic = (/** @type {Token} */ t) => synthetic != null && t.start >= synthetic.start && t.end <= synthetic.end;
  const tokens = tokenize(text).filter((t) => !inSynthetic(t));
  const nextIndex = tokens.findIndex((t) => t.start >= offset);
  const before = nextIndex === -1 ? tokens.length : nextIndex;
  const found = nextIndex === -1 ? undefined : tokens[nextIndex];
  const prev = before >= 1 ? before - 1 : -1;
  if (prev < 0) return null;

  // The parser read a clause keyword as a name where something was missing
  // (`SELECT a, FROM t`, `WHERE GROUP BY`): the keyword is what stands where
  // the missing part belongs.
  if (CLAUSE_KEYWORDS.has(tokens[prev].upper) && prev >= 1) {
    const needed = neededAfter(tokens, prev - 1);
    if (needed) return {offset: tokens[prev].start, message: `expected ${needed} but found ${tokens[prev].upper}`};
  }
  // Nothing, a clause keyword or punctuation where something was needed.
  const needed = neededAfter(tokens, prev);
  if (needed && (!found || CLAUSE_KEYWORDS.has(found.upper) || /^[,;)]$/.test(found.text))) {
    return {offset: found ? found.start : text.length, message: `expected ${needed} but found ${describeFound(found)}`};
  }
  return null;
}
