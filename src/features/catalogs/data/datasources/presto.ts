/** Catalog entry of Presto (page docs/integration/datasources/presto/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'presto',
  name: 'Presto',
  shortName: 'Presto',
  vendor: null,
  family: 'SQL query engine',
  summary: 'SQL query engine (PrestoDB), reached through its coordinator with the Presto JDBC driver.',
  access: ['dedicated'],
  accessNote:
    'Timbr lists "Presto" as a datasource type of its own and connects to the coordinator with the PrestoDB JDBC driver.',
  listedInTimbr: true,
  timbrTypes: ['Presto'],
  drivers: [
    {
      className: 'com.facebook.presto.jdbc.PrestoDriver',
      timbrType: 'Presto',
      artifact: 'com.facebook.presto:presto-jdbc',
      note: 'Needs Java 8 or later. Not `io.prestosql.jdbc.PrestoDriver`, which belongs to PrestoSQL (now Trino).',
    },
  ],
  urlFormats: [
    {label: 'Coordinator only', template: 'jdbc:presto://<host>:<port>'},
    {label: 'With a catalog', template: 'jdbc:presto://<host>:<port>/<catalog>'},
    {label: 'With a catalog and schema', template: 'jdbc:presto://<host>:<port>/<catalog>/<schema>'},
  ],
  urlSyntax:
    "Parameters go in the URL, in the driver's own URL-parameter syntax (Presto's JDBC documentation gives it), or in the driver's properties. In Timbr, type them under Additional parameters.",
  exampleUrls: [
    {label: 'Catalog hive', url: 'jdbc:presto://example.net:8080/hive'},
    {label: 'Catalog hive, schema sales', url: 'jdbc:presto://example.net:8080/hive/sales'},
  ],
  urlDatabaseTerm: 'catalog',
  defaultPort: 8080,
  portNote: 'HTTP port of the coordinator. Amazon EMR commonly uses 8889.',
  otherPorts: [{port: 8889, use: 'Common coordinator port on Amazon EMR'}],
  parameters: [
    {
      name: 'catalog / schema',
      required: false,
      default: null,
      meaning: 'Catalog, or catalog and schema, after the port in the URL.',
    },
    {name: 'user', required: true, default: null, meaning: 'User name for the session.'},
    {name: 'password', required: false, default: null, meaning: 'LDAP password; needs `SSL=true`.'},
    {name: 'SSL', required: false, default: 'false', meaning: 'Use HTTPS to the coordinator.'},
    {name: 'SSLKeyStorePath / SSLKeyStorePassword', required: false, default: null, meaning: 'Client key store.'},
    {
      name: 'SSLTrustStorePath / SSLTrustStorePassword',
      required: false,
      default: null,
      meaning: 'Trust store for the coordinator certificate.',
    },
    {
      name: 'socksProxy / httpProxy',
      required: false,
      default: null,
      meaning: 'Proxy between Timbr and the coordinator.',
    },
  ],
  tls: "`SSL=true`, with the trust store options when your coordinator's certificate needs them.",
  authMethods: [
    {name: 'User name only', detail: '`user` alone, where the cluster asks for no password.'},
    {name: 'LDAP password', detail: '`user` and `password`; needs `SSL=true`.'},
    {name: 'Kerberos', detail: "Through the driver's Kerberos options.", confirmedInTimbr: false},
  ],
  supportedVersions: null,
  prerequisites: ['Read access for the user to the `system.jdbc` tables.'],
  notes: [],
  undocumented: [],
  formExamples: [
    {
      timbrType: 'Presto',
      host: 'example.net',
      port: 8080,
      urlDatabase: 'hive',
      user: 'timbr_reader',
      additionalParameters: null,
    },
  ],
  vendorDocs: [{label: 'Presto: JDBC driver', href: 'https://docs.yscope.com/presto/clients/java.html'}],
};

export default source;
