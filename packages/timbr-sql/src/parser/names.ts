/**
 * The parser's parts of statements: names of model objects (bare words that
 * are not keywords, or backticked names without . [ ] *), datasource and
 * tag names, string values, DESCRIPTION, WITH TAGS, OPTIONS and the data
 * types of the SQL reference.
 */
import type {OptionPair, Tag} from '../ast/statements';
import {MODEL_RESERVED} from '../tokens/keywords';
import type {Token} from '../tokens/lexer';
import {placeholderMessage} from './paths';
import {QueryParser} from './queries';

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

export abstract class NameParser extends QueryParser {
  /** A name of a model object: in backticks (without . [ ] *) or bare (not a keyword). */
  protected ddlName(): string {
    const t = this.tok;
    if (t.type === 'quoted') {
      this.i += 1;
      return this.nameOf(t);
    }
    if (t.type === 'ident' && !MODEL_RESERVED.has(t.value.toUpperCase())) {
      this.i += 1;
      return t.value;
    }
    return this.fail('a name');
  }

  /** The content of a backticked name of a model object. */
  protected nameOf(t: Token): string {
    const n = t.value;
    if (n.length === 0) throw this.error('expected a name inside the backticks but found ``', t);
    if (/[{}]/.test(n)) throw this.error(placeholderMessage(n), t);
    if (/[.[\]*]/.test(n))
      throw this.error(`expected a name without the reserved characters . [ ] * but found \`${n}\``, t);
    return n;
  }

  /** Datasource, ontology and mapping references: backticked or bare (keywords too). */
  protected ident(what: string): string {
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

  protected optionKey(what: string): string {
    return this.ident(what);
  }

  /** A tag name: backticked (dots allowed, as in `hierarchy.location`) or bare. */
  protected tagKey(): string {
    const t = this.tok;
    if ((t.type === 'quoted' && t.value) || t.type === 'ident') {
      this.i += 1;
      return t.value;
    }
    return this.fail('a tag name');
  }

  protected nameList(): string[] {
    const names = [this.ddlName()];
    while (this.acceptOp(',')) names.push(this.ddlName());
    return names;
  }

  protected parenNames(): string[] {
    this.expectOp('(');
    const names = this.nameList();
    this.expectOp(')');
    return names;
  }

  protected qualifiedName(): {schema: string; name: string} {
    const schema = this.ddlName();
    this.expectOp('.');
    return {schema, name: this.ddlName()};
  }

  protected string(): string {
    const t = this.tok;
    if (t.type !== 'string') return this.fail('a string literal');
    this.i += 1;
    return t.value;
  }

  /** The text after DESCRIPTION: `= '...'` (equals true), `'...'` (false), or either (null). */
  protected descriptionValue(equals: boolean | null): string {
    if (equals === true) this.expectOp('=');
    else if (equals === null) this.acceptOp('=');
    return this.string();
  }

  protected tags(): Tag[] | undefined {
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

  protected optionList(): OptionPair[] {
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

  protected dataType(): string {
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
}
