/** A schema as the reference describes it: a short type, its constraints as sentences, and its fields as rows of a table. */
import {resolve, type OpenApiDocument, type Schema} from './openapi';

/** Shows a value as the reference writes it inline: strings as they are, anything else as JSON. */
export function literal(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function types(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items) return ['array'];
  if (schema.const !== undefined) return [schema.const === null ? 'null' : typeof schema.const];
  return [];
}

/**
 * A short type for a schema: `string`, `integer (int64)`, `array of object`,
 * `object of string` (a map), `string or null`, `array of object or string`
 * (one of several), `any`.
 */
export function typeLabel(doc: OpenApiDocument, raw: Schema, depth = 0): string {
  const schema = resolve(doc, raw);
  if (depth > 8) return 'any';
  const union = schema.oneOf ?? schema.anyOf;
  if (union && !schema.type) return union.map((s) => typeLabel(doc, s, depth + 1)).join(' or ');
  if (schema.allOf && !schema.type)
    return schema.allOf.some((s) => types(resolve(doc, s)).includes('object'))
      ? 'object'
      : typeLabel(doc, schema.allOf[0], depth + 1);
  const list = types(schema);
  if (list.length === 0) return 'any';
  const labels = list.map((t) => {
    if (t === 'array') return schema.items ? `array of ${typeLabel(doc, schema.items, depth + 1)}` : 'array';
    if (
      t === 'object' &&
      !schema.properties &&
      schema.additionalProperties &&
      typeof schema.additionalProperties === 'object' &&
      Object.keys(schema.additionalProperties).length > 0
    ) {
      return `object of ${typeLabel(doc, schema.additionalProperties, depth + 1)}`;
    }
    return schema.format && t !== 'null' ? `${t} (${schema.format})` : t;
  });
  if (schema.nullable && !labels.includes('null')) labels.push('null');
  return labels.join(' or ');
}

/** What a schema allows beyond its type, one short sentence each: values, bounds, default, an example. */
export function constraints(doc: OpenApiDocument, raw: Schema): string[] {
  const s = resolve(doc, raw);
  const out: string[] = [];
  const code = (v: unknown) => `\`${literal(v)}\``;
  if (s.deprecated) out.push('Deprecated.');
  if (s.readOnly) out.push('Read only.');
  if (s.writeOnly) out.push('Write only.');
  if (s.const !== undefined) out.push(`Always ${code(s.const)}.`);
  if (s.enum) out.push(`One of ${s.enum.map(code).join(', ')}.`);
  const min =
    typeof s.exclusiveMinimum === 'number'
      ? {v: s.exclusiveMinimum, x: true}
      : s.minimum !== undefined
        ? {v: s.minimum, x: s.exclusiveMinimum === true}
        : undefined;
  const max =
    typeof s.exclusiveMaximum === 'number'
      ? {v: s.exclusiveMaximum, x: true}
      : s.maximum !== undefined
        ? {v: s.maximum, x: s.exclusiveMaximum === true}
        : undefined;
  if (min && max && !min.x && !max.x) out.push(`From ${min.v} to ${max.v}.`);
  else {
    if (min) out.push(min.x ? `More than ${min.v}.` : `At least ${min.v}.`);
    if (max) out.push(max.x ? `Less than ${max.v}.` : `At most ${max.v}.`);
  }
  if (s.minLength !== undefined) out.push(`At least ${s.minLength} characters.`);
  if (s.maxLength !== undefined) out.push(`At most ${s.maxLength} characters.`);
  if (s.minItems !== undefined) out.push(`At least ${s.minItems} items.`);
  if (s.maxItems !== undefined) out.push(`At most ${s.maxItems} items.`);
  if (s.pattern) out.push(`Matches ${code(s.pattern)}.`);
  if (s.default !== undefined) out.push(`Default ${code(s.default)}.`);
  const example = s.example !== undefined ? s.example : s.examples?.[0];
  // An example that only repeats the single allowed value says nothing more.
  if (example !== undefined && !(s.enum?.length === 1 || s.const !== undefined)) out.push(`Example: ${code(example)}.`);
  return out;
}

export interface SchemaRow {
  /** Path of the field from the schema's root: `data`, `data[].answer`, `*` (other keys), `[]` (items of a root array). */
  name: string;
  type: string;
  /** Whether the parent object requires the field; undefined for the items of an array. */
  required?: boolean;
  description?: string;
  constraints: string[];
}

export interface SchemaTable {
  /** The type of the whole schema. */
  type: string;
  description?: string;
  constraints: string[];
  /** The fields, depth first, each right after its parent. */
  rows: SchemaRow[];
}

/** The properties and required names of an object schema, `allOf` parts merged. */
function objectParts(
  doc: OpenApiDocument,
  schema: Schema,
): {properties: Record<string, Schema>; required: string[]; additional?: boolean | Schema} {
  const parts = [schema, ...(schema.allOf ?? []).map((s) => resolve(doc, s))];
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  let additional: boolean | Schema | undefined;
  for (const part of parts) {
    if (part !== schema && part.allOf) {
      const nested = objectParts(doc, part);
      Object.assign(properties, nested.properties);
      required.push(...nested.required);
      additional ??= nested.additional;
      continue;
    }
    Object.assign(properties, part.properties ?? {});
    required.push(...(part.required ?? []));
    additional ??= part.additionalProperties;
  }
  return {properties, required, additional};
}

/**
 * The fields of a schema as rows of a table, depth first: each property of an
 * object (`name`), each property of the items of an array (`name[].field`),
 * the other keys a map allows (`name.*`, only next to named properties: a pure
 * map says it in its type), and the fields of every alternative of a `oneOf`
 * or `anyOf` (a field of several alternatives listed once). The items of an
 * array get a row of their own (`name[]`) when they have a description.
 * References are resolved on the way; a schema that contains itself stops at
 * its second appearance, with "(recursive)" in its type.
 */
export function schemaTable(doc: OpenApiDocument, raw: Schema): SchemaTable {
  const root = resolve(doc, raw);
  const rows: SchemaRow[] = [];
  const seenNames = new Set<string>();
  const push = (row: SchemaRow) => {
    if (seenNames.has(row.name)) return;
    seenNames.add(row.name);
    rows.push(row);
  };

  const child = (base: string, name: string) => (base ? `${base}.${name}` : name);
  const walk = (schema: Schema, base: string, stack: string[]): void => {
    for (const alt of schema.oneOf ?? schema.anyOf ?? []) walk(resolve(doc, alt), base, stack);
    const list = types(schema);
    if (list.includes('object') || schema.allOf) {
      const {properties, required, additional} = objectParts(doc, schema);
      for (const [name, rawProp] of Object.entries(properties))
        field(child(base, name), rawProp, required.includes(name), stack);
      if (
        Object.keys(properties).length > 0 &&
        additional &&
        additional !== true &&
        Object.keys(additional).length > 0
      ) {
        field(child(base, '*'), additional, false, stack, 'Any other key.');
      }
    }
    if (list.includes('array') && schema.items) {
      const items = resolve(doc, schema.items);
      const name = `${base}[]`;
      if (items.description) {
        push({name, type: typeLabel(doc, items), description: items.description, constraints: constraints(doc, items)});
      }
      const ref = schema.items.$ref;
      if (ref && stack.includes(ref)) return;
      walk(items, name, ref ? [...stack, ref] : stack);
    }
  };

  const field = (name: string, rawProp: Schema, required: boolean, stack: string[], fallback?: string): void => {
    const ref = rawProp.$ref;
    const recursive = !!ref && stack.includes(ref);
    const prop = resolve(doc, rawProp);
    const alternatives = (prop.oneOf ?? prop.anyOf ?? []).map((s) => resolve(doc, s)).filter((s) => s.description);
    const extra = alternatives.length
      ? [
          `One of: ${(prop.oneOf ?? prop.anyOf)!.map((s) => `${typeLabel(doc, s)}${resolve(doc, s).description ? ` (${resolve(doc, s).description!.trim().replace(/\.$/, '')})` : ''}`).join('; ')}.`,
        ]
      : [];
    push({
      name,
      type: recursive ? `${typeLabel(doc, prop)} (recursive)` : typeLabel(doc, prop),
      required,
      description: prop.description ?? fallback,
      constraints: [...constraints(doc, prop), ...extra],
    });
    if (!recursive) walk(prop, name, ref ? [...stack, ref] : stack);
  };

  const rootRef = raw.$ref;
  walk(root, '', rootRef ? [rootRef] : []);
  const alternatives = root.oneOf ?? root.anyOf;
  const rootConstraints = constraints(doc, root);
  if (alternatives?.some((s) => resolve(doc, s).description)) {
    rootConstraints.push(
      `One of: ${alternatives.map((s) => `${typeLabel(doc, s)}${resolve(doc, s).description ? ` (${resolve(doc, s).description!.trim().replace(/\.$/, '')})` : ''}`).join('; ')}.`,
    );
  }
  return {type: typeLabel(doc, root), description: root.description, constraints: rootConstraints, rows};
}
