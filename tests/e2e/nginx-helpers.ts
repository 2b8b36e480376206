/** What the nginx specs share: the build's files they compare answers with, the cache lifetimes, and the security headers every response must carry. */
import fs from 'node:fs';
import path from 'node:path';
import {parseCsp} from '../../tools/serve/nginx';

export const BUILD = 'build';
export const NOT_FOUND_HTML = () => fs.readFileSync(path.join(BUILD, '404.html'), 'utf8');
/** The search index's manifest and one fragment of each kind, by their names in its folder. */
export const SEARCH_FILES = () => {
  const names = fs.readdirSync(path.join(BUILD, 'search-index'));
  return ['manifest', 'terms', 'titles', 'page', 'text'].map((kind) =>
    names.find((f) => new RegExp(`^${kind}-[0-9a-f]+\\.json$`).test(f)),
  );
};
export const YEAR = 365 * 24 * 3600;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What Mozilla Observatory's A+ asks of the headers, one line per problem. */
export function securityHeaderProblems(headers: Record<string, string>): string[] {
  const problems: string[] = [];
  const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '');
  if (!hsts || Number(hsts[1]) < YEAR) problems.push(`HSTS: ${headers['strict-transport-security']}`);
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('X-Content-Type-Options');
  if (
    !['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
      headers['referrer-policy'],
    )
  ) {
    problems.push(`Referrer-Policy: ${headers['referrer-policy']}`);
  }
  if (!/camera=\(\)/.test(headers['permissions-policy'] ?? '')) problems.push('Permissions-Policy');
  if (headers['x-frame-options'] !== 'DENY') problems.push('X-Frame-Options');
  const csp = parseCsp(headers['content-security-policy'] ?? '');
  const script = csp.get('script-src') ?? [];
  if (csp.get('default-src')?.join(' ') !== "'none'") problems.push('CSP default-src');
  if (csp.get('frame-ancestors')?.join(' ') !== "'none'") problems.push('CSP frame-ancestors');
  if (csp.get('object-src')?.join(' ') !== "'none'") problems.push('CSP object-src');
  // 'wasm-unsafe-eval' allows compiling WebAssembly only (the query worker's SQLite); 'unsafe-eval' never.
  if (!script.includes("'self'") || script.some((s) => /unsafe-inline|^'unsafe-eval'$|^\*$|^https:$/.test(s))) {
    problems.push(`CSP script-src: ${script.join(' ')}`);
  }
  if (!script.includes("'wasm-unsafe-eval'")) problems.push('CSP script-src: WebAssembly of the query worker');
  if (!script.includes('https://www.googletagmanager.com')) problems.push('CSP script-src: analytics loader');
  for (const directive of ['connect-src', 'img-src']) {
    for (const host of [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]) {
      if (!csp.get(directive)?.includes(host)) problems.push(`CSP ${directive}: ${host}`);
    }
  }
  return problems;
}
