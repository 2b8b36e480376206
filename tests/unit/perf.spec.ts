/**
 * Unit tests (no browser) of the measurement scripts' own logic
 * (tools/perf/): the quiet-machine guard's decision, fed injected readings,
 * and the readings of the tools' output the scripts report.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {JSONReportSuite} from '@playwright/test/reporter';
import type {Result} from 'lighthouse';
import {buildPhases, figuresOf, medians, specSeconds, steps, versus} from '../../tools/perf/parse';
import {
  busyBetween,
  describeQuiet,
  judge,
  parseStat,
  readProcesses,
  type Proc,
  type Readings,
} from '../../tools/perf/quiet';
import {assertMinified} from '../../tools/perf/common';

const quiet: Readings = {loadStart: 0.12, loadEnd: 1.4, busy: [], processesReadable: true};

test.describe('the quiet-machine guard', () => {
  test('a quiet machine gives valid figures, whatever the load the measurement itself raised by its end', () => {
    expect(judge(quiet)).toMatchObject({valid: true, reasons: []});
    expect(describeQuiet(judge(quiet))).toContain('VALID: measured on a quiet machine');
  });

  test('a 1-minute load of 0.5 or more at the start makes the figures invalid', () => {
    expect(judge({...quiet, loadStart: 0.49}).valid).toBe(true);
    const verdict = judge({...quiet, loadStart: 0.5});
    expect(verdict.valid).toBe(false);
    expect(verdict.reasons.join()).toContain('1-minute load 0.5 at the start');
  });

  test('another busy process at any moment makes the figures invalid, and the output names it', () => {
    const busy = [
      {pid: 4242, name: 'rspack build', cpuPercent: 87},
      {pid: 4242, name: 'rspack build', cpuPercent: 40},
    ];
    const readings = {...quiet, busy};
    const verdict = judge(readings);
    expect(verdict.valid).toBe(false);
    expect(verdict.reasons).toEqual(['1 other busy process(es) during the measurement']);
    const text = describeQuiet(verdict);
    expect(text).toContain('INVALID');
    expect(text).toContain('other busy processes: rspack build (pid 4242) up to 87% of a core.');
  });

  test('without a way to read the other processes, quiet cannot be shown: invalid', () => {
    expect(judge({...quiet, processesReadable: false}).valid).toBe(false);
  });

  test('a process name with spaces and parentheses is read whole from /proc/<pid>/stat', () => {
    const line = '4242 (tsc (watch) x) R 17 4242 4242 0 -1 4194304 100 0 0 0 250 50 0 0 20 0 1 0 500 1000 100';
    expect(parseStat(line)).toEqual({pid: 4242, ppid: 17, name: 'tsc (watch) x', ticks: 300});
    expect(parseStat('garbage')).toBeNull();
  });

  test("busy processes are the others over 20% of a core; the measurement's own children are not counted", () => {
    const procs = (list: Array<[number, number, string, number]>) =>
      new Map<number, Proc>(list.map(([pid, ppid, name, ticks]) => [pid, {pid, ppid, name, ticks}]));
    const before = procs([
      [100, 1, 'node', 0],
      [101, 100, 'chromium', 0],
      [102, 101, 'chromium', 0],
      [200, 1, 'other build', 1000],
      [201, 1, 'idle', 10],
    ]);
    // Two seconds at Linux's 100 ticks a second: 200 ticks are one whole core.
    const after = procs([
      [100, 1, 'node', 150],
      [101, 100, 'chromium', 400],
      [102, 101, 'chromium', 400],
      [200, 1, 'other build', 1100],
      [201, 1, 'idle', 20],
      [300, 1, 'new job', 40],
    ]);
    expect(busyBetween(before, after, 2, 100)).toEqual([
      {pid: 200, name: 'other build', cpuPercent: 50},
      {pid: 300, name: 'new job', cpuPercent: 20},
    ]);
  });

  test('a child of the measured command whose parent ends stays the command own, not another busy process', () => {
    const procs = (list: Array<[number, number, string, number]>) =>
      new Map<number, Proc>(list.map(([pid, ppid, name, ticks]) => [pid, {pid, ppid, name, ticks}]));
    const known = new Set<number>();
    // First seen below the command (100 > 101 > 102), then its parent ends and init (1) adopts it.
    const first = procs([
      [100, 1, 'node', 0],
      [101, 100, 'npm', 0],
      [102, 101, 'node', 0],
    ]);
    expect(busyBetween(first, first, 2, 100, known)).toEqual([]);
    const orphaned = procs([
      [100, 1, 'node', 10],
      [102, 1, 'node', 200],
    ]);
    expect(busyBetween(first, orphaned, 2, 100, known)).toEqual([]);
    // Later samples see it only as a child of init: it stays the command's, as the guard saw it before.
    const later = procs([
      [100, 1, 'node', 20],
      [102, 1, 'node', 400],
    ]);
    expect(busyBetween(orphaned, later, 2, 100, known)).toEqual([]);
    // Without what the guard saw before, the same process is someone else's work.
    expect(busyBetween(orphaned, later, 2, 100)).toEqual([{pid: 102, name: 'node', cpuPercent: 100}]);
  });

  test('the live process table holds this process with its parent', () => {
    const procs = readProcesses();
    test.skip(procs === null, 'no /proc on this system');
    expect(procs!.get(process.pid)?.ppid).toBe(process.ppid);
  });
});

test.describe("readings of the tools' output", () => {
  test('the phases of a build are read from the performance logger, in seconds', () => {
    const log = [
      '[PERF] Build > en > Load site > Load plugins - 3.34 seconds! - (Heap 50mb -> 99mb / Total 132mb)',
      '[PERF] Build > en > Load site - 3.71 seconds! - (Heap 54mb -> 101mb / Total 132mb)',
      '\u001b[35m[PERF]\u001b[39m Build > en > Bundling with rspack - 13.89 seconds! - (Heap 104mb -> 261mb)',
      '[PERF] Build > en > SSG > Create SSG thread pool - 2 threads - 143.41 ms - (Heap 262mb -> 263mb)',
      '[PERF] Build > en > SSG - 5.77 seconds! - (Heap 261mb -> 263mb / Total 289mb)',
      '[PERF] Build > en > postBuild() - 812.6 ms - (Heap 264mb -> 618mb / Total 655mb)',
      '[SUCCESS] Generated static files in "build".',
    ].join('\n');
    expect(buildPhases(log)).toEqual({load: 3.7, bundle: 13.9, render: 5.8, postBuild: 0.8});
    expect(buildPhases('[SUCCESS] Generated static files in "build".')).toEqual({});
  });

  test('the steps of a CI run last from their line to the next step', () => {
    const lines: Array<[number, string]> = [
      [0, '== Node v20.20.2, npm 11.19.1'],
      [10, 'noise'],
      [1000, '== Installing npm dependencies'],
      [50_000, '> timbr-docs@1.4.0 build'],
      [51_000, '> docusaurus build'],
      [80_000, 'Running 875 tests using 2 workers'],
    ];
    expect(steps(lines, 1_000_000)).toEqual([
      {step: '== Node v20.20.2, npm 11.19.1', startMs: 0, ms: 1000},
      {step: '== Installing npm dependencies', startMs: 1000, ms: 49_000},
      {step: '> timbr-docs@1.4.0 build', startMs: 50_000, ms: 30_000},
      {step: 'Running 875 tests using 2 workers', startMs: 80_000, ms: 920_000},
    ]);
  });

  test("Playwright's JSON report gives worker-seconds per spec file, retries and nested groups included", () => {
    const spec = (file: string, ...durations: number[]) => ({
      file,
      tests: [{results: durations.map((duration) => ({duration}))}],
    });
    const suites = [
      {specs: [spec('unit/a.spec.ts', 243)]},
      {specs: [spec('e2e/crawl.spec.ts', 21_500)], suites: [{specs: [spec('e2e/crawl.spec.ts', 90_000, 30_000)]}]},
    ] as unknown as JSONReportSuite[];
    expect(specSeconds(suites)).toEqual({'unit/a.spec.ts': 0.243, 'e2e/crawl.spec.ts': 141.5});
    expect(specSeconds([])).toEqual({});
  });

  test('figures of Lighthouse results: medians, TBT ratio and score difference', () => {
    const lhr = (performance: number, tbt: number, script: number) =>
      ({
        categories: {
          performance: {score: performance},
          accessibility: {score: 1},
          'best-practices': {score: 0.96},
          seo: {score: null},
        },
        audits: {
          'total-blocking-time': {numericValue: tbt},
          'mainthread-work-breakdown': {
            details: {
              items: [
                {group: 'styleLayout', duration: 80},
                {group: 'scriptEvaluation', duration: 412.5},
              ],
            },
          },
          'dom-size': {numericValue: 1583},
          'resource-summary': {
            details: {
              items: [
                {resourceType: 'total', transferSize: 9e5},
                {resourceType: 'script', transferSize: script},
              ],
            },
          },
        },
      }) as unknown as Result;
    const figures = figuresOf(lhr(0.894, 365, 128_000));
    expect(figures).toEqual({
      score: 89,
      tbt: 365,
      accessibility: 100,
      bestPractices: 96,
      seo: null,
      scriptKB: 125,
      scriptEvaluationMs: 412.5,
      elements: 1583,
    });
    const ours = medians([
      figuresOf(lhr(0.76, 1047, 1)),
      figuresOf(lhr(0.81, 900, 1)),
      {},
      figuresOf(lhr(0.74, 1200, 1)),
    ]);
    const stock = medians([figuresOf(lhr(0.7, 2000, 1)), figuresOf(lhr(0.78, 2200, 1))]);
    expect(ours).toMatchObject({score: 76, tbt: 1047});
    expect(stock).toMatchObject({score: 74, tbt: 2100});
    expect(versus(ours, stock)).toEqual({tbtRatio: 1047 / 2100, scoreDifference: 2});
    expect(versus(ours, {...stock, tbt: 0}).tbtRatio).toBeNull();
  });
});

test.describe('the build a measurement reads', () => {
  function buildWith(mainJs: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-build-'));
    fs.mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'assets/js/main.0a1b2c3d.js'), mainJs);
    return dir;
  }
  const statement = 'var a=function(){return 1};';

  test('a minified build is measured', () => {
    const dir = buildWith(Array.from({length: 3}, () => statement.repeat(2000)).join('\n'));
    expect(() => assertMinified(dir)).not.toThrow();
    fs.rmSync(dir, {recursive: true});
  });

  test('an unminified build (check:changed writes one with --no-minify) is refused with the command to run', () => {
    const dir = buildWith(Array.from({length: 20000}, () => `${statement}\n// a comment`).join('\n'));
    expect(() => assertMinified(dir)).toThrow(/not minified .*npm run build/);
    fs.rmSync(dir, {recursive: true});
  });

  test('a folder without a build is refused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-build-'));
    expect(() => assertMinified(dir)).toThrow(/No build in .*npm run build/);
    fs.rmSync(dir, {recursive: true});
  });
});
