/**
 * Client module: `X.html` and `X/index.html` are the same page as `X`.
 *
 * Static hosts serve the page's HTML for those forms, and the router already
 * renders the right page, but components that read the location (active links,
 * the version dropdown) would see a path that differs from the one the HTML was
 * rendered for, and React would have to throw the server HTML away. This module
 * runs before the app hydrates and rewrites the address to the canonical form,
 * without a reload and without a new history entry.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export function canonicalPath(pathname: string): string {
  return pathname.replace(/(?:\/index)?\.html$/, '') || '/';
}

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const canonical = canonicalPath(pathname);
  if (canonical !== pathname) {
    window.history.replaceState(window.history.state, '', canonical + search + hash);
  }
}
