// The verdict of a checks run (.github/workflows/checks.yml, its last job): each
// job's result, the tests of every shard together (from the merged Playwright
// report), and the failed tests by name. Written to the job's summary page
// ($GITHUB_STEP_SUMMARY) or printed; exits 1 unless every job succeeded, so the
// run has one status a branch rule can require.
//
// Usage: NEEDS='{"build":{"result":"success"}}' npm run ci:summary [-- --report <merged JSON report>]
import fs from 'node:fs';
import {argsOf} from '../lib/args';
import {isMain} from '../lib/loader';

/** What the summary reads of a Playwright JSON report. */
interface ReportSuite {
  file?: string;
  specs?: {title: string; file?: string; tests?: {projectName: string; status: string}[]}[];
  suites?: ReportSuite[];
}
export interface TestReport {
  stats?: {expected?: number; unexpected?: number; flaky?: number; skipped?: number};
  suites?: ReportSuite[];
}

const USAGE = 'Usage: NEEDS=<the jobs as JSON> npm run ci:summary [-- --report <Playwright JSON report>]';

/** The failed tests of a Playwright JSON report, as "[project] file › title". */
function failedTests(report: TestReport): string[] {
  const failed: string[] = [];
  const visit = (suite: ReportSuite, file: string | undefined) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky') {
          failed.push(
            `[${t.projectName}] ${spec.file ?? file} › ${spec.title}${t.status === 'flaky' ? ' (flaky)' : ''}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
  return failed;
}

/** The summary in Markdown and whether the run passed, from the jobs' results and the merged test report. */
export function summaryOf(
  needs: Record<string, {result: string}>,
  report?: TestReport | null,
): {passed: boolean; markdown: string} {
  const jobs = Object.entries(needs);
  const passed = jobs.length > 0 && jobs.every(([, job]) => job.result === 'success');
  const lines = ['## Checks', '', '| Job | Result |', '| --- | --- |'];
  for (const [name, job] of jobs)
    lines.push(`| ${name} | ${job.result === 'success' ? 'passed' : `**${job.result}**`} |`);
  if (report?.stats) {
    const {expected = 0, unexpected = 0, flaky = 0, skipped = 0} = report.stats;
    lines.push(
      '',
      `Tests of every shard: ${expected} passed, ${unexpected} failed, ${flaky} flaky, ${skipped} skipped.`,
    );
    const failed = failedTests(report);
    if (failed.length) lines.push('', 'Failed:', '', ...failed.map((t) => `- ${t}`));
  } else {
    lines.push('', 'No merged test report: the test jobs did not run or wrote no report.');
  }
  lines.push('', passed ? 'Every job passed.' : 'Not every job passed: see the failed jobs above.', '');
  return {passed, markdown: lines.join('\n')};
}

function main(): number {
  const {values: args} = argsOf('ci-summary', USAGE, {report: {type: 'string'}});
  let needs: Record<string, {result: string}>;
  try {
    needs = JSON.parse(process.env.NEEDS ?? '');
  } catch {
    console.error(`ci-summary: NEEDS must hold the jobs as JSON (\${{ toJSON(needs) }}).\n${USAGE}`);
    return 2;
  }
  const report = args.report && fs.existsSync(args.report) ? JSON.parse(fs.readFileSync(args.report, 'utf8')) : null;
  const {passed, markdown} = summaryOf(needs, report);
  if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, markdown);
  console.log(markdown);
  return passed ? 0 : 1;
}

if (isMain(__filename)) process.exitCode = main();
