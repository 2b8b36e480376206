/**
 * The navbar box's suggestion list (ARIA combobox pattern: the input in
 * ./index.tsx keeps the focus, the list is its listbox), with the section
 * filter and a link to the search page. Loaded with the search engine when
 * the reader reaches for the box; the engine runs in a Web Worker
 * (src/features/search/browser/client.ts). While a query waits for fragments
 * of the index, the list says it is loading; if one cannot be loaded, it says
 * search is unavailable, with a button that tries again, never an empty list
 * (the box stays as it is: what the reader types next is kept, and searched).
 * If the engine itself cannot load, the box says so (./index.tsx).
 */
import React, {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import {loadSearch, search} from '../../browser/client';
import type {SearchResult} from '@timbr-docs/search';
import {Highlighted, SectionOptions, resultHref, resultName, resultPlace} from '../../browser/ui';
import {UNAVAILABLE} from './unavailable';
import styles from './styles.module.css';

/** The list while no answer matches the query (one array, so the box's key handler is not made anew on every render). */
const NO_RESULTS: SearchResult[] = [];

/** Results shown in the list (the search page shows them all). */
export const LIST_LIMIT = 8;

export interface ResultsHandle {
  /** Handles a key pressed in the input; true when it was the list's. */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
}

export interface ResultsProps {
  /** The list's key handling, for the input (a prop of its own: `ref` reaches a function component only from React 19 on). */
  handle?: Ref<ResultsHandle>;
  query: string;
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  manifestUrl: string;
  onCombobox(state: {expanded: boolean; activeId: string}): void;
  onUnavailable(): void;
  onNavigate(): void;
}

interface Answer {
  query: string;
  section: string;
  results: SearchResult[];
}

export default function Results({
  handle,
  query,
  input,
  listId,
  manifestUrl,
  onCombobox,
  onUnavailable,
  onNavigate,
}: ResultsProps): ReactNode {
  const history = useHistory();
  const [engine, setEngine] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [section, setSection] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  // The query and section whose search waits for fragments of the index.
  const [waiting, setWaiting] = useState<{query: string; section: string} | null>(null);
  // The query and section whose search failed (a fragment of the index could not be loaded).
  const [failed, setFailed] = useState<{query: string; section: string} | null>(null);
  // Each press of "Try again" after a failed search.
  const [retries, setRetries] = useState(0);
  const [active, setActive] = useState(0);
  const [focused, setFocused] = useState(() => document.activeElement === input.current);
  const [dismissed, setDismissed] = useState(false);
  const latest = useRef({query, section});
  latest.current = {query, section};
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    loadSearch(manifestUrl).then(
      () => setEngine('ready'),
      () => {
        setEngine('failed');
        onUnavailable();
      },
    );
  }, [manifestUrl, onUnavailable]);

  // Search what the box holds, in the chosen section; an answer for older input is dropped.
  // (Before the browser paints: the worker starts on the query a frame sooner.)
  useLayoutEffect(() => {
    if (engine !== 'ready') return;
    if (!query.trim()) {
      setAnswer(null);
      return;
    }
    const current = () => latest.current.query === query && latest.current.section === section;
    search(query, {section, limit: LIST_LIMIT, typing: true}, () => current() && setWaiting({query, section})).then(
      (results) => {
        if (!current()) return;
        setAnswer({query, section, results});
        setActive(0);
      },
      () => current() && setFailed({query, section}),
    );
  }, [engine, query, section, retries]);

  useEffect(() => setDismissed(false), [query]);

  // Open while the focus is in the box or the list. Where the focus is gets read again once the
  // listeners are on: a focus that came between this list's first render and now fired no event here.
  useLayoutEffect(() => {
    const container = input.current?.parentElement;
    if (!container) return undefined;
    const onFocusIn = () => setFocused(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && container.contains(event.relatedTarget))) setFocused(false);
    };
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    setFocused(container.contains(document.activeElement));
    return () => {
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [input]);

  const open = focused && !dismissed && query.trim() !== '';
  const shown = answer && answer.query === query ? answer.results : NO_RESULTS;
  const activeId = open && shown.length ? `${listId}-${Math.min(active, shown.length - 1)}` : '';
  useEffect(() => onCombobox({expanded: open, activeId}), [open, activeId, onCombobox]);
  useEffect(() => () => onCombobox({expanded: false, activeId: ''}), [onCombobox]);

  const searchPath = `/search?${new URLSearchParams({q: query, ...(section ? {section} : {})}).toString()}`;
  const searchPage = useBaseUrl(searchPath);

  const go = useCallback(
    (to: string) => {
      onNavigate();
      input.current?.blur();
      history.push(to);
    },
    [history, input, onNavigate],
  );

  useImperativeHandle(
    handle,
    () => ({
      onKeyDown(event) {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          if (!open) {
            setDismissed(false);
            return true;
          }
          const n = shown.length;
          if (n) setActive((a) => (event.key === 'ArrowDown' ? (a + 1) % n : (a - 1 + n) % n));
          return true;
        }
        if (event.key === 'Enter' && query.trim()) {
          event.preventDefault();
          const result = open ? shown[Math.min(active, shown.length - 1)] : undefined;
          go(result ? resultHref(result) : searchPage);
          return true;
        }
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setDismissed(true);
          return true;
        }
        return false;
      },
    }),
    [open, shown, active, query, go, searchPage],
  );

  // The active option stays in view.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({block: 'nearest'});
  }, [activeId]);

  const settled = !!answer && answer.query === query && answer.section === section;
  const broken = !settled && failed?.query === query && failed.section === section;
  const fetching = !settled && !broken && waiting?.query === query && waiting.section === section;
  const status = !open
    ? ''
    : engine === 'loading'
      ? 'Loading search…'
      : !settled
        ? broken
          ? UNAVAILABLE
          : fetching
            ? 'Loading results…'
            : ''
        : shown.length
          ? `${shown.length} result${shown.length === 1 ? '' : 's'}`
          : 'No results';

  return (
    <>
      <div role="status" className={styles.visuallyHidden}>
        {status}
      </div>
      {open ? (
        // Clicks in the panel keep the focus in the box (the section list takes it, to open).
        <div
          ref={panel}
          className={styles.panel}
          onMouseDown={(event) => {
            if (!(event.target instanceof HTMLSelectElement)) event.preventDefault();
          }}
        >
          <div className={styles.panelHeader}>
            <label className={styles.sectionFilter}>
              Section{' '}
              <select value={section} onChange={(event) => setSection(event.currentTarget.value)}>
                <SectionOptions />
              </select>
            </label>
          </div>
          {engine === 'loading' ? <p className={styles.message}>Loading search…</p> : null}
          {engine === 'ready' && fetching ? (
            <p className={styles.message} data-search-loading={query}>
              Loading results…
            </p>
          ) : null}
          {engine === 'ready' && broken ? (
            <p className={styles.message} data-search-failed={query}>
              {UNAVAILABLE}{' '}
              <button
                type="button"
                className={`clean-btn ${styles.again}`}
                onClick={() => {
                  setFailed(null);
                  setRetries((r) => r + 1);
                }}
              >
                Try again
              </button>
            </p>
          ) : null}
          {settled && shown.length === 0 ? (
            <p className={styles.message} data-search-query={query}>
              No results
            </p>
          ) : null}
          <ul
            id={listId}
            role="listbox"
            aria-label="Search results"
            className={styles.list}
            data-search-query={settled ? query : undefined}
          >
            {shown.map((result, k) => (
              <li
                key={result.url}
                id={`${listId}-${k}`}
                role="option"
                aria-selected={`${listId}-${k}` === activeId}
                className={styles.option}
                data-href={resultHref(result)}
                onMouseMove={() => setActive(k)}
                onClick={() => go(resultHref(result))}
              >
                <span className={styles.place}>{resultPlace(result)}</span>
                <span className={styles.name}>
                  <Highlighted text={resultName(result)} terms={result.terms} />
                </span>
                {result.snippet ? (
                  <span className={styles.snippet}>
                    <Highlighted text={result.snippet} terms={result.terms} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          <Link className={styles.all} to={searchPath} onClick={() => onNavigate()}>
            See all results
          </Link>
        </div>
      ) : null}
    </>
  );
}
