// `npm run release`: one versioned release of the site, the unit a deploy
// installs (deploy/deploy.mjs):
//   timbr-docs-<version>/
//     doc/                      the build, served as /doc/, with a Brotli (.br)
//                               and a gzip (.gz) copy of every text file, each
//                               at its highest level, where it is smaller
//                               (kept by content in node_modules/.cache, so a
//                               file an earlier release compressed is not
//                               compressed again)
//     nginx/csp-script-hashes.conf  the hashes of the build's inline scripts
//     mcp/timbr-docs-mcp.mjs    the docs MCP server, one file (npm run mcp:build)
//     manifest.json             version, commit, and the release's own
//                               content-hashed files (what an open tab of this
//                               release may still ask for after the next deploy)
// packed as timbr-docs-<version>.tar.gz, with its SHA-256 in
// timbr-docs-<version>.tar.gz.sha256 (`sha256sum -c` reads it). It refuses a
// build without CSP hashes, or with hashes of another build.
//
// `--quick` compresses at low levels (gzip 1, Brotli 1) without the cache: for the deploy tests, which check
// that nginx sends the copies, not their size; every release the workflows make uses the highest levels.
//
// Usage: npm run release [-- --build <folder>] [-- --out <folder>] [-- --version <version>] [-- --quick]
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {scanInlineScripts} from '../../src/features/csp-hashes/plugin';
import {argsOf} from '../lib/args';
import {ROOT, isMain} from '../lib/loader';
import {BUNDLE, buildMcp} from './build-mcp';
const USAGE = 'Usage: npm run release [-- --build <folder>] [-- --out <folder>] [-- --version <version>] [-- --quick]';
const HASHES = path.join(ROOT, 'deploy/nginx/generated/csp-script-hashes.conf');

/** Files worth compressing: text, and SQLite's WebAssembly file. */
export const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|svg|txt|md|yaml|yml|atom|rss|sql|wasm|map|webmanifest)$/;
/** nginx's gzip_min_length: smaller files are sent as they are. */
const MIN_BYTES = 256;
/** A content hash in a file name, as the bundler and the search step (the search index's folder) write them. */
export const HASHED = /(?:^assets\/.*[.-][0-9a-f]{8,}\.[a-z0-9]+$)|(?:^search-index\/[a-z]+-[0-9a-f]{6,}\.json$)/;

const walk = (dir: string) =>
  fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));

/** The `'sha256-...'` expressions of a generated hash file. */
export function hashesOf(text: string): string[] | null {
  const m = /set \$csp_script_hashes "([^"]*)";/.exec(text);
  return m ? m[1].split(/\s+/).filter(Boolean) : null;
}

/** Where compressed copies are kept between releases, by the SHA-256 of what they compress. */
const CACHE = path.join(ROOT, 'node_modules/.cache/timbr-release');

/** The compression levels of a release: the highest, or (`--quick`) the lowest, for tests. */
const LEVELS = {
  highest: {gzip: 9, brotli: zlib.constants.BROTLI_MAX_QUALITY},
  quick: {gzip: 1, brotli: 1},
} as const;
export type Levels = keyof typeof LEVELS;

/** The Brotli and gzip copies of `data` at the given levels. */
export function compressCopies(data: Buffer, rel: string, levels: Levels): {br: Buffer; gz: Buffer} {
  const gz = zlib.gzipSync(data, {level: LEVELS[levels].gzip});
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: LEVELS[levels].brotli,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [zlib.constants.BROTLI_PARAM_MODE]: rel.endsWith('.wasm')
        ? zlib.constants.BROTLI_MODE_GENERIC
        : zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  return {br, gz};
}

/**
 * The Brotli (quality 11) and gzip (level 9) copies of `data`, from the cache when an earlier release made them;
 * quick copies are neither cached nor read from the cache.
 */
function compressed(
  data: Buffer,
  rel: string,
  cache: string,
  levels: Levels,
): {br: Buffer; gz: Buffer; cached: boolean} {
  if (levels === 'quick') return {...compressCopies(data, rel, levels), cached: false};
  const key = createHash('sha256').update(data).digest('hex');
  const files = {br: path.join(cache, `${key}.br`), gz: path.join(cache, `${key}.gz`)};
  if (fs.existsSync(files.br) && fs.existsSync(files.gz)) {
    return {br: fs.readFileSync(files.br), gz: fs.readFileSync(files.gz), cached: true};
  }
  const {br, gz} = compressCopies(data, rel, levels);
  fs.mkdirSync(cache, {recursive: true});
  fs.writeFileSync(files.br, br);
  fs.writeFileSync(files.gz, gz);
  return {br, gz, cached: false};
}

/**
 * Writes a .br and a .gz copy beside each compressible file, where it is smaller; returns the bytes before and
 * after, and how many files the cache answered.
 */
export function compressTree(dir: string, cache = CACHE, levels: Levels = 'highest') {
  const totals = {files: 0, cached: 0, bytes: 0, gzip: 0, brotli: 0};
  for (const rel of walk(dir)) {
    if (!COMPRESSIBLE.test(rel)) continue;
    const file = path.join(dir, rel);
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const {br, gz, cached} = compressed(data, rel, cache, levels);
    totals.files += 1;
    totals.cached += cached ? 1 : 0;
    totals.bytes += data.length;
    if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
    if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
    totals.gzip += Math.min(gz.length, data.length);
    totals.brotli += Math.min(br.length, data.length);
  }
  return totals;
}

/** The inline-script hashes of a build, as the CSP feature computes them. */
function buildHashes(build: string): string[] {
  const hashes = new Set<string>();
  for (const rel of walk(build).filter((f) => f.endsWith('.html'))) {
    for (const h of scanInlineScripts(fs.readFileSync(path.join(build, rel), 'utf8')).hashes) hashes.add(h);
  }
  return [...hashes].sort();
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, {cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return '';
  }
}

/** The release's version: the UTC time and the commit, so that names sort by age. */
function defaultVersion(): string {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${git(['rev-parse', '--short=12', 'HEAD']) || 'nogit'}`;
}

export async function release({
  build,
  out,
  version,
  levels = 'highest',
}: {
  build: string;
  out: string;
  version: string;
  levels?: Levels;
}) {
  if (!fs.existsSync(path.join(build, 'index.html'))) {
    throw new Error(`${build} holds no build (no index.html): run npm run build first`);
  }
  if (!fs.existsSync(HASHES)) {
    throw new Error(`${path.relative(ROOT, HASHES)} is missing: the build writes it; run npm run build again`);
  }
  const hashes = hashesOf(fs.readFileSync(HASHES, 'utf8'));
  const expected = buildHashes(build);
  if (!hashes || hashes.slice().sort().join(' ') !== expected.join(' ')) {
    throw new Error(
      `${path.relative(ROOT, HASHES)} does not hold the hashes of the inline scripts of ${build} (it belongs to another build): run npm run build, then release`,
    );
  }
  if (!/^[\w.+-]+$/.test(version)) throw new Error(`--version: letters, digits and . _ + - only, not '${version}'`);
  const name = `timbr-docs-${version}`;
  const stage = path.join(out, name);
  fs.rmSync(stage, {recursive: true, force: true});
  fs.mkdirSync(path.join(stage, 'nginx'), {recursive: true});
  fs.cpSync(build, path.join(stage, 'doc'), {recursive: true});
  fs.copyFileSync(HASHES, path.join(stage, 'nginx/csp-script-hashes.conf'));
  await buildMcp();
  fs.mkdirSync(path.join(stage, 'mcp'));
  for (const f of fs.readdirSync(path.dirname(BUNDLE))) {
    fs.copyFileSync(path.join(path.dirname(BUNDLE), f), path.join(stage, 'mcp', f));
  }
  fs.chmodSync(path.join(stage, 'mcp', path.basename(BUNDLE)), 0o755);
  const ownAssets = walk(path.join(stage, 'doc')).filter((f) => HASHED.test(f));
  const compression = compressTree(path.join(stage, 'doc'), CACHE, levels);
  const manifest = {
    name: 'timbr-docs',
    version,
    commit: git(['rev-parse', 'HEAD']) || null,
    created: new Date().toISOString(),
    site: 'doc',
    cspHashes: 'nginx/csp-script-hashes.conf',
    mcp: `mcp/${path.basename(BUNDLE)}`,
    ownAssets,
  };
  fs.writeFileSync(path.join(stage, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const tarball = path.join(out, `${name}.tar.gz`);
  execFileSync('tar', ['-C', out, '-czf', tarball, name]);
  fs.rmSync(stage, {recursive: true, force: true});
  const sha = createHash('sha256').update(fs.readFileSync(tarball)).digest('hex');
  fs.writeFileSync(`${tarball}.sha256`, `${sha}  ${path.basename(tarball)}\n`);
  return {tarball, sha, version, compression, ownAssets: ownAssets.length};
}

async function main(): Promise<number> {
  const {values: args} = argsOf('release', USAGE, {
    build: {type: 'string', default: 'build'},
    out: {type: 'string', default: 'releases'},
    version: {type: 'string'},
    quick: {type: 'boolean', default: false},
  });
  const out = path.resolve(args.out);
  const levels: Levels = args.quick ? 'quick' : 'highest';
  fs.mkdirSync(out, {recursive: true});
  try {
    const r = await release({
      build: path.resolve(args.build),
      out,
      version: args.version ?? defaultVersion(),
      levels,
    });
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
    console.log(`release ${r.version}: ${path.relative(process.cwd(), r.tarball)}`);
    console.log(`  sha256 ${r.sha}`);
    console.log(
      `  ${r.compression.files} text files, ${kb(r.compression.bytes)}: ${kb(r.compression.gzip)} as gzip -${LEVELS[levels].gzip}, ${kb(r.compression.brotli)} as Brotli ${LEVELS[levels].brotli} (${r.compression.cached} compressed by an earlier release)`,
    );
    console.log(`  ${r.ownAssets} content-hashed files kept reachable for open tabs after the next deploy`);
    return 0;
  } catch (error) {
    console.error(`release: ${(error as Error).message}`);
    return 1;
  }
}

if (isMain(__filename)) main().then((status) => (process.exitCode = status));
