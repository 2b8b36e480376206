/**
 * SQL functions and types of the queries and mappings, translated to the
 * embedded database (SQLite). Only functions whose meaning is the same in
 * the source dialects (MySQL for the sample data, Spark-style SQL for Timbr
 * queries) are listed; any other function is refused by name.
 */
// cspell:ignore UCASE LCASE LTRIM RTRIM IFNULL DAYOFMONTH TINYINT DOUBLEPRECISION NVARCHAR
import type {FunctionCall} from '../ast/query';
import {EngineError, unsupported} from '../errors';
import {AGGREGATES} from '../tokens/keywords';

type Translate = (args: string[], call: FunctionCall) => string;

const arity = (call: FunctionCall, min: number, max = min) => {
  if (call.args.length < min || call.args.length > max) {
    const want = min === max ? `${min}` : `${min} to ${max}`;
    throw new EngineError(
      'semantic',
      call.name,
      `${call.name} takes ${want} argument${max === 1 ? '' : 's'}, not ${call.args.length}.`,
      call.pos,
    );
  }
};

const datePart =
  (fmt: string, cast = true) =>
  (a: string[], c: FunctionCall) => {
    arity(c, 1);
    return cast ? `CAST(strftime('${fmt}', ${a[0]}) AS INTEGER)` : `strftime('${fmt}', ${a[0]})`;
  };

/** MySQL DATE_FORMAT specifiers that strftime writes the same way. */
const DATE_FORMAT_SPECIFIERS: Record<string, string> = {
  '%Y': '%Y',
  '%m': '%m',
  '%d': '%d',
  '%H': '%H',
  '%i': '%M',
  '%s': '%S',
  '%%': '%%',
};

const SCALAR: Record<string, Translate> = {
  ROUND: (a, c) => (arity(c, 1, 2), `round(${a.join(', ')})`),
  ABS: (a, c) => (arity(c, 1), `abs(${a[0]})`),
  UPPER: (a, c) => (arity(c, 1), `upper(${a[0]})`),
  UCASE: (a, c) => (arity(c, 1), `upper(${a[0]})`),
  LOWER: (a, c) => (arity(c, 1), `lower(${a[0]})`),
  LCASE: (a, c) => (arity(c, 1), `lower(${a[0]})`),
  LENGTH: (a, c) => (arity(c, 1), `length(${a[0]})`),
  CHAR_LENGTH: (a, c) => (arity(c, 1), `length(${a[0]})`),
  TRIM: (a, c) => (arity(c, 1), `trim(${a[0]})`),
  LTRIM: (a, c) => (arity(c, 1), `ltrim(${a[0]})`),
  RTRIM: (a, c) => (arity(c, 1), `rtrim(${a[0]})`),
  REPLACE: (a, c) => (arity(c, 3), `replace(${a.join(', ')})`),
  COALESCE: (a, c) => (arity(c, 1, 99), `coalesce(${a.join(', ')}${a.length === 1 ? ', NULL' : ''})`),
  IFNULL: (a, c) => (arity(c, 2), `ifnull(${a.join(', ')})`),
  NVL: (a, c) => (arity(c, 2), `ifnull(${a.join(', ')})`),
  NULLIF: (a, c) => (arity(c, 2), `nullif(${a.join(', ')})`),
  GREATEST: (a, c) => (arity(c, 2, 99), `max(${a.join(', ')})`),
  LEAST: (a, c) => (arity(c, 2, 99), `min(${a.join(', ')})`),
  // CONCAT is NULL when any argument is NULL (MySQL, Spark); so is SQLite's ||.
  CONCAT: (a, c) => (arity(c, 1, 99), `(${a.join(' || ')})`),
  SUBSTRING: (a, c) => (arity(c, 2, 3), `substr(${a.join(', ')})`),
  SUBSTR: (a, c) => (arity(c, 2, 3), `substr(${a.join(', ')})`),
  LEFT: (a, c) => (arity(c, 2), `substr(${a[0]}, 1, ${a[1]})`),
  YEAR: datePart('%Y'),
  MONTH: datePart('%m'),
  DAY: datePart('%d'),
  DAYOFMONTH: datePart('%d'),
  QUARTER: (a, c) => (arity(c, 1), `((CAST(strftime('%m', ${a[0]}) AS INTEGER) + 2) / 3)`),
  DATE: (a, c) => (arity(c, 1), `date(${a[0]})`),
  TO_DATE: (a, c) => (arity(c, 1), `date(${a[0]})`),
  EXTRACT: (a, c) => {
    arity(c, 2);
    const unit = String((c.args[0] as {value?: unknown}).value ?? '').toUpperCase();
    const fmt = {YEAR: '%Y', MONTH: '%m', DAY: '%d'}[unit];
    if (!fmt)
      throw unsupported(`EXTRACT(${unit} FROM ...)`, `EXTRACT of ${unit} is not part of the sample engine.`, c.pos);
    return `CAST(strftime('${fmt}', ${a[1]}) AS INTEGER)`;
  },
  DATE_FORMAT: (a, c) => {
    arity(c, 2);
    const f = c.args[1];
    if (f.k !== 'lit' || f.type !== 'string')
      throw unsupported(
        'DATE_FORMAT',
        'DATE_FORMAT with a format that is not a string literal is not part of the sample engine.',
        c.pos,
      );
    const format = String(f.value).replace(/%./g, (s) => {
      const t = DATE_FORMAT_SPECIFIERS[s];
      if (!t)
        throw unsupported(
          `DATE_FORMAT ${s}`,
          `The DATE_FORMAT specifier ${s} is not part of the sample engine.`,
          c.pos,
        );
      return t;
    });
    return `strftime('${format.replace(/'/g, "''")}', ${a[0]})`;
  },
};

export function translateFunction(call: FunctionCall, args: string[]): string {
  if (call.over)
    throw unsupported(`${call.name}(...) OVER`, 'Window functions (OVER) are not part of the sample engine.', call.pos);
  if (AGGREGATES.has(call.name)) {
    if (call.star) {
      if (call.name !== 'COUNT') throw new EngineError('syntax', `${call.name}(*)`, `Only COUNT takes *.`, call.pos);
      return 'COUNT(*)';
    }
    if (call.args.length !== 1) {
      throw unsupported(
        call.name,
        `${call.name} with ${call.args.length} arguments is not part of the sample engine.`,
        call.pos,
      );
    }
    return `${call.name}(${call.distinct ? 'DISTINCT ' : ''}${args[0]})`;
  }
  if (call.distinct || call.star)
    throw new EngineError(
      'syntax',
      call.name,
      `${call.name} is not an aggregate; DISTINCT and * belong to aggregates.`,
      call.pos,
    );
  const t = SCALAR[call.name];
  if (!t) throw unsupported(call.name, `The function ${call.name} is not available in the sample engine.`, call.pos);
  return t(args, call);
}

/** The SQLite expression of CAST(x AS type). */
export function translateCast(type: string, arg: string, at: FunctionCall['pos']): string {
  const base = type.replace(/\(.*$/, '');
  if (['INT', 'INTEGER', 'BIGINT', 'SMALLINT', 'TINYINT', 'SIGNED', 'UNSIGNED', 'LONG'].includes(base))
    return `CAST(${arg} AS INTEGER)`;
  if (['DECIMAL', 'NUMERIC', 'DOUBLE', 'DOUBLEPRECISION', 'FLOAT', 'REAL'].includes(base))
    return `CAST(${arg} AS REAL)`;
  if (['STRING', 'VARCHAR', 'CHAR', 'TEXT', 'NVARCHAR'].includes(base)) return `CAST(${arg} AS TEXT)`;
  if (base === 'DATE') return `date(${arg})`;
  if (base === 'TIMESTAMP' || base === 'DATETIME') return `datetime(${arg})`;
  throw unsupported(`CAST(... AS ${type})`, `CAST to ${type} is not part of the sample engine.`, at);
}
