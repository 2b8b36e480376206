// Shared pieces of scripts/bench.mjs and scripts/lighthouse.mjs: the pages
// measured, the Chromium used, the static server and small helpers.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createServer} from '../tests/support/static-server.mjs';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// `BUILD_DIR=<dir>` measures another build (to compare two builds of the same pages).
export const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR || 'build');
export const REPORTS_DIR = path.join(ROOT, 'reports');
export const BASE = '/doc/';

/** The representative pages (`key` is what `--pages` accepts; `status` if not 200). */
export const PAGES = [
  {key: 'home', label: 'Home', path: '/doc/'},
  {key: 'intro', label: 'Intro', path: '/doc/docs/getting-started/intro-timbr'},
  {key: 'sql', label: 'SQL reference', path: '/doc/docs/sql/mappings'},
  {key: 'datasource', label: 'Data source', path: '/doc/docs/integration/datasources/postgres/overview'},
  {key: 'tutorial', label: 'Tutorial', path: '/doc/docs/getting-started/tutorials/supply-chain-use-case'},
  {key: 'api', label: 'API reference', path: '/doc/docs/api/timbr-swagger'},
  {key: 'integration', label: 'Integration index', path: '/doc/docs/integration/'},
  {key: 'notfound', label: 'Not found', path: '/doc/this-page-does-not-exist', status: 404},
  {key: 'playground', label: 'SQL playground', path: '/doc/docs/playground'},
];

/** The analytics hosts, which cannot be reached here: answered by a stub. */
export const ANALYTICS_URL = /^https:\/\/(www\.)?(googletagmanager|google-analytics)\.com\//;

export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** `CHROME_PATH` if set, else Debian's Chromium when present, else Playwright's own. */
export function chromePath() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean).find((p) => fs.existsSync(p));
}

/** Parses `--flag` and `--name value` options. */
export function parseArgs(argv, {booleans = [], values = []} = {}) {
  const out = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const name = arg.replace(/^--/, '').split('=')[0];
    if (booleans.includes(name)) {
      out[name] = true;
    } else if (values.includes(name)) {
      out[name] = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[(i += 1)];
      if (out[name] === undefined) throw new Error(`${arg} needs a value`);
    } else {
      throw new Error(`Unknown option ${arg}`);
    }
  }
  return out;
}

/**
 * Selects pages by key or by path from a comma-separated list. Any other path
 * beginning with /doc/ is measured as given (for another build, BUILD_DIR).
 */
export function selectPages(list) {
  if (!list) return PAGES;
  return list.split(',').map((item) => {
    const wanted = item.trim();
    const page = PAGES.find((p) => p.key === wanted || p.path === wanted)
      ?? (wanted.startsWith('/doc/') ? {key: wanted, label: wanted, path: wanted} : undefined);
    if (!page) throw new Error(`Unknown page "${wanted}"; use one of ${PAGES.map((p) => p.key).join(', ')} or a path under /doc/`);
    return page;
  });
}

/** Serves build/ under /doc/ on a free port; resolves to {origin, close}. */
export async function startServer() {
  if (!fs.existsSync(path.join(BUILD_DIR, '404.html'))) {
    throw new Error('No build found: run `npm run build` first (or drop --skip-build).');
  }
  const server = createServer({dir: BUILD_DIR, base: BASE});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections?.();
      server.close(resolve);
    }),
  };
}

export const gzipSize = (buffer) => zlib.gzipSync(buffer).length;

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A Markdown table from a header row and body rows. */
export function mdTable(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function writeReport(name, markdown, json) {
  fs.mkdirSync(REPORTS_DIR, {recursive: true});
  fs.writeFileSync(path.join(REPORTS_DIR, `${name}.md`), markdown);
  fs.writeFileSync(path.join(REPORTS_DIR, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  return [`reports/${name}.md`, `reports/${name}.json`];
}

/** The phases of a build the bench reports, as Docusaurus's performance logger names them. */
const BUILD_PHASES = [
  ['load', /^Build > \w[\w-]* > Load site$/],
  ['bundle', /^Build > \w[\w-]* > Bundling with \w+$/],
  ['render', /^Build > \w[\w-]* > SSG$/],
  ['postBuild', /^Build > \w[\w-]* > postBuild\(\)$/],
];

/**
 * Seconds per phase of a build, read from its output with the performance
 * logger on (`DOCUSAURUS_PERF_LOGGER=true`): lines such as
 * `[PERF] Build > en > postBuild() - 12.98 seconds! - (Heap ...)`. Phases
 * missing from the output are left out.
 */
export function buildPhases(log) {
  const phases = {};
  for (const line of log.replace(/\u001b\[[0-9;]*m/g, '').split('\n')) {
    const m = line.match(/\[PERF\] (.+?) - ([\d.]+) (ms|seconds)/);
    if (!m) continue;
    const phase = BUILD_PHASES.find(([, re]) => re.test(m[1]))?.[0];
    if (phase) phases[phase] = round1(Number(m[2]) / (m[3] === 'ms' ? 1000 : 1));
  }
  return phases;
}
const round1 = (x) => Math.round(x * 10) / 10;
