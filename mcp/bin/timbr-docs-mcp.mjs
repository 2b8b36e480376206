#!/usr/bin/env node
// The docs MCP server in a clone of the site (mcp/main.ts), the `timbr-docs-mcp`
// bin of this workspace package: npm links it into the clone's node_modules/.bin.
// The server is TypeScript that shares the site's search engine
// (@timbr-docs/search), loaded with jiti, as Docusaurus loads the site's
// configuration: no compile step here. The package built from mcp/
// (tools/release/build-mcp.ts) bundles the same code.
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
require('jiti')(import.meta.url, {interopDefault: true})('../main.ts');
