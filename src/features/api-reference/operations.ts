/** The operations of an OpenAPI description, in document order: their anchors, the components most of them share, and their groups by tag. */
import {
  HTTP_METHODS,
  resolve,
  type HttpMethod,
  type OpenApiDocument,
  type Parameter,
  type RequestBody,
  type Response,
  type SecurityRequirement,
} from './openapi';

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
