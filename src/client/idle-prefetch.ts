/**
 * Client module: link prefetching in idle time.
 *
 * Docusaurus prefetches the chunks of every internal link as soon as it
 * scrolls into view: each `Link` calls `window.docusaurus.prefetch(path)`
 * from its IntersectionObserver callback, and all the callbacks of a render
 * run in one task. On a doc page that is a few dozen route matches and
 * `<link rel="prefetch">` insertions in a row, right after hydration: a long
 * task on a phone. This module queues those calls and runs them one by one
 * in idle periods (requestIdleCallback, or short timeouts where the browser
 * has none). What is prefetched, and when nothing is (slow or data-saving
 * connections, pages already loaded), stays Docusaurus's decision: the queued
 * call is the original one. Hover and touch still preload at once (that path
 * is `preload`, untouched).
 *
 * `window.docusaurus` is assigned by Docusaurus's client entry after the
 * client modules have run, so the wrapper is installed by a property setter.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {idlePrefetcher, type Prefetch} from './idle-prefetcher';

interface DocusaurusGlobal {
  prefetch: Prefetch;
  preload: (routePath: string) => false | Promise<unknown>;
}

if (ExecutionEnvironment.canUseDOM) {
  const schedule = typeof window.requestIdleCallback === 'function'
    ? (run: () => void) => window.requestIdleCallback(run, {timeout: 5000})
    : (run: () => void) => window.setTimeout(run, 50);
  let current: DocusaurusGlobal | undefined = (window as {docusaurus?: DocusaurusGlobal}).docusaurus;
  try {
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      enumerable: true,
      get: () => current,
      set: (value: DocusaurusGlobal | undefined) => {
        current = value && typeof value.prefetch === 'function'
          ? {...value, prefetch: idlePrefetcher(value.prefetch.bind(value), schedule, () => performance.now())}
          : value;
      },
    });
  } catch {
    // Not configurable here: Docusaurus keeps prefetching as it does by default.
  }
}
