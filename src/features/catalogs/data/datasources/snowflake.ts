/** Catalog entry of Snowflake (page docs/integration/datasources/snowflake/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'snowflake',
  name: 'Snowflake',
  shortName: 'Snowflake',
  vendor: null,
  family: 'Cloud data warehouse',
  summary: 'Cloud data warehouse, reached with the Snowflake JDBC driver and a dedicated read-only role.',
  access: ['dedicated'],
  accessNote: 'Timbr lists "Snowflake" as a datasource type of its own and connects with the Snowflake JDBC driver.',
  listedInTimbr: true,
  timbrTypes: ['Snowflake'],
  drivers: [
    {
      className: 'net.snowflake.client.jdbc.SnowflakeDriver',
      timbrType: 'Snowflake',
      note: 'The old class `com.snowflake.client.jdbc.SnowflakeDriver` is deprecated.',
    },
  ],
  urlFormats: [
    {
      label: 'General form',
      template: 'jdbc:snowflake://<account_identifier>.snowflakecomputing.com/?<connection_params>',
    },
  ],
  urlSyntax:
    'Parameters are `<param>=<value>` pairs joined by `&`, without spaces. URL-encode special characters: space as `%20`, `&` as `%26`, `=` as `%3D`.',
  exampleUrls: [
    {
      label: 'Account, warehouse, database and the read-only role',
      url: 'jdbc:snowflake://<orgname>-<account_name>.snowflakecomputing.com/?warehouse=<warehouse>&db=<database>&role=readonly_role',
    },
  ],
  defaultPort: 443,
  portNote: 'HTTPS.',
  otherPorts: [],
  parameters: [
    {
      name: 'account_identifier',
      required: true,
      default: null,
      meaning: '`<orgname>-<account_name>` (preferred) or the legacy locator `<locator>.<region>[.<cloud>]`.',
    },
    {
      name: 'user / password',
      required: true,
      default: null,
      meaning: 'Snowflake user and password (password authentication).',
    },
    {name: 'warehouse', required: false, default: null, meaning: 'Warehouse for the queries of the connection.'},
    {name: 'db / schema', required: false, default: null, meaning: 'Database and schema of the connection.'},
    {name: 'role', required: false, default: null, meaning: 'Role of the connection.'},
    {
      name: 'authenticator',
      required: false,
      default: null,
      meaning: '`snowflake_jwt` (key pair), `oauth`, or `externalbrowser`.',
    },
    {
      name: 'CLIENT_SESSION_KEEP_ALIVE',
      required: false,
      default: 'false',
      meaning: 'With `false`, the driver must log in again after 4 hours without activity.',
    },
    {
      name: 'CLIENT_METADATA_REQUEST_USE_CONNECTION_CTX',
      required: false,
      default: null,
      meaning: '`TRUE` limits metadata lookups to the current database and schema.',
    },
  ],
  tls: 'The driver connects over HTTPS, on port 443.',
  authMethods: [
    {name: 'Password', detail: '`user` and `password`.'},
    {
      name: 'Key pair',
      detail:
        '`authenticator=snowflake_jwt` with `private_key_file` and, for an encrypted key, `private_key_file_pwd`.',
      confirmedInTimbr: false,
    },
    {name: 'OAuth', detail: '`authenticator=oauth` and a `token`.', confirmedInTimbr: false},
    {
      name: 'Browser SSO',
      detail: '`authenticator=externalbrowser` is interactive and unsuitable for a server such as Timbr.',
      confirmedInTimbr: false,
    },
  ],
  supportedVersions: null,
  prerequisites: [
    'A warehouse for the queries Timbr sends. Ask your Snowflake administrator which one, and whether the role needs a grant to use it.',
  ],
  notes: ['`SEARCH_PATH` cannot be set in the URL.'],
  undocumented: [
    "Which Snowflake parameters Timbr's form shows as fields and which go under Additional parameters; the form example below assumes that warehouse, database and role go under Additional parameters.",
  ],
  formExamples: [
    {
      timbrType: 'Snowflake',
      host: '<orgname>-<account_name>.snowflakecomputing.com',
      port: 443,
      urlDatabase: null,
      user: 'timbr_snow_ro',
      additionalParameters: 'warehouse=<warehouse>&db=<database>&role=readonly_role',
    },
  ],
  vendorDocs: [
    {
      label: 'Snowflake: configuring the JDBC driver',
      href: 'https://docs.snowflake.com/user-guide/jdbc-configure.html',
    },
  ],
};

export default source;
