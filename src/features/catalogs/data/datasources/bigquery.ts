/** Catalog entry of Google BigQuery (page docs/integration/datasources/bigquery/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'bigquery',
  name: 'Google BigQuery',
  shortName: 'BigQuery',
  vendor: 'Google Cloud',
  family: 'Cloud data warehouse',
  summary:
    'Data warehouse of projects and datasets, reached with the Simba BigQuery JDBC driver and a service account or per-user OAuth.',
  access: ['dedicated'],
  accessNote:
    'Timbr lists "Google BigQuery" as a datasource type of its own and connects with the Simba BigQuery JDBC driver.',
  listedInTimbr: true,
  timbrTypes: ['Google BigQuery'],
  drivers: [
    {
      className: 'com.simba.googlebigquery.jdbc42.Driver',
      timbrType: 'Google BigQuery',
    },
  ],
  urlFormats: [
    {
      label: 'General form',
      template:
        'jdbc:bigquery://https://www.googleapis.com/bigquery/v2:443;ProjectId=<project-id>;OAuthType=<n>;[<option>=<value>;...]',
    },
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
    {
      name: 'ProjectId',
      required: true,
      default: null,
      meaning: 'Google Cloud project of the connection.',
    },
    {
      name: 'OAuthType',
      required: true,
      default: null,
      meaning:
        'Authentication method: `0` service account, `1` Google user account, `2` pre-generated tokens, `3` Application Default Credentials.',
    },
    {name: 'OAuthServiceAcctEmail', required: false, default: null, meaning: 'Service account e-mail (`OAuthType=0`).'},
    {
      name: 'OAuthPvtKeyPath',
      required: false,
      default: null,
      meaning: 'Path to the service account key (`.json` or `.p12`).',
    },
    {name: 'OAuthPvtKey', required: false, default: null, meaning: 'The key JSON itself, instead of a path.'},
    {
      name: 'OAuthAccessToken / OAuthRefreshToken / OAuthClientId / OAuthClientSecret',
      required: false,
      default: null,
      meaning: 'Tokens and OAuth client for `OAuthType=2`.',
    },
    {name: 'DefaultDataset', required: false, default: null, meaning: 'Default dataset of the connection.'},
    {name: 'Location', required: false, default: null, meaning: 'BigQuery location; see the driver guide.'},
  ],
  tls: 'The driver calls the BigQuery API over HTTPS, on port 443.',
  authMethods: [
    {
      name: 'Service account (`OAuthType=0`)',
      detail: '`OAuthServiceAcctEmail` plus `OAuthPvtKeyPath` or `OAuthPvtKey`.',
    },
    {name: 'Google user account (`OAuthType=1`)', detail: 'A Google user account.', confirmedInTimbr: false},
    {
      name: 'Pre-generated tokens (`OAuthType=2`)',
      detail: '`OAuthAccessToken`, `OAuthRefreshToken`, `OAuthClientId`, `OAuthClientSecret`.',
      confirmedInTimbr: false,
    },
    {
      name: 'Application Default Credentials (`OAuthType=3`)',
      detail: 'Credentials found in the environment of the Timbr server.',
      confirmedInTimbr: false,
    },
    {
      name: 'Per-user token in Timbr',
      detail: 'Each user queries BigQuery with a token of their own, as the section on per-user tokens below explains.',
    },
  ],
  supportedVersions: null,
  prerequisites: ['A service account (or user) for Timbr, with the two roles that the steps below grant.'],
  notes: [
    'The `OAuthType` numbering comes from the Simba/Google driver guide; check it for the driver version you use.',
  ],
  undocumented: [],
  formExamples: [
    {
      timbrType: 'Google BigQuery',
      host: null,
      port: 443,
      urlDatabase: null,
      user: null,
      password:
        'A service account signs in with its key, named in Additional parameters, not with a password. Whether the form wants anything here is not documented; ask your Timbr administrator.',
      additionalParameters:
        'ProjectId=<project-id>;OAuthType=0;OAuthServiceAcctEmail=<sa>@<project>.iam.gserviceaccount.com;OAuthPvtKeyPath=<path-to-key.json>',
    },
  ],
  vendorDocs: [
    {label: 'Google Cloud: JDBC for BigQuery', href: 'https://docs.cloud.google.com/bigquery/docs/jdbc-for-bigquery'},
  ],
};

export default source;
