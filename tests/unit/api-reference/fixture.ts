/** The shared fixtures of the API reference's unit tests: a small description with the shapes the reference must handle, and the real one's file. */
import path from 'node:path';
import type {OpenApiDocument} from '../../../src/features/api-reference/openapi';

export const ROOT = path.resolve(__dirname, '../../..');
export const SPEC_FILE = path.join(ROOT, 'static/openapi/timbr-api.yaml');

/** A small description with the shapes the reference must handle. */
export function fixture(): OpenApiDocument {
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
