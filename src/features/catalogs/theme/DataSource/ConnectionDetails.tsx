/** The connection reference of every data source page (_datasource-common.mdx): the facts table, the prerequisites, the URL formats, the parameters and the authentication methods. */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Admonition from '@theme/Admonition';
import {ACCESS_LABELS} from '../../data/datasources/types';
import styles from './styles.module.css';
import ScrollableTable from '../../../../shared/ScrollableTable';
import InlineCode from '../../../../shared/InlineCode';
import {portText, type SourceProps} from './shared';

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
              <td>
                {p.default === null ? (
                  <span title={p.required ? 'Required: no default' : 'No default documented'}>—</span>
                ) : p.default.includes('`') ? (
                  <InlineCode text={p.default} />
                ) : (
                  <code>{p.default}</code>
                )}
              </td>
              <td>
                <InlineCode text={p.meaning} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <p className={styles.legend}>
        A dash in the Default column means that the parameter is required, so it has no default, or that no default is
        documented.
      </p>
      <p>
        <strong>Encryption in transit:</strong>{' '}
        {ds.tls ? (
          <InlineCode text={ds.tls} />
        ) : (
          'not documented for this source. Ask your administrator how the source is secured.'
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
