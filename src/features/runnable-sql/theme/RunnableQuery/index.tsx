/**
 * A runnable query on the sample knowledge graph: the query's code block and
 * the result the build computed (src/features/runnable-sql/remark.ts wraps
 * both in this component). The block gets a Run control beside Copy; the
 * first Run downloads the live view (./Live.tsx), which loads the sample
 * engine in a Web Worker, makes the query editable and shows the live result
 * in place of the build's. Reset brings back the original block and result.
 * Without JavaScript, or before a reader runs anything, the page is exactly
 * what the build wrote, and nothing of the engine is downloaded.
 */
import React, {lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {SHOWN_ROWS} from '../../result';
import {RunnableContext} from '../../browser/RunButton/context';

const Live = lazy(() => import('./Live'));

export default function RunnableQuery({rows, children}: {rows?: string; children: ReactNode}): ReactNode {
  const [query, setQuery] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const run = useCallback((q: string) => setQuery(q), []);
  const reset = useCallback(() => {
    setQuery(null);
    // The control that was used is gone: give the focus back to the block's Run control.
    requestAnimationFrame(() => box.current?.querySelector<HTMLElement>('[data-runnable-run]')?.focus());
  }, []);
  const value = useMemo(() => ({run, starting: query !== null}), [run, query]);
  const original = <RunnableContext.Provider value={value}>{children}</RunnableContext.Provider>;
  return (
    <div className="runnable-query" ref={box}>
      {query === null ? (
        original
      ) : (
        <Suspense
          fallback={
            <>
              {original}
              <p className="runnable-result__meta" role="status">
                Starting the sample engine…
              </p>
            </>
          }
        >
          <Live original={query} shownRows={Number(rows) || SHOWN_ROWS} onReset={reset} />
        </Suspense>
      )}
    </div>
  );
}
