/**
 * Errors of the front end and of the engine. A syntax error of the parser
 * (`SqlSyntaxError`) has the offset of the offending text and a message in
 * the checker's words (`expected ... but found ...`). An engine error names
 * the construct it is about and, when the construct has a place in the query
 * text, its 1-based line and column, so that a reader (or the build) can
 * point at it.
 */

export interface SourcePosition {
  /** 0-based offset in the text. */
  offset: number;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  column: number;
}

/** What kind of error it is: the reader's SQL, or a construct the engine does not run. */
export type EngineErrorKind =
  /** The query does not parse. */
  | 'syntax'
  /** The query names something that does not exist or breaks a rule of the documented semantics. */
  | 'semantic'
  /** A documented or existing Timbr construct outside the subset this engine implements. */
  | 'unsupported'
  /** The model (DDL) or the sample data is inconsistent. */
  | 'model'
  /** The embedded database rejected the generated SQL. */
  | 'database';

export class EngineError extends Error {
  readonly kind: EngineErrorKind;
  /** The construct the error is about, as the reader wrote it (a column, a schema, a statement keyword...). */
  readonly construct: string;
  readonly line?: number;
  readonly column?: number;
  /** The SQL the engine generated, for errors of the embedded database. */
  sql?: string;

  constructor(kind: EngineErrorKind, construct: string, message: string, at?: SourcePosition | null) {
    super(at ? `${message} (line ${at.line}, column ${at.column})` : message);
    this.name = 'EngineError';
    this.kind = kind;
    this.construct = construct;
    if (at) {
      this.line = at.line;
      this.column = at.column;
    }
  }

  /** A plain object (for a Web Worker's postMessage, or JSON). */
  toJSON(): {
    name: string;
    kind: EngineErrorKind;
    construct: string;
    message: string;
    line?: number;
    column?: number;
    sql?: string;
  } {
    return {
      name: this.name,
      kind: this.kind,
      construct: this.construct,
      message: this.message,
      line: this.line,
      column: this.column,
      sql: this.sql,
    };
  }
}

/**
 * A syntax error of the front end: where the offending text starts (an
 * offset of the parsed source) and what was expected there, in the checker's
 * words (`expected a table after FROM but found WHERE`).
 */
export class SqlSyntaxError extends Error {
  readonly offset: number;
  /** The offending text as the message names it (a word, a quoted name, "," or "the end of the statement"). */
  readonly found: string;

  constructor(message: string, offset: number, found: string) {
    super(message);
    this.name = 'SqlSyntaxError';
    this.offset = offset;
    this.found = found;
  }

  /** The same error as the engine reports it: kind `syntax`, a sentence, the line and column. */
  toEngineError(source: string): EngineError {
    const text = this.message.charAt(0).toUpperCase() + this.message.slice(1);
    return new EngineError(
      'syntax',
      this.found,
      /[.)]$/.test(text) ? text : `${text}.`,
      positionAt(source, this.offset),
    );
  }
}

/** The sentence every refusal ends with. */
export const NEEDS_SERVER =
  'Run it on a Timbr server: the sample engine implements only the documented query semantics and never guesses.';

/** An error for a construct outside the engine's subset. */
export function unsupported(construct: string, what: string, at?: SourcePosition | null): EngineError {
  return new EngineError('unsupported', construct, `${what} ${NEEDS_SERVER}`, at);
}

/** A function from offsets to positions in one text (line starts are computed once). */
export function positioner(text: string): (offset: number) => SourcePosition {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return {offset, line: lo + 1, column: offset - starts[lo] + 1};
  };
}

/** Line and column of an offset in a text. */
export function positionAt(text: string, offset: number): SourcePosition {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text[i] === '\n') {
      line += 1;
      lineStart = i + 1;
    }
  }
  return {offset, line, column: offset - lineStart + 1};
}
