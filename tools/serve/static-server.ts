/**
 * A small static file server for the built site, behaving like the production
 * hosts (see the README): the build is mounted under a base path (default
 * /doc/), `X`, `X/`, `X.html` and `X/index.html` reach the same page, unknown
 * paths get 404.html with status 404, text is gzip-compressed, hashed assets
 * and the search index are cacheable. `docusaurus serve` is not used: it
 * sends `X.html` to the home page and does not compress.
 *
 * Usage: npm run serve [-- --port 3000] [-- --base /doc/] [-- --dir build]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {argsOf} from '../lib/args';
import {isMain} from '../lib/loader';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.sql': 'application/sql; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|yaml|manifest|atom\+xml|rss\+xml|wasm|sql)|image\/svg)/;

/** Finds the file for a URL path inside `root`, trying the forms a static host tries. */
export function resolveFile(root: string, urlPath: string): string | null {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  const candidates = [];
  if (rel.endsWith('/')) {
    candidates.push(rel + 'index.html');
  } else {
    candidates.push(rel, `${rel}/index.html`, `${rel}.html`);
    if (rel.endsWith('.html') && !rel.endsWith('/index.html')) {
      candidates.push(`${rel.slice(0, -'.html'.length)}/index.html`);
    }
  }
  for (const candidate of candidates) {
    const file = path.join(root, path.normalize(candidate));
    if (!file.startsWith(root)) return null; // path traversal
    try {
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // try the next form
    }
  }
  return null;
}

/**
 * Parses a request target. It is a path (origin form), so it is parsed as one:
 * `//x/...` stays a path instead of naming a host. Returns null for a target
 * that is not a URL at all (e.g. `//[`, `*`).
 */
function parseTarget(target = '/'): URL | null {
  try {
    return new URL(target.startsWith('/') ? `http://localhost${target}` : target);
  } catch {
    return null;
  }
}

/**
 * The not-found page as a raw HTTP response, for requests the HTTP parser
 * itself rejects (e.g. a request line longer than Node's header limit): the
 * reader still gets the site's page with navigation, not an empty answer.
 */
function rawErrorResponse(root: string, status: number, reason: string): Buffer {
  const body = fs.readFileSync(path.join(root, '404.html'));
  const head = [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: text/html; charset=utf-8',
    'Cache-Control: no-cache',
    `Content-Length: ${body.length}`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

export function createServer({dir = 'build', base = '/doc/'}: {dir?: string; base?: string} = {}): http.Server {
  const root = path.resolve(dir);
  // Each file compressed once while it is unchanged (every test's new browser context fetches the same
  // scripts again): the server's compression was a few percent of the test run's processor time.
  const compressed = new Map<string, {key: string; body: Buffer}>();
  const gzipOf = (file: string, body: Buffer) => {
    const {mtimeMs, size} = fs.statSync(file);
    const key = `${mtimeMs}:${size}`;
    const cached = compressed.get(file);
    if (cached?.key === key) return cached.body;
    const gz = zlib.gzipSync(body);
    compressed.set(file, {key, body: gz});
    return gz;
  };
  const server = http.createServer((req, res) => {
    const url = parseTarget(req.url);
    let file: string | null = null;
    let status = 200;
    if (url && url.pathname === base.slice(0, -1)) {
      res.writeHead(301, {Location: base + url.search});
      res.end();
      return;
    }
    if (url && url.pathname.startsWith(base)) {
      file = resolveFile(root, '/' + url.pathname.slice(base.length));
    }
    if (!file) {
      // Unparsable targets are bad requests; anything else not found.
      status = url ? 404 : 400;
      file = path.join(root, '404.html');
    }
    const ext = path.extname(file);
    const type = TYPES[ext] ?? 'application/octet-stream';
    const headers: Record<string, string | number> = {'Content-Type': type, Vary: 'Accept-Encoding'};
    // As deploy/nginx: hashed assets and the hash-named files of the search index are cached for a year.
    headers['Cache-Control'] = /[\\/]assets[\\/]|[\\/]search-index[\\/][a-z]+-[0-9a-f]{6,}\.json$/.test(file)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    let body: Buffer = fs.readFileSync(file);
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = gzipOf(file, body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  // Requests Node's parser refuses never reach the handler above; by default
  // they get an empty 400/431. Answer with a page, as real hosts do (414 for
  // an address that is too long), and close the connection.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const tooLong = error.code === 'HPE_HEADER_OVERFLOW';
    socket.end(rawErrorResponse(root, tooLong ? 414 : 400, tooLong ? 'URI Too Long' : 'Bad Request'));
  });
  return server;
}

if (isMain(__filename)) {
  const {values} = argsOf('serve', 'Usage: npm run serve [-- --port 3000] [-- --base /doc/] [-- --dir build]', {
    port: {type: 'string', default: '3000'},
    base: {type: 'string', default: '/doc/'},
    dir: {type: 'string', default: 'build'},
  });
  const {port, base, dir} = values;
  createServer({dir, base}).listen(Number(port), '127.0.0.1', () => {
    console.log(`Serving ${dir} at http://127.0.0.1:${port}${base}`);
  });
}
