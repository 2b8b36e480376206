/**
 * The documentation as the docs MCP server reads it from a source (./source.ts):
 * the site's own search engine (@timbr-docs/search) on the site's search
 * files, the search file's entry of a page, and a page's Markdown copy.
 */
import {
  SEARCH_FILES_MANIFEST,
  SearchEngine,
  type DocPage,
  type SearchFilesData,
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

/** The engine on the site's search files, loaded once per source (a failed load is tried again on the next call). */
export class Docs {
  private engine?: Promise<SearchEngine>;

  constructor(readonly source: DocsSource) {}

  private async json(sitePath: string): Promise<unknown> {
    const text = await this.source.read(sitePath);
    if (text === null) {
      throw new Error(`${this.source.label} has no ${sitePath}: is it a build of the documentation (npm run build)?`);
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new Error(`${sitePath} in ${this.source.label} is not valid JSON`);
    }
  }

  search(): Promise<SearchEngine> {
    this.engine ??= (async () => {
      const files = (await this.json(`${BASE_URL}${SEARCH_FILES_MANIFEST}`)) as Partial<SearchFilesData>;
      if (typeof files?.docFile !== 'string' || typeof files?.indexFile !== 'string') {
        throw new Error(`${SEARCH_FILES_MANIFEST} in ${this.source.label} does not name the search files`);
      }
      const [doc, index] = await Promise.all([
        this.json(BASE_URL + files.docFile),
        this.json(BASE_URL + files.indexFile),
      ]);
      return new SearchEngine(doc, index, SEARCH_SITE);
    })();
    this.engine.catch(() => (this.engine = undefined));
    return this.engine;
  }

  /** The search file's entry of a page (its title and headings), by its page path; undefined when none. */
  async page(pagePath: string): Promise<DocPage | undefined> {
    const engine = await this.search();
    const bare = (u: string) => (u === BASE_URL ? u : u.replace(/\/$/, ''));
    return engine.pages.find((p) => bare(p.u) === pagePath);
  }

  /** A page's Markdown copy, or null when the site has no such page. */
  markdown(pagePath: string): Promise<string | null> {
    return this.source.read(markdownPathFor(pagePath, BASE_URL));
  }
}
