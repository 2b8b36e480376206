/** Catalog entry of Vertica (page docs/integration/datasources/vertica/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'vertica',
  name: 'Vertica',
  shortName: 'Vertica',
  vendor: null,
  family: 'Analytical database',
  summary: 'Vertica Analytics Platform, reached with the Vertica JDBC driver.',
  access: ['dedicated'],
  accessNote:
    'Timbr lists "Vertica Analytics Platform" as a datasource type of its own and connects with the Vertica JDBC driver.',
  listedInTimbr: true,
  timbrTypes: ['Vertica Analytics Platform'],
  drivers: [
    {
      className: 'com.vertica.jdbc.Driver',
      timbrType: 'Vertica Analytics Platform',
      artifact: 'com.vertica.jdbc:vertica-jdbc',
    },
  ],
  urlFormats: [{label: 'General form', template: 'jdbc:vertica://<host>:<port>/<database>'}],
  urlSyntax:
    "Properties go in the URL, in the driver's own URL-property syntax (Vertica's JDBC documentation gives it), or in the driver's connection properties. In Timbr, type them under Additional parameters.",
  exampleUrls: [{label: 'Default port', url: 'jdbc:vertica://<host>:5433/<database>'}],
  defaultPort: 5433,
  portNote: null,
  otherPorts: [],
  parameters: [
    {name: 'Host', required: true, default: null, meaning: 'A node of the cluster.'},
    {
      name: 'Port',
      required: true,
      default: null,
      meaning: 'Client port of that node; its default is under Connection facts.',
    },
    {name: 'database', required: true, default: null, meaning: 'Vertica database name.'},
    {name: 'user / password', required: true, default: null, meaning: 'Database user Timbr connects as.'},
    {name: 'loginTimeout', required: false, default: null, meaning: 'Time limit for the login.'},
    {name: 'TLSmode', required: false, default: null, meaning: '`disable`, `require`, `verify-ca` or `verify-full`.'},
    {
      name: 'ConnectionLoadBalance',
      required: false,
      default: null,
      meaning: "Load balancing of connections; see Vertica's JDBC documentation.",
    },
    {
      name: 'BackupServerNode',
      required: false,
      default: null,
      meaning: "Backup nodes of the connection; see Vertica's JDBC documentation.",
    },
  ],
  tls: "`TLSmode`, set to `require`, `verify-ca` or `verify-full` (Vertica's JDBC documentation says what each checks).",
  authMethods: [
    {name: 'User and password', detail: 'A database user.'},
    {name: 'Kerberos, OAuth', detail: 'Supported by the driver.', confirmedInTimbr: false},
  ],
  supportedVersions: null,
  prerequisites: [],
  notes: [
    "The property names come from Vertica's JDBC connection-property reference; check them against the driver version you use.",
  ],
  undocumented: [],
  formExamples: [
    {
      timbrType: 'Vertica Analytics Platform',
      host: '<vertica-node>',
      port: 5433,
      urlDatabase: '<database>',
      user: 'timbr_reader',
      additionalParameters: null,
    },
  ],
  vendorDocs: [
    {
      label: 'Vertica: creating and configuring a JDBC connection',
      href: 'https://www.vertica.com/docs/9.3.x/HTML/Content/Authoring/ConnectingToVertica/ClientJDBC/CreatingAndConfiguringAConnection.htm',
    },
  ],
};

export default source;
