/**
 * The routes of SPEC section 2, each with the sidebar it renders in (null:
 * none). They are requirements, written out from the specification and not
 * from sidebars.ts, so that a page missing, moved or put in another sidebar
 * is caught: by the build gate (./plugin.ts), by `npm run check:routes`
 * without a build, and by the crawl of the built site.
 *
 * A new page is not listed here: its file and its line in sidebars.ts (or in
 * SIDEBARLESS_DOCS) are all it needs, and the checks derive its route and
 * sidebar from those.
 */
import type {SidebarId} from '../../site';

/** A sidebar's name: one of the table of sections (src/site.ts). */
export type SidebarName = SidebarId;

export interface ExpectedRoute {
  path: string;
  sidebar: SidebarName | null;
}

const gs = (p: string, sidebar: SidebarName | null = 'gettingStartedSidebar') => ({
  path: `/doc/docs/getting-started/${p}`,
  sidebar,
});
const under = (prefix: string, sidebar: SidebarName | null) => (p: string) => ({
  path: `/doc/docs/${prefix}${p}`,
  sidebar,
});
const platform = under('platform/', 'paltformSidebar');
const sql = under('sql/', 'sqlSidebar');
const api = under('api/', 'apiSidebar');
const integration = under('integration/', 'integrationsSidebar');

/** The data sources the specification names, by their route folder. */
export const DATASOURCE_SLUGS = [
  'athena',
  'aurora',
  'redshift',
  'drill',
  'hive',
  'synapse',
  'bigquery',
  'clickhouse',
  'mariadb',
  'mongodb',
  'mysql',
  'oracle',
  'postgres',
  'presto',
  'saphana',
  'snowflake',
  'sqlserver',
  'trino',
  'vertica',
] as const;

export const SPEC_ROUTES: readonly ExpectedRoute[] = [
  {path: '/doc/', sidebar: null},
  {path: '/doc/markdown-page', sidebar: null},
  {path: '/doc/docs/', sidebar: null},

  ...['intro-timbr', 'installation', 'timbrmodeling', 'query-kg', 'caching', 'systables', 'faq'].map((p) => gs(p)),
  ...[
    'deployment-architecture',
    'deploy-on-docker-compose',
    'deploy-on-kubernetes',
    'deploy-optional-services',
    'timbr-grafana',
  ].map((p) => gs(`deployments/${p}`)),
  gs('deployments/azure-deploy', null),
  ...['embedded-graph-explorer-iframe', 'supply-chain-use-case', 'telecommunications-use-case'].map((p) =>
    gs(`tutorials/${p}`),
  ),
  gs('integration/datasources/mysql/overview', null),

  platform(''),
  ...['access-manager', 'datasource-manager', 'kg-manager', 'recent-activity', 'scheduled-jobs'].map((p) =>
    platform(`managing/${p}`),
  ),
  ...['data-mapper', 'ontology-explorer', 'ontology-views'].map((p) => platform(`modeling/${p}`)),
  ...['query-search', 'saved-queries', 'sqllab'].map((p) => platform(`query/${p}`)),
  ...[
    'bi-charts',
    'bi-dashboards',
    'css-templates',
    'data-exploration',
    'data-lineage',
    'performance-dashboard',
    'saved-explorations',
  ].map((p) => platform(`visualizing/${p}`)),
  {path: '/doc/docs/platform/visualizing/gallery', sidebar: null},

  sql(''),
  ...[
    'cache-jobs',
    'cubes',
    'datasource',
    'general',
    'graph-algorithms',
    'jobs',
    'mappings',
    'measures',
    'ontology',
    'permissions',
    'properties',
    'sql-ddl',
    'sql-variables',
    'views',
  ].map(sql),

  api(''),
  ...['api-service', 'azure_jwt', 'custom_jwt', 'nested-usage', 'requirements', 'timbr-swagger', 'usage'].map(api),
  ...['python-api-connector', 'python-jdbc-connector', 'python-sqlalchemy-connector'].map((p) => ({
    path: `/doc/docs/api/${p}`,
    sidebar: null,
  })),

  integration(''),
  ...[
    'bi_tools/power-bi',
    'bi_tools/tableau',
    'databricks_connector',
    'databricks/data_virtualization',
    'databricks/install',
    'databricks/overview',
    'dbeaver',
    'dbvisualizer',
    'excel',
    'langchain-sdk',
    'langgraph-sdk',
    'mdx',
    'nlq',
    'openapi',
    'rest',
    'python/python_http',
    'python/python_jdbc',
    'python/python_sqlalchemy',
  ].map(integration),
  ...DATASOURCE_SLUGS.map((s) => integration(`datasources/${s}/overview`)),

  {path: '/doc/docs/general/changelog', sidebar: null},
  {path: '/doc/docs/general/whats_new', sidebar: null},
];
