/**
 * The documentation as the docs MCP server reads it from a source (./source.ts):
 * the site's own search engine (@timbr-docs/search) on the site's search
 * index, which it opens with the index's manifest and whose fragments it loads
 * as searches and pages need them (from the folder, or over HTTP from the
 * site, as the site's own search box does); the search index's entry of a
 * page; and a page's Markdown copy.
 */
import {
  FragmentEngine,
  SEARCH_FILES_MANIFEST,
  type DocPage,
  type FragmentSearchOptions,
  type SearchFilesData,
  type SearchResult,
  type SearchSite,
} from '@timbr-docs/search';
import {BASE_URL, GENERAL_SECTION_LABEL, PRODUCT_ID, SEARCH_QUERY_MAX_LENGTH, SECTIONS} from '../src/site';
import {markdownPathFor} from '../src/shared/llms-paths';
import type {DocsSource} from './source';

/** The site as its search knows it, from src/site.ts (as the site's own search feature gives it). */
export const SEARCH_SITE: SearchSite = {
  baseUrl: BASE_URL,
  product: PRODUCT_ID,
  sections: SECTIONS,
  generalLabel: GENERAL_SECTION_LABEL,
  maxQueryLength: SEARCH_QUERY_MAX_LENGTH,
};

/** A path of the manifest below the site base, as search-files.json gives it (`search-index/manifest-<build>.json`). */
const MANIFEST_PATH = /^[\w-]+\/manifest-[\w-]+\.json$/;

/**
 * The engine on the site's search index, opened once per source (a failed
 * opening is tried again on the next call); a fragment that fails to load is
 * tried again by the next search that needs it.
 */
export class Docs {
  private engine?: Promise<FragmentEngine>;

  constructor(readonly source: DocsSource) {}

  /** A file of the site, parsed; throws an Error that says which file and why. */
  private async json(sitePath: string, what: string): Promise<unknown> {
    const text = await this.source.read(sitePath);
    if (text === null) throw new Error(`${this.source.label} has no ${sitePath} (${what})`);
    try {
      return JSON.parse(text);
    } catch {
      throw new Error(`${sitePath} in ${this.source.label} is not valid JSON`);
    }
  }

  search(): Promise<FragmentEngine> {
    this.engine ??= (async () => {
      const files = (await this.json(
        `${BASE_URL}${SEARCH_FILES_MANIFEST}`,
        'is it a build of the documentation (npm run build)?',
      )) as Partial<SearchFilesData> | null;
      const manifest = files?.manifest;
      if (typeof manifest !== 'string' || !MANIFEST_PATH.test(manifest)) {
        throw new Error(`${SEARCH_FILES_MANIFEST} in ${this.source.label} does not name the search index`);
      }
      const folder = `${BASE_URL}${manifest.slice(0, manifest.lastIndexOf('/') + 1)}`;
      const read = async (name: string) => {
        const text = await this.source.read(folder + name);
        if (text === null) throw new Error('the site has no such file');
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new Error('it is not valid JSON');
        }
      };
      return FragmentEngine.open(read, manifest.slice(folder.length - BASE_URL.length), SEARCH_SITE);
    })().catch((error: Error) => {
      throw new Error(`The search index of ${this.source.label} cannot be read: ${error.message}`);
    });
    this.engine.catch(() => (this.engine = undefined));
    return this.engine;
  }

  /**
   * Searches, as the site's search box does; throws an Error that says what
   * could not be read when a fragment of the index the query needs cannot be.
   */
  async find(query: string, options: FragmentSearchOptions): Promise<SearchResult[]> {
    const engine = await this.search();
    try {
      return await engine.search(query, options);
    } catch (error) {
      throw new Error(`Search is unavailable (reading ${this.source.label}): ${(error as Error).message} Try again.`);
    }
  }

  /** The search index's entries of the pages of these indexes (loaded in parallel). */
  async pages(indexes: number[]): Promise<DocPage[]> {
    const engine = await this.search();
    return Promise.all(indexes.map((k) => engine.page(k))).catch((error: Error) => {
      throw new Error(`The pages cannot be read (reading ${this.source.label}): ${error.message} Try again.`);
    });
  }

  /** The index of a page in the search index, by its page path; -1 when none. */
  async pageIndex(pagePath: string): Promise<number> {
    const engine = await this.search();
    const bare = (u: string) => (u === BASE_URL ? u : u.replace(/\/$/, ''));
    return engine.pages.findIndex((p) => bare(p.u) === pagePath);
  }

  /** The search index's entry of a page (its title and headings), by its page path; undefined when none. */
  async page(pagePath: string): Promise<DocPage | undefined> {
    const index = await this.pageIndex(pagePath);
    if (index < 0) return undefined;
    return (await this.pages([index]))[0];
  }

  /** A page's Markdown copy, or null when the site has no such page. */
  markdown(pagePath: string): Promise<string | null> {
    return this.source.read(markdownPathFor(pagePath, BASE_URL));
  }
}
