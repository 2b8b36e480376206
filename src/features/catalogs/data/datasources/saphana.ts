/** Catalog entry of SAP HANA (page docs/integration/datasources/saphana/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'saphana',
  name: 'SAP HANA',
  shortName: 'SAP HANA',
  vendor: 'SAP',
  family: 'Analytical database',
  summary: 'SAP HANA on premises or in SAP HANA Cloud, reached with the SAP ngdbc JDBC driver.',
  access: ['dedicated'],
  accessNote:
    'Timbr lists "SAP Hana" as a datasource type of its own and connects with the SAP HANA JDBC driver (ngdbc).',
  listedInTimbr: true,
  timbrTypes: ['SAP Hana'],
  drivers: [{className: 'com.sap.db.jdbc.Driver', timbrType: 'SAP Hana', artifact: 'ngdbc.jar'}],
  urlFormats: [
    {
      label: 'General form',
      template: 'jdbc:sap://<host>:<port>[/?databaseName=<tenant>][&encrypt=true&validateCertificate=true]',
    },
  ],
  urlSyntax: '`/?` before the first option, `&` between options.',
  exampleUrls: [
    {
      label: 'Tenant database TENANT01 on instance 00, encrypted',
      url: 'jdbc:sap://saphana.company.com:30015/?databaseName=TENANT01&encrypt=true&validateCertificate=true',
    },
    {label: 'SAP HANA Cloud', url: 'jdbc:sap://<instance-host>:443/?encrypt=true&validateCertificate=true'},
  ],
  defaultPort: null,
  portNote:
    'No single default: the SQL port follows the pattern 3<instance>15 (instance 00 uses 30015, 01 uses 30115, 90 uses 39015). SAP HANA Cloud uses 443.',
  otherPorts: [
    {port: 30015, use: 'SQL port of instance 00'},
    {port: 443, use: 'SAP HANA Cloud SQL endpoint (with encrypt=true)'},
  ],
  parameters: [
    {
      name: 'Host / Port',
      required: true,
      default: null,
      meaning: 'Server and SQL port of the instance (3<instance>15), or 443 for HANA Cloud.',
    },
    {
      name: 'databaseName',
      required: false,
      default: null,
      meaning: 'Tenant database (or `SYSTEMDB`) on multi-tenant systems.',
    },
    {
      name: 'encrypt',
      required: false,
      default: null,
      meaning: '`true` encrypts the connection; required by HANA Cloud.',
    },
    {name: 'validateCertificate', required: false, default: null, meaning: '`true` validates the server certificate.'},
    {name: 'User / Password', required: true, default: null, meaning: 'Database user Timbr connects as.'},
  ],
  tls: '`encrypt=true&validateCertificate=true`.',
  authMethods: [
    {name: 'User and password', detail: 'A database user.'},
    {name: 'SAML, JWT, X.509', detail: 'Supported by the driver.', confirmedInTimbr: false},
  ],
  supportedVersions: null,
  prerequisites: [
    'The instance number (it gives the SQL port) and, on multi-tenant systems, the name of the tenant database.',
  ],
  notes: [],
  undocumented: [],
  formExamples: [
    {
      timbrType: 'SAP Hana',
      host: 'saphana.company.com',
      port: 30015,
      urlDatabase: null,
      user: 'timbr_reader',
      additionalParameters: 'databaseName=TENANT01&encrypt=true&validateCertificate=true',
    },
  ],
  vendorDocs: [],
};

export default source;
