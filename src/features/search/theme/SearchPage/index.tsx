/**
 * The search page, /search?q=…&section=… (ours, replacing the search plugin's; see src/features/search/plugin.ts).
 * Every result of a query, optionally in one section; the query and the section live in the address.
 *
 * While a query waits for fragments of the search index it says so; if the index
 * (its manifest or a fragment) cannot be loaded it says so, with a button to try
 * again and a way on. A query longer than the search reads is cut to what is
 * read, so a crafted link shows what is searched.
 */
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchFilesData, SearchResult} from '@timbr-docs/search';
import {SEARCH_QUERY_MAX_LENGTH, sectionById} from '../../../../site';
import AgentDirective from '../../../../shared/AgentDirective';
import {loadSearch, search} from '../../browser/client';
import {SEARCH_PLUGIN_NAME} from '../../files';
import {Highlighted, SectionOptions, resultHref, resultName, resultPlace} from '../../browser/ui';
import styles from './styles.module.css';

/** Most results on the page: more than the site has pages, so all of them. */
const PAGE_LIMIT = 1000;

interface Answer {
  query: string;
  section: string;
  results: SearchResult[];
}

export default function SearchPage(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const files = usePluginData(SEARCH_PLUGIN_NAME) as SearchFilesData;
  const history = useHistory();
  const location = useLocation();
  // The page is built without a query: the address is read once hydrated, so the first render matches the HTML.
  const params = new URLSearchParams(useIsBrowser() ? location.search : '');
  const query = (params.get('q') ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH);
  const section = sectionById(params.get('section'))?.id ?? '';
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Each try to load the index (the first, then one per press of "Try again").
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // The query and section whose search waits for fragments of the index.
  const [waiting, setWaiting] = useState<{query: string; section: string} | null>(null);
  const inputId = useId();
  const sectionId = useId();

  const show = (q: string, s: string) =>
    history.replace({...location, search: `?${new URLSearchParams({q, ...(s ? {section: s} : {})}).toString()}`});

  useEffect(() => {
    let active = true;
    loadSearch(`${baseUrl}${files.manifest}`).then(
      () => active && setStatus('ready'),
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
    };
  }, [baseUrl, files, attempt]);

  useEffect(() => {
    if (status !== 'ready' || !query.trim()) return undefined;
    let active = true;
    search(query, {section, limit: PAGE_LIMIT}, () => active && setWaiting({query, section})).then(
      (results) => active && setAnswer({query, section, results}),
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
    };
  }, [status, query, section]);

  const retry = () => {
    setStatus('loading');
    setAttempt((a) => a + 1);
  };
  const settled = !!answer && answer.query === query && answer.section === section && !!query.trim();
  const fetching = !settled && waiting?.query === query && waiting.section === section;
  const results = settled ? answer.results : [];
  const sectionLabel = sectionById(section)?.label;

  return (
    <Layout title="Search">
      <main className={`container margin-vert--lg ${styles.page}`} data-search-status={status}>
        <AgentDirective />
        <h1>{query.trim() && status !== 'failed' ? `Search results for "${query}"` : 'Search the documentation'}</h1>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId}>Search the documentation</label>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            value={query}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            autoComplete="off"
            disabled={status === 'failed'}
            onChange={(event) => show(event.currentTarget.value, section)}
          />
          <label htmlFor={sectionId}>Section</label>
          <select id={sectionId} value={section} onChange={(event) => show(query, event.currentTarget.value)}>
            <SectionOptions />
          </select>
        </form>
        {status === 'failed' ? (
          <div role="alert" className="alert alert--warning">
            Search is unavailable: the search index could not be loaded.{' '}
            <button type="button" className="button button--sm button--secondary" onClick={retry}>
              Try again
            </button>{' '}
            or browse the <Link to="/docs/">documentation home</Link>.
          </div>
        ) : (
          <p role="status" className={styles.count}>
            {status === 'loading'
              ? 'Loading the search index...'
              : !query.trim()
                ? ''
                : !settled
                  ? fetching
                    ? 'Loading results...'
                    : ''
                  : results.length
                    ? `${results.length} page${results.length === 1 ? '' : 's'} found${sectionLabel ? ` in ${sectionLabel}` : ''}`
                    : `No pages were found${sectionLabel ? ` in ${sectionLabel}` : ''}`}
          </p>
        )}
        <div data-search-query={settled ? query : undefined}>
          {results.map((result) => (
            <article key={result.url} className={styles.result}>
              <p className={styles.place}>{resultPlace(result)}</p>
              <h2 className={styles.name}>
                <Link to={resultHref(result)}>
                  <Highlighted text={resultName(result)} terms={result.terms} />
                </Link>
              </h2>
              {result.snippet ? (
                <p className={styles.snippet}>
                  <Highlighted text={result.snippet} terms={result.terms} />
                </p>
              ) : null}
            </article>
          ))}
        </div>
      </main>
    </Layout>
  );
}
