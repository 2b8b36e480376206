/**
 * Swizzled (wrapped) search bar of @easyops-cn/docusaurus-search-local.
 *
 * Why: the plugin's box is always enabled and fetches its index only on hover,
 * focus or the keyboard shortcut. The specification asks for a box that is
 * disabled and reads "Loading..." until the index has loaded, then enabled and
 * reads "Search". This wrapper downloads the index once the page is idle (so
 * neither first paint nor interactivity waits for it) and checks that it is
 * whole and of our format; the box is then enabled.
 *
 * What searching needs, the plugin's bar (with its suggestion list) and the
 * search engine (a Web Worker with lunr, src/search/by-worker.ts), loads when
 * the reader reaches for the box: pointer over it, focus, touch or the
 * keyboard shortcut. Until then the enabled box is a look-alike of the bar's
 * (its classes, icon and shortcut hint); the bar then takes its place with
 * what was typed and the focus (see the hand-over below). The engine reads
 * the index from the browser's cache, so pages
 * that are only read never download or run either. A page opened with terms
 * to highlight (`?_highlight=`) mounts the bar at once: the bar marks them.
 * If the bar or the engine cannot load, the box turns into a disabled
 * "Search unavailable" one.
 *
 * Without JavaScript there is no search, so the stand-in box is hidden rather
 * than reading "Loading..." forever.
 */
import React, {useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {searchBarShortcut, searchBarShortcutHint, searchBarShortcutKeymap} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
import {getKeymapHints, matchesKeymap, parseKeymap} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import barStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import {searchWorkerStarted} from '@site/src/search/worker-state';
import {isWholeIndexText} from '@site/src/search/index-file';
import styles from './styles.module.css';

declare const TIMBR_SEARCH_INDEX_FILE: string;

type Props = WrapperProps<typeof SearchBarType>;
type IndexStatus = 'loading' | 'ready' | 'failed';
type Bar = ComponentType<Props>;

/** Runs `callback` when the browser is idle; returns a cancel function. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, {timeout: 4000});
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

/** What starts and queries the search worker: loaded with the bar, when the reader reaches for the box. */
const searchEngine = () => import('@site/src/search/by-worker');

/** Downloads the index file (the worker later gets it from the cache) and checks that it is whole. */
async function downloadIndex(url: string): Promise<void> {
  if (process.env.NODE_ENV !== 'production') return;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  if (!isWholeIndexText(await response.text())) throw new Error('The search index is incomplete or of an unexpected format.');
}

const SHORTCUT = searchBarShortcut && searchBarShortcutKeymap ? searchBarShortcutKeymap : null;

export default function SearchBarWrapper(props: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {search} = useLocation();
  const [status, setStatus] = useState<IndexStatus>('loading');
  const [bar, setBar] = useState<{Bar: Bar} | null>(null);
  const active = useRef(true);

  useEffect(() => {
    active.current = true;
    const cancel = whenIdle(() => {
      // Where search has already started (the search page), its load is the box's too.
      const loaded = searchWorkerStarted()
        ? searchEngine().then((engine) => engine.fetchIndexesByWorker(baseUrl, ''))
        : downloadIndex(new URL(`${baseUrl}${TIMBR_SEARCH_INDEX_FILE}`, window.location.origin).href);
      loaded.then(
        () => active.current && setStatus('ready'),
        () => active.current && setStatus('failed'),
      );
    });
    return () => {
      active.current = false;
      cancel();
    };
  }, [baseUrl]);

  // The reader reaches for the box: load the bar and start the engine, once.
  const standIn = useRef<HTMLInputElement>(null);
  // What the stand-in holds, kept up to date until the bar takes its place.
  const standInState = useRef({value: '', focused: false});
  const started = useRef(false);
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    const fail = () => active.current && setStatus('failed');
    // One version, no search contexts: the index lives at the site base.
    searchEngine().then((engine) => engine.fetchIndexesByWorker(baseUrl, '')).catch(fail);
    import('@theme-original/SearchBar').then((module) => {
      if (active.current) setBar({Bar: module.default as Bar});
    }, fail);
  }, [baseUrl]);

  // Terms to highlight on this page: the bar marks them, so it mounts at once.
  const highlight = new URLSearchParams(search).has('_highlight');
  useEffect(() => {
    if (status === 'ready' && highlight) start();
  }, [status, highlight, start]);

  // The keyboard shortcut, until the bar (which has its own) is there.
  useEffect(() => {
    if (status !== 'ready' || bar || !SHORTCUT) return undefined;
    const keymap = parseKeymap(SHORTCUT);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesKeymap(event, keymap)) return;
      event.preventDefault();
      standIn.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [status, bar]);

  // The bar's box replaces the stand-in. It gets the focus before the bar's
  // mount effect looks for it: the bar then loads at once, and opens its list
  // on what the box holds once loaded. The bar's first task empties the box
  // (of anything but terms to highlight), so what was typed, in the stand-in
  // or already in the bar's box, is read just before that task and goes back
  // in once that task has emptied it, as the reader's own input, so that the
  // bar's state holds it too. (Timers run in order: the first is set here,
  // before the bar's mount effect sets its own; the second after it.)
  const container = useRef<HTMLDivElement>(null);
  const typed = useRef('');
  const barInput = () => container.current?.querySelector('input') ?? null;
  useLayoutEffect(() => {
    const state = standInState.current;
    const input = barInput();
    if (!bar || !input) return undefined;
    if (state.focused) input.focus();
    typed.current = state.value;
    const id = window.setTimeout(() => {
      const value = barInput()?.value;
      if (value) typed.current = value;
    });
    return () => window.clearTimeout(id);
  }, [bar]);
  useEffect(() => {
    if (!bar) return undefined;
    let frame = 0;
    const restore = (framesLeft: number) => {
      const input = barInput();
      const value = typed.current;
      if (!input || !value) return;
      // The bar's emptying is a state update: wait (a few frames at most) until it shows.
      if (input.value === value && framesLeft > 0) {
        frame = window.requestAnimationFrame(() => restore(framesLeft - 1));
        return;
      }
      typed.current = '';
      if (input.value) return;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    };
    const id = window.setTimeout(() => restore(10));
    return () => {
      window.clearTimeout(id);
      window.cancelAnimationFrame(frame);
    };
  }, [bar]);

  if (status === 'ready' && bar) {
    return (
      <div ref={container} className={styles.contents}>
        <bar.Bar {...props} />
      </div>
    );
  }
  if (status === 'ready') {
    return (
      <div className={clsx('navbar__search', barStyles.searchBarContainer)} dir="ltr" data-search-status="ready">
        <svg aria-hidden="true" className={barStyles.searchIcon} focusable="false" viewBox="0 0 16 16">
          <path fill="currentColor" d={SEARCH_ICON_PATH} />
        </svg>
        <input
          ref={standIn}
          type="text"
          placeholder={translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'})}
          aria-label="Search"
          className={`navbar__search-input ${barStyles.searchInput}`}
          onPointerOver={start}
          onTouchStart={start}
          onFocus={() => {
            standInState.current.focused = true;
            start();
          }}
          onBlur={() => {
            standInState.current.focused = false;
          }}
          onInput={(event) => {
            standInState.current.value = event.currentTarget.value;
          }}
        />
        {SHORTCUT && searchBarShortcutHint ? (
          <div className={barStyles.searchHintContainer}>
            {getKeymapHints(SHORTCUT, isMacPlatform()).map((hint, index) => (
              <kbd key={index} className={barStyles.searchHint}>
                {hint}
              </kbd>
            ))}
          </div>
        ) : null}
      </div>
    );
  }
  const failed = status === 'failed';
  return (
    <div className={`navbar__search ${styles.pending}`} data-search-status={status}>
      <noscript>
        <style>{`.${styles.pending}{display:none}`}</style>
      </noscript>
      <input
        type="search"
        className="navbar__search-input"
        disabled
        aria-label="Search"
        placeholder={failed ? 'Search unavailable' : 'Loading...'}
        title={failed ? 'The search index could not be loaded. Reload the page to try again.' : undefined}
      />
    </div>
  );
}

/** The bar's magnifier (the plugin's SearchBar draws the same path). */
const SEARCH_ICON_PATH = 'M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z';
