/**
 * The interactive API reference of docs/api/timbr-swagger.md: Redoc rendering
 * static/openapi/timbr-api.yaml.
 *
 * Redoc and its dependencies are large, so they live in their own chunk that
 * only this page requests, after it has rendered (no other page's JavaScript
 * grows). The chunk is loaded through react-loadable with the theme's
 * <Loading> component: if the download fails, the reader gets a "Retry"
 * button instead of an empty space. Without JavaScript the reader gets a link
 * to the OpenAPI file.
 */
import React, {type ReactNode} from 'react';
import Loadable from 'react-loadable';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Loading from '@theme/Loading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

export const OPENAPI_PATH = '/openapi/timbr-api.yaml';

const RedocView = Loadable({
  loader: () => import(/* webpackChunkName: "api-reference-redoc" */ './RedocView'),
  loading: Loading,
});

function Fallback({specUrl}: {specUrl: string}): ReactNode {
  return (
    <p className={styles.fallback}>
      Loading the interactive API reference… It needs JavaScript; you can also read the{' '}
      <a href={specUrl}>OpenAPI description</a> directly.
    </p>
  );
}

export default function ApiReference(): ReactNode {
  const specUrl = useBaseUrl(OPENAPI_PATH);
  return (
    <section className={styles.reference} aria-label="Interactive API reference">
      <BrowserOnly fallback={<Fallback specUrl={specUrl} />}>{() => <RedocView specUrl={specUrl} />}</BrowserOnly>
    </section>
  );
}
