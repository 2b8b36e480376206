/**
 * Reading an OpenAPI 3.x description for the API reference: the operations in
 * document order with their parameters, bodies and responses resolved, a
 * stable anchor per operation, the rows that describe a schema, the examples
 * to show and a curl command per operation.
 *
 * Plain data in, plain data out (no Markdown, no React, no file system): the
 * remark plugin (./remark.ts) turns the results into the page's content, and
 * tests/unit/api-reference/api-reference.spec.ts tests each function on its own.
 *
 * Only local references (`#/components/...`) are followed; any other
 * reference, a reference to nothing and a loop of references are errors, so
 * the build stops instead of showing a half-read reference.
 */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A JSON Schema as OpenAPI 3.0 and 3.1 write it (only the keywords the reference reads). */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  title?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  nullable?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
}

export interface ExampleObject {
  $ref?: string;
  summary?: string;
  description?: string;
  value?: unknown;
  externalValue?: string;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, ExampleObject>;
}

export interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: Schema;
  content?: Record<string, MediaType>;
  example?: unknown;
  examples?: Record<string, ExampleObject>;
}

export interface RequestBody {
  $ref?: string;
  description?: string;
  required?: boolean;
  content?: Record<string, MediaType>;
}

export interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface SecurityScheme {
  $ref?: string;
  type: 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  description?: string;
  name?: string;
  in?: 'query' | 'header' | 'cookie';
  scheme?: string;
  bearerFormat?: string;
}

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: Record<string, Response>;
  security?: SecurityRequirement[];
}

export type PathItem = Partial<Record<HttpMethod, OperationObject>> & {parameters?: Parameter[]; $ref?: string};

export interface OpenApiDocument {
  openapi: string;
  info: {title: string; version: string; summary?: string; description?: string};
  servers?: {
    url: string;
    description?: string;
    variables?: Record<string, {default: string; description?: string; enum?: string[]}>;
  }[];
  tags?: {name: string; description?: string}[];
  security?: SecurityRequirement[];
  paths?: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    requestBodies?: Record<string, RequestBody>;
    responses?: Record<string, Response>;
    examples?: Record<string, ExampleObject>;
    securitySchemes?: Record<string, SecurityScheme>;
  };
}

// ---------------------------------------------------------------- references

/** Reads a JSON pointer fragment (`#/components/schemas/Row`) in the document. */
function pointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, not "${ref}"`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node))
      throw new Error(`The reference "${ref}" points to nothing`);
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Follows `$ref` until an object without one. Keys next to a `$ref` (OpenAPI
 * 3.1 allows `summary` and `description`; JSON Schema 2020-12 allows any)
 * override those of the target, so a property can describe a shared schema
 * in its own words.
 */
export function resolve<T extends object>(doc: OpenApiDocument, value: T): T {
  let current = value as T & {$ref?: string};
  const seen: string[] = [];
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.includes(ref)) throw new Error(`The references ${[...seen, ref].join(' -> ')} form a loop`);
    seen.push(ref);
    const {$ref: _ref, ...siblings} = current;
    const target = pointer(doc, ref) as T & {$ref?: string};
    if (!target || typeof target !== 'object')
      throw new Error(`The reference "${ref}" points to a value that is not an object`);
    // The target's own $ref, if any, comes with it and is followed next.
    current = {...target, ...siblings} as T & {$ref?: string};
  }
  return current;
}

/** The name of the component a `$ref` points to (`#/components/schemas/Row` → `Row`). */
export function refName(ref: string | undefined): string | undefined {
  return ref?.split('/').pop();
}

// ---------------------------------------------------------------- anchors

/**
 * The anchor of an operation: its `operationId` when it has one that is a
 * usable fragment (letters, digits, `-`, `_`, `.`), else the method and the
 * path as a slug (`post /timbr/api/get_ontology/{name}` → `post-timbr-api-get_ontology-name`).
 * Either way it changes only when the description renames the operation.
 */
export function operationAnchor(method: string, path: string, operationId?: string): string {
  if (operationId && /^[A-Za-z][\w.-]*$/.test(operationId)) return operationId;
  return slug(`${method} ${path}`);
}

/** Lower case, runs of anything but letters, digits and `_` as one `-`, no `-` at the ends. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ---------------------------------------------------------------- operations

export interface Operation {
  method: HttpMethod;
  path: string;
  anchor: string;
  operationId?: string;
  summary: string;
  description?: string;
  /** The group the operation is listed under: its first tag, or none. */
  tag?: string;
  deprecated: boolean;
  parameters: Parameter[];
  /** For each of `parameters`, the component it was written as a reference to (`#/components/parameters/...`), if any. */
  parameterRefs: (string | undefined)[];
  requestBody?: RequestBody;
  /** In the document's order, each with the component it refers to (`#/components/responses/...`), if any. */
  responses: [status: string, response: Response, ref?: string][];
  /** Alternatives (any one is enough); each names the schemes it needs together. Empty: no authentication. */
  security: SecurityRequirement[];
}

/**
 * Every operation of the description in document order (paths, then methods
 * in the order the path lists them), with the path's parameters merged in (an
 * operation's own parameter replaces a path parameter of the same name and
 * location) and every reference resolved one level (schemas are resolved as
 * they are read). Fails on two operations with the same anchor.
 */
export function operations(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  const anchors = new Map<string, string>();
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = resolve(doc, rawItem);
    const withRef = (p: Parameter) => ({parameter: resolve(doc, p), ref: p.$ref});
    const shared = (item.parameters ?? []).map(withRef);
    for (const key of Object.keys(item)) {
      if (!(HTTP_METHODS as readonly string[]).includes(key)) continue;
      const method = key as HttpMethod;
      const op = item[method]!;
      const own = (op.parameters ?? []).map(withRef);
      const merged = [
        ...shared.filter(
          (s) => !own.some((o) => o.parameter.name === s.parameter.name && o.parameter.in === s.parameter.in),
        ),
        ...own,
      ];
      const anchor = operationAnchor(method, path, op.operationId);
      const where = `${method.toUpperCase()} ${path}`;
      if (anchors.has(anchor)) throw new Error(`${where} and ${anchors.get(anchor)} have the same anchor "${anchor}"`);
      anchors.set(anchor, where);
      out.push({
        method,
        path,
        anchor,
        operationId: op.operationId,
        summary: op.summary?.trim() || where,
        description: op.description,
        tag: op.tags?.[0],
        deprecated: op.deprecated === true,
        parameters: merged.map((m) => m.parameter),
        parameterRefs: merged.map((m) => m.ref),
        requestBody: op.requestBody ? resolve(doc, op.requestBody) : undefined,
        responses: Object.entries(op.responses ?? {}).map(([status, r]) => [status, resolve(doc, r), r.$ref]),
        security: op.security ?? doc.security ?? [],
      });
    }
  }
  return out;
}

export interface CommonComponents {
  /** Parameter components (`#/components/parameters/...`) that most operations take, in order of first use. */
  parameters: string[];
  /** Response components (`#/components/responses/...`) that most operations give, in order of first use, with the statuses they answer. */
  responses: {ref: string; statuses: string[]}[];
}

/**
 * The parameters and responses written once in `components` and used by at
 * least half of the operations (and by three or more): the reference shows
 * them once, and each operation names them, instead of repeating the same
 * rows and blocks under every operation.
 */
export function commonComponents(ops: Operation[]): CommonComponents {
  const threshold = Math.max(3, ops.length / 2);
  const count = (refs: string[]) => {
    const counts = new Map<string, number>();
    for (const ref of refs) counts.set(ref, (counts.get(ref) ?? 0) + 1);
    return [...counts].filter(([, n]) => n >= threshold).map(([ref]) => ref);
  };
  const parameters = count(ops.flatMap((o) => [...new Set(o.parameterRefs.filter((r): r is string => !!r))]));
  const responseRefs = count(
    ops.flatMap((o) => [...new Set(o.responses.map(([, , r]) => r).filter((r): r is string => !!r))]),
  );
  const responses = responseRefs.map((ref) => ({
    ref,
    statuses: [...new Set(ops.flatMap((o) => o.responses.filter(([, , r]) => r === ref).map(([status]) => status)))],
  }));
  return {parameters, responses};
}

export interface OperationGroup {
  /** The tag's name, or undefined for the operations without a tag. */
  tag?: string;
  description?: string;
  operations: Operation[];
}

/**
 * The operations by tag: the tags in the order the description declares them,
 * then tags used but not declared (in order of first use), then the
 * operations without a tag. Tags without operations are left out.
 */
export function groupByTag(doc: OpenApiDocument, ops: Operation[]): OperationGroup[] {
  const declared = doc.tags ?? [];
  const names = [...declared.map((t) => t.name), ...ops.map((o) => o.tag).filter((t): t is string => !!t)];
  const groups: OperationGroup[] = [...new Set(names)].map((tag) => ({
    tag,
    description: declared.find((t) => t.name === tag)?.description,
    operations: ops.filter((o) => o.tag === tag),
  }));
  groups.push({tag: undefined, operations: ops.filter((o) => !o.tag)});
  return groups.filter((g) => g.operations.length > 0);
}

// ---------------------------------------------------------------- schemas

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

// ---------------------------------------------------------------- examples

export interface Example {
  /** The example's summary (or its key when it has none); none for a lone `example`. */
  title?: string;
  description?: string;
  value?: unknown;
  /** A URL to the example, for an `externalValue`. */
  externalValue?: string;
  /** Where it came from: the media type (`examples`, `example`) or the schema. */
  source: 'examples' | 'example' | 'schema';
}

/**
 * The examples to show for a request body, a response or a parameter, in
 * this order of preference: the named `examples` (all of them, in order,
 * references resolved), else the single `example`, else the schema's own
 * `example` or first of its `examples`. Nothing is made up from the schema:
 * where the description gives no example, none is shown.
 */
export function selectExamples(
  doc: OpenApiDocument,
  media: {example?: unknown; examples?: Record<string, ExampleObject>; schema?: Schema},
): Example[] {
  if (media.examples && Object.keys(media.examples).length > 0) {
    return Object.entries(media.examples).map(([key, raw]) => {
      const e = resolve(doc, raw);
      return {
        title: e.summary?.trim() || key,
        description: e.description,
        value: e.value,
        externalValue: e.externalValue,
        source: 'examples' as const,
      };
    });
  }
  if (media.example !== undefined) return [{value: media.example, source: 'example'}];
  if (media.schema) {
    const schema = resolve(doc, media.schema);
    if (schema.example !== undefined) return [{value: schema.example, source: 'schema'}];
    if (schema.examples?.length) return [{value: schema.examples[0], source: 'schema'}];
  }
  return [];
}

/** Whether a media type carries JSON (`application/json`, `application/problem+json`, ...). */
export function isJsonMedia(mediaType: string): boolean {
  return /^application\/(?:[\w.-]+\+)?json\b/i.test(mediaType.trim());
}

/**
 * An example's value as the text of a code block, and the block's language:
 * pretty JSON for JSON media types (and for any value that is not a string),
 * the text itself otherwise.
 */
export function exampleCode(mediaType: string, value: unknown): {lang: string; code: string} {
  if (isJsonMedia(mediaType) || typeof value !== 'string') return {lang: 'json', code: JSON.stringify(value, null, 2)};
  if (/yaml/i.test(mediaType)) return {lang: 'yaml', code: value};
  return {lang: 'text', code: value};
}

// ---------------------------------------------------------------- requests

/** The first server's URL, each `{variable}` replaced by its default. */
export function baseUrl(doc: OpenApiDocument): string {
  const server = doc.servers?.[0];
  if (!server) return '';
  return server.url
    .replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole)
    .replace(/\/$/, '');
}

/** A shell word in single quotes. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The value a request example gives a parameter: its example, its schema's example or default, else `<name>`. */
export function parameterValue(doc: OpenApiDocument, p: Parameter): string {
  const first = p.examples
    ? Object.values(p.examples)
        .map((e) => resolve(doc, e).value)
        .find((v) => v !== undefined)
    : undefined;
  const schema = p.schema ? resolve(doc, p.schema) : undefined;
  const value = p.example ?? first ?? schema?.example ?? schema?.examples?.[0] ?? schema?.default;
  return value === undefined ? `<${p.name}>` : literal(value);
}

/** Percent-encodes a value for a URL, but leaves placeholders such as `<name>` readable. */
function urlValue(value: string): string {
  return encodeURIComponent(value).replace(/%3C/g, '<').replace(/%3E/g, '>');
}

/**
 * A curl command for an operation: the first server's URL, the path with its
 * parameters' example values, the required query and header parameters, the
 * credentials of the first security alternative as placeholders, and the
 * first example of the request body.
 */
export function curlCommand(doc: OpenApiDocument, op: Operation): string {
  const query: string[] = [];
  const headers: string[] = [];
  let path = op.path;
  for (const p of op.parameters) {
    if (p.in === 'path') path = path.replace(`{${p.name}}`, urlValue(parameterValue(doc, p)));
    else if (!p.required) continue;
    else if (p.in === 'query') query.push(`${encodeURIComponent(p.name)}=${urlValue(parameterValue(doc, p))}`);
    else if (p.in === 'header') headers.push(`${p.name}: ${parameterValue(doc, p)}`);
    else if (p.in === 'cookie') headers.push(`Cookie: ${p.name}=${parameterValue(doc, p)}`);
  }
  for (const name of Object.keys(op.security[0] ?? {})) {
    const raw = doc.components?.securitySchemes?.[name];
    if (!raw) continue;
    const scheme = resolve(doc, raw);
    if (scheme.type === 'apiKey' && scheme.in === 'header') headers.push(`${scheme.name}: <${scheme.name}>`);
    else if (scheme.type === 'apiKey' && scheme.in === 'query') query.push(`${scheme.name}=<${scheme.name}>`);
    else if (scheme.type === 'apiKey' && scheme.in === 'cookie')
      headers.push(`Cookie: ${scheme.name}=<${scheme.name}>`);
    else if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic')
      headers.push('Authorization: Basic <credentials>');
    else if (scheme.type === 'http')
      headers.push(
        `Authorization: ${scheme.scheme ? scheme.scheme[0].toUpperCase() + scheme.scheme.slice(1) : 'Bearer'} <token>`,
      );
    else headers.push('Authorization: Bearer <token>');
  }
  const lines = [
    `curl -X ${op.method.toUpperCase()} ${shellQuote(`${baseUrl(doc)}${path}${query.length ? `?${query.join('&')}` : ''}`)}`,
  ];
  for (const h of headers) lines.push(`-H ${shellQuote(h)}`);
  const [mediaType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  if (mediaType && media) {
    lines.push(`-H ${shellQuote(`Content-Type: ${mediaType}`)}`);
    const example = selectExamples(doc, media).find((e) => e.value !== undefined);
    const body = example
      ? typeof example.value === 'string' && !isJsonMedia(mediaType)
        ? example.value
        : JSON.stringify(example.value)
      : '<body>';
    lines.push(`--data ${shellQuote(body)}`);
  }
  return lines.join(' \\\n  ');
}

// ---------------------------------------------------------------- responses

const REASONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No content',
  '301': 'Moved permanently',
  '302': 'Found',
  '304': 'Not modified',
  '400': 'Bad request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not found',
  '405': 'Method not allowed',
  '409': 'Conflict',
  '415': 'Unsupported media type',
  '422': 'Unprocessable content',
  '429': 'Too many requests',
  '500': 'Internal server error',
  '502': 'Bad gateway',
  '503': 'Service unavailable',
  '1XX': 'Informational',
  '2XX': 'Success',
  '3XX': 'Redirection',
  '4XX': 'Client error',
  '5XX': 'Server error',
  default: 'Any other status',
};

/** A response's heading: the status and its reason phrase (`200 OK`, `4XX Client error`, `default`). */
export function statusLabel(status: string): string {
  const key = status.toUpperCase() === 'DEFAULT' ? 'default' : status.toUpperCase();
  if (key === 'default') return 'Any other status';
  return REASONS[key] ? `${key} ${REASONS[key]}` : key;
}
