/** Catalog entry of Apache Drill (page docs/integration/datasources/drill/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'drill',
  name: 'Apache Drill',
  shortName: 'Drill',
  vendor: null,
  family: 'SQL query engine',
  summary: 'Schema-free SQL over files, NoSQL stores and object storage, reached with the Drill JDBC driver.',
  access: ['dedicated'],
  accessNote: 'Timbr lists "Apache Drill" as a datasource type of its own and connects with the Drill JDBC driver.',
  listedInTimbr: true,
  timbrTypes: ['Apache Drill'],
  drivers: [
    {
      className: 'org.apache.drill.jdbc.Driver',
      timbrType: 'Apache Drill',
      artifact: 'drill-jdbc-all-<version>.jar',
      note: 'Also used by the "Azure Datalake Storage" and "S3" types.',
    },
  ],
  urlFormats: [
    {
      label: 'Through ZooKeeper',
      template:
        'jdbc:drill:zk=<zk host>[:<port>][,<zk host2>[:<port>]...][/<directory>/<cluster ID>][;schema=<storage plugin>]',
    },
    {label: 'Direct to one drillbit', template: 'jdbc:drill:drillbit=<node>[:<port>]'},
  ],
  urlSyntax: 'Options such as `schema` follow the host part after `;`.',
  exampleUrls: [
    {
      label: 'ZooKeeper quorum, default schema hive',
      url: 'jdbc:drill:zk=10.10.100.56:2181/drill/drillbits1;schema=hive',
    },
    {label: 'Local ZooKeeper', url: 'jdbc:drill:zk=localhost:2181'},
  ],
  defaultPort: 2181,
  portNote:
    'ZooKeeper client port used by the ZooKeeper form of the URL. A direct drillbit connection uses 31010 instead.',
  otherPorts: [
    {port: 5181, use: 'ZooKeeper on MapR / HPE clusters'},
    {port: 31010, use: 'Drillbit user (RPC) port, for the direct form'},
    {port: 8047, use: 'Drill web UI (not used by JDBC)'},
  ],
  parameters: [
    {
      name: 'zk',
      required: false,
      default: null,
      meaning: 'ZooKeeper host list (ZooKeeper form). Port defaults to 2181. Give one of `zk` and `drillbit`.',
    },
    {name: 'directory', required: false, default: '/drill', meaning: 'ZooKeeper root directory of the Drill cluster.'},
    {name: 'cluster ID', required: false, default: 'drillbits1', meaning: 'Drill cluster ID registered in ZooKeeper.'},
    {
      name: 'drillbit',
      required: false,
      default: null,
      meaning: 'Node to connect to (direct form). Port defaults to 31010. Give one of `zk` and `drillbit`.',
    },
    {name: 'tries', required: false, default: '5', meaning: 'Connection attempts (direct form).'},
    {
      name: 'schema',
      required: false,
      default: null,
      meaning: 'Storage plugin, for example `hive`.',
    },
    {
      name: 'User / Password',
      required: false,
      default: null,
      meaning: 'Needed when the cluster has user authentication on.',
    },
  ],
  tls: 'No TLS option is given for Drill here. Ask your Drill administrator whether the cluster encrypts client connections, and which driver options that takes.',
  authMethods: [
    {name: 'None', detail: 'For clusters without user authentication.'},
    {name: 'User and password (PLAIN)', detail: 'When the cluster authenticates users.'},
    {name: 'Kerberos', detail: 'Depends on how the cluster is secured.', confirmedInTimbr: false},
  ],
  supportedVersions: null,
  prerequisites: [
    'The storage plugins that hold your data, set up in Drill, with the tables readable by the user Timbr connects as.',
  ],
  notes: [],
  undocumented: [
    'Which Drill JDBC driver version Timbr bundles.',
    "Which form of the URL (ZooKeeper or direct drillbit) Timbr's form builds from the host and port, and where the ZooKeeper directory and cluster ID go in it.",
  ],
  formExamples: [
    {
      timbrType: 'Apache Drill',
      host: '10.10.100.56',
      port: 2181,
      urlDatabase: null,
      user: 'timbr_reader',
      additionalParameters: 'schema=hive',
    },
  ],
  vendorDocs: [
    {
      label: 'HPE Ezmeral: configuring the Drill JDBC driver',
      href: 'https://docs.ezmeral.hpe.com/datafabric-customer-managed/77/Drill/Downloading-Configuring-Driver.html',
    },
  ],
};

export default source;
