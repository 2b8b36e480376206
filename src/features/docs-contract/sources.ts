/**
 * The site's pages read from their source files, without a build: each doc's
 * id, URL and sidebar as the docs plugin derives them (the file path, the
 * front matter's `id` and `slug`, sidebars.ts), and the URL of each page of
 * src/pages. `npm run check:routes` (tools/check/routes.ts), the
 * link-error rewriting of `npm run check:content` and the tests use it, so
 * that no list of routes has to be kept by hand. The crawl of the built site
 * checks that the build agrees (tests/e2e/crawl.spec.ts).
 *
 * Node only; not loaded by the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {BASE_URL} from '../../site';
import type {DocForContract} from './contract';

/** Where the docs plugin serves the docs (`routeBasePath: 'docs'` in docusaurus.config.ts). */
export const DOCS_BASE = `${BASE_URL}docs`;

export interface SourceDoc extends DocForContract {
  /** The doc's URL, e.g. `/doc/docs/sql/general` or `/doc/docs/sql/`. */
  permalink: string;
}

export interface SourcePage {
  /** The page's URL, e.g. `/doc/markdown-page`. */
  permalink: string;
  /** Its file, relative to the site folder. */
  source: string;
}

export interface SiteRoute {
  path: string;
  /** The sidebar the page renders in; null for none. */
  sidebar: string | null;
  /** The source file, relative to the site folder. */
  source: string;
  /** The doc's id; null for a page of src/pages. */
  docId: string | null;
}

/** The docs plugin's default number prefix (`01-intro.md` is the doc `intro`). */
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
const stripNumberPrefix = (name: string) => NUMBER_PREFIX.exec(name)?.[2] ?? name;

/** Route paths compare equal with or without a trailing slash. */
export const normalizeRoute = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/** Doc ids of a sidebar mapped to the sidebar's name: docs and the doc links of categories. */
export function sidebarOfDocs(sidebars: Record<string, unknown>): Map<string, string> {
  const result = new Map<string, string>();
  const visit = (item: unknown, sidebar: string): void => {
    if (typeof item === 'string') {
      if (!result.has(item)) result.set(item, sidebar);
    } else if (Array.isArray(item)) {
      for (const child of item) visit(child, sidebar);
    } else if (item && typeof item === 'object') {
      const o = item as {type?: string; id?: string; link?: {type?: string; id?: string}; items?: unknown};
      if (o.type === 'doc' && o.id) visit(o.id, sidebar);
      else if (o.type === 'category') {
        if (o.link?.type === 'doc' && o.link.id) visit(o.link.id, sidebar);
        visit(o.items, sidebar);
      } else if (o.type === undefined) {
        // Shorthand categories: {'Label': ['a', 'b']}.
        for (const value of Object.values(o)) visit(value, sidebar);
      }
      // `ref` items link a doc without making it part of the sidebar; links and html hold no doc.
    }
  };
  for (const [name, items] of Object.entries(sidebars)) visit(items, name);
  return result;
}

/** The front matter of a Markdown file ({} when it has none or it does not parse: check:mdx reports that). */
export function frontMatterOf(text: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!match) return {};
  try {
    const data = yaml.load(match[1]);
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function walk(dir: string, keep: (name: string) => boolean, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('_') || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, keep, out);
    else if (keep(entry.name)) out.push(full);
  }
  return out;
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/**
 * A doc's id and URL from its path under docs/ and its front matter, by the
 * docs plugin's rules: number prefixes are dropped; `id` replaces the file
 * name in the id; `slug` sets the URL (absolute, or relative to the folder);
 * `index.md`, `README.md` and `<folder>/<folder>.md` stand for their folder.
 */
export function docIdentity(relPath: string, frontMatter: Record<string, unknown>): {id: string; permalink: string} {
  const parsePrefixes = frontMatter.parse_number_prefixes !== false;
  const strip = parsePrefixes ? stripNumberPrefix : (s: string) => s;
  const dir = path.posix.dirname(relPath);
  const fileName = path.posix.basename(relPath).replace(/\.mdx?$/, '');
  const dirParts = dir === '.' ? [] : dir.split('/').map(strip);
  const baseId = typeof frontMatter.id === 'string' ? frontMatter.id : strip(fileName);
  const id = [...dirParts, baseId].join('/');
  const dirSlug = dirParts.length ? `/${dirParts.join('/')}/` : '/';
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
  let route: string;
  if (slug?.startsWith('/')) route = slug;
  else if (!slug && ['index', 'readme', (dir.split('/').pop() ?? '').toLowerCase()].includes(fileName.toLowerCase()))
    route = dirSlug;
  else route = path.posix.normalize(`${dirSlug}${slug ?? baseId}`);
  return {id, permalink: `${DOCS_BASE}${route}`.replace(/\/{2,}/g, '/')};
}

/** Every doc of `<siteDir>/docs` (partials, whose names start with `_`, are not docs). */
export function readDocs(siteDir: string, sidebars: Record<string, unknown>): SourceDoc[] {
  const docsDir = path.join(siteDir, 'docs');
  const sidebarOf = sidebarOfDocs(sidebars);
  return walk(docsDir, (name) => /\.mdx?$/.test(name)).map((file) => {
    const frontMatter = frontMatterOf(fs.readFileSync(file, 'utf8'));
    const {id, permalink} = docIdentity(toPosix(path.relative(docsDir, file)), frontMatter);
    return {id, permalink, source: toPosix(path.relative(siteDir, file)), sidebar: sidebarOf.get(id), frontMatter};
  });
}

/** Every page of `<siteDir>/src/pages`, by the pages plugin's rules (`_` files and tests are not pages). */
export function readPages(siteDir: string): SourcePage[] {
  const pagesDir = path.join(siteDir, 'src', 'pages');
  const isPage = (name: string) => /\.(jsx?|tsx?|mdx?)$/.test(name) && !/\.test\.[jt]sx?$/.test(name);
  return walk(pagesDir, isPage)
    .filter((file) => !toPosix(file).includes('/__tests__/'))
    .map((file) => {
      const rel = toPosix(path.relative(pagesDir, file)).replace(/\.[^.]+$/, '');
      const route = rel === 'index' ? '' : rel.endsWith('/index') ? rel.slice(0, -'index'.length) : rel;
      return {permalink: `${BASE_URL}${route}`, source: toPosix(path.relative(siteDir, file))};
    });
}

/**
 * Every route the source files make, with its sidebar and file: the docs,
 * then the pages of src/pages.
 */
export function siteRoutes(siteDir: string, sidebars: Record<string, unknown>): SiteRoute[] {
  return [
    ...readDocs(siteDir, sidebars).map((d) => ({
      path: d.permalink,
      sidebar: d.sidebar ?? null,
      source: d.source,
      docId: d.id,
    })),
    ...readPages(siteDir).map((p) => ({path: p.permalink, sidebar: null, source: p.source, docId: null})),
  ];
}
