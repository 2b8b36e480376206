/**
 * The API reference as Markdown nodes (mdast): what `::openapi-reference`
 * becomes in a page (./remark.ts). Being Markdown, it is rendered like the
 * rest of the page, at build time: its headings get anchors and table of
 * contents entries, its tables the site's table, its examples the site's code
 * blocks (highlighting, copy button), and it reaches the HTML, the search
 * index, the Markdown copy and the llms files with no code of its own in the
 * browser. Long field lists sit in `<details>`, which work without JavaScript.
 *
 * Layout: the base URL, then `### Authentication` (the security schemes),
 * then one `##` section per tag with one `###` section per operation, whose
 * anchor is the operation's (./openapi.ts `operationAnchor`). Inside an
 * operation, `####` Parameters, Request body, Example request and Responses,
 * and a `#####` section per response status, each with an anchor of the
 * form `<operation anchor>-<section>`.
 */
import type {
  BlockContent,
  Code,
  Heading,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {
  baseUrl,
  commonComponents,
  constraints,
  curlCommand,
  exampleCode,
  groupByTag,
  operations,
  refName,
  resolve,
  schemaTable,
  selectExamples,
  slug,
  statusLabel,
  typeLabel,
  type CommonComponents,
  type MediaType,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type Response,
  type SchemaTable,
  type SecurityRequirement,
} from './openapi';

/** Field lists longer than this go into a `<details>` element, closed. */
export const DETAILS_ROWS = 6;

/** Anchor of the authentication section, which every operation links to. */
export const AUTHENTICATION_ANCHOR = 'authentication';
/** Anchors of the parameters and responses most operations share (openapi.ts `commonComponents`). */
export const COMMON_PARAMETERS_ANCHOR = 'common-parameters';
export const COMMON_RESPONSES_ANCHOR = 'common-responses';
/** The anchor of one common response: `common-` and its component's name (`common-clienterror`). */
export const commonResponseAnchor = (ref: string): string => `common-${slug(refName(ref) ?? ref)}`;

/** An MDX JSX element (`<details>`, `<summary>`); MDX maps `details` to the theme's Details component. */
interface JsxFlow {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: [];
  children: (BlockContent | JsxFlow)[];
}

type Node = RootContent | JsxFlow;

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const strong = (...children: PhrasingContent[]): PhrasingContent => ({type: 'strong', children});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

function heading(depth: 2 | 3 | 4 | 5, id: string, children: PhrasingContent[]): Heading {
  return {type: 'heading', depth, children, data: {hProperties: {id}}};
}

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * A description (CommonMark with GFM, as OpenAPI says) as block nodes. Raw
 * HTML in a description shows as text: the page is MDX, where it would not
 * pass as HTML anyway.
 */
export function markdownBlocks(markdown: string | undefined): RootContent[] {
  if (!markdown?.trim()) return [];
  const tree = parser.parse(markdown) as Root;
  const literalHtml = (nodes: RootContent[]): RootContent[] =>
    nodes.map((n) => {
      if (n.type === 'html')
        return n.value.startsWith('<') && !n.value.includes('\n')
          ? ({type: 'text', value: n.value} as RootContent)
          : paragraph(text(n.value));
      if ('children' in n) (n as {children: RootContent[]}).children = literalHtml(n.children as RootContent[]);
      delete n.position;
      return n;
    });
  return literalHtml(tree.children);
}

/** A description as inline nodes (for a table cell): its paragraphs joined by spaces, lists by "; ". */
export function markdownInline(markdown: string | undefined): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const add = (nodes: PhrasingContent[], separator: string) => {
    if (out.length && nodes.length) out.push(text(separator));
    out.push(...nodes);
  };
  const visit = (block: RootContent, separator: string) => {
    if (block.type === 'paragraph' || block.type === 'heading') add(block.children, separator);
    else if (block.type === 'list')
      block.children.forEach((item, i) => item.children.forEach((c) => visit(c, i === 0 ? ' ' : '; ')));
    else if (block.type === 'code') add([code(block.value)], ' ');
    else if ('children' in block) (block.children as RootContent[]).forEach((c) => visit(c, ' '));
    else if ('value' in block) add([text(String(block.value))], ' ');
  };
  markdownBlocks(markdown).forEach((b) => visit(b, ' '));
  return out;
}

function table(columns: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((c): TableCell => ({type: 'tableCell', children: c})),
  });
  return {
    type: 'table',
    align: columns.map(() => null),
    children: [row(columns.map((c) => [text(c)])), ...rows.map(row)],
  };
}

/** A code block of the site, with a title when given. */
function codeBlock(lang: string, value: string, title?: string): Code {
  return {type: 'code', lang, meta: title ? `title="${title.replace(/"/g, "'")}"` : null, value};
}

/** Description and constraints of a field, as one cell. */
function describe(description: string | undefined, extra: string[]): PhrasingContent[] {
  return markdownInline([description?.trim(), ...extra].filter(Boolean).join(' '));
}

// ---------------------------------------------------------------- pieces

/** The schemes of one security alternative, as readers send them: "`x-api-key` header". */
function schemeLabel(doc: OpenApiDocument, name: string): PhrasingContent[] {
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

function parametersTable(doc: OpenApiDocument, params: Parameter[]): Table {
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

function responseNodes(doc: OpenApiDocument, status: string, response: Response, depth: 4 | 5, id: string): Node[] {
  return [
    heading(depth, id, [text(statusLabel(status))]),
    ...markdownBlocks(response.description),
    ...contentNodes(doc, response.content, `Example ${status}`, response.description),
  ];
}

function operationNodes(doc: OpenApiDocument, op: Operation, common: CommonComponents): Node[] {
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

/** The base URL and its variables, the security schemes (`### Authentication`), and the common parameters and responses. */
function preamble(doc: OpenApiDocument, common: CommonComponents): Node[] {
  const out: Node[] = [];
  const server = doc.servers?.[0];
  if (server) {
    out.push(
      paragraph(
        strong(text('Base URL:')),
        text(' '),
        code(server.url),
        text('.'),
        ...(server.description ? [text(' '), ...markdownInline(server.description)] : []),
      ),
    );
    const variables = Object.entries(server.variables ?? {});
    if (variables.length) {
      out.push({
        type: 'list',
        ordered: false,
        spread: false,
        children: variables.map(([name, v]) => ({
          type: 'listItem',
          spread: false,
          children: [
            paragraph(
              code(name),
              text(': '),
              ...markdownInline(v.description),
              text(' Default: '),
              code(v.default),
              text('.'),
            ),
          ],
        })),
      });
    }
    out.push(paragraph(text('The example requests below use '), code(baseUrl(doc)), text('.')));
  }
  const schemes = Object.entries(doc.components?.securitySchemes ?? {});
  if (schemes.length) {
    out.push(heading(3, AUTHENTICATION_ANCHOR, [text('Authentication')]));
    const defaults = (doc.security ?? []).flatMap((r) => Object.keys(r));
    out.push(
      table(
        ['Credential', 'Scheme', 'Used by', 'Description'],
        schemes.map(([name, raw]) => {
          const s = resolve(doc, raw);
          const kind = s.type === 'apiKey' ? 'API key' : s.type === 'http' ? `HTTP ${s.scheme ?? ''}`.trim() : s.type;
          return [
            schemeLabel(doc, name),
            [text(`${kind} (${name})`)],
            [
              text(
                defaults.includes(name)
                  ? 'every operation unless it says otherwise'
                  : 'only the operations that name it',
              ),
            ],
            markdownInline(s.description),
          ];
        }),
      ),
    );
  }
  if (common.parameters.length) {
    out.push(heading(3, COMMON_PARAMETERS_ANCHOR, [text('Common parameters')]));
    out.push(paragraph(text('Most operations take these parameters; each operation names the ones it takes.')));
    out.push(
      parametersTable(
        doc,
        common.parameters.map((ref) => resolve<Parameter>(doc, {$ref: ref} as Parameter)),
      ),
    );
  }
  if (common.responses.length) {
    out.push(heading(3, COMMON_RESPONSES_ANCHOR, [text('Common responses')]));
    out.push(
      paragraph(text('Most operations can answer with these responses; each operation names the ones it gives.')),
    );
    for (const {ref, statuses} of common.responses) {
      const response = resolve<Response>(doc, {$ref: ref});
      out.push(...responseNodes(doc, statuses.join(', '), response, 4, commonResponseAnchor(ref)));
    }
  }
  return out;
}

/** The anchors the reference writes, in order: for the uniqueness check of the page. */
export function referenceAnchors(nodes: Node[]): string[] {
  const out: string[] = [];
  const visit = (n: Node) => {
    const id =
      n.type === 'heading' ? (n.data as {hProperties?: {id?: string}} | undefined)?.hProperties?.id : undefined;
    if (id) out.push(id);
    if ('children' in n) (n.children as Node[]).forEach(visit);
  };
  nodes.forEach(visit);
  return out;
}

/** The whole reference of a description, as the nodes that replace the directive. */
export function renderReference(doc: OpenApiDocument): Node[] {
  const ops = operations(doc);
  const common = commonComponents(ops);
  const out: Node[] = [...preamble(doc, common)];
  for (const group of groupByTag(doc, ops)) {
    const name = group.tag ?? 'Other operations';
    out.push(heading(2, slug(name), [text(name)]));
    out.push(...markdownBlocks(group.description));
    for (const op of group.operations) out.push(...operationNodes(doc, op, common));
  }
  const anchors = referenceAnchors(out);
  const twice = anchors.filter((a, i) => anchors.indexOf(a) !== i);
  if (twice.length)
    throw new Error(`The API reference would have duplicate anchors: ${[...new Set(twice)].join(', ')}`);
  return out;
}
