// Rewrites Docusaurus's report of broken links and anchors so that each one
// names the Markdown file and line a contributor edits, instead of the URL of
// the built page, and leaves out the hint that the check can be switched off
// (it stays on: the specification requires broken links to fail the build).
//
// The report Docusaurus prints (@docusaurus/core/lib/server/brokenLinks.js) reads:
//   Docusaurus found broken links!
//   ...
//   Exhaustive list of all broken links found:
//   - Broken link on source page path = /doc/docs/sql/general:
//      -> linking to ../getting-started/query-kgx.md (resolved as: /doc/docs/getting-started/query-kgx.md)
// Each page URL is mapped to its source file with the routes the source files
// make (src/features/docs-contract/sources.ts); the line is the one that holds
// the link's target as written.
import fs from 'node:fs';
import path from 'node:path';
import {siteRoutes} from '../../src/features/docs-contract/sources';
import {BASE_URL} from '../../src/site';
import {sidebarsOf} from './routes';

export interface BrokenLink {
  page: string;
  link: string;
  resolved: string | null;
  anchor: boolean;
}
export interface Route {
  path: string;
  source: string;
}
/** The site whose build reported the links: its folder, its routes and its base URL. */
export interface SiteOfLinks {
  siteDir: string;
  routes: Route[];
  baseUrl: string;
}

const PAGE_LINE = /^\s*- Broken (link|anchor) on source page path = (.+?):\s*$/;
const LINK_LINE = /^\s*-> linking to (.+?)(?: \(resolved as: (.+)\))?\s*$/;

/** The broken links and anchors of a Docusaurus build's output, in order. */
export function parseBrokenLinks(output: string): BrokenLink[] {
  const found: BrokenLink[] = [];
  let current: {page: string; anchor: boolean} | null = null;
  for (const line of output.split('\n')) {
    const page = PAGE_LINE.exec(line);
    if (page) {
      current = {page: page[2], anchor: page[1] === 'anchor'};
      continue;
    }
    const link = LINK_LINE.exec(line);
    if (link && current)
      found.push({page: current.page, link: link[1], resolved: link[2] ?? null, anchor: current.anchor});
    else if (!link) current = null;
  }
  return found;
}

const normalise = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/**
 * The ways the link may be written in the source, most exact first: as
 * reported; without the site's base path (Markdown links to `/docs/...` are
 * reported as `/doc/docs/...`); its anchor after any file or path (a link to
 * `index.md#x` is reported as `/doc/docs/sql/#x`).
 */
function spellings(link: string, baseUrl: string): {text: string; anyPrefix: boolean}[] {
  const out = [{text: link, anyPrefix: false}];
  if (link.startsWith(baseUrl)) out.push({text: `/${link.slice(baseUrl.length)}`, anyPrefix: false});
  const hash = link.indexOf('#');
  if (hash >= 0) out.push({text: link.slice(hash), anyPrefix: true});
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Lines (1-based) and columns of `text` where the link's target is written:
 * as a link target, after `](`, `="`, `='`, `{'`, `{"` or `<`.
 */
export function findLinkInSource(text: string, link: string, baseUrl: string): {line: number; column: number}[] {
  const lines = text.split(/\r?\n/);
  for (const spelling of spellings(link, baseUrl)) {
    const prefix = spelling.anyPrefix ? '[^\\s)"\'#]*' : '';
    const re = new RegExp(`(\\]\\(|="|='|\\{'|\\{"|<)${prefix}${escape(spelling.text)}(?=[)"'}>\\s]|$)`, 'g');
    const hits: {line: number; column: number}[] = [];
    lines.forEach((line, i) => {
      for (const m of line.matchAll(re)) hits.push({line: i + 1, column: m.index + m[1].length + 1});
    });
    if (hits.length) return hits;
  }
  return [];
}

/** The report, one line per broken link: `file:line:column: broken link to X`. */
export function describeBrokenLinks(broken: BrokenLink[], {siteDir, routes, baseUrl}: SiteOfLinks): string[] {
  const sourceOf = new Map(routes.map((r) => [normalise(r.path), r.source]));
  const lines: string[] = [];
  for (const b of broken) {
    const what = b.anchor ? 'broken anchor in the link to' : 'broken link to';
    const resolved = b.resolved ? ` (resolved as ${b.resolved})` : '';
    const reason = b.anchor ? 'the target page has no heading or element with this id' : 'no page has this URL';
    const source = sourceOf.get(normalise(b.page));
    if (!source) {
      lines.push(`${b.page} (a page with no Markdown source): ${what} ${b.link}${resolved}: ${reason}`);
      continue;
    }
    const file = path.join(siteDir, source);
    const hits = fs.existsSync(file) ? findLinkInSource(fs.readFileSync(file, 'utf8'), b.link, baseUrl) : [];
    if (hits.length === 0) {
      lines.push(
        `${source}: ${what} ${b.link}${resolved}: ${reason} (the link is not written in this file: it comes from a partial or a component the page renders)`,
      );
      continue;
    }
    for (const hit of hits) lines.push(`${source}:${hit.line}:${hit.column}: ${what} ${b.link}${resolved}: ${reason}`);
  }
  return lines;
}

/**
 * Rewrites a failed build's output: the broken links and anchors by file and
 * line, or null when the output holds no such report.
 */
export function rewriteBrokenLinks(output: string, site: SiteOfLinks): string[] | null {
  const broken = parseBrokenLinks(output);
  if (broken.length === 0) return null;
  const anchors = broken.some((b) => b.anchor);
  const links = broken.some((b) => !b.anchor);
  const kinds = links && anchors ? 'links and anchors' : anchors ? 'anchors' : 'links';
  return [
    `The build found broken ${kinds}. Fix each in the file and line named:`,
    ...describeBrokenLinks(broken, site),
  ];
}

/**
 * The broken links of a failed build of the site in `siteDir`, by file and
 * line (null when the output holds no broken-link report). The routes come
 * from the site's files and sidebars.ts.
 */
export function brokenLinksOfSite(output: string, siteDir: string): string[] | null {
  if (parseBrokenLinks(output).length === 0) return null;
  try {
    const routes = siteRoutes(siteDir, sidebarsOf(siteDir));
    return rewriteBrokenLinks(output, {siteDir, routes, baseUrl: BASE_URL});
  } catch (error) {
    return [`(could not map the broken links to their files: ${(error as Error).message})`, output.trim()];
  }
}
