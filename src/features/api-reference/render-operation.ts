/** The API reference's section of one operation (its parameters, body, example request and responses) and the pieces the preamble shares with it. */
import type {Paragraph, PhrasingContent, Table} from 'mdast';
import {constraints, schemaTable, typeLabel, type SchemaTable} from './schemas';
import {exampleCode, selectExamples} from './examples';
import {curlCommand, statusLabel} from './http';
import {
  refName,
  resolve,
  type MediaType,
  type OpenApiDocument,
  type Parameter,
  type Response,
  type SecurityRequirement,
} from './openapi';
import {slug, type CommonComponents, type Operation} from './operations';
import {
  code,
  codeBlock,
  describe,
  heading,
  markdownBlocks,
  markdownInline,
  paragraph,
  strong,
  table,
  text,
  type Node,
} from './render-nodes';

/** Field lists longer than this go into a `<details>` element, closed. */
export const DETAILS_ROWS = 6;

/** Anchor of the authentication section, which every operation links to. */
export const AUTHENTICATION_ANCHOR = 'authentication';
/** Anchors of the parameters and responses most operations share (operations.ts `commonComponents`). */
export const COMMON_PARAMETERS_ANCHOR = 'common-parameters';
export const COMMON_RESPONSES_ANCHOR = 'common-responses';
/** The anchor of one common response: `common-` and its component's name (`common-clienterror`). */
export const commonResponseAnchor = (ref: string): string => `common-${slug(refName(ref) ?? ref)}`;

// ---------------------------------------------------------------- pieces

/** The schemes of one security alternative, as readers send them: "`x-api-key` header". */
export function schemeLabel(doc: OpenApiDocument, name: string): PhrasingContent[] {
  const raw = doc.components?.securitySchemes?.[name];
  if (!raw) throw new Error(`The security scheme "${name}" is not declared in components.securitySchemes`);
  const s = resolve(doc, raw);
  if (s.type === 'apiKey') return [code(s.name ?? name), text(` ${s.in ?? 'header'}`)];
  if (s.type === 'http' && s.scheme?.toLowerCase() === 'bearer') {
    return [
      text(`${s.bearerFormat ? `${s.bearerFormat} ` : ''}bearer token (`),
      code('Authorization: Bearer'),
      text(')'),
    ];
  }
  if (s.type === 'http') return [code(`Authorization: ${s.scheme ?? ''}`.trim())];
  return [text(s.type === 'oauth2' ? 'OAuth 2.0' : s.type === 'openIdConnect' ? 'OpenID Connect' : s.type)];
}

function authentication(doc: OpenApiDocument, security: SecurityRequirement[]): Paragraph {
  const label: PhrasingContent = {type: 'link', url: `#${AUTHENTICATION_ANCHOR}`, children: [text('Authentication')]};
  if (security.length === 0 || security.every((r) => Object.keys(r).length === 0))
    return paragraph(strong(label), text(': none.'));
  const alternatives = security.map((requirement) =>
    Object.keys(requirement).flatMap((name, i) => [...(i ? [text(' and ')] : []), ...schemeLabel(doc, name)]),
  );
  const optional = security.some((r) => Object.keys(r).length === 0);
  const joined = alternatives.filter((a) => a.length).flatMap((a, i) => [...(i ? [text(', or ')] : []), ...a]);
  return paragraph(strong(label), text(': '), ...joined, text(optional ? ', or none.' : '.'));
}

function parameterType(doc: OpenApiDocument, p: Parameter): string {
  if (p.schema) return typeLabel(doc, p.schema);
  const media = Object.values(p.content ?? {})[0];
  return media?.schema ? typeLabel(doc, media.schema) : 'any';
}

export function parametersTable(doc: OpenApiDocument, params: Parameter[]): Table {
  return table(
    ['Name', 'In', 'Type', 'Required', 'Description'],
    params.map((p) => {
      const extra = [...(p.deprecated ? ['Deprecated.'] : []), ...(p.schema ? constraints(doc, p.schema) : [])];
      if (p.example !== undefined && !extra.some((e) => e.startsWith('Example:')))
        extra.push(`Example: \`${typeof p.example === 'string' ? p.example : JSON.stringify(p.example)}\`.`);
      return [
        [code(p.name)],
        [text(p.in)],
        [text(parameterType(doc, p))],
        [text(p.required ? 'yes' : 'no')],
        describe(p.description, extra),
      ];
    }),
  );
}

/**
 * The content type and schema of a body: both on one line, then the schema's fields as a table (in `<details>` when
 * long). An object with a field table needs no "Schema: object": the table says it.
 */
function schemaNodes(mediaType: string, table_: SchemaTable | undefined, skipDescription?: string): Node[] {
  const out: Node[] = [];
  const line: PhrasingContent[] = [strong(text('Content type:')), text(' '), code(mediaType), text('.')];
  if (!table_) return [paragraph(...line)];
  if (!(table_.type === 'object' && table_.rows.length))
    line.push(text(' '), strong(text('Schema:')), text(' '), code(table_.type), text('.'));
  const description =
    table_.description?.trim() && table_.description.trim() !== skipDescription?.trim()
      ? table_.description
      : undefined;
  const extra = describe(description, table_.constraints);
  out.push(paragraph(...line, ...(extra.length ? [text(' '), ...extra] : [])));
  if (table_.rows.length === 0) return out;
  const fields = table(
    ['Field', 'Type', 'Required', 'Description'],
    table_.rows.map((r) => [
      [code(r.name)],
      [text(r.type)],
      [text(r.required === undefined ? '' : r.required ? 'yes' : 'no')],
      describe(r.description, r.constraints),
    ]),
  );
  if (table_.rows.length <= DETAILS_ROWS) {
    out.push(fields);
  } else {
    out.push({
      type: 'mdxJsxFlowElement',
      name: 'details',
      attributes: [],
      children: [
        // Text right inside <summary> (no paragraph), as `<summary>...</summary>` on one line of MDX gives.
        {
          type: 'mdxJsxFlowElement',
          name: 'summary',
          attributes: [],
          children: [text(`The ${table_.rows.length} fields`) as never],
        },
        fields,
      ],
    });
  }
  return out;
}

/** Content type, schema and examples of a request body or a response. */
function contentNodes(
  doc: OpenApiDocument,
  content: Record<string, MediaType> | undefined,
  exampleTitle: string,
  skipDescription?: string,
): Node[] {
  const out: Node[] = [];
  for (const [mediaType, media] of Object.entries(content ?? {})) {
    out.push(...schemaNodes(mediaType, media.schema ? schemaTable(doc, media.schema) : undefined, skipDescription));
    for (const example of selectExamples(doc, media)) {
      const title = example.title ? `${exampleTitle}: ${example.title}` : exampleTitle;
      if (example.description) out.push(...markdownBlocks(example.description));
      if (example.value !== undefined) {
        const {lang, code: value} = exampleCode(mediaType, example.value);
        out.push(codeBlock(lang, value, title));
      } else if (example.externalValue) {
        out.push(
          paragraph(text(`${title}: `), {
            type: 'link',
            url: example.externalValue,
            children: [text(example.externalValue)],
          }),
        );
      }
    }
  }
  return out;
}

/**
 * "Also the common parameters: `a`, `b`." (or responses), each item a link when it has a place of its own; "Also all
 * the common parameters." (or responses) when the operation takes every one: their own section names them, once.
 */
function alsoCommon(
  kind: string,
  anchor: string,
  items: {label: PhrasingContent; url?: string}[],
  all = false,
): Paragraph {
  const item = ({label, url}: {label: PhrasingContent; url?: string}): PhrasingContent =>
    url ? {type: 'link', url, children: [label]} : label;
  const link: PhrasingContent = {type: 'link', url: `#${anchor}`, children: [text(`common ${kind}`)]};
  if (all) return paragraph(text('Also all the '), link, text('.'));
  return paragraph(
    text('Also the '),
    link,
    text(': '),
    ...items.flatMap((it, i) => [...(i ? [text(', ')] : []), item(it)]),
    text('.'),
  );
}

export function responseNodes(
  doc: OpenApiDocument,
  status: string,
  response: Response,
  depth: 4 | 5,
  id: string,
): Node[] {
  return [
    heading(depth, id, [text(statusLabel(status))]),
    ...markdownBlocks(response.description),
    ...contentNodes(doc, response.content, `Example ${status}`, response.description),
  ];
}

export function operationNodes(doc: OpenApiDocument, op: Operation, common: CommonComponents): Node[] {
  const id = op.anchor;
  const out: Node[] = [heading(3, id, [text(op.summary)])];
  out.push(
    paragraph(
      strong(text(op.method.toUpperCase())),
      text(' '),
      code(op.path),
      ...(op.deprecated ? [text(' '), {type: 'emphasis', children: [text('(deprecated)')]} as PhrasingContent] : []),
    ),
  );
  out.push(...markdownBlocks(op.description));
  out.push(authentication(doc, op.security));
  if (op.parameters.length) {
    out.push(heading(4, `${id}-parameters`, [text('Parameters')]));
    const isCommon = (i: number) => common.parameters.includes(op.parameterRefs[i] ?? '');
    const own = op.parameters.filter((_, i) => !isCommon(i));
    const shared = op.parameters.filter((_, i) => isCommon(i));
    if (own.length) out.push(parametersTable(doc, own));
    if (shared.length) {
      out.push(
        alsoCommon(
          'parameters',
          COMMON_PARAMETERS_ANCHOR,
          shared.map((p) => ({label: code(p.name)})),
          shared.length === common.parameters.length,
        ),
      );
    }
  }
  if (op.requestBody) {
    out.push(heading(4, `${id}-request-body`, [text('Request body')]));
    out.push(
      paragraph(
        text(op.requestBody.required ? 'Required.' : 'Optional.'),
        ...(op.requestBody.description ? [text(' '), ...markdownInline(op.requestBody.description)] : []),
      ),
    );
    out.push(...contentNodes(doc, op.requestBody.content, 'Example'));
  }
  out.push(
    heading(4, `${id}-example-request`, [text('Example request')]),
    codeBlock('bash', curlCommand(doc, op), 'curl'),
  );
  if (op.responses.length) {
    out.push(heading(4, `${id}-responses`, [text('Responses')]));
    const commonRefs = common.responses.map((r) => r.ref);
    for (const [status, response, ref] of op.responses) {
      if (!ref || !commonRefs.includes(ref))
        out.push(...responseNodes(doc, status, response, 5, `${id}-${status.toLowerCase()}`));
    }
    const shared = op.responses.filter(([, , ref]) => ref && commonRefs.includes(ref));
    if (shared.length) {
      out.push(
        alsoCommon(
          'responses',
          COMMON_RESPONSES_ANCHOR,
          shared.map(([status, , ref]) => ({label: text(statusLabel(status)), url: `#${commonResponseAnchor(ref!)}`})),
          new Set(shared.map(([, , ref]) => ref)).size === common.responses.length,
        ),
      );
    }
  }
  return out;
}
