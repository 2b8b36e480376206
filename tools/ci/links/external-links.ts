// `npm run links:external`: every external link of a build, checked with
// linkinator (the build served as a static host serves it, every page followed
// from /doc/). Report-only: it exits 0 whatever it finds, and says what it
// found in three groups:
// - broken: the site answered that the page is not there (404, 410, another
//   error status), or the host does not exist;
// - could not check: the site timed out, rate-limited the check (429), was
//   unavailable (503) or refused automated requests (403); nothing says the
//   link is wrong, so it is listed, not counted as broken;
// - fine.
// The weekly workflow (.github/workflows/external-links.yml) hands the report
// to tools/ci/links/report-issue.sh, which keeps one issue up to date.
//
// Usage: npm run links:external [-- --site <build folder>] [-- --report <file.md>] [-- --summary <file>] [-- --timeout <ms>]
import fs from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {LinkChecker, LinkState, type LinkResult} from 'linkinator';
import {argsOf} from '../../lib/args';
import {isMain} from '../../lib/loader';
import {createServer} from '../../serve/static-server';

/** An external link, with the pages that hold it, and why it could not be checked (null: a verdict). */
export interface Checked {
  url: string;
  status: number;
  pages: string[];
  reason: string | null;
}

const USAGE =
  'Usage: npm run links:external [-- --site <build folder>] [-- --report <file.md>] [-- --summary <file>] [-- --timeout <ms>]';

const TIMED_OUT = /timed? ?out|timeout|ETIMEDOUT|ECONNRESET|aborted|UND_ERR_CONNECT_TIMEOUT|socket hang up/i;

/** Why a link could not be checked, or null when its answer is a verdict. */
export function couldNotCheck(link: Pick<LinkResult, 'status' | 'failureDetails'>): string | null {
  if (link.status === 429) return 'rate-limited (429)';
  if (link.status === 503) return 'unavailable (503)';
  if (link.status === 403) return 'refused automated requests (403)';
  if (!link.status) {
    const details = (
      (link.failureDetails ?? []) as {name?: string; message?: string; code?: string; cause?: {code?: string}}[]
    )
      .map((d) => `${d?.name ?? ''} ${d?.message ?? ''} ${d?.code ?? ''} ${d?.cause?.code ?? ''}`)
      .join(' ');
    if (TIMED_OUT.test(details)) return 'timed out';
  }
  return null;
}

/** The external links of a crawl, grouped by URL with the pages that hold them, in three groups. */
export function classify(
  links: LinkResult[],
  origin: string,
): {broken: Checked[]; unchecked: Checked[]; fine: Checked[]} {
  const byUrl = new Map<string, {url: string; status: number; pages: Set<string>; link: LinkResult}>();
  for (const link of links) {
    if (link.state === LinkState.SKIPPED || !/^https?:/.test(link.url) || link.url.startsWith(origin)) continue;
    const entry = byUrl.get(link.url) ?? {url: link.url, status: link.status ?? 0, pages: new Set(), link};
    if (link.parent) entry.pages.add(link.parent.replace(origin, ''));
    byUrl.set(link.url, entry);
  }
  const broken: Checked[] = [];
  const unchecked: Checked[] = [];
  const fine: Checked[] = [];
  for (const entry of byUrl.values()) {
    const reason = entry.link.state === LinkState.OK ? null : couldNotCheck(entry.link);
    const item = {url: entry.url, status: entry.status, pages: [...entry.pages].sort(), reason};
    if (entry.link.state === LinkState.OK) fine.push(item);
    else if (reason) unchecked.push(item);
    else broken.push(item);
  }
  const byName = (a: Checked, b: Checked) => a.url.localeCompare(b.url);
  return {broken: broken.sort(byName), unchecked: unchecked.sort(byName), fine: fine.sort(byName)};
}

/** The report in Markdown. */
export function reportOf({broken, unchecked, fine}: ReturnType<typeof classify>): string {
  const pages = (item: Checked) => item.pages.map((p) => `\`${p}\``).join(', ') || 'no page recorded';
  const lines = [
    `External links: ${broken.length} broken, ${unchecked.length} could not be checked, ${fine.length} fine.`,
    '',
  ];
  if (broken.length) {
    lines.push('### Broken', '', '| Link | Answer | On |', '| --- | --- | --- |');
    for (const b of broken) lines.push(`| <${b.url}> | ${b.status || 'no answer (no such host?)'} | ${pages(b)} |`);
    lines.push('');
  }
  if (unchecked.length) {
    lines.push('### Could not check', '', 'Try these again later or by hand: the site did not give a verdict.', '');
    lines.push('| Link | Why | On |', '| --- | --- | --- |');
    for (const u of unchecked) lines.push(`| <${u.url}> | ${u.reason} | ${pages(u)} |`);
    lines.push('');
  }
  return lines.join('\n');
}

/** Crawls a build served on a free local port and classifies its external links. */
export async function sweep({site, timeout}: {site: string; timeout: number}) {
  const server = createServer({dir: site, base: '/doc/'});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const checker = new LinkChecker();
    const result = await checker.check({
      path: `${origin}/doc/`,
      recurse: true,
      timeout,
      retry: true,
      concurrency: 8,
      // Only the pages of the build are followed; external pages are checked, not crawled.
      linksToSkip: async (url) => !/^https?:/.test(url),
    });
    return classify(result.links, origin);
  } finally {
    server.closeAllConnections?.();
    await new Promise((resolve) => server.close(resolve));
  }
}

async function main(): Promise<number> {
  const {values: args} = argsOf('links:external', USAGE, {
    site: {type: 'string', default: 'build'},
    report: {type: 'string'},
    summary: {type: 'string'},
    timeout: {type: 'string', default: '15000'},
  });
  const timeout = Number(args.timeout);
  if (!Number.isInteger(timeout) || timeout <= 0) {
    console.error(`links:external: --timeout takes milliseconds, not '${args.timeout}'\n${USAGE}`);
    return 2;
  }
  if (!fs.existsSync(path.join(args.site, 'index.html'))) {
    console.error(`links:external: ${args.site} holds no build (no index.html); run npm run build first.`);
    return 2;
  }
  const groups = await sweep({site: args.site, timeout});
  const report = reportOf(groups);
  if (args.report) fs.writeFileSync(args.report, report);
  if (args.summary) fs.appendFileSync(args.summary, `## External links\n\n${report}`);
  console.log(report);
  return 0;
}

if (isMain(__filename)) main().then((status) => (process.exitCode = status));
