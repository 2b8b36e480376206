import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs Debian's nginx, unprivileged-friendly, with the production site
 * configuration of deploy/nginx unchanged: the wrapper below only provides
 * what a server's main nginx.conf provides (pid, logs and temporary files in a
 * temporary directory) and the virtual host's `listen` and `root`.
 */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** The standard MIME map that site.conf includes, as installed with nginx. */
const MIME_TYPES = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';
const SITE_CONFIG_DIR = path.resolve('deploy/nginx');
/** nginx's Brotli static module (libnginx-mod-http-brotli-static), loaded when it is installed. */
export const BROTLI_MODULE =
  process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const brotliInstalled = (): boolean => fs.existsSync(BROTLI_MODULE);

export const nginxInstalled = (): boolean => fs.existsSync(NGINX_BIN) && fs.existsSync(MIME_TYPES);

/**
 * Why the nginx specs cannot run, or null when they can. Locally a missing
 * nginx skips them; in CI (which installs nginx) it is a failure.
 */
export function nginxSkipReason(): string | null {
  if (nginxInstalled() || process.env.CI) return null;
  return `nginx is not installed (${NGINX_BIN}, ${MIME_TYPES}): install Debian's nginx package to run these tests`;
}

export interface RunningNginx {
  origin: string;
  /** The port /doc/mcp is proxied to. */
  mcpPort: number;
  /** The command line that runs this nginx's configuration (add `-t` to check it, `-s reload` to reload it). */
  command: string[];
  stop(): Promise<void>;
}

async function waitUntilServing(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(url, {redirect: 'manual'});
      if (response.status > 0) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const errors = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
  throw new Error(`nginx did not start serving ${url} (exit code ${child.exitCode}):\n${errors}`);
}

/**
 * `mcpPort`: where the docs MCP server of the test listens; the wrapper
 * points the upstream `timbr_docs_mcp` there (production: mcp-upstream.conf).
 * `root`: a folder that holds the site as its `doc/` (a release host's
 * `current`); by default the build. `generated`: the folder of the generated
 * includes (deploy/deploy.mjs writes them on a release host); by default the
 * build's CSP hashes, and brotli_static when nginx has the module.
 */
export async function startNginx({
  port,
  buildDir = 'build',
  mcpPort = port + 20,
  root,
  generated,
}: {
  port: number;
  buildDir?: string;
  mcpPort?: number;
  root?: string;
  generated?: string;
}): Promise<RunningNginx> {
  if (!nginxInstalled()) {
    throw new Error(`nginx is required here (CI installs it) but ${NGINX_BIN} or ${MIME_TYPES} is missing`);
  }
  const build = path.resolve(buildDir);
  const hashes = path.join(SITE_CONFIG_DIR, 'generated', 'csp-script-hashes.conf');
  if (!root && (!fs.existsSync(path.join(build, '404.html')) || !fs.existsSync(hashes))) {
    throw new Error(`run \`npm run build\` first: ${build}/404.html or ${hashes} is missing`);
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'timbr-docs-nginx-'));
  const conf = path.join(prefix, 'conf');
  const www = path.join(prefix, 'www');
  const siteConf = path.join(conf, 'timbr-docs');
  fs.mkdirSync(siteConf, {recursive: true});
  fs.mkdirSync(www);
  // The production layout: the configuration as <conf dir>/timbr-docs, the build as <root>/doc.
  for (const entry of fs.readdirSync(SITE_CONFIG_DIR).filter((e) => e !== 'generated')) {
    fs.symlinkSync(path.join(SITE_CONFIG_DIR, entry), path.join(siteConf, entry));
  }
  if (generated) {
    fs.symlinkSync(path.resolve(generated), path.join(siteConf, 'generated'));
  } else {
    fs.mkdirSync(path.join(siteConf, 'generated'));
    if (fs.existsSync(hashes)) fs.symlinkSync(hashes, path.join(siteConf, 'generated', 'csp-script-hashes.conf'));
    if (brotliInstalled())
      fs.writeFileSync(path.join(siteConf, 'generated', 'brotli-static.conf'), 'brotli_static on;\n');
  }
  fs.symlinkSync(MIME_TYPES, path.join(conf, 'mime.types'));
  if (!root) fs.symlinkSync(build, path.join(www, 'doc'));

  const errorLog = path.join(prefix, 'error.log');
  // Started as root (CI containers), the workers would switch to `nobody`,
  // who may not read the checkout: keep the current user.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};` : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${path.join(prefix, t)};`)
    .join('\n');
  fs.writeFileSync(
    path.join(conf, 'nginx.conf'),
    `${brotliInstalled() ? `load_module ${BROTLI_MODULE};\n` : ''}${user}
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 256; }
http {
  access_log off;
${temp}
  # As timbr-docs.conf does, in the http context; the MCP upstream is the test's.
  include timbr-docs/markdown-negotiation.conf;
  upstream timbr_docs_mcp { server 127.0.0.1:${mcpPort}; }
  server {
    listen 127.0.0.1:${port};
    root ${root ? path.resolve(root) : www};
    include timbr-docs/site.conf;
  }
}
`,
  );

  const command = [NGINX_BIN, '-p', prefix, '-e', errorLog, '-c', path.join(conf, 'nginx.conf')];
  const child = spawn(command[0], [...command.slice(1), '-g', 'daemon off;'], {stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${origin}/doc/`, child, errorLog);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    origin,
    mcpPort,
    command,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM'); // the master stops its workers
        await exited;
      }
      fs.rmSync(prefix, {recursive: true, force: true});
    },
  };
}

/** Directives of a Content-Security-Policy header, by name. */
export function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}
