/**
 * Timbr's published list of datasource types with their drivers, for the
 * integrations overview (docs/integration/index.md). It reads the light list
 * src/features/catalogs/data/datasource-index.ts, not the whole catalog, and lives apart from the
 * pieces of the data source pages so that those pages do not ship it.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {DATASOURCE_INDEX, type DataSourceIndexEntry} from '../../data/datasource-index';
import {ACCESS_LABELS, dataSourceDocPath} from '../../data/datasources/types';
import {TIMBR_DATASOURCE_TYPES} from '../../data/timbr-datasource-types';
import ScrollableTable from '../../../../shared/ScrollableTable';

/** Links each type to the page of the source that uses it as its dedicated type. */
export default function SupportedTypesTable(): ReactNode {
  const pageOf = (type: string): DataSourceIndexEntry | undefined =>
    DATASOURCE_INDEX.find((d) => d.access.includes('dedicated') && d.timbrTypes.includes(type));
  const extra = DATASOURCE_INDEX.filter((d) => !d.listedInTimbr);
  return (
    <>
      <ScrollableTable>
        <thead>
          <tr>
            <th scope="col">Timbr datasource type</th>
            <th scope="col">JDBC driver class</th>
            <th scope="col">Guide</th>
          </tr>
        </thead>
        <tbody>
          {TIMBR_DATASOURCE_TYPES.map((t) => {
            const ds = pageOf(t.type);
            return (
              <tr key={t.type}>
                <td>{t.type}</td>
                <td>{t.driverClass ? <code>{t.driverClass}</code> : 'JSON connection template'}</td>
                <td>{ds ? <Link to={dataSourceDocPath(ds.slug)}>{ds.name}</Link> : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </ScrollableTable>
      <p>
        Sources documented here without a type of their own:{' '}
        {extra.map((d, i) => (
          <span key={d.slug}>
            {i > 0 ? ', ' : null}
            <Link to={dataSourceDocPath(d.slug)}>{d.name}</Link> ({d.access.map((a) => ACCESS_LABELS[a]).join('; ')})
          </span>
        ))}
        .
      </p>
    </>
  );
}
