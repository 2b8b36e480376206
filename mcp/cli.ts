/**
 * The command line of the docs MCP server (mcp/bin/timbr-docs-mcp.mjs in a
 * clone; the `timbr-docs-mcp` package built from mcp/ elsewhere).
 *
 *   timbr-docs-mcp [--site <build folder | https://...>]            stdio
 *   timbr-docs-mcp --http [--port 3920] [--host 127.0.0.1] [--public-host docs.timbr.ai] [--site ...]
 *
 * --site defaults to the TIMBR_DOCS_SITE environment variable, else the
 * published site. Over stdio, standard output carries the protocol only:
 * everything else goes to standard error.
 */
import fs from 'node:fs';
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {BASE_URL, SITE_URL} from '../src/site';
import {Docs} from './docs';
import {createDocsServer} from './server';
import {startHttpServer} from './http';
import {publicHostsOf} from './origin';
import {sourceFor} from './source';

export const DEFAULT_PORT = 3920;
const DEFAULT_SITE = `${SITE_URL}${BASE_URL}`;

/** The environment variable that names the site when --site is not given. */
export const SITE_ENV = 'TIMBR_DOCS_SITE';

const USAGE = `Usage: timbr-docs-mcp [--site <build folder or https address>] [--http [--port N] [--host H] [--public-host NAME]]

  --site   where to read the documentation: a built site folder (npm run build writes build/)
           or an address of the site (default: $${SITE_ENV} if set, else ${DEFAULT_SITE})
  --http   serve MCP over Streamable HTTP at http://<host>:<port>/mcp instead of stdio
  --port   HTTP port (default ${DEFAULT_PORT}; 0 picks a free one)
  --host   HTTP address to listen on (default 127.0.0.1)
  --public-host  a host name the service answers for behind a proxy, besides localhost (repeat it or give
           several, comma-separated); requests naming another host in Host or Origin get 403`;

export interface CliOptions {
  site: string;
  http: boolean;
  port: number;
  host: string;
  publicHosts: string[];
}

/** Parses the arguments; throws an Error whose message is for the user. */
export function parseArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): CliOptions | 'help' {
  const options: CliOptions = {
    site: env[SITE_ENV]?.trim() || DEFAULT_SITE,
    http: false,
    port: DEFAULT_PORT,
    host: '127.0.0.1',
    publicHosts: [],
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--')) throw new Error(`${arg} needs a value`);
      i += 1;
      return v;
    };
    if (arg === '--help' || arg === '-h') return 'help';
    else if (arg === '--http') options.http = true;
    else if (arg === '--site') options.site = value();
    else if (arg === '--host') options.host = value();
    else if (arg === '--public-host') options.publicHosts.push(...publicHostsOf([value()]));
    else if (arg === '--port') {
      const v = value();
      const port = Number(v);
      if (!/^\d+$/.test(v) || port > 65535) throw new Error(`--port must be a number from 0 to 65535, not ${v}`);
      options.port = port;
    } else throw new Error(`unknown argument ${arg}`);
  }
  if (!/^https?:\/\//i.test(options.site)) {
    const folder = path.resolve(options.site);
    if (!fs.existsSync(path.join(folder, 'llms.txt'))) {
      throw new Error(
        `${folder} is not a built documentation site (no llms.txt): run npm run build, or give the site's address`,
      );
    }
  }
  return options;
}

export async function main(argv: string[]): Promise<void> {
  let options: CliOptions | 'help';
  try {
    options = parseArgs(argv);
  } catch (error) {
    process.stderr.write(`timbr-docs-mcp: ${(error as Error).message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (options === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const docs = new Docs(sourceFor(options.site));
  if (options.http) {
    const running = await startHttpServer(docs, {
      port: options.port,
      host: options.host,
      publicHosts: options.publicHosts,
    });
    process.stderr.write(`timbr-docs-mcp: serving ${docs.source.label} over Streamable HTTP at ${running.url}\n`);
    const stop = () => void running.close().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    return;
  }
  const server = createDocsServer(docs);
  await server.connect(new StdioServerTransport());
  process.stderr.write(`timbr-docs-mcp: serving ${docs.source.label} over stdio\n`);
}
