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
 * anchor is the operation's (./operations.ts `operationAnchor`). Inside an
 * operation, `####` Parameters, Request body, Example request and Responses,
 * and a `#####` section per response status, each with an anchor of the
 * form `<operation anchor>-<section>`.
 *
 * This module writes the preamble and puts the sections together;
 * ./render-operation.ts writes the section of each operation, and
 * ./render-nodes.ts holds the node builders and reads descriptions.
 */
import {baseUrl} from './http';
import {resolve, type OpenApiDocument, type Parameter, type Response} from './openapi';
import {commonComponents, groupByTag, operations, slug, type CommonComponents} from './operations';
import {code, heading, markdownBlocks, markdownInline, paragraph, strong, table, text, type Node} from './render-nodes';
import {
  AUTHENTICATION_ANCHOR,
  COMMON_PARAMETERS_ANCHOR,
  COMMON_RESPONSES_ANCHOR,
  commonResponseAnchor,
  operationNodes,
  parametersTable,
  responseNodes,
  schemeLabel,
} from './render-operation';

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
