/**
 * The interactive API reference of docs/api/timbr-swagger.md: Redoc rendering
 * static/openapi/timbr-api.yaml.
 *
 * Redoc and its dependencies are large, so they live in their own chunk that
 * only this page requests (no other page's JavaScript grows), and only when
 * the reference is about to be read: it sits at the bottom of the page, and
 * evaluating Redoc and rendering the reference take seconds of a phone's
 * processor. It mounts like a lazy image (src/components/use-near-viewport)
 * when the reader scrolls within a screen of it, prints the page, or follows
 * a link to one of Redoc's own anchors (`#operation/...`, `#tag/...`), on
 * arrival or later.
 *
 * The chunk is loaded through react-loadable with the theme's <Loading>
 * component: if the download fails, the reader gets a "Retry" button instead
 * of an empty space. Until it mounts, and without JavaScript, the reader gets
 * a link to the OpenAPI file.
 */
import React, {type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useNearViewport} from '@site/src/components/use-near-viewport';
import styles from './styles.module.css';

export const OPENAPI_PATH = '/openapi/timbr-api.yaml';

/** One screen ahead: Redoc starts while the reader is still scrolling towards it. */
export const REFERENCE_ROOT_MARGIN = '100% 0px';

/** Redoc's own anchors: `#tag/...`, `#operation/...`, `#section/...`, `#schemas/...`. */
const REDOC_ANCHOR = /^(tag|operation|section|schemas?)\//;

/** Whether the URL's hash points into the reference (and not at a heading of the page). */
function hashPointsIntoReference(): boolean {
  let id: string;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return false; // A malformed hash is nobody's anchor.
  }
  return REDOC_ANCHOR.test(id);
}

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
  // `near` only ever turns true in the browser, after hydration.
  const [ref, near] = useNearViewport<HTMLElement>(REFERENCE_ROOT_MARGIN, hashPointsIntoReference);
  return (
    <section ref={ref} className={styles.reference} aria-label="Interactive API reference">
      {near ? <RedocView specUrl={specUrl} /> : <Fallback specUrl={specUrl} />}
    </section>
  );
}
