/**
 * Timbr's published list of datasource types and their driver classes, for the
 * table on the integrations overview (src/features/catalogs/theme/DataSource/SupportedTypesTable.tsx)
 * and the catalog's unit tests. Kept apart from src/features/catalogs/data/datasources/types.ts so
 * that data source pages, which import those types, do not ship this list.
 *
 * This module must stay free of React and Node-only APIs: the unit tests
 * import it directly.
 */

/**
 * Timbr's published list of datasource types and their driver classes (SQL
 * reference, Datasource page). Several types have no page of their own.
 */
export interface TimbrDatasourceType {
  type: string;
  /** Driver class, or null for types configured with a JSON connection template. */
  driverClass: string | null;
}

export const TIMBR_DATASOURCE_TYPES: TimbrDatasourceType[] = [
  {type: 'Amazon Athena', driverClass: 'com.simba.athena.jdbc.Driver'},
  {type: 'Amazon Redshift', driverClass: 'com.amazon.redshift.jdbc.Driver'},
  {type: 'Apache Drill', driverClass: 'org.apache.drill.jdbc.Driver'},
  {type: 'Apache Hive', driverClass: 'org.apache.hive.jdbc.HiveDriver'},
  {type: 'Apache Spark', driverClass: 'org.apache.hive.jdbc.HiveDriver'},
  {type: 'Azure Blob Storage', driverClass: null},
  {type: 'Azure Datalake Storage', driverClass: 'org.apache.drill.jdbc.Driver'},
  {type: 'Clickhouse', driverClass: 'com.clickhouse.jdbc.ClickHouseDriver'},
  {type: 'Databricks', driverClass: 'com.simba.spark.jdbc.Driver'},
  {type: 'Google BigQuery', driverClass: 'com.simba.googlebigquery.jdbc42.Driver'},
  {type: 'Google Cloud Storage', driverClass: null},
  {type: 'NetSuite', driverClass: 'com.netsuite.jdbc.openaccess.OpenAccessDriver'},
  {type: 'Microsoft SQL Server', driverClass: 'com.microsoft.sqlserver.jdbc.SQLServerDriver'},
  {type: 'MySQL', driverClass: 'com.mysql.jdbc.Driver'},
  {type: 'Oracle', driverClass: 'oracle.jdbc.driver.OracleDriver'},
  {type: 'Oracle 11', driverClass: 'oracle.jdbc.driver.OracleDriver'},
  {type: 'PostgreSQL', driverClass: 'org.postgresql.Driver'},
  {type: 'Presto', driverClass: 'com.facebook.presto.jdbc.PrestoDriver'},
  {type: 'S3', driverClass: 'org.apache.drill.jdbc.Driver'},
  {type: 'Salesforce', driverClass: 'com.salesforce.datacloud.jdbc.DataCloudJDBCDriver'},
  {type: 'SAP Hana', driverClass: 'com.sap.db.jdbc.Driver'},
  {type: 'Snowflake', driverClass: 'net.snowflake.client.jdbc.SnowflakeDriver'},
  {type: 'Trino', driverClass: 'io.trino.jdbc.TrinoDriver'},
  {type: 'Vertica Analytics Platform', driverClass: 'com.vertica.jdbc.Driver'},
];
