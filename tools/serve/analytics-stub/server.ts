/**
 * The analytics hosts for the browser tests: they cannot be reached here, so
 * Chromium resolves them to this server (tools/serve/browser.ts), which
 * answers every request with an empty script over HTTPS. The pages then behave
 * as with the real gtag loader (its queue, window.dataLayer, stays for the tests
 * to read), and no request is intercepted: Playwright's request routing turns
 * the browser's HTTP cache off, which made every page of the crawl download
 * and compile its scripts again.
 *
 * cert.pem is a self-signed certificate for the analytics host names, made for
 * this stub only (key.pem is its key, secret to nothing): Chromium accepts it
 * by its public key (--ignore-certificate-errors-spki-list), and no other.
 *
 * Usage: node tools/run.mjs tools/serve/analytics-stub/server.ts --port 3209
 */
import https from 'node:https';
import fs from 'node:fs';
import path from 'node:path';
import {argsOf} from '../../lib/args';

const USAGE = 'Usage: node tools/run.mjs tools/serve/analytics-stub/server.ts --port <port>';
const port = Number(argsOf('analytics-stub', USAGE, {port: {type: 'string'}}).values.port);
if (!Number.isInteger(port)) {
  console.error(USAGE);
  process.exit(2);
}

https
  .createServer(
    {cert: fs.readFileSync(path.join(__dirname, 'cert.pem')), key: fs.readFileSync(path.join(__dirname, 'key.pem'))},
    (request, response) => {
      response.writeHead(200, {'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store'});
      response.end('/* analytics stub */');
    },
  )
  .listen(port, '127.0.0.1', () => console.log(`analytics stub on https://127.0.0.1:${port}/`));
