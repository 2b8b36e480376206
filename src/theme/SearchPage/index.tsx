/**
 * Swizzled (wrapped) search page of @easyops-cn/docusaurus-search-local.
 *
 * Why: when its index cannot be loaded (missing, server error, corrupt file),
 * the plugin's page shows only its title, with no word of the problem, and the
 * failed download ends as two uncaught promise rejections. This wrapper loads
 * the index first, through the plugin's own worker (which caches it, so the
 * original page does not download it again), and mounts the original page
 * when the index is there. If the index cannot be loaded it says so, like the
 * navbar's search box (src/theme/SearchBar), and offers a way on.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {fetchIndexesByWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';

type Props = WrapperProps<typeof SearchPageType>;
type IndexStatus = 'loading' | 'ready' | 'failed';

export default function SearchPageWrapper(props: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  // The original page reads the index of `<base><version>`; load the same one.
  const version = new URLSearchParams(useLocation().search).get('version') ?? '';
  const indexBase = baseUrl + version;
  const [status, setStatus] = useState<IndexStatus>('loading');

  useEffect(() => {
    let active = true;
    setStatus('loading');
    fetchIndexesByWorker(indexBase, '').then(
      () => active && setStatus('ready'),
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
    };
  }, [indexBase]);

  if (status === 'ready') {
    return <SearchPage {...props} />;
  }
  return (
    <Layout>
      <main className="container margin-vert--lg" data-search-status={status}>
        <h1>Search the documentation</h1>
        {status === 'failed' ? (
          <div role="alert" className="alert alert--warning">
            Search is unavailable: the search index could not be loaded. Reload the page to try again, or browse
            the <Link to="/docs/">documentation home</Link>.
          </div>
        ) : (
          <p>Loading the search index...</p>
        )}
      </main>
    </Layout>
  );
}
