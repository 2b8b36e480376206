/** Catalog entry of Apache Hive (page docs/integration/datasources/hive/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'hive',
  name: 'Apache Hive',
  shortName: 'Hive',
  vendor: null,
  family: 'SQL query engine',
  summary: 'HiveServer2 (and Spark Thrift Server), reached with the Hive JDBC driver.',
  access: ['dedicated'],
  accessNote:
    'Timbr lists "Apache Hive" as a datasource type of its own. The "Apache Spark" type uses the same Hive JDBC driver, for Spark Thrift Server.',
  listedInTimbr: true,
  timbrTypes: ['Apache Hive', 'Apache Spark'],
  drivers: [
    {
      className: 'org.apache.hive.jdbc.HiveDriver',
      timbrType: 'Apache Hive',
      note: 'Also used by the "Apache Spark" type.',
    },
  ],
  urlFormats: [
    {
      label: 'General form',
      template: 'jdbc:hive2://<host1>:<port1>[,<host2>:<port2>]/<dbName>;<sessionConfs>?<hiveConfs>#<hiveVars>',
    },
    {label: 'HTTP transport', template: 'jdbc:hive2://<host>:<port>/<dbName>;transportMode=http;httpPath=<endpoint>'},
    {
      label: 'ZooKeeper service discovery',
      template:
        'jdbc:hive2://<zk1>:<port>,<zk2>:<port>/<dbName>;serviceDiscoveryMode=zooKeeper;zooKeeperNamespace=hiveserver2',
    },
  ],
  urlSyntax: 'Session settings follow the database name after `;`, Hive settings after `?`, Hive variables after `#`.',
  exampleUrls: [{label: 'Remote HiveServer2, binary transport', url: 'jdbc:hive2://<host>:10000/default'}],
  defaultPort: 10000,
  portNote: 'Binary transport. HTTP transport listens on 10001 by default.',
  otherPorts: [{port: 10001, use: 'HiveServer2 in HTTP transport mode'}],
  parameters: [
    {name: 'dbName', required: false, default: 'default', meaning: 'Database used when a query names no database.'},
    {
      name: 'transportMode',
      required: false,
      default: null,
      meaning: 'Set `http` for HTTP transport; leave it out for binary.',
    },
    {name: 'httpPath', required: false, default: null, meaning: 'HTTP endpoint of HiveServer2, commonly `cliservice`.'},
    {
      name: 'ssl',
      required: false,
      default: null,
      meaning: '`ssl=true` turns on TLS; add truststore options as your cluster needs.',
    },
    {
      name: 'serviceDiscoveryMode / zooKeeperNamespace',
      required: false,
      default: null,
      meaning: '`zooKeeper` and `hiveserver2`, when the host list is a ZooKeeper quorum.',
    },
    {
      name: 'principal',
      required: false,
      default: null,
      meaning: 'Kerberos principal of HiveServer2, for example `hive/_HOST@REALM`.',
    },
    {name: 'user / password', required: false, default: null, meaning: 'LDAP or PAM credentials.'},
  ],
  tls: "Add `;ssl=true`, and the truststore options that your cluster's documentation gives for its certificates.",
  authMethods: [
    {name: 'None', detail: 'HiveServer2 without authentication.'},
    {name: 'LDAP or PAM', detail: 'User and password (`user=...;password=...`).'},
    {name: 'Kerberos', detail: 'Add `;principal=hive/_HOST@REALM`.', confirmedInTimbr: false},
  ],
  supportedVersions: null,
  prerequisites: [],
  notes: [],
  undocumented: ['Which Hive versions Timbr supports.'],
  formExamples: [
    {
      timbrType: 'Apache Hive',
      host: '<hiveserver2-host>',
      port: 10000,
      urlDatabase: 'default',
      user: 'timbr_reader',
      additionalParameters: null,
    },
  ],
  vendorDocs: [
    {
      label: 'Cloudera: Hive JDBC connection string',
      href: 'https://docs.cloudera.com/runtime/7.1.0/integrating-hive-and-bi/topics/hive_specify_the_jdbc_connection_string.html',
    },
  ],
};

export default source;
