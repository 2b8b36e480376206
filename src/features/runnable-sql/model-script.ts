/**
 * Reads a model script (Timbr DDL) into the engine's model, with the Timbr
 * grammar of the SQL checker (scripts/sql-check/timbr.peggy). Node only: the
 * grammar is generated at run time with peggy. A browser loads the JSON that
 * this produces instead.
 */
import {buildModel, EngineError, type Model, type ParsedStatement} from '../../semantic-engine';
import {positionAt} from '../../semantic-engine/errors';

type CheckModule = typeof import('../../../scripts/sql-check/check.mjs');
type PathsModule = typeof import('../../../scripts/sql-check/paths.mjs');

/** One statement of a model script, with its parsed form and its place in the script. */
export interface ScriptStatement extends ParsedStatement {
  /** Line of the statement's first character (1-based). */
  line: number;
}

/** Splits a model script and parses each statement with the Timbr grammar. */
export async function parseScript(text: string, file = 'model.sql'): Promise<ScriptStatement[]> {
  const check: CheckModule = await import('../../../scripts/sql-check/check.mjs');
  const paths: PathsModule = await import('../../../scripts/sql-check/paths.mjs');
  const parser = check.getTimbrParser();
  return check.splitStatements(text).map((piece) => {
    try {
      const result = parser.parse(piece.text, {
        checkIdentifier: (content: string) => paths.checkIdentifier(content, {}),
        placeholderMessage: paths.placeholderMessage,
      });
      return {result, text: piece.text, offset: piece.offset, line: positionAt(text, piece.offset).line};
    } catch (error) {
      const e = error as {location?: {start: {offset: number}}; message: string};
      const at = positionAt(text, piece.offset + (e.location?.start.offset ?? 0));
      throw new EngineError('syntax', check.statementStart(piece.text), `${file}: ${e.message}`, at);
    }
  });
}

/** The engine's model of a model script. */
export async function parseModel(text: string, file = 'model.sql'): Promise<Model> {
  return buildModel(await parseScript(text, file), text);
}
