/**
 * The REST endpoint tables, rendered from the one list in src/features/catalogs/data/rest-endpoints.ts:
 * - `<RestEndpoints />`: every endpoint but the AI ones, with method, body and
 *   what it does (API usage, the REST integration);
 * - `<RestEndpoints view="nested" />`: the endpoints that return nested JSON on
 *   request, with how each takes its query (nested requests);
 * - `<RestEndpoints view="groups" />`: every endpoint, grouped by task, with the
 *   page that explains each group (Timbr Swagger).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '../../../../shared/ScrollableTable';
import InlineCode from '../../../../shared/InlineCode';
import {ENDPOINT_GROUPS, GUIDE_LABELS, REST_ENDPOINTS, type RestEndpoint} from '../../data/rest-endpoints';

function marks(e: RestEndpoint): string[] {
  return [
    ...(e.newer ? ['newer'] : []),
    ...(e.optional ? ['optional'] : []),
    ...(e.oneCopyOnly ? ['listed in only one hosted copy of the API docs'] : []),
  ];
}

/** The Body cell: SQL text as words, a JSON body as code, or none (or not documented, where only headers are). */
function bodyOf(e: RestEndpoint): ReactNode {
  if (e.body === 'SQL text') return 'SQL text';
  if (e.body) return <code>{e.body}</code>;
  return e.bodyNotDocumented ? 'not documented' : 'none';
}

function Head({columns}: {columns: string[]}): ReactNode {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Summary(): ReactNode {
  return (
    <ScrollableTable>
      <Head columns={['Endpoint', 'Method', 'Body', 'What it does']} />
      <tbody>
        {REST_ENDPOINTS.filter((e) => e.group !== 'AI and agents').map((e) => (
          <tr key={e.path}>
            <td>
              <code>{e.path}</code>
            </td>
            <td>{e.method}</td>
            <td>{bodyOf(e)}</td>
            <td>
              <InlineCode text={e.does} />
              {marks(e).length ? <em> ({marks(e).join(', ')})</em> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

function Nested(): ReactNode {
  return (
    <ScrollableTable>
      <Head columns={['Endpoint', 'Method', 'How you send the query']} />
      <tbody>
        {REST_ENDPOINTS.filter((e) => e.nested).map((e) => (
          <tr key={e.path}>
            <td>
              <code>{e.path}</code>
            </td>
            <td>{e.method}</td>
            <td>
              <InlineCode text={e.nested!} />
              {e.body && e.body !== 'SQL text' ? (
                <>
                  {' '}
                  <code>{e.body}</code>
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

function Groups(): ReactNode {
  return (
    <ScrollableTable>
      <Head columns={['Group', 'Endpoints', 'Guide']} />
      <tbody>
        {ENDPOINT_GROUPS.map((group) => {
          const endpoints = REST_ENDPOINTS.filter((e) => e.group === group);
          const guides = [...new Set(endpoints.map((e) => e.guide))];
          return (
            <tr key={group}>
              <th scope="row">{group}</th>
              <td>
                {endpoints.map((e, i) => (
                  <span key={e.path}>
                    {i ? ', ' : null}
                    <code>{`${e.method} ${e.path}`}</code>
                    {marks(e).length ? <em> ({marks(e).join(', ')})</em> : null}
                  </span>
                ))}
              </td>
              <td>
                {guides.map((guide, i) => (
                  <span key={guide}>
                    {i ? ', ' : null}
                    <Link to={`/docs/${guide}`}>{GUIDE_LABELS[guide] ?? guide}</Link>
                  </span>
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}

export default function RestEndpoints({view = 'summary'}: {view?: 'summary' | 'nested' | 'groups'}): ReactNode {
  if (view === 'nested') return <Nested />;
  if (view === 'groups') return <Groups />;
  return <Summary />;
}
