/**
 * The whole catalog of the data sources documented under docs/integration/datasources/.
 *
 * One entry per page, each in its own module src/features/catalogs/data/datasources/<slug>.ts, with
 * the shared types in src/features/catalogs/data/datasources/types.ts. A data source page imports
 * only its own module and passes it to the partial
 * docs/integration/datasources/_datasource-common.mdx, which renders the shared
 * parts (connection facts, URL format, parameters, authentication,
 * add-datasource steps) with src/features/catalogs/theme/DataSource.
 *
 * This module gathers every entry, for the unit and end-to-end tests and the
 * build-time derivations (src/features/catalogs/data/datasource-index.ts). Browser code must not
 * import it: it would ship the whole catalog to the reader.
 *
 * This module must stay free of React and Node-only APIs: the unit tests
 * import it directly.
 */
import type {DataSource} from './datasources/types';
import athena from './datasources/athena';
import aurora from './datasources/aurora';
import redshift from './datasources/redshift';
import drill from './datasources/drill';
import hive from './datasources/hive';
import synapse from './datasources/synapse';
import bigquery from './datasources/bigquery';
import clickhouse from './datasources/clickhouse';
import mariadb from './datasources/mariadb';
import mongodb from './datasources/mongodb';
import mysql from './datasources/mysql';
import oracle from './datasources/oracle';
import postgres from './datasources/postgres';
import presto from './datasources/presto';
import saphana from './datasources/saphana';
import snowflake from './datasources/snowflake';
import sqlserver from './datasources/sqlserver';
import trino from './datasources/trino';
import vertica from './datasources/vertica';

export * from './datasources/types';
export * from './timbr-datasource-types';

/** Every entry, in the order of the integration catalogue cards. */
export const DATASOURCES: DataSource[] = [
  athena,
  aurora,
  redshift,
  drill,
  hive,
  synapse,
  bigquery,
  clickhouse,
  mariadb,
  mongodb,
  mysql,
  oracle,
  postgres,
  presto,
  saphana,
  snowflake,
  sqlserver,
  trino,
  vertica,
];

/** Look an entry up by slug; throws for an unknown slug so a typo fails the build. */
export function getDataSource(slug: string): DataSource {
  const entry = DATASOURCES.find((d) => d.slug === slug);
  if (!entry) {
    throw new Error(`Unknown data source slug "${slug}". Known: ${DATASOURCES.map((d) => d.slug).join(', ')}`);
  }
  return entry;
}
