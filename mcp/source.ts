/**
 * Where the docs MCP server reads the documentation: a built site folder
 * (`npm run build` writes `build/`) or the published site. Both hold the same
 * files at the same paths under the site base: the search index the site's
 * own search box reads (its manifest, named by `search-files.json`, and its
 * fragments), the Markdown copy of every page (src/features/llms), and the
 * llms.txt files.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {BASE_URL, SITE_URL} from '../src/site';

export interface DocsSource {
  /** What the server reads, for messages (`build folder /srv/build`, `https://docs.timbr.ai/doc/`). */
  readonly label: string;
  /** The origin page addresses are given with (the published site's, for a build folder). */
  readonly origin: string;
  /**
   * A file of the site by its path (`/doc/llms.txt`); null when the site has
   * no such file. Throws when the site cannot be read at all.
   */
  read(sitePath: string): Promise<string | null>;
}

/** A path of the site, checked: under the base, no `..`, no odd characters. Throws otherwise. */
function checkedSitePath(sitePath: string): string {
  if (!sitePath.startsWith(BASE_URL) || /(^|\/)\.\.?(\/|$)|\\|\0/.test(sitePath)) {
    throw new Error(`${sitePath} is not a path of the documentation site`);
  }
  return sitePath;
}

/** A built site folder (the contents of `build/`: index.html, llms.txt, docs/...). */
export function folderSource(folder: string): DocsSource {
  const root = path.resolve(folder);
  return {
    label: `build folder ${root}`,
    origin: SITE_URL,
    async read(sitePath) {
      const rel = checkedSitePath(sitePath).slice(BASE_URL.length);
      const file = path.resolve(root, rel);
      // Belt and braces: the file must be inside the folder.
      if (file !== root && !file.startsWith(root + path.sep)) return null;
      try {
        return await fs.readFile(file, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw error;
      }
    },
  };
}

/** The published site (or another copy of it) at `siteUrl`, such as `https://docs.timbr.ai/doc/`. */
export function urlSource(siteUrl: string, {timeoutMs = 15_000} = {}): DocsSource {
  const url = new URL(siteUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${siteUrl}: only http and https addresses can be read`);
  const origin = url.origin;
  return {
    label: `${origin}${BASE_URL}`,
    origin,
    async read(sitePath) {
      const address = origin + checkedSitePath(sitePath);
      let response: Response;
      try {
        response = await fetch(address, {redirect: 'follow', signal: AbortSignal.timeout(timeoutMs)});
      } catch (error) {
        throw new Error(`could not reach ${address}: ${(error as Error).message}`);
      }
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`${address} answered HTTP ${response.status}`);
      return response.text();
    },
  };
}

/** A folder path or an http(s) address, as given on the command line. */
export function sourceFor(site: string): DocsSource {
  return /^https?:\/\//i.test(site) ? urlSource(site) : folderSource(site);
}
