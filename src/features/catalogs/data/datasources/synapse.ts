/** Catalog entry of Azure Synapse Analytics (page docs/integration/datasources/synapse/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'synapse',
  name: 'Azure Synapse Analytics',
  shortName: 'Synapse',
  vendor: 'Microsoft',
  family: 'Cloud data warehouse',
  summary: 'Dedicated and serverless SQL pools, reached over the SQL Server protocol.',
  access: ['sqlserver-compatible'],
  accessNote:
    'Synapse is not in Timbr\'s published list of datasource types. Its SQL pools speak the SQL Server protocol, so you reach them with Timbr\'s "Microsoft SQL Server" type and the Microsoft JDBC driver.',
  listedInTimbr: false,
  timbrTypes: ['Microsoft SQL Server'],
  drivers: [{className: 'com.microsoft.sqlserver.jdbc.SQLServerDriver', timbrType: 'Microsoft SQL Server'}],
  urlFormats: [
    {
      label: 'Workspace SQL pool',
      template:
        'jdbc:sqlserver://<server>:1433;database=<db>;encrypt=true;trustServerCertificate=false;hostNameInCertificate=*.sql.azuresynapse.net;loginTimeout=30;',
    },
    {
      label: 'Standalone dedicated pool (formerly SQL DW)',
      template:
        'jdbc:sqlserver://<server>.database.windows.net:1433;database=<db>;encrypt=true;trustServerCertificate=false;hostNameInCertificate=*.database.windows.net;loginTimeout=30;',
    },
  ],
  urlSyntax: 'Properties follow the server after `;` and are separated by `;` only.',
  exampleUrls: [
    {
      label: 'Dedicated pool of a workspace',
      url: 'jdbc:sqlserver://<workspace>.sql.azuresynapse.net:1433;database=<db>;encrypt=true;trustServerCertificate=false;hostNameInCertificate=*.sql.azuresynapse.net;loginTimeout=30;',
    },
    {
      label: 'Serverless pool of a workspace',
      url: 'jdbc:sqlserver://<workspace>-ondemand.sql.azuresynapse.net:1433;database=<db>;encrypt=true;trustServerCertificate=false;hostNameInCertificate=*.sql.azuresynapse.net;loginTimeout=30;',
    },
  ],
  defaultPort: 1433,
  portNote: null,
  otherPorts: [],
  parameters: [
    {
      name: 'Server',
      required: true,
      default: null,
      meaning:
        'Dedicated: `<workspace>.sql.azuresynapse.net`. Serverless: `<workspace>-ondemand.sql.azuresynapse.net`. Standalone: `<server>.database.windows.net`.',
    },
    {
      name: 'database',
      required: false,
      default: null,
      meaning: 'SQL pool (database) to connect to; the example URLs name it.',
    },
    {name: 'encrypt', required: false, default: null, meaning: '`true` encrypts the connection.'},
    {
      name: 'trustServerCertificate',
      required: false,
      default: null,
      meaning: '`false` makes the driver validate the server certificate.',
    },
    {
      name: 'hostNameInCertificate',
      required: false,
      default: null,
      meaning: '`*.sql.azuresynapse.net` for workspaces, `*.database.windows.net` for standalone pools.',
    },
    {name: 'loginTimeout', required: false, default: null, meaning: 'Time limit for the login.'},
    {
      name: 'authentication',
      required: false,
      default: null,
      meaning: 'Microsoft Entra ID method, for example `ActiveDirectoryServicePrincipal`.',
    },
  ],
  tls: '`encrypt=true;trustServerCertificate=false` with the `hostNameInCertificate` value that matches the endpoint.',
  authMethods: [
    {name: 'SQL authentication', detail: 'SQL user and password.'},
    {
      name: 'Microsoft Entra ID',
      detail:
        '`authentication=ActiveDirectoryPassword`, `ActiveDirectoryServicePrincipal`, `ActiveDirectoryMSI` and other values. Microsoft recommends Entra ID.',
      confirmedInTimbr: false,
    },
  ],
  supportedVersions: null,
  prerequisites: [
    "A Synapse firewall rule (or a managed virtual network path) that admits the Timbr server's outbound address on port 1433.",
  ],
  notes: [
    'The Azure portal builds connection strings for you: open the SQL pool, then Essentials, then "Show database connection strings".',
    'Microsoft suggests a connection timeout of about 300 seconds, so that connections survive short unavailability such as a paused or scaling pool.',
  ],
  undocumented: ['Whether Timbr\'s form lists "Azure Synapse" as a type of its own.'],
  formExamples: [
    {
      timbrType: 'Microsoft SQL Server',
      host: '<workspace>.sql.azuresynapse.net',
      port: 1433,
      urlDatabase: null,
      user: 'timbr_reader',
      additionalParameters:
        'database=<db>;encrypt=true;trustServerCertificate=false;hostNameInCertificate=*.sql.azuresynapse.net;loginTimeout=30',
    },
  ],
  vendorDocs: [
    {
      label: 'Microsoft: Synapse SQL connection strings',
      href: 'https://learn.microsoft.com/en-us/azure/synapse-analytics/sql-data-warehouse/sql-data-warehouse-connection-strings',
    },
    {
      label: 'Microsoft: building the JDBC connection URL',
      href: 'https://learn.microsoft.com/sql/connect/jdbc/building-the-connection-url',
    },
  ],
};

export default source;
