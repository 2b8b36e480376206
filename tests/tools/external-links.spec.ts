import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {toolArgs} from '../../tools/lib/loader';

/**
 * The weekly sweep of external links, as the workflow runs it:
 * `npm run links:external` on a small built site whose pages link to a local
 * stand-in for other sites (a page that is there, one that is gone, one that
 * rate-limits, one that never answers), then tools/ci/links/report-issue.sh
 * with a fake GitHub CLI that records what it is asked to do.
 */

const ROOT = path.resolve(__dirname, '../..');
const dirs: string[] = [];
const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
test.afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, {recursive: true, force: true});
});

let other: http.Server;
let otherOrigin: string;
test.beforeAll(async () => {
  other = http.createServer((req, res) => {
    if (req.url === '/ok') res.writeHead(200, {'content-type': 'text/html'}).end('<p>here</p>');
    else if (req.url === '/busy') res.writeHead(429).end();
    else if (req.url === '/slow')
      return; // never answers
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  other.closeAllConnections();
  await new Promise((resolve) => other.close(resolve));
});

function site(): string {
  const dir = tmp('links-site-');
  const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    page(`<a href="/doc/second">second</a> <a href="${otherOrigin}/ok">ok</a> <a href="${otherOrigin}/gone">gone</a>`),
  );
  fs.mkdirSync(path.join(dir, 'second'));
  fs.writeFileSync(
    path.join(dir, 'second/index.html'),
    page(
      `<a href="${otherOrigin}/busy">busy</a> <a href="${otherOrigin}/slow">slow</a> <a href="mailto:a@b.c">mail</a>`,
    ),
  );
  fs.writeFileSync(path.join(dir, '404.html'), page('not found'));
  return dir;
}

function sweep(args: string[]): Promise<{status: number | null; output: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, toolArgs('tools/ci/links/external-links.ts', ...args), {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output}));
  });
}

test('a gone page is broken; a rate-limit and a timeout could not be checked; the sweep itself passes', async () => {
  const dir = tmp('links-out-');
  const report = path.join(dir, 'report.md');
  const summary = path.join(dir, 'summary.md');
  const {status, output} = await sweep([
    '--site',
    site(),
    '--report',
    report,
    '--summary',
    summary,
    '--timeout',
    '1500',
  ]);
  expect(status, output).toBe(0);
  const text = fs.readFileSync(report, 'utf8');
  expect(text.split('\n')[0]).toBe('External links: 1 broken, 2 could not be checked, 1 fine.');
  const broken = text.slice(text.indexOf('### Broken'), text.indexOf('### Could not check'));
  expect(broken).toContain(`| <${otherOrigin}/gone> | 404 | \`/doc/\` |`);
  const unchecked = text.slice(text.indexOf('### Could not check'));
  expect(unchecked).toContain(`| <${otherOrigin}/busy> | rate-limited (429) | \`/doc/second\` |`);
  expect(unchecked).toContain(`| <${otherOrigin}/slow> | timed out | \`/doc/second\` |`);
  expect(text).not.toContain(`${otherOrigin}/ok`);
  expect(fs.readFileSync(summary, 'utf8')).toContain('## External links');
});

test('no build, or a bad timeout: a clear message and exit 2', async () => {
  const empty = tmp('links-empty-');
  const missing = await sweep(['--site', empty]);
  expect(missing.status).toBe(2);
  expect(missing.output).toContain('holds no build (no index.html); run npm run build first');
  const bad = await sweep(['--site', empty, '--timeout', 'soon']);
  expect(bad.status).toBe(2);
  expect(bad.output).toContain("--timeout takes milliseconds, not 'soon'");
});

/** Runs report-issue.sh with a fake `gh` that answers the issue list with `openIssue` and logs every call. */
function reportIssue(reportText: string, openIssue: string) {
  const dir = tmp('links-gh-');
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  const log = path.join(dir, 'log');
  fs.writeFileSync(
    path.join(bin, 'gh'),
    `#!/bin/sh\necho "gh $*" >> "${log}"\nif [ "$1 $2" = "issue list" ]; then printf '%s' "${openIssue}"; fi\n`,
    {mode: 0o755},
  );
  const report = path.join(dir, 'report.md');
  fs.writeFileSync(report, reportText);
  const result = spawnSync('bash', [path.join(ROOT, 'tools/ci/links/report-issue.sh'), report], {
    encoding: 'utf8',
    env: {...process.env, PATH: `${bin}:${process.env.PATH}`},
  });
  const calls = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
  return {
    status: result.status,
    output: result.stdout + result.stderr,
    calls: calls.map((c) => c.replace(report, 'REPORT')),
  };
}

test('the issue: opened on broken links, updated while open, closed when none is left, left alone otherwise', () => {
  const broken = 'External links: 2 broken, 1 could not be checked, 40 fine.\n';
  const clean = 'External links: 0 broken, 3 could not be checked, 40 fine.\n';
  const list = 'gh issue list --label external-links --state open --limit 1 --json number --jq .[0].number // empty';

  const opened = reportIssue(broken, '');
  expect(opened.status, opened.output).toBe(0);
  expect(opened.calls).toEqual([
    list,
    'gh label create external-links --color d73a4a --description Found by the weekly sweep of external links --force',
    'gh issue create --title External links: broken links found by the weekly sweep --label external-links --body-file REPORT',
  ]);

  const updated = reportIssue(broken, '17');
  expect(updated.calls).toEqual([list, 'gh issue edit 17 --body-file REPORT']);

  const closed = reportIssue(clean, '17');
  expect(closed.calls).toEqual([
    list,
    'gh issue edit 17 --body-file REPORT',
    'gh issue close 17 --comment The latest sweep found no broken external link.',
  ]);

  const quiet = reportIssue(clean, '');
  expect(quiet.calls).toEqual([list]);
  expect(quiet.output).toContain('nothing to do');

  const wrong = reportIssue('a file of something else\n', '');
  expect(wrong.status).toBe(2);
  expect(wrong.calls).toEqual([]);
});
