// The check to run before opening a pull request: `npm run check:content`,
// whose build goes to build/ this time, then the crawl of the pages the change
// touches (tests/e2e/crawl.spec.ts with ONLY_PATH), in the browser, under the
// production nginx configuration when nginx is installed. The pages come from
// the files changed since the branch left main (committed or not, and new
// files), mapped to pages by tools/check/changed-pages.ts; each file is listed
// with the pages it brings in, or why it brings in the smoke pages.
//
// Usage: npm run check:changed [-- --base <ref>] [-- --dry-run] [-- --summary <file>]
//   --base     compare with this reference instead of the merge base with main
//   --dry-run  list the changed files and the pages, run nothing
//   --summary  append a Markdown summary to this file: the changed files and
//              their pages, and each check's verdict (the pull-request workflow
//              gives it $GITHUB_STEP_SUMMARY, the job's summary page)
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {argsOf} from '../lib/args';
import {ROOT, isMain, toolArgs} from '../lib/loader';
import {SMOKE_PAGES, changedFiles, pagesForChanges, summaryOf, type StepVerdict} from './changed-pages';

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...env}});
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

const USAGE = 'Usage: npm run check:changed [-- --base <ref>] [-- --dry-run] [-- --summary <file>]';

async function main(): Promise<number> {
  const {values: args} = argsOf('check:changed', USAGE, {
    base: {type: 'string'},
    'dry-run': {type: 'boolean'},
    summary: {type: 'string'},
  });
  const {base, files} = changedFiles(ROOT, args.base ?? null);
  console.log(`check:changed: ${files.length} file(s) changed since ${base.slice(0, 12)}`);
  const {pages, notes} = pagesForChanges(files, ROOT);
  for (const note of notes) console.log(`  ${note}`);
  // Nothing changed, or only removed files: the smoke pages.
  const crawl = pages.length > 0 ? pages : SMOKE_PAGES;
  console.log(`Pages to crawl (${crawl.length}): ${crawl.join(' ')}`);
  if (args['dry-run']) return 0;

  const started = performance.now();
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'check-changed-')), 'steps.json');
  const summarise = (crawlPassed: boolean | null) => {
    if (!args.summary) return;
    const steps: StepVerdict[] = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')).steps : [];
    fs.appendFileSync(args.summary, summaryOf({base, files, notes, crawl, steps, crawlPassed}));
  };
  // The content checks; the build they run is kept in build/ for the crawl.
  const content = await run(
    process.execPath,
    toolArgs('tools/check/content.ts', '--out-dir', 'build', '--report', report),
  );
  if (content !== 0) {
    summarise(null);
    console.error('\ncheck:changed: check:content failed (above); the crawl needs a build that passes it.');
    return content;
  }
  const crawlStatus = await run(
    process.execPath,
    [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '--project=crawl'],
    {
      ONLY_PATH: crawl.join(','),
    },
  );
  summarise(crawlStatus === 0);
  const total = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    crawlStatus === 0
      ? `\ncheck:changed passed in ${total} s`
      : `\ncheck:changed: the crawl failed (above), after ${total} s`,
  );
  return crawlStatus;
}

if (isMain(__filename)) main().then((status) => (process.exitCode = status));
