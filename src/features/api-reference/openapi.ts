/**
 * Reading an OpenAPI 3.x description for the API reference: the operations in
 * document order with their parameters, bodies and responses resolved, a
 * stable anchor per operation, the rows that describe a schema, the examples
 * to show and a curl command per operation.
 *
 * Plain data in, plain data out (no Markdown, no React, no file system): the
 * remark plugin (./remark.ts) turns the results into the page's content
 * (./render.ts), and tests/unit/api-reference/ tests each function on its own.
 * One module a stage: this one holds the document's types and the resolution
 * of references; ./operations.ts the operations, their anchors and groups;
 * ./schemas.ts the type, constraints and rows of a schema; ./examples.ts the
 * examples to show; ./http.ts the example requests and the status labels.
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
