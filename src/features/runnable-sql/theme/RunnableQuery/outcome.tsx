/**
 * What a query run in the browser shows: the status line (announced to
 * screen readers), the error next to the query, the result table, and the
 * plain SQL the engine ran. Shared by runnable blocks (./Live.tsx) and the
 * playground (src/features/runnable-sql/theme/SqlPlayground).
 */
import React, {type Dispatch, type ReactNode, type SetStateAction} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {ResultTable, SampleGraphLink} from '../RunnableResult';
import {countText} from '../../result';
import {toShownResult} from '../../shown';
import type {RunOutcome} from '../../browser/client';
import {RunnableContext} from '../../browser/RunButton/context';

const KIND_TITLE: Record<string, string> = {
  syntax: 'Syntax error',
  semantic: 'Not in the model',
  unsupported: 'Not supported by the sample engine',
  model: 'Model error',
  database: 'Database error',
  limit: 'Query not run',
  load: 'The sample engine is unavailable',
  internal: 'Engine error',
};

export function statusText(outcome: RunOutcome | null, running: boolean, shownRows: number): string {
  if (running) return 'Running the query…';
  if (!outcome) return '';
  if (!outcome.ok) return `${KIND_TITLE[outcome.error.kind] ?? 'Error'}: ${outcome.error.message}`;
  const r = outcome.result;
  return `${countText(Math.min(shownRows, r.rowCount), r.rowCount, r.truncated)}.`;
}

export function OutcomeView({
  outcome,
  running,
  shownRows,
  statusId,
}: {
  outcome: RunOutcome | null;
  running: boolean;
  shownRows: number;
  statusId?: string;
}): ReactNode {
  const status = statusText(outcome, running, shownRows);
  const failed = outcome && !outcome.ok && !running;
  return (
    <div
      className="runnable-result"
      data-runnable-state={running ? 'running' : outcome ? (outcome.ok ? 'done' : 'error') : 'idle'}
    >
      {failed ? (
        <div className="alert alert--danger runnable-error" role="alert" id={statusId}>
          <strong>{KIND_TITLE[outcome.error.kind] ?? 'Error'}.</strong> {outcome.error.message}
        </div>
      ) : (
        <>
          {outcome?.ok && !running && outcome.result.rowCount > 0 && (
            <ResultTable result={toShownResult(outcome.result, shownRows)} />
          )}
          <p className="runnable-result__meta" role="status" id={statusId}>
            {status}
            {outcome?.ok && !running && (
              <>
                {' '}
                Ran in your browser on the <SampleGraphLink /> in {Math.max(1, Math.round(outcome.result.ms))} ms.
              </>
            )}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * The buttons under a query's editor, in a runnable block's live view and in the playground: Run, Show SQL (a
 * toggle), then what the caller adds.
 */
export function QueryActions({
  onRun,
  showSql,
  setShowSql,
  children,
}: {
  onRun: () => void;
  showSql: boolean;
  setShowSql: Dispatch<SetStateAction<boolean>>;
  children?: ReactNode;
}): ReactNode {
  return (
    <div className="runnable-live__actions">
      <button type="button" className="button button--primary button--sm" onClick={onRun}>
        Run
      </button>
      <button
        type="button"
        className="button button--secondary button--sm"
        aria-pressed={showSql}
        onClick={() => setShowSql((shown) => !shown)}
      >
        Show SQL
      </button>
      {children}
    </div>
  );
}

/** What Show SQL shows: the plain SQL of the last run, or how to get it. */
export function ShownSql({outcome}: {outcome: RunOutcome | null}): ReactNode {
  const sql = outcome?.ok ? outcome.result.sql : outcome?.error.sql;
  return sql ? (
    <GeneratedSql sql={sql} />
  ) : (
    <p className="runnable-result__meta">Run the query to see the SQL the sample engine generates for it.</p>
  );
}

/** The plain SQL the sample engine ran, labelled as its own translation. */
function GeneratedSql({sql}: {sql: string}): ReactNode {
  return (
    <div className="runnable-sql">
      <p className="runnable-result__meta">
        The plain SQL the sample engine ran on its embedded SQLite database. It is this engine&apos;s translation: a
        Timbr server generates its own SQL for each datasource.
      </p>
      {/* No Run control on this block. */}
      <RunnableContext.Provider value={null}>
        <CodeBlock language="sql" title="SQL of the sample engine">
          {sql}
        </CodeBlock>
      </RunnableContext.Provider>
    </div>
  );
}
