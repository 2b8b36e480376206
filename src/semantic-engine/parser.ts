/**
 * Parser of the SQL the engine reads: SELECT queries (with sub-queries and
 * UNION), and the SQL fragments of a model (mapping bodies, sub-concept
 * conditions, measure and calculated-property expressions). Hand-written
 * recursive descent, so that every error has a line and a column and the
 * module stays small enough for a browser.
 */
// cspell:ignore RLIKE ILIKE
import type {Expr, OrderItem, Query, Select, SelectItem, TableRef} from './ast';
import {EngineError, unsupported, type SourcePosition} from './errors';
import {tokenize, type Token} from './lexer';

const RESERVED = new Set([
  'SELECT', 'FROM', 'WHERE', 'GROUP', 'BY', 'HAVING', 'ORDER', 'LIMIT', 'OFFSET', 'UNION', 'INTERSECT', 'EXCEPT',
  'JOIN', 'ON', 'LEFT', 'RIGHT', 'INNER', 'OUTER', 'FULL', 'CROSS', 'AS', 'AND', 'OR', 'NOT', 'IN', 'IS', 'NULL',
  'LIKE', 'BETWEEN', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END', 'EXISTS', 'DISTINCT', 'ALL', 'ASC', 'DESC', 'NULLS',
  'FILTER', 'OVER', 'WITH', 'USING', 'NATURAL', 'RLIKE', 'REGEXP', 'ILIKE', 'WINDOW', 'QUALIFY',
]);

/** Statements of the SQL reference that are not queries, with what the engine says about them. */
const NOT_QUERIES: Record<string, string> = {
  CREATE: 'is a model statement: the model of the sample knowledge graph is fixed (its DDL is published with the sample data), and the engine runs queries only.',
  ALTER: 'changes the model; the engine runs queries only, and several ALTER statements are not confirmed in the SQL reference.',
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

class Parser {
  private i = 0;
  private readonly tokens: Token[];

  constructor(private readonly text: string) {
    this.tokens = tokenize(text);
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

  private acceptOp(op: string): boolean {
    if (this.isOp(op)) {
      this.i += 1;
      return true;
    }
    return false;
  }

  private describe(t: Token): string {
    if (t.type === 'eof') return 'the end of the query';
    if (t.type === 'quoted') return `\`${t.value}\``;
    if (t.type === 'string') return `'${t.value}'`;
    return t.value;
  }

  fail(expected: string, t: Token = this.tok): never {
    throw new EngineError('syntax', this.describe(t), `Expected ${expected} but found ${this.describe(t)}.`, t.pos);
  }

  private expectWord(word: string): void {
    if (!this.acceptWord(word)) this.fail(word);
  }

  private expectOp(op: string): void {
    if (!this.acceptOp(op)) this.fail(`"${op}"`);
  }

  /** Source text from token index `from` to the last consumed token. */
  private span(from: number): {pos: SourcePosition; text: string} {
    const first = this.tokens[from];
    const last = this.tokens[Math.max(from, this.i - 1)];
    return {pos: first.pos, text: this.text.slice(first.start, last.end)};
  }

  atEnd(): boolean {
    return this.tok.type === 'eof';
  }

  expectEnd(what = 'the end of the query'): void {
    this.acceptOp(';');
    if (!this.atEnd()) this.fail(what);
  }

  // ----------------------------------------------------------------- queries

  /** A whole statement that must be a query. */
  statement(): Query {
    const t = this.tok;
    if (t.type === 'ident') {
      const word = t.value.toUpperCase();
      if (word === 'WITH') throw unsupported('WITH', 'Common table expressions (WITH ...) are not part of the sample engine.', t.pos);
      const note = NOT_QUERIES[word];
      if (note) {
        const construct = word === 'DESC' || word === 'DESCRIBE' || word === 'SHOW' ? word : this.statementName();
        throw unsupported(construct, `${construct} ${note}`, t.pos);
      }
    }
    if (t.type === 'eof') throw new EngineError('syntax', '', 'The query is empty.', t.pos);
    if (!this.isWord('SELECT') && !this.isOp('(')) this.fail('SELECT');
    const q = this.query();
    this.expectEnd();
    return q;
  }

  /** The first two or three words of a statement, for messages (CREATE OR REPLACE CONCEPT, DROP CONCEPT). */
  private statementName(): string {
    const words: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const t = this.peek(n);
      if (t.type !== 'ident') break;
      words.push(t.value.toUpperCase());
      if (!['CREATE', 'OR', 'REPLACE', 'ONTOLOGY', 'ALTER', 'DROP'].includes(t.value.toUpperCase())) break;
    }
    return words.join(' ');
  }

  query(): Query {
    const from = this.i;
    const body = this.selectOrParen();
    const compound: Query['compound'] = [];
    for (;;) {
      let op: Query['compound'][number]['op'] | null = null;
      if (this.acceptWord('UNION', 'ALL')) op = 'UNION ALL';
      else if (this.acceptWord('UNION')) {
        this.acceptWord('DISTINCT');
        op = 'UNION';
      } else if (this.acceptWord('INTERSECT')) op = 'INTERSECT';
      else if (this.acceptWord('EXCEPT')) op = 'EXCEPT';
      if (!op) break;
      compound.push({op, select: this.selectOrParen()});
    }
    const orderBy: OrderItem[] = [];
    if (this.acceptWord('ORDER', 'BY')) {
      do {
        const expr = this.expr();
        let desc = false;
        if (this.acceptWord('DESC')) desc = true;
        else this.acceptWord('ASC');
        let nulls: OrderItem['nulls'];
        if (this.acceptWord('NULLS', 'FIRST')) nulls = 'FIRST';
        else if (this.acceptWord('NULLS', 'LAST')) nulls = 'LAST';
        orderBy.push({expr, desc, nulls});
      } while (this.acceptOp(','));
    }
    let limit: number | undefined;
    let offset: number | undefined;
    if (this.acceptWord('LIMIT')) {
      limit = this.integer('a row count after LIMIT');
      if (this.acceptOp(',')) {
        offset = limit;
        limit = this.integer('a row count');
      } else if (this.acceptWord('OFFSET')) offset = this.integer('a row count after OFFSET');
    }
    return {k: 'query', pos: this.tokens[from].pos, body, compound, orderBy, limit, offset};
  }

  private integer(what: string): number {
    const t = this.tok;
    if (t.type !== 'number' || !/^[0-9]+$/.test(t.value)) this.fail(what);
    this.i += 1;
    return Number(t.value);
  }

  private selectOrParen(): Select {
    if (this.isOp('(')) {
      const t = this.tok;
      this.i += 1;
      const q = this.query();
      this.expectOp(')');
      if (q.compound.length || q.orderBy.length || q.limit !== undefined) {
        throw unsupported('( ... )', 'A parenthesised query with UNION, ORDER BY or LIMIT inside a compound query is not part of the sample engine.', t.pos);
      }
      return q.body;
    }
    return this.select();
  }

  select(): Select {
    const start = this.tok;
    this.expectWord('SELECT');
    let distinct = false;
    if (this.acceptWord('DISTINCT')) distinct = true;
    else this.acceptWord('ALL');
    const items: SelectItem[] = [];
    do {
      const expr = this.expr();
      let alias: string | undefined;
      if (this.acceptWord('AS')) alias = this.name('an alias after AS');
      else if ((this.tok.type === 'ident' && !RESERVED.has(this.tok.value.toUpperCase())) || this.tok.type === 'quoted' || this.tok.type === 'string') alias = this.name('an alias');
      items.push({expr, alias});
    } while (this.acceptOp(','));
    const sel: Select = {k: 'select', pos: start.pos, distinct, items, joins: [], groupBy: []};
    if (this.acceptWord('FROM')) {
      sel.from = this.tableRef();
      for (;;) {
        const jt = this.tok;
        let kind: string | null = null;
        if (this.acceptOp(',')) kind = 'CROSS';
        else if (this.acceptWord('JOIN') || this.acceptWord('INNER', 'JOIN')) kind = 'INNER';
        else if (this.acceptWord('LEFT', 'OUTER', 'JOIN') || this.acceptWord('LEFT', 'JOIN')) kind = 'LEFT';
        else if (this.acceptWord('RIGHT', 'OUTER', 'JOIN') || this.acceptWord('RIGHT', 'JOIN')) kind = 'RIGHT';
        else if (this.acceptWord('FULL', 'OUTER', 'JOIN') || this.acceptWord('FULL', 'JOIN')) kind = 'FULL';
        else if (this.acceptWord('CROSS', 'JOIN')) kind = 'CROSS';
        if (!kind) break;
        const table = this.tableRef();
        let on: Expr | undefined;
        if (this.acceptWord('ON')) on = this.expr();
        sel.joins.push({pos: jt.pos, kind, table, on});
      }
    }
    if (this.acceptWord('WHERE')) sel.where = this.expr();
    if (this.acceptWord('GROUP', 'BY')) {
      do sel.groupBy.push(this.expr());
      while (this.acceptOp(','));
    }
    if (this.acceptWord('HAVING')) sel.having = this.expr();
    return sel;
  }

  private tableRef(): TableRef {
    const t = this.tok;
    let ref: TableRef;
    if (this.acceptOp('(')) {
      const query = this.query();
      this.expectOp(')');
      ref = {pos: t.pos, query};
    } else {
      const first = this.name('a table name');
      if (this.acceptOp('.')) {
        const second = this.name('a table name after the schema');
        if (this.isOp('.')) this.fail('a table alias or the next clause');
        ref = {pos: t.pos, schema: first, name: second};
      } else ref = {pos: t.pos, name: first};
    }
    if (this.acceptWord('AS')) ref.alias = this.name('an alias after AS');
    else if ((this.tok.type === 'ident' && !RESERVED.has(this.tok.value.toUpperCase())) || this.tok.type === 'quoted') ref.alias = this.name('an alias');
    return ref;
  }

  /** A name: bare identifier or backticked identifier (or a string, for aliases). */
  private name(what: string): string {
    const t = this.tok;
    if ((t.type === 'ident' && !RESERVED.has(t.value.toUpperCase())) || t.type === 'quoted' || t.type === 'string') {
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
      const t = this.tok;
      const op = words
        ? ops.find((o) => this.isWord(o))
        : ops.find((o) => this.isOp(o));
      if (!op || (t.type !== 'op' && t.type !== 'ident')) return left;
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
      if (t.type === 'op' && ['=', '<>', '!=', '<', '<=', '>', '>=', '<=>'].includes(t.value)) {
        if (t.value === '<=>') throw unsupported('<=>', 'The null-safe equality operator <=> is not part of the sample engine.', t.pos);
        this.i += 1;
        const right = this.concat();
        left = {k: 'bin', op: t.value === '!=' ? '<>' : t.value, left, right, ...this.span(from)};
        continue;
      }
      if (this.isWord('IS')) {
        this.i += 1;
        const not = this.acceptWord('NOT');
        if (!this.acceptWord('NULL')) this.fail('NULL after IS');
        left = {k: 'isnull', expr: left, not, ...this.span(from)};
        continue;
      }
      const not = this.isWord('NOT') && ['IN', 'LIKE', 'BETWEEN', 'ILIKE', 'RLIKE', 'REGEXP'].some((w) => this.isWord(w, this.peek()));
      if (not) this.i += 1;
      if (this.acceptWord('IN')) {
        this.expectOp('(');
        if (this.isWord('SELECT')) {
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
      if (this.acceptWord('LIKE')) {
        const pattern = this.concat();
        left = {k: 'like', expr: left, not, pattern, ...this.span(from)};
        continue;
      }
      for (const w of ['ILIKE', 'RLIKE', 'REGEXP']) {
        if (this.isWord(w)) throw unsupported(w, `The ${w} operator is not part of the sample engine.`, this.tok.pos);
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
      if (expr.k === 'lit' && expr.type === 'number' && op === '-') return {...expr, value: -(expr.value as number), ...this.span(from)};
      return {k: 'un', op, expr, ...this.span(from)};
    }
    return this.postfix();
  }

  private postfix(): Expr {
    const e = this.primary();
    if (this.isOp('::')) throw unsupported('::', 'The :: cast operator is not part of the sample engine; use CAST(... AS ...).', this.tok.pos);
    return e;
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
    if (this.isOp('*')) {
      this.i += 1;
      return {k: 'star', ...this.span(from)};
    }
    if (this.isOp('(')) {
      this.i += 1;
      if (this.isWord('SELECT')) {
        const query = this.query();
        this.expectOp(')');
        return {k: 'subquery', query, ...this.span(from)};
      }
      const e = this.expr();
      if (this.isOp(',')) throw unsupported('(a, b)', 'Row values such as (a, b) are not part of the sample engine.', this.tok.pos);
      this.expectOp(')');
      return {...e, ...this.span(from)};
    }
    if (t.type === 'quoted') return this.columnRef();
    if (t.type !== 'ident') return this.fail('an expression');
    const word = t.value.toUpperCase();
    if (word === 'NULL') {
      this.i += 1;
      return {k: 'lit', type: 'null', value: null, ...this.span(from)};
    }
    if (word === 'TRUE' || word === 'FALSE') {
      this.i += 1;
      return {k: 'lit', type: 'boolean', value: word === 'TRUE', ...this.span(from)};
    }
    if ((word === 'DATE' || word === 'TIMESTAMP') && this.peek().type === 'string') {
      this.i += 2;
      return {k: 'lit', type: 'string', value: this.tokens[this.i - 1].value, ...this.span(from)};
    }
    if (word === 'INTERVAL') throw unsupported('INTERVAL', 'INTERVAL expressions are not part of the sample engine.', t.pos);
    if (word === 'CASE') return this.caseExpr();
    if (word === 'EXISTS' && this.isOp('(', this.peek())) {
      this.i += 2;
      const query = this.query();
      this.expectOp(')');
      return {k: 'exists', query, ...this.span(from)};
    }
    if (word === 'CAST' && this.isOp('(', this.peek())) {
      this.i += 2;
      const expr = this.expr();
      this.expectWord('AS');
      const type = this.typeName();
      this.expectOp(')');
      return {k: 'cast', expr, type, ...this.span(from)};
    }
    if (this.isOp('(', this.peek())) {
      if (RESERVED.has(word) && !['LEFT', 'RIGHT'].includes(word)) this.fail('an expression');
      return this.functionCall();
    }
    if (RESERVED.has(word)) this.fail('an expression');
    return this.columnRef();
  }

  private typeName(): string {
    const from = this.i;
    if (this.tok.type !== 'ident') this.fail('a type name');
    this.i += 1;
    if (this.isWord('PRECISION')) this.i += 1; // DOUBLE PRECISION
    if (this.acceptOp('(')) {
      while (!this.isOp(')') && !this.atEnd()) this.i += 1;
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
    while (this.acceptWord('WHEN')) {
      const when = this.expr();
      this.expectWord('THEN');
      whens.push({when, then: this.expr()});
    }
    if (!whens.length) this.fail('WHEN');
    let elseExpr: Expr | undefined;
    if (this.acceptWord('ELSE')) elseExpr = this.expr();
    this.expectWord('END');
    return {k: 'case', base, whens, else: elseExpr, ...this.span(from)};
  }

  private functionCall(): Expr {
    const from = this.i;
    const name = this.tok.value.toUpperCase();
    this.i += 2; // name (
    const args: Expr[] = [];
    let distinct = false;
    let star = false;
    if (this.acceptOp(')')) {
      // no arguments
    } else if (this.isOp('*') && this.isOp(')', this.peek())) {
      this.i += 2;
      star = true;
    } else {
      if (this.acceptWord('DISTINCT')) distinct = true;
      else this.acceptWord('ALL');
      if (name === 'EXTRACT') {
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
    const call: Expr = {k: 'fn', name, args, distinct, star, ...this.span(from)};
    if (this.isWord('FILTER') && this.isOp('(', this.peek())) {
      this.i += 2;
      this.expectWord('WHERE');
      call.filter = this.expr();
      this.expectOp(')');
    }
    if (this.isWord('OVER')) {
      call.over = true;
      this.i += 1;
      this.expectOp('(');
      let depth = 1;
      while (depth > 0 && !this.atEnd()) {
        if (this.isOp('(')) depth += 1;
        if (this.isOp(')')) depth -= 1;
        this.i += 1;
      }
    }
    return {...call, ...this.span(from)};
  }

  private columnRef(): Expr {
    const from = this.i;
    const parts: {value: string; quoted: boolean}[] = [];
    for (;;) {
      const t = this.tok;
      if (t.type === 'ident' || t.type === 'quoted') {
        parts.push({value: t.value, quoted: t.type === 'quoted'});
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
    const qualifier = parts.length > 1 ? parts.slice(0, -1).map((p) => p.value).join('.') : undefined;
    return {k: 'col', name: last.value, qualifier, quoted: last.quoted, ...this.span(from)};
  }
}

/** Parses a query (one SELECT statement, optionally ending with `;`). */
export function parseQuery(text: string): Query {
  return new Parser(text).statement();
}

/** Parses a standalone expression (a condition or a calculated value). */
export function parseExpression(text: string): Expr {
  const p = new Parser(text);
  const e = p.expr();
  p.expectEnd('the end of the expression');
  return e;
}

/**
 * Parses the body of a measure or calculated property: `SELECT {expression} [WHERE {condition}]`,
 * without FROM.
 */
export function parseSelectExpression(text: string): {expr: Expr; where?: Expr} {
  const p = new Parser(text);
  const q = p.select();
  p.expectEnd('the end of the expression');
  if (q.items.length !== 1 || q.from || q.groupBy.length || q.having || q.distinct) {
    throw new EngineError('model', 'AS SELECT', 'Expected SELECT with exactly one expression and an optional WHERE, without FROM.', q.pos);
  }
  return {expr: q.items[0].expr, where: q.where};
}
