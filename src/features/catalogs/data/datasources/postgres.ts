/** Catalog entry of PostgreSQL (page docs/integration/datasources/postgres/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'postgres',
  name: 'PostgreSQL',
  shortName: 'PostgreSQL',
  vendor: null,
  family: 'Relational database',
  summary: 'Relational database (and compatible services), reached with pgJDBC.',
  access: ['dedicated'],
  accessNote:
    'Timbr lists "PostgreSQL" as a datasource type of its own and connects with the PostgreSQL JDBC driver (pgJDBC).',
  listedInTimbr: true,
  timbrTypes: ['PostgreSQL'],
  drivers: [{className: 'org.postgresql.Driver', timbrType: 'PostgreSQL', note: 'pgJDBC.'}],
  urlFormats: [
    {label: 'Host, port and database', template: 'jdbc:postgresql://<host>:<port>/<database>'},
    {
      label: 'Shorter forms',
      template:
        'jdbc:postgresql:<database>\njdbc:postgresql:/\njdbc:postgresql://<host>/<database>\njdbc:postgresql://<host>/\njdbc:postgresql://<host>:<port>/',
    },
    {label: 'IPv6 address', template: 'jdbc:postgresql://[::1]:5740/accounting'},
  ],
  urlSyntax:
    '`?` before the first option, `&` between options. Options can also be driver properties; the URL and the properties must not conflict.',
  exampleUrls: [
    {label: 'Verified TLS', url: 'jdbc:postgresql://<host>:5432/<db>?sslmode=verify-full&sslrootcert=<ca.pem>'},
  ],
  defaultPort: 5432,
  portNote: null,
  otherPorts: [],
  parameters: [
    {name: 'host', required: false, default: 'localhost', meaning: 'Server address; in brackets for IPv6.'},
    {name: 'port', required: false, default: '5432', meaning: 'Server port.'},
    {name: 'database', required: false, default: 'the user name', meaning: 'Database to connect to.'},
    {name: 'user / password', required: true, default: null, meaning: 'PostgreSQL role Timbr connects as.'},
    {name: 'ssl', required: false, default: null, meaning: '`ssl=true` turns on TLS.'},
    {
      name: 'sslmode',
      required: false,
      default: null,
      meaning: '`disable`, `allow`, `prefer`, `require`, `verify-ca` or `verify-full`.',
    },
    {
      name: 'sslrootcert',
      required: false,
      default: null,
      meaning: 'CA certificate file, for example with `sslmode=verify-full`.',
    },
    {name: 'currentSchema', required: false, default: null, meaning: 'Current schema of the connection.'},
    {name: 'ApplicationName', required: false, default: null, meaning: 'Application name the connection reports.'},
    {
      name: 'loginTimeout / socketTimeout',
      required: false,
      default: null,
      meaning: 'Connection time limits; the pgJDBC documentation gives their meaning and units.',
    },
  ],
  tls: '`sslmode=verify-full` with `sslrootcert` pointing at your CA certificate.',
  authMethods: [
    {name: 'Password', detail: 'md5 or scram-sha-256.'},
    {name: 'Client certificate', detail: 'TLS client certificate authentication.', confirmedInTimbr: false},
    {name: 'Kerberos / GSS', detail: 'GSSAPI authentication.', confirmedInTimbr: false},
  ],
  supportedVersions: null,
  prerequisites: [],
  notes: [],
  undocumented: [],
  formExamples: [
    {
      timbrType: 'PostgreSQL',
      host: '<postgres-host>',
      port: 5432,
      urlDatabase: '<database>',
      user: 'timbr_reader',
      additionalParameters: 'sslmode=verify-full&sslrootcert=<ca.pem>',
    },
  ],
  vendorDocs: [
    {
      label: 'pgJDBC: connecting to the database',
      href: 'https://access.crunchydata.com/documentation/pgjdbc/42.3.3/connect.html',
    },
  ],
};

export default source;
