/**
 * Reads a model script (Timbr DDL) into the engine's model, with the parser
 * of the SQL package. The browser loads the JSON that this produces instead.
 */
import {buildModel, parseModelScript, type Model, type ScriptStatement} from '@timbr-docs/sql';

export type {ScriptStatement};

/** Splits a model script and parses each statement; a syntax error names the file, line and column. */
export function parseScript(text: string, file = 'model.sql'): ScriptStatement[] {
  return parseModelScript(text, file);
}

/** The engine's model of a model script. */
export function parseModel(text: string, file = 'model.sql'): Model {
  return buildModel(parseModelScript(text, file));
}
