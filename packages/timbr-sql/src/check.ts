/**
 * The checker's front end: splits a code block into statements, parses each
 * with the one parser (backticked identifiers checked with the grammar of
 * paths), and reports each failure as the Timbr grammar and compilers do:
 * `file:line:column: expected ... but found ...`, then the line of the block
 * with a caret under the offending text. Browser-safe; finding the blocks in
 * Markdown files is the command line's job.
 */
import type {StatementType} from './ast/statements';
import {SqlSyntaxError} from './errors';
import {statementStart} from './model';
import type {PathOptions} from './parser/paths';
import {parseStatement} from './parser/statements';
import {splitStatements} from './tokens/lexer';

/** A fenced code block of a Markdown file. */
export interface CodeBlock {
  /** Path of the Markdown file. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** 1-based line of the first line of code. */
  codeLine: number;
  /** Language word of the info string ('' if none). */
  lang: string;
  /** Rest of the info string (e.g. `template`, `title="..."`). */
  meta: string;
  /** Block content, without the fences. */
  code: string;
  /** For each line of `code`, how many characters of fence indentation were removed (for file columns). */
  indents?: number[];
}

export type CheckOptions = PathOptions;

export type StatementResult = {ok: true; type: StatementType} | {ok: false; offset: number; message: string};

/**
 * A failing statement. `line` and `column` (1-based) are the file's; `source` is the line of the block that holds
 * the error, `caret` where in it the offending text starts (0-based) and `length` its width.
 */
export interface Failure {
  file: string;
  line: number;
  column: number;
  start: string;
  message: string;
  source: string;
  caret: number;
  length: number;
}

export interface BlockResult {
  statements: number;
  failures: Failure[];
}

/** Adds a hint when the error sits on template notation ({x}, [x], <x>, A|B, ...). */
function withTemplateHint(message: string, text: string, offset: number): string {
  if (/template/.test(message)) return message;
  const rest = text.slice(offset).trimStart();
  if (/^(?:[{[<|]|\.\.\.)/.test(rest))
    return `${message} (syntax template notation? mark syntax templates as \`\`\`sql template)`;
  return message;
}

/** Checks one statement (a final `;` is allowed). */
export function checkStatement(text: string, options: CheckOptions = {}): StatementResult {
  try {
    return {ok: true, type: parseStatement(text, {...options, checkPaths: true}).type};
  } catch (error) {
    if (!(error instanceof SqlSyntaxError)) throw error;
    let message = error.message;
    if (message.startsWith('expected a statement:')) {
      message +=
        ' (a sql block holds only statements of the SQL reference grammar; mark syntax templates as ```sql template)';
    }
    return {ok: false, offset: error.offset, message: withTemplateHint(message, text, error.offset)};
  }
}

/** Checks every statement of a code block; the meta word `legacy-paths` allows the legacy path shorthand. */
export function checkBlock(block: CodeBlock, options: CheckOptions = {}): BlockResult {
  const opts = {allowLegacyPaths: options.allowLegacyPaths || /(^|\s)legacy-paths(\s|$)/.test(block.meta)};
  const statements = splitStatements(block.code);
  const failures: Failure[] = [];
  if (statements.length === 0) {
    failures.push({
      file: block.file,
      line: block.line,
      column: 1,
      start: '(empty block)',
      message: 'expected at least one SQL statement',
      source: '',
      caret: 0,
      length: 0,
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
 */
function positionIn(
  block: CodeBlock,
  offset: number,
): {line: number; column: number; source: string; caret: number; length: number} {
  const code = block.code;
  // An error position can sit on the whitespace before the offending text.
  let at = Math.min(offset, code.length);
  while (at < code.length && /\s/.test(code[at])) at += 1;
  if (at === code.length) at = Math.min(offset, code.length);
  let lineIndex = 0;
  for (let i = 0; i < at; i += 1) if (code[i] === '\n') lineIndex += 1;
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
 * Formats a failure as the Timbr grammar and compilers do:
 * `file:line:column: expected ... but found ...`, then the line of the block
 * with a caret under the offending text.
 */
export function formatFailure(f: Failure): string {
  const head = `${f.file}:${f.line}:${f.column}: ${f.message}`;
  if (!f.source && f.length === 0 && f.caret === 0) return head;
  const gutter = ` ${f.line} | `;
  const under = `${' '.repeat(gutter.length - 2)}| `;
  // Tabs stay tabs under the caret, so it lines up in any terminal.
  const lead = f.source.slice(0, f.caret).replace(/[^\t]/g, ' ');
  return `${head}\n${gutter}${f.source}\n${under}${lead}${'^'.repeat(Math.max(1, f.length))}`;
}
