#!/usr/bin/env node
// Runs a TypeScript tool of this repository: `node tools/run.mjs <tool.ts> [arguments...]`, the path relative to
// the current folder. Every tool runs this way: package.json's scripts (and the workflows through them),
// playwright.config.ts, lighthouserc.cjs, and the tools and tests that start a tool (tools/lib/loader.ts, toolArgs).
// The loader is jiti, as Docusaurus loads the site's TypeScript and as the MCP server's bin loads its own: the site's
// modules, which several tools import, name their imports without an extension, which Node's own type stripping
// cannot resolve. This is the one file of tools/ that is not TypeScript: it is what runs the others.
// `esmResolve`: a package that has no entry for require() (the MDX compiler's ES-module dependencies) resolves as
// Node's import() resolves it; the options are the same in tools/lib/loader.ts (loadTs).
import path from 'node:path';
import {createRequire} from 'node:module';

const [tool] = process.argv.splice(2, 1);
if (!tool) {
  console.error('Usage: node tools/run.mjs <tool.ts> [arguments...]');
  process.exit(2);
}
const jiti = createRequire(import.meta.url)('jiti')(import.meta.url, {interopDefault: true, esmResolve: true});
// The tool sees itself as the script Node runs (process.argv[1]), and its own arguments after it.
process.argv[1] = jiti.resolve(path.resolve(tool));
jiti(process.argv[1]);
