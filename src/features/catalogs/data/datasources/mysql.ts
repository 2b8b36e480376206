/** Catalog entry of MySQL (page docs/integration/datasources/mysql/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'mysql',
  name: 'MySQL',
  shortName: 'MySQL',
  vendor: null,
  family: 'Relational database',
  summary: 'Relational database, reached with MySQL Connector/J.',
  access: ['dedicated'],
  accessNote:
    'Timbr lists "MySQL" as a datasource type of its own and supports it out of the box with MySQL Connector/J.',
  listedInTimbr: true,
  timbrTypes: ['MySQL'],
  drivers: [
    {
      className: 'com.mysql.jdbc.Driver',
      timbrType: 'MySQL',
      note: 'Legacy class name. Connector/J 8 and 9 use `com.mysql.cj.jdbc.Driver` and keep the old name as a deprecated alias.',
    },
  ],
  urlFormats: [
    {label: 'Single host', template: 'jdbc:mysql://<host>[:<port>][/<database>][?<key>=<value>[&...]]'},
    {label: 'Generic form', template: 'protocol//[hosts][/database][?properties]'},
  ],
  urlSyntax: '`?` before the first property, `&` between properties. Percent-encode reserved characters in values.',
  exampleUrls: [
    {label: 'Verified TLS', url: 'jdbc:mysql://<host>:3306/supply_chain_demo?sslMode=VERIFY_CA'},
    {
      label: "Timbr's own metadata database (for comparison)",
      url: 'jdbc:mysql://timbr-db:3306/timbr_metastore?useSSL=false&allowPublicKeyRetrieval=true',
    },
  ],
  defaultPort: 3306,
  portNote: 'Classic protocol. The X Protocol port 33060 is not used here.',
  otherPorts: [{port: 33060, use: 'X Protocol (not used by Timbr)'}],
  parameters: [
    {name: 'Host', required: true, default: null, meaning: 'Server address.'},
    {
      name: 'Port',
      required: false,
      default: '3306',
      meaning: 'Server port; the URL may leave it out when it is `3306`.',
    },
    {name: 'Database', required: false, default: null, meaning: 'Database named in the path of the URL.'},
    {name: 'User / Password', required: true, default: null, meaning: 'MySQL account Timbr connects as.'},
    {
      name: 'sslMode',
      required: false,
      default: 'PREFERRED',
      meaning:
        '`DISABLED`, `PREFERRED`, `REQUIRED`, `VERIFY_CA` or `VERIFY_IDENTITY`. Replaces `useSSL`, `requireSSL` and `verifyServerCertificate`.',
    },
    {
      name: 'allowPublicKeyRetrieval',
      required: false,
      default: null,
      meaning: '`true` lets caching_sha2 / sha256 authentication work without TLS.',
    },
    {
      name: 'serverTimezone / connectionTimeZone',
      required: false,
      default: null,
      meaning: 'Time zone used to convert date and time values.',
    },
    {name: 'connectTimeout', required: false, default: null, meaning: 'Time limit for opening the connection.'},
    {
      name: 'socketTimeout',
      required: false,
      default: null,
      meaning: 'Time limit for reads.',
    },
  ],
  tls: 'Set `sslMode` to `REQUIRED`, `VERIFY_CA` or `VERIFY_IDENTITY`.',
  authMethods: [
    {name: 'User and password', detail: 'A MySQL account with SELECT rights on the schemas you map.'},
    {name: 'PAM, Kerberos', detail: 'Authentication plugins of Connector/J.', confirmedInTimbr: false},
  ],
  supportedVersions: null,
  prerequisites: [
    'For the supply-chain example, `SELECT` on the `supply_chain_demo` and `scdata` schemas for the read-only account (`timbr_reader` in the form example).',
    'Ask your MySQL administrator whether that account can be limited to connections from the Timbr server.',
  ],
  notes: [
    'Other URL protocols exist for special setups: `jdbc:mysql:loadbalance:`, `jdbc:mysql:replication:` and `jdbc:mysql+srv:`.',
  ],
  undocumented: ['Which Connector/J version Timbr bundles.', 'The minimum MySQL version Timbr supports.'],
  formExamples: [
    {
      timbrType: 'MySQL',
      host: '<mysql-host>',
      port: 3306,
      urlDatabase: 'supply_chain_demo',
      user: 'timbr_reader',
      additionalParameters: 'sslMode=VERIFY_CA',
    },
  ],
  vendorDocs: [
    {
      label: 'MySQL Connector/J: connection URL syntax',
      href: 'https://dev.mysql.com/doc/connector-j/en/connector-j-reference-jdbc-url-format.html',
    },
  ],
  holdsSampleData: true,
};

export default source;
