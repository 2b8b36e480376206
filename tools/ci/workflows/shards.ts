// The Playwright runs of the workflows, and whether together they run every
// test exactly once. A workflow runs tests with `npm test -- <arguments>`,
// where the arguments may name a variable of the step's, job's or workflow's
// `env:` ("$SHARD") whose value comes from the job's matrix
// (`${{ matrix.shard }}`). Each run is expanded over its job's matrix and
// listed with `playwright test --list`; the lists together must equal the
// list of the whole suite.
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {isMap, isScalar, isSeq} from 'yaml';
import {entries, get, jobsOf, shellWords, type Finding, type Workflow, type YamlNode} from './rules';

/** One `npm test` run of a workflow, with the arguments it passes to Playwright. */
export interface TestRun {
  file: string;
  line: number;
  job: string;
  args: string[];
}

type Combination = Record<string, string>;

const run = promisify(execFile);

/** The matrix combinations of a job ([{}] without a matrix), or a problem when they cannot be read statically. */
export function matrixOf(
  job: YamlNode,
): {combinations: Combination[]; problem?: undefined} | {problem: string; combinations?: undefined} {
  const matrix = get(get(job, 'strategy'), 'matrix');
  if (!matrix) return {combinations: [{}]};
  if (!isMap(matrix))
    return {problem: 'its matrix is an expression; write its values out so the shards can be checked'};
  let combinations: Combination[] = [{}];
  for (const [key, value] of entries(matrix)) {
    if (key === 'include' || key === 'exclude') continue;
    if (!isSeq(value)) return {problem: `matrix.${key} is not a list of values`};
    combinations = combinations.flatMap((c) =>
      value.items.map((v) => ({...c, [key]: String((v as {value: unknown}).value)})),
    );
  }
  if (get(matrix, 'exclude'))
    return {problem: 'its matrix has `exclude`; list the combinations with `include` instead'};
  const include = get(matrix, 'include');
  if (include) {
    const extra = isSeq(include)
      ? include.items.map((item) =>
          Object.fromEntries(entries(item).map(([k, v]) => [k, String((v as {value: unknown}).value)])),
        )
      : [];
    combinations = entries(matrix).length === 1 ? extra : [...combinations, ...extra];
  }
  return {combinations};
}

/** The env of a step: the workflow's, then the job's, then the step's, with `${{ matrix.x }}` filled in. */
function envOf(nodes: YamlNode[], combination: Combination): Record<string, string> {
  const env: Record<string, string> = {};
  for (const node of nodes) {
    for (const [name, value] of entries(node)) {
      if (!isScalar(value)) continue;
      env[name] = String(value.value).replace(/\$\{\{\s*matrix\.([\w-]+)\s*\}\}/g, (_, key) => combination[key] ?? '');
    }
  }
  return env;
}

/** Every `npm test` run of the workflows, expanded over the matrix. */
export function testRuns(workflows: Workflow[]): {runs: TestRun[]; problems: Finding[]} {
  const runs: TestRun[] = [];
  const problems: Finding[] = [];
  for (const w of workflows) {
    for (const {id, job, steps} of jobsOf(w)) {
      for (const step of steps) {
        const runNode = get(step, 'run');
        if (!isScalar(runNode)) continue;
        const words = shellWords(String(runNode.value).trim());
        if (words[0] !== 'npm' || words[1] !== 'test') continue;
        const {combinations, problem} = matrixOf(job);
        if (problem !== undefined) {
          problems.push({file: w.file, line: w.lineOf(runNode), message: `job ${id}: ${problem}`});
          continue;
        }
        for (const combination of combinations!) {
          const env = envOf([get(w.doc.contents, 'env'), get(job, 'env'), get(step, 'env')], combination);
          const args = words
            .slice(words[2] === '--' ? 3 : 2)
            .map((word) => word.replace(/\$\{?(\w+)\}?/g, (_, name) => env[name] ?? ''));
          runs.push({file: w.file, line: w.lineOf(runNode), job: id, args});
        }
      }
    }
  }
  return {runs, problems};
}

/** The tests `playwright test --list` lists with these arguments, one line each ("[project] › file:line:col › title"). */
export async function listTests(root: string, args: string[]): Promise<string[]> {
  const cli = path.join(root, 'node_modules/@playwright/test/cli.js');
  // The list reporter only: the configured ones (the HTML report in CI) would write a report per listing, and two
  // listings at once raced on its folder.
  const {stdout} = await run(process.execPath, [cli, 'test', '--list', '--reporter=list', ...args], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
    env: {...process.env, FORCE_COLOR: '0'},
  });
  return stdout
    .split('\n')
    .filter((line) => /^\s+\[[^\]]+\] › /.test(line))
    .map((line) => line.trim());
}

/** Whether the runs together list every test of the suite exactly once (`list`: how a run's tests are listed). */
export async function shardFindings(
  root: string,
  runs: TestRun[],
  list: (root: string, args: string[]) => Promise<string[]> = listTests,
): Promise<Finding[]> {
  if (runs.length === 0) return [];
  const all = await list(root, []);
  const seen = new Map<string, TestRun[]>();
  // Two at a time: each listing loads every spec file.
  const lists: string[][] = [];
  const findings: Finding[] = [];
  const listOrFinding = (r: TestRun) =>
    list(root, r.args).catch((error: {stderr?: string; message: string}) => {
      const why = String(error.stderr || error.message)
        .trim()
        .split('\n')[0];
      findings.push({
        file: r.file,
        line: r.line,
        message: `\`playwright test --list ${r.args.join(' ')}\` failed: ${why}`,
      });
      return [];
    });
  for (let i = 0; i < runs.length; i += 2) {
    lists.push(...(await Promise.all(runs.slice(i, i + 2).map(listOrFinding))));
  }
  runs.forEach((r, i) => {
    for (const test of lists[i]) seen.set(test, [...(seen.get(test) ?? []), r]);
  });
  const where = (r: TestRun) => `${r.file}:${r.line} (job ${r.job}: npm test -- ${r.args.join(' ')})`;
  const missing = all.filter((t) => !seen.has(t));
  if (missing.length) {
    findings.push({
      file: runs[0].file,
      line: runs[0].line,
      message: `${missing.length} test(s) of \`playwright test --list\` run in no job, for example ${missing.slice(0, 3).join('; ')}; add a job or shard that runs them`,
    });
  }
  // Tests run twice, grouped by the runs that share them.
  const twice = new Map<string, {by: TestRun[]; tests: string[]}>();
  for (const [test, by] of seen) {
    if (by.length < 2) continue;
    const key = by.map(where).join(', ');
    twice.set(key, {by, tests: [...(twice.get(key)?.tests ?? []), test]});
  }
  for (const [key, {by, tests}] of twice) {
    findings.push({
      file: by[1].file,
      line: by[1].line,
      message: `${tests.length} test(s) run in more than one job (${key}), for example ${tests.slice(0, 2).join('; ')}; give each test one shard`,
    });
  }
  return findings;
}
