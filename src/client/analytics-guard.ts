/**
 * Client module: analytics can fail without breaking the documentation.
 *
 * The gtag plugin calls `window.gtag(...)` after every route change, and the
 * error page reports crashes through it. `gtag` only queues its arguments on
 * `window.dataLayer`, but the analytics script, a browser extension or a
 * privacy tool may replace that queue, and a failing `push` would then throw
 * from every navigation. This module wraps the page's `gtag` so such failures
 * are logged as warnings and the page carries on.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type Gtag = (...args: unknown[]) => void;

if (ExecutionEnvironment.canUseDOM) {
  const original = (window as {gtag?: Gtag}).gtag;
  if (typeof original === 'function') {
    (window as {gtag?: Gtag}).gtag = function guardedGtag(...args: unknown[]) {
      try {
        original.apply(window, args);
      } catch (error) {
        console.warn('Analytics call failed:', error);
      }
    };
  }
}
