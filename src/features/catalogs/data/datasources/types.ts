/**
 * Shared types of the data source catalog, and the small constants and helpers
 * that go with them. Each source has its own module next to this file
 * (src/features/catalogs/data/datasources/<slug>.ts, default export typed `DataSource`), so that
 * a data source page ships only its own entry; src/features/catalogs/data/datasources.ts lists
 * them all for the tests and for build-time users.
 *
 * Facts come from the data-source reference notes kept with the project specification.
 * What a reference lists as unknown is NOT filled in: it is `null`, an empty
 * list, or a line of `undocumented`, and the component says so to the reader.
 *
 * This module must stay free of React and Node-only APIs: the unit tests
 * import it directly.
 */

/**
 * How Timbr reaches a source.
 * - `dedicated`: the source has its own entry in Timbr's published list of
 *   datasource types, with its own JDBC driver.
 * - `mysql-compatible`, `postgresql-compatible`, `sqlserver-compatible`: the
 *   source has no entry of its own; it speaks that engine's wire protocol, so it
 *   is reached through that engine's Timbr type and driver.
 * - `unverified`: no published Timbr path; a SQL bridge is needed.
 */
export type AccessKind =
  'dedicated' | 'mysql-compatible' | 'postgresql-compatible' | 'sqlserver-compatible' | 'unverified';

/** Broad family of the source, shown on cards and in the facts table. */
export type SourceFamily =
  'Relational database' | 'Cloud data warehouse' | 'Analytical database' | 'SQL query engine' | 'Document database';

/** A JDBC driver that can reach the source. */
export interface DriverInfo {
  /** Fully qualified Java class name. */
  className: string;
  /** Timbr datasource type that loads this driver; null when Timbr lists none. */
  timbrType: string | null;
  /** Jar file or Maven coordinates, when the reference names them. */
  artifact?: string;
  /** One short remark (aliases, scope, caveats). */
  note?: string;
}

/** A connection URL pattern. `template` uses `<placeholders>` and `[optional]` parts. */
export interface UrlFormat {
  label: string;
  template: string;
}

/** A complete example URL. */
export interface ExampleUrl {
  label: string;
  url: string;
}

/** A port other than the default, with what it is for. */
export interface PortInfo {
  port: number;
  use: string;
}

/** A connection parameter: a form field, a URL part or a driver property. */
export interface ConnectionParameter {
  name: string;
  required: boolean;
  /**
   * Default value: what applies when the parameter is left out. Null when the reference gives none, and always for a
   * required parameter: the usual value of a required port is the entry's `defaultPort`, shown in the connection facts.
   * Shown as code; a value with backticks (one default per engine, with words between) shows only those parts as code.
   */
  default: string | null;
  meaning: string;
}

/** An authentication method the driver or source offers. */
export interface AuthMethod {
  name: string;
  detail: string;
  /** False when the reference says Timbr support for it is not confirmed. */
  confirmedInTimbr?: boolean;
}

/**
 * Values for Timbr's add-datasource form (null = not documented for this source). Each field holds one value:
 * a source with several Timbr types whose values differ (the port, the options) gets one example per type.
 */
export interface FormExample {
  /** Heading of the example's column when a source has several, e.g. "Aurora PostgreSQL-compatible". */
  label?: string;
  /** The one Timbr type the example picks: one of the source's `timbrTypes`, or null when it has none. */
  timbrType: string | null;
  host: string | null;
  port: number | null;
  /**
   * The database, catalog or service that this connection's URL names after the port; null when it names none.
   * Timbr's guides list no form field for it, so the page shows it under the form, as part of the URL of the SQL
   * definition, and says that whether the form has a field for it is not documented.
   */
  urlDatabase: string | null;
  user: string | null;
  /**
   * What the Password field holds, where the sign-in has no password of a user (a key, a token); absent for the
   * common case, the password or secret of the user above.
   */
  password?: string;
  additionalParameters: string | null;
}

/** An external vendor page given as a source in the reference. */
export interface VendorDoc {
  label: string;
  href: string;
}

export interface DataSource {
  /** Folder name under docs/integration/datasources/. */
  slug: string;
  /** Page title and full product name. */
  name: string;
  /** Short name used in sentences and labels. */
  shortName: string;
  /** The company behind the product, where the source's reference names it; null where it names none. */
  vendor: string | null;
  family: SourceFamily;
  /** One sentence for catalog cards. */
  summary: string;
  /** How Timbr reaches the source (one or more paths). */
  access: AccessKind[];
  /** Plain-language explanation of `access`. */
  accessNote: string;
  /** True when the source appears in Timbr's published list of datasource types. */
  listedInTimbr: boolean;
  /** Datasource type(s) to pick in Timbr's form; empty when none is documented. */
  timbrTypes: string[];
  /** Drivers; the first one is the one the Timbr type uses, when there is one. */
  drivers: DriverInfo[];
  urlFormats: UrlFormat[];
  /** How options attach to the URL and to each other. */
  urlSyntax: string;
  exampleUrls: ExampleUrl[];
  /**
   * What the source calls the part of its URL after the port that `FormExample.urlDatabase` holds, when it is not
   * "database": "catalog" for Trino, "service name" for Oracle.
   */
  urlDatabaseTerm?: string;
  /** Default port; null when there is no single default. */
  defaultPort: number | null;
  /** Explains the port when it needs explaining (always set when defaultPort is null). */
  portNote: string | null;
  otherPorts: PortInfo[];
  parameters: ConnectionParameter[];
  /** How to turn on encryption in transit; null when the reference says nothing. */
  tls: string | null;
  authMethods: AuthMethod[];
  /** Supported versions; null when not documented. */
  supportedVersions: string | null;
  /** Source-side prerequisites beyond the common ones (network path, read-only user). */
  prerequisites: string[];
  /** Facts worth knowing that fit nowhere else. */
  notes: string[];
  /** What the reference lists as unknown for this source. */
  undocumented: string[];
  /**
   * The form filled in, one example per column. Example i and `exampleUrls[i]` describe the same connection: the
   * page gives that URL as the `{target_url}` of the SQL definition next to the form.
   */
  formExamples: FormExample[];
  /** The vendor's pages on the driver and its connection URL (not necessarily a list of every property). */
  vendorDocs: VendorDoc[];
  /**
   * True for the one source that holds the sample data of the running example (docs/getting-started/sample-data.md):
   * its page adds the example's own datasource, `SAMPLE_DATASOURCE_NAME`. Every other page adds a second datasource
   * next to it, under a name of its own (`exampleDatasourceName`).
   */
  holdsSampleData?: true;
}

/** The running example's datasource: the one the sample model's mappings, views and cubes name in `USING`. */
export const SAMPLE_DATASOURCE_NAME = 'supply_chain_db';

/**
 * The name a data source page gives the datasource it adds, in the form, the SQL definition and its mapping: the
 * running example's own for the source of the sample data, otherwise `<slug>_db`, so that a second datasource never
 * takes the name of the first.
 */
export function exampleDatasourceName(ds: Pick<DataSource, 'slug' | 'holdsSampleData'>): string {
  return ds.holdsSampleData ? SAMPLE_DATASOURCE_NAME : `${ds.slug}_db`;
}

/** Human-readable label of each access kind. */
export const ACCESS_LABELS: Record<AccessKind, string> = {
  dedicated: 'Dedicated Timbr datasource type',
  'mysql-compatible': 'MySQL-compatible (through the MySQL type)',
  'postgresql-compatible': 'PostgreSQL-compatible (through the PostgreSQL type)',
  'sqlserver-compatible': 'SQL Server-compatible (through the Microsoft SQL Server type)',
  unverified: 'Unverified: no documented Timbr path',
};

/** Doc URL (relative to the site's base URL) of a data source page. */
export function dataSourceDocPath(slug: string): string {
  return `/docs/integration/datasources/${slug}/overview`;
}
