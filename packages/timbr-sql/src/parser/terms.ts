/**
 * The parser's terms of expressions: literals, column references (a
 * backticked path is one column), CASE, CAST, function calls with DISTINCT,
 * FILTER and OVER, and the ORDER BY items that windows and queries share.
 * The operators between terms are ./expressions.ts, sub-queries
 * ./queries.ts: this layer declares what it needs of them.
 */
import type {Expr, FunctionCall, OrderItem, Query, WindowSpec} from '../ast/query';
import {AGGREGATES, QUERY_RESERVED} from '../tokens/keywords';
import {Cursor} from './cursor';

export abstract class TermParser extends Cursor {
  /** A whole expression (./expressions.ts). */
  protected abstract expr(): Expr;
  /** An expression without comparisons (the first operand of POSITION). */
  protected abstract concat(): Expr;
  /** A signed term (the value of INTERVAL). */
  protected abstract unary(): Expr;
  /** A query (./queries.ts), for sub-queries. */
  protected abstract query(): Query;

  protected primary(): Expr {
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
      if (QUERY_RESERVED.has(word) && !['LEFT', 'RIGHT'].includes(word)) this.failMissing('an expression');
      return this.functionCall();
    }
    if (QUERY_RESERVED.has(word)) this.failMissing('an expression');
    return this.columnRef();
  }

  protected typeName(): string {
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

  protected caseExpr(): Expr {
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

  protected functionCall(): FunctionCall {
    const from = this.i;
    const name = this.tok.value.toUpperCase();
    this.i += 2; // name (
    const args: Expr[] = [];
    let distinct = false;
    let star = false;
    if (this.acceptOp(')')) {
      if (AGGREGATES.has(name))
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

  protected windowSpec(): WindowSpec {
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

  protected frameBound(): void {
    if (this.acceptWord('CURRENT')) {
      this.expectWord('ROW');
      return;
    }
    if (!this.acceptWord('UNBOUNDED')) this.expr();
    if (!this.acceptWord('PRECEDING') && !this.acceptWord('FOLLOWING')) this.fail(['"PRECEDING"', '"FOLLOWING"']);
  }

  protected columnRef(): Expr {
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

  protected orderItems(): OrderItem[] {
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
}
