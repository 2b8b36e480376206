/**
 * Client module: `X.html` and `X/index.html` are the same page as `X`.
 *
 * Static hosts serve the page's HTML for those forms, and the router already
 * renders the right page, but components that read the location (active links,
 * the version dropdown) would see a path that differs from the one the HTML was
 * rendered for, and React would have to throw the server HTML away. This module
 * runs before the app hydrates and rewrites the address to the canonical form,
 * without a reload and without a new history entry.
 *
 * Odd addresses get the same treatment:
 * - Repeated slashes and encoded slashes (`/doc//docs//sql`, `docs%2Fsql`):
 *   hosts serve the page's file for them (nginx merges slashes and decodes
 *   `%2F`), but the router would match no route and replace the page by "Page
 *   Not Found" after a hydration error. They are rewritten to plain slashes.
 * - A path that is not valid percent-encoding (`%E0%A4%A`): the framework's
 *   first step, `decodeURI(pathname)`, would throw and the app would never
 *   start. Its percent signs are escaped, so the router shows "Page Not Found".
 * - Likewise a hash that is not valid percent-encoding: after a route change
 *   the framework decodes it to scroll to its target, and the page crashed.
 * The same rewrite runs when the address changes through the browser (back,
 * forward, a new hash), before the router reads it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function isDecodable(path: string): boolean {
  try {
    decodeURI(path);
    return true;
  } catch {
    return false;
  }
}

/** The hash with its percent signs escaped if it is not valid percent-encoding. */
export function decodableHash(hash: string): string {
  try {
    decodeURIComponent(hash.slice(1));
    return hash;
  } catch {
    return hash.replace(/%/g, '%25');
  }
}

export function canonicalPath(pathname: string): string {
  let path = pathname.replace(/%2F/gi, '/').replace(/\/{2,}/g, '/');
  if (!isDecodable(path)) path = path.replace(/%/g, '%25');
  return path.replace(/(?:\/index)?\.html$/, '') || '/';
}

function canonicalizeAddress(): void {
  const {pathname, search, hash} = window.location;
  const canonical = canonicalPath(pathname) + search + decodableHash(hash);
  if (canonical !== pathname + search + hash) {
    window.history.replaceState(window.history.state, '', canonical);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  canonicalizeAddress();
  // Registered before the router's own listener, so it runs first.
  window.addEventListener('popstate', canonicalizeAddress);
}
