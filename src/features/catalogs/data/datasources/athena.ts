/** Catalog entry of Amazon Athena (page docs/integration/datasources/athena/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'athena',
  name: 'Amazon Athena',
  shortName: 'Athena',
  vendor: 'AWS',
  family: 'SQL query engine',
  summary: 'Serverless SQL over data in Amazon S3, reached with the Simba Athena JDBC driver.',
  access: ['dedicated'],
  accessNote:
    'Timbr lists "Amazon Athena" as a datasource type of its own and connects with the Simba Athena JDBC driver.',
  listedInTimbr: true,
  timbrTypes: ['Amazon Athena'],
  drivers: [{className: 'com.simba.athena.jdbc.Driver', timbrType: 'Amazon Athena'}],
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
      label: 'Endpoint of region us-west-1, results written to an S3 prefix, with a workgroup',
      url: 'jdbc:awsathena://athena.us-west-1.amazonaws.com:443;User=<access-key>;Password=<secret-key>;S3OutputLocation=s3://my-bucket/athena-results/;Workgroup=<workgroup>;',
    },
    {
      label: 'Region us-west-1, results written to an S3 prefix',
      url: 'jdbc:awsathena://AwsRegion=us-west-1;User=<access-key>;Password=<secret-key>;S3OutputLocation=s3://my-bucket/athena-results/;',
    },
  ],
  defaultPort: 443,
  portNote: 'Athena is reached over HTTPS; only the endpoint form of the URL names the port.',
  otherPorts: [],
  parameters: [
    {
      name: 'AwsRegion',
      required: true,
      default: null,
      meaning:
        'AWS region of the Athena service, for example `us-west-1`. The endpoint form of the URL can replace it.',
    },
    {
      name: 'S3OutputLocation',
      required: true,
      default: null,
      meaning: '`s3://` path where Athena writes query results.',
    },
    {
      name: 'User',
      required: false,
      default: null,
      meaning: 'AWS access key ID, when you authenticate with an access key.',
    },
    {name: 'Password', required: false, default: null, meaning: 'AWS secret access key that goes with `User`.'},
    {name: 'Workgroup', required: false, default: null, meaning: 'Athena workgroup for the queries.'},
    {
      name: 'Catalog',
      required: false,
      default: 'AwsDataCatalog',
      meaning: 'Glue Data Catalog to read table definitions from.',
    },
    {name: 'Schema', required: false, default: null, meaning: 'Database used when a query names no database.'},
    {
      name: 'AwsCredentialsProviderClass',
      required: false,
      default: null,
      meaning: 'Credentials provider class, used instead of `User` and `Password` (for example with a named profile).',
    },
  ],
  tls: 'The driver reaches Athena over HTTPS, on port 443.',
  authMethods: [
    {name: 'IAM access key', detail: 'Access key ID in `User`, secret access key in `Password`.'},
    {
      name: 'Credentials provider or named profile',
      detail:
        'Set `AwsCredentialsProviderClass` (or the profile properties of the driver) instead of putting keys in the URL.',
      confirmedInTimbr: false,
    },
    {
      name: 'Federated identity provider',
      detail: 'The Simba driver offers federated sign-in options.',
      confirmedInTimbr: false,
    },
  ],
  supportedVersions: null,
  prerequisites: [
    'An IAM principal allowed to run Athena queries in the chosen workgroup.',
    'Write access for that principal to the `S3OutputLocation` bucket and prefix, and read access to the S3 buckets that hold the table data.',
    'Read access to the Glue catalog that Athena uses.',
  ],
  notes: [
    'The property names of the optional settings come from the Simba Athena driver guide; check them against the driver version you use.',
  ],
  undocumented: [
    'Which Simba Athena driver version Timbr bundles.',
    'Whether the Timbr form has separate fields for the region and the output location, or expects them under Additional parameters, as the form example below assumes for the output location.',
  ],
  formExamples: [
    {
      timbrType: 'Amazon Athena',
      host: 'athena.us-west-1.amazonaws.com',
      port: 443,
      urlDatabase: null,
      user: '<access-key>',
      additionalParameters: 'S3OutputLocation=s3://my-bucket/athena-results/;Workgroup=<workgroup>',
    },
  ],
  vendorDocs: [
    {
      label: 'Simba Athena JDBC driver: connection URL',
      href: 'https://documentation.insightsoftware.com/athena_jdbc_install_guide/content/jdbc/ath/using/connectionurl.htm',
    },
  ],
};

export default source;
