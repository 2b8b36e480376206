import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import type {SidebarId} from './src/site';

/**
 * Five explicit sidebars, one per top navigation section. Pages that render
 * without a sidebar (azure-deploy, the getting-started MySQL copy, the gallery,
 * the three API connector pages, changelog and whats_new) are deliberately
 * absent: see SIDEBARLESS_DOCS in src/features/docs-contract/contract.ts,
 * which the build checks.
 *
 * The sidebars and their ids are those of the table of sections
 * (SECTIONS in src/site.ts): a sidebar missing from it, or one more, fails
 * the type check. The name `paltformSidebar` is spelt as the specification
 * spells it.
 */
const sidebars = {
  gettingStartedSidebar: [
    'getting-started/intro-timbr',
    'getting-started/installation',
    'getting-started/timbrmodeling',
    'getting-started/query-kg',
    'getting-started/sample-data',
    'playground',
    'getting-started/systables',
    'getting-started/caching',
    {
      type: 'category',
      label: 'Deployments',
      link: {type: 'doc', id: 'getting-started/deployments/deployment-architecture'},
      items: [
        'getting-started/deployments/deploy-on-docker-compose',
        'getting-started/deployments/deploy-on-kubernetes',
        'getting-started/deployments/deploy-optional-services',
        'getting-started/deployments/sizing-scaling',
        'getting-started/deployments/timbr-grafana',
        'getting-started/deployments/backup-restore',
        'getting-started/deployments/update-roll-back',
        'getting-started/deployments/rotate-credentials',
      ],
    },
    {
      type: 'category',
      label: 'Tutorials',
      items: [
        'getting-started/tutorials/supply-chain-use-case',
        'getting-started/tutorials/telecommunications-use-case',
        'getting-started/tutorials/embedded-graph-explorer-iframe',
      ],
    },
    'getting-started/faq',
    'getting-started/glossary',
  ],

  paltformSidebar: [
    'platform/index',
    {
      type: 'category',
      label: 'Managing',
      items: [
        'platform/managing/kg-manager',
        'platform/managing/datasource-manager',
        'platform/managing/access-manager',
        'platform/managing/check-user-access',
        'platform/managing/scheduled-jobs',
        'platform/managing/recent-activity',
      ],
    },
    {
      type: 'category',
      label: 'Modeling',
      items: [
        'platform/modeling/ontology-explorer',
        'platform/modeling/data-mapper',
        'platform/modeling/ontology-views',
      ],
    },
    {
      type: 'category',
      label: 'Query',
      items: [
        'platform/query/sqllab',
        'platform/query/query-timeouts',
        'platform/query/saved-queries',
        'platform/query/query-search',
      ],
    },
    {
      type: 'category',
      label: 'Visualizing',
      items: [
        'platform/visualizing/data-exploration',
        'platform/visualizing/saved-explorations',
        'platform/visualizing/bi-charts',
        'platform/visualizing/bi-dashboards',
        'platform/visualizing/css-templates',
        'platform/visualizing/data-lineage',
        'platform/visualizing/performance-dashboard',
      ],
    },
  ],

  sqlSidebar: [
    'sql/index',
    'sql/general',
    {
      type: 'category',
      label: 'How-to guides',
      items: ['sql/fix-a-failing-query', 'sql/model-as-code'],
    },
    {
      type: 'category',
      label: 'Modeling statements',
      items: [
        'sql/ontology',
        'sql/sql-ddl',
        'sql/properties',
        'sql/mappings',
        'sql/measures',
        'sql/views',
        'sql/cubes',
      ],
    },
    {
      type: 'category',
      label: 'Administration',
      items: ['sql/datasource', 'sql/permissions', 'sql/cache-jobs', 'sql/jobs', 'sql/sql-variables'],
    },
    'sql/graph-algorithms',
  ],

  apiSidebar: [
    'api/index',
    'api/requirements',
    'api/usage',
    'api/nested-usage',
    'api/api-service',
    {
      type: 'category',
      label: 'Authentication',
      items: ['api/azure_jwt', 'api/custom_jwt'],
    },
    'api/timbr-swagger',
  ],

  integrationsSidebar: [
    'integration/index',
    {
      type: 'category',
      label: 'BI tools',
      items: ['integration/bi_tools/power-bi', 'integration/bi_tools/tableau', 'integration/excel'],
    },
    {
      type: 'category',
      label: 'SQL clients',
      items: ['integration/dbeaver', 'integration/dbvisualizer'],
    },
    'integration/java-scala-r',
    {
      type: 'category',
      label: 'Databricks',
      items: [
        'integration/databricks/overview',
        'integration/databricks/install',
        'integration/databricks/data_virtualization',
        'integration/databricks_connector',
      ],
    },
    {
      type: 'category',
      label: 'AI and natural language',
      items: ['integration/langchain-sdk', 'integration/langgraph-sdk', 'integration/nlq', 'integration/ai-assistants'],
    },
    {
      type: 'category',
      label: 'APIs and protocols',
      items: ['integration/rest', 'integration/openapi', 'integration/mdx'],
    },
    {
      type: 'category',
      label: 'Python',
      items: [
        'integration/python/python_http',
        'integration/python/python_jdbc',
        'integration/python/python_sqlalchemy',
      ],
    },
    {
      type: 'category',
      label: 'Data sources',
      items: [
        'integration/datasources/athena/overview',
        'integration/datasources/aurora/overview',
        'integration/datasources/redshift/overview',
        'integration/datasources/drill/overview',
        'integration/datasources/hive/overview',
        'integration/datasources/synapse/overview',
        'integration/datasources/bigquery/overview',
        'integration/datasources/clickhouse/overview',
        'integration/datasources/mariadb/overview',
        'integration/datasources/mongodb/overview',
        'integration/datasources/mysql/overview',
        'integration/datasources/oracle/overview',
        'integration/datasources/postgres/overview',
        'integration/datasources/presto/overview',
        'integration/datasources/saphana/overview',
        'integration/datasources/snowflake/overview',
        'integration/datasources/sqlserver/overview',
        'integration/datasources/trino/overview',
        'integration/datasources/vertica/overview',
      ],
    },
  ],
} satisfies Record<SidebarId, SidebarsConfig[string]>;

export default sidebars;
