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
import {NAV_SECTIONS, PRODUCT_NAME, SITE_TITLE} from '../../constants';
import {pageToMarkdown} from './html-to-markdown';
import {plainDefinition, readGlossary} from '../glossary/catalog.mjs';
import {llmsFullTxt, llmsTxt, type LlmsPage, type LlmsSection} from './llms-txt';
import {LLMS_FULL_TXT, LLMS_TXT, markdownPathFor} from './paths';

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

  return {
    name: 'llms-txt',

    async allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!content) throw new Error('llms-txt: the docs plugin loaded no content');
      const loaded = content.loadedVersions.flatMap((v) => v.docs);
      docs = loaded.map((d) => ({permalink: d.permalink, sidebar: d.sidebar}));
      const permalinkOf = new Map(loaded.map((d) => [d.id, d.permalink]));
      order = {};
      for (const version of content.loadedVersions) {
        for (const [id, sidebar] of Object.entries(version.sidebars)) {
          order[id] = sidebarOrder(sidebar as SidebarNode[]).map((docId) => permalinkOf.get(docId) ?? docId);
        }
      }
    },

    async postBuild({outDir, routesPaths, routesBuildMetadata}) {
      const routes = [...new Set(routesPaths)].filter(
        (r) => !r.endsWith('404.html') && !isExcluded(r, options.exclude) && !routesBuildMetadata[r]?.noIndex,
      );
      const pages = new Map<string, LlmsPage>();
      // Glossary terms carry their definition into the copies (see ./html-to-markdown.ts).
      const definitions = Object.fromEntries(readGlossary(context.siteDir).map((t) => [t.id, plainDefinition(t.definition)]));
      for (const route of routes) {
        const html = await fs.readFile(path.join(outDir, htmlFileFor(route, baseUrl)), 'utf8');
        const url = siteOrigin + route;
        const {title, description, markdown} = pageToMarkdown(html, url, definitions);
        const mdPath = markdownPathFor(route, baseUrl);
        const file = path.join(outDir, mdPath.slice(baseUrl.length));
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, markdown);
        pages.set(route, {url, markdownUrl: siteOrigin + mdPath, title, description, markdown});
      }

      const sections: LlmsSection[] = groupRoutes(routes, docs, order, docsRoot).map(({name, routes: r}) => ({
        name,
        pages: r.map((route) => pages.get(route)!),
      }));
      const home = pages.get(baseUrl);
      const head = {
        title: `${PRODUCT_NAME} ${SITE_TITLE}`,
        summary: home?.description || siteConfig.tagline,
        notes: [
          'Every page below has a Markdown copy: its URL without the trailing slash, plus `.md` ' +
            `(for example ${siteOrigin}${markdownPathFor(`${docsRoot}sql/general`, baseUrl)}; ` +
            `the home page's copy is ${siteOrigin}${markdownPathFor(baseUrl, baseUrl)}).`,
          `The full text of every page, in one file: ${siteOrigin}${baseUrl}${LLMS_FULL_TXT}`,
        ],
      };
      await fs.writeFile(path.join(outDir, LLMS_TXT), llmsTxt(head, sections));
      await fs.writeFile(
        path.join(outDir, LLMS_FULL_TXT),
        llmsFullTxt({...head, notes: [`Index of these pages: ${siteOrigin}${baseUrl}${LLMS_TXT}`]}, sections),
      );
    },
  };
}
