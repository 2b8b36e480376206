/**
 * Unit tests (no browser) of the API reference built from the OpenAPI file
 * (src/features/api-reference): the type, constraints and rows of a schema, and the choice of examples. The other parts have their own spec
 * files in this folder; tests/e2e/api-reference.spec.ts checks the built page.
 */
import {test, expect} from '@playwright/test';
import {constraints, schemaTable, typeLabel} from '../../../src/features/api-reference/schemas';
import {exampleCode, selectExamples} from '../../../src/features/api-reference/examples';
import {fixture} from './fixture';

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
