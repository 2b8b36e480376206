/**
 * `npm run perf:bytes`: the bytes nginx sends, with the production configuration, for a first visit to the
 * tutorial (every file the page loads until the network is quiet) and for the search index's manifest (what the
 * search box loads before it reads "Search"; the fragments a query loads: npm run perf:search-bytes), before and after
 * a release: "before" serves the build as it is (nginx compresses on the fly, gzip level 6), "after" serves the
 * release made from it (its Brotli and gzip copies, made once at the highest levels). Each file is asked for as a
 * browser asks over HTTPS (`Accept-Encoding: gzip, deflate, br, zstd`); the figure is the body as sent. Byte counts
 * do not depend on the machine's load.
 *
 * Usage: npm run perf:bytes -- --release <timbr-docs-<version>.tar.gz> [--build build]
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {argsOf} from '../lib/args';
import {ANALYTICS_URL, CHROME_FLAGS, chromePath, mdTable, writeReport} from './common';
import {brotliInstalled, startNginx} from '../serve/nginx';

const TUTORIAL = '/doc/docs/getting-started/tutorials/supply-chain-use-case';
const ACCEPT = 'gzip, deflate, br, zstd';

/** The body of `url` as nginx sends it, and its encoding. */
function sent(url: string): Promise<{bytes: number; encoding: string}> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers: {'accept-encoding': ACCEPT}}, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({bytes, encoding: String(res.headers['content-encoding'] ?? 'none')}));
      })
      .on('error', reject);
  });
}

/** The same-origin files a first visit of `page` loads, until the network is quiet. */
async function firstVisit(origin: string, page: string): Promise<string[]> {
  const browser = await chromium.launch({executablePath: chromePath(), args: CHROME_FLAGS});
  try {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    await context.route(ANALYTICS_URL, (route) => route.fulfill({status: 200, body: ''}));
    const tab = await context.newPage();
    const urls = new Set<string>();
    tab.on('request', (r) => {
      if (r.url().startsWith(origin)) urls.add(r.url().split('#')[0]);
    });
    await tab.goto(origin + page);
    await tab.waitForSelector('html[data-has-hydrated="true"]');
    await tab.waitForLoadState('networkidle');
    return [...urls].sort();
  } finally {
    await browser.close();
  }
}

async function measure(origin: string, site: string) {
  const visit = await firstVisit(origin, TUTORIAL);
  const {manifest} = JSON.parse(fs.readFileSync(path.join(site, 'search-files.json'), 'utf8')) as {manifest: string};
  const searchFiles = [`${origin}/doc/${manifest}`];
  const total = async (urls: string[]) => {
    const each = await Promise.all(urls.map(sent));
    return {
      bytes: each.reduce((s, e) => s + e.bytes, 0),
      files: urls.length,
      encodings: [...new Set(each.map((e) => e.encoding))],
    };
  };
  return {tutorial: await total(visit), search: await total(searchFiles)};
}

async function main() {
  const usage =
    'Usage: npm run perf:bytes -- --release <timbr-docs-<version>.tar.gz> [--build build] (npm run release makes one)';
  const {values: args} = argsOf('perf:bytes', usage, {
    release: {type: 'string'},
    build: {type: 'string', default: 'build'},
  });
  if (!args.release || !fs.existsSync(args.release)) {
    console.error(usage);
    process.exit(2);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-bytes-'));
  try {
    execFileSync('tar', ['-xzf', path.resolve(args.release), '-C', work]);
    const releaseDir = path.join(
      work,
      fs.readdirSync(work).find((d) => d.startsWith('timbr-docs-'))!,
    );
    const generated = path.join(work, 'generated');
    fs.mkdirSync(generated);
    fs.copyFileSync(
      path.join(releaseDir, 'nginx/csp-script-hashes.conf'),
      path.join(generated, 'csp-script-hashes.conf'),
    );
    if (brotliInstalled()) fs.writeFileSync(path.join(generated, 'brotli-static.conf'), 'brotli_static on;\n');

    const port = 3900 + (process.pid % 50) * 2;
    const before = await startNginx({port, buildDir: args.build});
    const beforeFigures = await measure(before.origin, path.resolve(args.build)).finally(() => before.stop());
    const after = await startNginx({port: port + 1, root: releaseDir, generated});
    const afterFigures = await measure(after.origin, path.join(releaseDir, 'doc')).finally(() => after.stop());

    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const change = (a: number, b: number) => `${(((b - a) / a) * 100).toFixed(1)}%`;
    const rows = (['tutorial', 'search'] as const).map((k) => [
      k === 'tutorial'
        ? `first visit of the tutorial (${beforeFigures[k].files} files)`
        : `the search index's manifest`,
      `${kb(beforeFigures[k].bytes)} (${beforeFigures[k].encodings.join(', ')})`,
      `${kb(afterFigures[k].bytes)} (${afterFigures[k].encodings.join(', ')})`,
      change(beforeFigures[k].bytes, afterFigures[k].bytes),
    ]);
    const markdown = [
      "# Bytes nginx sends: on-the-fly gzip against the release's precompressed copies",
      '',
      `Accept-Encoding: ${ACCEPT}; nginx's Brotli static module ${brotliInstalled() ? 'loaded' : 'not installed (gzip copies only)'}.`,
      '',
      mdTable(['What', 'Before: the build, gzip on the fly', 'After: the release', 'Change'], rows),
      '',
    ].join('\n');
    const written = writeReport('bytes', markdown, {
      before: beforeFigures,
      after: afterFigures,
      release: path.basename(args.release),
    });
    console.log(`${markdown}\nWrote ${written.join(' and ')}.`);
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
