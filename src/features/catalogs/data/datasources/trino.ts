/** Catalog entry of Trino (page docs/integration/datasources/trino/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'trino',
  name: 'Trino',
  shortName: 'Trino',
  vendor: null,
  family: 'SQL query engine',
  summary: 'SQL query engine (formerly PrestoSQL), reached through its coordinator with the Trino JDBC driver.',
  access: ['dedicated'],
  accessNote:
    'Timbr lists "Trino" as a datasource type of its own and connects to the coordinator with the Trino JDBC driver.',
  listedInTimbr: true,
  timbrTypes: ['Trino'],
  drivers: [{className: 'io.trino.jdbc.TrinoDriver', timbrType: 'Trino', artifact: 'io.trino:trino-jdbc'}],
  urlFormats: [
    {label: 'Coordinator only', template: 'jdbc:trino://<host>:<port>'},
    {label: 'With a catalog', template: 'jdbc:trino://<host>:<port>/<catalog>'},
    {label: 'With a catalog and schema', template: 'jdbc:trino://<host>:<port>/<catalog>/<schema>'},
  ],
  urlSyntax:
    "Parameters go in the URL, in the driver's own URL-parameter syntax (Trino's JDBC documentation gives it), or in the driver's properties. In Timbr, type them under Additional parameters.",
  exampleUrls: [
    {label: 'Catalog hive', url: 'jdbc:trino://coordinator:8080/hive'},
    {label: 'Catalog hive, schema default', url: 'jdbc:trino://coordinator:8080/hive/default'},
  ],
  urlDatabaseTerm: 'catalog',
  defaultPort: 8080,
  portNote: 'HTTP. Deployments with TLS commonly use 443 or 8443 with `SSL=true`.',
  otherPorts: [
    {port: 443, use: 'Common HTTPS port'},
    {port: 8443, use: 'Common HTTPS port'},
  ],
  parameters: [
    {
      name: 'catalog / schema',
      required: false,
      default: null,
      meaning: 'Catalog, or catalog and schema, after the port in the URL.',
    },
    {name: 'user', required: true, default: null, meaning: 'User name for the session.'},
    {name: 'password', required: false, default: null, meaning: 'Basic authentication; requires TLS.'},
    {name: 'SSL', required: false, default: null, meaning: '`true` for HTTPS.'},
    {name: 'SSLVerification', required: false, default: null, meaning: '`FULL`, `CA` or `NONE`.'},
    {
      name: 'SSLTrustStorePath',
      required: false,
      default: null,
      meaning: 'Trust store for the coordinator certificate.',
    },
    {name: 'accessToken', required: false, default: null, meaning: 'JWT or OAuth access token.'},
    {
      name: 'clientTags / sessionProperties / source',
      required: false,
      default: null,
      meaning: 'Tags, session properties and source name attached to queries.',
    },
  ],
  tls: '`SSL=true`, with `SSLVerification` set to `FULL`, `CA` or `NONE` (the Trino JDBC documentation says what each checks).',
  authMethods: [
    {name: 'User name only', detail: '`user` alone, where the cluster asks for no password.'},
    {name: 'Password', detail: 'Basic authentication; requires TLS.'},
    {name: 'JWT / OAuth token', detail: '`accessToken`.', confirmedInTimbr: false},
    {name: 'Kerberos', detail: "Through the driver's Kerberos options.", confirmedInTimbr: false},
  ],
  supportedVersions:
    'Trino versions before 350 are not supported by the driver. Use a driver version equal to or newer than the cluster version.',
  prerequisites: ['Read access for the user to the `system.jdbc` tables.'],
  notes: [],
  undocumented: [],
  formExamples: [
    {
      timbrType: 'Trino',
      host: 'coordinator',
      port: 8080,
      urlDatabase: 'hive',
      user: 'timbr_reader',
      additionalParameters: null,
    },
  ],
  vendorDocs: [{label: 'Trino: JDBC driver', href: 'https://trino.io/docs/current/client/jdbc.html'}],
};

export default source;
