/** Catalog entry of MongoDB (page docs/integration/datasources/mongodb/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'mongodb',
  name: 'MongoDB',
  shortName: 'MongoDB',
  vendor: null,
  family: 'Document database',
  summary: 'Document database; Timbr needs a SQL bridge in front of it (Atlas SQL, BI Connector or a query engine).',
  access: ['unverified'],
  accessNote:
    "MongoDB is not in Timbr's published list of datasource types, and no source documents how Timbr connects to it. Timbr speaks SQL over JDBC, so MongoDB must sit behind a SQL-capable bridge.",
  listedInTimbr: false,
  timbrTypes: [],
  drivers: [
    {
      className: 'com.mongodb.jdbc.MongoDriver',
      timbrType: null,
      artifact: 'org.mongodb:mongodb-jdbc',
      note: 'The Atlas SQL path.',
    },
    {
      className: 'com.mysql.jdbc.Driver',
      timbrType: 'MySQL',
      note: 'The BI Connector path.',
    },
  ],
  urlFormats: [
    {
      label: 'Atlas SQL JDBC driver',
      template:
        'jdbc:mongodb://[username:password@]host1[:port1][,...hostN[:portN]][/[defaultauthdb][?option1=value1[&option2=value2]...]]',
    },
  ],
  urlSyntax:
    'In the Atlas SQL URL, `?` comes before the first option and `&` between options. An option must not appear both in the URL and in the driver properties.',
  exampleUrls: [
    {
      label: 'Atlas, with TLS and an authentication database',
      url: 'jdbc:mongodb://<atlas-sql-host>/<database>?ssl=true&authSource=<auth-db>',
    },
  ],
  defaultPort: null,
  portNote:
    'No single port: Timbr connects to the SQL bridge, on the port the bridge listens on. For the Atlas SQL driver, Atlas gives the full URL to copy.',
  otherPorts: [],
  parameters: [
    {
      name: 'host[:port]',
      required: true,
      default: null,
      meaning: 'One or more hosts of the Atlas SQL endpoint, from the URL that Atlas gives.',
    },
    {
      name: 'defaultauthdb',
      required: false,
      default: null,
      meaning: 'Default authentication database.',
    },
    {name: 'ssl', required: false, default: null, meaning: '`ssl=true`; Atlas typically requires TLS.'},
    {
      name: 'authSource',
      required: false,
      default: null,
      meaning: "Database that holds the user's credentials; Atlas typically requires it.",
    },
  ],
  tls: 'With `ssl`, in the table above.',
  authMethods: [
    {name: 'SCRAM user and password', detail: 'With `authSource` naming the credentials database.'},
    {name: 'X.509, LDAP, Kerberos', detail: 'Depend on how the deployment is set up.', confirmedInTimbr: false},
  ],
  supportedVersions: null,
  prerequisites: ['A SQL bridge in front of MongoDB, chosen with the comparison below.'],
  notes: [],
  undocumented: ['How Timbr itself connects to MongoDB: the datasource type name and the driver it would use.'],
  formExamples: [
    {
      label: 'the Atlas SQL driver',
      timbrType: null,
      host: '<atlas-sql-host>',
      port: null,
      urlDatabase: '<database>',
      user: 'timbr_reader',
      additionalParameters: 'ssl=true&authSource=<auth-db>',
    },
  ],
  vendorDocs: [{label: 'MongoDB JDBC driver (README)', href: 'https://github.com/mongodb/mongo-jdbc-driver'}],
};

export default source;
