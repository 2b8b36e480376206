/**
 * Statements of the model file, picked by name, for the pages: the text of
 * each statement exactly as src/features/runnable-sql/data/model.sql has it.
 */
import type {ScriptStatement} from './model-script';

/** Statement kinds, as the `kind` attribute of the directive names them. */
const KINDS: Record<string, string> = {
  'create property': 'property',
  'create measure': 'measure',
  'create concept': 'concept',
  'create mapping': 'mapping',
  'create ontology view': 'view',
  'create view': 'view',
  'create ontology cube': 'cube',
};

export interface ExcerptRequest {
  /** Space-separated names; `*` matches any characters (`map_product_contains_material_*`). */
  names: string;
  /** Only statements of this kind: property, measure, concept, mapping, view or cube. */
  kind?: string;
  /** `none`: concepts without their CONSTRAINT lines (the relationships). */
  relationships?: string;
}

export function kindOf(statement: ScriptStatement): string | undefined {
  return KINDS[statement.result.type];
}

function nameOf(statement: ScriptStatement): string | undefined {
  const name = (statement.result as {name?: unknown}).name;
  return typeof name === 'string' ? name : undefined;
}

/** The statements a request names, in the order of the request (a pattern adds its matches in file order). */
export function pickStatements(statements: ScriptStatement[], request: ExcerptRequest): ScriptStatement[] {
  if (request.kind !== undefined && !Object.values(KINDS).includes(request.kind)) {
    throw new Error(
      `kind="${request.kind}" is not a statement kind of the model (${[...new Set(Object.values(KINDS))].join(', ')}).`,
    );
  }
  const candidates = statements.filter(
    (s) => nameOf(s) !== undefined && (request.kind === undefined || kindOf(s) === request.kind),
  );
  const picked: ScriptStatement[] = [];
  const words = request.names.split(/\s+/).filter(Boolean);
  if (!words.length) throw new Error('names="..." lists no statement.');
  for (const word of words) {
    const pattern = new RegExp(`^${word.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    const matches = candidates.filter((s) => pattern.test(nameOf(s)!));
    if (!matches.length) throw new Error(`the model has no ${request.kind ?? 'statement'} named ${word}.`);
    const exact = word.includes('*') ? matches : matches.filter((s) => nameOf(s) === word);
    if (!word.includes('*') && exact.length > 1) {
      throw new Error(
        `${word} names ${exact.length} statements (${exact.map(kindOf).join(', ')}); add kind="..." to pick one.`,
      );
    }
    for (const s of exact) if (!picked.includes(s)) picked.push(s);
  }
  return picked;
}

/** The original text of a statement (with its `;`). */
export function statementText(modelText: string, statement: ScriptStatement): string {
  return `${modelText.slice(statement.offset, statement.offset + statement.text.length)};`;
}

/**
 * A concept statement without its relationships: the CONSTRAINT lines are
 * left out (the model file writes a concept one element per line).
 */
export function withoutRelationships(text: string, name: string): string {
  const lines = text.split('\n');
  const kept = lines.filter((l) => !/^\s*CONSTRAINT\b/i.test(l));
  if (kept.length === lines.length) {
    if (/\bCONSTRAINT\b/i.test(text))
      throw new Error(`write ${name} one element per line in the model file to show it without relationships.`);
    return text;
  }
  return kept
    .map((l, i) => (i + 1 < kept.length && /^\s*\)/.test(kept[i + 1]) ? l.replace(/,\s*$/, '') : l))
    .join('\n');
}

/** The SQL text of an excerpt: the picked statements, a blank line between multi-line ones. */
export function excerptText(modelText: string, statements: ScriptStatement[], request: ExcerptRequest): string {
  const texts = pickStatements(statements, request).map((s) => {
    const text = statementText(modelText, s);
    if (request.relationships === 'none' && kindOf(s) === 'concept') return withoutRelationships(text, nameOf(s)!);
    if (request.relationships !== undefined && request.relationships !== 'none') {
      throw new Error(`relationships="${request.relationships}" is not an option (only relationships="none").`);
    }
    return text;
  });
  return texts.reduce((out, t, i) => {
    if (i === 0) return t;
    const gap = t.includes('\n') || texts[i - 1].includes('\n') ? '\n\n' : '\n';
    return out + gap + t;
  }, '');
}
