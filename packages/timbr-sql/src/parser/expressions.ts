/**
 * The parser's expressions: the operators between terms, by precedence (OR,
 * AND, NOT, comparisons with IS, IN, BETWEEN and LIKE, ||, + and -, * / and
 * %, signs, then :: and subscripts after a term). Terms are ./terms.ts.
 */
// cspell:ignore RLIKE ILIKE
import type {Expr} from '../ast/query';
import {TermParser} from './terms';

const COMPARISONS = ['=', '==', '<>', '!=', '<', '<=', '>', '>=', '<=>'];

export abstract class ExpressionParser extends TermParser {
  protected expr(): Expr {
    return this.or();
  }

  protected binary(next: () => Expr, ops: string[], words: boolean): Expr {
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

  protected or(): Expr {
    return this.binary(() => this.and(), ['OR'], true);
  }

  protected and(): Expr {
    return this.binary(() => this.not(), ['AND'], true);
  }

  protected not(): Expr {
    const from = this.i;
    if (this.acceptWord('NOT')) {
      const expr = this.not();
      return {k: 'un', op: 'NOT', expr, ...this.span(from)};
    }
    return this.comparison();
  }

  protected comparison(): Expr {
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

  protected concat(): Expr {
    return this.binary(() => this.additive(), ['||'], false);
  }

  protected additive(): Expr {
    return this.binary(() => this.multiplicative(), ['+', '-'], false);
  }

  protected multiplicative(): Expr {
    return this.binary(() => this.unary(), ['*', '/', '%'], false);
  }

  protected unary(): Expr {
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

  protected postfix(): Expr {
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
}
