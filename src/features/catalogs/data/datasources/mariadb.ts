/** Catalog entry of MariaDB (page docs/integration/datasources/mariadb/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'mariadb',
  name: 'MariaDB',
  shortName: 'MariaDB',
  vendor: null,
  family: 'Relational database',
  summary: 'MySQL-compatible relational database, reached through the MySQL type.',
  access: ['mysql-compatible'],
  accessNote:
    "MariaDB is not in Timbr's published list of datasource types. It speaks the MySQL wire protocol, so it is usually reached with Timbr's MySQL type and driver.",
  listedInTimbr: false,
  timbrTypes: ['MySQL'],
  drivers: [
    {className: 'com.mysql.jdbc.Driver', timbrType: 'MySQL', note: "The usual path: Timbr's MySQL type."},
    {
      className: 'org.mariadb.jdbc.Driver',
      timbrType: null,
      artifact: 'org.mariadb.jdbc:mariadb-java-client',
      note: 'MariaDB Connector/J, the native driver.',
    },
  ],
  urlFormats: [
    {label: 'Through the MySQL type', template: 'jdbc:mysql://<host>:3306/<db>'},
    {
      label: 'Native MariaDB Connector/J',
      template:
        'jdbc:mariadb:[<haMode>:]//<host>[:<port>][,<host2>...]/[<database>][?<key1>=<value1>[&<key2>=<value2>]]',
    },
  ],
  urlSyntax: '`?` before the first option, `&` between options.',
  exampleUrls: [
    {label: 'Through the MySQL type', url: 'jdbc:mysql://<mariadb-host>:3306/supply_chain_demo?sslMode=VERIFY_CA'},
    {label: 'Native driver', url: 'jdbc:mariadb://<host>:3306/<database>?sslMode=verify-full'},
  ],
  defaultPort: 3306,
  portNote: null,
  otherPorts: [],
  parameters: [
    {name: 'Host', required: true, default: null, meaning: 'Server address.'},
    {
      name: 'Port',
      required: false,
      default: '3306',
      meaning: 'Server port; the URL may leave it out when it is `3306`.',
    },
    {name: 'Database', required: false, default: null, meaning: 'Database named in the connection.'},
    {name: 'user / password', required: true, default: null, meaning: 'MariaDB account.'},
    {
      name: 'sslMode',
      required: false,
      default: 'disable',
      meaning: 'Connector/J 3.x: `disable`, `trust`, `verify-ca` or `verify-full`.',
    },
    {
      name: 'serverSslCert',
      required: false,
      default: null,
      meaning: 'Server certificate to trust, with `sslMode`.',
    },
    {
      name: 'permitMysqlScheme',
      required: false,
      default: null,
      meaning: 'Lets Connector/J 3.x accept `jdbc:mysql:` URLs.',
    },
    {
      name: 'useSsl',
      required: false,
      default: null,
      meaning: 'TLS switch of Connector/J 2.7 and earlier (`useSsl=true`).',
    },
  ],
  tls: "Native driver: `sslMode=verify-full` (or `verify-ca`) with `serverSslCert` or a truststore. Through the MySQL type: the MySQL driver's `sslMode` values apply.",
  authMethods: [
    {name: 'User and password', detail: 'A MariaDB account.'},
    {name: 'PAM, GSSAPI', detail: 'Authentication plugins supported by MariaDB.', confirmedInTimbr: false},
  ],
  supportedVersions: null,
  prerequisites: [],
  notes: ['Connector/J 3.x only accepts the `jdbc:mariadb:` scheme unless `permitMysqlScheme` is set.'],
  undocumented: ['Whether Timbr lists "MariaDB" as a type of its own, and which driver it would bundle for it.'],
  formExamples: [
    {
      timbrType: 'MySQL',
      host: '<mariadb-host>',
      port: 3306,
      urlDatabase: 'supply_chain_demo',
      user: 'timbr_reader',
      additionalParameters: 'sslMode=VERIFY_CA',
    },
  ],
  vendorDocs: [
    {
      label: 'MariaDB Connector/J connection parameters',
      href: 'https://mariadb.com/docs/connectors/mariadb-connector-j/about-mariadb-connector-j/connection-parameters',
    },
  ],
};

export default source;
