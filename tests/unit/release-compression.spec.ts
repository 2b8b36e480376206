/**
 * The compressed copies a release writes (tools/release/release.ts): at the highest levels by default (Brotli 11,
 * gzip 9), kept in the cache by content; with `--quick` (the deploy test's releases) at the lowest levels, never
 * cached, so a quick copy can never reach a real release through the cache.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect} from '@playwright/test';
import {compressTree} from '../../tools/release/release';

const TEXT = Array.from({length: 400}, (_, i) => `<p>Row ${i} of the release test, ${(i * 7919) % 1000}.</p>`).join(
  '\n',
);

function tree(): {dir: string; site: string; cache: string} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-compression-'));
  const site = path.join(dir, 'site');
  fs.mkdirSync(site);
  fs.writeFileSync(path.join(site, 'index.html'), TEXT);
  // Under nginx's gzip_min_length: sent as it is, no copies.
  fs.writeFileSync(path.join(site, 'small.txt'), 'short');
  return {dir, site, cache: path.join(dir, 'cache')};
}

const highest = {
  br: zlib.brotliCompressSync(TEXT, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(TEXT),
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  }),
  gz: zlib.gzipSync(TEXT, {level: 9}),
};

test('a release compresses at the highest levels and keeps the copies in the cache', () => {
  const {dir, site, cache} = tree();
  try {
    const first = compressTree(site, cache);
    expect(fs.readFileSync(path.join(site, 'index.html.br')).equals(highest.br), 'Brotli 11').toBe(true);
    expect(fs.readFileSync(path.join(site, 'index.html.gz')).equals(highest.gz), 'gzip 9').toBe(true);
    expect(fs.existsSync(path.join(site, 'small.txt.gz'))).toBe(false);
    expect(first).toMatchObject({files: 1, cached: 0});
    expect(fs.readdirSync(cache).sort()).toHaveLength(2);
    // A second release of the same file takes the copies from the cache.
    expect(compressTree(site, cache)).toMatchObject({files: 1, cached: 1});
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('a quick release writes copies of the same text at the lowest levels, and neither reads nor fills the cache', () => {
  const {dir, site, cache} = tree();
  try {
    compressTree(site, cache);
    fs.rmSync(path.join(site, 'index.html.br'));
    fs.rmSync(path.join(site, 'index.html.gz'));
    const quick = compressTree(site, cache, 'quick');
    const br = fs.readFileSync(path.join(site, 'index.html.br'));
    const gz = fs.readFileSync(path.join(site, 'index.html.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(TEXT);
    expect(zlib.gunzipSync(gz).toString()).toBe(TEXT);
    expect(br.equals(highest.br), 'not the cached Brotli 11 copy').toBe(false);
    expect(gz.equals(highest.gz), 'not the cached gzip 9 copy').toBe(false);
    expect(quick).toMatchObject({files: 1, cached: 0});
    expect(fs.readdirSync(cache), 'the cache holds only the highest-level copies').toHaveLength(2);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
