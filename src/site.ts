/**
 * Site-wide constants: the one place for names, versions and identifiers that
 * appear in the configuration, in components and in pages.
 *
 * This module is imported both by docusaurus.config.ts (Node) and by React
 * components (browser), so it must stay free of Node-only APIs.
 */

/** The product documented by this site. */
export const PRODUCT_NAME = 'Timbr';

/** Lower-case product name, used in doc ids such as `intro-timbr`. */
export const PRODUCT_ID = 'timbr';

/** Site title and tagline (SPEC section 1). */
export const SITE_TITLE = 'Documentation';
export const SITE_TAGLINE = 'Official documentation for the platform - Semantic Graph Platform';

/** Version of this documentation site (package.json carries the same value). */
export const SITE_VERSION = '1.4.0';

/** Public host and base path of the site. */
export const SITE_URL = 'https://docs.timbr.ai';
export const BASE_URL = '/doc/';

/**
 * Pages that only the tests use (src/pages/tests/): not content, so kept out of
 * the sitemap, the search files, the llms files and the social cards.
 */
export const TEST_PAGES_PATH = `${BASE_URL}tests/`;

/**
 * Routes that are not content: the search page and the error-boundary check
 * pages (an exact path, or a prefix followed by `/**`). Left out of the
 * sitemap (its `ignorePatterns`) and of every post-build step that reads the
 * content pages (src/shared/routes.ts): the AI readers' files, search, social cards.
 */
export const NOT_CONTENT_ROUTES = [`${BASE_URL}search`, `${BASE_URL}search/**`, `${TEST_PAGES_PATH}**`];

/** Label of the only docs version. */
export const DOCS_VERSION_LABEL = 'Next';

/**
 * The five sections of the documentation: the one table that the navbar
 * (docusaurus.config.ts), the sidebars (sidebars.ts: one per section, named
 * here), the search filter, the llms files, `npm run new-page`, the docs MCP
 * server and the route checks read.
 * - `id`: stable id, used in addresses (`/doc/search?section=sql`) and by the MCP server;
 * - `label`: the navbar item, the search filter, the llms files' section name;
 * - `sidebarId`: the sidebar the section opens (`paltformSidebar` is spelt as
 *   the specification spells it);
 * - `prefix`: its folder below the site's base URL, and of `docs/` below
 *   `docs` (`docs/sql/`); the pages under it belong to the section, and so do
 *   other pages its sidebar lists (the playground);
 * - `to`: the page it starts on, where a plain link is needed (without JavaScript).
 */
export const SECTIONS = [
  {
    id: 'getting-started',
    label: 'Getting Started',
    sidebarId: 'gettingStartedSidebar',
    prefix: 'docs/getting-started/',
    to: '/docs/getting-started/intro-timbr',
  },
  {id: 'platform', label: 'Platform', sidebarId: 'paltformSidebar', prefix: 'docs/platform/', to: '/docs/platform/'},
  {id: 'sql', label: 'SQL Reference', sidebarId: 'sqlSidebar', prefix: 'docs/sql/', to: '/docs/sql/'},
  {id: 'api', label: 'API', sidebarId: 'apiSidebar', prefix: 'docs/api/', to: '/docs/api/'},
  {
    id: 'integration',
    label: 'Integrations',
    sidebarId: 'integrationsSidebar',
    prefix: 'docs/integration/',
    to: '/docs/integration/',
  },
] as const;

export type Section = (typeof SECTIONS)[number];
/** The id of one of the five sidebars. */
export type SidebarId = Section['sidebarId'];

/** What the pages outside the five sections (the home page, the docs root, the changelog) are shown under. */
export const GENERAL_SECTION_LABEL = 'General';
/** Its id where a section is named by id (the docs MCP server's `section` argument, the search relevance set). */
export const GENERAL_SECTION_ID = 'general';

/** Every section's id, the five of the navbar then General: what a `section` argument may name. */
export const SECTION_IDS: [string, ...string[]] = [
  SECTIONS[0].id,
  ...SECTIONS.slice(1).map((s) => s.id),
  GENERAL_SECTION_ID,
];

/** The index of a page's section, by the page's path below the base URL (`docs/sql/views`); -1 for General. */
export function sectionIndexOf(pathUnderBase: string): number {
  return SECTIONS.findIndex((s) => pathUnderBase.startsWith(s.prefix));
}

/** The section of an id from an address, or undefined for none or an unknown id. */
export function sectionById(id: string | null | undefined): Section | undefined {
  return SECTIONS.find((s) => s.id === id);
}

/** Source code of the product (the navbar's external link): the organization. */
export const SOURCE_CODE_URL = 'https://github.com/WPSemantix';

/** The repository of this documentation site, inside that organization. */
export const DOCS_REPOSITORY_URL = `${SOURCE_CODE_URL}/timbr-docs`;

/** The branch pull requests target; "Edit this page" opens files on it. */
export const DOCS_REPOSITORY_BRANCH = 'main';

/**
 * Base of every "Edit this page" link: Docusaurus appends the file's path
 * from the site root (`docs/sql/mappings.md`).
 */
export const DOCS_EDIT_URL = `${DOCS_REPOSITORY_URL}/edit/${DOCS_REPOSITORY_BRANCH}/`;

/** Social and resource links of the footer. */
export const SOCIAL_LINKS = [
  {label: 'GitHub', href: SOURCE_CODE_URL},
  {label: 'Contact the Timbr team', href: 'https://timbr.ai/contact/'},
] as const;
export const RESOURCE_LINKS = [
  {label: 'Timbr website', href: 'https://timbr.ai'},
  {label: 'Timbr blog', href: 'https://timbr.ai/blog/'},
  {label: 'Product FAQ', href: 'https://timbr.ai/timbr-faqs/'},
] as const;

/**
 * Analytics tracking id (gtag). Override it at build time with the
 * environment variable TIMBR_DOCS_GTAG_ID.
 */
export const DEFAULT_GTAG_TRACKING_ID = 'G-TIMBRDOCS01';

/**
 * The announcement shown above the navbar. Change `id` whenever the content
 * changes: readers who dismissed the previous announcement see the new one.
 */
export const ANNOUNCEMENT = {
  id: 'docs-site-1-4-0',
  content:
    'This is the documentation of Timbr. See <a href="/doc/docs/general/whats_new">what is new</a> in the latest release.',
} as const;

/**
 * Longest search query, in characters: the search boxes take no more, and the
 * engine (@timbr-docs/search, given it by the search feature and the docs MCP
 * server) reads no more of a longer `?q=`, so a pasted page of text costs no
 * more than a short query.
 */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/**
 * The docs MCP server (mcp/), as llms.txt, the note for AI agents on every
 * page and the AI assistants page name it: its name, its tools, where the
 * site serves it (deploy/nginx proxies this path to it) and the command that
 * starts it over stdio (the `timbr-docs-mcp` bin of the package in mcp/, and
 * of a clone of the site).
 */
export const DOCS_MCP = {
  name: 'timbr-docs',
  tools: ['search_docs', 'get_page', 'list_sections'],
  /** Under the site base: `/doc/mcp`. */
  path: 'mcp',
  /** The page that says how to add it to an assistant, under the site base. */
  guide: 'docs/integration/ai-assistants',
  /** Its entry in the MCP registry's format (static/mcp/server.json), under the site base. */
  registryEntry: 'mcp/server.json',
} as const;

/**
 * The sentence that names the docs MCP server for AI agents, the same in the
 * note on every page and in llms.txt; `guide` is the address of the page that
 * says how to add it (its HTML page or its Markdown copy).
 */
export function docsMcpSentence(guide: string): string {
  const [search, page, sections] = DOCS_MCP.tools;
  return (
    `The documentation also has an MCP server, ${DOCS_MCP.name}, with the tools ${search}, ${page} and ${sections}: ` +
    `add it to an assistant as the remote (Streamable HTTP) server ${SITE_URL}${BASE_URL}${DOCS_MCP.path}, or run it on your ` +
    `own machine over stdio, from the documentation's repository or the package built from it; ${guide} says how.`
  );
}
