/**
 * The parser of Timbr SQL: every statement of the SQL reference grammar
 * (queries, the model DDL, SHOW, DESCRIBE, CACHE, GRANT/REVOKE) into the
 * typed tree of ./ast.ts. Hand-written recursive descent over the tokens of
 * ./lexer.ts, so that every error has an offset and says, in plain words,
 * what was expected and what was found (`expected a table after FROM but
 * found WHERE`), and so that the module stays small enough for a browser.
 *
 * It reads the whole syntax the documentation uses (joins, window
 * functions, WITH, UNION, sub-queries, CASE, CAST, FILTER, REGEXP, NULLS
 * FIRST/LAST, table functions such as graph algorithms...). What runs is
 * the engine's business: the compiler refuses, by name, what it does not
 * implement.
 */
// cspell:ignore RLIKE ILIKE
import type {
  CommonTable,
  ConceptElement,
  CreateConcept,
  CreateMapping,
  Expr,
  FunctionCall,
  Join,
  MappingConstraint,
  OptionPair,
  Grant,
  OrderItem,
  Query,
  Revoke,
  Select,
  SelectItem,
  SetOperator,
  Show,
  Statement,
  TableRef,
  Tag,
  WindowSpec,
} from './ast';
import {SqlSyntaxError, type SourcePosition} from './errors';
import {tokenize, type Token} from './lexer';
import {checkIdentifier, placeholderMessage, type PathOptions} from './paths';

export interface ParseOptions extends PathOptions {
  /** The part of the source to parse (offsets and positions stay the whole source's). */
  start?: number;
  end?: number;
  /**
   * Check every backticked identifier of the SQL with the grammar of paths
   * (the checker does). Without it, paths are read when a query compiles.
   */
  checkPaths?: boolean;
}

/** Words that cannot be a bare column, table or alias name. */
const RESERVED = new Set([
  'SELECT',
  'FROM',
  'WHERE',
  'GROUP',
  'BY',
  'HAVING',
  'ORDER',
  'LIMIT',
  'OFFSET',
  'UNION',
  'INTERSECT',
  'EXCEPT',
  'MINUS',
  'JOIN',
  'ON',
  'LEFT',
  'RIGHT',
  'INNER',
  'OUTER',
  'FULL',
  'CROSS',
  'SEMI',
  'ANTI',
  'AS',
  'AND',
  'OR',
  'NOT',
  'IN',
  'IS',
  'NULL',
  'LIKE',
  'BETWEEN',
  'CASE',
  'WHEN',
  'THEN',
  'ELSE',
  'END',
  'EXISTS',
  'DISTINCT',
  'ALL',
  'ASC',
  'DESC',
  'NULLS',
  'FILTER',
  'OVER',
  'WITH',
  'USING',
  'NATURAL',
  'RLIKE',
  'REGEXP',
  'ILIKE',
  'WINDOW',
  'QUALIFY',
  'CREATE',
  'ALTER',
  'INTERVAL',
  'ESCAPE',
  'FETCH',
]);

/** Words that cannot be a bare name of a model object (a backticked name can be anything but . [ ] *). */
const DDL_KEYWORDS = new Set([
  'CREATE',
  'OR',
  'REPLACE',
  'PROPERTY',
  'MEASURE',
  'CONCEPT',
  'MAPPING',
  'ONTOLOGY',
  'VIEW',
  'CUBE',
  'INHERITS',
  'DESCRIPTION',
  'WITH',
  'TAGS',
  'FROM',
  'WHERE',
  'PRIMARY',
  'KEY',
  'LABEL',
  'CONSTRAINT',
  'FOREIGN',
  'REFERENCES',
  'MULTIREFERENCE',
  'INVERSEOF',
  'TRANSITIVE',
  'INTO',
  'USING',
  'WITHOUT',
  'PARSING',
  'AS',
  'SELECT',
  'SET',
  'ALTER',
  'UPDATE',
  'TAG',
  'SHOW',
  'DESCRIBE',
  'DESC',
  'OPTIONS',
  'CACHE',
  'GRANT',
  'REVOKE',
  'ON',
  'ALL',
  'TO',
  'USER',
  'ROLE',
]);

/** The data types of the SQL reference. */
const DATA_TYPES = [
  'string',
  'int',
  'integer',
  'bigint',
  'float',
  'double',
  'decimal',
  'boolean',
  'date',
  'time',
  'timestamp',
];

/** The statements the grammar has, as the error for anything else lists them. */
const STATEMENT_KEYWORDS = 'SELECT, WITH, CREATE, ALTER, SHOW, DESCRIBE, DESC, CACHE MAPPING, GRANT or REVOKE';

const CONDITION_AFTER = new Set(['WHERE', 'HAVING', 'ON', 'AND', 'OR', 'NOT', 'WHEN', 'QUALIFY']);
const EXPRESSION_AFTER = new Set(['THEN', 'ELSE', 'LIKE', 'ILIKE', 'RLIKE', 'REGEXP', 'BETWEEN', 'ESCAPE']);
const OPERATORS = new Set(['=', '==', '<>', '!=', '<', '>', '<=', '>=', '<=>', '+', '-', '/', '%', '||', '*']);
const COMPARISONS = ['=', '==', '<>', '!=', '<', '<=', '>', '>=', '<=>'];
/** Aggregates, which take an argument (COUNT also *). */
const AGGREGATE_NAMES = new Set(['COUNT', 'SUM', 'AVG', 'MIN', 'MAX']);

/** How a token reads in "but found X": words and names as written, punctuation quoted, nothing as "the end of the statement". */
function describe(t: Token, source: string): string {
  if (t.type === 'eof') return 'the end of the statement';
  if (t.type === 'op' || t.type === 'unclosed') return JSON.stringify(t.value);
  const text = source.slice(t.start, t.end);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** "A", "A or B", "A, B or C". */
function alternatives(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

const CLOSER: Record<string, string> = {'(': ')', '[': ']'};
const QUOTE_NAME: Record<string, string> = {"'": 'string', '"': 'quoted text', '`': 'identifier', '/*': 'comment'};

/**
 * The first quote, backtick or comment that is never closed, or the first
 * parenthesis or bracket without its partner: a clearer report than the
 * parser's, which would stop somewhere after it.
 */
function findUnbalanced(tokens: Token[]): SqlSyntaxError | null {
  const stack: Token[] = [];
  for (const t of tokens) {
    if (t.type === 'unclosed') {
      const closing = t.value === '/*' ? '*/' : t.value;
      return new SqlSyntaxError(
        `expected a closing ${closing} for the ${QUOTE_NAME[t.value]} that starts here`,
        t.start,
        t.value,
      );
    }
    if (t.type !== 'op') continue;
    if (t.value === '(' || t.value === '[') stack.push(t);
    if (t.value === ')' || t.value === ']') {
      const open = stack.pop();
      if (!open)
        return new SqlSyntaxError(`expected no ${t.value} here: nothing is open that it could close`, t.start, t.value);
      if (CLOSER[open.value] !== t.value) {
        return new SqlSyntaxError(
          `expected ${CLOSER[open.value]} (to close the ${open.value} at column ${open.pos.column}) but ${t.value} found`,
          t.start,
          t.value,
        );
      }
    }
  }
  const open = stack.pop();
  if (open)
    return new SqlSyntaxError(
      `expected ${CLOSER[open.value]} to close the ${open.value} opened here, but the statement ends first`,
      open.start,
      open.value,
    );
  return null;
}

class Parser {
  private i = 0;
  private readonly tokens: Token[];
  /** What the optional parts tried at a token index would have accepted (for "expected A, B or C"). */
  private noted: {at: number; items: string[]} = {at: -1, items: []};
  /** GROUP keywords read (an ONTOLOGY CUBE must have none). */
  private readonly groupTokens: Token[] = [];

  constructor(
    private readonly source: string,
    private readonly options: ParseOptions,
  ) {
    const tokens = tokenize(source, options.start ?? 0, options.end ?? source.length);
    const unbalanced = findUnbalanced(tokens);
    if (unbalanced) throw unbalanced;
    // A final `;` ends the statement.
    const last = tokens[tokens.length - 2];
    if (last && last.type === 'op' && last.value === ';')
      tokens.splice(tokens.length - 2, 2, {
        ...tokens[tokens.length - 1],
        start: last.start,
        end: last.start,
        pos: last.pos,
      });
    this.tokens = tokens;
  }

  // ------------------------------------------------------------------ tokens

  private get tok(): Token {
    return this.tokens[this.i];
  }

  private peek(n = 1): Token {
    return this.tokens[Math.min(this.i + n, this.tokens.length - 1)];
  }

  private isWord(word: string, t: Token = this.tok): boolean {
    return t.type === 'ident' && t.value.toUpperCase() === word;
  }

  private isOp(op: string, t: Token = this.tok): boolean {
    return t.type === 'op' && t.value === op;
  }

  private acceptWord(...words: string[]): boolean {
    if (words.every((w, n) => this.isWord(w, this.peek(n)))) {
      this.i += words.length;
      return true;
    }
    return false;
  }

  /**
   * Like acceptWord, and when the words are not there, notes them as one of
   * the things expected here. When the first word is there but not the rest
   * (`GROUP` without `BY`), that is an error.
   */
  private optWord(...words: string[]): boolean {
    if (this.acceptWord(...words)) return true;
    if (words.length > 1 && this.isWord(words[0])) this.expectWord(...words);
    this.note(`"${words.join(' ')}"`);
    return false;
  }

  private acceptOp(op: string): boolean {
    if (this.isOp(op)) {
      this.i += 1;
      return true;
    }
    return false;
  }

  private optOp(op: string): boolean {
    if (this.acceptOp(op)) return true;
    this.note(`"${op}"`);
    return false;
  }

  private note(item: string): void {
    if (this.noted.at !== this.i) this.noted = {at: this.i, items: []};
    if (!this.noted.items.includes(item)) this.noted.items.push(item);
  }

  private error(message: string, t: Token = this.tok): SqlSyntaxError {
    return new SqlSyntaxError(message, t.start, describe(t, this.source));
  }

  /** Fails with what was expected here (and what the optional parts tried here would have taken). */
  fail(expected: string | string[], t: Token = this.tok): never {
    const given = Array.isArray(expected) ? expected : [expected];
    const items =
      t === this.tok && this.noted.at === this.i
        ? [...this.noted.items, ...given.filter((g) => !this.noted.items.includes(g))]
        : given;
    throw this.error(
      `expected ${alternatives(items.length > 12 ? [...items.slice(0, 12), '...'] : items)} but found ${describe(t, this.source)}`,
      t,
    );
  }

  /** Fails where something is missing, saying what belongs after the token before (`a condition after WHERE`). */
  private failMissing(fallback: string): never {
    const needed = this.i > 0 ? this.neededAfter(this.i - 1) : null;
    throw this.error(`expected ${needed ?? fallback} but found ${describe(this.tok, this.source)}`);
  }

  /** The clause a comma at token `index` belongs to: the nearest SELECT, BY, FROM or JOIN before it, outside parentheses. */
  private clauseOfComma(index: number): string | null {
    let depth = 0;
    for (let n = index - 1; n >= 0; n -= 1) {
      const t = this.tokens[n];
      if (this.isOp(')', t)) depth += 1;
      else if (this.isOp('(', t)) {
        if (depth === 0) return '(';
        depth -= 1;
      } else if (depth === 0 && t.type === 'ident' && ['SELECT', 'BY', 'FROM', 'JOIN'].includes(t.value.toUpperCase()))
        return t.value.toUpperCase();
    }
    return null;
  }

  /** What must follow the token at `index`, in words; null when it does not call for anything in particular. */
  private neededAfter(index: number): string | null {
    const token = this.tokens[index];
    if (token.type === 'op') {
      if (token.value === ',') {
        const clause = this.clauseOfComma(index);
        if (clause === 'SELECT' || clause === 'BY') return 'a column or expression after ","';
        if (clause === 'FROM' || clause === 'JOIN') return 'a table after ","';
        return 'an expression after ","';
      }
      return OPERATORS.has(token.value) ? `an expression after "${token.value}"` : null;
    }
    if (token.type !== 'ident') return null;
    const t = token.value.toUpperCase();
    if (t === 'SELECT' || t === 'DISTINCT') return `a column or expression after ${t}`;
    if (t === 'BY') {
      const before = this.tokens[index - 1]?.value.toUpperCase();
      return `a column or expression after ${before === 'GROUP' || before === 'ORDER' || before === 'PARTITION' ? `${before} ` : ''}BY`;
    }
    if (CONDITION_AFTER.has(t)) return `a condition after ${t}`;
    if (t === 'FROM' || t === 'JOIN') return `a table after ${t}`;
    if (t === 'LIMIT' || t === 'OFFSET') return `a number after ${t}`;
    if (EXPRESSION_AFTER.has(t)) return `an expression after ${t}`;
    return null;
  }

  private expectWord(...words: string[]): void {
    if (!this.acceptWord(...words)) {
      // Fail at the first word that is not there.
      let n = 0;
      while (n < words.length && this.isWord(words[n], this.peek(n))) n += 1;
      this.i += n;
      this.fail(`"${words[n]}"`);
    }
  }

  private expectOp(op: string): void {
    if (!this.acceptOp(op)) this.fail(`"${op}"`);
  }

  /** Source text from token index `from` to the last consumed token. */
  private span(from: number): {pos: SourcePosition; text: string} {
    const first = this.tokens[from];
    const last = this.tokens[Math.max(from, this.i - 1)];
    return {pos: first.pos, text: this.source.slice(first.start, last.end)};
  }

  atEnd(): boolean {
    return this.tok.type === 'eof';
  }

  expectEnd(): void {
    if (!this.atEnd()) this.fail('the end of the statement');
  }

  /** A backticked identifier of the SQL, checked with the grammar of paths when the options say so. */
  private quoted(t: Token): string {
    if (this.options.checkPaths) {
      const check = checkIdentifier(t.value, this.options);
      if (!check.ok) throw new SqlSyntaxError(check.message, t.start, describe(t, this.source));
    }
    return t.value;
  }

  // -------------------------------------------------------------- statements

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

  private create(): Statement {
    const start = this.tok;
    this.expectWord('CREATE');
    const orReplace = this.optWord('OR', 'REPLACE');
    const pos = start.pos;
    if (this.acceptWord('PROPERTY')) {
      const name = this.ddlName();
      const dataType = this.dataType();
      const description = this.optWord('DESCRIPTION') ? this.descriptionValue(true) : undefined;
      const tags = this.tags();
      let expr: Expr | undefined;
      if (this.optWord('AS')) expr = this.selectExpression(false).expr;
      return {type: 'create property', pos, orReplace, name, dataType, description, tags, expr};
    }
    if (this.acceptWord('MEASURE')) {
      const name = this.ddlName();
      const dataType = this.dataType();
      const description = this.optWord('DESCRIPTION') ? this.descriptionValue(null) : undefined;
      this.expectWord('AS');
      const body = this.selectExpression(true);
      return {type: 'create measure', pos, orReplace, name, dataType, description, expr: body.expr, where: body.where};
    }
    if (this.acceptWord('CONCEPT')) return this.concept(pos, orReplace);
    if (this.acceptWord('MAPPING')) return this.mapping(pos, orReplace);
    if (this.acceptWord('VIEW')) {
      const name = this.ddlName();
      this.expectWord('AS');
      return {type: 'create view', pos, orReplace, name, query: this.bodyQuery(['SELECT', 'WITH'])};
    }
    if (this.acceptWord('ONTOLOGY')) {
      if (this.acceptWord('VIEW')) {
        const name = this.ddlName();
        this.expectWord('USING');
        const using = this.ident('a datasource');
        const description = this.optWord('DESCRIPTION') ? this.descriptionValue(false) : undefined;
        const tags = this.tags();
        this.expectWord('AS');
        return {
          type: 'create ontology view',
          pos,
          orReplace,
          name,
          using,
          description,
          tags,
          query: this.bodyQuery(['SELECT', 'WITH']),
        };
      }
      if (this.acceptWord('CUBE')) {
        const name = this.ddlName();
        this.expectWord('USING');
        const using = this.ident('a datasource');
        const tags = this.tags();
        this.expectWord('AS');
        const groups = this.groupTokens.length;
        const query = this.bodyQuery(['SELECT']);
        const group = this.groupTokens[groups];
        if (group)
          throw this.error('expected no GROUP BY in an ONTOLOGY CUBE (cubes aggregate through their measures)', group);
        return {type: 'create ontology cube', pos, orReplace, name, using, tags, query};
      }
      if (orReplace) this.fail(['"VIEW"', '"CUBE"']);
      this.note('"VIEW"');
      this.note('"CUBE"');
      const name = this.ddlName();
      const description = this.optWord('DESCRIPTION') ? this.descriptionValue(true) : undefined;
      return {type: 'create ontology', pos, name, description};
    }
    return this.fail(['"PROPERTY"', '"MEASURE"', '"CONCEPT"', '"MAPPING"', '"ONTOLOGY"', '"VIEW"']);
  }

  /** The query of a view, cube or mapping, which must start with one of `starts`. */
  private bodyQuery(starts: string[]): Query {
    if (!starts.some((w) => this.isWord(w))) this.fail(starts.map((w) => `"${w}"`));
    return this.query();
  }

  /** `SELECT {expression} [WHERE {condition}]`, without FROM: the body of a measure or a calculated property. */
  private selectExpression(where: boolean): {expr: Expr; where?: Expr} {
    this.expectWord('SELECT');
    const items: {expr: Expr; at: Token}[] = [];
    do {
      const at = this.tok;
      items.push({expr: this.expr(), at});
    } while (this.acceptOp(','));
    if (items.length > 1)
      throw this.error(
        'expected one expression after SELECT (a measure or calculated property computes one value)',
        items[1].at,
      );
    let condition: Expr | undefined;
    if (where && this.optWord('WHERE')) condition = this.expr();
    return {expr: items[0].expr, where: condition};
  }

  private concept(pos: SourcePosition, orReplace: boolean): CreateConcept {
    const name = this.ddlName();
    const elements: ConceptElement[] = [];
    if (this.optOp('(')) {
      do elements.push(this.conceptElement());
      while (this.acceptOp(','));
      this.expectOp(')');
    }
    this.expectWord('INHERITS');
    this.expectOp('(');
    const inherits = this.nameList();
    this.expectOp(')');
    const description = this.optWord('DESCRIPTION') ? this.descriptionValue(false) : undefined;
    const tags = this.tags();
    let rule: CreateConcept['rule'];
    if (this.optWord('FROM')) {
      const t = this.tok;
      const schema = t.type === 'quoted' || t.type === 'ident' ? t.value.toLowerCase() : '';
      if (schema !== 'timbr' && schema !== 'dtimbr') this.fail('timbr or dtimbr');
      this.i += 1;
      this.expectOp('.');
      const parent = this.ddlName();
      this.expectWord('WHERE');
      rule = {schema, parent, where: this.expr()};
    }
    return {type: 'create concept', pos, orReplace, name, elements, inherits, description, tags, rule};
  }

  private conceptElement(): ConceptElement {
    if (this.acceptWord('PRIMARY')) {
      this.expectWord('KEY');
      return {kind: 'primary key', keys: this.parenNames()};
    }
    if (this.acceptWord('LABEL')) return {kind: 'label', labels: this.parenNames()};
    if (this.acceptWord('CONSTRAINT')) {
      const name = this.ddlName();
      let link: {many: boolean; columns?: string[]; target: string; targetColumns?: string[]};
      if (this.acceptWord('FOREIGN')) {
        this.expectWord('KEY');
        const columns = this.parenNames();
        this.expectWord('REFERENCES');
        const target = this.ddlName();
        link = {many: false, columns, target, targetColumns: this.parenNames()};
      } else if (this.acceptWord('MULTIREFERENCE')) {
        link = {many: true, target: this.ddlName()};
      } else return this.fail(['"FOREIGN KEY"', '"MULTIREFERENCE"']);
      this.expectWord('INVERSEOF');
      const inverse = this.ddlName();
      let transitive: boolean | number = false;
      if (this.optWord('TRANSITIVE')) {
        transitive = true;
        if (this.optOp('(')) {
          transitive = this.integer('a depth');
          this.expectOp(')');
        }
      }
      return {kind: 'relationship', name, ...link, inverse, transitive};
    }
    const name = this.ddlName();
    if (this.acceptWord('MEASURE')) return {kind: 'measure', name, dataType: this.dataType()};
    return {kind: 'property', name, dataType: this.dataType()};
  }

  private mapping(pos: SourcePosition, orReplace: boolean): CreateMapping {
    const name = this.ddlName();
    let into: string | undefined;
    let constraints: [MappingConstraint, MappingConstraint] | undefined;
    if (this.acceptWord('INTO')) {
      this.expectOp('(');
      into = this.ddlName();
      this.expectOp(')');
    } else if (this.isOp('(') && this.isWord('CONSTRAINT', this.peek())) {
      this.i += 1;
      const first = this.mappingConstraint();
      this.expectOp(',');
      const second = this.mappingConstraint();
      this.expectOp(')');
      constraints = [first, second];
    } else {
      throw this.error(
        'expected INTO (`concept`), or a (CONSTRAINT ..., CONSTRAINT ...) list for a many-to-many mapping',
      );
    }
    const using = this.optWord('USING') ? this.ident('a datasource') : undefined;
    const withoutParsing = this.optWord('WITHOUT');
    if (withoutParsing) this.expectWord('PARSING');
    this.expectWord('AS');
    const head: CreateMapping = {
      type: 'create mapping',
      pos,
      orReplace,
      name,
      into,
      constraints,
      using,
      withoutParsing,
    };
    if (withoutParsing) {
      // Passed to the datasource as written: only its brackets, quotes and paths are checked.
      if (!this.isWord('SELECT')) this.fail('"SELECT"');
      const from = this.i;
      while (!this.atEnd()) {
        if (this.tok.type === 'quoted') this.quoted(this.tok);
        this.i += 1;
      }
      const {pos: at, text} = this.span(from);
      return {...head, native: {text, pos: at}};
    }
    return {...head, query: this.bodyQuery(['SELECT', 'WITH'])};
  }

  private mappingConstraint(): MappingConstraint {
    this.expectWord('CONSTRAINT');
    const name = this.ddlName();
    this.expectWord('FOREIGN', 'KEY');
    const columns = this.parenNames();
    this.expectWord('REFERENCES');
    const target = this.ddlName();
    return {name, columns, target, targetColumns: this.parenNames()};
  }

  private alter(): Statement {
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

  private show(): Show {
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

  private describeStatement(): Statement {
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

  private qualifiedName(): {schema: string; name: string} {
    const schema = this.ddlName();
    this.expectOp('.');
    return {schema, name: this.ddlName()};
  }

  private cache(): Statement {
    const pos = this.tok.pos;
    this.expectWord('CACHE');
    this.expectWord('MAPPING');
    const name = this.ident('a mapping name');
    const using = this.optWord('USING') ? this.ident('a datasource') : undefined;
    if (!this.isWord('OPTIONS')) this.fail('"OPTIONS"');
    return {type: 'cache mapping', pos, name, using, options: this.optionList()};
  }

  private optionList(): OptionPair[] {
    this.expectWord('OPTIONS');
    this.expectOp('(');
    const out: OptionPair[] = [];
    do {
      const key = this.optionKey('an option name');
      this.expectOp('=');
      out.push({key, value: this.string()});
    } while (this.acceptOp(','));
    this.expectOp(')');
    return out;
  }

  private permission(): Grant | Revoke {
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

  // ------------------------------------------------------------ DDL pieces

  /** A name of a model object: in backticks (without . [ ] *) or bare (not a keyword). */
  private ddlName(): string {
    const t = this.tok;
    if (t.type === 'quoted') {
      this.i += 1;
      return this.nameOf(t);
    }
    if (t.type === 'ident' && !DDL_KEYWORDS.has(t.value.toUpperCase())) {
      this.i += 1;
      return t.value;
    }
    return this.fail('a name');
  }

  /** The content of a backticked name of a model object. */
  private nameOf(t: Token): string {
    const n = t.value;
    if (n.length === 0) throw this.error('expected a name inside the backticks but found ``', t);
    if (/[{}]/.test(n)) throw this.error(placeholderMessage(n), t);
    if (/[.[\]*]/.test(n))
      throw this.error(`expected a name without the reserved characters . [ ] * but found \`${n}\``, t);
    return n;
  }

  /** Datasource, ontology and mapping references: backticked or bare (keywords too). */
  private ident(what: string): string {
    const t = this.tok;
    if (t.type === 'quoted') {
      this.i += 1;
      return this.nameOf(t);
    }
    if (t.type === 'ident') {
      this.i += 1;
      return t.value;
    }
    return this.fail(what);
  }

  private optionKey(what: string): string {
    return this.ident(what);
  }

  /** A tag name: backticked (dots allowed, as in `hierarchy.location`) or bare. */
  private tagKey(): string {
    const t = this.tok;
    if ((t.type === 'quoted' && t.value) || t.type === 'ident') {
      this.i += 1;
      return t.value;
    }
    return this.fail('a tag name');
  }

  private nameList(): string[] {
    const names = [this.ddlName()];
    while (this.acceptOp(',')) names.push(this.ddlName());
    return names;
  }

  private parenNames(): string[] {
    this.expectOp('(');
    const names = this.nameList();
    this.expectOp(')');
    return names;
  }

  private string(): string {
    const t = this.tok;
    if (t.type !== 'string') return this.fail('a string literal');
    this.i += 1;
    return t.value;
  }

  /** The text after DESCRIPTION: `= '...'` (equals true), `'...'` (false), or either (null). */
  private descriptionValue(equals: boolean | null): string {
    if (equals === true) this.expectOp('=');
    else if (equals === null) this.acceptOp('=');
    return this.string();
  }

  private tags(): Tag[] | undefined {
    if (!this.optWord('WITH')) return undefined;
    this.expectWord('TAGS');
    this.expectOp('(');
    const tags: Tag[] = [];
    do {
      const key = this.tagKey();
      this.expectOp('=');
      tags.push({key, value: this.string()});
    } while (this.acceptOp(','));
    this.expectOp(')');
    return tags;
  }

  private dataType(): string {
    const t = this.tok;
    const word = t.type === 'ident' ? t.value.toLowerCase() : '';
    if (!DATA_TYPES.includes(word)) return this.fail(`data type (${DATA_TYPES.join(', ')})`);
    this.i += 1;
    if (word === 'decimal' && this.acceptOp('(')) {
      const precision = this.integer('a precision');
      const scale = this.acceptOp(',') ? this.integer('a scale') : undefined;
      this.expectOp(')');
      return scale === undefined ? `decimal(${precision})` : `decimal(${precision},${scale})`;
    }
    return word;
  }

  private integer(what: string): number {
    const t = this.tok;
    if (t.type !== 'number' || !/^[0-9]+$/.test(t.value)) this.fail(what);
    this.i += 1;
    return Number(t.value);
  }

  // ----------------------------------------------------------------- queries

  query(): Query {
    const from = this.i;
    let withClause: Query['with'];
    if (this.acceptWord('WITH')) {
      const recursive = this.acceptWord('RECURSIVE');
      const tables: CommonTable[] = [];
      do {
        const at = this.tok.pos;
        const name = this.name('a name for the common table expression');
        const columns = this.isOp('(') ? this.columnList() : undefined;
        this.expectWord('AS');
        this.expectOp('(');
        const query = this.query();
        this.expectOp(')');
        tables.push({pos: at, name, columns, query});
      } while (this.acceptOp(','));
      withClause = {recursive, tables};
      if (!this.isWord('SELECT') && !this.isOp('(')) this.fail('"SELECT"');
    }
    const body = this.term();
    const compound: Query['compound'] = [];
    for (;;) {
      let op: SetOperator | null = null;
      if (this.acceptWord('UNION', 'ALL')) op = 'UNION ALL';
      else if (this.optWord('UNION')) {
        this.acceptWord('DISTINCT');
        op = 'UNION';
      } else if (this.optWord('INTERSECT')) {
        this.acceptWord('DISTINCT');
        op = 'INTERSECT';
      } else if (this.optWord('EXCEPT') || this.acceptWord('MINUS')) {
        this.acceptWord('DISTINCT');
        op = 'EXCEPT';
      }
      if (!op) break;
      compound.push({op, select: this.term()});
    }
    const orderBy = this.optWord('ORDER', 'BY') ? this.orderItems() : [];
    let limit: number | undefined;
    let offset: number | undefined;
    if (this.optWord('LIMIT')) {
      limit = this.integer('a number after LIMIT');
      if (this.acceptOp(',')) {
        offset = limit;
        limit = this.integer('a row count');
      } else if (this.optWord('OFFSET')) offset = this.integer('a number after OFFSET');
    } else if (this.optWord('OFFSET')) {
      offset = this.integer('a number after OFFSET');
      if (!this.acceptWord('ROWS')) this.acceptWord('ROW');
    }
    if (this.acceptWord('FETCH')) {
      if (!this.acceptWord('FIRST') && !this.acceptWord('NEXT')) this.fail(['"FIRST"', '"NEXT"']);
      limit = this.integer('a row count');
      if (!this.acceptWord('ROWS') && !this.acceptWord('ROW')) this.fail('"ROWS"');
      this.expectWord('ONLY');
    }
    const query: Query = {k: 'query', pos: this.tokens[from].pos, body, compound, orderBy, limit, offset};
    if (withClause) query.with = withClause;
    return query;
  }

  /** A SELECT, or a query in parentheses (its SELECT when it has nothing else). */
  private term(): Select | Query {
    if (this.isOp('(')) {
      this.i += 1;
      const q = this.query();
      this.expectOp(')');
      return !q.with && !q.compound.length && !q.orderBy.length && q.limit === undefined && q.offset === undefined
        ? q.body
        : q;
    }
    return this.select();
  }

  private orderItems(): OrderItem[] {
    const items: OrderItem[] = [];
    do {
      const expr = this.expr();
      let desc = false;
      if (this.optWord('DESC')) desc = true;
      else this.optWord('ASC');
      let nulls: OrderItem['nulls'];
      if (this.optWord('NULLS')) {
        if (this.acceptWord('FIRST')) nulls = 'FIRST';
        else if (this.acceptWord('LAST')) nulls = 'LAST';
        else this.fail(['"FIRST"', '"LAST"']);
      }
      items.push(nulls ? {expr, desc, nulls} : {expr, desc});
    } while (this.optOp(','));
    return items;
  }

  private columnList(): string[] {
    this.expectOp('(');
    const names = [this.name('a column name')];
    while (this.acceptOp(',')) names.push(this.name('a column name'));
    this.expectOp(')');
    return names;
  }

  /** A name in double quotes, as some datasources write their tables ("schema"."table"). */
  private isDoubleQuoted(t: Token = this.tok): boolean {
    return t.type === 'string' && this.source[t.start] === '"';
  }

  private isAliasStart(t: Token = this.tok): boolean {
    return (t.type === 'ident' && !RESERVED.has(t.value.toUpperCase())) || t.type === 'quoted';
  }

  select(): Select {
    const start = this.tok;
    this.expectWord('SELECT');
    let distinct = false;
    if (this.acceptWord('DISTINCT')) distinct = true;
    else this.acceptWord('ALL');
    const items: SelectItem[] = [];
    do {
      const star = this.tok;
      // `*` stands for every column only as an item of its own (and in COUNT(*)).
      const expr: Expr = this.acceptOp('*') ? {k: 'star', pos: star.pos, text: '*'} : this.expr();
      let alias: string | undefined;
      if (this.acceptWord('AS')) alias = this.name('an alias after AS');
      else if (this.isAliasStart() || this.tok.type === 'string') alias = this.name('an alias');
      items.push(alias === undefined ? {expr} : {expr, alias});
    } while (this.optOp(','));
    const sel: Select = {k: 'select', pos: start.pos, distinct, items, joins: [], groupBy: []};
    if (this.optWord('FROM')) {
      sel.from = this.tableRef();
      for (;;) {
        const jt = this.tok;
        let kind: string | null = null;
        if (this.optOp(',')) kind = 'CROSS';
        else {
          const natural = this.acceptWord('NATURAL');
          if (this.acceptWord('JOIN') || this.acceptWord('INNER', 'JOIN')) kind = 'INNER';
          else if (this.acceptWord('LEFT', 'OUTER', 'JOIN') || this.acceptWord('LEFT', 'JOIN')) kind = 'LEFT';
          else if (this.acceptWord('RIGHT', 'OUTER', 'JOIN') || this.acceptWord('RIGHT', 'JOIN')) kind = 'RIGHT';
          else if (this.acceptWord('FULL', 'OUTER', 'JOIN') || this.acceptWord('FULL', 'JOIN')) kind = 'FULL';
          else if (this.acceptWord('CROSS', 'JOIN')) kind = 'CROSS';
          else if (this.acceptWord('LEFT', 'SEMI', 'JOIN')) kind = 'LEFT SEMI';
          else if (this.acceptWord('LEFT', 'ANTI', 'JOIN')) kind = 'LEFT ANTI';
          else if (natural) this.fail('"JOIN"');
          else this.note('"JOIN"');
          if (kind && natural) kind = `NATURAL ${kind}`;
        }
        if (!kind) break;
        const join: Join = {pos: jt.pos, kind, table: this.tableRef()};
        if (this.optWord('ON')) join.on = this.expr();
        else if (this.optWord('USING')) join.using = this.columnList();
        sel.joins.push(join);
      }
    }
    if (this.optWord('WHERE')) sel.where = this.expr();
    if (this.isWord('GROUP')) this.groupTokens.push(this.tok);
    if (this.optWord('GROUP', 'BY')) {
      do sel.groupBy.push(this.expr());
      while (this.optOp(','));
    }
    if (this.optWord('HAVING')) sel.having = this.expr();
    return sel;
  }

  private tableRef(): TableRef {
    const t = this.tok;
    let ref: TableRef;
    if (
      this.isOp('(') &&
      (this.isWord('SELECT', this.peek()) || this.isWord('WITH', this.peek()) || this.isOp('(', this.peek()))
    ) {
      this.i += 1;
      const query = this.query();
      this.expectOp(')');
      ref = {pos: t.pos, query};
    } else {
      if (!this.isAliasStart() && !this.isDoubleQuoted()) this.failMissing('a table');
      const parts = [this.name('a table name')];
      while (parts.length < 3 && this.acceptOp('.')) parts.push(this.name('a table name after the schema'));
      if (this.isOp('.')) this.fail('a table alias or the next clause');
      const name = parts[parts.length - 1];
      if (parts.length === 3) ref = {pos: t.pos, catalog: parts[0], schema: parts[1], name};
      else if (parts.length === 2) ref = {pos: t.pos, schema: parts[0], name};
      else ref = {pos: t.pos, name};
      if (this.acceptOp('(')) {
        // A table function, such as a graph algorithm of gtimbr.
        ref.args = [];
        if (!this.acceptOp(')')) {
          do ref.args.push(this.expr());
          while (this.acceptOp(','));
          this.expectOp(')');
        }
      }
    }
    if (this.acceptWord('AS')) ref.alias = this.name('an alias after AS');
    else if (this.isAliasStart()) ref.alias = this.name('an alias');
    if (ref.alias !== undefined && this.isOp('(')) ref.columns = this.columnList();
    return ref;
  }

  /** A name: bare (not a reserved word), backticked, or (for aliases) a string. */
  private name(what: string): string {
    const t = this.tok;
    if (t.type === 'quoted') {
      this.i += 1;
      return this.quoted(t);
    }
    if ((t.type === 'ident' && !RESERVED.has(t.value.toUpperCase())) || t.type === 'string') {
      this.i += 1;
      return t.value;
    }
    return this.fail(what);
  }

  // ------------------------------------------------------------- expressions

  expr(): Expr {
    return this.or();
  }

  private binary(next: () => Expr, ops: string[], words: boolean): Expr {
    const from = this.i;
    let left = next();
    for (;;) {
      const op = words ? ops.find((o) => this.isWord(o)) : ops.find((o) => this.isOp(o));
      if (!op) return left;
      this.i += 1;
      const right = next();
      left = {k: 'bin', op, left, right, ...this.span(from)};
    }
  }

  private or(): Expr {
    return this.binary(() => this.and(), ['OR'], true);
  }

  private and(): Expr {
    return this.binary(() => this.not(), ['AND'], true);
  }

  private not(): Expr {
    const from = this.i;
    if (this.acceptWord('NOT')) {
      const expr = this.not();
      return {k: 'un', op: 'NOT', expr, ...this.span(from)};
    }
    return this.comparison();
  }

  private comparison(): Expr {
    const from = this.i;
    let left = this.concat();
    for (;;) {
      const t = this.tok;
      if (t.type === 'op' && COMPARISONS.includes(t.value)) {
        this.i += 1;
        const right = this.concat();
        const op = t.value === '!=' ? '<>' : t.value === '==' ? '=' : t.value;
        left = {k: 'bin', op, left, right, ...this.span(from)};
        continue;
      }
      if (this.isWord('IS')) {
        this.i += 1;
        const not = this.acceptWord('NOT');
        if (!this.acceptWord('NULL')) this.fail(not ? '"NULL" after IS NOT' : '"NULL" or "NOT NULL" after IS');
        left = {k: 'isnull', expr: left, not, ...this.span(from)};
        continue;
      }
      const not =
        this.isWord('NOT') &&
        ['IN', 'LIKE', 'BETWEEN', 'ILIKE', 'RLIKE', 'REGEXP'].some((w) => this.isWord(w, this.peek()));
      if (not) this.i += 1;
      if (this.acceptWord('IN')) {
        this.expectOp('(');
        if (this.isWord('SELECT') || this.isWord('WITH')) {
          const query = this.query();
          this.expectOp(')');
          left = {k: 'in', expr: left, not, query, ...this.span(from)};
        } else {
          const list: Expr[] = [];
          do list.push(this.expr());
          while (this.acceptOp(','));
          this.expectOp(')');
          left = {k: 'in', expr: left, not, list, ...this.span(from)};
        }
        continue;
      }
      if (this.acceptWord('BETWEEN')) {
        const low = this.concat();
        this.expectWord('AND');
        const high = this.concat();
        left = {k: 'between', expr: left, not, low, high, ...this.span(from)};
        continue;
      }
      const likeOp = ['LIKE', 'ILIKE', 'RLIKE', 'REGEXP'].find((w) => this.isWord(w));
      if (likeOp) {
        this.i += 1;
        const pattern = this.concat();
        const like: Expr = {k: 'like', expr: left, not, pattern, ...this.span(from)};
        if (likeOp !== 'LIKE') like.op = likeOp as 'ILIKE' | 'RLIKE' | 'REGEXP';
        if (this.acceptWord('ESCAPE')) like.escape = this.concat();
        left = {...like, ...this.span(from)};
        continue;
      }
      if (not) this.fail('IN, LIKE or BETWEEN after NOT');
      return left;
    }
  }

  private concat(): Expr {
    return this.binary(() => this.additive(), ['||'], false);
  }

  private additive(): Expr {
    return this.binary(() => this.multiplicative(), ['+', '-'], false);
  }

  private multiplicative(): Expr {
    return this.binary(() => this.unary(), ['*', '/', '%'], false);
  }

  private unary(): Expr {
    const from = this.i;
    if (this.isOp('-') || this.isOp('+')) {
      const op = this.tok.value as '-' | '+';
      this.i += 1;
      const expr = this.unary();
      if (expr.k === 'lit' && expr.type === 'number' && op === '-')
        return {...expr, value: -(expr.value as number), ...this.span(from)};
      return {k: 'un', op, expr, ...this.span(from)};
    }
    return this.postfix();
  }

  private postfix(): Expr {
    const from = this.i;
    let e = this.primary();
    for (;;) {
      if (this.acceptOp('::')) {
        const type = this.typeName();
        e = {k: 'cast', expr: e, type, syntax: '::', ...this.span(from)};
      } else if (this.acceptOp('[')) {
        const index = this.expr();
        this.expectOp(']');
        e = {k: 'subscript', expr: e, index, ...this.span(from)};
      } else return e;
    }
  }

  private primary(): Expr {
    const from = this.i;
    const t = this.tok;
    if (t.type === 'number') {
      this.i += 1;
      return {k: 'lit', type: 'number', value: Number(t.value), ...this.span(from)};
    }
    if (t.type === 'string') {
      this.i += 1;
      return {k: 'lit', type: 'string', value: t.value, ...this.span(from)};
    }
    if (this.isOp('(')) {
      this.i += 1;
      if (this.isWord('SELECT') || this.isWord('WITH')) {
        const query = this.query();
        this.expectOp(')');
        return {k: 'subquery', query, ...this.span(from)};
      }
      const e = this.expr();
      if (this.isOp(',')) {
        const items = [e];
        while (this.acceptOp(',')) items.push(this.expr());
        this.expectOp(')');
        return {k: 'row', items, ...this.span(from)};
      }
      this.expectOp(')');
      return {...e, ...this.span(from)};
    }
    if (t.type === 'quoted') return this.columnRef();
    if (t.type !== 'ident') return this.failMissing('an expression');
    const word = t.value.toUpperCase();
    if (word === 'NULL') {
      this.i += 1;
      return {k: 'lit', type: 'null', value: null, ...this.span(from)};
    }
    if (word === 'TRUE' || word === 'FALSE') {
      this.i += 1;
      return {k: 'lit', type: 'boolean', value: word === 'TRUE', ...this.span(from)};
    }
    if ((word === 'DATE' || word === 'TIMESTAMP' || word === 'TIME') && this.peek().type === 'string') {
      this.i += 2;
      return {k: 'lit', type: 'string', value: this.tokens[this.i - 1].value, ...this.span(from)};
    }
    if (word === 'INTERVAL') {
      this.i += 1;
      const value = this.unary();
      const unit = this.tok;
      if (unit.type !== 'ident') this.fail('a unit such as DAY');
      this.i += 1;
      return {k: 'interval', value, unit: unit.value.toUpperCase(), ...this.span(from)};
    }
    if (word === 'CASE') return this.caseExpr();
    if (word === 'EXISTS' && this.isOp('(', this.peek())) {
      this.i += 2;
      const query = this.query();
      this.expectOp(')');
      return {k: 'exists', query, ...this.span(from)};
    }
    if ((word === 'CAST' || word === 'TRY_CAST') && this.isOp('(', this.peek())) {
      this.i += 2;
      const expr = this.expr();
      this.expectWord('AS');
      const type = this.typeName();
      this.expectOp(')');
      return word === 'CAST'
        ? {k: 'cast', expr, type, ...this.span(from)}
        : {k: 'cast', expr, type, syntax: 'TRY_CAST', ...this.span(from)};
    }
    if (this.isOp('(', this.peek())) {
      if (RESERVED.has(word) && !['LEFT', 'RIGHT'].includes(word)) this.failMissing('an expression');
      return this.functionCall();
    }
    if (RESERVED.has(word)) this.failMissing('an expression');
    return this.columnRef();
  }

  private typeName(): string {
    const from = this.i;
    if (this.tok.type !== 'ident') this.fail('a type name');
    this.i += 1;
    if (this.isWord('PRECISION')) this.i += 1; // DOUBLE PRECISION
    if (this.acceptOp('(')) {
      do this.integer('a number');
      while (this.acceptOp(','));
      this.expectOp(')');
    }
    return this.span(from).text.toUpperCase().replace(/\s+/g, '');
  }

  private caseExpr(): Expr {
    const from = this.i;
    this.expectWord('CASE');
    let base: Expr | undefined;
    if (!this.isWord('WHEN')) base = this.expr();
    const whens: {when: Expr; then: Expr}[] = [];
    while (this.optWord('WHEN')) {
      const when = this.expr();
      this.expectWord('THEN');
      whens.push({when, then: this.expr()});
    }
    if (!whens.length) this.fail('"WHEN"');
    let elseExpr: Expr | undefined;
    if (this.optWord('ELSE')) elseExpr = this.expr();
    this.expectWord('END');
    const node: Expr = {k: 'case', whens, ...this.span(from)};
    if (base) node.base = base;
    if (elseExpr) node.else = elseExpr;
    return node;
  }

  private functionCall(): FunctionCall {
    const from = this.i;
    const name = this.tok.value.toUpperCase();
    this.i += 2; // name (
    const args: Expr[] = [];
    let distinct = false;
    let star = false;
    if (this.acceptOp(')')) {
      if (AGGREGATE_NAMES.has(name))
        throw this.error(
          `expected ${name === 'COUNT' ? 'an expression or *' : 'an expression'} inside ${name}() but found ")"`,
          this.tokens[this.i - 1],
        );
    } else if (this.isOp('*') && this.isOp(')', this.peek())) {
      this.i += 2;
      star = true;
    } else {
      if (this.acceptWord('DISTINCT')) distinct = true;
      else this.acceptWord('ALL');
      if (name === 'POSITION') {
        // POSITION(substring IN string): the first operand stops before IN.
        args.push(this.concat());
        this.expectWord('IN');
        args.push(this.expr());
      } else if (name === 'EXTRACT') {
        const unit = this.name('a date part such as YEAR');
        this.expectWord('FROM');
        args.push({k: 'lit', type: 'string', value: unit.toUpperCase(), ...this.span(this.i - 2)}, this.expr());
      } else {
        args.push(this.expr());
        if ((name === 'SUBSTRING' || name === 'SUBSTR') && this.acceptWord('FROM')) {
          args.push(this.expr());
          if (this.acceptWord('FOR')) args.push(this.expr());
        } else {
          while (this.acceptOp(',')) args.push(this.expr());
        }
      }
      this.expectOp(')');
    }
    const call: FunctionCall = {k: 'fn', name, args, distinct, star, ...this.span(from)};
    if (this.isWord('FILTER') && this.isOp('(', this.peek())) {
      this.i += 2;
      this.expectWord('WHERE');
      call.filter = this.expr();
      this.expectOp(')');
    }
    if (this.acceptWord('OVER')) call.over = this.windowSpec();
    return {...call, ...this.span(from)};
  }

  private windowSpec(): WindowSpec {
    if (this.isAliasStart()) return {name: this.name('a window name'), partitionBy: [], orderBy: []};
    this.expectOp('(');
    const spec: WindowSpec = {partitionBy: [], orderBy: []};
    if (this.optWord('PARTITION', 'BY')) {
      do spec.partitionBy.push(this.expr());
      while (this.acceptOp(','));
    }
    if (this.optWord('ORDER', 'BY')) spec.orderBy = this.orderItems();
    if (this.isWord('ROWS') || this.isWord('RANGE')) {
      const from = this.i;
      this.i += 1;
      if (this.acceptWord('BETWEEN')) {
        this.frameBound();
        this.expectWord('AND');
        this.frameBound();
      } else this.frameBound();
      spec.frame = this.span(from).text;
    } else this.note('"ROWS"');
    this.expectOp(')');
    return spec;
  }

  private frameBound(): void {
    if (this.acceptWord('CURRENT')) {
      this.expectWord('ROW');
      return;
    }
    if (!this.acceptWord('UNBOUNDED')) this.expr();
    if (!this.acceptWord('PRECEDING') && !this.acceptWord('FOLLOWING')) this.fail(['"PRECEDING"', '"FOLLOWING"']);
  }

  private columnRef(): Expr {
    const from = this.i;
    const parts: {value: string; quoted: boolean}[] = [];
    for (;;) {
      const t = this.tok;
      if (t.type === 'quoted') {
        parts.push({value: this.quoted(t), quoted: true});
        this.i += 1;
      } else if (t.type === 'ident') {
        parts.push({value: t.value, quoted: false});
        this.i += 1;
      } else if (this.isOp('*') && parts.length) {
        this.i += 1;
        return {k: 'star', qualifier: parts.map((p) => p.value).join('.'), ...this.span(from)};
      } else this.fail('a column name');
      if (!this.isOp('.')) break;
      this.i += 1;
    }
    const last = parts[parts.length - 1];
    // Bare dotted words (a.b.c without backticks) are qualifiers, except in
    // the legacy shorthand, which the compiler recognizes by the qualifier.
    const ref: Expr = {k: 'col', name: last.value, quoted: last.quoted, ...this.span(from)};
    if (parts.length > 1)
      ref.qualifier = parts
        .slice(0, -1)
        .map((p) => p.value)
        .join('.');
    return {...ref, ...this.span(from)};
  }
}

/** Parses one statement of the SQL reference grammar (a final `;` is allowed). Throws SqlSyntaxError. */
export function parseStatement(source: string, options: ParseOptions = {}): Statement {
  return new Parser(source, options).statement();
}
