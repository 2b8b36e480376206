/**
 * The docs MCP server: three tools over the Timbr documentation, on the
 * maintained TypeScript SDK (@modelcontextprotocol/sdk).
 *
 * - search_docs: the site's own search (@timbr-docs/search, ./docs.ts) on the
 *   site's own search files, so it ranks pages exactly as the search box does
 *   (tests/search-relevance/ measures both); each result names the section
 *   that holds the match (its anchor) and carries a snippet of its text;
 * - get_page: a page as Markdown (its copy, written by src/features/llms), by
 *   path or address; with an `#anchor`, only that section; a long text in
 *   parts (`offset`, `length`);
 * - list_sections: the navigation sections, or the pages of one.
 *
 * Every tool's input schema is strict: the JSON Schema it advertises lists
 * the valid values (an enum for sections, bounds for numbers) with
 * `additionalProperties: false`, and the SDK refuses any other input
 * (unknown arguments included) before the tool runs, with a tool error that
 * names the problem. Bad input the schema cannot express (an empty or
 * over-long query, an address outside the site, a page or section that does
 * not exist) gets a tool error (`isError: true`) that says what to send
 * instead (./input.ts). The transports are in ./cli.ts (stdio) and ./http.ts (Streamable
 * HTTP).
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {markText, type SearchResult} from '@timbr-docs/search';
import {
  BASE_URL,
  DOCS_MCP,
  GENERAL_SECTION_ID,
  GENERAL_SECTION_LABEL,
  PRODUCT_NAME,
  SEARCH_QUERY_MAX_LENGTH,
  SECTIONS,
  SECTION_IDS,
  SITE_URL,
} from '../src/site';
import {LLMS_TXT, markdownPathFor, sectionFilesDir} from '../src/shared/llms-paths';
import type {Docs} from './docs';
import {ToolInputError, anchorOf, checkedQuery, pagePathOf} from './input';
import {markdownSection, sliceText} from './markdown';
import packageJson from './package.json';

export const SERVER_NAME = DOCS_MCP.name;
/** The version of the package built from mcp/ (its package.json). */
export const SERVER_VERSION = packageJson.version;
/** Results search_docs returns unless asked for another number; the search box shows 8. */
export const DEFAULT_LIMIT = 8;
export const MAX_LIMIT = 20;
/**
 * get_page returns at most this many characters unless asked for another
 * number: every page but the longest tutorial fits in one or two parts, and a
 * part stays well inside an assistant's context.
 */
export const DEFAULT_LENGTH = 20_000;
export const MAX_LENGTH = 100_000;

/** Absolute address on the site the reader knows (the published one, or the source's own origin). */
const absolute = (docs: Docs, sitePath: string) => `${docs.source.origin}${sitePath}`;

/** A section id, as a schema: the valid ids are advertised as an enum, and anything else refused with them listed. */
const sectionSchema = (what: string) =>
  z
    .enum(SECTION_IDS, {
      errorMap: (issue, ctx) => ({
        message:
          issue.code === 'invalid_enum_value'
            ? `There is no section ${JSON.stringify(String(issue.received).slice(0, 100))}. The sections are: ${SECTION_IDS.join(', ')}.`
            : ctx.defaultError,
      }),
    })
    .describe(what);

/** A whole number from `min` to `max`, refused otherwise with a message that says so. */
const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`;
  return z.number({invalid_type_error: message}).int({message}).min(min, {message}).max(max, {message});
};

/**
 * A result of search_docs: the engine's result (its fields are described there), numbered from 1 in place of the
 * rule values it was ranked by, with absolute addresses and the address of the page's Markdown copy.
 */
export type SearchHit = Omit<SearchResult, 'rank'> & {rank: number; markdownUrl: string};

function hitOf(docs: Docs, {rank: _ranked, ...result}: SearchResult, k: number): SearchHit {
  return {
    rank: k + 1,
    ...result,
    url: absolute(docs, result.url),
    markdownUrl: absolute(docs, markdownPathFor(result.page, BASE_URL)),
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
        'get_page returns a page, or one section of it, as Markdown, list_sections lists the sections and their pages. Search with a ' +
        'few keywords or a question, then read the best results with get_page and their url (the #anchor gives just the section).',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the documentation',
      description:
        `Searches the ${PRODUCT_NAME} documentation with the site's own search engine and ranking. Give a few keywords or a question ` +
        `(at most ${SEARCH_QUERY_MAX_LENGTH} characters), such as "create mapping", "jdbc url", "SYS_CONCEPTS" or "what port does snowflake use". ` +
        'Returns the best pages, each with the address of the section that holds the match (url, with its #anchor), a snippet of the ' +
        'text that matched (query words in bold), its section of the site and its description. Read a result with get_page and its url: ' +
        'with the #anchor you get just that section.',
      inputSchema: z
        .object({
          query: z.string().describe('A few keywords or a question, as typed into a search box.'),
          section: sectionSchema('Keep results to one section of the site.').optional(),
          limit: wholeNumber('limit', 1, MAX_LIMIT).optional().describe(`How many results (default ${DEFAULT_LIMIT}).`),
        })
        .strict(),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, section, limit}) => {
      const q = checkedQuery(query);
      const count = limit ?? DEFAULT_LIMIT;
      // The pages outside the navbar's sections have no section id of the engine's: kept by their section index.
      const general = section === GENERAL_SECTION_ID;
      const found = await docs.find(q, {
        section: general ? undefined : section,
        limit: count,
        ...(general ? {only: (p: {s: number}) => !(p.s >= 0 && p.s < SECTIONS.length)} : {}),
      });
      const results = found.map((r, k) => hitOf(docs, r, k));
      const lines = results.map((h) =>
        [
          `${h.rank}. ${h.title}${h.heading ? ` › ${h.heading}` : ''} (${[h.section, ...h.breadcrumb].join(' > ')})`,
          `   ${h.url}`,
          ...(h.snippet ? [`   ${markText(h.snippet, h.terms, '**', '**')}`] : []),
          `   Markdown: ${h.markdownUrl}`,
        ].join('\n'),
      );
      return {
        ...text(
          results.length
            ? `${results.length} result${results.length === 1 ? '' : 's'} for "${q}":\n\n${lines.join('\n\n')}`
            : `No page matches "${q}". Try other or fewer keywords, or list_sections to browse.`,
        ),
        structuredContent: {query: q, results},
      };
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page, or one section of it, as Markdown',
      description:
        `Returns one page of the ${PRODUCT_NAME} documentation as Markdown. Give its path (/doc/docs/sql/mappings, ` +
        `docs/sql/mappings) or its address (${SITE_URL}${BASE_URL}docs/sql/mappings, with or without .md), as search_docs ` +
        'and list_sections give them. With an #anchor (/doc/docs/sql/mappings#syntax, as search_docs results give them), only ' +
        "that section, under the page's title. A long text comes in parts: at most `length` characters (default " +
        `${DEFAULT_LENGTH.toLocaleString('en-US')}) from \`offset\` (default 0), cut at a line's end (inside a line only when one line is longer than the part); the part says where the next ` +
        "one starts and lists the page's sections. Parts go by characters rather than by section because a section can itself be " +
        'longer than a part, and an offset resumes exactly where the last part stopped; to read by section, use the anchors.',
      inputSchema: z
        .object({
          path: z.string().describe('The page path or address, with an optional #anchor to get one section.'),
          offset: wholeNumber('offset', 0, 10_000_000)
            .optional()
            .describe('Where the part starts, in characters (default 0).'),
          length: wholeNumber('length', 1, MAX_LENGTH)
            .optional()
            .describe(`Most characters returned (default ${DEFAULT_LENGTH}).`),
        })
        .strict(),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({path: input, offset = 0, length = DEFAULT_LENGTH}) => {
      const page = pagePathOf(input, [...new Set([SITE_URL, docs.source.origin])]);
      const markdown = await docs.markdown(page);
      if (markdown === null) {
        throw new ToolInputError(
          `There is no page at ${page}. Find pages with search_docs, or list them with list_sections.`,
        );
      }
      const anchor = anchorOf(input);
      const entry = await docs.page(page);
      const sections = (entry?.h ?? []).map(([id, heading]) => ({anchor: id, heading}));
      const listed = () => sections.map((h) => `#${h.anchor} (${h.heading})`).join(', ') || 'none';
      let body = markdown;
      if (anchor !== undefined) {
        const at = sections.findIndex((h) => h.anchor === anchor);
        if (at === -1) {
          throw new ToolInputError(`${page} has no section #${anchor.slice(0, 200)}. Its sections: ${listed()}.`);
        }
        // The same heading text can occur twice on a page: take the occurrence that has this anchor.
        const occurrence = sections.slice(0, at).filter((h) => h.heading === sections[at].heading).length;
        const section = markdownSection(markdown, sections[at].heading, occurrence);
        if (section === null) throw new Error(`the Markdown copy of ${page} has no heading "${sections[at].heading}"`);
        body = `# ${entry?.t ?? page}\n\n${section}\n`;
      }
      const part = sliceText(body, offset, length);
      if (offset === 0 && part.end >= body.length) return text(body);
      if (offset >= body.length) {
        throw new ToolInputError(
          `offset ${offset.toLocaleString('en-US')} is past the end: this text has ${body.length.toLocaleString('en-US')} characters.`,
        );
      }
      const address = `${page}${anchor !== undefined ? `#${anchor}` : ''}`;
      const more =
        part.end < body.length
          ? `Continue with get_page {"path": "${address}", "offset": ${part.end}}`
          : 'This is the last part';
      const note =
        `[Characters ${offset.toLocaleString('en-US')} to ${part.end.toLocaleString('en-US')} of ${body.length.toLocaleString('en-US')}. ${more}. ` +
        `Sections of the page, to read one by its anchor: ${listed()}.]`;
      return {
        ...text(`${part.text.trimEnd()}\n\n${note}\n`),
        structuredContent: {
          path: page,
          ...(anchor !== undefined ? {anchor} : {}),
          offset,
          end: part.end,
          total: body.length,
          ...(part.end < body.length ? {nextOffset: part.end} : {}),
          sections,
        },
      };
    },
  );

  server.registerTool(
    'list_sections',
    {
      title: 'List the sections, or the pages of one',
      description:
        'Without a section: the sections of the documentation, each with its number of pages and its llms.txt index. ' +
        `With a section (${SECTION_IDS.join(', ')}): its pages in order, each with its path and description.`,
      inputSchema: z
        .object({
          section: sectionSchema('A section id, to list its pages.').optional(),
        })
        .strict(),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({section}) => {
      const only = section;
      const engine = await docs.search();
      const sectionOf = (s: number) => (s >= 0 && s < SECTIONS.length ? SECTIONS[s].id : GENERAL_SECTION_ID);
      if (!only) {
        const rows = [
          ...SECTIONS.map((s, k) => ({
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
      const listed = engine.pages.flatMap((p, k) => (sectionOf(p.s) === only ? [k] : []));
      const pages = (await docs.pages(listed)).map((p) => ({
        title: p.t,
        path: p.u,
        url: absolute(docs, p.u),
        breadcrumb: p.b,
        description: p.d,
      }));
      return {
        ...text(
          pages
            .map(
              (p) =>
                `- ${p.title}${p.breadcrumb.length ? ` (${p.breadcrumb.join(' > ')})` : ''}: ${p.path}${p.description ? `\n  ${p.description}` : ''}`,
            )
            .join('\n'),
        ),
        structuredContent: {section: only, pages},
      };
    },
  );

  return server;
}
