/**
 * Unit tests (no browser) of the static test server, tools/serve/static-server.ts,
 * with raw HTTP requests a browser would never send as is: `..` segments,
 * bytes that are not UTF-8, targets that are not URLs, addresses longer than
 * Node's header limit. Each gets a page with a sane status; nothing outside
 * the served directory leaks; the server never crashes. It serves a small
 * directory of its own, so no build is needed.
 */
import {test, expect} from '@playwright/test';
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {toolArgs} from '../../tools/lib/loader';
import {PORT} from '../support/env';

const ROOT = path.resolve(__dirname, '../..');
const SERVER = path.join(ROOT, 'tools/serve/static-server.ts');
// The e2e servers use PORT and PORT + 1.
const SERVER_PORT = PORT + 2;
const SECRET = 'secret-outside-the-served-directory';

let dir: string;
let server: ChildProcess;
let exited: number | null | undefined;

/** Sends raw bytes as one request and returns the status line, headers and body. */
function rawRequest(requestLine: Buffer | string): Promise<{status: number; head: string; body: string}> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(SERVER_PORT, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({status, head, body: rest.join('\r\n\r\n')});
    });
    const line = typeof requestLine === 'string' ? Buffer.from(requestLine, 'latin1') : requestLine;
    socket.end(Buffer.concat([line, Buffer.from('\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 'latin1')]));
  });
}

const get = (target: string | Buffer) =>
  rawRequest(
    typeof target === 'string'
      ? `GET ${target} HTTP/1.1`
      : Buffer.concat([Buffer.from('GET '), target, Buffer.from(' HTTP/1.1')]),
  );

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const site = path.join(dir, 'build');
  fs.mkdirSync(path.join(site, 'docs/sql'), {recursive: true});
  fs.writeFileSync(path.join(site, '404.html'), '<h1>Page Not Found</h1>');
  fs.writeFileSync(path.join(site, 'index.html'), '<h1>Home</h1>');
  fs.writeFileSync(path.join(site, 'docs/sql/index.html'), '<h1>SQL reference</h1>');
  fs.mkdirSync(path.join(site, 'search-index'));
  fs.writeFileSync(path.join(site, 'search-index/manifest-0123abcd.json'), '{"format":"x","pages":[]}');
  fs.writeFileSync(path.join(site, 'search-index/terms-0123abcd45.json'), '{"format":"x","postings":[]}');
  fs.writeFileSync(path.join(site, 'search-index/notes.json'), '{}');
  fs.writeFileSync(path.join(site, 'search-files.json'), '{}');
  // Neighbours of the served directory that must never be served.
  fs.writeFileSync(path.join(dir, 'secret.txt'), SECRET);
  fs.mkdirSync(path.join(dir, 'build-private'));
  fs.writeFileSync(path.join(dir, 'build-private/secret.txt'), SECRET);

  server = spawn(process.execPath, toolArgs(SERVER, '--port', String(SERVER_PORT), '--base', '/doc/', '--dir', site));
  server.on('exit', (code) => (exited = code));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
    server.on('exit', () => reject(new Error('the server exited at start')));
  });
});

test.afterAll(() => {
  server?.kill();
  fs.rmSync(dir, {recursive: true, force: true});
});

test.afterEach(async () => {
  // Whatever the request, the server is still running and still serves pages.
  expect(exited).toBeUndefined();
  const {status, body} = await get('/doc/docs/sql/');
  expect(status).toBe(200);
  expect(body).toContain('SQL reference');
});

test('as in production, the hash-named files of the search index are cached for a year, pages are revalidated', async () => {
  expect((await get('/doc/search-index/manifest-0123abcd.json')).head).toMatch(
    /^Cache-Control: public, max-age=31536000, immutable$/im,
  );
  expect((await get('/doc/search-index/terms-0123abcd45.json')).head).toMatch(
    /^Cache-Control: public, max-age=31536000, immutable$/im,
  );
  expect((await get('/doc/search-index/notes.json')).head).toMatch(/^Cache-Control: no-cache$/im);
  expect((await get('/doc/search-files.json')).head).toMatch(/^Cache-Control: no-cache$/im);
  expect((await get('/doc/docs/sql/')).head).toMatch(/^Cache-Control: no-cache$/im);
});

for (const target of [
  '/doc/../secret.txt',
  '/doc/../../../../etc/passwd',
  '/doc/..%2fsecret.txt',
  '/doc/..%2F..%2F..%2Fetc%2Fpasswd',
  '/doc/%2e%2e/secret.txt',
  '/doc/%2e%2e%2fsecret.txt',
  '/doc/..%5csecret.txt',
  '/doc/....//secret.txt',
  '/doc/..%2fbuild-private/secret.txt',
  '/doc/%2e%2e%2fbuild-private%2fsecret.txt',
  '/doc/..%00/secret.txt',
]) {
  test(`${target}: not found, nothing from outside the served directory`, async () => {
    const {status, body} = await get(target);
    expect(status).toBe(404);
    expect(body).toContain('Page Not Found');
    expect(body).not.toContain(SECRET);
  });
}

test('a target that is not a URL (//[) gets the not-found page instead of crashing the server', async () => {
  const {status, body} = await get('//[');
  expect(status).toBe(404);
  expect(body).toContain('Page Not Found');
});

test('an asterisk target gets 400 with the not-found page', async () => {
  const {status, body} = await get('*');
  expect(status).toBe(400);
  expect(body).toContain('Page Not Found');
});

test('bytes that are not UTF-8 in the path get 400 with the not-found page', async () => {
  const {status, body} = await get(Buffer.from([0x2f, 0x64, 0x6f, 0x63, 0x2f, 0xff, 0xfe]));
  expect(status).toBe(400);
  expect(body).toContain('Page Not Found');
});

test('a 20,000-character path gets 414 with the not-found page, not an empty answer', async () => {
  const {status, head, body} = await get(`/doc/${'a'.repeat(20_000)}`);
  expect(status).toBe(414);
  expect(head).toMatch(/content-type: text\/html/i);
  expect(body).toContain('Page Not Found');
});

test('a 5,000-character path gets 404 with the not-found page', async () => {
  const {status, body} = await get(`/doc/docs/${'a'.repeat(5000)}`);
  expect(status).toBe(404);
  expect(body).toContain('Page Not Found');
});

for (const target of ['/doc/docs/sql%00', '/doc/docs/%E0%A4%A', '/doc/docs/sql.', '/doc/docs/sql/%C0%AF']) {
  test(`${target}: 404 with the not-found page`, async () => {
    const {status, body} = await get(target);
    expect(status).toBe(404);
    expect(body).toContain('Page Not Found');
  });
}

for (const target of [
  '/doc//docs//sql/',
  '/doc/docs%2Fsql/',
  '/doc/./docs/sql/',
  '/doc/docs/x/../sql/',
  '/doc/docs/sql/?q=%3Cscript%3E%00',
]) {
  test(`${target}: the page`, async () => {
    const {status, body} = await get(target);
    expect(status).toBe(200);
    expect(body).toContain('SQL reference');
  });
}

test('a request that is not HTTP gets 400 and the server keeps running', async () => {
  const {status} = await rawRequest('\u0000\u0001 garbage \u00ff');
  expect(status).toBe(400);
});
