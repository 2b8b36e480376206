/** Catalog entry of Amazon Redshift (page docs/integration/datasources/redshift/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'redshift',
  name: 'Amazon Redshift',
  shortName: 'Redshift',
  vendor: 'AWS',
  family: 'Cloud data warehouse',
  summary: 'Provisioned clusters and serverless workgroups, reached with the Amazon Redshift JDBC driver.',
  access: ['dedicated'],
  accessNote:
    'Timbr lists "Amazon Redshift" as a datasource type of its own and connects with the Amazon Redshift JDBC driver.',
  listedInTimbr: true,
  timbrTypes: ['Amazon Redshift'],
  drivers: [{className: 'com.amazon.redshift.jdbc.Driver', timbrType: 'Amazon Redshift'}],
  urlFormats: [
    {label: 'Cluster or workgroup', template: 'jdbc:redshift://<endpoint>:<port>/<database>'},
    {
      label: 'Serverless endpoint (host part)',
      template: '<workgroup>.<account-id>.<region>.redshift-serverless.amazonaws.com:5439',
    },
  ],
  urlSyntax:
    'Options are separated from the URL by `;` or `?`, and from each other by `;` or `&`. URL-encode the reserved characters `; + { } [ ] & = ?` and spaces inside values.',
  exampleUrls: [
    {
      label: 'Provisioned cluster, encrypted',
      url: 'jdbc:redshift://examplecluster.abc123xyz789.us-west-2.redshift.amazonaws.com:5439/dev;ssl=true',
    },
    {label: 'With options', url: 'jdbc:redshift://my_host:5439/dev;ssl=true;defaultRowFetchSize=100'},
  ],
  defaultPort: 5439,
  portNote: null,
  otherPorts: [],
  parameters: [
    {
      name: 'Endpoint',
      required: true,
      default: null,
      meaning: 'Cluster endpoint, or the serverless workgroup endpoint.',
    },
    {
      name: 'Port',
      required: true,
      default: null,
      meaning: 'Port of the cluster or workgroup; its default is under Connection facts.',
    },
    {name: 'Database', required: true, default: null, meaning: 'Database to connect to, for example `dev`.'},
    {
      name: 'UID / PWD',
      required: true,
      default: null,
      meaning: 'Database user name and its password.',
    },
    {name: 'ssl', required: false, default: null, meaning: 'Set `ssl=true` to encrypt the connection.'},
    {name: 'defaultRowFetchSize', required: false, default: null, meaning: 'Number of rows fetched per round trip.'},
  ],
  tls: 'Add `ssl=true` to the options.',
  authMethods: [
    {name: 'Database user and password', detail: '`UID` and `PWD`, or the `user` and `password` properties.'},
    {
      name: 'IAM',
      detail:
        "The `jdbc:redshift:iam://` URL form with the driver's IAM properties; check the property names in the AWS documentation.",
      confirmedInTimbr: false,
    },
  ],
  supportedVersions: null,
  prerequisites: [],
  notes: [],
  undocumented: ['Which IAM or SSO options Timbr exposes for Redshift.'],
  formExamples: [
    {
      timbrType: 'Amazon Redshift',
      host: 'examplecluster.abc123xyz789.us-west-2.redshift.amazonaws.com',
      port: 5439,
      urlDatabase: 'dev',
      user: 'timbr_reader',
      additionalParameters: 'ssl=true',
    },
  ],
  vendorDocs: [
    {
      label: 'AWS: finding the JDBC URL',
      href: 'https://docs.aws.amazon.com/redshift/latest/mgmt/jdbc20-obtain-url.html',
    },
    {
      label: 'AWS: building the connection URL',
      href: 'https://docs.aws.amazon.com/redshift/latest/mgmt/jdbc20-build-connection-url.html',
    },
  ],
};

export default source;
