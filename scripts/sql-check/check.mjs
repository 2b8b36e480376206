// Checks the statements of a SQL code block.
//
// Every statement is first parsed with the Timbr grammar (timbr.peggy),
// which knows the Timbr DDL and checks brackets, quotes and backticked
// relationship paths everywhere. The embedded SQL it returns (queries,
// AS SELECT bodies, WHERE conditions) is then parsed with node-sql-parser.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import peggy from 'peggy';
import {checkIdentifier, placeholderMessage} from './paths.mjs';
import {explainQueryError} from './explain.mjs';

/**
 * @typedef {import('./extract.mjs').CodeBlock} CodeBlock
 * @typedef {{allowLegacyPaths?: boolean}} CheckOptions
 * @typedef {{text: string, offset: number}} Piece
 * @typedef {{ok: true, type: string} | {ok: false, offset: number, message: string}} StatementResult
 * @typedef {{file: string, line: number, column: number, start: string, message: string, source: string, caret: number, length: number}} Failure
 *   `line` and `column` (1-based) are the file's; `source` is the line of the block that holds the
 *   error, `caret` where in it the offending text starts (0-based) and `length` its width
 * @typedef {{statements: number, failures: Failure[]}} BlockResult
 */

/**
 * Dialects of node-sql-parser tried in order; a query passes when one of
 * them accepts it, and errors are reported from the first. Timbr's engine
 * speaks a Spark/Hive-style SQL with backticked identifiers: 'hive' accepts
 * `CAST(x AS STRING)`, `dtimbr.\`product\`` and backticked relationship
 * paths. The others cover standard syntax the hive grammar of
 * node-sql-parser lacks: 'mysql' (REGEXP), 'trino' (aggregate
 * `FILTER (WHERE ...)`), 'flinksql' (`SUBSTRING(x FROM a FOR b)`). All of
 * them accept backticks and reject malformed queries such as `FROM FROM`
 * (the laxer 'snowflake' grammar does not and is not used).
 */
export const DIALECTS = ['hive', 'mysql', 'trino', 'flinksql'];

/**
 * Standard clauses no dialect grammar above knows, blanked (same length, so
 * error offsets are unchanged) before parsing.
 */
const NORMALISE = [/\bNULLS\s+(?:FIRST|LAST)\b/gi];

const GRAMMAR_URL = new URL('./timbr.peggy', import.meta.url);

/** @type {{parse: (text: string, options?: object) => any} | null} */
let timbrParser = null;

/** The Timbr statement parser, generated from the grammar on first use. */
export function getTimbrParser() {
  if (!timbrParser) {
    timbrParser = peggy.generate(fs.readFileSync(GRAMMAR_URL, 'utf8'), {
      grammarSource: 'timbr.peggy',
    });
  }
  return timbrParser;
}

/** @type {any} */
let sqlParser = null;

/**
 * node-sql-parser, loaded on first use: it is large, and the model reader of
 * the build (src/plugins/runnable-sql/model-script.ts) needs only the Timbr
 * grammar and the statement splitter of this module.
 */
function sql() {
  if (!sqlParser) {
    const {Parser} = createRequire(import.meta.url)('node-sql-parser');
    sqlParser = new Parser();
  }
  return sqlParser;
}

/**
 * Replaces comments outside quotes with spaces (newlines are kept, so
 * offsets and line numbers stay the same).
 * @param {string} code
 * @returns {string}
 */
export function blankComments(code) {
  let out = '';
  let i = 0;
  while (i < code.length) {
    const ch = code[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      const end = skipQuote(code, i);
      out += code.slice(i, end);
      i = end;
    } else if (ch === '-' && code[i + 1] === '-') {
      let end = code.indexOf('\n', i);
      if (end < 0) end = code.length;
      out += ' '.repeat(end - i);
      i = end;
    } else if (ch === '/' && code[i + 1] === '*') {
      let end = code.indexOf('*/', i + 2);
      end = end < 0 ? code.length : end + 2;
      out += code.slice(i, end).replace(/[^\n]/g, ' ');
      i = end;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

/**
 * Index after the quoted text starting at `start` ('...', "..." or `...`).
 * Doubled quotes and (except in backticks) backslash escapes are honoured;
 * an unterminated quote runs to the end.
 * @param {string} s
 * @param {number} start
 * @returns {number}
 */
function skipQuote(s, start) {
  const end = quoteEnd(s, start);
  return end < 0 ? s.length : end;
}

/**
 * Like skipQuote, but -1 when the quote is never closed.
 * @param {string} s
 * @param {number} start
 * @returns {number}
 */
function quoteEnd(s, start) {
  const q = s[start];
  let i = start + 1;
  while (i < s.length) {
    if (s[i] === '\\' && q !== '`') i += 2;
    else if (s[i] === q && s[i + 1] === q) i += 2;
    else if (s[i] === q) return i + 1;
    else i += 1;
  }
  return -1;
}

/**
 * The token at `offset` (after whitespace), for "but found X" messages.
 * @param {string} text
 * @param {number} offset
 * @returns {string | null}
 */
function foundAt(text, offset) {
  const word = /^(?:[A-Za-z_][A-Za-z0-9_]*|`[^`]*`|'[^']*'|\S)/.exec(text.slice(offset).trimStart());
  return word ? word[0] : null;
}

/**
 * Splits SQL text into statements at `;` outside quotes, backticks and
 * comments. The `;` itself is not part of a statement; blank statements
 * (whitespace and comments only) are dropped.
 * @param {string} code
 * @returns {Piece[]}
 */
export function splitStatements(code) {
  const blanked = blankComments(code);
  /** @type {Piece[]} */
  const pieces = [];
  let start = 0;
  let i = 0;
  const push = (/** @type {number} */ end) => {
    const raw = blanked.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text) pieces.push({text, offset: start + lead});
  };
  while (i < blanked.length) {
    const ch = blanked[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      i = skipQuote(blanked, i);
    } else if (ch === ';') {
      push(i);
      i += 1;
      start = i;
    } else {
      i += 1;
    }
  }
  push(blanked.length);
  return pieces;
}

/**
 * Makes an "expected ..." message from a parser error (peggy-generated
 * parsers, including node-sql-parser, share the error shape).
 * @param {any} error
 * @param {number} [limit] maximum number of alternatives listed
 * @returns {string}
 */
export function describeSyntaxError(error, limit = 12) {
  if (!Array.isArray(error.expected)) {
    // error() raised by a grammar action: the message is already phrased.
    return String(error.message).replace(/^Expected/, 'expected');
  }
  // Whitespace and comment starts are allowed almost everywhere: listing them says nothing.
  const noise = new Set(['whitespace', '"#"', '"--"', '"/*"', '"//"']);
  /** @type {string[]} */
  let items = [];
  for (const e of error.expected) {
    let d;
    if (e.type === 'literal') d = JSON.stringify(e.ignoreCase ? e.text.toUpperCase() : e.text);
    else if (e.type === 'end') d = 'end of statement';
    else if (e.type === 'other') d = e.description;
    else if (e.type === 'class') d = isWhitespaceClass(e) ? null : classDescription(e);
    else d = e.description ?? e.type;
    if (d && !noise.has(d) && !items.includes(d)) items.push(d);
  }
  const found = error.found == null ? null : error.found;
  items.sort((a, b) => rank(a) - rank(b));
  if (items.length > limit) items = [...items.slice(0, limit), '...'];
  const list = items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
  const where = found === null ? 'the end of the statement' : found.length > 1 ? found : JSON.stringify(found);
  return `expected ${list || 'something else'} but found ${where}`;
}

/** @param {string} d */
function rank(d) {
  if (d.startsWith('"')) return 0;
  if (d === 'end of statement') return 2;
  return 1;
}

/**
 * True for a character class of whitespace only, such as [ \t\n\r].
 * @param {{parts: any[], inverted: boolean}} e
 */
function isWhitespaceClass(e) {
  return !e.inverted && e.parts.every((p) => typeof p === 'string' && /^\s+$/.test(p));
}

/** @param {{parts: any[], inverted: boolean}} e */
function classDescription(e) {
  const escape = (/** @type {string} */ c) => c.replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
  const parts = e.parts.map((p) => (Array.isArray(p) ? `${escape(p[0])}-${escape(p[1])}` : escape(p))).join('');
  if (/^A-Za-z0-9_\$/.test(parts) || /^A-Za-z_/.test(parts)) return 'identifier';
  return `${e.inverted ? '[^' : '['}${parts}]`;
}

/**
 * Parses SQL with node-sql-parser, trying each dialect. A syntax error is
 * explained in plain words where it is a common mistake (explain.mjs), else
 * as the list of what the grammar expected.
 * @param {string} text
 * @param {{start: number, end: number}} [synthetic] part of `text` the checker added (not the reader's)
 * @returns {{ok: true, ast: any} | {ok: false, offset: number, message: string}}
 */
export function parseQuery(text, synthetic) {
  const masked = maskQuoted(text);
  let normalised = text;
  for (const re of NORMALISE) {
    for (const m of masked.matchAll(re)) {
      const at = /** @type {number} */ (m.index);
      normalised = normalised.slice(0, at) + ' '.repeat(m[0].length) + normalised.slice(at + m[0].length);
    }
  }
  /** @type {any} */
  let first = null;
  for (const database of DIALECTS) {
    try {
      return {ok: true, ast: sql().astify(normalised, {database})};
    } catch (error) {
      first ??= error;
    }
  }
  const offset = first?.location?.start?.offset ?? 0;
  if (!first?.expected) return {ok: false, offset, message: String(first?.message ?? first)};
  const explained = explainQueryError(text, offset, synthetic);
  if (explained) return {ok: false, ...explained};
  return {ok: false, offset, message: describeSyntaxError({expected: first.expected, found: foundAt(text, offset)}, 8)};
}

/**
 * Replaces the content of quoted strings and backticks with spaces.
 * @param {string} text
 */
function maskQuoted(text) {
  return text.replace(/'(?:[^'\\]|''|\\.)*'|"(?:[^"\\]|""|\\.)*"|`[^`]*`/g, (m) => ' '.repeat(m.length));
}

/**
 * @param {any} ast
 * @returns {boolean}
 */
function hasGroupBy(ast) {
  const nodes = Array.isArray(ast) ? ast : [ast];
  return nodes.some((n) => n && n.groupby && (Array.isArray(n.groupby) ? n.groupby.length : n.groupby.columns?.length));
}

/**
 * Checks one statement (without its final `;`).
 * @param {string} text
 * @param {CheckOptions} [options]
 * @returns {StatementResult}
 */
export function checkStatement(text, options = {}) {
  const source = blankComments(text);
  const unbalanced = findUnbalanced(source);
  if (unbalanced) return {ok: false, ...unbalanced};
  let result;
  try {
    result = getTimbrParser().parse(source, {
      checkIdentifier: (/** @type {string} */ content) => checkIdentifier(content, options),
      placeholderMessage,
    });
  } catch (error) {
    const e = /** @type {any} */ (error);
    if (!e.location) throw error;
    const offset = e.location.start.offset;
    const message = e.expected ? describeSyntaxError({expected: e.expected, found: foundAt(source, offset)}) : describeSyntaxError(e);
    return {ok: false, offset, message: withTemplateHint(message, source, offset)};
  }
  for (const fragment of result.fragments) {
    const problem = checkFragment(fragment);
    if (problem) {
      const offset = fragment.offset + problem.offset;
      return {ok: false, offset, message: withTemplateHint(problem.message, source, offset)};
    }
  }
  return {ok: true, type: result.type};
}

/**
 * Adds a hint when the error sits on template notation ({x}, [x], A|B, ...).
 * @param {string} message
 * @param {string} text
 * @param {number} offset
 */
function withTemplateHint(message, text, offset) {
  if (/template/.test(message)) return message;
  const rest = text.slice(offset).trimStart();
  if (/^(?:[{[<|]|\.\.\.)/.test(rest)) return `${message} (syntax template notation? mark syntax templates as \`\`\`sql template)`;
  return message;
}

const CLOSER = /** @type {Record<string, string>} */ ({'(': ')', '[': ']'});
const QUOTE_NAME = /** @type {Record<string, string>} */ ({"'": 'string', '"': 'quoted text', '`': 'identifier'});

/**
 * Finds the first unbalanced quote, backtick, parenthesis or bracket
 * (outside quotes and backticks).
 * @param {string} text statement with comments blanked
 * @returns {{offset: number, message: string} | null}
 */
export function findUnbalanced(text) {
  /** @type {{ch: string, at: number}[]} */
  const stack = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      const end = quoteEnd(text, i);
      if (end < 0) return {offset: i, message: `expected a closing ${ch} for the ${QUOTE_NAME[ch]} that starts here`};
      i = end;
      continue;
    }
    if (ch === '(' || ch === '[') stack.push({ch, at: i});
    if (ch === ')' || ch === ']') {
      const open = stack.pop();
      if (!open) return {offset: i, message: `expected no ${ch} here: nothing is open that it could close`};
      if (CLOSER[open.ch] !== ch) return {offset: i, message: `expected ${CLOSER[open.ch]} (to close the ${open.ch} at column ${open.at + 1}) but ${ch} found`};
    }
    i += 1;
  }
  const open = stack.pop();
  if (open) return {offset: open.at, message: `expected ${CLOSER[open.ch]} to close the ${open.ch} opened here, but the statement ends first`};
  return null;
}

/**
 * Checks embedded SQL returned by the Timbr grammar.
 * @param {{kind: string, text: string, offset: number, where?: number | null}} fragment
 * @returns {{offset: number, message: string} | null}
 */
function checkFragment(fragment) {
  const {kind, text} = fragment;
  if (kind === 'native') return null;
  // Text is wrapped into a complete query where needed; `insert` records
  // where synthetic text went so error offsets map back to the statement.
  let query = text;
  let insertAt = 0;
  let inserted = 0;
  if (kind === 'select') {
    const filler = ' FROM `timbr_measure_source` ';
    insertAt = fragment.where ?? text.length;
    query = text.slice(0, insertAt) + filler + text.slice(insertAt);
    inserted = filler.length;
  } else if (kind === 'where') {
    const prefix = 'SELECT * FROM `timbr_concept_source` WHERE ';
    query = prefix + text;
    inserted = prefix.length;
  }
  const parsed = parseQuery(query, kind === 'select' ? {start: insertAt, end: insertAt + inserted} : undefined);
  if (!parsed.ok) {
    let offset = parsed.offset;
    if (offset >= insertAt + inserted) offset -= inserted;
    else if (offset > insertAt) offset = insertAt;
    return {offset: Math.max(0, Math.min(offset, text.length)), message: parsed.message};
  }
  if (kind === 'cube' && hasGroupBy(parsed.ast)) {
    const at = text.search(/\bGROUP\s+BY\b/i);
    return {offset: Math.max(0, at), message: 'expected no GROUP BY in an ONTOLOGY CUBE (cubes aggregate through their measures)'};
  }
  return null;
}

/**
 * One-line start of a statement for messages.
 * @param {string} text
 * @returns {string}
 */
export function statementStart(text) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
}

/**
 * Checks every statement of a code block.
 * @param {CodeBlock} block
 * @param {CheckOptions} [options]
 * @returns {BlockResult}
 */
export function checkBlock(block, options = {}) {
  const opts = {allowLegacyPaths: options.allowLegacyPaths || /(^|\s)legacy-paths(\s|$)/.test(block.meta)};
  const statements = splitStatements(block.code);
  /** @type {Failure[]} */
  const failures = [];
  if (statements.length === 0) {
    failures.push({
      file: block.file, line: block.line, column: 1, start: '(empty block)', message: 'expected at least one SQL statement',
      source: '', caret: 0, length: 0,
    });
  }
  for (const statement of statements) {
    const result = checkStatement(statement.text, opts);
    if (!result.ok) {
      failures.push({
        file: block.file,
        ...positionIn(block, statement.offset + result.offset),
        start: statementStart(statement.text),
        message: result.message,
      });
    }
  }
  return {statements: statements.length, failures};
}

/**
 * Where an offset of the block's code is in the file, the line of the block
 * that holds it, and the width of the text found there (a word, a quoted
 * name or one character; 0 at the end of the block).
 * @param {CodeBlock} block
 * @param {number} offset
 * @returns {{line: number, column: number, source: string, caret: number, length: number}}
 */
function positionIn(block, offset) {
  const code = block.code;
  // An error position can sit on the whitespace before the offending text.
  let at = Math.min(offset, code.length);
  while (at < code.length && /\s/.test(code[at])) at += 1;
  if (at === code.length) at = Math.min(offset, code.length);
  const lineIndex = countNewlines(code, at);
  const lineStart = code.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = code.indexOf('\n', lineStart);
  const source = code.slice(lineStart, lineEnd === -1 ? code.length : lineEnd);
  const token = /^(?:[A-Za-z_][A-Za-z0-9_$]*|`[^`\n]*`|'[^'\n]*'|"[^"\n]*"|\d+|\S)/.exec(code.slice(at));
  return {
    line: block.codeLine + lineIndex,
    column: at - lineStart + 1 + (block.indents?.[lineIndex] ?? 0),
    source,
    caret: at - lineStart,
    length: token ? Math.min(token[0].length, source.length - (at - lineStart)) : 0,
  };
}

/**
 * @param {string} s
 * @param {number} end
 */
function countNewlines(s, end) {
  let n = 0;
  for (let i = 0; i < end && i < s.length; i += 1) if (s[i] === '\n') n += 1;
  return n;
}

/**
 * Formats a failure as the Timbr grammar and compilers do:
 * `file:line:column: expected ... but found ...`, then the line of the block
 * with a caret under the offending text.
 * @param {Failure} f
 */
export function formatFailure(f) {
  const head = `${f.file}:${f.line}:${f.column}: ${f.message}`;
  if (!f.source && f.length === 0 && f.caret === 0) return head;
  const gutter = ` ${f.line} | `;
  const under = `${' '.repeat(gutter.length - 2)}| `;
  // Tabs stay tabs under the caret, so it lines up in any terminal.
  const lead = f.source.slice(0, f.caret).replace(/[^\t]/g, ' ');
  return `${head}\n${gutter}${f.source}\n${under}${lead}${'^'.repeat(Math.max(1, f.length))}`;
}
