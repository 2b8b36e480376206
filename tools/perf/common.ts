// Shared pieces of the scripts that drive a browser on the production build
// (tools/perf/, relevance/search-report.ts, author/diagrams.ts): the Chromium used,
// the static server, and the reports.
import fs from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {ROOT} from '../lib/loader';
import {ANALYTICS_HOSTS, CHROME_FLAGS} from '../serve/chromium.cjs';
import {createServer} from '../serve/static-server';
import type {QuietReport} from './quiet';

export {CHROME_FLAGS, ROOT};
// `BUILD_DIR=<dir>` serves another build.
export const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR || 'build');
export const REPORTS_DIR = path.join(ROOT, 'reports');

/** An address on one of the analytics hosts, which cannot be reached here: answered by a stub or blocked. */
export const ANALYTICS_URL = new RegExp(
  `^https://(${ANALYTICS_HOSTS.map((h: string) => h.replaceAll('.', '\\.')).join('|')})/`,
);

/** `CHROME_PATH` if set, else Debian's Chromium when present, else Playwright's own. */
export function chromePath(): string | undefined {
  return [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p): p is string => Boolean(p) && fs.existsSync(p!));
}

/** Serves a build (default build/) under /doc/ on a free port, as the tests do; resolves to {origin, close}. */
export async function startServer(dir = BUILD_DIR): Promise<{origin: string; close: () => Promise<void>}> {
  if (!fs.existsSync(path.join(dir, '404.html'))) throw new Error(`No build in ${dir}: run \`npm run build\` first.`);
  const server = createServer({dir, base: '/doc/'});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Refuses a build that is not minified (`check:content`'s link step and `check:changed` build with `--no-minify`):
 * its scripts are about three times the bytes and parse more slowly, so its scores and sizes are not the site's.
 * A minified bundle is a few long lines; an unminified one, tens of thousands of short ones.
 */
export function assertMinified(dir = BUILD_DIR): void {
  const js = path.join(dir, 'assets/js');
  const main = fs.existsSync(js) ? fs.readdirSync(js).find((f) => /^main\.[0-9a-f]+\.js$/.test(f)) : undefined;
  if (!main) throw new Error(`No build in ${dir}: run \`npm run build\` first.`);
  const text = fs.readFileSync(path.join(js, main), 'utf8');
  const lines = text.split('\n').length;
  if (text.length / lines < 1000) {
    throw new Error(`The build in ${dir} is not minified (${lines} lines in ${main}): run \`npm run build\` first.`);
  }
}

/** A Markdown table from a header row and body rows. */
export function mdTable(header: (string | number)[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function writeReport(name: string, markdown: string, json: unknown): string[] {
  fs.mkdirSync(REPORTS_DIR, {recursive: true});
  fs.writeFileSync(path.join(REPORTS_DIR, `${name}.md`), markdown);
  fs.writeFileSync(path.join(REPORTS_DIR, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  return [`reports/${name}.md`, `reports/${name}.json`];
}

/**
 * A measurement's report: reports/<name>.md and .json, each saying first
 * whether the machine was quiet (`quiet`, with `verdict` its text), printed too.
 */
export function publish(
  name: string,
  {
    title,
    quiet,
    verdict,
    body,
    json,
  }: {title: string; quiet: QuietReport; verdict: string; body: string[]; json: object},
): void {
  const markdown = [`# ${quiet.valid ? '' : 'INVALID: '}${title}`, '', verdict, '', ...body, ''].join('\n');
  const written = writeReport(name, markdown, {valid: quiet.valid, quiet, ...json});
  console.log(`\n${markdown}\nWrote ${written.join(' and ')}.`);
}
