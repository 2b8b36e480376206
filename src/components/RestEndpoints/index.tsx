/**
 * The REST endpoint tables, rendered from the one list in src/data/rest-endpoints.ts:
 * - `<RestEndpoints />`: every endpoint but the AI ones, with method, body and
 *   what it does (API usage, the REST integration);
 * - `<RestEndpoints view="nested" />`: the endpoints that return nested JSON on
 *   request, with how each takes its query (nested requests);
 * - `<RestEndpoints view="groups" />`: every endpoint, grouped by task, with the
 *   page that explains each group (Timbr Swagger).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {ENDPOINT_GROUPS, GUIDE_LABELS, REST_ENDPOINTS, type RestEndpoint} from '@site/src/data/rest-endpoints';

/** Text with `code` spans, as in the data file. */
function Inline({text}: {text: string}): ReactNode {
  return text.split(/(`[^`]+`)/).map((part, i) => (i % 2 ? <code key={i}>{part.slice(1, -1)}</code> : part));
}

function marks(e: RestEndpoint): string[] {
  return [
    ...(e.newer ? ['newer'] : []),
    ...(e.optional ? ['optional'] : []),
    ...(e.oneCopyOnly ? ['listed in only one hosted copy of the API docs'] : []),
  ];
}

function Summary(): ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Endpoint</th>
          <th scope="col">Method</th>
          <th scope="col">Body</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {REST_ENDPOINTS.filter((e) => e.group !== 'AI and agents').map((e) => (
          <tr key={e.path}>
            <td><code>{e.path}</code></td>
            <td>{e.method}</td>
            <td>{e.body ? e.body === 'SQL text' ? 'SQL text' : <code>{e.body}</code> : 'none'}</td>
            <td>
              <Inline text={e.does} />
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
      <thead>
        <tr>
          <th scope="col">Endpoint</th>
          <th scope="col">Method</th>
          <th scope="col">How you send the query</th>
        </tr>
      </thead>
      <tbody>
        {REST_ENDPOINTS.filter((e) => e.nested).map((e) => (
          <tr key={e.path}>
            <td><code>{e.path}</code></td>
            <td>{e.method}</td>
            <td>
              <Inline text={e.nested!} />
              {e.body && e.body !== 'SQL text' ? <> <code>{e.body}</code></> : null}
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
      <thead>
        <tr>
          <th scope="col">Group</th>
          <th scope="col">Endpoints</th>
          <th scope="col">Guide</th>
        </tr>
      </thead>
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
