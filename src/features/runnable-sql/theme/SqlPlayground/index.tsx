/**
 * The semantic SQL playground (docs/playground.mdx): the ontology of the
 * sample knowledge graph as a tree, example questions, an editor, the result
 * with its row count and a CSV download, and the plain SQL the sample engine
 * ran. The query lives in the address (`#q=`), so it can be shared. Nothing
 * of the engine is downloaded before the first Run.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import outline from '@generated/runnable-sql/default/ontology.json';
import SqlEditor, {insertAtCaret} from '../../browser/SqlEditor';
import {OutcomeView, QueryActions, ShownSql} from '../RunnableQuery/outcome';
import {useQueryRunner} from '../../browser/client';
import {MAX_ROWS} from '../../browser/protocol';
import OntologyTree from './OntologyTree';
import {EXAMPLES} from './examples';
import {hashOf, queryOfHash} from './share';
import {toCsv} from './csv';
import styles from './styles.module.css';

/** Rows the page shows; the CSV file has every row read. */
const SHOWN_ROWS = 100;

export default function SqlPlayground(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const [query, setQuery] = useState(EXAMPLES[0].query);
  const [showSql, setShowSql] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [download, setDownload] = useState<{url: string; rows: number} | null>(null);
  const editor = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  // The query of the address, when the page opens and when the address changes.
  useEffect(() => {
    const read = () => {
      const found = queryOfHash(window.location.hash);
      if (found instanceof Error) setNotice(found.message);
      else if (found !== null) {
        setNotice(null);
        setQuery(found);
      }
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  const change = useCallback((text: string) => {
    setQuery(text);
    window.history.replaceState(window.history.state, '', hashOf(text));
  }, []);

  const {outcome, running, run: runQuery} = useQueryRunner(baseUrl);
  const run = useCallback(
    (text: string) => {
      window.history.replaceState(window.history.state, '', hashOf(text));
      return runQuery(text);
    },
    [runQuery],
  );

  // The CSV file of the last result, as an object URL (released when replaced).
  useEffect(() => {
    if (!outcome?.ok || outcome.result.rowCount === 0) {
      setDownload(null);
      return undefined;
    }
    const url = URL.createObjectURL(new Blob([toCsv(outcome.result.columns, outcome.result.rows)], {type: 'text/csv'}));
    setDownload({url, rows: outcome.result.rowCount});
    return () => URL.revokeObjectURL(url);
  }, [outcome]);

  const insert = useCallback(
    (text: string) => {
      if (editor.current) change(insertAtCaret(editor.current, text));
    },
    [change],
  );

  return (
    <div className={styles.playground} data-playground="">
      <section className={styles.side} aria-labelledby={`${id}-ontology`}>
        <h2 id={`${id}-ontology`} className={styles.sideTitle}>
          Ontology
        </h2>
        <p className={styles.hint}>Open a concept; select an item to insert it at the cursor.</p>
        <OntologyTree outline={outline} insert={insert} />
      </section>
      <section className={styles.main} aria-labelledby={`${id}-query`}>
        <h2 id={`${id}-query`} className={styles.sideTitle}>
          Query
        </h2>
        {notice && (
          <div className="alert alert--warning" role="alert">
            {notice}
          </div>
        )}
        <SqlEditor
          id={`${id}-editor`}
          value={query}
          onChange={change}
          onRun={() => void run(query)}
          label="Query on the sample knowledge graph (Ctrl+Enter or Cmd+Enter runs it)"
          describedBy={`${id}-status`}
          textareaRef={editor}
        />
        <QueryActions onRun={() => void run(query)} showSql={showSql} setShowSql={setShowSql}>
          {download && outcome?.ok && !running && (
            <a className="button button--secondary button--sm" href={download.url} download="timbr-sample-result.csv">
              Download CSV ({download.rows.toLocaleString('en-US')} rows)
            </a>
          )}
          <span className={styles.hint}>
            Ctrl+Enter (Cmd+Enter on a Mac) runs the query. At most {MAX_ROWS.toLocaleString('en-US')} rows are read.
          </span>
        </QueryActions>
        {showSql && <ShownSql outcome={outcome} />}
        <OutcomeView outcome={outcome} running={running} shownRows={SHOWN_ROWS} statusId={`${id}-status`} />
        <h2 className={styles.sideTitle}>Example questions</h2>
        <ul className={styles.examples}>
          {EXAMPLES.map((e) => (
            <li key={e.question}>
              <button
                type="button"
                className={styles.example}
                data-llms-text=""
                onClick={() => {
                  change(e.query);
                  void run(e.query);
                  editor.current?.focus();
                }}
              >
                {e.question}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
