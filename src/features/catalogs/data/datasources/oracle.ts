/** Catalog entry of Oracle (page docs/integration/datasources/oracle/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'oracle',
  name: 'Oracle',
  shortName: 'Oracle',
  vendor: 'Oracle',
  family: 'Relational database',
  summary: 'Oracle Database, reached with the Oracle thin JDBC driver.',
  access: ['dedicated'],
  accessNote:
    'Timbr lists two datasource types, "Oracle" and "Oracle 11" (for Oracle Database 11g), both with the Oracle thin JDBC driver.',
  listedInTimbr: true,
  timbrTypes: ['Oracle', 'Oracle 11'],
  drivers: [
    {
      className: 'oracle.jdbc.driver.OracleDriver',
      timbrType: 'Oracle',
      artifact: 'ojdbc8 / ojdbc11',
      note: 'Newer alias: `oracle.jdbc.OracleDriver`.',
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
  urlSyntax:
    "The forms above carry the address only: host, port and the service name (or SID). Driver options go under Additional parameters, in the Oracle driver's own syntax.",
  exampleUrls: [{label: 'Service name XE', url: 'jdbc:oracle:thin:@//192.168.2.1:1521/XE'}],
  urlDatabaseTerm: 'service name',
  defaultPort: 1521,
  portNote: 'Default listener port.',
  otherPorts: [],
  parameters: [
    {name: 'Host', required: true, default: null, meaning: 'Listener address.'},
    {
      name: 'Port',
      required: true,
      default: null,
      meaning: 'Port of the listener; its default is under Connection facts.',
    },
    {
      name: 'service_name',
      required: true,
      default: null,
      meaning: 'Database service, the last part of the URL (recommended). Use a SID only for legacy setups.',
    },
    {
      name: 'User / Password',
      required: true,
      default: null,
      meaning: 'Database user.',
    },
  ],
  tls: 'TCPS with a wallet, a feature of the driver, used for Autonomous Database. Ask your DBA whether your database expects it.',
  authMethods: [
    {name: 'User and password', detail: 'A database user.'},
    {name: 'Wallet / TCPS', detail: 'For Autonomous Database; a feature of the driver.', confirmedInTimbr: false},
  ],
  supportedVersions: 'TNS alias URLs need driver 10.2.0.1 or later.',
  prerequisites: [],
  notes: [],
  undocumented: [],
  formExamples: [
    {
      timbrType: 'Oracle',
      host: '192.168.2.1',
      port: 1521,
      urlDatabase: 'XE',
      user: 'timbr_reader',
      additionalParameters: null,
    },
  ],
  vendorDocs: [],
};

export default source;
