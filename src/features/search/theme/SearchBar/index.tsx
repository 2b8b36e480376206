/**
 * The navbar search box (ours, replacing the search plugin's; see src/features/search/plugin.ts).
 * Disabled "Loading..." until the search index's manifest (the part the box needs before any query) has
 * loaded at idle time, then "Search" (SPEC section 4); each query loads the fragments of the index it needs.
 *
 * This part is in every page's main bundle, so it stays small: the input
 * itself, its states, and the keyboard shortcut. The suggestion list and the
 * search engine (./Results and a Web Worker) load when the reader reaches for
 * the box (pointer, touch, focus, shortcut): what is typed meanwhile is
 * already in this input and is searched once they are there. If the index (its
 * manifest, or a fragment a query needs), the list or the engine cannot load,
 * the box turns into a disabled "Search unavailable" one that says why, keeping
 * what was typed, with a button to try again. Without JavaScript there is no
 * search, so the box is hidden rather than reading "Loading...".
 */
import React, {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {MANIFEST_FORMAT, looksWhole, type SearchFilesData} from '@timbr-docs/search';
import {SEARCH_QUERY_MAX_LENGTH} from '../../../../site';
import {SEARCH_PLUGIN_NAME, engineLoad} from '../../files';
import type {ResultsHandle, ResultsProps} from './Results';
import {UNAVAILABLE} from './unavailable';
import styles from './styles.module.css';

type Status = 'loading' | 'ready' | 'failed';

/** Runs `callback` when the browser is idle; returns a cancel function. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, {timeout: 4000});
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

/** Downloads the index's manifest (the worker later reads it from the HTTP cache) and checks that it is whole. */
async function checkManifest(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  if (!looksWhole(await response.text(), MANIFEST_FORMAT)) throw new Error('incomplete or of an unknown format');
}

/** Ctrl+K, or Cmd+K on Apple systems. */
const isShortcut = (event: globalThis.KeyboardEvent) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

export default function SearchBar(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const files = usePluginData(SEARCH_PLUGIN_NAME) as SearchFilesData;
  const manifestUrl = `${baseUrl}${files.manifest}`;
  const [status, setStatus] = useState<Status>('loading');
  // Each try to load the index (the first, then one per press of "Try again").
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [Results, setResults] = useState<ComponentType<ResultsProps> | null>(null);
  const [combobox, setCombobox] = useState({expanded: false, activeId: ''});
  const [apple, setApple] = useState(false);
  // On narrow screens the box hides behind a search button until opened.
  const [expanded, setExpanded] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const focusToggle = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<ResultsHandle>(null);
  const started = useRef(false);
  const refocus = useRef(false);
  const listId = useId();
  const boxId = useId();
  const noteId = useId();

  // The manifest, once the page is idle (or the engine's load, if the page has started it); again on a retry.
  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      const loaded = (attempt === 0 && engineLoad.promise) || checkManifest(manifestUrl);
      loaded.then(
        () => active && setStatus((s) => (s === 'loading' ? 'ready' : s)),
        () => active && setStatus('failed'),
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [manifestUrl, attempt]);

  // Back from a retry, the box takes the focus again (the button that asked for it is gone), and the list opens.
  useEffect(() => {
    if (status !== 'ready' || !refocus.current) return;
    refocus.current = false;
    input.current?.focus();
  }, [status]);

  // The list and the engine, when the reader reaches for the box.
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    import('./Results').then(
      (module) => setResults(() => module.default),
      () => setStatus('failed'),
    );
  }, []);

  useEffect(() => {
    setApple(/Mac|iPhone|iPad/.test(navigator.platform));
  }, []);

  // In the commit that enables the box: a passive effect may run a task later, and miss a shortcut pressed meanwhile.
  useLayoutEffect(() => {
    if (status !== 'ready') return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      start();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [status, start]);

  const onCombobox = useCallback((next: {expanded: boolean; activeId: string}) => {
    setCombobox((current) =>
      current.expanded === next.expanded && current.activeId === next.activeId ? current : next,
    );
  }, []);
  const onUnavailable = useCallback(() => setStatus('failed'), []);
  const retry = useCallback(() => {
    refocus.current = true;
    if (!Results) started.current = false;
    setStatus('loading');
    setAttempt((a) => a + 1);
    if (!Results) start();
  }, [Results, start]);
  const onNavigate = useCallback(() => {
    setQuery('');
    setExpanded(false);
  }, []);

  // The opened box takes the focus; a press outside the search closes it.
  // Closed by Escape, the focus goes back to the button (shown again by then).
  useEffect(() => {
    if (!expanded) {
      if (focusToggle.current) toggle.current?.focus();
      focusToggle.current = false;
      return undefined;
    }
    input.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setExpanded(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded, status]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.current?.onKeyDown(event)) return;
    if (event.key === 'Escape' && query) {
      event.preventDefault();
      setQuery('');
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      focusToggle.current = true;
      setExpanded(false);
    }
  };

  const ready = status === 'ready';
  const failed = status === 'failed';
  return (
    <div
      ref={root}
      className={`navbar__search ${styles.search}`}
      data-search-status={status}
      data-expanded={expanded || undefined}
    >
      <button
        ref={toggle}
        type="button"
        className={`clean-btn ${styles.toggle}`}
        aria-label="Search"
        aria-expanded={expanded}
        aria-controls={boxId}
        onClick={() => {
          start();
          setExpanded(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <input
        id={boxId}
        ref={input}
        type="search"
        className={`navbar__search-input ${styles.input}`}
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={combobox.expanded}
        aria-controls={combobox.expanded ? listId : undefined}
        aria-activedescendant={combobox.activeId || undefined}
        aria-describedby={failed ? noteId : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        disabled={!ready}
        placeholder={ready ? 'Search' : failed ? 'Search unavailable' : 'Loading...'}
        title={failed ? UNAVAILABLE : undefined}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onFocus={start}
        onPointerEnter={start}
        onTouchStart={start}
      />
      {ready && !query ? (
        <span className={styles.hint} aria-hidden="true">
          <kbd>{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      ) : null}
      {failed ? (
        <>
          <span id={noteId} className={styles.note}>
            {UNAVAILABLE}
          </span>
          <button type="button" className={`clean-btn ${styles.retry}`} onClick={retry}>
            Try again
          </button>
        </>
      ) : null}
      {ready && Results ? (
        <Results
          handle={results}
          query={query}
          input={input}
          listId={listId}
          manifestUrl={manifestUrl}
          onCombobox={onCombobox}
          onUnavailable={onUnavailable}
          onNavigate={onNavigate}
        />
      ) : null}
    </div>
  );
}
