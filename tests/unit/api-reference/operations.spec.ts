/**
 * Unit tests (no browser) of the API reference built from the OpenAPI file
 * (src/features/api-reference): reference resolution, anchors, the operations and the parameters and responses most of them share. The other parts have their own spec
 * files in this folder; tests/e2e/api-reference.spec.ts checks the built page.
 */
import {test, expect} from '@playwright/test';
import {toString} from 'mdast-util-to-string';
import {resolve, type Schema} from '../../../src/features/api-reference/openapi';
import {
  commonComponents,
  groupByTag,
  operationAnchor,
  operations,
  slug,
} from '../../../src/features/api-reference/operations';
import {renderReference} from '../../../src/features/api-reference/render';
import {readDescription} from '../../../src/features/api-reference/remark';
import {SPEC_FILE, fixture} from './fixture';

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
