/**
 * The routes of a build as the post-build steps see them (Node only): which
 * are content, which HTML file each was built to, and which section of the
 * documentation each belongs to. One place for what the llms files, the social
 * cards and the search files must agree on.
 */
import type {AllContent, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {NOT_CONTENT_ROUTES, SECTIONS, type Section} from '../site';

/** What a plugin's postBuild receives. */
export type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/**
 * Whether a route matches one of the patterns of routes that are not content
 * (the sitemap's `ignorePatterns`): an exact path, or a prefix followed by `/**`.
 */
export function isExcluded(route: string, patterns: string[]): boolean {
  return patterns.some((p) => (p.endsWith('/**') ? route.startsWith(p.slice(0, -2)) : route === p));
}

/**
 * The content routes of a build: each route once, without the not-found page,
 * the routes that are not content (NOT_CONTENT_ROUTES, unless `exclude` names
 * others), and the pages that ask not to be indexed. The pass over the built
 * pages (./built-pages.ts) computes them once for every step.
 */
export function contentRoutes(
  {routesPaths, routesBuildMetadata}: Pick<PostBuildProps, 'routesPaths' | 'routesBuildMetadata'>,
  exclude: string[] = NOT_CONTENT_ROUTES,
): string[] {
  return [...new Set(routesPaths)].filter(
    (r) => !r.endsWith('404.html') && !isExcluded(r, exclude) && !routesBuildMetadata[r]?.noIndex,
  );
}

/** The HTML file a route was built to (`/doc/a/b` → `a/b/index.html`, `/doc/` → `index.html`). */
export function htmlFileFor(route: string, baseUrl: string): string {
  const rel = route.slice(baseUrl.length);
  if (rel === '' || rel.endsWith('/')) return `${rel}index.html`;
  if (rel.endsWith('.html')) return rel;
  return `${rel}/index.html`;
}

/** A doc as the sections need it: its address and its sidebar, if it has one. */
export interface DocInfo {
  permalink: string;
  sidebar?: string;
}

/** The docs the docs plugin loaded (every version). */
export function loadedDocs(allContent: AllContent): LoadedContent['loadedVersions'][number]['docs'] {
  const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
  if (!content) throw new Error('the docs plugin loaded no content');
  return content.loadedVersions.flatMap((v) => v.docs);
}

/** First path segment below the docs root: `/doc/docs/api/usage` → `api`. */
const docsArea = (permalink: string, docsRoot: string) =>
  permalink.startsWith(docsRoot) ? permalink.slice(docsRoot.length).split('/')[0] || null : null;

/**
 * The section of a route: a doc belongs to the section of its sidebar; a doc
 * without a sidebar to the section whose docs share its area (`/docs/api/...`);
 * any other route (the home page, the docs root, `/docs/general/...`) to none
 * (General).
 */
export function sectionOfRoute(docs: DocInfo[], docsRoot: string): (route: string) => Section | undefined {
  const bySidebar = new Map<string, string>(); // permalink -> sidebar id
  const areas = new Map<string, string>(); // area -> sidebar id
  for (const doc of docs) {
    if (!doc.sidebar) continue;
    bySidebar.set(doc.permalink, doc.sidebar);
    const area = docsArea(doc.permalink, docsRoot);
    if (area && !areas.has(area)) areas.set(area, doc.sidebar);
  }
  return (route) => {
    const area = docsArea(route, docsRoot);
    const sidebar = bySidebar.get(route) ?? (area ? areas.get(area) : undefined);
    return SECTIONS.find((s) => s.sidebarId === sidebar);
  };
}
