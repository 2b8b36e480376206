/**
 * Swizzled (wrapped) search bar of @easyops-cn/docusaurus-search-local.
 *
 * Why: the plugin's box is always enabled and fetches its index only on hover,
 * focus or the keyboard shortcut. The specification asks for a box that is
 * disabled and reads "Loading..." until the index has loaded, then enabled and
 * reads "Search". This wrapper fetches the index once the page is idle (so
 * neither first paint nor interactivity waits for it), through the plugin's
 * own worker, and mounts the original search bar when the index is there. The
 * worker caches the index, so the original bar does not fetch it again.
 * Without JavaScript there is no search, so the stand-in box is hidden rather
 * than reading "Loading..." forever.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {fetchIndexesByWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import styles from './styles.module.css';

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

export default function SearchBarWrapper(props: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const [status, setStatus] = useState<IndexStatus>('loading');

  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      // One version, no search contexts: the index lives at the site base.
      fetchIndexesByWorker(baseUrl, '').then(
        () => active && setStatus('ready'),
        () => active && setStatus('failed'),
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [baseUrl]);

  if (status === 'ready') {
    return <SearchBar {...props} />;
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
