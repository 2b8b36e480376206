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
 *   from the catalog in src/features/catalogs/data/datasources/ through components) lose their data or keep
 *   JSX tags.
 * - @signalwire/docusaurus-plugin-llms-txt converts the built HTML, as we do,
 *   but has no hook for Docusaurus' own markup: code blocks lose their language
 *   and title, admonitions lose their kind, tabs run together, and its llms.txt
 *   groups pages by URL depth rather than by our five navigation sections.
 * The conversion (src/features/llms/html-to-markdown.ts) is about 200 lines on
 * the same unified/rehype/remark libraries these plugins use.
 *
 * URL rule of the copies: see src/shared/llms-paths.ts. Links in llms.txt and in the copies
 * are absolute (SITE_URL + base path).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {DOCS_MCP, GENERAL_SECTION_LABEL, PRODUCT_NAME, SECTIONS, SITE_TITLE, docsMcpSentence} from '../../site';
import {pageToMarkdown} from './html-to-markdown';
import {
  FULL_TEXT_LIMIT,
  llmsFullTxt,
  llmsTxt,
  markdownPointer,
  splitFullText,
  type LlmsGroup,
  type LlmsLink,
  type LlmsPage,
  type LlmsSection,
} from './llms-txt';
import {builtPagesPass} from '../../shared/built-pages';
import {sectionOfRoute, type DocInfo} from '../../shared/routes';
import {LLMS_FULL_TXT, LLMS_TXT, markdownPathFor, sectionFilesDir} from '../../shared/llms-paths';

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
export function groupByCategory(
  routes: string[],
  categoryOf: Map<string, string>,
  titleOf: (route: string) => string,
): {name: string; routes: string[]}[] {
  const groups: {name: string; routes: string[]; category: string | null}[] = [];
  for (const route of routes) {
    const category = categoryOf.get(route) ?? null;
    const last = groups[groups.length - 1];
    if (last && last.category === category) last.routes.push(route);
    else groups.push({name: category ?? titleOf(route), routes: [route], category});
  }
  return groups.map(({name, routes: r}) => ({name, routes: r}));
}

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
  const sectionOf = sectionOfRoute(docs, docsRoot);
  // Each route's place in its sidebar, found once: an `indexOf` in the sort's comparison grew with the square of a
  // section's pages.
  const places = new Map<string, Map<string, number>>();
  const rank = (route: string, sidebar: string) => {
    let place = places.get(sidebar);
    if (!place) {
      place = new Map();
      for (const [i, r] of (order[sidebar] ?? []).entries()) if (!place.has(r)) place.set(r, i);
      places.set(sidebar, place);
    }
    return place.get(route) ?? Number.MAX_SAFE_INTEGER;
  };
  const general: string[] = [];
  const sections = SECTIONS.map(({label, sidebarId}) => ({name: label, sidebarId, routes: [] as string[]}));
  for (const route of routes) {
    const section = sections.find((s) => s.sidebarId === sectionOf(route)?.sidebarId);
    (section ? section.routes : general).push(route);
  }
  for (const s of sections) {
    s.routes.sort((a, b) => rank(a, s.sidebarId) - rank(b, s.sidebarId) || a.localeCompare(b));
  }
  // General: the home page, then the docs root, then the rest by path.
  general.sort((a, b) => a.length - b.length || a.localeCompare(b));
  return [{name: GENERAL_SECTION_LABEL, routes: general}, ...sections.map(({name, routes: r}) => ({name, routes: r}))];
}

/** What the glossary plugin's content gives (its plugin name is `glossary`): the ids of its terms. */
interface GlossaryContent {
  terms: string[];
}

export default function llmsPlugin(context: LoadContext): Plugin {
  const {baseUrl, siteConfig} = context;
  const siteOrigin = siteConfig.url.replace(/\/$/, '');
  const docsRoot = `${baseUrl}docs/`;
  const llmsTxtUrl = `${siteOrigin}${baseUrl}${LLMS_TXT}`;
  let docs: DocInfo[] = [];
  let order: Record<string, string[]> = {};
  /** permalink -> top-level sidebar category label. */
  let categoryOf = new Map<string, string>();
  // Term links stay links to the glossary, whose entries they must name (see ./html-to-markdown.ts).
  let terms: ReadonlySet<string> = new Set();
  let routes: string[] = [];
  let outDir = context.outDir;
  const pages = new Map<string, LlmsPage>();

  // The Markdown copy of each content page, written as the one pass over the built pages reaches it.
  const pass = builtPagesPass(context);
  pass.add({
    start(props, contentRoutes) {
      routes = contentRoutes;
      outDir = props.outDir;
    },
    async page({route, content, tree}) {
      if (!route || !content) return;
      const url = siteOrigin + route;
      const {title, description, markdown} = pageToMarkdown(tree, url, terms);
      const mdPath = markdownPathFor(route, baseUrl);
      const file = path.join(outDir, mdPath.slice(baseUrl.length));
      await fs.mkdir(path.dirname(file), {recursive: true});
      // Each copy begins with one line that leads to the index of every page.
      await fs.writeFile(file, `${markdownPointer(llmsTxtUrl)}\n\n${markdown}`);
      pages.set(route, {url, markdownUrl: siteOrigin + mdPath, title, description, markdown});
    },
  });

  return {
    name: 'llms',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!content) throw new Error('llms: the docs plugin loaded no content');
      const loaded = content.loadedVersions.flatMap((v) => v.docs);
      docs = loaded.map((d) => ({permalink: d.permalink, sidebar: d.sidebar}));
      const permalinkOf = new Map(loaded.map((d) => [d.id, d.permalink]));
      order = {};
      categoryOf = new Map();
      for (const version of content.loadedVersions) {
        for (const [id, sidebar] of Object.entries(version.sidebars)) {
          order[id] = sidebarOrder(sidebar as SidebarNode[]).map((docId) => permalinkOf.get(docId) ?? docId);
          for (const [docId, label] of topCategories(sidebar as SidebarNode[]))
            categoryOf.set(permalinkOf.get(docId) ?? docId, label);
        }
      }
      terms = new Set((allContent.glossary?.default as GlossaryContent | undefined)?.terms ?? []);
    },

    async postBuild(props) {
      await pass.run(props);
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
      for (const section of SECTIONS) {
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
          name:
            part.name === section.label ? `${section.label}: full text` : `${section.label}, ${part.name}: full text`,
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
          `The MCP server's entry in the MCP registry's format (server.json): ${siteOrigin}${baseUrl}${DOCS_MCP.registryEntry}`,
        ],
      };
      await fs.writeFile(
        path.join(outDir, LLMS_TXT),
        llmsTxt(head, sections, {heading: 'Sections', items: sectionLinks}),
      );
      await fs.writeFile(
        path.join(outDir, LLMS_FULL_TXT),
        llmsFullTxt({...head, notes: [`Index of these pages: ${llmsTxtUrl}`]}, sections),
      );
    },
  };
}
