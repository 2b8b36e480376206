/**
 * AI readers: after the build, writes a Markdown copy of every page, plus
 * llms.txt (index of every page with its description) and llms-full.txt
 * (every page in full), following llmstxt.org.
 *
 * Why a local plugin and not docusaurus-plugin-llms or
 * @signalwire/docusaurus-plugin-llms-txt (both maintained, both for
 * Docusaurus 3):
 * - docusaurus-plugin-llms reads the source files. It copies imported partials in,
 *   but cannot render components, so our data source pages (whose facts come
 *   from the catalog in src/data/datasources/ through components) lose their data or keep
 *   JSX tags.
 * - @signalwire/docusaurus-plugin-llms-txt converts the built HTML, as we do,
 *   but has no hook for Docusaurus' own markup: code blocks lose their language
 *   and title, admonitions lose their kind, tabs run together, and its llms.txt
 *   groups pages by URL depth rather than by our five navigation sections.
 * The conversion (src/plugins/llms/html-to-markdown.ts) is about 200 lines on
 * the same unified/rehype/remark libraries these plugins use.
 *
 * URL rule of the copies: see ./paths.ts. Links in llms.txt and in the copies
 * are absolute (SITE_URL + base path).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {DOCS_MCP, NAV_SECTIONS, PRODUCT_NAME, SITE_TITLE, docsMcpSentence} from '../../constants';
import {pageToMarkdown} from './html-to-markdown';
import {readGlossary} from '../glossary/catalog.mjs';
import {
  FULL_TEXT_LIMIT, llmsFullTxt, llmsTxt, markdownPointer, splitFullText,
  type LlmsGroup, type LlmsLink, type LlmsPage, type LlmsSection,
} from './llms-txt';
import {LLMS_FULL_TXT, LLMS_TXT, markdownPathFor, sectionFilesDir} from './paths';
import {SEARCH_SECTIONS} from '../../search/sections';

export interface LlmsPluginOptions {
  /**
   * Routes that are not content (the same patterns as the sitemap's
   * `ignorePatterns`): an exact path, or a prefix followed by `/**`.
   */
  exclude: string[];
}

/** Name of the section that holds the pages of no navigation section (home, docs root, changelog...). */
export const GENERAL_SECTION = 'General';

export function isExcluded(route: string, patterns: string[]): boolean {
  return patterns.some((p) => (p.endsWith('/**') ? route.startsWith(p.slice(0, -2)) : route === p));
}

/** The HTML file a route was built to (`/doc/a/b` → `a/b/index.html`, `/doc/` → `index.html`). */
export function htmlFileFor(route: string, baseUrl: string): string {
  const rel = route.slice(baseUrl.length);
  if (rel === '' || rel.endsWith('/')) return `${rel}index.html`;
  if (rel.endsWith('.html')) return rel;
  return `${rel}/index.html`;
}

interface DocInfo {
  permalink: string;
  sidebar?: string;
}

type SidebarNode = {type: string; id?: string; items?: SidebarNode[]; link?: {type: string; id?: string}};

/** Doc ids in the order a sidebar shows them (category pages before their items). */
export function sidebarOrder(items: SidebarNode[], out: string[] = []): string[] {
  for (const item of items) {
    if (item.type === 'doc' && item.id) out.push(item.id);
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) out.push(item.link.id);
      sidebarOrder(item.items ?? [], out);
    }
  }
  return out;
}

/** The top-level sidebar category of each doc id (docs outside categories are absent). */
export function topCategories(items: SidebarNode[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const item of items) {
    if (item.type !== 'category') continue;
    const label = (item as {label?: string}).label ?? '';
    for (const id of sidebarOrder([item])) out.set(id, label);
  }
  return out;
}

/**
 * The groups of a section's pages for its full-text files: each top-level
 * sidebar category is one group; a run of pages outside categories is one
 * group named after its first page.
 */
export function groupByCategory(routes: string[], categoryOf: Map<string, string>, titleOf: (route: string) => string): {name: string; routes: string[]}[] {
  const groups: {name: string; routes: string[]; category: string | null}[] = [];
  for (const route of routes) {
    const category = categoryOf.get(route) ?? null;
    const last = groups[groups.length - 1];
    if (last && last.category === category) last.routes.push(route);
    else groups.push({name: category ?? titleOf(route), routes: [route], category});
  }
  return groups.map(({name, routes: r}) => ({name, routes: r}));
}

/** First path segment below the docs root: `/doc/docs/api/usage` → `api`. */
const docsArea = (permalink: string, docsRoot: string) =>
  permalink.startsWith(docsRoot) ? permalink.slice(docsRoot.length).split('/')[0] || null : null;

/**
 * Groups routes by navigation section: a doc goes to the section of its
 * sidebar, in sidebar order; a doc without a sidebar goes to the section whose
 * docs share its area (`/docs/api/...`); any other route (home, docs root,
 * /docs/general/...) goes to the General section, which comes first.
 */
export function groupRoutes(
  routes: string[],
  docs: DocInfo[],
  order: Record<string, string[]>,
  docsRoot: string,
): {name: string; routes: string[]}[] {
  const bySidebar = new Map<string, string>(); // permalink -> sidebar id
  const areas = new Map<string, string>(); // area -> sidebar id
  for (const doc of docs) {
    if (!doc.sidebar) continue;
    bySidebar.set(doc.permalink, doc.sidebar);
    const area = docsArea(doc.permalink, docsRoot);
    if (area && !areas.has(area)) areas.set(area, doc.sidebar);
  }
  const rank = (route: string, sidebar: string) => {
    const i = order[sidebar]?.indexOf(route) ?? -1;
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  const general: string[] = [];
  const sections = NAV_SECTIONS.map(({label, sidebarId}) => ({name: label, sidebarId, routes: [] as string[]}));
  for (const route of routes) {
    const area = docsArea(route, docsRoot);
    const sidebar = bySidebar.get(route) ?? (area ? areas.get(area) : undefined);
    const section = sections.find((s) => s.sidebarId === sidebar);
    (section ? section.routes : general).push(route);
  }
  for (const s of sections) {
    s.routes.sort((a, b) => rank(a, s.sidebarId) - rank(b, s.sidebarId) || a.localeCompare(b));
  }
  // General: the home page, then the docs root, then the rest by path.
  general.sort((a, b) => a.length - b.length || a.localeCompare(b));
  return [{name: GENERAL_SECTION, routes: general}, ...sections.map(({name, routes: r}) => ({name, routes: r}))];
}

export default function llmsPlugin(context: LoadContext, options: LlmsPluginOptions): Plugin {
  const {baseUrl, siteConfig} = context;
  const siteOrigin = siteConfig.url.replace(/\/$/, '');
  const docsRoot = `${baseUrl}docs/`;
  let docs: DocInfo[] = [];
  let order: Record<string, string[]> = {};
  /** permalink -> top-level sidebar category label. */
  let categoryOf = new Map<string, string>();

  return {
    name: 'llms-txt',

    async allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!content) throw new Error('llms-txt: the docs plugin loaded no content');
      const loaded = content.loadedVersions.flatMap((v) => v.docs);
      docs = loaded.map((d) => ({permalink: d.permalink, sidebar: d.sidebar}));
      const permalinkOf = new Map(loaded.map((d) => [d.id, d.permalink]));
      order = {};
      categoryOf = new Map();
      for (const version of content.loadedVersions) {
        for (const [id, sidebar] of Object.entries(version.sidebars)) {
          order[id] = sidebarOrder(sidebar as SidebarNode[]).map((docId) => permalinkOf.get(docId) ?? docId);
          for (const [docId, label] of topCategories(sidebar as SidebarNode[])) categoryOf.set(permalinkOf.get(docId) ?? docId, label);
        }
      }
    },

    async postBuild({outDir, routesPaths, routesBuildMetadata}) {
      const routes = [...new Set(routesPaths)].filter(
        (r) => !r.endsWith('404.html') && !isExcluded(r, options.exclude) && !routesBuildMetadata[r]?.noIndex,
      );
      const pages = new Map<string, LlmsPage>();
      const llmsTxtUrl = `${siteOrigin}${baseUrl}${LLMS_TXT}`;
      // Term links stay links to the glossary, whose entries they must name (see ./html-to-markdown.ts).
      const terms = new Set(readGlossary(context.siteDir).map((t) => t.id));
      for (const route of routes) {
        const html = await fs.readFile(path.join(outDir, htmlFileFor(route, baseUrl)), 'utf8');
        const url = siteOrigin + route;
        const {title, description, markdown} = pageToMarkdown(html, url, terms);
        const mdPath = markdownPathFor(route, baseUrl);
        const file = path.join(outDir, mdPath.slice(baseUrl.length));
        await fs.mkdir(path.dirname(file), {recursive: true});
        // Each copy begins with one line that leads to the index of every page.
        await fs.writeFile(file, `${markdownPointer(llmsTxtUrl)}\n\n${markdown}`);
        pages.set(route, {url, markdownUrl: siteOrigin + mdPath, title, description, markdown});
      }

      const grouped = groupRoutes(routes, docs, order, docsRoot);
      const sections: LlmsSection[] = grouped.map(({name, routes: r}) => ({
        name,
        pages: r.map((route) => pages.get(route)!),
      }));
      const home = pages.get(baseUrl);
      const siteTitle = `${PRODUCT_NAME} ${SITE_TITLE}`;

      // Per navigation section: an index of its pages and its full text, in
      // files below FULL_TEXT_LIMIT characters (see ./llms-txt.ts).
      const sectionLinks: LlmsLink[] = [];
      for (const section of SEARCH_SECTIONS) {
        const routesOf = grouped.find((g) => g.name === section.label)?.routes ?? [];
        if (routesOf.length === 0) continue;
        const dir = sectionFilesDir(section.prefix, baseUrl);
        const dirUrl = `${siteOrigin}${dir}`;
        const groups: LlmsGroup[] = groupByCategory(routesOf, categoryOf, (r) => pages.get(r)!.title).map((g) => ({
          name: g.name,
          pages: g.routes.map((r) => pages.get(r)!),
        }));
        const summary = groups[0].pages[0].description || siteConfig.tagline;
        const indexUrl = `${dirUrl}${LLMS_TXT}`;
        const parts = splitFullText(
          (partName) => ({
            title: `${siteTitle}: ${partName === section.label ? section.label : `${section.label}, ${partName}`}`,
            summary,
            notes: [`Index of this section: ${indexUrl}`, `Index of every page: ${llmsTxtUrl}`],
          }),
          section.label,
          groups,
        );
        const fileList = parts.map((part) => ({
          name: part.name === section.label ? `${section.label}: full text` : `${section.label}, ${part.name}: full text`,
          url: `${dirUrl}${part.file}`,
          note: `${part.pages.length} page${part.pages.length === 1 ? '' : 's'}, ${part.text.length.toLocaleString('en-US')} characters`,
        }));
        const outFolder = path.join(outDir, dir.slice(baseUrl.length));
        await fs.mkdir(outFolder, {recursive: true});
        for (const part of parts) await fs.writeFile(path.join(outFolder, part.file), part.text);
        await fs.writeFile(
          path.join(outFolder, LLMS_TXT),
          llmsTxt(
            {
              title: `${siteTitle}: ${section.label}`,
              summary,
              notes: [
                `One section of the documentation; the index of every section and page is ${llmsTxtUrl}. ` +
                  `Each page below links to its Markdown copy. The full text of the section is in ${parts.length} ` +
                  `file${parts.length === 1 ? '' : 's'} of fewer than ${FULL_TEXT_LIMIT.toLocaleString('en-US')} characters each, listed first.`,
              ],
            },
            groups.map((g) => ({name: g.name, pages: g.pages})),
            {heading: 'Full text', items: fileList},
          ),
        );
        sectionLinks.push({
          name: section.label,
          url: indexUrl,
          note: `index of the section's ${routesOf.length} pages; full text in ${fileList.map((f) => f.url).join(', ')}`,
        });
      }

      const head = {
        title: siteTitle,
        summary: home?.description || siteConfig.tagline,
        notes: [
          "Every page below links to its Markdown copy: the page's URL without the trailing slash, plus `.md` " +
            `(for example ${siteOrigin}${markdownPathFor(`${docsRoot}sql/general`, baseUrl)}; ` +
            `the home page's copy is ${siteOrigin}${markdownPathFor(baseUrl, baseUrl)}). ` +
            'The HTML pages also answer `Accept: text/markdown` with the copy.',
          `Each navigation section has an index and its full text in files of fewer than ${FULL_TEXT_LIMIT.toLocaleString('en-US')} ` +
            'characters (listed under Sections); the full text of every page in one file (large): ' +
            `${siteOrigin}${baseUrl}${LLMS_FULL_TXT}`,
          docsMcpSentence(`${siteOrigin}${markdownPathFor(`${baseUrl}${DOCS_MCP.guide}`, baseUrl)}`),
        ],
      };
      await fs.writeFile(path.join(outDir, LLMS_TXT), llmsTxt(head, sections, {heading: 'Sections', items: sectionLinks}));
      await fs.writeFile(
        path.join(outDir, LLMS_FULL_TXT),
        llmsFullTxt({...head, notes: [`Index of these pages: ${llmsTxtUrl}`]}, sections),
      );
    },
  };
}
