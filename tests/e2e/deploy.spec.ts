import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect, networkQuiet} from './fixtures';
import {PORT} from '../support/env';
import {connectCommand} from '../../tools/serve/mcp-client';
import {brotliInstalled, nginxSkipReason, startNginx, type RunningNginx} from '../../tools/serve/nginx';

/**
 * A deploy as production runs it, on loopback: two real releases (`npm run
 * release` of the build, and of a clone of the repository whose FAQ page says
 * one thing more, built here), installed by deploy/deploy.mjs into a host
 * folder that Debian's nginx serves with the production configuration, nginx
 * checked and reloaded by the deploy itself. A tab opened on release 1 goes on
 * navigating after release 2 is live, with no failed request; a reload shows
 * release 2; a rollback serves release 1 again. The release's own MCP server
 * answers from the served release, and nginx sends its precompressed copies.
 */

const ROOT = path.resolve(__dirname, '../..');
const CHANGED_PAGE = '/doc/docs/getting-started/faq';
const CHANGED_FILE = 'docs/getting-started/faq.md';
const MARKER = 'This sentence is only in the second release of the deploy test.';
const START_PAGE = '/doc/docs/getting-started/installation';

test.describe.configure({mode: 'serial'});
test.skip(nginxSkipReason() !== null, nginxSkipReason() ?? '');

let work: string;
let nginx: RunningNginx;
const tarballs: Record<string, string> = {};

const node = (args: string[], cwd = ROOT) =>
  execFileSync(process.execPath, args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});

function deploy(...args: string[]): string {
  return node([
    path.join(ROOT, 'deploy/deploy.mjs'),
    ...args,
    '--root',
    path.join(work, 'www'),
    '--nginx-generated',
    path.join(work, 'generated'),
    '--nginx-test',
    [...nginx.command, '-t'].join(' '),
    '--nginx-reload',
    [...nginx.command, '-s', 'reload'].join(' '),
    '--mcp-restart',
    'none',
  ]);
}

test.beforeAll(async () => {
  // Two releases, one of them built here: minutes.
  test.setTimeout(20 * 60_000);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-e2e-'));
  const out = path.join(work, 'out');
  // Quick compression: this test checks that nginx sends the copies, not their size (tools/release/release.ts).
  node(['tools/run.mjs', 'tools/release/release.ts', '--build', 'build', '--out', out, '--version', '1', '--quick']);
  tarballs['1'] = path.join(out, 'timbr-docs-1.tar.gz');

  // Release 2: the committed site with one page changed, in a clone that shares the installed packages.
  const site = path.join(work, 'site');
  execFileSync('git', ['clone', '--quiet', '--shared', ROOT, site]);
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  fs.appendFileSync(path.join(site, CHANGED_FILE), `\n${MARKER}\n`);
  // Not minified: what this test checks does not depend on it, and the build takes less time.
  node(
    [
      'node_modules/@docusaurus/core/bin/docusaurus.mjs',
      'build',
      '--no-minify',
      '--out-dir',
      path.join(work, 'build2'),
    ],
    site,
  );
  node(
    [
      'tools/run.mjs',
      'tools/release/release.ts',
      '--build',
      path.join(work, 'build2'),
      '--out',
      out,
      '--version',
      '2',
      '--quick',
    ],
    site,
  );
  tarballs['2'] = path.join(out, 'timbr-docs-2.tar.gz');

  // nginx with the production configuration, serving the host's `current`, its includes where the deploy writes them.
  fs.mkdirSync(path.join(work, 'generated'));
  fs.writeFileSync(path.join(work, 'generated/csp-script-hashes.conf'), 'set $csp_script_hashes "";\n');
  nginx = await startNginx({
    port: PORT + 30,
    root: path.join(work, 'www/current'),
    generated: path.join(work, 'generated'),
  });
});

test.afterAll(async () => {
  await nginx?.stop();
  if (work) fs.rmSync(work, {recursive: true, force: true});
});

test('an open tab survives a deploy, a reload shows the new release, a rollback serves the old one', async ({page}) => {
  expect(deploy('install', tarballs['1'])).toContain('release 1 is served');
  const failed: string[] = [];
  // A request the page itself cancels (a prefetch cut short by a reload) is not a failure; one the server fails is.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${r.url()}: ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.url()}: ${r.status()}`);
  });
  await page.goto(`${nginx.origin}${START_PAGE}`);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();

  expect(deploy('install', tarballs['2'])).toMatch(/release 2 is served \(before: 1\); [1-9]\d* content-hashed files/);
  // The tab still runs release 1: a client-side navigation loads release 1's chunk of the changed page.
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'FAQ', exact: true}).click();
  await expect(page).toHaveURL(`${nginx.origin}${CHANGED_PAGE}`);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByText(MARKER)).toHaveCount(0);
  await networkQuiet(page);
  await page.reload();
  await expect(page.getByText(MARKER)).toBeVisible();
  expect(failed, 'failed requests across the deploy').toEqual([]);

  expect(deploy('rollback')).toContain('rolled back: release 1 is served (before: 2)');
  await networkQuiet(page);
  await page.reload();
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByText(MARKER)).toHaveCount(0);
  // Release 2's inline scripts, still allowed: release 2 is kept for the next rollback.
  expect(failed, 'failed requests across the rollback').toEqual([]);
});

test("nginx sends the release's Brotli and gzip copies, and the release's MCP server answers from it", async () => {
  const current = path.join(work, 'www/current/doc');
  const asset = fs.readdirSync(path.join(current, 'assets/js')).find((f) => /^main\.[0-9a-f]{8}\.js$/.test(f))!;
  const original = fs.readFileSync(path.join(current, 'assets/js', asset));
  const url = `${nginx.origin}/doc/assets/js/${asset}`;
  const get = (encoding: string) =>
    new Promise<{encoding: string | undefined; body: Buffer}>((resolve, reject) => {
      import('node:http').then(({get: httpGet}) =>
        httpGet(url, {headers: {'accept-encoding': encoding}}, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({encoding: res.headers['content-encoding'], body: Buffer.concat(chunks)}));
        }).on('error', reject),
      );
    });
  const gzip = await get('gzip');
  expect(gzip.encoding).toBe('gzip');
  expect(gzip.body.equals(fs.readFileSync(path.join(current, 'assets/js', `${asset}.gz`))), 'the .gz copy').toBe(true);
  expect(zlib.gunzipSync(gzip.body).equals(original)).toBe(true);
  if (brotliInstalled() || process.env.CI) {
    const br = await get('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(original)).toBe(true);
  }

  const manifest = JSON.parse(fs.readFileSync(path.join(work, 'www/current/manifest.json'), 'utf8'));
  const {client, close} = await connectCommand({
    command: process.execPath,
    args: [path.join(work, 'www/current', manifest.mcp), '--site', current],
    cwd: work,
  });
  try {
    const result = await client.callTool({name: 'search_docs', arguments: {query: 'faq'}});
    expect(JSON.stringify(result.content)).toContain('/doc/docs/getting-started/faq');
  } finally {
    await close();
  }
});
