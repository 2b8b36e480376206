/**
 * What the docs MCP server's tools read of their input that their schemas
 * cannot say (./server.ts): a page path or address, an anchor, a query.
 * Bad input gets a ToolInputError whose message says what to send instead.
 */
import {BASE_URL, PRODUCT_NAME, SEARCH_QUERY_MAX_LENGTH, SITE_URL} from '../src/site';

/** A tool error: its message is what the client shows. */
export class ToolInputError extends Error {}

/**
 * The page path (`/doc/docs/sql/mappings`, `/doc/` for the home page) that
 * a path or address names. Accepts `/doc/docs/x`, `docs/x`, `/docs/x`, the
 * page's address on the site (with or without `.md`, `.html`, `/index.html`,
 * a trailing slash, a `#anchor` or a query). Throws a ToolInputError for
 * anything that is not a page path of this site.
 */
export function pagePathOf(input: string, origins: string[]): string {
  const text = input.trim();
  if (!text)
    throw new ToolInputError('The path is empty. Give a page path such as /doc/docs/sql/mappings, or its address.');
  if (text.length > 2000)
    throw new ToolInputError(
      `The path is ${text.length.toLocaleString('en-US')} characters long: give one page path or address.`,
    );
  const outside = () =>
    new ToolInputError(
      `${text.slice(0, 200)} is not a page of the ${PRODUCT_NAME} documentation: give a path under ${BASE_URL} (such as /doc/docs/sql/mappings) or an address under ${SITE_URL}${BASE_URL}.`,
    );
  let pathname: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw outside();
    }
    if (!origins.includes(url.origin)) throw outside();
    pathname = url.pathname;
  } else {
    pathname = text.replace(/[?#].*$/, '');
    if (pathname.startsWith('//')) throw outside();
    const base = BASE_URL.replace(/\/$/, '');
    // `docs/x` and `/docs/x`: the site's paths without its base.
    if (!pathname.startsWith('/')) pathname = `${BASE_URL}${pathname}`;
    else if (pathname.startsWith('/docs/') || pathname === '/docs') pathname = base + pathname;
  }
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    throw outside();
  }
  if (/\\|\0/.test(pathname) || pathname.split('/').some((s) => s === '..' || s === '.')) throw outside();
  if (pathname === BASE_URL.replace(/\/$/, '')) return BASE_URL;
  if (!pathname.startsWith(BASE_URL)) throw outside();
  let page = pathname
    .replace(/\/index\.(html|md)$/, '/')
    .replace(/\.(html|md)$/, '')
    .replace(/\/+$/, '/');
  if (page === `${BASE_URL}index`) page = BASE_URL;
  return page === BASE_URL ? page : page.replace(/\/$/, '');
}

/** The search query, checked: not empty, not longer than the search reads. */
export function checkedQuery(query: string): string {
  const text = query.trim();
  if (!text)
    throw new ToolInputError('The query is empty. Give a few keywords, such as "create mapping" or "jdbc url".');
  if (text.length > SEARCH_QUERY_MAX_LENGTH) {
    throw new ToolInputError(
      `The query is ${text.length.toLocaleString('en-US')} characters long; the search reads at most ${SEARCH_QUERY_MAX_LENGTH}. ` +
        'Give a few keywords rather than a sentence or a document.',
    );
  }
  return text;
}

/** The anchor an address names (`mappings#syntax` -> `syntax`), or undefined. */
export function anchorOf(input: string): string | undefined {
  const hash = input.indexOf('#');
  if (hash === -1) return undefined;
  const raw = input.slice(hash + 1).trim();
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
