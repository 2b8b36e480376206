/** Catalog entry of Microsoft SQL Server (page docs/integration/datasources/sqlserver/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'sqlserver',
  name: 'Microsoft SQL Server',
  shortName: 'SQL Server',
  vendor: 'Microsoft',
  family: 'Relational database',
  summary: 'SQL Server and Azure SQL, reached with the Microsoft JDBC driver.',
  access: ['dedicated'],
  accessNote:
    'Timbr lists "Microsoft SQL Server" as a datasource type of its own and connects with the Microsoft JDBC driver.',
  listedInTimbr: true,
  timbrTypes: ['Microsoft SQL Server'],
  drivers: [{className: 'com.microsoft.sqlserver.jdbc.SQLServerDriver', timbrType: 'Microsoft SQL Server'}],
  urlFormats: [
    {
      label: 'General form',
      template: 'jdbc:sqlserver://[serverName[\\instanceName][:portNumber]][;property=value[;property=value]]',
    },
  ],
  urlSyntax: 'Properties follow the server after `;`, are separated by `;` only, and must not repeat.',
  exampleUrls: [
    {
      label: 'Azure SQL Database',
      url: 'jdbc:sqlserver://<server>.database.windows.net:1433;database=<db>;encrypt=true;trustServerCertificate=false;hostNameInCertificate=*.database.windows.net;loginTimeout=30;',
    },
  ],
  defaultPort: 1433,
  portNote:
    'When you give both a port and an instance name, the port wins. Set the port to avoid a round trip to the SQL Server Browser service.',
  otherPorts: [],
  parameters: [
    {
      name: 'serverName[\\instanceName]',
      required: true,
      default: null,
      meaning: 'Server, optionally with a named instance.',
    },
    {name: 'portNumber', required: false, default: '1433', meaning: 'Server port.'},
    {name: 'databaseName (or database)', required: false, default: null, meaning: 'Database to connect to.'},
    {
      name: 'encrypt / trustServerCertificate',
      required: false,
      default: null,
      meaning:
        'Encryption of the connection and the check of the server certificate; the encryption line under this table gives the values to use.',
    },
    {
      name: 'hostNameInCertificate',
      required: false,
      default: null,
      meaning: 'Host name expected in the server certificate.',
    },
    {
      name: 'trustStore / trustStorePassword',
      required: false,
      default: null,
      meaning: 'Java trust store holding the CA of the server certificate.',
    },
    {name: 'loginTimeout', required: false, default: null, meaning: 'Time limit for the login.'},
    {
      name: 'integratedSecurity / authenticationScheme',
      required: false,
      default: null,
      meaning: '`integratedSecurity=true;authenticationScheme=JavaKerberos` for Windows / Kerberos sign-in.',
    },
    {
      name: 'authentication',
      required: false,
      default: null,
      meaning: 'Microsoft Entra ID method, for example `ActiveDirectoryServicePrincipal`.',
    },
  ],
  tls: '`encrypt=true;trustServerCertificate=false` validates the server certificate. `trustServerCertificate=true` skips validation: use it for tests only.',
  authMethods: [
    {name: 'SQL login', detail: 'User and password.'},
    {
      name: 'Windows / Kerberos',
      detail: '`integratedSecurity=true` with `authenticationScheme=JavaKerberos`.',
      confirmedInTimbr: false,
    },
    {
      name: 'Microsoft Entra ID',
      detail:
        '`authentication=ActiveDirectoryPassword`, `ActiveDirectoryServicePrincipal`, `ActiveDirectoryMSI` and other values.',
      confirmedInTimbr: false,
    },
  ],
  supportedVersions: null,
  prerequisites: [],
  notes: [],
  undocumented: [],
  formExamples: [
    {
      timbrType: 'Microsoft SQL Server',
      host: '<server>.database.windows.net',
      port: 1433,
      urlDatabase: null,
      user: 'timbr_reader',
      additionalParameters:
        'database=<db>;encrypt=true;trustServerCertificate=false;hostNameInCertificate=*.database.windows.net;loginTimeout=30',
    },
  ],
  vendorDocs: [
    {
      label: 'Microsoft: building the JDBC connection URL',
      href: 'https://learn.microsoft.com/sql/connect/jdbc/building-the-connection-url',
    },
  ],
};

export default source;
