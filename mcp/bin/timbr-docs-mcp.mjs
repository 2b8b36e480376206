#!/usr/bin/env node
// The docs MCP server (mcp/cli.ts). The server is TypeScript that shares the
// site's search engine (src/search/), loaded with jiti, as Docusaurus loads
// the site's configuration: no separate compile step.
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url, {interopDefault: true});
jiti('../cli.ts')
  .main(process.argv.slice(2))
  .catch((error) => {
    process.stderr.write(`timbr-docs-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
