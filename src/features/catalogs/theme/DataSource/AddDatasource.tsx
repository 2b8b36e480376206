/** Adding the datasource (_datasource-add.mdx): the form filled in for each example, and the values of the SQL definition. */
import type {ReactNode} from 'react';
import {
  exampleDatasourceName,
  SAMPLE_DATASOURCE_NAME,
  type DataSource,
  type FormExample,
} from '../../data/datasources/types';
import styles from './styles.module.css';
import ScrollableTable from '../../../../shared/ScrollableTable';
import {ASK_ADMIN, type SourceProps} from './shared';

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
    ['Datasource Name', () => <code>{exampleDatasourceName(ds)}</code>],
    ['Hostname/IP', (f) => (f.host ? <code>{f.host}</code> : ASK_ADMIN)],
    // Without a port in the example, the row points to the port note of the facts table instead of repeating it.
    [
      'Port',
      (f) =>
        f.port !== null ? (
          <code>{f.port}</code>
        ) : (
          <>
            See <strong>Default port</strong> in <strong>Connection facts</strong> above.
          </>
        ),
    ],
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
 * The name the example gives the datasource: the running example's own on the page of the source that holds the
 * sample data; on any other page a name of its own, since the example's datasource already exists next to it.
 */
export function DatasourceNameNote({source: ds}: SourceProps): ReactNode {
  const name = exampleDatasourceName(ds);
  return (
    <p>
      {name === SAMPLE_DATASOURCE_NAME ? (
        <>
          <code>{name}</code> is the datasource name of the supply-chain example used across this documentation.
        </>
      ) : (
        <>
          The example names the datasource <code>{name}</code>. The supply-chain example used across this documentation
          already has a datasource, <code>{SAMPLE_DATASOURCE_NAME}</code>, which holds its sample data.
        </>
      )}{' '}
      Mappings and views refer to a datasource by its name, so give each datasource its own short name without spaces.
    </p>
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
              <code>{exampleDatasourceName(ds)}</code>
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
