/** Catalog entry of Amazon Aurora (page docs/integration/datasources/aurora/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'aurora',
  name: 'Amazon Aurora',
  shortName: 'Aurora',
  vendor: 'AWS',
  family: 'Relational database',
  summary: 'MySQL- or PostgreSQL-compatible clusters, reached through the matching engine type.',
  access: ['mysql-compatible', 'postgresql-compatible'],
  accessNote:
    "Aurora is not in Timbr's published list of datasource types. Each Aurora cluster speaks either the MySQL or the PostgreSQL protocol, so you reach it with Timbr's MySQL or PostgreSQL type and that engine's driver.",
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
    "Options follow the rules of the engine's driver: `?` before the first option and `&` between options, for both MySQL and PostgreSQL.",
  exampleUrls: [
    {
      label: 'Reader endpoint, MySQL-compatible',
      url: 'jdbc:mysql://<cluster>.cluster-ro-<id>.<region>.rds.amazonaws.com:3306/<database>?sslMode=VERIFY_CA',
    },
    {
      label: 'Reader endpoint, PostgreSQL-compatible',
      url: 'jdbc:postgresql://<cluster>.cluster-ro-<id>.<region>.rds.amazonaws.com:5432/<database>?sslmode=verify-full&sslrootcert=<rds-ca-bundle.pem>',
    },
  ],
  defaultPort: null,
  portNote: 'There is no single default: the port follows the engine of the cluster.',
  otherPorts: [
    {port: 3306, use: 'Aurora MySQL-compatible clusters'},
    {port: 5432, use: 'Aurora PostgreSQL-compatible clusters'},
  ],
  parameters: [
    {
      name: 'Host',
      required: true,
      default: null,
      meaning: 'An endpoint of the cluster; the section on writer and reader endpoints below says which one to use.',
    },
    {
      name: 'Port',
      required: false,
      default: '`3306` (MySQL-compatible), `5432` (PostgreSQL-compatible)',
      meaning: "Cluster port; the URL may leave it out when it is the default of the cluster's engine.",
    },
    {
      name: 'Database',
      required: false,
      default: null,
      meaning:
        "Database named in the path of the URL. Both engines' drivers accept a URL without one; PostgreSQL's then connects to the database named after the user.",
    },
    {name: 'User / Password', required: true, default: null, meaning: 'Database user and password.'},
    {
      name: 'sslMode',
      required: false,
      default: null,
      meaning: 'MySQL-compatible clusters: `VERIFY_CA`, with the RDS CA bundle.',
    },
    {
      name: 'sslmode / sslrootcert',
      required: false,
      default: null,
      meaning:
        'PostgreSQL-compatible clusters: `sslmode=verify-full` with `sslrootcert` pointing at the RDS CA bundle.',
    },
  ],
  tls: 'Aurora uses the same RDS CA bundle as Amazon RDS. MySQL-compatible: `sslMode=VERIFY_CA`. PostgreSQL-compatible: `sslmode=verify-full&sslrootcert=<file>`.',
  authMethods: [
    {name: 'Database user and password', detail: 'A user created in the Aurora database.'},
    {
      name: 'IAM database authentication, Secrets Manager',
      detail:
        'Available through the AWS Advanced JDBC Wrapper (`jdbc:aws-wrapper:postgresql://...` with `wrapperPlugins=failover,iam,secretsManager`).',
      confirmedInTimbr: false,
    },
  ],
  supportedVersions: null,
  prerequisites: [
    "An inbound rule for the Timbr server in the cluster's security group (the cluster's VPC), or a public endpoint.",
  ],
  notes: [
    'Endpoints: the cluster (writer) endpoint, the reader endpoint (`cluster-ro`), instance endpoints for troubleshooting; Aurora Serverless uses its database endpoint.',
    'MariaDB Connector/J 3.0.3 and later dropped Aurora-specific support; AWS recommends its JDBC wrapper for failover awareness.',
  ],
  undocumented: ['Whether Timbr\'s form lists "Amazon Aurora" as a type of its own, and which driver it would use.'],
  formExamples: [
    {
      label: 'Aurora MySQL-compatible',
      timbrType: 'MySQL',
      host: '<cluster>.cluster-ro-<id>.<region>.rds.amazonaws.com',
      port: 3306,
      urlDatabase: '<database>',
      user: 'timbr_reader',
      additionalParameters: 'sslMode=VERIFY_CA',
    },
    {
      label: 'Aurora PostgreSQL-compatible',
      timbrType: 'PostgreSQL',
      host: '<cluster>.cluster-ro-<id>.<region>.rds.amazonaws.com',
      port: 5432,
      urlDatabase: '<database>',
      user: 'timbr_reader',
      additionalParameters: 'sslmode=verify-full&sslrootcert=<rds-ca-bundle.pem>',
    },
  ],
  vendorDocs: [
    {
      label: 'AWS: connecting to an Aurora DB cluster',
      href: 'https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/Aurora.Connecting.html',
    },
    {label: 'AWS Advanced JDBC Wrapper', href: 'https://aws.github.io/aws-advanced-drivers/jdbc'},
  ],
};

export default source;
