/**
 * The relations a compiled query reads, as common table expressions (CTEs)
 * built from the model: a concept is the UNION ALL of the mappings that
 * fill it and its mapped sub-concepts (each mapping projected on the
 * concept's columns, calculated properties computed per row, the built-in
 * columns added), a rule-based sub-concept its parent's rows that meet the
 * rule, a view its compiled query. `Compilation` is the state of one
 * compiled statement: its CTEs, in the order they are needed, and the
 * counter of table aliases.
 */
import type {Query} from '../ast/query';
import {EngineError, unsupported, type SourcePosition} from '../errors';
import {
  BUILT_IN_COLUMNS,
  allProperties,
  children,
  exhaustiveProperties,
  labelOf,
  primaryKey,
  type Concept,
  type Mapping,
  type Model,
} from '../model';
import {compileExpr} from './expressions';
import {compileSourceQuery} from './mappings';
import {id, indent, str, type CompiledQuery} from './sql';

/** State shared by all the parts of one compiled statement: the CTEs and the alias counter. */
export abstract class Compilation {
  readonly tables = new Map<string, string>();
  private aliasCount = 0;
  private readonly building = new Set<string>();
  private readonly viewColumns = new Map<string, string[]>();

  constructor(readonly model: Model) {}

  /** Compiles a query of the statement (a view's, a sub-query) with this state (./queries.ts). */
  abstract compileQueryNode(query: Query): CompiledQuery;

  /** The rows of a rule-based sub-concept: its parent's rows that meet the rule (./queries.ts). */
  protected abstract ruleRelation(concept: Concept, cols: string[]): string;

  alias(): string {
    const a = `t${this.aliasCount}`;
    this.aliasCount += 1;
    return a;
  }

  addCte(name: string, build: () => string): string {
    if (this.tables.has(name)) return name;
    if (this.building.has(name)) throw new EngineError('model', name, `The model defines ${name} in terms of itself.`);
    this.building.add(name);
    const body = build();
    this.building.delete(name);
    this.tables.set(name, body);
    return name;
  }

  concept(name: string, at?: SourcePosition): Concept {
    const c = this.model.concepts[name];
    if (!c) throw new EngineError('semantic', name, `There is no concept named ${name} in the model.`, at);
    return c;
  }

  // ---------------------------------------------------------------- concepts

  /** The CTE holding the rows of a concept, with its exhaustive columns and the built-in columns. */
  conceptRelation(name: string): string {
    return this.addCte(`concept_${name}`, () => {
      const concept = this.concept(name);
      const cols = exhaustiveProperties(this.model, name);
      if (concept.rule) return this.ruleRelation(concept, cols);
      const branches = this.leafMappings(name).map(({concept: mapped, mapping}) => this.leafSql(mapped, mapping, cols));
      if (!branches.length) {
        return `SELECT ${[...cols, ...BUILT_IN_COLUMNS].map((c) => `NULL AS ${id(c)}`).join(', ')} WHERE 0`;
      }
      return branches.join('\nUNION ALL\n');
    });
  }

  /** The mappings whose rows a concept has: its own, and those of its sub-concepts that are not rule-based. */
  leafMappings(name: string): {concept: string; mapping: Mapping}[] {
    const out: {concept: string; mapping: Mapping}[] = [];
    const seen = new Set<string>();
    const visit = (n: string) => {
      if (seen.has(n)) return;
      seen.add(n);
      for (const m of this.model.mappings) if (m.into === n) out.push({concept: n, mapping: m});
      for (const c of children(this.model, n)) if (!this.model.concepts[c].rule) visit(c);
    };
    visit(name);
    return out;
  }

  /** The concepts whose mappings give a concept its rows (for the built-in column checks). */
  mappedConcepts(name: string): string[] {
    const c = this.concept(name);
    if (c.rule) return this.mappedConcepts(c.rule.parent);
    return [...new Set(this.leafMappings(name).map((l) => l.concept))];
  }

  /** One mapping, as rows of the concept it fills, projected on the columns `cols`. */
  private leafSql(conceptName: string, mapping: Mapping, cols: string[]): string {
    const own = allProperties(this.model, conceptName);
    const source = compileSourceQuery(mapping.query);
    for (const c of source.columns) {
      if (!own.includes(c)) {
        throw new EngineError(
          'model',
          c,
          `The mapping ${mapping.name} fills ${c}, which is not a property of ${conceptName}.`,
          mapping.pos,
        );
      }
    }
    const valueOf = (p: string, stack: string[] = []): string => {
      if (source.columns.includes(p)) return `m.${id(p)}`;
      const def = this.model.properties[p];
      if (def?.expr) {
        if (stack.includes(p))
          throw new EngineError('model', p, `The calculated property ${p} refers to itself.`, null);
        return compileExpr(
          def.expr,
          {
            column: (ref) => {
              if (ref.qualifier)
                throw new EngineError(
                  'model',
                  ref.text,
                  `A calculated property refers to properties by name only: ${ref.text}.`,
                  ref.pos,
                );
              if (!own.includes(ref.name))
                throw new EngineError(
                  'model',
                  ref.name,
                  `The calculated property ${p} uses ${ref.name}, which is not a property of ${conceptName}.`,
                  ref.pos,
                );
              return valueOf(ref.name, [...stack, p]);
            },
            subquery: (_q, at) => {
              throw unsupported(
                '(SELECT ...)',
                'Sub-queries in calculated properties are not part of the sample engine.',
                at,
              );
            },
          },
          {clause: 'source', inAggregate: false},
        );
      }
      return 'NULL';
    };
    const select = cols.map((c) => `${own.includes(c) ? valueOf(c) : 'NULL'} AS ${id(c)}`);
    const single = (keys: string[]) => (keys.length === 1 ? `CAST(${valueOf(keys[0])} AS TEXT)` : 'NULL');
    select.push(
      `${single(primaryKey(this.model, conceptName))} AS "entity_id"`,
      `${str(conceptName)} AS "entity_type"`,
      `${single(labelOf(this.model, conceptName))} AS "entity_label"`,
    );
    return `SELECT ${select.join(', ')}\nFROM (\n${indent(source.sql)}\n) AS m`;
  }

  // ------------------------------------------------------------------ views

  view(name: string, at: SourcePosition): {cte: string; columns: string[]} {
    const v = this.model.views[name];
    if (!v) throw new EngineError('semantic', name, `There is no view named ${name} in vtimbr.`, at);
    if (v.kind === 'cube') {
      throw unsupported(
        name,
        `${name} is an ontology cube; reading a cube through vtimbr is not confirmed in the SQL reference.`,
        at,
      );
    }
    const cte = this.addCte(`view_${name}`, () => {
      const compiled = this.compileQueryNode(v.query);
      this.viewColumns.set(name, compiled.columns);
      return compiled.sql;
    });
    return {cte, columns: this.viewColumns.get(name)!};
  }
}
