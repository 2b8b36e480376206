/**
 * Builds the `timbr-docs-mcp` package from the workspace package in mcp/
 * (`@timbr-docs/mcp`, which runs the server from its TypeScript sources): one
 * file, mcp/dist/timbr-docs-mcp.mjs, that bundles the server (mcp/*.ts), the
 * site's search engine (@timbr-docs/search), what it imports from src/ (the
 * site's constants) and its dependencies (the MCP SDK, zod), so the package
 * installs with no dependencies of its own: `npx --package <its tarball>
 * timbr-docs-mcp` needs nothing but Node. The licenses of the bundled
 * packages go to mcp/dist/THIRD-PARTY-LICENSES.txt.
 *
 * The package has a manifest of its own (publishedManifest): the name of its
 * command, the workspace's version and description, the bundle as its bin,
 * no dependencies. `npm pack` in mcp/ would pack the workspace's sources
 * instead, so the workspace's `prepack` runs this script with --refuse-pack,
 * which stops it with a message that names the command below.
 *
 * Usage: npm run mcp:build [-- --pack <folder>]
 *   --pack  also pack the package (`npm pack`) and write the tarball to <folder>; prints its path.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {build, type Metafile} from 'esbuild';
import {argsOf} from '../lib/args';
import {ROOT, isMain} from '../lib/loader';
const MCP = path.join(ROOT, 'mcp');
const DIST = path.join(MCP, 'dist');
export const BUNDLE = path.join(DIST, 'timbr-docs-mcp.mjs');

/** The folder of the npm package a bundled file comes from, or null for our own sources. */
function packageDir(file: string): string | null {
  const parts = file.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at === -1) return null;
  const depth = parts[at + 1]?.startsWith('@') ? 3 : 2;
  return parts.slice(0, at + depth).join('/');
}

/** The license text of each bundled package, in one file. */
function writeLicenses(metafile: Metafile): number {
  const dirs = [...new Set(Object.keys(metafile.inputs).map(packageDir))].filter((d) => d !== null).sort();
  const sections = dirs.map((dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
    const license = fs.readdirSync(path.join(ROOT, dir)).find((f) => /^(license|copying)/i.test(f));
    const text = license
      ? fs.readFileSync(path.join(ROOT, dir, license), 'utf8').trim()
      : `License: ${pkg.license ?? 'see the package'}`;
    return `${pkg.name} ${pkg.version}\n${'-'.repeat(`${pkg.name} ${pkg.version}`.length)}\n${text}\n`;
  });
  fs.writeFileSync(
    path.join(DIST, 'THIRD-PARTY-LICENSES.txt'),
    `The bundle dist/timbr-docs-mcp.mjs includes these packages.\n\n${sections.join('\n')}`,
  );
  return dirs.length;
}

export async function buildMcp(): Promise<{bundle: string; bytes: number; packages: number}> {
  fs.rmSync(DIST, {recursive: true, force: true});
  const result = await build({
    entryPoints: [path.join(MCP, 'main.ts')],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    // Bundled CommonJS code may call require() for Node's own modules.
    banner: {
      js: "#!/usr/bin/env node\nimport {createRequire as __timbrCreateRequire} from 'node:module';\nconst require = __timbrCreateRequire(import.meta.url);",
    },
  });
  fs.chmodSync(BUNDLE, 0o755);
  const packages = writeLicenses(result.metafile!);
  return {bundle: BUNDLE, bytes: fs.statSync(BUNDLE).size, packages};
}

/** The server's entry in the MCP registry's format, served at /doc/mcp/server.json. */
export const SERVER_JSON = path.join(ROOT, 'static/mcp/server.json');

/**
 * The manifest of the built package, from the workspace's (mcp/package.json):
 * named after its one command, with the bundle as that command, and no
 * dependencies (they are in the bundle). `mcpName` is the server's name in the
 * MCP registry (static/mcp/server.json), which the registry checks against the
 * published package.
 */
export function publishedManifest() {
  const workspace = JSON.parse(fs.readFileSync(path.join(MCP, 'package.json'), 'utf8'));
  const [command] = Object.keys(workspace.bin);
  return {
    name: command,
    mcpName: JSON.parse(fs.readFileSync(SERVER_JSON, 'utf8')).name,
    version: workspace.version,
    description: workspace.description,
    // The bundle is an ES module (.mjs).
    type: 'module',
    bin: {[command]: `dist/${path.basename(BUNDLE)}`},
    files: ['dist', 'README.md'],
    engines: workspace.engines,
    keywords: workspace.keywords,
  };
}

/**
 * `npm pack` of the built package (run buildMcp first) into `folder`; returns
 * the tarball's path. The package is put together in a temporary folder:
 * its manifest, mcp/README.md and mcp/dist/.
 */
export function packMcp(folder: string): string {
  if (!fs.existsSync(BUNDLE)) throw new Error(`${path.relative(ROOT, BUNDLE)} is missing: build it first (buildMcp)`);
  fs.mkdirSync(folder, {recursive: true});
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'timbr-docs-mcp-pack-'));
  try {
    fs.writeFileSync(path.join(staging, 'package.json'), `${JSON.stringify(publishedManifest(), null, 2)}\n`);
    fs.copyFileSync(path.join(MCP, 'README.md'), path.join(staging, 'README.md'));
    fs.cpSync(DIST, path.join(staging, 'dist'), {recursive: true});
    const out = execFileSync('npm', ['pack', '--json', '--pack-destination', path.resolve(folder)], {
      cwd: staging,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const [{filename}] = JSON.parse(out);
    return path.join(path.resolve(folder), filename);
  } finally {
    fs.rmSync(staging, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  const {values: args} = argsOf('mcp:build', 'Usage: npm run mcp:build [-- --pack <folder>]', {
    pack: {type: 'string'},
    'refuse-pack': {type: 'boolean'},
  });
  if (args['refuse-pack']) {
    console.error(
      "mcp:build: npm pack in mcp/ would pack the workspace's TypeScript sources, not the package. " +
        "Build and pack the package from the repository's root: npm run mcp:build -- --pack <folder>",
    );
    process.exit(1);
  }
  const built = await buildMcp();
  process.stdout.write(
    `${path.relative(ROOT, built.bundle)}: ${built.bytes.toLocaleString('en-US')} bytes, ${built.packages} bundled packages\n`,
  );
  if (args.pack !== undefined) process.stdout.write(`${packMcp(path.resolve(args.pack))}\n`);
}

if (isMain(__filename)) main();
