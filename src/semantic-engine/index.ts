/**
 * The semantic query engine of the sample knowledge graph (see README.md).
 * Browser-safe: no Node modules, no DOM.
 */
export type {Expr, Query} from './ast';
export {compileQuery, type CompiledQuery} from './compiler';
export {createEngine, sqliteScript, DATABASE_SETUP, type Engine, type QueryResult, type SqlDatabase, type Value} from './engine';
export {EngineError, NEEDS_SERVER, type EngineErrorKind} from './errors';
export {formatValue, isNumeric} from './format';
export {buildModel, type Model, type ParsedStatement} from './model';
export {parseQuery} from './parser';
