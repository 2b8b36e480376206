/**
 * Times a command under the quiet-machine guard: the total, each step it prints (./parse.ts, `steps`), a build's
 * phases and the time it spent running the runnable examples, and a Playwright run's counts and worker-seconds per
 * spec file. Writes reports/<--report>.md and .json. The commands: README, "Benchmarks".
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type {JSONReport} from '@playwright/test/reporter';
import {argsOf} from '../lib/args';
import {ROOT, assertMinified, mdTable, publish} from './common';
import {buildPhases, median, specSeconds, steps} from './parse';
import {describeQuiet, startGuard} from './quiet';

// Docusaurus's performance logger prints a build's phases; with PLAYWRIGHT_JSON_OUTPUT_FILE set, playwright.config.ts
// adds Playwright's json reporter to the run's own.
const TOOLS_ENV = {DOCUSAURUS_PERF_LOGGER: 'true'};
const PHASE_COLUMNS = ['Load', 'Bundle', 'Render', 'Post-build'];
const readJson = (file: string) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

async function timed(command: string[], cwd: string) {
  const testReport = path.join(os.tmpdir(), `perf-time-${process.pid}.json`);
  const child = spawn(command[0]!, command.slice(1), {
    cwd,
    env: {...process.env, ...TOOLS_ENV, PLAYWRIGHT_JSON_OUTPUT_FILE: testReport},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const t0 = performance.now();
  const lines: Array<[number, string]> = [];
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({input: stream}).on('line', (line) => {
      lines.push([performance.now() - t0, line]);
      console.log(line);
    });
  }
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const ms = Math.round(performance.now() - t0);
  const phases = buildPhases(lines.map(([, line]) => line).join('\n'));
  const tests: JSONReport | null = readJson(testReport);
  fs.rmSync(testReport, {force: true});
  return {
    cwd,
    exitCode,
    ms,
    phases,
    runnable: Object.keys(phases).length ? readJson(path.join(cwd, '.docusaurus/runnable-sql-stats.json')) : null,
    steps: steps(lines, ms),
    tests: tests?.stats,
    specSeconds: tests ? specSeconds(tests.suites) : {},
  };
}

async function main() {
  const usage =
    'Usage: npm run perf:time -- <command...> (node tools/run.mjs tools/perf/time.ts [--report <name>] [--clone] [--cold-build] [--repeat <n>] [--other <folder>] -- <command...>)';
  const {values, positionals} = argsOf(
    'perf:time',
    usage,
    {
      report: {type: 'string', default: 'time'},
      clone: {type: 'boolean'},
      'cold-build': {type: 'boolean'},
      repeat: {type: 'string', default: '1'},
      other: {type: 'string'},
    },
    {positionals: true},
  );
  const command = values['cold-build'] ? ['sh', '-c', 'npx docusaurus clear && npx docusaurus build'] : positionals;
  if (!command.length) throw new Error(usage);
  if (values.report === 'lighthouse') assertMinified(); // Lighthouse CI serves build/
  let cwd = ROOT;
  if (values.clone) {
    cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'timbr-docs-clone-'));
    execFileSync('git', ['clone', '--quiet', ROOT, cwd], {stdio: 'inherit'}); // committed work only, as a CI checkout
  }
  const dirs = values.other ? [cwd, path.resolve(values.other)] : [cwd];
  const guard = await startGuard();
  const runs: Array<Awaited<ReturnType<typeof timed>>> = [];
  for (let i = 0; i < Number(values.repeat); i += 1) for (const dir of dirs) runs.push(await timed(command, dir));
  const quiet = await guard.stop();
  if (values.clone) fs.rmSync(cwd, {recursive: true, force: true});

  const s = (ms: number | null | undefined) => (ms == null ? '–' : (ms / 1000).toFixed(1));
  const byDir = dirs.map((dir) => {
    const g = runs.filter((r) => r.cwd === dir);
    const runnable = g[0]!.runnable;
    return [
      `\`${values.clone && dir === cwd ? 'fresh clone' : path.relative(ROOT, dir) || '.'}\``,
      g.map((r) => r.exitCode).join(' '),
      s(median(g.map((r) => r.ms))),
      ...['load', 'bundle', 'render', 'postBuild'].map((phase) => median(g.map((r) => r.phases[phase])) ?? '–'),
      runnable ? `${runnable.runs} queries, ${s(runnable.runMs + runnable.openMs)} s` : '–',
    ];
  });
  const last = runs.at(-1)!;
  const stepRows = last.steps.map((x) => [`\`${x.step}\``, (x.startMs / 60_000).toFixed(1), s(x.ms)]);
  const specs = Object.entries(last.specSeconds).sort((a, b) => b[1] - a[1]);
  specs.push(['**All**', specs.reduce((sum, [, seconds]) => sum + seconds, 0)]);
  const specRows = specs.map(([file, seconds]) => [file, seconds.toFixed(1)]);
  const t = last.tests;
  const tests = t && `Tests: ${t.expected} passed, ${t.unexpected} failed, ${t.flaky} flaky, ${t.skipped} skipped.`;
  publish(values.report, {
    title: `\`${command.join(' ')}\`${values.clone ? ' in a fresh clone of HEAD' : ''}`,
    quiet,
    verdict: describeQuiet(quiet),
    json: {command, runs},
    body: [
      mdTable(['Where', 'Exit codes', 'Seconds (median)', ...PHASE_COLUMNS, 'Runnable examples'], byDir),
      '',
      mdTable(['Step of the last run', 'Starts at (min)', 'Seconds'], stepRows),
      '',
      tests || 'No Playwright run.',
      '',
      mdTable(['Spec file', 'Worker-seconds'], specRows),
    ],
  });
  process.exitCode = runs.every((r) => r.exitCode === 0) ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
