/**
 * Swizzled (wrapped) search page of @easyops-cn/docusaurus-search-local.
 *
 * Why: when its index cannot be loaded (missing, server error, corrupt file),
 * the plugin's page shows only its title, with no word of the problem, and the
 * failed download ends as two uncaught promise rejections. This wrapper loads
 * the index first, through the search worker (src/search/by-worker, which
 * caches it, so the original page does not download it again), and mounts
 * the original page when the index is there. If the index cannot be loaded it says so, like the
 * navbar's search box (src/theme/SearchBar), and offers a way on.
 * A `?q=` too long or with `*` is trimmed first, as typed queries are (see
 * src/client/search-input.ts), so a crafted link cannot stall search.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {fetchIndexesByWorker} from '@site/src/search/by-worker';
import {sanitizeSearchQuery} from '@site/src/client/search-input';

type Props = WrapperProps<typeof SearchPageType>;
type IndexStatus = 'loading' | 'ready' | 'failed';

export default function SearchPageWrapper(props: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const history = useHistory();
  const {search} = useLocation();
  const params = new URLSearchParams(search);
  // The original page reads the index of `<base><version>`; load the same one.
  const indexBase = baseUrl + (params.get('version') ?? '');
  const query = params.get('q') ?? '';
  const queryIsClean = sanitizeSearchQuery(query) === query;
  const [status, setStatus] = useState<IndexStatus>('loading');

  // Once per address: the router applies the new address a little later.
  useEffect(() => {
    if (queryIsClean) return;
    const clean = new URLSearchParams(search);
    clean.set('q', sanitizeSearchQuery(clean.get('q') ?? ''));
    history.replace({search: clean.toString()});
  }, [search, queryIsClean, history]);

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

  if (status === 'ready' && queryIsClean) {
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
