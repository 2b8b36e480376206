import fs from 'node:fs';
import path from 'node:path';

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
