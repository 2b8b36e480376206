#!/usr/bin/env node
// The verdict of a checks run (.github/workflows/checks.yml, its last job): each
// job's result, the tests of every shard together (from the merged Playwright
// report), and the failed tests by name. Written to the job's summary page
// ($GITHUB_STEP_SUMMARY) or printed; exits 1 unless every job succeeded, so the
// run has one status a branch rule can require.
//
// Usage: NEEDS='{"build":{"result":"success"}}' node tools/ci/summary.mjs [--report <merged JSON report>]
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {argsOf} from '../lib/args.mjs';

const USAGE = 'Usage: NEEDS=<the jobs as JSON> node tools/ci/summary.mjs [--report <Playwright JSON report>]';

/** The failed tests of a Playwright JSON report, as "[project] file › title". */
function failedTests(report) {
  const failed = [];
  const visit = (suite, file) => {
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

/**
 * The summary in Markdown and whether the run passed.
 * @param {Record<string, {result: string}>} needs
 * @param {any} [report] a Playwright JSON report
 */
export function summaryOf(needs, report) {
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

function main() {
  const {values: args} = argsOf('ci-summary', USAGE, {help: {type: 'boolean'}, report: {type: 'string'}});
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  let needs;
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
