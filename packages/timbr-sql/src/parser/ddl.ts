/**
 * The parser's model statements: CREATE [OR REPLACE] PROPERTY, MEASURE,
 * CONCEPT (columns, keys, labels, relationships, the rule of a
 * sub-concept), MAPPING (into a concept, many-to-many, WITHOUT PARSING),
 * VIEW, ONTOLOGY VIEW, ONTOLOGY CUBE and ONTOLOGY.
 */
import type {Expr, Query} from '../ast/query';
import type {ConceptElement, CreateConcept, CreateMapping, MappingConstraint, Statement} from '../ast/statements';
import type {SourcePosition} from '../errors';
import type {Token} from '../tokens/lexer';
import {NameParser} from './names';

export abstract class DdlParser extends NameParser {
  protected create(): Statement {
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
  protected bodyQuery(starts: string[]): Query {
    if (!starts.some((w) => this.isWord(w))) this.fail(starts.map((w) => `"${w}"`));
    return this.query();
  }

  /** `SELECT {expression} [WHERE {condition}]`, without FROM: the body of a measure or a calculated property. */
  protected selectExpression(where: boolean): {expr: Expr; where?: Expr} {
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

  protected concept(pos: SourcePosition, orReplace: boolean): CreateConcept {
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

  protected conceptElement(): ConceptElement {
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

  protected mapping(pos: SourcePosition, orReplace: boolean): CreateMapping {
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

  protected mappingConstraint(): MappingConstraint {
    this.expectWord('CONSTRAINT');
    const name = this.ddlName();
    this.expectWord('FOREIGN', 'KEY');
    const columns = this.parenNames();
    this.expectWord('REFERENCES');
    const target = this.ddlName();
    return {name, columns, target, targetColumns: this.parenNames()};
  }
}
