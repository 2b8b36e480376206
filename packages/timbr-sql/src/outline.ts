/**
 * The ontology of a model as a reader browses it (the playground's tree):
 * concepts under their parents, each with its own properties, relationships
 * (declared ones and the inverses that point to it), measures and
 * sub-concepts, and the views. Each item carries the text that inserts it
 * into a query, checked against the model so that it runs as written.
 * Browser-safe; the build writes it as JSON (src/features/runnable-sql).
 */
import {ROOT_CONCEPT, allProperties, ancestors, labelOf, type Model} from './model';

export interface OutlineRelationship {
  name: string;
  target: string;
  /** A path column through the relationship: `rel[target].property`. */
  column: string;
}

export interface OutlineConcept {
  name: string;
  /** A rule-based sub-concept (defined by a condition on its parent). */
  rule: boolean;
  /** Own properties, with their types. */
  properties: {name: string; type: string}[];
  /** Names of the properties it inherits. */
  inherited: string[];
  relationships: OutlineRelationship[];
  measures: string[];
  children: OutlineConcept[];
}

export interface Outline {
  concepts: OutlineConcept[];
  views: string[];
}

/** The property a path through a relationship ends on: the target's single label, else its first property. */
function endProperty(model: Model, target: string): string | undefined {
  const label = labelOf(model, target);
  if (label.length === 1) return label[0];
  return allProperties(model, target)[0];
}

function relationshipsOf(model: Model, name: string): OutlineRelationship[] {
  const out: OutlineRelationship[] = [];
  const add = (rel: string, target: string) => {
    const prop = endProperty(model, target);
    if (!prop || out.some((r) => r.name === rel)) return;
    out.push({name: rel, target, column: `${rel}[${target}].${prop}`});
  };
  for (const r of model.concepts[name]?.relationships ?? []) add(r.name, r.target);
  for (const c of Object.values(model.concepts)) {
    for (const r of c.relationships) if (r.target === name && r.inverse) add(r.inverse, r.concept);
  }
  return out;
}

function conceptOutline(model: Model, name: string): OutlineConcept {
  const c = model.concepts[name];
  const own = new Set(c.properties.map((p) => p.name));
  return {
    name,
    rule: Boolean(c.rule),
    properties: c.properties.filter((p) => !/^measure\b/i.test(p.type)).map((p) => ({name: p.name, type: p.type})),
    inherited: ancestors(model, name).length ? allProperties(model, name).filter((p) => !own.has(p)) : [],
    relationships: relationshipsOf(model, name),
    measures: c.measures,
    children: Object.values(model.concepts)
      .filter((x) => x.parents[0] === name)
      .map((x) => conceptOutline(model, x.name)),
  };
}

export function outlineOf(model: Model): Outline {
  const roots = Object.values(model.concepts).filter(
    (c) => c.name !== ROOT_CONCEPT && (c.parents.length === 0 || c.parents[0] === ROOT_CONCEPT),
  );
  return {
    concepts: roots.map((c) => conceptOutline(model, c.name)),
    views: Object.values(model.views)
      .filter((v) => v.kind === 'view')
      .map((v) => v.name),
  };
}
