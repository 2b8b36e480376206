/**
 * Catalog of the data sources documented under docs/integration/datasources/.
 *
 * One entry per page. The shared parts of every data source page (connection
 * facts, URL format, parameters, authentication, add-datasource steps) are
 * rendered from these entries by src/components/DataSource and the partial
 * docs/integration/datasources/_datasource-common.mdx.
 *
 * Facts come from the data-source reference notes kept with the project specification.
 * What a reference lists as unknown is NOT filled in: it is `null`, an empty
 * list, or a line of `undocumented`, and the component says so to the reader.
 *
 * This module must stay free of React and Node-only APIs: the unit tests
 * import it directly.
 */

/**
 * How Timbr reaches a source.
 * - `dedicated`: the source has its own entry in Timbr's published list of
 *   datasource types, with its own JDBC driver.
 * - `mysql-compatible`, `postgresql-compatible`, `sqlserver-compatible`: the
 *   source has no entry of its own; it speaks that engine's wire protocol, so it
 *   is reached through that engine's Timbr type and driver.
 * - `unverified`: no published Timbr path; a SQL bridge is needed.
 */
export type AccessKind =
  | 'dedicated'
  | 'mysql-compatible'
  | 'postgresql-compatible'
  | 'sqlserver-compatible'
  | 'unverified';

/** Broad family of the source, shown on cards and in the facts table. */
export type SourceFamily =
  | 'Relational database'
  | 'Cloud data warehouse'
  | 'Analytical database'
  | 'SQL query engine'
  | 'Document database';

/** A JDBC driver that can reach the source. */
export interface DriverInfo {
  /** Fully qualified Java class name. */
  className: string;
  /** Timbr datasource type that loads this driver; null when Timbr lists none. */
  timbrType: string | null;
  /** Jar file or Maven coordinates, when the reference names them. */
  artifact?: string;
  /** One short remark (aliases, scope, caveats). */
  note?: string;
}

/** A connection URL pattern. `template` uses `<placeholders>` and `[optional]` parts. */
export interface UrlFormat {
  label: string;
  template: string;
}

/** A complete example URL. */
export interface ExampleUrl {
  label: string;
  url: string;
}

/** A port other than the default, with what it is for. */
export interface PortInfo {
  port: number;
  use: string;
}

/** A connection parameter: a form field, a URL part or a driver property. */
export interface ConnectionParameter {
  name: string;
  required: boolean;
  /** Default value; null when the reference gives none. */
  default: string | null;
  meaning: string;
}

/** An authentication method the driver or source offers. */
export interface AuthMethod {
  name: string;
  detail: string;
  /** False when the reference says Timbr support for it is not confirmed. */
  confirmedInTimbr?: boolean;
}

/** Values for Timbr's add-datasource form (null = not documented for this source). */
export interface FormExample {
  host: string | null;
  port: number | null;
  /** Default database or schema, for sources whose URL carries one. */
  database: string | null;
  user: string | null;
  additionalParameters: string | null;
}

/** An external vendor page given as a source in the reference. */
export interface VendorDoc {
  label: string;
  href: string;
}

export interface DataSource {
  /** Folder name under docs/integration/datasources/. */
  slug: string;
  /** Page title and full product name. */
  name: string;
  /** Short name used in sentences and labels. */
  shortName: string;
  vendor: string;
  family: SourceFamily;
  /** One sentence for catalog cards. */
  summary: string;
  /** How Timbr reaches the source (one or more paths). */
  access: AccessKind[];
  /** Plain-language explanation of `access`. */
  accessNote: string;
  /** True when the source appears in Timbr's published list of datasource types. */
  listedInTimbr: boolean;
  /** Datasource type(s) to pick in Timbr's form; empty when none is documented. */
  timbrTypes: string[];
  /** Drivers; the first one is the one the Timbr type uses, when there is one. */
  drivers: DriverInfo[];
  urlFormats: UrlFormat[];
  /** How options attach to the URL and to each other. */
  urlSyntax: string;
  exampleUrls: ExampleUrl[];
  /** Default port; null when there is no single default. */
  defaultPort: number | null;
  /** Explains the port when it needs explaining (always set when defaultPort is null). */
  portNote: string | null;
  otherPorts: PortInfo[];
  parameters: ConnectionParameter[];
  /** How to turn on encryption in transit; null when the reference says nothing. */
  tls: string | null;
  authMethods: AuthMethod[];
  /** Supported versions; null when not documented. */
  supportedVersions: string | null;
  /** Source-side prerequisites beyond the common ones (network path, read-only user). */
  prerequisites: string[];
  /** Facts worth knowing that fit nowhere else. */
  notes: string[];
  /** What the reference lists as unknown for this source. */
  undocumented: string[];
  formExample: FormExample;
  vendorDocs: VendorDoc[];
}

export const DATASOURCES: DataSource[] = [
  {
    slug: 'athena',
    name: 'Amazon Athena',
    shortName: 'Athena',
    vendor: 'Amazon Web Services',
    family: 'SQL query engine',
    summary: 'Serverless SQL over data in Amazon S3, reached with the Simba Athena JDBC driver.',
    access: ['dedicated'],
    accessNote: 'Timbr lists "Amazon Athena" as a datasource type of its own and connects with the Simba Athena JDBC driver.',
    listedInTimbr: true,
    timbrTypes: ['Amazon Athena'],
    drivers: [{className: 'com.simba.athena.jdbc.Driver', timbrType: 'Amazon Athena', note: 'Simba Athena JDBC driver.'}],
    urlFormats: [
      {
        label: 'Region form',
        template:
          'jdbc:awsathena://AwsRegion=<region>;User=<access-key>;Password=<secret-key>;S3OutputLocation=<output>;[<property>=<value>;...]',
      },
      {
        label: 'Endpoint form (a VPC endpoint works too)',
        template:
          'jdbc:awsathena://athena.<region>.amazonaws.com:443;User=<access-key>;Password=<secret-key>;S3OutputLocation=<output>;[<property>=<value>;...]',
      },
    ],
    urlSyntax:
      'Properties are `name=value` pairs separated by `;`. Property names are case-sensitive, and a property must not appear twice in the URL.',
    exampleUrls: [
      {
        label: 'Region us-west-1, results written to an S3 prefix',
        url: 'jdbc:awsathena://AwsRegion=us-west-1;User=<access-key>;Password=<secret-key>;S3OutputLocation=s3://my-bucket/athena-results/;',
      },
    ],
    defaultPort: 443,
    portNote: 'Athena is reached over HTTPS; only the endpoint form of the URL names the port.',
    otherPorts: [],
    parameters: [
      {name: 'AwsRegion', required: true, default: null, meaning: 'AWS region of the Athena service, for example `us-west-1`. The endpoint form of the URL can replace it.'},
      {name: 'S3OutputLocation', required: true, default: null, meaning: '`s3://` path where Athena writes query results.'},
      {name: 'User', required: false, default: null, meaning: 'AWS access key ID, when you authenticate with an access key.'},
      {name: 'Password', required: false, default: null, meaning: 'AWS secret access key that goes with `User`.'},
      {name: 'Workgroup', required: false, default: null, meaning: 'Athena workgroup that runs the queries.'},
      {name: 'Catalog', required: false, default: 'AwsDataCatalog', meaning: 'Glue Data Catalog to read table definitions from.'},
      {name: 'Schema', required: false, default: null, meaning: 'Database used when a query names no database.'},
      {name: 'AwsCredentialsProviderClass', required: false, default: null, meaning: 'Credentials provider class, used instead of `User` and `Password` (for example with a named profile).'},
    ],
    tls: 'Always encrypted: the driver talks to Athena over HTTPS on port 443.',
    authMethods: [
      {name: 'IAM access key', detail: 'Access key ID in `User`, secret access key in `Password`.'},
      {name: 'Credentials provider or named profile', detail: 'Set `AwsCredentialsProviderClass` (or the profile properties of the driver) instead of putting keys in the URL.'},
      {name: 'Federated identity provider', detail: 'The Simba driver offers federated sign-in options.', confirmedInTimbr: false},
    ],
    supportedVersions: null,
    prerequisites: [
      'An IAM principal allowed to run Athena queries in the chosen workgroup.',
      'Write access for that principal to the `S3OutputLocation` bucket and prefix, and read access to the S3 buckets that hold the table data.',
      'Read access to the Glue Data Catalog (databases, tables and partitions) that Athena uses.',
    ],
    notes: ['The property names of the optional settings come from the Simba Athena driver guide; check them against the driver version you use.'],
    undocumented: [
      'Which Simba Athena driver version Timbr bundles.',
      'Whether the Timbr form has separate fields for the region and the output location, or expects them under Additional parameters.',
    ],
    formExample: {
      host: 'athena.us-west-1.amazonaws.com',
      port: 443,
      database: null,
      user: '<access-key>',
      additionalParameters: 'S3OutputLocation=s3://my-bucket/athena-results/;Workgroup=primary',
    },
    vendorDocs: [
      {
        label: 'Simba Athena JDBC driver: connection URL',
        href: 'https://documentation.insightsoftware.com/athena_jdbc_install_guide/content/jdbc/ath/using/connectionurl.htm',
      },
    ],
  },
  {
    slug: 'aurora',
    name: 'Amazon Aurora',
    shortName: 'Aurora',
    vendor: 'Amazon Web Services',
    family: 'Relational database',
    summary: 'Managed MySQL- or PostgreSQL-compatible clusters, reached through the matching engine type.',
    access: ['mysql-compatible', 'postgresql-compatible'],
    accessNote:
      'Aurora is not in Timbr\'s published list of datasource types. Each Aurora cluster speaks either the MySQL or the PostgreSQL protocol, so you reach it with Timbr\'s MySQL or PostgreSQL type and that engine\'s driver.',
    listedInTimbr: false,
    timbrTypes: ['MySQL', 'PostgreSQL'],
    drivers: [
      {className: 'com.mysql.jdbc.Driver', timbrType: 'MySQL', note: 'For Aurora MySQL-compatible clusters.'},
      {className: 'org.postgresql.Driver', timbrType: 'PostgreSQL', note: 'For Aurora PostgreSQL-compatible clusters.'},
    ],
    urlFormats: [
      {label: 'Aurora MySQL-compatible', template: 'jdbc:mysql://<cluster-endpoint>:3306/<database>'},
      {label: 'Aurora PostgreSQL-compatible', template: 'jdbc:postgresql://<cluster-endpoint>:5432/<database>'},
    ],
    urlSyntax:
      'Options follow the rules of the engine\'s driver: `?` before the first option and `&` between options, for both MySQL and PostgreSQL.',
    exampleUrls: [
      {label: 'Reader endpoint, MySQL-compatible', url: 'jdbc:mysql://<cluster>.cluster-ro-<id>.<region>.rds.amazonaws.com:3306/<database>?sslMode=VERIFY_CA'},
      {label: 'Reader endpoint, PostgreSQL-compatible', url: 'jdbc:postgresql://<cluster>.cluster-ro-<id>.<region>.rds.amazonaws.com:5432/<database>?sslmode=verify-full&sslrootcert=<rds-ca-bundle.pem>'},
    ],
    defaultPort: null,
    portNote: 'There is no single default: the port follows the engine of the cluster.',
    otherPorts: [
      {port: 3306, use: 'Aurora MySQL-compatible clusters'},
      {port: 5432, use: 'Aurora PostgreSQL-compatible clusters'},
    ],
    parameters: [
      {name: 'Host', required: true, default: null, meaning: 'Cluster endpoint: `<cluster>.cluster-<id>.<region>.rds.amazonaws.com` (writer) or `<cluster>.cluster-ro-<id>.<region>.rds.amazonaws.com` (reader).'},
      {name: 'Port', required: true, default: null, meaning: '3306 for MySQL-compatible, 5432 for PostgreSQL-compatible clusters.'},
      {name: 'Database', required: true, default: null, meaning: 'Database to connect to.'},
      {name: 'User / Password', required: true, default: null, meaning: 'Database user and password.'},
      {name: 'sslMode', required: false, default: null, meaning: 'MySQL-compatible clusters: `VERIFY_CA` checks the server certificate against the RDS CA bundle.'},
      {name: 'sslmode / sslrootcert', required: false, default: null, meaning: 'PostgreSQL-compatible clusters: `sslmode=verify-full` with `sslrootcert` pointing at the RDS CA bundle.'},
    ],
    tls: 'Aurora uses the same RDS CA bundle as Amazon RDS. MySQL-compatible: `sslMode=VERIFY_CA`. PostgreSQL-compatible: `sslmode=verify-full&sslrootcert=<file>`.',
    authMethods: [
      {name: 'Database user and password', detail: 'A user created in the Aurora database.'},
      {
        name: 'IAM database authentication, Secrets Manager',
        detail: 'Available through the AWS Advanced JDBC Wrapper (`jdbc:aws-wrapper:postgresql://...` with `wrapperPlugins=failover,iam,secretsManager`).',
        confirmedInTimbr: false,
      },
    ],
    supportedVersions: null,
    prerequisites: [
      'A network path from the Timbr server into the cluster\'s VPC (an inbound rule in the cluster\'s security group), or a public endpoint.',
      'Knowing the engine of the cluster (MySQL- or PostgreSQL-compatible): it decides the Timbr type, driver and port.',
    ],
    notes: [
      'Endpoints: the cluster (writer) endpoint, the reader endpoint (`cluster-ro`), instance endpoints for troubleshooting; Aurora Serverless uses its database endpoint.',
      'MariaDB Connector/J 3.0.3 and later dropped Aurora-specific support; AWS recommends its JDBC wrapper for failover awareness.',
    ],
    undocumented: [
      'Whether Timbr\'s form lists "Amazon Aurora" as a type of its own, and which driver it would use.',
    ],
    formExample: {
      host: '<cluster>.cluster-ro-<id>.<region>.rds.amazonaws.com',
      port: 3306,
      database: 'supply_chain_demo',
      user: 'timbr_reader',
      additionalParameters: 'sslMode=VERIFY_CA',
    },
    vendorDocs: [
      {label: 'AWS: connecting to an Aurora DB cluster', href: 'https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/Aurora.Connecting.html'},
      {label: 'AWS Advanced JDBC Wrapper', href: 'https://aws.github.io/aws-advanced-drivers/jdbc'},
    ],
  },
  {
    slug: 'redshift',
    name: 'Amazon Redshift',
    shortName: 'Redshift',
    vendor: 'Amazon Web Services',
    family: 'Cloud data warehouse',
    summary: 'Provisioned clusters and serverless workgroups, reached with the Amazon Redshift JDBC driver.',
    access: ['dedicated'],
    accessNote: 'Timbr lists "Amazon Redshift" as a datasource type of its own and connects with the Amazon Redshift JDBC driver.',
    listedInTimbr: true,
    timbrTypes: ['Amazon Redshift'],
    drivers: [{className: 'com.amazon.redshift.jdbc.Driver', timbrType: 'Amazon Redshift'}],
    urlFormats: [
      {label: 'Cluster or workgroup', template: 'jdbc:redshift://<endpoint>:<port>/<database>'},
      {label: 'Serverless endpoint (host part)', template: '<workgroup>.<account-id>.<region>.redshift-serverless.amazonaws.com:5439'},
    ],
    urlSyntax:
      'Options are separated from the URL by `;` or `?`, and from each other by `;` or `&`. URL-encode the reserved characters `; + { } [ ] & = ?` and spaces inside values.',
    exampleUrls: [
      {label: 'Provisioned cluster', url: 'jdbc:redshift://examplecluster.abc123xyz789.us-west-2.redshift.amazonaws.com:5439/dev'},
      {label: 'With options', url: 'jdbc:redshift://my_host:5439/dev;ssl=true;defaultRowFetchSize=100'},
    ],
    defaultPort: 5439,
    portNote: null,
    otherPorts: [],
    parameters: [
      {name: 'Endpoint', required: true, default: null, meaning: 'Cluster endpoint, or the serverless workgroup endpoint.'},
      {name: 'Port', required: true, default: '5439', meaning: 'Port the cluster or workgroup listens on.'},
      {name: 'Database', required: true, default: null, meaning: 'Database to connect to, for example `dev`.'},
      {name: 'UID / PWD', required: true, default: null, meaning: 'Database user and password (the `user` and `password` properties work too).'},
      {name: 'ssl', required: false, default: null, meaning: 'Set `ssl=true` to encrypt the connection.'},
      {name: 'defaultRowFetchSize', required: false, default: null, meaning: 'Number of rows fetched per round trip.'},
    ],
    tls: 'Add `ssl=true` to the options.',
    authMethods: [
      {name: 'Database user and password', detail: '`UID` and `PWD`, or the `user` and `password` properties.'},
      {name: 'IAM', detail: 'The `jdbc:redshift:iam://` URL form with the driver\'s IAM properties; check the property names in the AWS documentation.', confirmedInTimbr: false},
    ],
    supportedVersions: null,
    prerequisites: [
      'For a provisioned cluster or a serverless workgroup in a VPC: an inbound rule that lets the Timbr server reach port 5439.',
    ],
    notes: [],
    undocumented: ['Which IAM or SSO options Timbr exposes for Redshift.'],
    formExample: {
      host: 'examplecluster.abc123xyz789.us-west-2.redshift.amazonaws.com',
      port: 5439,
      database: 'dev',
      user: 'timbr_reader',
      additionalParameters: 'ssl=true',
    },
    vendorDocs: [
      {label: 'AWS: finding the JDBC URL', href: 'https://docs.aws.amazon.com/redshift/latest/mgmt/jdbc20-obtain-url.html'},
      {label: 'AWS: building the connection URL', href: 'https://docs.aws.amazon.com/redshift/latest/mgmt/jdbc20-build-connection-url.html'},
    ],
  },
  {
    slug: 'drill',
    name: 'Apache Drill',
    shortName: 'Drill',
    vendor: 'Apache Software Foundation',
    family: 'SQL query engine',
    summary: 'Schema-free SQL over files, NoSQL stores and object storage, reached with the Drill JDBC driver.',
    access: ['dedicated'],
    accessNote:
      'Timbr lists "Apache Drill" as a datasource type of its own and connects with the Drill JDBC driver. Timbr\'s "Azure Datalake Storage" and "S3" types load the same driver.',
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
        template: 'jdbc:drill:zk=<zk host>[:<port>][,<zk host2>[:<port>]...][/<directory>/<cluster ID>][;schema=<storage plugin>]',
      },
      {label: 'Direct to one drillbit', template: 'jdbc:drill:drillbit=<node>[:<port>]'},
    ],
    urlSyntax: 'Options such as `schema` follow the host part after `;`.',
    exampleUrls: [
      {label: 'ZooKeeper quorum, default schema hive', url: 'jdbc:drill:zk=10.10.100.56:2181/drill/drillbits1;schema=hive'},
      {label: 'Local ZooKeeper', url: 'jdbc:drill:zk=localhost:2181'},
    ],
    defaultPort: 2181,
    portNote: 'ZooKeeper client port used by the ZooKeeper form of the URL. A direct drillbit connection uses 31010 instead.',
    otherPorts: [
      {port: 5181, use: 'ZooKeeper on MapR / HPE clusters'},
      {port: 31010, use: 'Drillbit user (RPC) port, for the direct form'},
      {port: 8047, use: 'Drill web UI (not used by JDBC)'},
    ],
    parameters: [
      {name: 'zk', required: true, default: null, meaning: 'ZooKeeper host list (ZooKeeper form). Port defaults to 2181.'},
      {name: 'directory', required: false, default: '/drill', meaning: 'ZooKeeper root directory of the Drill cluster.'},
      {name: 'cluster ID', required: false, default: 'drillbits1', meaning: 'Drill cluster ID registered in ZooKeeper.'},
      {name: 'drillbit', required: true, default: null, meaning: 'Node to connect to (direct form only, instead of `zk`). Port defaults to 31010.'},
      {name: 'tries', required: false, default: '5', meaning: 'Connection attempts (direct form).'},
      {name: 'schema', required: false, default: null, meaning: 'Storage plugin (and workspace) used when a query names no schema.'},
      {name: 'User / Password', required: false, default: null, meaning: 'Needed when the cluster has user authentication on.'},
    ],
    tls: null,
    authMethods: [
      {name: 'None', detail: 'Clusters without user authentication accept any user.'},
      {name: 'User and password (PLAIN)', detail: 'When the cluster authenticates users.'},
      {name: 'Kerberos', detail: 'Depends on how the cluster is secured.'},
    ],
    supportedVersions: null,
    prerequisites: ['The storage plugins that hold your data enabled in Drill, with the tables readable by the user Timbr connects as.'],
    notes: [],
    undocumented: ['Which Drill JDBC driver version Timbr bundles.'],
    formExample: {
      host: '10.10.100.56',
      port: 2181,
      database: null,
      user: 'timbr_reader',
      additionalParameters: 'schema=hive',
    },
    vendorDocs: [
      {label: 'HPE Ezmeral: configuring the Drill JDBC driver', href: 'https://docs.ezmeral.hpe.com/datafabric-customer-managed/77/Drill/Downloading-Configuring-Driver.html'},
    ],
  },
  {
    slug: 'hive',
    name: 'Apache Hive',
    shortName: 'Hive',
    vendor: 'Apache Software Foundation',
    family: 'SQL query engine',
    summary: 'HiveServer2 (and Spark Thrift Server), reached with the Hive JDBC driver.',
    access: ['dedicated'],
    accessNote:
      'Timbr lists "Apache Hive" as a datasource type of its own. The "Apache Spark" type uses the same Hive JDBC driver, for Spark Thrift Server.',
    listedInTimbr: true,
    timbrTypes: ['Apache Hive', 'Apache Spark'],
    drivers: [{className: 'org.apache.hive.jdbc.HiveDriver', timbrType: 'Apache Hive', note: 'Also used by the "Apache Spark" type.'}],
    urlFormats: [
      {label: 'General form', template: 'jdbc:hive2://<host1>:<port1>[,<host2>:<port2>]/<dbName>;<sessionConfs>?<hiveConfs>#<hiveVars>'},
      {label: 'HTTP transport', template: 'jdbc:hive2://<host>:<port>/<dbName>;transportMode=http;httpPath=<endpoint>'},
      {label: 'ZooKeeper service discovery', template: 'jdbc:hive2://<zk1>:<port>,<zk2>:<port>/<dbName>;serviceDiscoveryMode=zooKeeper;zooKeeperNamespace=hiveserver2'},
    ],
    urlSyntax: 'Session settings follow the database name after `;`, Hive settings after `?`, Hive variables after `#`.',
    exampleUrls: [{label: 'Remote HiveServer2, binary transport', url: 'jdbc:hive2://<host>:10000/default'}],
    defaultPort: 10000,
    portNote: 'Binary transport. HTTP transport listens on 10001 by default.',
    otherPorts: [{port: 10001, use: 'HiveServer2 in HTTP transport mode'}],
    parameters: [
      {name: 'dbName', required: false, default: 'default', meaning: 'Database used when a query names no database.'},
      {name: 'transportMode', required: false, default: null, meaning: 'Set `http` for HTTP transport; leave it out for binary.'},
      {name: 'httpPath', required: false, default: null, meaning: 'HTTP endpoint of HiveServer2, commonly `cliservice`.'},
      {name: 'ssl', required: false, default: null, meaning: '`ssl=true` turns on TLS; add truststore options as your cluster needs.'},
      {name: 'serviceDiscoveryMode / zooKeeperNamespace', required: false, default: null, meaning: '`zooKeeper` and `hiveserver2`, when the host list is a ZooKeeper quorum.'},
      {name: 'principal', required: false, default: null, meaning: 'Kerberos principal of HiveServer2, for example `hive/_HOST@REALM`.'},
      {name: 'user / password', required: false, default: null, meaning: 'LDAP or PAM credentials.'},
    ],
    tls: 'Add `;ssl=true` and the truststore options of your cluster.',
    authMethods: [
      {name: 'None', detail: 'HiveServer2 without authentication.'},
      {name: 'LDAP or PAM', detail: 'User and password (`user=...;password=...`).'},
      {name: 'Kerberos', detail: 'Add `;principal=hive/_HOST@REALM`.'},
    ],
    supportedVersions: null,
    prerequisites: [],
    notes: [],
    undocumented: ['Which Hive versions Timbr supports.'],
    formExample: {
      host: '<hiveserver2-host>',
      port: 10000,
      database: 'default',
      user: 'timbr_reader',
      additionalParameters: null,
    },
    vendorDocs: [
      {
        label: 'Cloudera: Hive JDBC connection string',
        href: 'https://docs.cloudera.com/runtime/7.1.0/integrating-hive-and-bi/topics/hive_specify_the_jdbc_connection_string.html',
      },
    ],
  },
  {
    slug: 'synapse',
    name: 'Azure Synapse Analytics',
    shortName: 'Synapse',
    vendor: 'Microsoft',
    family: 'Cloud data warehouse',
    summary: 'Dedicated and serverless SQL pools, reached over the SQL Server protocol.',
    access: ['sqlserver-compatible'],
    accessNote:
      'Synapse is not in Timbr\'s published list of datasource types. Its SQL pools speak the SQL Server protocol, so you reach them with Timbr\'s "Microsoft SQL Server" type and the Microsoft JDBC driver.',
    listedInTimbr: false,
    timbrTypes: ['Microsoft SQL Server'],
    drivers: [{className: 'com.microsoft.sqlserver.jdbc.SQLServerDriver', timbrType: 'Microsoft SQL Server'}],
    urlFormats: [
      {
        label: 'Workspace SQL pool',
        template:
          'jdbc:sqlserver://<server>:1433;database=<db>;encrypt=true;trustServerCertificate=false;hostNameInCertificate=*.sql.azuresynapse.net;loginTimeout=30;',
      },
      {
        label: 'Standalone dedicated pool (formerly SQL DW)',
        template:
          'jdbc:sqlserver://<server>.database.windows.net:1433;database=<db>;encrypt=true;trustServerCertificate=false;hostNameInCertificate=*.database.windows.net;loginTimeout=30;',
      },
    ],
    urlSyntax: 'Properties follow the server after `;` and are separated by `;` only.',
    exampleUrls: [
      {
        label: 'Serverless pool of a workspace',
        url: 'jdbc:sqlserver://<workspace>-ondemand.sql.azuresynapse.net:1433;database=<db>;encrypt=true;trustServerCertificate=false;hostNameInCertificate=*.sql.azuresynapse.net;loginTimeout=30;',
      },
    ],
    defaultPort: 1433,
    portNote: null,
    otherPorts: [],
    parameters: [
      {name: 'Server', required: true, default: null, meaning: 'Dedicated: `<workspace>.sql.azuresynapse.net`. Serverless: `<workspace>-ondemand.sql.azuresynapse.net`. Standalone: `<server>.database.windows.net`.'},
      {name: 'database', required: true, default: null, meaning: 'SQL pool (database) to connect to.'},
      {name: 'encrypt', required: false, default: null, meaning: '`true` encrypts the connection.'},
      {name: 'trustServerCertificate', required: false, default: null, meaning: '`false` makes the driver validate the server certificate.'},
      {name: 'hostNameInCertificate', required: false, default: null, meaning: '`*.sql.azuresynapse.net` for workspaces, `*.database.windows.net` for standalone pools.'},
      {name: 'loginTimeout', required: false, default: null, meaning: 'Seconds to wait for the login.'},
      {name: 'authentication', required: false, default: null, meaning: 'Microsoft Entra ID method, for example `ActiveDirectoryServicePrincipal`.'},
    ],
    tls: '`encrypt=true;trustServerCertificate=false` with the `hostNameInCertificate` value that matches the endpoint.',
    authMethods: [
      {name: 'SQL authentication', detail: 'SQL user and password.'},
      {
        name: 'Microsoft Entra ID',
        detail: '`authentication=ActiveDirectoryPassword`, `ActiveDirectoryServicePrincipal`, `ActiveDirectoryMSI` and other values. Microsoft recommends Entra ID.',
      },
    ],
    supportedVersions: null,
    prerequisites: [
      'A Synapse firewall rule (or a managed virtual network path) that admits the Timbr server\'s outbound address on port 1433.',
    ],
    notes: [
      'The Azure portal builds connection strings for you: open the SQL pool, then Essentials, then "Show database connection strings".',
      'Microsoft suggests a connection timeout of about 300 seconds, so that connections survive short unavailability such as a pool that is resuming or scaling.',
    ],
    undocumented: ['Whether Timbr\'s form lists "Azure Synapse" as a type of its own.'],
    formExample: {
      host: '<workspace>.sql.azuresynapse.net',
      port: 1433,
      database: null,
      user: 'timbr_reader',
      additionalParameters: 'database=<db>;encrypt=true;trustServerCertificate=false;hostNameInCertificate=*.sql.azuresynapse.net;loginTimeout=30',
    },
    vendorDocs: [
      {
        label: 'Microsoft: Synapse SQL connection strings',
        href: 'https://learn.microsoft.com/en-us/azure/synapse-analytics/sql-data-warehouse/sql-data-warehouse-connection-strings',
      },
      {label: 'Microsoft: building the JDBC connection URL', href: 'https://learn.microsoft.com/sql/connect/jdbc/building-the-connection-url'},
    ],
  },
  {
    slug: 'bigquery',
    name: 'Google BigQuery',
    shortName: 'BigQuery',
    vendor: 'Google Cloud',
    family: 'Cloud data warehouse',
    summary: 'Serverless warehouse, reached with the Simba BigQuery JDBC driver and a service account or per-user OAuth.',
    access: ['dedicated'],
    accessNote: 'Timbr lists "Google BigQuery" as a datasource type of its own and connects with the Simba BigQuery JDBC driver.',
    listedInTimbr: true,
    timbrTypes: ['Google BigQuery'],
    drivers: [{className: 'com.simba.googlebigquery.jdbc42.Driver', timbrType: 'Google BigQuery', note: 'Simba BigQuery JDBC driver.'}],
    urlFormats: [
      {label: 'General form', template: 'jdbc:bigquery://https://www.googleapis.com/bigquery/v2:443;ProjectId=<project-id>;OAuthType=<n>;[<option>=<value>;...]'},
    ],
    urlSyntax: 'Properties are `name=value` pairs separated by `;`.',
    exampleUrls: [
      {
        label: 'Service account with a key file',
        url: 'jdbc:bigquery://https://www.googleapis.com/bigquery/v2:443;ProjectId=<project-id>;OAuthType=0;OAuthServiceAcctEmail=<sa>@<project>.iam.gserviceaccount.com;OAuthPvtKeyPath=<path-to-key.json>;',
      },
    ],
    defaultPort: 443,
    portNote: 'HTTPS to the BigQuery API endpoint.',
    otherPorts: [],
    parameters: [
      {name: 'ProjectId', required: true, default: null, meaning: 'Google Cloud project that runs (and is billed for) the queries.'},
      {name: 'OAuthType', required: true, default: null, meaning: 'Authentication method: `0` service account, `1` Google user account, `2` pre-generated tokens, `3` Application Default Credentials.'},
      {name: 'OAuthServiceAcctEmail', required: false, default: null, meaning: 'Service account e-mail (`OAuthType=0`).'},
      {name: 'OAuthPvtKeyPath', required: false, default: null, meaning: 'Path to the service account key (`.json` or `.p12`).'},
      {name: 'OAuthPvtKey', required: false, default: null, meaning: 'The key JSON itself, instead of a path.'},
      {name: 'OAuthAccessToken / OAuthRefreshToken / OAuthClientId / OAuthClientSecret', required: false, default: null, meaning: 'Tokens and OAuth client for `OAuthType=2`.'},
      {name: 'DefaultDataset', required: false, default: null, meaning: 'Dataset used when a query names none.'},
      {name: 'Location', required: false, default: null, meaning: 'Location (region) where queries run.'},
    ],
    tls: 'Always encrypted: the driver calls the BigQuery API over HTTPS on port 443.',
    authMethods: [
      {name: 'Service account (`OAuthType=0`)', detail: '`OAuthServiceAcctEmail` plus `OAuthPvtKeyPath` or `OAuthPvtKey`.'},
      {name: 'Google user account (`OAuthType=1`)', detail: 'Interactive sign-in of a Google user.'},
      {name: 'Pre-generated tokens (`OAuthType=2`)', detail: '`OAuthAccessToken`, `OAuthRefreshToken`, `OAuthClientId`, `OAuthClientSecret`.'},
      {name: 'Application Default Credentials (`OAuthType=3`)', detail: 'Credentials found in the environment of the Timbr server.'},
      {name: 'Per-user token in Timbr', detail: 'Platform setting `USE_BIGQUERY_TOKEN` (default `False`): each user queries BigQuery with an authentication token of their own.'},
    ],
    supportedVersions: null,
    prerequisites: [
      'A service account (or user) with the BigQuery Job User role on the project that runs queries and the BigQuery Data Viewer role on the datasets you map.',
    ],
    notes: [
      'The `OAuthType` numbering comes from the Simba/Google driver guide; check it for the driver version you use.',
      'In JDBC terms a BigQuery project is the catalog and a dataset is the schema.',
    ],
    undocumented: ['How Timbr\'s form takes the service account key (file upload, path on the server or inline JSON).'],
    formExample: {
      host: null,
      port: 443,
      database: null,
      user: null,
      additionalParameters: 'ProjectId=<project-id>;OAuthType=0;OAuthServiceAcctEmail=<sa>@<project>.iam.gserviceaccount.com;OAuthPvtKeyPath=<path-to-key.json>',
    },
    vendorDocs: [{label: 'Google Cloud: JDBC for BigQuery', href: 'https://docs.cloud.google.com/bigquery/docs/jdbc-for-bigquery'}],
  },
  {
    slug: 'clickhouse',
    name: 'ClickHouse',
    shortName: 'ClickHouse',
    vendor: 'ClickHouse, Inc.',
    family: 'Analytical database',
    summary: 'Column-oriented analytical database over HTTP(S); also the engine of Timbr\'s cache.',
    access: ['dedicated'],
    accessNote: 'Timbr lists "Clickhouse" as a datasource type of its own and connects with the ClickHouse JDBC driver over the HTTP(S) interface.',
    listedInTimbr: true,
    timbrTypes: ['Clickhouse'],
    drivers: [
      {
        className: 'com.clickhouse.jdbc.ClickHouseDriver',
        timbrType: 'Clickhouse',
        artifact: 'com.clickhouse:clickhouse-jdbc (classifier all)',
      },
    ],
    urlFormats: [
      {label: 'General form', template: 'jdbc:clickhouse://<host>:<port>[/<database>][?<param>=<value>&...]'},
      {label: 'Short prefix', template: 'jdbc:ch://<host>:<port>[/<database>][?<param>=<value>&...]'},
    ],
    urlSyntax: '`?` before the first option, `&` between options. Inside `custom_http_params`, URL-encode `=` as `%3D` and `,` as `%2C`.',
    exampleUrls: [{label: 'HTTPS to ClickHouse Cloud', url: 'jdbc:clickhouse://<host>:8443/<database>?ssl=true&sslmode=strict'}],
    defaultPort: 8123,
    portNote: 'HTTP interface. Use 8443 for HTTPS. The native TCP port 9000 is not used by the JDBC driver.',
    otherPorts: [
      {port: 8443, use: 'HTTPS interface (required by ClickHouse Cloud)'},
      {port: 9000, use: 'Native TCP protocol (not used by JDBC)'},
    ],
    parameters: [
      {name: 'Host / Port', required: true, default: '8123', meaning: 'HTTP(S) interface of the server.'},
      {name: 'database', required: false, default: null, meaning: 'Database used when a query names none.'},
      {name: 'User', required: true, default: 'default', meaning: 'ClickHouse user; the server\'s built-in user is `default`.'},
      {name: 'ssl', required: false, default: null, meaning: '`ssl=true` for HTTPS.'},
      {name: 'sslmode', required: false, default: null, meaning: '`strict` validates the certificate, `none` does not.'},
      {name: 'socket_timeout', required: false, default: null, meaning: 'Socket timeout in milliseconds; raise it for long queries.'},
      {name: 'custom_http_params', required: false, default: null, meaning: 'ClickHouse settings sent with every request, URL-encoded.'},
    ],
    tls: '`ssl=true` on port 8443, with `sslmode=strict` to validate the certificate.',
    authMethods: [{name: 'User and password', detail: 'A ClickHouse user; the built-in user is `default`.'}],
    supportedVersions: null,
    prerequisites: [],
    notes: ['ClickHouse Cloud only accepts HTTPS (port 8443).'],
    undocumented: ['Which ClickHouse JDBC driver version Timbr bundles.'],
    formExample: {
      host: '<clickhouse-host>',
      port: 8123,
      database: 'supply_chain_demo',
      user: 'timbr_reader',
      additionalParameters: 'socket_timeout=21600000',
    },
    vendorDocs: [{label: 'ClickHouse: JDBC driver', href: 'https://clickhouse.com/docs/integrations/language-clients/java/jdbc'}],
  },
  {
    slug: 'mariadb',
    name: 'MariaDB',
    shortName: 'MariaDB',
    vendor: 'MariaDB',
    family: 'Relational database',
    summary: 'MySQL-compatible relational database, reached through the MySQL type.',
    access: ['mysql-compatible'],
    accessNote:
      'MariaDB is not in Timbr\'s published list of datasource types. It speaks the MySQL wire protocol, so it is usually reached with Timbr\'s MySQL type and driver.',
    listedInTimbr: false,
    timbrTypes: ['MySQL'],
    drivers: [
      {className: 'com.mysql.jdbc.Driver', timbrType: 'MySQL', note: 'The usual path: Timbr\'s MySQL type.'},
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
        template: 'jdbc:mariadb:[<haMode>:]//<host>[:<port>][,<host2>...]/[<database>][?<key1>=<value1>[&<key2>=<value2>]]',
      },
    ],
    urlSyntax: '`?` before the first option, `&` between options.',
    exampleUrls: [{label: 'Native driver', url: 'jdbc:mariadb://<host>:3306/<database>?user=<user>&password=<password>'}],
    defaultPort: 3306,
    portNote: null,
    otherPorts: [],
    parameters: [
      {name: 'Host / Port', required: true, default: '3306', meaning: 'Server address and port.'},
      {name: 'Database', required: false, default: null, meaning: 'Database used when a query names none.'},
      {name: 'user / password', required: true, default: null, meaning: 'MariaDB account.'},
      {name: 'sslMode', required: false, default: 'disable', meaning: 'Connector/J 3.x: `disable`, `trust`, `verify-ca` or `verify-full`.'},
      {name: 'serverSslCert', required: false, default: null, meaning: 'Server certificate (or CA) to trust, for `verify-ca` and `verify-full`.'},
      {name: 'permitMysqlScheme', required: false, default: null, meaning: 'Lets Connector/J 3.x accept `jdbc:mysql:` URLs.'},
      {name: 'useSsl', required: false, default: null, meaning: 'TLS switch of Connector/J 2.7 and earlier (`useSsl=true`).'},
    ],
    tls: 'Native driver: `sslMode=verify-full` (or `verify-ca`) with `serverSslCert` or a truststore. Through the MySQL type: the MySQL driver\'s `sslMode` values apply.',
    authMethods: [
      {name: 'User and password', detail: 'A MariaDB account.'},
      {name: 'PAM, GSSAPI', detail: 'Authentication plugins supported by MariaDB.', confirmedInTimbr: false},
    ],
    supportedVersions: null,
    prerequisites: [],
    notes: ['Connector/J 3.x only accepts the `jdbc:mariadb:` scheme unless `permitMysqlScheme` is set.'],
    undocumented: ['Whether Timbr lists "MariaDB" as a type of its own, and which driver it would bundle for it.'],
    formExample: {
      host: '<mariadb-host>',
      port: 3306,
      database: 'supply_chain_demo',
      user: 'timbr_reader',
      additionalParameters: 'sslMode=VERIFY_CA',
    },
    vendorDocs: [
      {label: 'MariaDB Connector/J connection parameters', href: 'https://mariadb.com/docs/connectors/mariadb-connector-j/about-mariadb-connector-j/connection-parameters'},
    ],
  },
  {
    slug: 'mongodb',
    name: 'MongoDB',
    shortName: 'MongoDB',
    vendor: 'MongoDB, Inc.',
    family: 'Document database',
    summary: 'Document database; Timbr needs a SQL bridge in front of it (Atlas SQL, BI Connector or a query engine).',
    access: ['unverified'],
    accessNote:
      'MongoDB is not in Timbr\'s published list of datasource types, and no source documents how Timbr connects to it. Timbr speaks SQL over JDBC, so MongoDB must sit behind a SQL-capable bridge.',
    listedInTimbr: false,
    timbrTypes: [],
    drivers: [
      {
        className: 'com.mongodb.jdbc.MongoDriver',
        timbrType: null,
        artifact: 'org.mongodb:mongodb-jdbc',
        note: 'MongoDB Atlas SQL JDBC driver; works with Atlas (Atlas SQL interface / Data Federation) only, not with a plain mongod.',
      },
      {
        className: 'com.mysql.jdbc.Driver',
        timbrType: 'MySQL',
        note: 'Through the MongoDB BI Connector, which speaks the MySQL wire protocol.',
      },
    ],
    urlFormats: [
      {
        label: 'Atlas SQL JDBC driver',
        template: 'jdbc:mongodb://[username:password@]host1[:port1][,...hostN[:portN]][/[defaultauthdb][?option1=value1[&option2=value2]...]]',
      },
    ],
    urlSyntax: '`?` before the first option, `&` between options. An option must not appear both in the URL and in the driver properties.',
    exampleUrls: [{label: 'Atlas, with TLS and an authentication database', url: 'jdbc:mongodb://<atlas-sql-host>/<database>?ssl=true&authSource=<auth-db>'}],
    defaultPort: 27017,
    portNote: 'Default MongoDB port. Atlas gives you the full URL to copy.',
    otherPorts: [],
    parameters: [
      {name: 'host[:port]', required: true, default: '27017', meaning: 'One or more hosts; copy them from Atlas (Connect, then Atlas SQL, then JDBC Driver).'},
      {name: 'defaultauthdb', required: false, default: null, meaning: 'Database used for authentication and as default.'},
      {name: 'ssl', required: false, default: null, meaning: '`ssl=true`; Atlas typically requires TLS.'},
      {name: 'authSource', required: false, default: null, meaning: 'Database that holds the user\'s credentials; Atlas typically requires it.'},
    ],
    tls: '`ssl=true`; Atlas typically requires it.',
    authMethods: [
      {name: 'SCRAM user and password', detail: 'With `authSource` naming the credentials database.'},
      {name: 'X.509, LDAP, Kerberos', detail: 'Depend on how the deployment is set up.', confirmedInTimbr: false},
    ],
    supportedVersions: null,
    prerequisites: ['A SQL bridge in front of MongoDB: the Atlas SQL interface, the BI Connector, or a query engine with a MongoDB connector.'],
    notes: [],
    undocumented: ['How Timbr itself connects to MongoDB: the datasource type name and the driver it would use.'],
    formExample: {
      host: '<bi-connector-host>',
      port: null,
      database: null,
      user: 'timbr_reader',
      additionalParameters: null,
    },
    vendorDocs: [{label: 'MongoDB JDBC driver (README)', href: 'https://github.com/mongodb/mongo-jdbc-driver'}],
  },
  {
    slug: 'mysql',
    name: 'MySQL',
    shortName: 'MySQL',
    vendor: 'Oracle',
    family: 'Relational database',
    summary: 'Open-source relational database, reached with MySQL Connector/J.',
    access: ['dedicated'],
    accessNote: 'Timbr lists "MySQL" as a datasource type of its own and supports it out of the box with MySQL Connector/J.',
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
      {label: 'Timbr\'s own metadata database (for comparison)', url: 'jdbc:mysql://timbr-db:3306/timbr_metastore?useSSL=false&allowPublicKeyRetrieval=true'},
    ],
    defaultPort: 3306,
    portNote: 'Classic protocol. The X Protocol port 33060 is not used here.',
    otherPorts: [{port: 33060, use: 'X Protocol (not used by Timbr)'}],
    parameters: [
      {name: 'Host / Port', required: true, default: '3306', meaning: 'Server address and port.'},
      {name: 'Database', required: false, default: null, meaning: 'Database used when a query names none.'},
      {name: 'User / Password', required: true, default: null, meaning: 'MySQL account Timbr connects as.'},
      {name: 'sslMode', required: false, default: 'PREFERRED', meaning: '`DISABLED`, `PREFERRED`, `REQUIRED`, `VERIFY_CA` or `VERIFY_IDENTITY`. Replaces `useSSL`, `requireSSL` and `verifyServerCertificate`.'},
      {name: 'allowPublicKeyRetrieval', required: false, default: null, meaning: '`true` lets caching_sha2 / sha256 authentication work without TLS.'},
      {name: 'serverTimezone / connectionTimeZone', required: false, default: null, meaning: 'Time zone used to convert date and time values.'},
      {name: 'connectTimeout', required: false, default: null, meaning: 'Milliseconds to wait for the connection.'},
      {name: 'socketTimeout', required: false, default: null, meaning: 'Milliseconds to wait on a read before giving up.'},
    ],
    tls: 'Set `sslMode` to `REQUIRED`, `VERIFY_CA` or `VERIFY_IDENTITY`.',
    authMethods: [
      {name: 'User and password', detail: 'A MySQL account with SELECT rights on the schemas you map.'},
      {name: 'PAM, Kerberos', detail: 'Authentication plugins of Connector/J.', confirmedInTimbr: false},
    ],
    supportedVersions: null,
    prerequisites: [],
    notes: ['Other URL protocols exist for special setups: `jdbc:mysql:loadbalance:`, `jdbc:mysql:replication:` and `jdbc:mysql+srv:`.'],
    undocumented: ['Which Connector/J version Timbr bundles.', 'The minimum MySQL version Timbr supports.'],
    formExample: {
      host: '<mysql-host>',
      port: 3306,
      database: 'supply_chain_demo',
      user: 'timbr_reader',
      additionalParameters: 'sslMode=VERIFY_CA',
    },
    vendorDocs: [{label: 'MySQL Connector/J: connection URL syntax', href: 'https://dev.mysql.com/doc/connector-j/en/connector-j-reference-jdbc-url-format.html'}],
  },
  {
    slug: 'oracle',
    name: 'Oracle',
    shortName: 'Oracle',
    vendor: 'Oracle',
    family: 'Relational database',
    summary: 'Oracle Database, reached with the Oracle thin JDBC driver.',
    access: ['dedicated'],
    accessNote: 'Timbr lists two datasource types, "Oracle" and "Oracle 11" (for Oracle Database 11g), both with the Oracle thin JDBC driver.',
    listedInTimbr: true,
    timbrTypes: ['Oracle', 'Oracle 11'],
    drivers: [
      {
        className: 'oracle.jdbc.driver.OracleDriver',
        timbrType: 'Oracle',
        artifact: 'ojdbc8 / ojdbc11',
        note: 'Newer alias: `oracle.jdbc.OracleDriver`. The "Oracle 11" type uses the same class.',
      },
    ],
    urlFormats: [
      {label: 'Service name (recommended)', template: 'jdbc:oracle:thin:@//<host>:<port>/<service_name>'},
      {label: 'SID (legacy)', template: 'jdbc:oracle:thin:@<host>:<port>:<SID>'},
      {label: 'TNS alias', template: 'jdbc:oracle:thin:@<TNSName>'},
      {
        label: 'Full descriptor (RAC)',
        template:
          'jdbc:oracle:thin:@(DESCRIPTION=(ADDRESS_LIST=(ADDRESS=(PROTOCOL=TCP)(HOST=<h1>)(PORT=1521))...)(CONNECT_DATA=(SERVICE_NAME=<svc>)))',
      },
    ],
    urlSyntax: 'The thin driver takes no options in the URL path; the connect descriptor carries host, port and service.',
    exampleUrls: [{label: 'Service name XE', url: 'jdbc:oracle:thin:@//192.168.2.1:1521/XE'}],
    defaultPort: 1521,
    portNote: 'Default listener port.',
    otherPorts: [],
    parameters: [
      {name: 'Host / Port', required: true, default: '1521', meaning: 'Listener address and port.'},
      {name: 'service_name', required: true, default: null, meaning: 'Database service (recommended). Use a SID only for legacy setups.'},
      {name: 'User / Password', required: true, default: null, meaning: 'Database user; its schema is the default schema.'},
    ],
    tls: 'TCPS with a wallet, as Autonomous Database requires (a driver feature).',
    authMethods: [
      {name: 'User and password', detail: 'A database user.'},
      {name: 'Wallet / TCPS', detail: 'For Autonomous Database; a feature of the driver.', confirmedInTimbr: false},
    ],
    supportedVersions: 'Timbr has a separate "Oracle 11" type for Oracle Database 11g. TNS alias URLs need driver 10.2.0.1 or later.',
    prerequisites: [],
    notes: [],
    undocumented: ['What differs between Timbr\'s "Oracle" and "Oracle 11" types.'],
    formExample: {
      host: '192.168.2.1',
      port: 1521,
      database: null,
      user: 'TIMBR_READER',
      additionalParameters: null,
    },
    vendorDocs: [],
  },
  {
    slug: 'postgres',
    name: 'PostgreSQL',
    shortName: 'PostgreSQL',
    vendor: 'PostgreSQL Global Development Group',
    family: 'Relational database',
    summary: 'Open-source relational database (and compatible services), reached with pgJDBC.',
    access: ['dedicated'],
    accessNote: 'Timbr lists "PostgreSQL" as a datasource type of its own and connects with the PostgreSQL JDBC driver (pgJDBC).',
    listedInTimbr: true,
    timbrTypes: ['PostgreSQL'],
    drivers: [{className: 'org.postgresql.Driver', timbrType: 'PostgreSQL', note: 'pgJDBC.'}],
    urlFormats: [
      {label: 'Host, port and database', template: 'jdbc:postgresql://<host>:<port>/<database>'},
      {label: 'Shorter forms', template: 'jdbc:postgresql:<database>\njdbc:postgresql:/\njdbc:postgresql://<host>/<database>\njdbc:postgresql://<host>/\njdbc:postgresql://<host>:<port>/'},
      {label: 'IPv6 address', template: 'jdbc:postgresql://[::1]:5740/accounting'},
    ],
    urlSyntax: '`?` before the first option, `&` between options. Options can also be driver properties; the URL and the properties must not conflict.',
    exampleUrls: [{label: 'Verified TLS', url: 'jdbc:postgresql://<host>:5432/<db>?sslmode=verify-full&sslrootcert=<ca.pem>'}],
    defaultPort: 5432,
    portNote: null,
    otherPorts: [],
    parameters: [
      {name: 'host', required: false, default: 'localhost', meaning: 'Server address; in brackets for IPv6.'},
      {name: 'port', required: false, default: '5432', meaning: 'Server port.'},
      {name: 'database', required: false, default: 'the user name', meaning: 'Database to connect to.'},
      {name: 'user / password', required: true, default: null, meaning: 'PostgreSQL role Timbr connects as.'},
      {name: 'ssl', required: false, default: null, meaning: '`ssl=true` turns on TLS.'},
      {name: 'sslmode', required: false, default: null, meaning: '`disable`, `allow`, `prefer`, `require`, `verify-ca` or `verify-full`.'},
      {name: 'sslrootcert', required: false, default: null, meaning: 'CA certificate file used by `verify-ca` and `verify-full`.'},
      {name: 'currentSchema', required: false, default: null, meaning: 'Schema search path for unqualified names.'},
      {name: 'ApplicationName', required: false, default: null, meaning: 'Name shown for the session on the server.'},
      {name: 'loginTimeout / socketTimeout', required: false, default: null, meaning: 'Seconds to wait for the login and for a read.'},
    ],
    tls: '`sslmode=verify-full` with `sslrootcert` pointing at your CA certificate.',
    authMethods: [
      {name: 'Password', detail: 'md5 or scram-sha-256, as the server\'s `pg_hba.conf` requires.'},
      {name: 'Client certificate', detail: 'TLS client certificate authentication.', confirmedInTimbr: false},
      {name: 'Kerberos / GSS', detail: 'GSSAPI authentication.', confirmedInTimbr: false},
    ],
    supportedVersions: null,
    prerequisites: ['An entry in the server\'s `pg_hba.conf` that admits the Timbr server\'s address for the chosen database and user.'],
    notes: [],
    undocumented: [],
    formExample: {
      host: '<postgres-host>',
      port: 5432,
      database: '<database>',
      user: 'timbr_reader',
      additionalParameters: 'sslmode=verify-full&sslrootcert=<ca.pem>',
    },
    vendorDocs: [{label: 'pgJDBC: connecting to the database', href: 'https://access.crunchydata.com/documentation/pgjdbc/42.3.3/connect.html'}],
  },
  {
    slug: 'presto',
    name: 'Presto',
    shortName: 'Presto',
    vendor: 'Presto Foundation',
    family: 'SQL query engine',
    summary: 'Distributed SQL engine (PrestoDB), reached through its coordinator with the Presto JDBC driver.',
    access: ['dedicated'],
    accessNote: 'Timbr lists "Presto" as a datasource type of its own and connects to the coordinator with the PrestoDB JDBC driver.',
    listedInTimbr: true,
    timbrTypes: ['Presto'],
    drivers: [
      {
        className: 'com.facebook.presto.jdbc.PrestoDriver',
        timbrType: 'Presto',
        artifact: 'com.facebook.presto:presto-jdbc',
        note: 'Not `io.prestosql.jdbc.PrestoDriver`, which belongs to PrestoSQL (now Trino).',
      },
    ],
    urlFormats: [
      {label: 'Coordinator only', template: 'jdbc:presto://<host>:<port>'},
      {label: 'With a catalog', template: 'jdbc:presto://<host>:<port>/<catalog>'},
      {label: 'With a catalog and schema', template: 'jdbc:presto://<host>:<port>/<catalog>/<schema>'},
    ],
    urlSyntax: '`?` before the first parameter, `&` between parameters; parameters can also be driver properties.',
    exampleUrls: [{label: 'Catalog hive, schema sales', url: 'jdbc:presto://example.net:8080/hive/sales'}],
    defaultPort: 8080,
    portNote: 'HTTP port of the coordinator. Amazon EMR commonly uses 8889.',
    otherPorts: [{port: 8889, use: 'Common coordinator port on Amazon EMR'}],
    parameters: [
      {name: 'catalog / schema', required: false, default: null, meaning: 'Defaults for unqualified table names (URL path).'},
      {name: 'user', required: true, default: null, meaning: 'User name for the session.'},
      {name: 'password', required: false, default: null, meaning: 'LDAP password; needs `SSL=true`.'},
      {name: 'SSL', required: false, default: 'false', meaning: 'Use HTTPS to the coordinator.'},
      {name: 'SSLKeyStorePath / SSLKeyStorePassword', required: false, default: null, meaning: 'Client key store.'},
      {name: 'SSLTrustStorePath / SSLTrustStorePassword', required: false, default: null, meaning: 'Trust store for the coordinator certificate.'},
      {name: 'socksProxy / httpProxy', required: false, default: null, meaning: 'Proxy between Timbr and the coordinator.'},
    ],
    tls: '`SSL=true`, with a trust store when the coordinator certificate is not publicly trusted.',
    authMethods: [
      {name: 'User name only', detail: 'Clusters without authentication take the `user` as given.'},
      {name: 'LDAP password', detail: '`user` and `password`; needs `SSL=true`.'},
      {name: 'Kerberos', detail: 'Through the driver\'s Kerberos options.', confirmedInTimbr: false},
    ],
    supportedVersions: 'The Presto JDBC driver needs Java 8 or later.',
    prerequisites: ['Read access for the user to the `system.jdbc` tables, which the driver queries for metadata.'],
    notes: [],
    undocumented: [],
    formExample: {
      host: 'example.net',
      port: 8080,
      database: null,
      user: 'timbr_reader',
      additionalParameters: null,
    },
    vendorDocs: [{label: 'Presto: JDBC driver', href: 'https://docs.yscope.com/presto/clients/java.html'}],
  },
  {
    slug: 'saphana',
    name: 'SAP HANA',
    shortName: 'SAP HANA',
    vendor: 'SAP',
    family: 'Analytical database',
    summary: 'In-memory database, on premises or in SAP HANA Cloud, reached with the SAP ngdbc JDBC driver.',
    access: ['dedicated'],
    accessNote: 'Timbr lists "SAP Hana" as a datasource type of its own and connects with the SAP HANA JDBC driver (ngdbc).',
    listedInTimbr: true,
    timbrTypes: ['SAP Hana'],
    drivers: [{className: 'com.sap.db.jdbc.Driver', timbrType: 'SAP Hana', artifact: 'ngdbc.jar'}],
    urlFormats: [{label: 'General form', template: 'jdbc:sap://<host>:<port>[/?databaseName=<tenant>][&encrypt=true&validateCertificate=true]'}],
    urlSyntax: '`/?` before the first option, `&` between options.',
    exampleUrls: [
      {label: 'Tenant database on instance 00', url: 'jdbc:sap://saphana.company.com:30015/?databaseName=TENANT01'},
      {label: 'SAP HANA Cloud', url: 'jdbc:sap://<instance-host>:443/?encrypt=true&validateCertificate=true'},
    ],
    defaultPort: null,
    portNote: 'No single default: the SQL port follows the pattern 3<instance>15 (instance 00 uses 30015, 01 uses 30115, 90 uses 39015). SAP HANA Cloud uses 443.',
    otherPorts: [
      {port: 30015, use: 'SQL port of instance 00'},
      {port: 443, use: 'SAP HANA Cloud SQL endpoint (with encrypt=true)'},
    ],
    parameters: [
      {name: 'Host / Port', required: true, default: null, meaning: 'Server and SQL port of the instance (3<instance>15), or 443 for HANA Cloud.'},
      {name: 'databaseName', required: false, default: null, meaning: 'Tenant database (or `SYSTEMDB`) on multi-tenant systems.'},
      {name: 'encrypt', required: false, default: null, meaning: '`true` encrypts the connection; required by HANA Cloud.'},
      {name: 'validateCertificate', required: false, default: null, meaning: '`true` validates the server certificate.'},
      {name: 'User / Password', required: true, default: null, meaning: 'Database user Timbr connects as.'},
    ],
    tls: '`encrypt=true&validateCertificate=true`.',
    authMethods: [
      {name: 'User and password', detail: 'A database user.'},
      {name: 'SAML, JWT, X.509', detail: 'Supported by the driver.', confirmedInTimbr: false},
    ],
    supportedVersions: null,
    prerequisites: ['The instance number (it gives the SQL port) and, on multi-tenant systems, the name of the tenant database.'],
    notes: [],
    undocumented: [],
    formExample: {
      host: 'saphana.company.com',
      port: 30015,
      database: null,
      user: 'TIMBR_READER',
      additionalParameters: 'databaseName=TENANT01&encrypt=true&validateCertificate=true',
    },
    vendorDocs: [],
  },
  {
    slug: 'snowflake',
    name: 'Snowflake',
    shortName: 'Snowflake',
    vendor: 'Snowflake Inc.',
    family: 'Cloud data warehouse',
    summary: 'Cloud data warehouse, reached with the Snowflake JDBC driver and a dedicated read-only role.',
    access: ['dedicated'],
    accessNote: 'Timbr lists "Snowflake" as a datasource type of its own and connects with the Snowflake JDBC driver.',
    listedInTimbr: true,
    timbrTypes: ['Snowflake'],
    drivers: [
      {
        className: 'net.snowflake.client.jdbc.SnowflakeDriver',
        timbrType: 'Snowflake',
        note: 'The old class `com.snowflake.client.jdbc.SnowflakeDriver` is deprecated.',
      },
    ],
    urlFormats: [{label: 'General form', template: 'jdbc:snowflake://<account_identifier>.snowflakecomputing.com/?<connection_params>'}],
    urlSyntax:
      'Parameters are `<param>=<value>` pairs joined by `&`, without spaces. URL-encode special characters: space as `%20`, `&` as `%26`, `=` as `%3D`.',
    exampleUrls: [
      {
        label: 'Account, warehouse, database, schema and role',
        url: 'jdbc:snowflake://<orgname>-<account_name>.snowflakecomputing.com/?warehouse=<warehouse>&db=<database>&schema=<schema>&role=<role>',
      },
    ],
    defaultPort: 443,
    portNote: 'HTTPS.',
    otherPorts: [],
    parameters: [
      {name: 'account_identifier', required: true, default: null, meaning: '`<orgname>-<account_name>` (preferred) or the legacy locator `<locator>.<region>[.<cloud>]`.'},
      {name: 'user / password', required: true, default: null, meaning: 'Snowflake user and password (password authentication).'},
      {name: 'warehouse', required: false, default: null, meaning: 'Virtual warehouse that runs the queries.'},
      {name: 'db / schema', required: false, default: null, meaning: 'Default database and schema.'},
      {name: 'role', required: false, default: null, meaning: 'Role for the session.'},
      {name: 'authenticator', required: false, default: null, meaning: '`snowflake_jwt` (key pair), `oauth`, or `externalbrowser`.'},
      {name: 'CLIENT_SESSION_KEEP_ALIVE', required: false, default: 'false', meaning: 'With `false`, the driver must log in again after 4 hours without activity.'},
      {name: 'CLIENT_METADATA_REQUEST_USE_CONNECTION_CTX', required: false, default: null, meaning: '`TRUE` limits metadata lookups to the current database and schema.'},
    ],
    tls: 'Always encrypted: the driver uses HTTPS on port 443.',
    authMethods: [
      {name: 'Password', detail: '`user` and `password`.'},
      {name: 'Key pair', detail: '`authenticator=snowflake_jwt` with `private_key_file` and, for an encrypted key, `private_key_file_pwd`.'},
      {name: 'OAuth', detail: '`authenticator=oauth` and a `token`.'},
      {name: 'Browser SSO', detail: '`authenticator=externalbrowser` is interactive and unsuitable for a server such as Timbr.'},
    ],
    supportedVersions: null,
    prerequisites: ['A warehouse the Timbr role may use (`USAGE`), sized for the queries Timbr will push down.'],
    notes: ['`SEARCH_PATH` cannot be set in the URL.'],
    undocumented: ['Which Snowflake parameters Timbr\'s form shows as fields and which go under Additional parameters.'],
    formExample: {
      host: '<orgname>-<account_name>.snowflakecomputing.com',
      port: 443,
      database: null,
      user: 'timbr_snow_ro',
      additionalParameters: 'warehouse=<warehouse>&db=<database>&role=readonly_role',
    },
    vendorDocs: [{label: 'Snowflake: configuring the JDBC driver', href: 'https://docs.snowflake.com/user-guide/jdbc-configure.html'}],
  },
  {
    slug: 'sqlserver',
    name: 'Microsoft SQL Server',
    shortName: 'SQL Server',
    vendor: 'Microsoft',
    family: 'Relational database',
    summary: 'SQL Server and Azure SQL, reached with the Microsoft JDBC driver.',
    access: ['dedicated'],
    accessNote: 'Timbr lists "Microsoft SQL Server" as a datasource type of its own and connects with the Microsoft JDBC driver.',
    listedInTimbr: true,
    timbrTypes: ['Microsoft SQL Server'],
    drivers: [{className: 'com.microsoft.sqlserver.jdbc.SQLServerDriver', timbrType: 'Microsoft SQL Server'}],
    urlFormats: [{label: 'General form', template: 'jdbc:sqlserver://[serverName[\\instanceName][:portNumber]][;property=value[;property=value]]'}],
    urlSyntax: 'Properties follow the server after `;`, are separated by `;` only, and must not repeat.',
    exampleUrls: [
      {
        label: 'Azure SQL Database',
        url: 'jdbc:sqlserver://<server>.database.windows.net:1433;database=<db>;encrypt=true;trustServerCertificate=false;hostNameInCertificate=*.database.windows.net;loginTimeout=30;',
      },
    ],
    defaultPort: 1433,
    portNote: 'When you give both a port and an instance name, the port wins. Set the port to avoid a round trip to the SQL Server Browser service.',
    otherPorts: [],
    parameters: [
      {name: 'serverName[\\instanceName]', required: true, default: null, meaning: 'Server, optionally with a named instance.'},
      {name: 'portNumber', required: false, default: '1433', meaning: 'Server port.'},
      {name: 'databaseName (or database)', required: false, default: null, meaning: 'Database to connect to.'},
      {name: 'encrypt / trustServerCertificate', required: false, default: null, meaning: '`encrypt=true;trustServerCertificate=false` encrypts and validates the server certificate.'},
      {name: 'hostNameInCertificate', required: false, default: null, meaning: 'Host name expected in the server certificate.'},
      {name: 'trustStore / trustStorePassword', required: false, default: null, meaning: 'Java trust store holding the CA of the server certificate.'},
      {name: 'loginTimeout', required: false, default: null, meaning: 'Seconds to wait for the login.'},
      {name: 'integratedSecurity / authenticationScheme', required: false, default: null, meaning: '`integratedSecurity=true;authenticationScheme=JavaKerberos` for Windows / Kerberos sign-in.'},
      {name: 'authentication', required: false, default: null, meaning: 'Microsoft Entra ID method, for example `ActiveDirectoryServicePrincipal`.'},
    ],
    tls: '`encrypt=true;trustServerCertificate=false` validates the server certificate. `trustServerCertificate=true` skips validation: use it for tests only.',
    authMethods: [
      {name: 'SQL login', detail: 'User and password.'},
      {name: 'Windows / Kerberos', detail: '`integratedSecurity=true` with `authenticationScheme=JavaKerberos`.', confirmedInTimbr: false},
      {
        name: 'Microsoft Entra ID',
        detail: '`authentication=ActiveDirectoryPassword`, `ActiveDirectoryServicePrincipal`, `ActiveDirectoryMSI` and other values.',
      },
    ],
    supportedVersions: null,
    prerequisites: [],
    notes: [],
    undocumented: [],
    formExample: {
      host: '<server>.database.windows.net',
      port: 1433,
      database: null,
      user: 'timbr_reader',
      additionalParameters: 'database=<db>;encrypt=true;trustServerCertificate=false;hostNameInCertificate=*.database.windows.net;loginTimeout=30',
    },
    vendorDocs: [{label: 'Microsoft: building the JDBC connection URL', href: 'https://learn.microsoft.com/sql/connect/jdbc/building-the-connection-url'}],
  },
  {
    slug: 'trino',
    name: 'Trino',
    shortName: 'Trino',
    vendor: 'Trino Software Foundation',
    family: 'SQL query engine',
    summary: 'Distributed SQL engine (formerly PrestoSQL), reached through its coordinator with the Trino JDBC driver.',
    access: ['dedicated'],
    accessNote: 'Timbr lists "Trino" as a datasource type of its own and connects to the coordinator with the Trino JDBC driver.',
    listedInTimbr: true,
    timbrTypes: ['Trino'],
    drivers: [{className: 'io.trino.jdbc.TrinoDriver', timbrType: 'Trino', artifact: 'io.trino:trino-jdbc'}],
    urlFormats: [
      {label: 'Coordinator only', template: 'jdbc:trino://<host>:<port>'},
      {label: 'With a catalog', template: 'jdbc:trino://<host>:<port>/<catalog>'},
      {label: 'With a catalog and schema', template: 'jdbc:trino://<host>:<port>/<catalog>/<schema>'},
    ],
    urlSyntax: '`?` before the first parameter, `&` between parameters; parameters can also be driver properties.',
    exampleUrls: [{label: 'Catalog hive, schema default', url: 'jdbc:trino://coordinator:8080/hive/default'}],
    defaultPort: 8080,
    portNote: 'HTTP. Deployments with TLS commonly use 443 or 8443 with `SSL=true`.',
    otherPorts: [
      {port: 443, use: 'Common HTTPS port'},
      {port: 8443, use: 'Common HTTPS port'},
    ],
    parameters: [
      {name: 'catalog / schema', required: false, default: null, meaning: 'Defaults for unqualified table names (URL path).'},
      {name: 'user', required: true, default: null, meaning: 'User name for the session.'},
      {name: 'password', required: false, default: null, meaning: 'Basic authentication; requires TLS.'},
      {name: 'SSL', required: false, default: null, meaning: '`true` for HTTPS.'},
      {name: 'SSLVerification', required: false, default: null, meaning: '`FULL`, `CA` or `NONE`.'},
      {name: 'SSLTrustStorePath', required: false, default: null, meaning: 'Trust store for the coordinator certificate.'},
      {name: 'accessToken', required: false, default: null, meaning: 'JWT or OAuth access token.'},
      {name: 'clientTags / sessionProperties / source', required: false, default: null, meaning: 'Tags, session properties and source name attached to queries.'},
    ],
    tls: '`SSL=true`, with `SSLVerification=FULL` to check the certificate and host name.',
    authMethods: [
      {name: 'User name only', detail: 'Clusters without authentication take the `user` as given.'},
      {name: 'Password', detail: 'Basic authentication; requires TLS.'},
      {name: 'JWT / OAuth token', detail: '`accessToken`.'},
      {name: 'Kerberos', detail: 'Through the driver\'s Kerberos options.', confirmedInTimbr: false},
    ],
    supportedVersions: 'Trino versions before 350 are not supported by the driver. Use a driver version equal to or newer than the cluster version.',
    prerequisites: ['Read access for the user to the `system.jdbc` tables, which the driver queries for metadata.'],
    notes: [],
    undocumented: [],
    formExample: {
      host: 'coordinator',
      port: 8080,
      database: null,
      user: 'timbr_reader',
      additionalParameters: null,
    },
    vendorDocs: [{label: 'Trino: JDBC driver', href: 'https://trino.io/docs/current/client/jdbc.html'}],
  },
  {
    slug: 'vertica',
    name: 'Vertica',
    shortName: 'Vertica',
    vendor: 'OpenText',
    family: 'Analytical database',
    summary: 'Columnar analytics database (Vertica Analytics Platform), reached with the Vertica JDBC driver.',
    access: ['dedicated'],
    accessNote: 'Timbr lists "Vertica Analytics Platform" as a datasource type of its own and connects with the Vertica JDBC driver.',
    listedInTimbr: true,
    timbrTypes: ['Vertica Analytics Platform'],
    drivers: [{className: 'com.vertica.jdbc.Driver', timbrType: 'Vertica Analytics Platform', artifact: 'com.vertica.jdbc:vertica-jdbc'}],
    urlFormats: [{label: 'General form', template: 'jdbc:vertica://<host>:<port>/<database>'}],
    urlSyntax: '`?` before the first property, `&` between properties; properties can also be driver properties.',
    exampleUrls: [{label: 'Verified TLS', url: 'jdbc:vertica://<host>:5433/<database>?TLSmode=verify-full'}],
    defaultPort: 5433,
    portNote: null,
    otherPorts: [],
    parameters: [
      {name: 'Host / Port', required: true, default: '5433', meaning: 'A node of the cluster and its client port.'},
      {name: 'database', required: true, default: null, meaning: 'Vertica database name.'},
      {name: 'user / password', required: true, default: null, meaning: 'Database user Timbr connects as.'},
      {name: 'loginTimeout', required: false, default: null, meaning: 'Seconds to wait for the login.'},
      {name: 'TLSmode', required: false, default: null, meaning: '`disable`, `require`, `verify-ca` or `verify-full`.'},
      {name: 'ConnectionLoadBalance', required: false, default: null, meaning: 'Lets the cluster redirect the connection to a less busy node.'},
      {name: 'BackupServerNode', required: false, default: null, meaning: 'Other nodes to try when the first one does not answer.'},
    ],
    tls: '`TLSmode=verify-full` (or `verify-ca`, `require`).',
    authMethods: [
      {name: 'User and password', detail: 'A database user.'},
      {name: 'Kerberos, OAuth', detail: 'Supported by the driver.', confirmedInTimbr: false},
    ],
    supportedVersions: null,
    prerequisites: [],
    notes: ['The property names come from Vertica\'s JDBC connection-property reference; check them against the driver version you use.'],
    undocumented: ['Which TLS and load-balancing options Timbr recommends.'],
    formExample: {
      host: '<vertica-node>',
      port: 5433,
      database: '<database>',
      user: 'timbr_reader',
      additionalParameters: 'TLSmode=verify-full',
    },
    vendorDocs: [
      {
        label: 'Vertica: creating and configuring a JDBC connection',
        href: 'https://www.vertica.com/docs/9.3.x/HTML/Content/Authoring/ConnectingToVertica/ClientJDBC/CreatingAndConfiguringAConnection.htm',
      },
    ],
  },
];

/**
 * Timbr's published list of datasource types and their driver classes (SQL
 * reference, Datasource page). Several types have no page of their own.
 */
export interface TimbrDatasourceType {
  type: string;
  /** Driver class, or null for types configured with a JSON connection template. */
  driverClass: string | null;
}

export const TIMBR_DATASOURCE_TYPES: TimbrDatasourceType[] = [
  {type: 'Amazon Athena', driverClass: 'com.simba.athena.jdbc.Driver'},
  {type: 'Amazon Redshift', driverClass: 'com.amazon.redshift.jdbc.Driver'},
  {type: 'Apache Drill', driverClass: 'org.apache.drill.jdbc.Driver'},
  {type: 'Apache Hive', driverClass: 'org.apache.hive.jdbc.HiveDriver'},
  {type: 'Apache Spark', driverClass: 'org.apache.hive.jdbc.HiveDriver'},
  {type: 'Azure Blob Storage', driverClass: null},
  {type: 'Azure Datalake Storage', driverClass: 'org.apache.drill.jdbc.Driver'},
  {type: 'Clickhouse', driverClass: 'com.clickhouse.jdbc.ClickHouseDriver'},
  {type: 'Databricks', driverClass: 'com.simba.spark.jdbc.Driver'},
  {type: 'Google BigQuery', driverClass: 'com.simba.googlebigquery.jdbc42.Driver'},
  {type: 'Google Cloud Storage', driverClass: null},
  {type: 'NetSuite', driverClass: 'com.netsuite.jdbc.openaccess.OpenAccessDriver'},
  {type: 'Microsoft SQL Server', driverClass: 'com.microsoft.sqlserver.jdbc.SQLServerDriver'},
  {type: 'MySQL', driverClass: 'com.mysql.jdbc.Driver'},
  {type: 'Oracle', driverClass: 'oracle.jdbc.driver.OracleDriver'},
  {type: 'Oracle 11', driverClass: 'oracle.jdbc.driver.OracleDriver'},
  {type: 'PostgreSQL', driverClass: 'org.postgresql.Driver'},
  {type: 'Presto', driverClass: 'com.facebook.presto.jdbc.PrestoDriver'},
  {type: 'S3', driverClass: 'org.apache.drill.jdbc.Driver'},
  {type: 'Salesforce', driverClass: 'com.salesforce.datacloud.jdbc.DataCloudJDBCDriver'},
  {type: 'SAP Hana', driverClass: 'com.sap.db.jdbc.Driver'},
  {type: 'Snowflake', driverClass: 'net.snowflake.client.jdbc.SnowflakeDriver'},
  {type: 'Trino', driverClass: 'io.trino.jdbc.TrinoDriver'},
  {type: 'Vertica Analytics Platform', driverClass: 'com.vertica.jdbc.Driver'},
];

/** Human-readable label of each access kind. */
export const ACCESS_LABELS: Record<AccessKind, string> = {
  dedicated: 'Dedicated Timbr datasource type',
  'mysql-compatible': 'MySQL-compatible (through the MySQL type)',
  'postgresql-compatible': 'PostgreSQL-compatible (through the PostgreSQL type)',
  'sqlserver-compatible': 'SQL Server-compatible (through the Microsoft SQL Server type)',
  unverified: 'Unverified: no documented Timbr path',
};

/** Look an entry up by slug; throws for an unknown slug so a typo fails the build. */
export function getDataSource(slug: string): DataSource {
  const entry = DATASOURCES.find((d) => d.slug === slug);
  if (!entry) {
    throw new Error(`Unknown data source slug "${slug}". Known: ${DATASOURCES.map((d) => d.slug).join(', ')}`);
  }
  return entry;
}

/** Doc URL (relative to the site's base URL) of a data source page. */
export function dataSourceDocPath(slug: string): string {
  return `/docs/integration/datasources/${slug}/overview`;
}
