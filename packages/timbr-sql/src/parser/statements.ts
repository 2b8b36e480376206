/**
 * The parser of Timbr SQL: every statement of the SQL reference grammar
 * (queries, the model DDL, SHOW, DESCRIBE, CACHE, GRANT/REVOKE) into the
 * typed tree of ../ast/. Hand-written recursive descent over the tokens of
 * ../tokens/lexer.ts, so that every error has an offset and says, in plain
 * words, what was expected and what was found (`expected a table after FROM
 * but found WHERE`), and so that the module stays small enough for a
 * browser.
 *
 * One class per layer, each in its file and each reading what the layer
 * under it gives: ./cursor.ts (tokens and errors), ./terms.ts and
 * ./expressions.ts, ./queries.ts, ./names.ts, ./ddl.ts, and here the other
 * statements and the entry points. It reads the whole syntax the
 * documentation uses (joins, window functions, WITH, UNION, sub-queries,
 * CASE, CAST, FILTER, REGEXP, NULLS FIRST/LAST, table functions such as
 * graph algorithms...). What runs is the engine's business: the compiler
 * refuses, by name, what it does not implement.
 */
import type {Grant, Revoke, Show, Statement} from '../ast/statements';
import {tokenize, type Token} from '../tokens/lexer';
import {findUnbalanced} from './balance';
import type {ParseOptions} from './cursor';
import {DdlParser} from './ddl';

/** The statements the grammar has, as the error for anything else lists them. */
const STATEMENT_KEYWORDS = 'SELECT, WITH, CREATE, ALTER, SHOW, DESCRIBE, DESC, CACHE MAPPING, GRANT or REVOKE';

class StatementParser extends DdlParser {
  statement(): Statement {
    const t = this.tok;
    let statement: Statement;
    if (this.isWord('SELECT') || this.isWord('WITH') || this.isOp('('))
      statement = {type: 'query', pos: t.pos, query: this.query()};
    else if (this.isWord('CREATE')) statement = this.create();
    else if (this.isWord('ALTER')) statement = this.alter();
    else if (this.isWord('SHOW')) statement = this.show();
    else if (this.isWord('DESCRIBE') || this.isWord('DESC')) statement = this.describeStatement();
    else if (this.isWord('CACHE')) statement = this.cache();
    else if (this.isWord('GRANT') || this.isWord('REVOKE')) statement = this.permission();
    else this.fail(`a statement: ${STATEMENT_KEYWORDS}`);
    this.expectEnd();
    return statement;
  }

  protected alter(): Statement {
    const pos = this.tok.pos;
    this.expectWord('ALTER');
    if (this.acceptWord('ONTOLOGY')) {
      const name = this.ident('an ontology name');
      this.expectWord('SET');
      if (this.acceptWord('DESCRIPTION'))
        return {type: 'alter ontology', pos, name, description: this.descriptionValue(true)};
      const key = this.optionKey('a configuration key');
      this.expectOp('=');
      return {type: 'alter ontology', pos, name, key, value: this.string()};
    }
    if (this.acceptWord('CONCEPT')) {
      const name = this.ddlName();
      this.expectWord('UPDATE');
      this.expectWord('TAG');
      const tag = this.tagKey();
      this.expectOp('=');
      return {type: 'alter concept', pos, name, tag, value: this.string()};
    }
    return this.fail(['"ONTOLOGY"', '"CONCEPT"']);
  }

  protected show(): Show {
    const pos = this.tok.pos;
    this.expectWord('SHOW');
    const t = this.tok;
    const word = t.type === 'ident' ? t.value.toLowerCase() : '';
    const kinds: Show['what'][] = ['tables', 'config', 'tags', 'version', 'concepts', 'schemas', 'datasources'];
    const what = kinds.find((k) => k === word);
    if (!what) return this.fail(kinds.map((k) => `"${k.toUpperCase()}"`));
    this.i += 1;
    if (what === 'tables' && this.optWord('IN')) return {type: 'show', pos, what, schema: this.ident('a schema')};
    return {type: 'show', pos, what};
  }

  protected describeStatement(): Statement {
    const pos = this.tok.pos;
    if (this.acceptWord('DESCRIBE')) {
      this.expectWord('CONCEPT');
      const target = this.qualifiedName();
      if (!this.isWord('OPTIONS')) {
        this.note('"OPTIONS"');
        return {type: 'describe concept', pos, target};
      }
      return {type: 'describe concept', pos, target, options: this.optionList()};
    }
    this.expectWord('DESC');
    return {type: 'desc', pos, target: this.qualifiedName()};
  }

  protected cache(): Statement {
    const pos = this.tok.pos;
    this.expectWord('CACHE');
    this.expectWord('MAPPING');
    const name = this.ident('a mapping name');
    const using = this.optWord('USING') ? this.ident('a datasource') : undefined;
    if (!this.isWord('OPTIONS')) this.fail('"OPTIONS"');
    return {type: 'cache mapping', pos, name, using, options: this.optionList()};
  }

  protected permission(): Grant | Revoke {
    const pos = this.tok.pos;
    const type = this.tok.value.toLowerCase() as 'grant' | 'revoke';
    this.i += 1;
    const levelWord = this.tok.type === 'ident' ? this.tok.value.toUpperCase() : '';
    if (levelWord !== 'EDIT' && levelWord !== 'QUERY' && levelWord !== 'ACCESS')
      return this.fail('EDIT, QUERY or ACCESS');
    this.i += 1;
    this.expectWord('ON');
    const all = this.acceptWord('ALL');
    const resource: string[] = [];
    do {
      const t = this.tok;
      if (t.type === 'quoted') resource.push(this.nameOf(t));
      else if (t.type === 'ident') resource.push(t.value);
      else this.fail('a resource (e.g. ontology.`name`)');
      this.i += 1;
    } while (this.acceptOp('.'));
    this.expectWord(type === 'grant' ? 'TO' : 'FROM');
    const kindWord = this.tok.type === 'ident' ? this.tok.value.toUpperCase() : '';
    if (kindWord !== 'USER' && kindWord !== 'ROLE') return this.fail('USER or ROLE');
    this.i += 1;
    const g = this.tok;
    if (g.type !== 'quoted' && g.type !== 'string' && g.type !== 'ident') this.fail('a user or role name');
    const grantee = g.type === 'quoted' ? this.nameOf(g) : g.value;
    this.i += 1;
    const withGrantOption = this.optWord('WITH');
    if (withGrantOption) this.expectWord('GRANT', 'OPTION');
    return {type, pos, level: levelWord, all, resource, grantee: {kind: kindWord, name: grantee}, withGrantOption};
  }
}

/** Parses one statement of the SQL reference grammar (a final `;` is allowed). Throws SqlSyntaxError. */
export function parseStatement(source: string, options: ParseOptions = {}): Statement {
  return parseTokens(source, tokenize(source, options.start ?? 0, options.end ?? source.length), options);
}

/**
 * Parses one statement from its tokens (those of the source, or of its part
 * from `options.start` to `options.end`), for a caller that has lexed it
 * already: the engine lexes a query once.
 */
export function parseTokens(source: string, tokens: readonly Token[], options: ParseOptions = {}): Statement {
  const unbalanced = findUnbalanced(tokens);
  if (unbalanced) throw unbalanced;
  return new StatementParser(source, withoutFinalSemicolon(tokens), options).statement();
}

/** A final `;` ends the statement: the tokens with the end of the statement in its place. */
function withoutFinalSemicolon(tokens: readonly Token[]): readonly Token[] {
  const last = tokens[tokens.length - 2];
  if (!last || last.type !== 'op' || last.value !== ';') return tokens;
  const end = tokens[tokens.length - 1];
  return [...tokens.slice(0, -2), {...end, start: last.start, end: last.start, pos: last.pos}];
}
