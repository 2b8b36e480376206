/**
 * The docs MCP server: three tools over the Timbr documentation, on the
 * maintained TypeScript SDK (@modelcontextprotocol/sdk).
 *
 * - search_docs: the site's own search (src/search/engine.ts) on the site's
 *   own search files, so it ranks pages exactly as the search box does
 *   (tests/search-relevance/ measures both);
 * - get_page: a page as Markdown (its copy, written by src/plugins/llms), by
 *   path or address;
 * - list_sections: the navigation sections, or the pages of one.
 *
 * Bad input (an empty or over-long query, an unknown section, an address
 * outside the site, a page that does not exist) is answered with a tool error
 * (`isError: true`) whose text says what was wrong and what to do instead.
 * The transports are in ./cli.ts (stdio) and ./http.ts (Streamable HTTP).
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {BASE_URL, PRODUCT_NAME, SEARCH_QUERY_MAX_LENGTH, SITE_URL} from '../src/site';
import {SearchEngine, type SearchResult} from '../src/features/search/engine';
import {SEARCH_FILES_MANIFEST, type SearchFilesData} from '../src/features/search/files';
import {GENERAL_SECTION_LABEL, SECTIONS as SEARCH_SECTIONS} from '../src/site';
import {LLMS_TXT, markdownPathFor, sectionFilesDir} from '../src/shared/llms-paths';
import type {DocsSource} from './source';

export const SERVER_NAME = 'timbr-docs';
export const SERVER_VERSION = '1.0.0';
/** Results search_docs returns unless asked for another number; the search box shows 8. */
export const DEFAULT_LIMIT = 8;
export const MAX_LIMIT = 20;
export const GENERAL_SECTION_ID = 'general';

/** A tool error: its message is what the client shows. */
export class ToolInputError extends Error {}

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
      const [doc, index] = await Promise.all([this.json(BASE_URL + files.docFile), this.json(BASE_URL + files.indexFile)]);
      return new SearchEngine(doc, index);
    })();
    this.engine.catch(() => (this.engine = undefined));
    return this.engine;
  }

  /** A page's Markdown copy, or null when the site has no such page. */
  markdown(pagePath: string): Promise<string | null> {
    return this.source.read(markdownPathFor(pagePath, BASE_URL));
  }
}

/** Absolute address on the site the reader knows (the published one, or the source's own origin). */
const absolute = (docs: Docs, sitePath: string) => `${docs.source.origin}${sitePath}`;

/**
 * The page path (`/doc/docs/sql/mappings`, `/doc/` for the home page) that
 * a path or address names. Accepts `/doc/docs/x`, `docs/x`, `/docs/x`, the
 * page's address on the site (with or without `.md`, `.html`, `/index.html`,
 * a trailing slash, a `#anchor` or a query). Throws a ToolInputError for
 * anything that is not a page path of this site.
 */
export function pagePathOf(input: string, origins: string[]): string {
  const text = input.trim();
  if (!text) throw new ToolInputError('The path is empty. Give a page path such as /doc/docs/sql/mappings, or its address.');
  if (text.length > 2000) throw new ToolInputError(`The path is ${text.length.toLocaleString('en-US')} characters long: give one page path or address.`);
  const outside = () =>
    new ToolInputError(`${text.slice(0, 200)} is not a page of the ${PRODUCT_NAME} documentation: give a path under ${BASE_URL} (such as /doc/docs/sql/mappings) or an address under ${SITE_URL}${BASE_URL}.`);
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
  if (!text) throw new ToolInputError('The query is empty. Give a few keywords, such as "create mapping" or "jdbc url".');
  if (text.length > SEARCH_QUERY_MAX_LENGTH) {
    throw new ToolInputError(
      `The query is ${text.length.toLocaleString('en-US')} characters long; the search reads at most ${SEARCH_QUERY_MAX_LENGTH}. ` +
        'Give a few keywords rather than a sentence or a document.',
    );
  }
  return text;
}

const sectionIds = () => [...SEARCH_SECTIONS.map((s) => s.id), GENERAL_SECTION_ID];

function checkedSection(section: string | undefined): string | undefined {
  if (section === undefined || section === '') return undefined;
  if (!sectionIds().includes(section)) {
    throw new ToolInputError(`There is no section "${section.slice(0, 100)}". The sections are: ${sectionIds().join(', ')}.`);
  }
  return section;
}

export interface SearchHit {
  rank: number;
  title: string;
  url: string;
  markdownUrl: string;
  page: string;
  section: string;
  breadcrumb: string[];
  heading?: string;
  description: string;
}

function hitOf(docs: Docs, result: SearchResult, k: number): SearchHit {
  return {
    rank: k + 1,
    title: result.title,
    url: absolute(docs, result.url),
    markdownUrl: absolute(docs, markdownPathFor(result.page, BASE_URL)),
    page: result.page,
    section: result.section,
    breadcrumb: result.breadcrumb,
    ...(result.heading ? {heading: result.heading} : {}),
    description: result.description,
  };
}

const text = (value: string) => ({content: [{type: 'text' as const, text: value}]});

/** The MCP server with its three tools, reading `docs`. */
export function createDocsServer(docs: Docs): McpServer {
  const server = new McpServer(
    {name: SERVER_NAME, version: SERVER_VERSION},
    {
      instructions:
        `Tools over the ${PRODUCT_NAME} documentation (${SITE_URL}${BASE_URL}): search_docs finds pages as the site's search box does, ` +
        'get_page returns a page as Markdown, list_sections lists the sections and their pages. Search with a few keywords, ' +
        'then read the best pages with get_page.',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the documentation',
      description:
        `Searches the ${PRODUCT_NAME} documentation with the site's own search engine and ranking. Give a few keywords ` +
        `(at most ${SEARCH_QUERY_MAX_LENGTH} characters), such as "create mapping", "jdbc url" or "SYS_CONCEPTS". Returns the best pages, ` +
        'each with its address, the address of its Markdown copy (for get_page), its section and its description.',
      inputSchema: {
        query: z.string().describe('A few keywords, as typed into a search box.'),
        section: z.string().optional().describe(`Keep results to one section: ${sectionIds().join(', ')}.`),
        limit: z.number().int().optional().describe(`How many results, 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT}).`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, section, limit}) => {
      const q = checkedQuery(query);
      const only = checkedSection(section);
      const count = limit ?? DEFAULT_LIMIT;
      if (!Number.isInteger(count) || count < 1 || count > MAX_LIMIT) {
        throw new ToolInputError(`limit must be a whole number from 1 to ${MAX_LIMIT}; it was ${limit}.`);
      }
      const engine = await docs.search();
      const results = engine
        .search(q, {section: only === GENERAL_SECTION_ID ? undefined : only, limit: only === GENERAL_SECTION_ID ? 1000 : count})
        .filter((r) => only !== GENERAL_SECTION_ID || r.section === GENERAL_SECTION_LABEL)
        .slice(0, count)
        .map((r, k) => hitOf(docs, r, k));
      const lines = results.map((h) => [
        `${h.rank}. ${h.title} (${[h.section, ...h.breadcrumb].join(' > ')})`,
        `   ${h.url}${h.heading ? ` (section "${h.heading}")` : ''}`,
        `   Markdown: ${h.markdownUrl}`,
        ...(h.description ? [`   ${h.description}`] : []),
      ].join('\n'));
      return {
        ...text(results.length
          ? `${results.length} result${results.length === 1 ? '' : 's'} for "${q}":\n\n${lines.join('\n\n')}`
          : `No page matches "${q}". Try other or fewer keywords, or list_sections to browse.`),
        structuredContent: {query: q, results},
      };
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page as Markdown',
      description:
        `Returns one page of the ${PRODUCT_NAME} documentation as Markdown. Give its path (/doc/docs/sql/mappings, ` +
        `docs/sql/mappings) or its address (${SITE_URL}${BASE_URL}docs/sql/mappings, with or without .md or #anchor), ` +
        'as search_docs and list_sections give them.',
      inputSchema: {
        path: z.string().describe('The page path or address.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({path: input}) => {
      const page = pagePathOf(input, [...new Set([SITE_URL, docs.source.origin])]);
      const markdown = await docs.markdown(page);
      if (markdown === null) {
        throw new ToolInputError(`There is no page at ${page}. Find pages with search_docs, or list them with list_sections.`);
      }
      return text(markdown);
    },
  );

  server.registerTool(
    'list_sections',
    {
      title: 'List the sections, or the pages of one',
      description:
        'Without a section: the sections of the documentation, each with its number of pages and its llms.txt index. ' +
        `With a section (${sectionIds().join(', ')}): its pages in order, each with its path and description.`,
      inputSchema: {
        section: z.string().optional().describe('A section id, to list its pages.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({section}) => {
      const only = checkedSection(section);
      const engine = await docs.search();
      const sectionOf = (s: number) => (s >= 0 && s < SEARCH_SECTIONS.length ? SEARCH_SECTIONS[s].id : GENERAL_SECTION_ID);
      if (!only) {
        const rows = [
          ...SEARCH_SECTIONS.map((s, k) => ({
            id: s.id,
            label: s.label,
            pages: engine.pages.filter((p) => p.s === k).length,
            index: absolute(docs, `${sectionFilesDir(s.prefix, BASE_URL)}${LLMS_TXT}`),
          })),
          {
            id: GENERAL_SECTION_ID,
            label: GENERAL_SECTION_LABEL,
            pages: engine.pages.filter((p) => sectionOf(p.s) === GENERAL_SECTION_ID).length,
            index: absolute(docs, `${BASE_URL}${LLMS_TXT}`),
          },
        ];
        return {
          ...text(rows.map((r) => `- ${r.id}: ${r.label}, ${r.pages} pages (index: ${r.index})`).join('\n')),
          structuredContent: {sections: rows},
        };
      }
      const pages = engine.pages
        .filter((p) => sectionOf(p.s) === only)
        .map((p) => ({title: p.t, path: p.u, url: absolute(docs, p.u), breadcrumb: p.b, description: p.d}));
      return {
        ...text(pages.map((p) => `- ${p.title}${p.breadcrumb.length ? ` (${p.breadcrumb.join(' > ')})` : ''}: ${p.path}${p.description ? `\n  ${p.description}` : ''}`).join('\n')),
        structuredContent: {section: only, pages},
      };
    },
  );

  return server;
}
