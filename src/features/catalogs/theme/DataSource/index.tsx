/**
 * Pieces of the shared structure of every data source page. Each piece takes
 * the catalog entry of the page (`source`, the default export of
 * src/features/catalogs/data/datasources/<slug>.ts) and renders one part: the partial
 * docs/integration/datasources/_datasource-common.mdx places them under its
 * static headings. This module imports only the catalog's types and labels,
 * never the whole catalog, so a page ships its own entry and no other.
 *
 * Where the catalog has no value (null or an empty list), the pieces say so to
 * the reader instead of guessing.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Admonition from '@theme/Admonition';
import {ACCESS_LABELS, type DataSource, type FormExample} from '../../data/datasources/types';
import styles from './styles.module.css';
import ScrollableTable from '../../../../shared/ScrollableTable';
import InlineCode from '../../../../shared/InlineCode';

/** Running-example datasource name used in the form and SQL examples. */
export const EXAMPLE_DATASOURCE_NAME = 'supply_chain_db';

const ASK_ADMIN = 'Not documented. Ask your Timbr administrator.';

interface SourceProps {
  /** The page's catalog entry. */
  source: DataSource;
}

function portText(ds: DataSource): ReactNode {
  if (ds.defaultPort === null) {
    return ds.portNote ? <InlineCode text={ds.portNote} /> : <>No single default. {ASK_ADMIN}</>;
  }
  return (
    <>
      <code>{ds.defaultPort}</code>
      {ds.portNote ? (
        <>
          {' '}
          (<InlineCode text={ds.portNote} />)
        </>
      ) : null}
    </>
  );
}

/** Short product name, for use inside sentences of the partial. */
export function DsName({source}: SourceProps): ReactNode {
  return source.shortName;
}

/** The Timbr datasource type(s) to pick, in bold, or an honest "none documented". */
export function TimbrTypeChoice({source: ds}: SourceProps): ReactNode {
  if (ds.timbrTypes.length === 0) {
    return (
      <>
        the type of the SQL bridge in front of {ds.shortName} ({ds.shortName} itself has none)
      </>
    );
  }
  return (
    <>
      {ds.timbrTypes.map((t, i) => (
        <span key={t}>
          {i > 0 ? (i === ds.timbrTypes.length - 1 ? ' or ' : ', ') : null}
          <strong>{t}</strong>
        </span>
      ))}
    </>
  );
}

/** Ports as inline code, each its own value: "`3306` or `5432`". */
function portChoice(ports: number[]): ReactNode {
  return ports.map((port, i) => (
    <span key={port}>
      {i > 0 ? (i === ports.length - 1 ? ' or ' : ', ') : null}
      <code>{port}</code>
    </span>
  ));
}

/** Default port as inline code, or "the port of your setup" when there is none. */
export function DefaultPort({source: ds}: SourceProps): ReactNode {
  if (ds.defaultPort !== null) {
    return <code>{ds.defaultPort}</code>;
  }
  if (ds.otherPorts.length > 0) {
    return <>{portChoice(ds.otherPorts.map((p) => p.port))}, whichever your setup uses (see the connection facts)</>;
  }
  return <>the port your administrator gives you</>;
}

/**
 * Where the Timbr server must connect, as a sentence: the source's host and
 * port, or, for a source reached only through a SQL bridge, the bridge.
 */
export function NetworkPath({source: ds}: SourceProps): ReactNode {
  if (ds.access.includes('unverified')) {
    return (
      <>
        The Timbr server must reach the SQL bridge in front of {ds.shortName}, on the port the bridge listens on; the
        bridge, not Timbr, connects to {ds.shortName}.
      </>
    );
  }
  return (
    <>
      The Timbr server must reach the {ds.shortName} host on port <DefaultPort source={ds} />.
    </>
  );
}

/** Table of the facts every data source page starts with. */
export function ConnectionFacts({source: ds}: SourceProps): ReactNode {
  return (
    <>
      <ScrollableTable className={styles.facts}>
        <tbody>
          <tr>
            <th scope="row">Product</th>
            <td>{ds.vendor === null ? ds.name : `${ds.name} (${ds.vendor})`}</td>
          </tr>
          <tr>
            <th scope="row">Kind</th>
            <td>{ds.family}</td>
          </tr>
          <tr>
            <th scope="row">How Timbr reaches it</th>
            <td>
              {ds.access.map((a) => ACCESS_LABELS[a]).join('; ')}. <InlineCode text={ds.accessNote} />
            </td>
          </tr>
          <tr>
            <th scope="row">Timbr datasource type</th>
            <td>
              {ds.timbrTypes.length > 0 ? ds.timbrTypes.join(', ') : 'None documented. Ask your Timbr administrator.'}
            </td>
          </tr>
          <tr>
            <th scope="row">JDBC driver</th>
            <td>
              <ul className={styles.tight}>
                {ds.drivers.map((d) => (
                  <li key={d.className}>
                    <code>{d.className}</code>
                    {d.timbrType ? <> (Timbr type {d.timbrType})</> : <> (no Timbr type documented)</>}
                    {d.artifact ? (
                      <>
                        , from <code>{d.artifact}</code>
                      </>
                    ) : null}
                    {d.note ? (
                      <>
                        . <InlineCode text={d.note} />
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
          <tr>
            <th scope="row">Default port</th>
            <td>{portText(ds)}</td>
          </tr>
          {ds.otherPorts.length > 0 ? (
            <tr>
              <th scope="row">Other ports</th>
              <td>
                <ul className={styles.tight}>
                  {ds.otherPorts.map((p) => (
                    <li key={`${p.port}-${p.use}`}>
                      <code>{p.port}</code>: {p.use}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Supported versions</th>
            <td>
              {ds.supportedVersions ? (
                <InlineCode text={ds.supportedVersions} />
              ) : (
                'Not documented. Ask your Timbr administrator which versions your release supports.'
              )}
            </td>
          </tr>
        </tbody>
      </ScrollableTable>
      {ds.notes.length > 0 ? (
        <ul>
          {ds.notes.map((n) => (
            <li key={n}>
              <InlineCode text={n} />
            </li>
          ))}
        </ul>
      ) : null}
      {ds.undocumented.length > 0 ? (
        <Admonition type="note" title="Not documented for this source">
          <p>The following is not documented. Your Timbr administrator or Timbr support can tell you:</p>
          <ul>
            {ds.undocumented.map((u) => (
              <li key={u}>
                <InlineCode text={u} />
              </li>
            ))}
          </ul>
        </Admonition>
      ) : null}
    </>
  );
}

/** Source-specific prerequisites (the common ones are written in the partial). */
export function SourcePrerequisites({source: ds}: SourceProps): ReactNode {
  if (ds.prerequisites.length === 0) {
    return null;
  }
  return (
    <>
      <p>For {ds.shortName}, also prepare:</p>
      <ul>
        {ds.prerequisites.map((p) => (
          <li key={p}>
            <InlineCode text={p} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** URL patterns, the option syntax and complete examples, as code blocks. */
export function UrlFormats({source: ds}: SourceProps): ReactNode {
  return (
    <>
      {ds.urlFormats.map((f) => (
        <CodeBlock key={f.label} language="text" title={f.label}>
          {f.template}
        </CodeBlock>
      ))}
      <p>
        <InlineCode text={ds.urlSyntax} />
      </p>
      {ds.exampleUrls.length > 0 ? (
        <>
          <p>{ds.exampleUrls.length > 1 ? 'Examples:' : 'Example:'}</p>
          {ds.exampleUrls.map((e) => (
            <CodeBlock key={e.label} language="text" title={e.label}>
              {e.url}
            </CodeBlock>
          ))}
        </>
      ) : null}
    </>
  );
}

/** Parameters table, with the TLS setting and links to the driver documentation. */
export function ParameterTable({source: ds}: SourceProps): ReactNode {
  return (
    <>
      <ScrollableTable>
        <thead>
          <tr>
            <th scope="col">Parameter</th>
            <th scope="col">Required</th>
            <th scope="col">Default</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {ds.parameters.map((p) => (
            <tr key={p.name}>
              <td>
                <code>{p.name}</code>
              </td>
              <td>{p.required ? 'Yes' : 'No'}</td>
              <td>{p.default === null ? <span title="No default documented">—</span> : <code>{p.default}</code>}</td>
              <td>
                <InlineCode text={p.meaning} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <p className={styles.legend}>A dash in the Default column means that no default is documented.</p>
      <p>
        <strong>Encryption in transit:</strong>{' '}
        {ds.tls ? (
          <InlineCode text={ds.tls} />
        ) : (
          'the driver documentation gives no TLS setting for this source. Ask your administrator how the source is secured.'
        )}
      </p>
      {ds.vendorDocs.length > 0 ? (
        <p>
          More about the driver and its connection URL, in the vendor&apos;s documentation:{' '}
          {ds.vendorDocs.map((v, i) => (
            <span key={v.href}>
              {i > 0 ? '; ' : null}
              <a href={v.href}>{v.label}</a>
            </span>
          ))}
          .
        </p>
      ) : null}
    </>
  );
}

/** Authentication methods, flagging the ones Timbr support is not confirmed for. */
export function AuthMethods({source: ds}: SourceProps): ReactNode {
  return (
    <ul>
      {ds.authMethods.map((m) => (
        <li key={m.name}>
          <strong>
            <InlineCode text={m.name} />
          </strong>
          : <InlineCode text={m.detail} />
          {m.confirmedInTimbr === false ? <em> Not confirmed as supported inside Timbr.</em> : null}
        </li>
      ))}
    </ul>
  );
}

/** Heading of the column of one form example. */
function exampleHeading(ds: DataSource, f: FormExample): string {
  return `Example for ${f.label ?? ds.shortName}`;
}

/** The add-datasource form filled in for this source, one column per example. */
export function FormFields({source: ds}: SourceProps): ReactNode {
  const examples = ds.formExamples;
  const rows: [string, (f: FormExample) => ReactNode][] = [
    [
      'Datasource Type',
      (f) => f.timbrType ?? `The type of the SQL bridge in front of ${ds.shortName}; ${ds.shortName} itself has none.`,
    ],
    ['Datasource Name', () => <code>{EXAMPLE_DATASOURCE_NAME}</code>],
    ['Hostname/IP', (f) => (f.host ? <code>{f.host}</code> : ASK_ADMIN)],
    ['Port', (f) => (f.port !== null ? <code>{f.port}</code> : portText(ds))],
    ['User', (f) => (f.user ? <code>{f.user}</code> : `Depends on the authentication method. ${ASK_ADMIN}`)],
    ['Password', (f) => f.password ?? 'The password or secret of that user. Timbr stores it encrypted.'],
    [
      'Additional parameters',
      (f) => (f.additionalParameters ? <code>{f.additionalParameters}</code> : 'None needed for a basic connection.'),
    ],
  ];
  return (
    <>
      <ScrollableTable>
        <thead>
          <tr>
            <th scope="col">Field</th>
            {examples.map((f) => (
              <th key={exampleHeading(ds, f)} scope="col">
                {exampleHeading(ds, f)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([field, value]) => (
            <tr key={field}>
              <th scope="row">{field}</th>
              {examples.map((f) => (
                <td key={exampleHeading(ds, f)}>{value(f)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <UrlDatabaseNote source={ds} />
    </>
  );
}

/**
 * Where the URL names a database (catalog, service), the form fields of Timbr's guides have none for it: say so,
 * give the value the SQL definition's URL carries, and what holds whether or not the form has such a field.
 */
function UrlDatabaseNote({source: ds}: SourceProps): ReactNode {
  const named = ds.formExamples.flatMap((f) => (f.urlDatabase === null ? [] : [{f, value: f.urlDatabase}]));
  if (named.length === 0) return null;
  const term = ds.urlDatabaseTerm ?? 'database';
  const values = [...new Set(named.map((n) => n.value))];
  const valueText =
    values.length === 1 ? (
      <code>{values[0]}</code>
    ) : (
      named.map(({f, value}, i) => (
        <span key={exampleHeading(ds, f)}>
          {i > 0 ? (i === named.length - 1 ? ' and ' : ', ') : null}
          <code>{value}</code> for {f.label ?? ds.shortName}
        </span>
      ))
    );
  return (
    <p>
      The connection&apos;s URL also carries the {term}: {valueText}. The form fields that Timbr&apos;s guides list have
      none for it, and whether the form of your release has one is not documented. If it has none, ask your Timbr
      administrator how to give the {term}. The SQL definition below carries it in <code>{'{target_url}'}</code>.
    </p>
  );
}

/**
 * Values of the three documented placeholders of the create-datasource statement, for the connection of each
 * form example (example i goes with `exampleUrls[i]`).
 */
export function SqlRegistration({source: ds}: SourceProps): ReactNode {
  const examples = ds.formExamples.map((f, i) => ({
    heading: `Value for ${f.label ?? ds.shortName}`,
    url: ds.exampleUrls[i]?.url ?? ds.urlFormats[0].template,
    type: f.timbrType,
  }));
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Placeholder</th>
          {examples.map((e) => (
            <th key={e.heading} scope="col">
              {e.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>
            <code>{'{db_name}'}</code>
          </td>
          {examples.map((e) => (
            <td key={e.heading}>
              <code>{EXAMPLE_DATASOURCE_NAME}</code>
            </td>
          ))}
        </tr>
        <tr>
          <td>
            <code>{'{target_url}'}</code>
          </td>
          {examples.map((e) => (
            <td key={e.heading}>
              <code className={styles.wrap}>{e.url}</code>
            </td>
          ))}
        </tr>
        <tr>
          <td>
            <code>{'{datasource_type}'}</code>
          </td>
          {examples.map((e) => (
            <td key={e.heading}>{e.type !== null ? <code>&quot;{e.type}&quot;</code> : ASK_ADMIN}</td>
          ))}
        </tr>
      </tbody>
    </ScrollableTable>
  );
}

/** Symptom-and-fix table for the connection problems every source shares. */
export function ConnectionChecks({source: ds}: SourceProps): ReactNode {
  const bridged = ds.access.includes('unverified');
  const ports =
    ds.defaultPort !== null ? [ds.defaultPort] : ds.otherPorts.length > 0 ? ds.otherPorts.map((p) => p.port) : null;
  const target = bridged ? `the SQL bridge in front of ${ds.shortName}` : `the ${ds.shortName} host`;
  const portPhrase: ReactNode =
    ports === null ? (
      bridged ? (
        "the bridge's port"
      ) : (
        'the source port'
      )
    ) : ports.length === 1 ? (
      <>
        port <code>{ports[0]}</code>
      </>
    ) : (
      <>the port your setup uses ({portChoice(ports)})</>
    );
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Symptom</th>
          <th scope="col">Likely cause and fix</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>The test times out or reports that the connection was refused.</td>
          <td>
            A firewall, security group or network policy blocks the Timbr server. Open {portPhrase} from the Timbr
            server to {target}, and check the host name and port in the form.
          </td>
        </tr>
        <tr>
          <td>TLS or certificate errors (handshake failure, unknown certificate, host name mismatch).</td>
          <td>
            {ds.tls ? (
              <>
                Check the encryption settings: <InlineCode text={ds.tls} />
              </>
            ) : (
              'Ask your administrator how the source is secured, then set the matching driver options.'
            )}{' '}
            Use the host name that appears in the server certificate.
          </td>
        </tr>
        <tr>
          <td>Authentication fails.</td>
          <td>
            Check the user, the password and the authentication method.
            {ds.authMethods.some((m) => m.confirmedInTimbr === false) ? (
              <>
                {' '}
                Methods marked as not confirmed inside Timbr may not work; fall back to{' '}
                {ds.authMethods[0].name.replace(/`/g, '')}.
              </>
            ) : null}
          </td>
        </tr>
        <tr>
          <td>The connection works, but schemas or tables are missing, or queries fail with a permission error.</td>
          <td>The user lacks grants. Grant read access on the schemas and tables you map, then test again.</td>
        </tr>
        <tr>
          <td>An option seems to be ignored.</td>
          <td>
            Check its spelling and case, and where and how it is written: <InlineCode text={ds.urlSyntax} />
          </td>
        </tr>
      </tbody>
    </ScrollableTable>
  );
}
