/**
 * Unit tests (no browser) of the API reference built from the OpenAPI file
 * (src/features/api-reference): reference resolution, anchors, the rows of a
 * schema, the choice of examples, the curl commands, the Markdown nodes of
 * the reference, the remark directive and the loader that ties pages to the
 * file. tests/e2e/api-reference.spec.ts checks the built page.
 */
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {
  commonComponents,
  constraints,
  curlCommand,
  exampleCode,
  groupByTag,
  operationAnchor,
  operations,
  resolve,
  schemaTable,
  selectExamples,
  shellQuote,
  slug,
  statusLabel,
  typeLabel,
  type OpenApiDocument,
  type Schema,
} from '../../../src/features/api-reference/openapi';
import {
  DETAILS_ROWS,
  markdownBlocks,
  markdownInline,
  renderReference,
  referenceAnchors,
} from '../../../src/features/api-reference/render';
import remarkApiReference, {descriptionFile, readDescription} from '../../../src/features/api-reference/remark';

const ROOT = path.resolve(__dirname, '../../..');
const SPEC_FILE = path.join(ROOT, 'static/openapi/timbr-api.yaml');

/** A small description with the shapes the reference must handle. */
function fixture(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {title: 'Test', version: '1'},
    servers: [{url: 'https://{host}/base/', variables: {host: {default: 'api.example.com'}}}],
    tags: [{name: 'Second', description: 'Declared first, used second.'}, {name: 'Unused'}, {name: 'First'}],
    security: [{Key: []}],
    paths: {
      '/items/{id}': {
        parameters: [
          {name: 'id', in: 'path', required: true, schema: {type: 'string'}, example: 'a b'},
          {name: 'trace', in: 'header', schema: {type: 'string'}, description: 'Path-level.'},
        ],
        get: {
          operationId: 'getItem',
          tags: ['First'],
          summary: 'Get an item',
          parameters: [
            {name: 'trace', in: 'header', required: true, schema: {type: 'string'}, description: 'Operation-level.'},
            {$ref: '#/components/parameters/Limit'} as never,
          ],
          responses: {'200': {$ref: '#/components/responses/ItemOk'} as never},
        },
        delete: {
          tags: ['Undeclared'],
          security: [],
          responses: {'204': {description: 'Gone.'}},
        },
      },
      '/items': {
        post: {
          operationId: 'make item!',
          tags: ['Second'],
          security: [{Key: [], Bearer: []}, {Basic: []}],
          requestBody: {
            required: true,
            content: {'application/json': {schema: {$ref: '#/components/schemas/Item'}, example: {name: "it's"}}},
          },
          responses: {default: {description: 'Anything.'}},
        },
        put: {operationId: 'putItems', responses: {}},
      },
    },
    components: {
      securitySchemes: {
        Key: {type: 'apiKey', in: 'header', name: 'x-key'},
        Bearer: {type: 'http', scheme: 'bearer', bearerFormat: 'JWT'},
        Basic: {type: 'http', scheme: 'basic'},
      },
      parameters: {
        Limit: {
          name: 'limit',
          in: 'query',
          required: true,
          schema: {type: 'integer', minimum: 1, maximum: 50, default: 10},
        },
      },
      responses: {
        ItemOk: {
          description: 'The item.',
          content: {
            'application/json': {
              schema: {$ref: '#/components/schemas/Item'},
              examples: {one: {$ref: '#/components/examples/One'} as never},
            },
          },
        },
      },
      examples: {One: {summary: 'One item', value: {name: 'one'}}},
      schemas: {
        Item: {
          type: 'object',
          description: 'An item.',
          required: ['name'],
          properties: {
            name: {type: 'string', description: 'Its name.'},
            tags: {type: 'array', items: {$ref: '#/components/schemas/Tag'}},
            parent: {$ref: '#/components/schemas/Item', description: 'The parent item.'},
            extra: {type: 'object', additionalProperties: {type: 'number'}},
          },
        },
        Tag: {
          type: 'object',
          description: 'A tag.',
          properties: {label: {type: ['string', 'null'], enum: ['a', 'b', null]}},
        },
      },
    },
  };
}

test.describe('references', () => {
  test('a $ref chain resolves, and keys next to a $ref override the target', () => {
    const doc = fixture();
    doc.components!.schemas!.Alias = {$ref: '#/components/schemas/Tag'};
    const s = resolve(doc, {$ref: '#/components/schemas/Alias', description: 'Mine.'} as Schema);
    expect(s.description).toBe('Mine.');
    expect(Object.keys(s.properties!)).toEqual(['label']);
    expect(s.$ref).toBeUndefined();
  });

  test('a reference to nothing, outside the document or in a loop is an error', () => {
    const doc = fixture();
    expect(() => resolve(doc, {$ref: '#/components/schemas/Nope'})).toThrow(/points to nothing/);
    expect(() => resolve(doc, {$ref: 'other.yaml#/x'})).toThrow(/Only local references/);
    doc.components!.schemas!.A = {$ref: '#/components/schemas/B'};
    doc.components!.schemas!.B = {$ref: '#/components/schemas/A'};
    expect(() => resolve(doc, {$ref: '#/components/schemas/A'})).toThrow(/form a loop/);
  });

  test('JSON pointer escapes (~1 for /, ~0 for ~) are read', () => {
    const doc = fixture();
    doc.components!.schemas!['a/b~c'] = {type: 'boolean'};
    expect(resolve<Schema>(doc, {$ref: '#/components/schemas/a~1b~0c'}).type).toBe('boolean');
  });
});

test.describe('anchors', () => {
  test('the operationId when it is a usable fragment, else a slug of the method and path', () => {
    expect(operationAnchor('get', '/a', 'getA')).toBe('getA');
    expect(operationAnchor('post', '/timbr/api/get_ontology/{ontology_name}')).toBe(
      'post-timbr-api-get_ontology-ontology_name',
    );
    expect(operationAnchor('post', '/items', 'make item!')).toBe('post-items');
    expect(operationAnchor('get', '/x', '1st')).toBe('get-x');
    expect(slug('  AI and agents ')).toBe('ai-and-agents');
  });

  test('two operations with the same anchor fail, naming both', () => {
    const doc = fixture();
    doc.paths!['/other'] = {get: {operationId: 'getItem', responses: {}}};
    expect(() => operations(doc)).toThrow(/GET \/other and GET \/items\/\{id\} have the same anchor "getItem"/);
  });

  test('the anchors of the real description are its operationIds, in document order, all different', () => {
    const doc = readDescription(SPEC_FILE);
    const ops = operations(doc);
    const ids = Object.values(doc.paths!).flatMap((item) =>
      Object.values(item).map((op) => (op as {operationId: string}).operationId),
    );
    expect(ops.map((o) => o.anchor)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

test.describe('operations', () => {
  test('path parameters merge in, and an operation parameter replaces one of the same name and place', () => {
    const [get, del] = operations(fixture());
    expect(get.parameters.map((p) => `${p.in}:${p.name}:${p.description ?? ''}`)).toEqual([
      'path:id:',
      'header:trace:Operation-level.',
      'query:limit:',
    ]);
    expect(del.parameters.map((p) => p.description ?? p.name)).toEqual(['id', 'Path-level.']);
    expect(del.anchor).toBe('delete-items-id');
    expect(del.summary).toBe('DELETE /items/{id}');
  });

  test('security: the document default, an empty list for none, or the operation own', () => {
    const ops = operations(fixture());
    expect(ops.find((o) => o.anchor === 'getItem')!.security).toEqual([{Key: []}]);
    expect(ops.find((o) => o.anchor === 'delete-items-id')!.security).toEqual([]);
    expect(ops.find((o) => o.anchor === 'post-items')!.security).toEqual([{Key: [], Bearer: []}, {Basic: []}]);
  });

  test('groups: declared tags in order, then tags used but not declared, then operations without a tag', () => {
    const groups = groupByTag(fixture(), operations(fixture()));
    expect(groups.map((g) => [g.tag, g.operations.map((o) => o.anchor)])).toEqual([
      ['Second', ['post-items']],
      ['First', ['getItem']],
      ['Undeclared', ['delete-items-id']],
      [undefined, ['putItems']],
    ]);
    expect(groups[0].description).toBe('Declared first, used second.');
  });
});

test.describe('schemas', () => {
  const doc = fixture();

  test('type labels', () => {
    expect(typeLabel(doc, {type: 'string'})).toBe('string');
    expect(typeLabel(doc, {type: 'integer', format: 'int64'})).toBe('integer (int64)');
    expect(typeLabel(doc, {type: ['string', 'null']})).toBe('string or null');
    expect(typeLabel(doc, {type: 'string', nullable: true})).toBe('string or null');
    expect(typeLabel(doc, {type: 'array', items: {$ref: '#/components/schemas/Tag'}})).toBe('array of object');
    expect(typeLabel(doc, {type: 'object', additionalProperties: {type: 'string'}})).toBe('object of string');
    expect(typeLabel(doc, {oneOf: [{type: 'array', items: {}}, {type: 'string'}]})).toBe('array of any or string');
    expect(typeLabel(doc, {allOf: [{$ref: '#/components/schemas/Item'}]})).toBe('object');
    expect(typeLabel(doc, {})).toBe('any');
    expect(typeLabel(doc, {const: true})).toBe('boolean');
  });

  test('constraints: values, bounds, default and an example, each a sentence', () => {
    expect(constraints(doc, {type: 'integer', minimum: 1, maximum: 20})).toEqual(['From 1 to 20.']);
    expect(constraints(doc, {type: 'integer', minimum: 1, default: 5, example: 10})).toEqual([
      'At least 1.',
      'Default `5`.',
      'Example: `10`.',
    ]);
    expect(constraints(doc, {type: 'number', exclusiveMaximum: 1})).toEqual(['Less than 1.']);
    expect(constraints(doc, {type: 'string', enum: ['true', 'false']})).toEqual(['One of `true`, `false`.']);
    expect(constraints(doc, {type: 'boolean', const: true})).toEqual(['Always `true`.']);
    expect(constraints(doc, {type: 'string', examples: ['success']})).toEqual(['Example: `success`.']);
    expect(constraints(doc, {type: 'string', enum: ['only'], example: 'only'})).toEqual(['One of `only`.']);
  });

  test('an object: each property a row, nested fields by path, required as the parent says, recursion stopped', () => {
    const table = schemaTable(doc, {$ref: '#/components/schemas/Item'});
    expect(table.type).toBe('object');
    expect(table.description).toBe('An item.');
    expect(table.rows.map((r) => [r.name, r.type, r.required])).toEqual([
      ['name', 'string', true],
      ['tags', 'array of object', false],
      ['tags[]', 'object', undefined],
      ['tags[].label', 'string or null', false],
      ['parent', 'object (recursive)', false],
      ['extra', 'object of number', false],
    ]);
    expect(table.rows.find((r) => r.name === 'parent')!.description).toBe('The parent item.');
    expect(table.rows.find((r) => r.name === 'tags[]')!.description).toBe('A tag.');
    expect(table.rows.find((r) => r.name === 'tags[].label')!.constraints).toEqual(['One of `a`, `b`, `null`.']);
  });

  test('named properties next to other keys get a row for the others; allOf parts merge', () => {
    const table = schemaTable(doc, {
      allOf: [
        {$ref: '#/components/schemas/Tag'},
        {type: 'object', required: ['id'], properties: {id: {type: 'integer'}}, additionalProperties: {type: 'string'}},
      ],
    });
    expect(table.rows.map((r) => [r.name, r.type, r.required, r.description])).toEqual([
      ['label', 'string or null', false, undefined],
      ['id', 'integer', true, undefined],
      ['*', 'string', false, 'Any other key.'],
    ]);
  });

  test('oneOf: the fields of every alternative, once each, and the alternatives named when described', () => {
    const table = schemaTable(doc, {
      oneOf: [
        {type: 'array', description: 'A bare list.', items: {}},
        {
          type: 'object',
          description: 'Wrapped.',
          required: ['data'],
          properties: {data: {type: 'array', items: {}}, more: {type: 'boolean'}},
        },
        {type: 'object', properties: {data: {type: 'string'}}},
      ],
    });
    expect(table.type).toBe('array of any or object or object');
    expect(table.rows.map((r) => [r.name, r.type, r.required])).toEqual([
      ['data', 'array of any', true],
      ['more', 'boolean', false],
    ]);
    expect(table.constraints.at(-1)).toBe('One of: array of any (A bare list); object (Wrapped); object.');
  });

  test('a scalar or a free-form object has no rows', () => {
    expect(schemaTable(doc, {type: 'string'}).rows).toEqual([]);
    expect(schemaTable(doc, {type: 'object', additionalProperties: true}).rows).toEqual([]);
  });
});

test.describe('common parameters and responses', () => {
  test('components used by at least half of the operations, and by three or more, with the statuses they answer', () => {
    const doc = readDescription(SPEC_FILE);
    const common = commonComponents(operations(doc));
    expect(common.parameters).toEqual(
      ['JwtTenantId', 'JwtIssuer', 'JwtClientId', 'JwtNonce'].map((n) => `#/components/parameters/${n}`),
    );
    expect(common.responses).toEqual([
      {ref: '#/components/responses/ClientError', statuses: ['4XX']},
      {ref: '#/components/responses/ServerError', statuses: ['5XX']},
    ]);
    // OntologyNamePath is a component too, but only a few operations take it: it stays in their own tables.
    expect(common.parameters).not.toContain('#/components/parameters/OntologyNamePath');
  });

  test('an operation names the common parameters and responses it takes, or says it takes them all', () => {
    const doc = readDescription(SPEC_FILE);
    const common = commonComponents(operations(doc));
    const paragraphs = renderReference(doc)
      .filter((n) => n.type === 'paragraph')
      .map((n) => toString(n));
    const commonRefs = common.responses.map((r) => r.ref);
    const kinds = {
      parameters: {
        total: common.parameters.length,
        taken: operations(doc).map((o) => o.parameterRefs.filter((r) => r && common.parameters.includes(r)).length),
      },
      responses: {
        total: commonRefs.length,
        taken: operations(doc).map(
          (o) => new Set(o.responses.map(([, , ref]) => ref).filter((r) => r && commonRefs.includes(r))).size,
        ),
      },
    };
    for (const [kind, {total, taken}] of Object.entries(kinds)) {
      const lines = paragraphs.filter((t) => new RegExp(`^Also (all )?the common ${kind}`).test(t));
      const takes = taken.filter((n) => n > 0);
      expect(lines, kind).toHaveLength(takes.length);
      lines.forEach((line, i) =>
        expect(line, kind).toEqual(
          takes[i] === total ? `Also all the common ${kind}.` : expect.stringMatching(`^Also the common ${kind}: .`),
        ),
      );
      expect(lines, kind).toContain(`Also all the common ${kind}.`);
    }
  });

  test('a component used by fewer than three operations is never common', () => {
    const doc = fixture();
    doc.paths!['/items'].put!.parameters = [{$ref: '#/components/parameters/Limit'} as never];
    const ops = operations(doc);
    expect(ops.filter((o) => o.parameterRefs.includes('#/components/parameters/Limit'))).toHaveLength(2);
    expect(commonComponents(ops).parameters).toEqual([]);
  });
});

test.describe('examples', () => {
  const doc = fixture();

  test('named examples first, all of them, in order, references resolved; their summary as the title', () => {
    const picked = selectExamples(doc, {
      example: {ignored: true},
      examples: {
        a: {summary: 'First', value: 1},
        b: {$ref: '#/components/examples/One'},
        c: {value: 3},
        d: {externalValue: 'https://x/e.json'},
      },
    });
    expect(picked.map((e) => [e.title, e.value, e.source])).toEqual([
      ['First', 1, 'examples'],
      ['One item', {name: 'one'}, 'examples'],
      ['c', 3, 'examples'],
      ['d', undefined, 'examples'],
    ]);
    expect(picked[3].externalValue).toBe('https://x/e.json');
  });

  test('else the single example, else the schema example, else nothing made up', () => {
    expect(selectExamples(doc, {example: 0, schema: {type: 'integer', example: 5}})).toEqual([
      {value: 0, source: 'example'},
    ]);
    expect(selectExamples(doc, {schema: {type: 'integer', example: 5}})).toEqual([{value: 5, source: 'schema'}]);
    expect(selectExamples(doc, {schema: {type: 'string', examples: ['x', 'y']}})).toEqual([
      {value: 'x', source: 'schema'},
    ]);
    expect(selectExamples(doc, {schema: {$ref: '#/components/schemas/Item'}})).toEqual([]);
    expect(selectExamples(doc, {})).toEqual([]);
  });

  test('code: pretty JSON for JSON media types and non-strings, the text itself otherwise', () => {
    expect(exampleCode('application/json', {a: [1]})).toEqual({lang: 'json', code: '{\n  "a": [\n    1\n  ]\n}'});
    expect(exampleCode('application/problem+json; charset=utf-8', 'x')).toEqual({lang: 'json', code: '"x"'});
    expect(exampleCode('text/plain', 'SELECT 1')).toEqual({lang: 'text', code: 'SELECT 1'});
    expect(exampleCode('application/yaml', 'a: 1')).toEqual({lang: 'yaml', code: 'a: 1'});
    expect(exampleCode('text/plain', {n: 1})).toEqual({lang: 'json', code: '{\n  "n": 1\n}'});
  });
});

test.describe('curl commands', () => {
  const doc = fixture();
  const ops = operations(doc);
  const op = (anchor: string) => ops.find((o) => o.anchor === anchor)!;

  test('path values filled in and encoded, required query and header parameters, the credential as a placeholder', () => {
    expect(curlCommand(doc, op('getItem'))).toBe(
      [
        "curl -X GET 'https://api.example.com/base/items/a%20b?limit=10'",
        "  -H 'trace: <trace>'",
        "  -H 'x-key: <x-key>'",
      ].join(' \\\n'),
    );
  });

  test('the first security alternative (all its schemes), the content type and the body example, quoted for the shell', () => {
    expect(curlCommand(doc, op('post-items'))).toBe(
      [
        "curl -X POST 'https://api.example.com/base/items'",
        "  -H 'x-key: <x-key>'",
        "  -H 'Authorization: Bearer <token>'",
        "  -H 'Content-Type: application/json'",
        `  --data '{"name":"it'\\''s"}'`,
      ].join(' \\\n'),
    );
  });

  test('no credential for an operation without security', () => {
    expect(curlCommand(doc, op('delete-items-id'))).toBe("curl -X DELETE 'https://api.example.com/base/items/a%20b'");
  });

  test('a raw text body is sent as it is', () => {
    const real = readDescription(SPEC_FILE);
    const raw = operations(real).find((o) => o.anchor === 'runSqlQuery')!;
    expect(curlCommand(real, raw)).toContain("--data 'SELECT `customer_segment`, COUNT(*)");
    expect(curlCommand(real, raw)).toContain("-H 'Content-Type: application/text'");
    expect(shellQuote("a'b")).toBe(`'a'\\''b'`);
  });
});

test('status labels', () => {
  expect(statusLabel('200')).toBe('200 OK');
  expect(statusLabel('4XX')).toBe('4XX Client error');
  expect(statusLabel('4xx')).toBe('4XX Client error');
  expect(statusLabel('default')).toBe('Any other status');
  expect(statusLabel('299')).toBe('299');
});

test.describe('Markdown nodes', () => {
  test('descriptions: Markdown with GFM, raw HTML kept as text, blocks flattened for table cells', () => {
    expect(markdownBlocks('Use `x`.\n\n- one\n- two')).toMatchObject([
      {
        type: 'paragraph',
        children: [
          {type: 'text', value: 'Use '},
          {type: 'inlineCode', value: 'x'},
          {type: 'text', value: '.'},
        ],
      },
      {type: 'list'},
    ]);
    const types = (nodes: {type: string; children?: unknown[]}[]): string[] =>
      nodes.flatMap((n) => [n.type, ...types((n.children ?? []) as {type: string; children?: unknown[]}[])]);
    const html = markdownBlocks('<b>bold</b>\n\nAn <id> here.');
    expect(types(html)).not.toContain('html');
    expect(
      markdownInline('<b>bold</b>\n\nAn <id> here.')
        .map((n) => ('value' in n ? n.value : ''))
        .join(''),
    ).toBe('<b>bold</b> An <id> here.');
    const inline = markdownInline('First.\n\n- a\n- b');
    expect(inline.map((n) => ('value' in n ? n.value : '')).join('')).toBe('First. a; b');
  });

  test('the real description: a section per tag, an operation heading per operation, every anchor unique', () => {
    const doc = readDescription(SPEC_FILE);
    const nodes = renderReference(doc);
    const headings = nodes.filter((n) => n.type === 'heading') as {depth: number; data: {hProperties: {id: string}}}[];
    const ids = operations(doc).map((o) => o.anchor);
    expect(headings.filter((h) => h.depth === 3).map((h) => h.data.hProperties.id)).toEqual([
      'authentication',
      'common-parameters',
      'common-responses',
      ...groupByTag(doc, operations(doc)).flatMap((g) => g.operations.map((o) => o.anchor)),
    ]);
    expect(headings.filter((h) => h.depth === 2).map((h) => h.data.hProperties.id)).toEqual(
      doc.tags!.map((t) => slug(t.name)),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const anchors = referenceAnchors(nodes);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(anchors).toContain('runSqlQuery-202');
    expect(anchors).toContain('getAsyncResult-404');
    // The error responses every operation shares are written once, under their own anchors, not per operation.
    expect(anchors).toEqual(expect.arrayContaining(['common-clienterror', 'common-servererror']));
    expect(anchors).not.toContain('getOntologies-4xx');
    // Field lists longer than the limit are in <details>, the others are plain tables.
    const details = nodes.filter((n) => n.type === ('mdxJsxFlowElement' as string)) as unknown as {
      name: string;
      children: {type: string; children?: unknown[]}[];
    }[];
    expect(details.length).toBeGreaterThan(0);
    for (const d of details) {
      expect(d.name).toBe('details');
      const rows = (d.children.find((c) => c.type === 'table')!.children ?? []).length - 1;
      expect(rows).toBeGreaterThan(DETAILS_ROWS);
    }
  });
});

test.describe('the remark directive', () => {
  const siteDir = ROOT;
  const page = (): Root => ({
    type: 'root',
    children: [
      {type: 'heading', depth: 2, children: [{type: 'text', value: 'Intro'}]},
      {
        type: 'leafDirective',
        name: 'openapi-reference',
        attributes: {file: 'openapi/timbr-api.yaml'},
        children: [],
      } as never,
      {type: 'paragraph', children: [{type: 'text', value: 'After.'}]},
    ],
  });

  test('is replaced by the reference, where it stands', () => {
    const tree = page();
    remarkApiReference({siteDir})(tree, {path: 'x.md'});
    expect(tree.children[0]).toMatchObject({type: 'heading', depth: 2});
    expect(tree.children.some((n) => n.type === ('leafDirective' as string))).toBe(false);
    expect(tree.children.at(-1)).toMatchObject({type: 'paragraph'});
    expect(tree.children.length).toBeGreaterThan(100);
  });

  test('fails on a page heading with one of its anchors, on a missing file and on a path outside static/', () => {
    const clash = page();
    clash.children[0] = {type: 'heading', depth: 2, children: [{type: 'text', value: 'Authentication'}]};
    expect(() => remarkApiReference({siteDir})(clash, {path: 'x.md'})).toThrow(
      /x\.md:\?: headings of the page have the anchors of the API reference: authentication/,
    );
    const missing = page();
    (missing.children[1] as unknown as {attributes: {file: string}}).attributes.file = 'openapi/none.yaml';
    expect(() => remarkApiReference({siteDir})(missing, {path: 'x.md'})).toThrow(/cannot be built: ENOENT/);
    expect(() => descriptionFile(siteDir, '../package.json')).toThrow(/not a file below static/);
    expect(() => descriptionFile(siteDir, undefined)).toThrow(/needs the description's file/);
  });
});

test('the loader declares the description and the renderer as dependencies of the pages that show it, and only those', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loader = require('../../../src/features/api-reference/dependency-loader.cjs') as (
    this: unknown,
    source: string,
  ) => string;
  const run = (source: string) => {
    const added: string[] = [];
    const self = {
      getOptions: () => ({siteDir: '/site', sources: ['/site/src/features/api-reference/render.ts']}),
      addDependency: (f: string) => added.push(f),
    };
    expect(loader.call(self, source)).toBe(source);
    return added;
  };
  expect(run('# Page\n\n::openapi-reference{file="openapi/a.yaml"}\n')).toEqual([
    '/site/static/openapi/a.yaml',
    '/site/src/features/api-reference/render.ts',
  ]);
  expect(run('# Page\n\nNo reference here; `::openapi-reference{file="x"}` inside code text.\n')).toEqual([]);
});
