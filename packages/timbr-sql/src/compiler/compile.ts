/**
 * Compiles a Timbr query into plain SQL for the embedded database.
 *
 * Every concept becomes a common table expression (CTE) built from the
 * model (./relations.ts): the UNION ALL of the mappings that fill it and its
 * mapped sub-concepts, or, for a rule-based sub-concept, its parent's rows
 * filtered by the rule. A many-to-many relationship becomes a CTE of key
 * pairs (./relationships.ts). Relationship paths become LEFT JOINs from the
 * concept in FROM, one per distinct path prefix (./scope.ts); measures
 * become the aggregates of their definitions (./measures.ts). Anything
 * outside the documented semantics is refused with an error that names it.
 *
 * The stages, each a file: ./sql.ts (the SQL text), ./expressions.ts and
 * ./functions.ts, ./mappings.ts, ./relations.ts and ./relationships.ts,
 * ./scope.ts and ./measures.ts, ./aggregation.ts, ./queries.ts, and here
 * the statement: its query read with the one parser, its CTEs put first.
 */
import type {Query} from '../ast/query';
import {EngineError, SqlSyntaxError, unsupported} from '../errors';
import type {Model} from '../model';
import {parseTokens} from '../parser/statements';
import {tokenize, type Token} from '../tokens/lexer';
import {QueryCompilation} from './queries';
import {id, indent, type CompiledQuery} from './sql';

export type {CompiledQuery};

/** Statements of the SQL reference that are not queries, with what the engine says about them. */
const NOT_QUERIES: Record<string, string> = {
  CREATE:
    'is a model statement: the model of the sample knowledge graph is fixed (its DDL is published with the sample data), and the engine runs queries only.',
  ALTER:
    'changes the model; the engine runs queries only, and several ALTER statements are not confirmed in the SQL reference.',
  DROP: 'is not confirmed in the SQL reference.',
  SHOW: 'reads the metadata of a live knowledge graph.',
  DESCRIBE: 'reads the metadata of a live knowledge graph.',
  DESC: 'reads the metadata of a live knowledge graph.',
  SET: 'sets a session or SQL variable; its exact text is not confirmed in the SQL reference.',
  USE: 'is not confirmed in the SQL reference.',
  GRANT: 'manages permissions on a live knowledge graph.',
  REVOKE: 'manages permissions on a live knowledge graph.',
  CACHE: 'caches data of a live knowledge graph.',
  REFRESH: 'is not confirmed in the SQL reference.',
  INSERT: 'writes data; knowledge graphs are read through their mappings.',
  UPDATE: 'writes data; knowledge graphs are read through their mappings.',
  DELETE: 'writes data; knowledge graphs are read through their mappings.',
  CALL: 'is not confirmed in the SQL reference.',
  EXPLAIN: 'is not confirmed in the SQL reference.',
};

/**
 * The query of a statement, parsed with the one parser from the tokens of
 * its text. A statement that is not a query is refused (also when the
 * grammar does not know it, such as DROP or SET: the engine would not run
 * it either way); a query that does not parse is a syntax error with its
 * line and column.
 */
function readQuery(text: string, tokens: readonly Token[]): Query {
  const first = tokens[0];
  if (first.type === 'eof') throw new EngineError('syntax', '', 'The query is empty.', first.pos);
  const refusal = (): EngineError | null => {
    const word = first.type === 'ident' ? first.value.toUpperCase() : '';
    const note = NOT_QUERIES[word];
    if (!note) return null;
    // The first words, for messages: CREATE OR REPLACE CONCEPT, DROP CONCEPT, SHOW.
    const words: string[] = [];
    for (const t of tokens) {
      if (t.type !== 'ident') break;
      words.push(t.value.toUpperCase());
      if (!['CREATE', 'OR', 'REPLACE', 'ONTOLOGY', 'ALTER', 'DROP'].includes(t.value.toUpperCase())) break;
    }
    const construct = word === 'DESC' || word === 'DESCRIBE' || word === 'SHOW' ? word : words.join(' ');
    return unsupported(construct, `${construct} ${note}`, first.pos);
  };
  let statement;
  try {
    statement = parseTokens(text, tokens);
  } catch (error) {
    if (!(error instanceof SqlSyntaxError)) throw error;
    throw refusal() ?? error.toEngineError(text);
  }
  if (statement.type !== 'query')
    throw refusal() ?? new EngineError('semantic', statement.type, 'The engine runs queries only.', statement.pos);
  return statement.query;
}

/** Compiles a Timbr query on a model into SQL for the embedded database. */
export function compileQuery(model: Model, text: string): CompiledQuery {
  return compileTokens(model, text, tokenize(text));
}

/** The same, from the tokens of the query's text, for a caller that has lexed it already (the engine's `prepare`). */
export function compileTokens(model: Model, text: string, tokens: readonly Token[]): CompiledQuery {
  const query = readQuery(text, tokens);
  const st = new QueryCompilation(model);
  const compiled = st.compileQueryNode(query);
  const tables = [...st.tables].map(([name, body]) => `${id(name)} AS (\n${indent(body)}\n)`);
  const withTables = (body: string) => (tables.length ? `WITH\n${tables.join(',\n')}\n${body}` : body);
  const ordered = compiled.ordered && {...compiled.ordered, sql: withTables(compiled.ordered.sql)};
  return {sql: withTables(compiled.sql), columns: compiled.columns, ...(ordered ? {ordered} : {})};
}
