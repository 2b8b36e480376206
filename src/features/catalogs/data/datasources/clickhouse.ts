/** Catalog entry of ClickHouse (page docs/integration/datasources/clickhouse/overview.md). */
import type {DataSource} from './types';

const source: DataSource = {
  slug: 'clickhouse',
  name: 'ClickHouse',
  shortName: 'ClickHouse',
  vendor: null,
  family: 'Analytical database',
  summary: "Analytical database reached over HTTP(S); also the engine of Timbr's cache.",
  access: ['dedicated'],
  accessNote:
    'Timbr lists "Clickhouse" as a datasource type of its own and connects with the ClickHouse JDBC driver over the HTTP(S) interface.',
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
  urlSyntax:
    '`?` before the first option, `&` between options. Inside `custom_http_params`, URL-encode `=` as `%3D` and `,` as `%2C`.',
  exampleUrls: [
    {
      label: 'HTTP, with a long socket timeout',
      url: 'jdbc:clickhouse://<clickhouse-host>:8123/<database>?socket_timeout=21600000',
    },
    {label: 'HTTPS to ClickHouse Cloud', url: 'jdbc:clickhouse://<host>:8443/<database>?ssl=true&sslmode=strict'},
  ],
  defaultPort: 8123,
  portNote: 'HTTP interface. Use 8443 for HTTPS. The native TCP port 9000 is not used by the JDBC driver.',
  otherPorts: [
    {port: 8443, use: 'HTTPS interface (required by ClickHouse Cloud)'},
    {port: 9000, use: 'Native TCP protocol (not used by JDBC)'},
  ],
  parameters: [
    {name: 'Host', required: true, default: null, meaning: 'Address of the server.'},
    {
      name: 'Port',
      required: true,
      default: null,
      meaning: 'HTTP(S) interface of the server; the default port and the HTTPS one are under Connection facts.',
    },
    {name: 'database', required: false, default: null, meaning: 'Database named in the connection.'},
    {
      name: 'User',
      required: true,
      default: null,
      meaning: "ClickHouse user Timbr connects as, such as a read-only user; the server's built-in user is `default`.",
    },
    {name: 'ssl', required: false, default: null, meaning: '`ssl=true` for HTTPS.'},
    {
      name: 'sslmode',
      required: false,
      default: null,
      meaning: '`strict` or `none`; the driver documentation says what each checks.',
    },
    {
      name: 'socket_timeout',
      required: false,
      default: null,
      meaning: 'Socket timeout of the driver; raise it for long queries.',
    },
    {
      name: 'custom_http_params',
      required: false,
      default: null,
      meaning: 'ClickHouse settings, URL-encoded.',
    },
  ],
  tls: '`ssl=true` on port 8443, with `sslmode` set as your server requires.',
  authMethods: [{name: 'User and password', detail: 'A ClickHouse user; the built-in user is `default`.'}],
  supportedVersions: null,
  prerequisites: [],
  notes: ['ClickHouse Cloud only accepts HTTPS (port 8443).'],
  undocumented: ['Which ClickHouse JDBC driver version Timbr bundles.'],
  formExamples: [
    {
      timbrType: 'Clickhouse',
      host: '<clickhouse-host>',
      port: 8123,
      urlDatabase: '<database>',
      user: 'timbr_reader',
      additionalParameters: 'socket_timeout=21600000',
    },
  ],
  vendorDocs: [
    {label: 'ClickHouse: JDBC driver', href: 'https://clickhouse.com/docs/integrations/language-clients/java/jdbc'},
  ],
};

export default source;
