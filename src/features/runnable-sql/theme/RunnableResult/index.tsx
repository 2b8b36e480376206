/**
 * The result of a runnable query, computed by the build on the sample
 * knowledge graph (src/features/runnable-sql/remark.ts puts it under the
 * query). It receives the shown rows as one compact string (../../result.ts), which
 * keeps a page's JavaScript small, and renders them as a plain table: the page's HTML holds
 * the result, so it shows without JavaScript and in the Markdown copies.
 * `ResultTable` is the same table for a result a reader runs in the browser.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '../../../../shared/ScrollableTable';
import {countText, decodeResult, type ShownResult} from '../../result';

/** Where the sample knowledge graph is described. */
const ABOUT = '/docs/getting-started/sample-data';

export function ResultTable({result: r}: {result: ShownResult}): ReactNode {
  const align = (c: number) => (r.numeric[c] ? {textAlign: 'right' as const} : undefined);
  return (
    <ScrollableTable>
      <thead>
        <tr>
          {r.columns.map((c, i) => (
            <th key={i} style={align(i)}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {r.rows.map((row, i) => (
          <tr key={i}>
            {row.map((v, c) => (
              <td key={c} style={align(c)}>
                {v}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]);

/** The markup ResultTable renders, as HTML text. */
export function resultTableHtml(r: ShownResult): string {
  const cell = (tag: 'th' | 'td', value: string, c: number) =>
    `<${tag}${r.numeric[c] ? ' style="text-align:right"' : ''}>${escapeHtml(value)}</${tag}>`;
  const row = (values: string[], tag: 'th' | 'td') => `<tr>${values.map((v, c) => cell(tag, v, c)).join('')}</tr>`;
  return `<thead>${row(r.columns, 'th')}</thead><tbody>${r.rows.map((values) => row(values, 'td')).join('')}</tbody>`;
}

export function SampleGraphLink(): ReactNode {
  return <Link to={ABOUT}>sample knowledge graph</Link>;
}

export default function RunnableResult({result}: {result: string}): ReactNode {
  const r = decodeResult(result);
  return (
    <div className="runnable-result">
      {r.rowCount > 0 && <ScrollableTable dangerouslySetInnerHTML={{__html: resultTableHtml(r)}} />}
      <p className="runnable-result__meta">
        {countText(r.rows.length, r.rowCount)}. Ran on the <SampleGraphLink />.
      </p>
    </div>
  );
}
