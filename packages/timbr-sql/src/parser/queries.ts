/**
 * The parser's queries: WITH, SELECT (the select list, FROM with joins and
 * table functions, WHERE, GROUP BY, HAVING), compound queries (UNION [ALL],
 * INTERSECT, EXCEPT), ORDER BY, LIMIT, OFFSET and FETCH FIRST.
 */
import type {CommonTable, Expr, Join, Query, Select, SelectItem, SetOperator, TableRef} from '../ast/query';
import type {Token} from '../tokens/lexer';
import {ExpressionParser} from './expressions';

export abstract class QueryParser extends ExpressionParser {
  /** GROUP keywords read (an ONTOLOGY CUBE must have none). */
  protected readonly groupTokens: Token[] = [];

  protected query(): Query {
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
  protected term(): Select | Query {
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

  protected columnList(): string[] {
    this.expectOp('(');
    const names = [this.name('a column name')];
    while (this.acceptOp(',')) names.push(this.name('a column name'));
    this.expectOp(')');
    return names;
  }

  protected select(): Select {
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

  protected tableRef(): TableRef {
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
}
