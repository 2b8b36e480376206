/**
 * Timbr SQL for the documentation site (see README.md): one front end
 * (tokens, syntax tree, the parser of every statement, the grammar of
 * relationship paths), and on top of it the checker of the SQL examples and
 * the semantic query engine of the sample knowledge graph. Browser-safe: no
 * Node modules, no DOM.
 */
export type * from './ast/query';
export type * from './ast/statements';
export {
  checkBlock,
  checkStatement,
  formatFailure,
  type BlockResult,
  type CheckOptions,
  type CodeBlock,
  type Failure,
  type StatementResult,
} from './check';
export {compileQuery, type CompiledQuery} from './compiler/compile';
export {
  createEngine,
  sqliteScript,
  DATABASE_SETUP,
  type Engine,
  type EngineOptions,
  type PreparedQuery,
  type PrepareStage,
  type QueryResult,
  type RunOptions,
  type SqlDatabase,
  type TieAtCut,
} from './engine';
export {EngineError, NEEDS_SERVER, SqlSyntaxError, type EngineErrorKind, type SourcePosition} from './errors';
export {formatValue, isNumeric, type Value} from './format';
export {buildModel, parseModelScript, statementStart, type Model, type ScriptStatement} from './model';
export {outlineOf, type Outline, type OutlineConcept, type OutlineRelationship} from './outline';
export {
  checkIdentifier,
  readIdentifier,
  type Hop,
  type Identifier,
  type PathCheck,
  type PathOptions,
} from './parser/paths';
export type {ParseOptions} from './parser/cursor';
export {parseStatement} from './parser/statements';
export {KEYWORDS, keywordsWith, type KeywordRole} from './tokens/keywords';
export {splitStatements, tokenize, type Piece, type Token, type TokenType} from './tokens/lexer';
