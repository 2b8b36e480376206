/**
 * Swizzled (wrapped) search bar of @easyops-cn/docusaurus-search-local.
 *
 * Why: the plugin's box is always enabled and fetches its index only on hover,
 * focus or the keyboard shortcut. The specification asks for a box that is
 * disabled and reads "Loading..." until the index has loaded, then enabled and
 * reads "Search". This wrapper downloads the index once the page is idle (so
 * neither first paint nor interactivity waits for it), checks that it is
 * whole and of our format, and then mounts the original search bar.
 *
 * The search engine (a Web Worker with lunr, src/search/by-worker.ts) starts
 * when the reader reaches for the box: pointer over it, focus (the keyboard
 * shortcut focuses it) or touch. It reads the index from the browser's cache,
 * so pages that are only read never download or run it. If it cannot start,
 * the box turns into a disabled "Search unavailable" one.
 *
 * Without JavaScript there is no search, so the stand-in box is hidden rather
 * than reading "Loading..." forever.
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {fetchIndexesByWorker, searchWorkerStarted} from '@site/src/search/by-worker';
import {isWholeIndexText} from '@site/src/search/index-file';
import styles from './styles.module.css';

declare const TIMBR_SEARCH_INDEX_FILE: string;

type Props = WrapperProps<typeof SearchBarType>;
type IndexStatus = 'loading' | 'ready' | 'failed';

/** Runs `callback` when the browser is idle; returns a cancel function. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, {timeout: 4000});
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

/** Downloads the index file (the worker later gets it from the cache) and checks that it is whole. */
async function downloadIndex(url: string): Promise<void> {
  if (process.env.NODE_ENV !== 'production') return;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  if (!isWholeIndexText(await response.text())) throw new Error('The search index is incomplete or of an unexpected format.');
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const [status, setStatus] = useState<IndexStatus>('loading');
  const active = useRef(true);

  useEffect(() => {
    active.current = true;
    const cancel = whenIdle(() => {
      // Where search has already started (the search page), its load is the box's too.
      const loaded = searchWorkerStarted()
        ? fetchIndexesByWorker(baseUrl, '')
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

  // Runs before the bar's own handlers (capture phase), which start the same worker.
  const started = useRef(false);
  const startEngine = useCallback(() => {
    if (started.current) return;
    started.current = true;
    // One version, no search contexts: the index lives at the site base.
    fetchIndexesByWorker(baseUrl, '').catch(() => active.current && setStatus('failed'));
  }, [baseUrl]);

  if (status === 'ready') {
    return (
      <div className={styles.intent} onPointerOverCapture={startEngine} onFocusCapture={startEngine} onTouchStartCapture={startEngine}>
        <SearchBar {...props} />
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
