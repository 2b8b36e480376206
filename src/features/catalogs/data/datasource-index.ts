/**
 * Light list of the data sources, for the integrations overview
 * (docs/integration/index.md): only the fields its catalogue cards and its
 * table of Timbr datasource types show, so that page does not ship the whole
 * catalog (src/features/catalogs/data/datasources.ts) to the browser.
 *
 * The list below is DERIVED from the catalog: `toIndexEntry` of every entry of
 * `DATASOURCES`, in the same order. Do not edit it by hand. The unit test
 * tests/unit/catalogs/datasource-index.spec.ts fails as soon as it differs from the
 * derivation, and rewrites it when run with UPDATE_DATASOURCE_INDEX=1:
 *
 *   UPDATE_DATASOURCE_INDEX=1 npx playwright test --project=unit tests/unit/catalogs/datasource-index.spec.ts
 *
 * This module must stay free of React and Node-only APIs: the unit tests
 * import it directly.
 */
import type {DataSource} from './datasources/types';

/** The fields of a catalog entry that the integrations overview shows. */
export type DataSourceIndexEntry = Pick<DataSource, 'slug' | 'name' | 'summary' | 'access' | 'timbrTypes' | 'listedInTimbr'>;

/** The derivation: the light entry of one catalog entry. */
export function toIndexEntry(ds: DataSource): DataSourceIndexEntry {
  return {
    slug: ds.slug,
    name: ds.name,
    summary: ds.summary,
    access: ds.access,
    timbrTypes: ds.timbrTypes,
    listedInTimbr: ds.listedInTimbr,
  };
}

// BEGIN DERIVED LIST (toIndexEntry of each DATASOURCES entry; see above)
export const DATASOURCE_INDEX: DataSourceIndexEntry[] = [
  {
    slug: 'athena',
    name: 'Amazon Athena',
    summary: 'Serverless SQL over data in Amazon S3, reached with the Simba Athena JDBC driver.',
    access: ['dedicated'],
    timbrTypes: ['Amazon Athena'],
    listedInTimbr: true,
  },
  {
    slug: 'aurora',
    name: 'Amazon Aurora',
    summary: 'MySQL- or PostgreSQL-compatible clusters, reached through the matching engine type.',
    access: ['mysql-compatible', 'postgresql-compatible'],
    timbrTypes: ['MySQL', 'PostgreSQL'],
    listedInTimbr: false,
  },
  {
    slug: 'redshift',
    name: 'Amazon Redshift',
    summary: 'Provisioned clusters and serverless workgroups, reached with the Amazon Redshift JDBC driver.',
    access: ['dedicated'],
    timbrTypes: ['Amazon Redshift'],
    listedInTimbr: true,
  },
  {
    slug: 'drill',
    name: 'Apache Drill',
    summary: 'Schema-free SQL over files, NoSQL stores and object storage, reached with the Drill JDBC driver.',
    access: ['dedicated'],
    timbrTypes: ['Apache Drill'],
    listedInTimbr: true,
  },
  {
    slug: 'hive',
    name: 'Apache Hive',
    summary: 'HiveServer2 (and Spark Thrift Server), reached with the Hive JDBC driver.',
    access: ['dedicated'],
    timbrTypes: ['Apache Hive', 'Apache Spark'],
    listedInTimbr: true,
  },
  {
    slug: 'synapse',
    name: 'Azure Synapse Analytics',
    summary: 'Dedicated and serverless SQL pools, reached over the SQL Server protocol.',
    access: ['sqlserver-compatible'],
    timbrTypes: ['Microsoft SQL Server'],
    listedInTimbr: false,
  },
  {
    slug: 'bigquery',
    name: 'Google BigQuery',
    summary: 'Data warehouse of projects and datasets, reached with the Simba BigQuery JDBC driver and a service account or per-user OAuth.',
    access: ['dedicated'],
    timbrTypes: ['Google BigQuery'],
    listedInTimbr: true,
  },
  {
    slug: 'clickhouse',
    name: 'ClickHouse',
    summary: 'Analytical database reached over HTTP(S); also the engine of Timbr\'s cache.',
    access: ['dedicated'],
    timbrTypes: ['Clickhouse'],
    listedInTimbr: true,
  },
  {
    slug: 'mariadb',
    name: 'MariaDB',
    summary: 'MySQL-compatible relational database, reached through the MySQL type.',
    access: ['mysql-compatible'],
    timbrTypes: ['MySQL'],
    listedInTimbr: false,
  },
  {
    slug: 'mongodb',
    name: 'MongoDB',
    summary: 'Document database; Timbr needs a SQL bridge in front of it (Atlas SQL, BI Connector or a query engine).',
    access: ['unverified'],
    timbrTypes: [],
    listedInTimbr: false,
  },
  {
    slug: 'mysql',
    name: 'MySQL',
    summary: 'Relational database, reached with MySQL Connector/J.',
    access: ['dedicated'],
    timbrTypes: ['MySQL'],
    listedInTimbr: true,
  },
  {
    slug: 'oracle',
    name: 'Oracle',
    summary: 'Oracle Database, reached with the Oracle thin JDBC driver.',
    access: ['dedicated'],
    timbrTypes: ['Oracle', 'Oracle 11'],
    listedInTimbr: true,
  },
  {
    slug: 'postgres',
    name: 'PostgreSQL',
    summary: 'Relational database (and compatible services), reached with pgJDBC.',
    access: ['dedicated'],
    timbrTypes: ['PostgreSQL'],
    listedInTimbr: true,
  },
  {
    slug: 'presto',
    name: 'Presto',
    summary: 'SQL query engine (PrestoDB), reached through its coordinator with the Presto JDBC driver.',
    access: ['dedicated'],
    timbrTypes: ['Presto'],
    listedInTimbr: true,
  },
  {
    slug: 'saphana',
    name: 'SAP HANA',
    summary: 'SAP HANA on premises or in SAP HANA Cloud, reached with the SAP ngdbc JDBC driver.',
    access: ['dedicated'],
    timbrTypes: ['SAP Hana'],
    listedInTimbr: true,
  },
  {
    slug: 'snowflake',
    name: 'Snowflake',
    summary: 'Cloud data warehouse, reached with the Snowflake JDBC driver and a dedicated read-only role.',
    access: ['dedicated'],
    timbrTypes: ['Snowflake'],
    listedInTimbr: true,
  },
  {
    slug: 'sqlserver',
    name: 'Microsoft SQL Server',
    summary: 'SQL Server and Azure SQL, reached with the Microsoft JDBC driver.',
    access: ['dedicated'],
    timbrTypes: ['Microsoft SQL Server'],
    listedInTimbr: true,
  },
  {
    slug: 'trino',
    name: 'Trino',
    summary: 'SQL query engine (formerly PrestoSQL), reached through its coordinator with the Trino JDBC driver.',
    access: ['dedicated'],
    timbrTypes: ['Trino'],
    listedInTimbr: true,
  },
  {
    slug: 'vertica',
    name: 'Vertica',
    summary: 'Vertica Analytics Platform, reached with the Vertica JDBC driver.',
    access: ['dedicated'],
    timbrTypes: ['Vertica Analytics Platform'],
    listedInTimbr: true,
  },
];
// END DERIVED LIST
