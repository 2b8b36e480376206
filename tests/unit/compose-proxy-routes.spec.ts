/**
 * Unit tests (no browser) of the NGINX samples of the Docker Compose guide against the routes table of the proxy
 * (docs/getting-started/deployments/_proxy-routes.mdx, which the deployment architecture page renders): every
 * `location` of every sample sends its path to the service and port the table gives, and every path that the API
 * pages, the REST endpoint list and the Python connector pages send requests to reaches, in every server block that
 * serves requests (HTTP or HTTPS, not the one that only redirects), the service the table gives for it. The Python
 * connector pages tell readers they can use the proxy's port 80, so the HTTP sample must route the API paths too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {REST_ENDPOINTS} from '../../src/features/catalogs/data/rest-endpoints';
import {docFiles} from '../support/content-claims';

const ROOT = path.resolve(__dirname, '../..');
const DEPLOYMENTS = path.join(ROOT, 'docs/getting-started/deployments');
const read = (file: string) => fs.readFileSync(file, 'utf8');

/** The routes table: one path prefix, the service and its port per entry. */
function proxyRoutes(): Map<string, string> {
  const routes = new Map<string, string>();
  for (const row of read(path.join(DEPLOYMENTS, '_proxy-routes.mdx')).split('\n')) {
    const cells = row.split('|').map((c) => c.trim());
    if (cells.length < 5 || !/^\d+$/.test(cells[3])) continue;
    const service = cells[2].replace(/`/g, '');
    for (const [, prefix] of cells[1].matchAll(/`([^`]+)`/g)) routes.set(prefix, `http://${service}:${cells[3]}`);
  }
  return routes;
}

interface Server {
  listen: string[];
  redirects: boolean;
  /** location path -> proxy_pass target */
  locations: Map<string, string>;
}

/** The `server` blocks of an nginx.conf sample. */
function serversOf(conf: string): Server[] {
  const servers: Server[] = [];
  for (const start of conf.matchAll(/^\s*server\s*\{/gm)) {
    let depth = 0;
    let end = start.index;
    for (let i = start.index; i < conf.length; i++) {
      if (conf[i] === '{') depth++;
      else if (conf[i] === '}' && --depth === 0) {
        end = i;
        break;
      }
    }
    const body = conf.slice(start.index + start[0].length, end);
    const locations = new Map<string, string>();
    for (const [, at, inner] of body.matchAll(/location\s+(\S+)\s*\{([^}]*)\}/g))
      locations.set(at, /proxy_pass\s+([^;\s]+);/.exec(inner)?.[1] ?? '');
    const outside = body.replace(/location\s+\S+\s*\{[^}]*\}/g, '');
    servers.push({
      listen: [...outside.matchAll(/^\s*listen\s+([^;]+);/gm)].map((m) => m[1]),
      redirects: /^\s*return\s+30\d\b/m.test(outside),
      locations,
    });
  }
  return servers;
}

/** The nginx.conf samples of the Compose guide. */
function nginxSamples(): string[] {
  const page = read(path.join(DEPLOYMENTS, 'deploy-on-docker-compose.md'));
  return [...page.matchAll(/^```\w*[^\n]*title="nginx\.conf"[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
}

/** The longest prefix of `requestPath` among `prefixes`, as NGINX picks a prefix location. */
const longestPrefix = (requestPath: string, prefixes: Iterable<string>) =>
  [...prefixes].filter((p) => requestPath.startsWith(p)).sort((a, b) => b.length - a.length)[0];

/** Every `/timbr/...` path that the API pages, the Python connector pages and the REST endpoint list send requests to. */
function requestPaths(): string[] {
  const under = ['docs/api/', 'docs/integration/python/'];
  const pages = docFiles().filter((f) => {
    const file = path.relative(ROOT, f).split(path.sep).join('/');
    return under.some((dir) => file.startsWith(dir)) || file === 'docs/integration/rest.md';
  });
  const fromPages = pages.flatMap((f) =>
    [...read(f).matchAll(/\/timbr\/[\w{}<>.-]+(?:\/[\w{}<>.-]*)*/g)].map((m) => m[0]),
  );
  return [...new Set([...REST_ENDPOINTS.map((e) => e.path), ...fromPages])].sort();
}

test('every location of the Compose nginx.conf samples sends its path to the service and port of the routes table', () => {
  const routes = proxyRoutes();
  expect([...routes.values()]).toContain('http://timbr-api:9000');
  const samples = nginxSamples();
  expect(samples.length, 'the HTTP and the HTTPS sample').toBeGreaterThanOrEqual(2);
  const wrong = samples.flatMap((conf, i) =>
    serversOf(conf).flatMap((server) =>
      [...server.locations]
        .filter(([at, target]) => routes.get(at) !== target)
        .map(([at, target]) => `sample ${i + 1}: location ${at} -> ${target}, table: ${routes.get(at) ?? 'no route'}`),
    ),
  );
  expect(wrong).toEqual([]);
});

test('every path the API and Python connector pages call is routed by every serving server block of the Compose samples', () => {
  const routes = proxyRoutes();
  const paths = requestPaths();
  expect(paths.some((p) => p.startsWith('/timbr/openapi/'))).toBe(true);
  expect(paths.some((p) => p.startsWith('/timbr/api/'))).toBe(true);
  const serving = nginxSamples().flatMap((conf, i) =>
    serversOf(conf)
      .filter((s) => !s.redirects)
      .map((server) => ({name: `sample ${i + 1}, listen ${server.listen.join(', ')}`, server})),
  );
  expect(
    serving.map((s) => s.name),
    'a server on port 80 (HTTP sample) and one on 443 (HTTPS sample)',
  ).toEqual([expect.stringMatching(/listen 80$/), expect.stringMatching(/listen 443 ssl$/)]);
  const unrouted = serving.flatMap(({name, server}) =>
    paths.flatMap((p) => {
      const want = routes.get(longestPrefix(p, routes.keys()));
      const got = server.locations.get(longestPrefix(p, server.locations.keys()));
      return got === want ? [] : [`${name}: ${p} goes to ${got ?? 'nothing'}, the routes table says ${want}`];
    }),
  );
  expect(unrouted).toEqual([]);
});
