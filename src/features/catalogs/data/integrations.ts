/**
 * Every integration the documentation covers, for the catalogue on
 * docs/integration/index.md (component src/features/catalogs/theme/IntegrationCatalog).
 *
 * Data sources are derived from the light list of the data source catalog
 * (src/features/catalogs/data/datasource-index.ts, itself derived from src/features/catalogs/data/datasources.ts), not
 * typed again here; this module is shipped to the browser, so it must not import
 * the whole catalog. `to` is the doc URL relative to the site's base URL
 * (`@docusaurus/Link` adds the base URL); the unit tests check that each one
 * points to an existing doc file.
 *
 * This module must stay free of React and Node-only APIs: the unit tests
 * import it directly.
 */
import {DATASOURCE_INDEX} from './datasource-index';
import {dataSourceDocPath} from './datasources/types';

/** Kinds of integration, in the order of the filter buttons. */
export const INTEGRATION_KINDS = [
  {id: 'datasource', label: 'Data sources'},
  {id: 'bi', label: 'BI and spreadsheets'},
  {id: 'sql-client', label: 'SQL clients'},
  {id: 'sdk', label: 'SDKs and connectors'},
  {id: 'ai', label: 'AI and natural language'},
  {id: 'api', label: 'APIs and protocols'},
  {id: 'databricks', label: 'Databricks'},
] as const;

export type IntegrationKind = (typeof INTEGRATION_KINDS)[number]['id'];

/** Direction of the integration: data flows into Timbr, or Timbr is consumed. */
export type IntegrationDirection = 'source' | 'consumer' | 'platform';

export interface Integration {
  /** Unique id, stable across builds. */
  id: string;
  title: string;
  /** One sentence shown on the card. */
  description: string;
  kind: IntegrationKind;
  direction: IntegrationDirection;
  /** Doc URL relative to the base URL, e.g. `/docs/integration/dbeaver`. */
  to: string;
}

const HAND_WRITTEN: Integration[] = [
  // BI tools and spreadsheets
  {
    id: 'power-bi',
    title: 'Power BI',
    description:
      'Load concepts, views and measures into Power BI Desktop or the Power BI service, in Import or DirectQuery mode.',
    kind: 'bi',
    direction: 'consumer',
    to: '/docs/integration/bi_tools/power-bi',
  },
  {
    id: 'tableau',
    title: 'Tableau',
    description:
      'Connect Tableau Desktop or Server to a knowledge graph and work with concepts and measures as data sources.',
    kind: 'bi',
    direction: 'consumer',
    to: '/docs/integration/bi_tools/tableau',
  },
  {
    id: 'excel',
    title: 'Excel',
    description:
      'Build pivot tables over concepts, which the MDX endpoint presents as cubes, or load flat tables over ODBC.',
    kind: 'bi',
    direction: 'consumer',
    to: '/docs/integration/excel',
  },
  // SQL clients
  {
    id: 'dbeaver',
    title: 'DBeaver',
    description: 'Query a knowledge graph from DBeaver with the Hive JDBC driver over HTTP.',
    kind: 'sql-client',
    direction: 'consumer',
    to: '/docs/integration/dbeaver',
  },
  {
    id: 'dbvisualizer',
    title: 'DbVisualizer',
    description: 'Register the Hive JDBC driver in DbVisualizer and connect to a knowledge graph.',
    kind: 'sql-client',
    direction: 'consumer',
    to: '/docs/integration/dbvisualizer',
  },
  // SDKs and connectors
  {
    id: 'python-http',
    title: 'Python REST API connector',
    description: 'Query over HTTP(S) from pure Python with the pytimbr_api package, with token or JWT authentication.',
    kind: 'sdk',
    direction: 'consumer',
    to: '/docs/integration/python/python_http',
  },
  {
    id: 'python-jdbc',
    title: 'Python connector using JDBC',
    description: 'Run SQL and pandas queries from Python through the Hive JDBC driver with the pytimbr package.',
    kind: 'sdk',
    direction: 'consumer',
    to: '/docs/integration/python/python_jdbc',
  },
  {
    id: 'python-sqlalchemy',
    title: 'Python connector using SQLAlchemy',
    description: 'Use the pytimbr-sqla SQLAlchemy dialect, or PyHive, from Python applications and tools.',
    kind: 'sdk',
    direction: 'consumer',
    to: '/docs/integration/python/python_sqlalchemy',
  },
  {
    id: 'java-scala-r',
    title: 'Java, Scala and R',
    description:
      'Query a knowledge graph from Java, Scala, Spark or R code through the Hive JDBC driver, or from R over ODBC.',
    kind: 'sdk',
    direction: 'consumer',
    to: '/docs/integration/java-scala-r',
  },
  {
    id: 'databricks-connector',
    title: 'Databricks connector',
    description: 'Read semantic-layer results into Spark DataFrames from Databricks notebooks.',
    kind: 'sdk',
    direction: 'consumer',
    to: '/docs/integration/databricks_connector',
  },
  // AI and natural language
  {
    id: 'langchain-sdk',
    title: 'LangChain SDK',
    description: 'Turn questions into semantic SQL with the langchain-timbr agent and chains.',
    kind: 'ai',
    direction: 'consumer',
    to: '/docs/integration/langchain-sdk',
  },
  {
    id: 'langgraph-sdk',
    title: 'LangGraph SDK',
    description: 'Compose the natural-language-to-SQL steps as LangGraph nodes.',
    kind: 'ai',
    direction: 'consumer',
    to: '/docs/integration/langgraph-sdk',
  },
  {
    id: 'nlq',
    title: 'Natural language query',
    description: 'How Timbr turns questions into ontology-aware SQL with an LLM, and how to configure it.',
    kind: 'ai',
    direction: 'consumer',
    to: '/docs/integration/nlq',
  },
  {
    id: 'ai-assistants',
    title: 'AI assistants and the docs',
    description:
      'Point Claude Code, Cursor, VS Code and other assistants at these docs: MCP server, llms.txt, Markdown pages.',
    kind: 'ai',
    direction: 'consumer',
    to: '/docs/integration/ai-assistants',
  },
  // APIs and protocols
  {
    id: 'rest',
    title: 'REST API',
    description: 'Query over HTTP: headers, endpoints, request bodies and nested JSON results.',
    kind: 'api',
    direction: 'consumer',
    to: '/docs/integration/rest',
  },
  {
    id: 'openapi',
    title: 'OpenAPI connection',
    description: 'Consume the generated OpenAPI 3.0 specification of a knowledge graph, for example from Retool.',
    kind: 'api',
    direction: 'consumer',
    to: '/docs/integration/openapi',
  },
  {
    id: 'mdx',
    title: 'MDX',
    description: 'Expose concepts as OLAP cubes over the MDX endpoint, with tags for hierarchies and visibility.',
    kind: 'api',
    direction: 'consumer',
    to: '/docs/integration/mdx',
  },
  {
    id: 'api-overview',
    title: 'API reference: overview',
    description: 'What the REST API service offers, how it is deployed and how it authenticates.',
    kind: 'api',
    direction: 'consumer',
    to: '/docs/api/',
  },
  {
    id: 'api-requirements',
    title: 'API requirements',
    description: 'Headers every API call needs and the ways to obtain a token.',
    kind: 'api',
    direction: 'consumer',
    to: '/docs/api/requirements',
  },
  {
    id: 'api-usage',
    title: 'API requests and responses',
    description: 'Endpoints with methods, bodies and request and response examples.',
    kind: 'api',
    direction: 'consumer',
    to: '/docs/api/usage',
  },
  {
    id: 'api-nested-usage',
    title: 'API nested requests',
    description: 'Return hierarchical JSON built from the relationships used in the SQL.',
    kind: 'api',
    direction: 'consumer',
    to: '/docs/api/nested-usage',
  },
  {
    id: 'api-service',
    title: 'API service',
    description: 'Deploy and configure the timbr-api service that serves the REST API.',
    kind: 'api',
    direction: 'consumer',
    to: '/docs/api/api-service',
  },
  {
    id: 'api-azure-jwt',
    title: 'Azure JWT',
    description: 'Accept Microsoft Entra ID (Azure AD) JWT access tokens in the API.',
    kind: 'api',
    direction: 'consumer',
    to: '/docs/api/azure_jwt',
  },
  {
    id: 'api-custom-jwt',
    title: 'Custom JWT',
    description: 'Accept JWTs from your own identity provider, such as Keycloak.',
    kind: 'api',
    direction: 'consumer',
    to: '/docs/api/custom_jwt',
  },
  {
    id: 'api-swagger',
    title: 'Swagger',
    description: 'Browse the API as an interactive OpenAPI reference.',
    kind: 'api',
    direction: 'consumer',
    to: '/docs/api/timbr-swagger',
  },
  // Databricks
  {
    id: 'databricks-overview',
    title: 'Timbr for Databricks',
    description: 'The roles Databricks can play: datasource, virtualization engine, SSO target and LLM provider.',
    kind: 'databricks',
    direction: 'platform',
    to: '/docs/integration/databricks/overview',
  },
  {
    id: 'databricks-install',
    title: 'Install Timbr with Databricks',
    description: 'Deploy Timbr, then register a Databricks datasource and attach it to a knowledge graph.',
    kind: 'databricks',
    direction: 'platform',
    to: '/docs/integration/databricks/install',
  },
  {
    id: 'databricks-virtualization',
    title: 'Data virtualization with Databricks',
    description: 'Use Databricks or Spark as the engine that joins data mapped from different datasources.',
    kind: 'databricks',
    direction: 'platform',
    to: '/docs/integration/databricks/data_virtualization',
  },
];

/** Data source cards, derived from the data source catalog. */
const FROM_DATASOURCES: Integration[] = DATASOURCE_INDEX.map((ds) => ({
  id: `datasource-${ds.slug}`,
  title: ds.name,
  description: ds.summary,
  kind: 'datasource',
  direction: 'source',
  to: dataSourceDocPath(ds.slug),
}));

/** All integrations: data sources first, then the ways to consume Timbr. */
export const INTEGRATIONS: Integration[] = [...FROM_DATASOURCES, ...HAND_WRITTEN];
