/**
 * The endpoints of the Timbr API service, written once. The REST endpoint
 * tables of the docs (API usage, the REST integration, Timbr Swagger, nested
 * requests) render from this list with src/features/catalogs/theme/RestEndpoints, so a
 * path, a method or a body is corrected in one place. Facts: the API
 * reference files (usage, swagger, nested-usage); the same endpoints as the
 * OpenAPI description static/openapi/timbr-api.yaml (tests/unit/catalogs/rest-endpoints.spec.ts
 * compares the two).
 *
 * Paths keep the notation of the published tables: `<name>` in the documented
 * `/timbr/api/` paths, `{name}` in the `/timbr/openapi/` paths of the official
 * clients.
 *
 * This module must stay free of React and Node-only APIs: the unit tests
 * import it directly.
 */

export type EndpointGroup = 'Discovery' | 'Querying' | 'Administration' | 'Tokens' | 'AI and agents';

export interface RestEndpoint {
  method: 'GET' | 'POST';
  path: string;
  /** The request body, or null when there is none. */
  body: string | null;
  /** With no body: the references give the call's headers only, so whether it takes a body is not documented. */
  bodyNotDocumented?: boolean;
  /** What the call does, one sentence. */
  does: string;
  group: EndpointGroup;
  /** Newer: only in recent versions of the API service. Optional: needs the AI features of the deployment. */
  newer?: boolean;
  optional?: boolean;
  /** How the query is sent, for the endpoints that return nested JSON on request (`nested: true`). */
  nested?: string;
  /** Listed in only one hosted copy of the vendor's API docs. */
  oneCopyOnly?: boolean;
  /** The doc (path under docs/, without extension) that explains the endpoint. */
  guide: string;
}

export const REST_ENDPOINTS: RestEndpoint[] = [
  {
    method: 'GET',
    path: '/timbr/api/get_ontologies/',
    body: null,
    does: 'Lists the knowledge graphs.',
    group: 'Discovery',
    guide: 'api/usage',
  },
  {
    method: 'POST',
    path: '/timbr/api/get_ontology/<ontology_name>',
    body: null,
    does: 'Returns the details of one knowledge graph.',
    group: 'Discovery',
    guide: 'api/usage',
  },
  {
    method: 'POST',
    path: '/timbr/api/query/',
    body: '{"ontology_name": "<ontology_name>", "query": "<SQL query to run>"}',
    does: 'Runs SQL and returns the rows as JSON.',
    group: 'Querying',
    nested: 'JSON body',
    guide: 'api/usage',
  },
  {
    method: 'GET',
    path: '/timbr/api/q/<ontology_name>/concept/<concept_name>?<filters>',
    body: null,
    does: 'Queries a concept, with optional filters in the query string.',
    group: 'Querying',
    nested: 'concept in the path, optional filters in the query string',
    guide: 'api/usage',
  },
  {
    method: 'GET',
    path: '/timbr/api/q/<ontology_name>/view/<view_name>?<filters>',
    body: null,
    does: 'Queries a view, with optional filters in the query string.',
    group: 'Querying',
    nested: 'view in the path, optional filters in the query string',
    guide: 'api/usage',
  },
  {
    method: 'POST',
    path: '/timbr/openapi/ontology/{ontology}/query',
    body: 'SQL text',
    does: 'Runs SQL sent as plain text; takes an optional `?datasource=<name>` and can run asynchronously.',
    group: 'Querying',
    nested: 'SQL text as the body; the endpoint of the `pytimbr-api` client',
    guide: 'api/usage',
  },
  {
    method: 'GET',
    path: '/timbr/openapi/get-async-results/{response_id}',
    body: null,
    does: 'Returns the state or the result of an asynchronous query (sent with `x-async: true`).',
    group: 'Querying',
    newer: true,
    guide: 'api/usage',
  },
  {
    method: 'POST',
    path: '/timbr/api/create_ontology/',
    body: '{"ontology_name": "<new_ontology_name>"}',
    does: 'Creates a knowledge graph.',
    group: 'Administration',
    oneCopyOnly: true,
    guide: 'api/usage',
  },
  {
    method: 'POST',
    path: '/timbr/api/get_config/<config_name>',
    body: null,
    does: 'Returns the value of a setting of the API service that `ALLOWED_CONFIG_ENVS_IN_API` allows.',
    group: 'Administration',
    guide: 'api/usage',
  },
  {
    method: 'POST',
    path: '/timbr/api/clear_cache/<ontology_name>',
    body: null,
    does: "Clears the knowledge graph's Redis cache.",
    group: 'Administration',
    guide: 'api/usage',
  },
  {
    method: 'POST',
    path: '/timbr/api/get_token',
    body: null,
    bodyNotDocumented: true,
    does: "Exchanges a bearer built from the user's encrypted credentials for the user's token.",
    group: 'Tokens',
    guide: 'api/requirements',
  },
  {
    method: 'POST',
    path: '/timbr/openapi/execute/answer',
    body: '{"prompt": "<question>"}',
    does: 'Answers a question in natural language with the Timbr agent named in the `agent` header.',
    group: 'AI and agents',
    newer: true,
    optional: true,
    guide: 'api/usage',
  },
  {
    method: 'POST',
    path: '/timbr/api/llm_prompts/<prompt_name>',
    body: null,
    does: 'Returns the prompt template named in the path, as system and human messages.',
    group: 'AI and agents',
    newer: true,
    optional: true,
    guide: 'api/usage',
  },
  {
    method: 'POST',
    path: '/timbr/api/kb/search',
    body: '{"question": ..., "knowledge_bases": [...], "top_k": ...}',
    does: 'Searches the named knowledge bases for a question and returns the best matches (`top_k`, 1 to 20).',
    group: 'AI and agents',
    newer: true,
    optional: true,
    guide: 'api/usage',
  },
  {
    method: 'GET',
    path: '/timbr/api/fetch_conversation_history/?conversation_id=<id>&top=<n>',
    body: null,
    does: 'Returns the turns of a conversation, at most `top` of them.',
    group: 'AI and agents',
    newer: true,
    optional: true,
    guide: 'api/usage',
  },
];

/** The label of each guide an endpoint names. */
export const GUIDE_LABELS: Record<string, string> = {
  'api/usage': 'Requests and responses',
  'api/requirements': 'API requirements',
};

export const ENDPOINT_GROUPS: EndpointGroup[] = ['Discovery', 'Querying', 'Administration', 'Tokens', 'AI and agents'];
