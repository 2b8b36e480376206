/**
 * The scale benchmark, under the quiet-machine guard: for each factor N, a copy of the site (a clone of HEAD in a
 * scratch folder) whose docs are repeated N times under distinct paths and titles (./scale-copy.ts), checked
 * without a build, then built and measured: the build's time, its phases and where its processor time went (a
 * CPU profile: MDX, the runnable examples, each post-build step), its peak memory, its output, the search bytes
 * a reader downloads before the first result, the llms files; then the development server's first page and
 * edit-to-refresh time, alternating with the stock template carrying the same Markdown pages. Each figure per page
 * against N = 1's (always run first), flagged above 1.2. Refuses a factor whose expected peak memory the machine
 * cannot hold, and removes its scratch folder in every case. Usage: README, "Benchmarks". This file holds the
 * command line, the memory guard and the scratch folder; one factor's run is ./scale-factor.ts, the report
 * ./scale-report.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {argsOf} from '../lib/args';
import {ANALYTICS_HOSTS} from '../serve/chromium.cjs';
import {CHROME_FLAGS, chromePath} from './common';
import {startGuard} from './quiet';
import {expectedPeak, machineMemory, memoryVerdict} from './scale-measure';
import {endTracked, started} from './scale-browser';
import {runFactor, type FactorResult} from './scale-factor';
import {report} from './scale-report';

const USAGE = `Usage: npm run perf:scale -- --factor N | --factors 1,3,10
  [--dev-runs 2] [--edits 3] [--no-build] [--no-dev] [--report scale]
N = 1 runs first in every run (the per-page figures are against it). --no-build makes and checks the copies only.`;
const MAX_FACTOR = 100;

const gb = (bytes: number) => (bytes / 2 ** 30).toFixed(2);

// ---------------------------------------------------------------------------------------------------------------
// The scratch folder: removed on success, failure, Ctrl-C or termination.

let scratch: string | null = null;
let browser: Browser | null = null;

/** Removes the scratch folder, after ending (at once) any process of ours still writing into it. */
function removeScratch() {
  for (const child of started) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (scratch && fs.existsSync(scratch)) fs.rmSync(scratch, {recursive: true, force: true, maxRetries: 10});
}

/** Set on Ctrl-C: what the measurement then fails on is the interruption's doing, not worth a report. */
let stopping = false;

async function interrupted(signal: NodeJS.Signals) {
  stopping = true;
  console.error(`\n${signal}: ending the processes this command started and removing ${scratch ?? 'nothing'}.`);
  await Promise.all([...started].map(endTracked));
  await browser?.close().catch(() => undefined);
  removeScratch();
  process.exit(130);
}

async function main() {
  const {values} = argsOf('perf:scale', USAGE, {
    factor: {type: 'string'},
    factors: {type: 'string'},
    'dev-runs': {type: 'string', default: '2'},
    edits: {type: 'string', default: '3'},
    'no-build': {type: 'boolean'},
    'no-dev': {type: 'boolean'},
    'no-profile': {type: 'boolean'},
    report: {type: 'string', default: 'scale'},
  });
  const asked = (values.factors ?? values.factor ?? '').split(',').filter(Boolean).map(Number);
  if (!asked.length || asked.some((n) => !Number.isInteger(n) || n < 1 || n > MAX_FACTOR))
    throw new Error(`Factors are whole numbers from 1 to ${MAX_FACTOR}.\n${USAGE}`);
  const noBuild = Boolean(values['no-build']);
  const factors = [...new Set([...(noBuild ? [] : [1]), ...asked])].sort((a, b) => a - b);
  const options = {
    noBuild,
    noDev: Boolean(values['no-dev']),
    devRuns: Number(values['dev-runs']),
    edits: Number(values.edits),
    profile: !values['no-profile'],
  };

  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'timbr-docs-scale-'));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  process.once('exit', removeScratch);
  const guard = await startGuard();
  const results: FactorResult[] = [];
  const memory = machineMemory();
  try {
    if (!noBuild)
      browser = await chromium.launch({
        executablePath: chromePath(),
        // Ctrl-C is this command's: it ends the servers and builds first, then removes the scratch folder.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
        // The analytics hosts cannot be reached here: blocked by name, so that no request routing is needed.
        args: [...CHROME_FLAGS, `--host-resolver-rules=${ANALYTICS_HOSTS.map((h) => `MAP ${h} ~NOTFOUND`).join(', ')}`],
      });
    for (const factor of factors) {
      const expected = noBuild
        ? null
        : expectedPeak(
            factor,
            results
              .filter((r) => r.build?.exitCode === 0)
              .map((r) => ({factor: r.factor, peakBytes: r.build!.peakBytes})),
          );
      const verdict = memoryVerdict(factor, expected, memory.totalBytes);
      if (!verdict.ok) {
        console.log(`== N = ${factor}: ${verdict.reason}`);
        results.push({factor, refused: verdict.reason});
        continue;
      }
      const result = await runFactor(factor, scratch, options, browser);
      result.memory = verdict.reason;
      results.push(result);
    }
  } finally {
    await browser?.close();
    removeScratch();
  }
  const quiet = await guard.stop();
  const flagged = report(results, values.report!, quiet, scratch);
  const failed = results.some((r) => r.check?.problems.length || (r.build && r.build.exitCode !== 0));
  process.exitCode = failed ? 1 : 0;
  if (flagged.length) console.log(`\n${flagged.length} figure(s) grow faster than the pages.`);
  console.log(`Machine memory: ${gb(memory.totalBytes)} GB; scratch folder removed: ${!fs.existsSync(scratch)}.`);
}

main().catch(async (error) => {
  if (stopping) return;
  console.error(error);
  await Promise.all([...started].map(endTracked));
  removeScratch();
  process.exitCode = 2;
});
