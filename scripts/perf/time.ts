/**
 * Times a command under the quiet-machine guard, with Docusaurus's performance
 * logger on: the total, each step it prints, a build's phases and the time it
 * spent running the runnable examples, Playwright's counts and worker-seconds
 * per spec (see ./parse.ts). Writes reports/<time|build|ci-time>.md and .json.
 *
 * npm run perf:time -- <command...>    e.g. npm run build (a warm build, after a cold one)
 * npm run perf:build [-- --repeat 5] [--other ../checkout]    cold builds (clear, then build); medians, alternating with another checkout
 * npm run perf:ci                      `bash .ci/run` in a fresh clone of HEAD, as CI starts
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import {ROOT, mdTable, publish} from '../perf-common.mjs';
import {buildPhases, median, specSeconds, steps, testSummary} from './parse';
import {describeQuiet, startGuard} from './quiet';

async function timed(command: string[], cwd: string) {
  const t0 = performance.now();
  const lines: Array<[number, string]> = [];
  const child = spawn(command[0]!, command.slice(1), {
    cwd,
    env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({input: stream}).on('line', (line) => {
      lines.push([performance.now() - t0, line]);
      console.log(line);
    });
  }
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const ms = Math.round(performance.now() - t0);
  const output = lines.map(([, line]) => line).join('\n');
  const phases = buildPhases(output);
  const statsFile = path.join(cwd, '.docusaurus/runnable-sql-stats.json');
  const runnable =
    Object.keys(phases).length && fs.existsSync(statsFile) ? JSON.parse(fs.readFileSync(statsFile, 'utf8')) : null;
  return {
    cwd,
    exitCode,
    ms,
    phases,
    runnable,
    steps: steps(lines, ms),
    tests: testSummary(output),
    specSeconds: specSeconds(output),
  };
}

async function main() {
  const argv = process.argv.slice(2);
  const o = {clone: false, coldBuild: false, repeat: 1, other: ''};
  while (argv[0]?.startsWith('--')) {
    const flag = argv.shift();
    if (flag === '--clone') o.clone = true;
    else if (flag === '--cold-build') o.coldBuild = true;
    else if (flag === '--repeat') o.repeat = Number(argv.shift());
    else if (flag === '--other') o.other = path.resolve(argv.shift() ?? '');
    else throw new Error(`Unknown option ${flag}`);
  }
  const command = o.coldBuild ? ['sh', '-c', 'npx docusaurus clear && npx docusaurus build'] : argv;
  if (!command.length) throw new Error('Usage: npm run perf:time -- <command...>');
  let cwd = ROOT;
  if (o.clone) {
    cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'timbr-docs-clone-'));
    execFileSync('git', ['clone', '--quiet', ROOT, cwd], {stdio: 'inherit'}); // committed work only, as a CI checkout
  }
  const guard = await startGuard();
  const runs: Array<Awaited<ReturnType<typeof timed>>> = [];
  for (let i = 0; i < o.repeat; i += 1) {
    for (const dir of o.other ? [cwd, o.other] : [cwd]) runs.push(await timed(command, dir));
  }
  const quiet = await guard.stop();
  if (o.clone) fs.rmSync(cwd, {recursive: true, force: true});

  const s = (ms: number | null) => (ms == null ? '?' : (ms / 1000).toFixed(1));
  const byDir = [...new Set(runs.map((r) => r.cwd))].map((dir) => runs.filter((r) => r.cwd === dir));
  const last = runs.at(-1)!;
  const specs = Object.entries(last.specSeconds).sort((a, b) => b[1] - a[1]);
  publish(o.clone ? 'ci-time' : o.coldBuild ? 'build' : 'time', {
    title: `\`${command.join(' ')}\`${o.clone ? ' in a fresh clone of HEAD' : ''}`,
    quiet,
    verdict: describeQuiet(quiet),
    json: {command, runs},
    body: [
      mdTable(
        [
          'Where',
          'Runs',
          'Exit codes',
          'Seconds (median)',
          'Load',
          'Bundle',
          'Render',
          'Post-build',
          'Runnable examples',
        ],
        byDir.map((g) => [
          `\`${o.clone ? 'fresh clone' : path.relative(ROOT, g[0]!.cwd) || '.'}\``,
          g.length,
          g.map((r) => r.exitCode).join(' '),
          s(median(g.map((r) => r.ms))),
          ...['load', 'bundle', 'render', 'postBuild'].map((p) => median(g.map((r) => r.phases[p])) ?? '–'),
          g[0]!.runnable ? `${g[0]!.runnable.runs} queries, ${s(g[0]!.runnable.runMs + g[0]!.runnable.openMs)} s` : '–',
        ]),
      ),
      '',
      'Steps of the last run:',
      '',
      mdTable(
        ['Step', 'Starts at (min)', 'Seconds'],
        last.steps.map((x) => [`\`${x.step}\``, (x.startMs / 60_000).toFixed(1), s(x.ms)]),
      ),
      '',
      ...(Object.keys(last.tests).length
        ? [
            `Tests: ${Object.entries(last.tests)
              .map(([k, v]) => `${v} ${k}`)
              .join(', ')}.`,
            '',
          ]
        : []),
      ...(specs.length
        ? [
            mdTable(
              ['Spec', 'Worker-seconds'],
              [...specs, ['**All**', Math.round(specs.reduce((n, [, x]) => n + x, 0))]],
            ),
          ]
        : []),
    ],
  });
  process.exitCode = runs.every((r) => r.exitCode === 0) ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
