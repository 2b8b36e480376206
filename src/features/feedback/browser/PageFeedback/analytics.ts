/**
 * Sends an analytics event through the page's gtag (the analytics the site
 * already loads, src/client/analytics-guard.ts), and only when there is one:
 * nothing is sent when analytics is absent or was blocked before it defined
 * `gtag`. Returns whether an event was handed over.
 */
export function sendEvent(name: string, params: Record<string, string>): boolean {
  const gtag = typeof window === 'undefined' ? undefined : (window as {gtag?: unknown}).gtag;
  if (typeof gtag !== 'function') return false;
  gtag('event', name, params);
  return true;
}
