#!/usr/bin/env node
/**
 * Builds the `timbr-docs-mcp` package in mcp/ (mcp/package.json): one file,
 * mcp/dist/timbr-docs-mcp.mjs, that bundles the server (mcp/*.ts), what it
 * imports from src/ (the site's search engine and constants) and its
 * dependencies (the MCP SDK, zod), so the package installs with no
 * dependencies of its own: `npx --package <its tarball> timbr-docs-mcp` needs nothing but Node. The
 * licenses of the bundled packages go to mcp/dist/THIRD-PARTY-LICENSES.txt.
 *
 * Usage: node scripts/build-mcp.mjs [--pack <folder>]
 *   --pack  also run `npm pack` in mcp/ and write the tarball to <folder>; prints its path.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {build} from 'esbuild';
import {argsOf} from './args.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const MCP = path.join(ROOT, 'mcp');
const DIST = path.join(MCP, 'dist');
export const BUNDLE = path.join(DIST, 'timbr-docs-mcp.mjs');

/** The folder of the npm package a bundled file comes from, or null for our own sources. */
function packageDir(file) {
  const parts = file.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at === -1) return null;
  const depth = parts[at + 1]?.startsWith('@') ? 3 : 2;
  return parts.slice(0, at + depth).join('/');
}

/** The license text of each bundled package, in one file. */
function writeLicenses(metafile) {
  const dirs = [...new Set(Object.keys(metafile.inputs).map(packageDir).filter(Boolean))].sort();
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

export async function buildMcp() {
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
  const packages = writeLicenses(result.metafile);
  return {bundle: BUNDLE, bytes: fs.statSync(BUNDLE).size, packages};
}

/** `npm pack` of mcp/ into `folder`; returns the tarball's path. */
export function packMcp(folder) {
  fs.mkdirSync(folder, {recursive: true});
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', folder], {
    cwd: MCP,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [{filename}] = JSON.parse(out);
  return path.join(folder, filename);
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const {values: args} = argsOf('mcp:build', 'Usage: npm run mcp:build [-- --pack <folder>]', {pack: {type: 'string'}});
  const built = await buildMcp();
  process.stdout.write(
    `${path.relative(ROOT, built.bundle)}: ${built.bytes.toLocaleString('en-US')} bytes, ${built.packages} bundled packages\n`,
  );
  if (args.pack !== undefined) process.stdout.write(`${packMcp(path.resolve(args.pack))}\n`);
}
