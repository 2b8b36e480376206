/**
 * The live view of a runnable query (loaded on the first Run): the query in
 * an editor, the result of running it in the browser in place of the build's,
 * the engine's plain SQL on demand, and Reset.
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SqlEditor from '../../browser/SqlEditor';
import {useQueryRunner} from '../../browser/client';
import {OutcomeView, QueryActions, ShownSql} from './outcome';

export default function Live({
  original,
  shownRows,
  onReset,
}: {
  original: string;
  shownRows: number;
  onReset: () => void;
}): ReactNode {
  const baseUrl = useBaseUrl('/');
  const [query, setQuery] = useState(original);
  const [showSql, setShowSql] = useState(false);
  const editor = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const {outcome, running, run} = useQueryRunner(baseUrl);

  useEffect(() => {
    void run(original);
    editor.current?.focus();
    // Once, when the reader pressed Run on the block.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="runnable-live" data-runnable-live="">
      <SqlEditor
        value={query}
        onChange={setQuery}
        onRun={() => void run(query)}
        label="Query (editable; Ctrl+Enter runs it)"
        textareaRef={editor}
        describedBy={`${id}-status`}
      />
      <QueryActions onRun={() => void run(query)} showSql={showSql} setShowSql={setShowSql}>
        <button type="button" className="button button--secondary button--sm" onClick={onReset}>
          Reset
        </button>
      </QueryActions>
      {showSql && <ShownSql outcome={outcome} />}
      <OutcomeView outcome={outcome} running={running} shownRows={shownRows} statusId={`${id}-status`} />
    </div>
  );
}
