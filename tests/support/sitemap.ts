import fs from 'node:fs';
import path from 'node:path';

/**
 * The sitemap's paths, or null when there is no build: for spec files that make a test per page, so that
 * listing the tests (`playwright test --list`, which the workflow check runs) works before a build.
 */
export function builtSitemapPaths(buildDir = 'build'): string[] | null {
  return fs.existsSync(path.join(buildDir, 'sitemap.xml')) ? sitemapPaths(buildDir) : null;
}

/** Paths (e.g. `/doc/docs/sql/`) of every URL in the built sitemap. */
export function sitemapPaths(buildDir = 'build'): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} not found: run \`npm run build\` before the end-to-end tests`);
  }
  const xml = fs.readFileSync(file, 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (paths.length === 0) throw new Error(`${file} lists no URL`);
  return paths;
}

/** Route paths compare equal with or without a trailing slash. */
export const normalise = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/** The built HTML file of a page path, as a static host maps it (`X/index.html`, `X.html`). */
export function builtFileOf(pagePath: string, buildDir = 'build'): string {
  const rel = decodeURIComponent(pagePath).replace(/^\/doc\/?/, '');
  const candidates = [path.join(rel, 'index.html'), `${rel.replace(/\/$/, '')}.html`];
  const file = candidates.map((c) => path.join(buildDir, c)).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
  if (!file) throw new Error(`no built page for ${pagePath} in ${buildDir}/`);
  return file;
}
