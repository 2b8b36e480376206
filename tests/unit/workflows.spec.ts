import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {actionlint} from '../../tools/ci/workflows/actionlint';
import * as rules from '../../tools/ci/workflows/rules';
import * as shards from '../../tools/ci/workflows/shards';

/**
 * The offline checks of the GitHub workflows (tools/ci/workflows/, `npm run
 * check:workflows`): each rule catches what it is for, at the right line, and
 * says what to write instead; the repository's own workflows pass them all.
 * (Whether the shards run every test once is checked against the real suite
 * in tests/tools/workflows.spec.ts.)
 */

const ROOT = path.resolve(__dirname, '../..');
const SHA = 'a'.repeat(40);
const repo = {
  scripts: {build: 'docusaurus build', test: 'playwright test', 'check:changed': 'node x'},
  exists: (file: string) => ['scripts/install.sh', 'scripts/ci.mjs', '.github/workflows/reusable.yml'].includes(file),
};
const check = (files: Record<string, string>) =>
  rules.checkWorkflows(
    Object.entries(files).map(([file, text]) => rules.readWorkflow(file, text)),
    repo,
  );

test('run steps: an npm script or a file of the repository that exists, one command, nothing else', () => {
  const ok = ['npm ci', 'npm test -- --project=unit', 'npm run build', 'bash scripts/install.sh --browser playwright'];
  for (const command of ok) expect(rules.runProblem(command, repo), command).toBeNull();
  expect(rules.runProblem('npm run check:chnaged', repo)).toBe(
    'package.json has no script "check:chnaged" (it has "check:changed"); add it to package.json\'s scripts or run one that exists',
  );
  expect(rules.runProblem('node scripts/missing.mjs', repo)).toMatch(
    /the repository has no file scripts\/missing\.mjs/,
  );
  expect(rules.runProblem('bash /usr/local/bin/deploy.sh', repo)).toMatch(/outside the repository/);
  expect(rules.runProblem('node ../other/x.mjs', repo)).toMatch(/outside the repository/);
  expect(rules.runProblem('npm ci\nnpm run build', repo)).toMatch(
    /several lines holds logic of its own; write the commands/,
  );
  expect(rules.runProblem('npm run build && rm -rf build', repo)).toMatch(/chains or redirects/);
  expect(rules.runProblem('curl -sSf https://example.com/install.sh', repo)).toMatch(
    /neither an npm script nor a file/,
  );
  // A quoted argument may hold characters that would chain commands outside quotes.
  expect(rules.runProblem('npm run build -- --out-dir "a;b"', repo)).toBeNull();
});

test('actions: pinned to a full commit SHA with the version in a comment; local ones exist', () => {
  expect(rules.usesProblem(`actions/checkout@${SHA}`, `  - uses: actions/checkout@${SHA} # v6.0.1`, repo)).toBeNull();
  expect(rules.usesProblem('actions/checkout@v6', '  - uses: actions/checkout@v6', repo)).toMatch(
    /^actions\/checkout@v6 is not pinned to a commit: .* write `uses: actions\/checkout@<full 40-character commit SHA> # v1\.2\.3`/,
  );
  expect(rules.usesProblem('actions/checkout@main', '', repo)).toMatch(/not pinned/);
  expect(rules.usesProblem(`actions/checkout@${SHA.slice(0, 12)}`, '', repo)).toMatch(/not pinned/);
  expect(rules.usesProblem(`actions/checkout@${SHA}`, `  - uses: actions/checkout@${SHA}`, repo)).toMatch(
    /its version is not named: add it in a comment/,
  );
  expect(rules.usesProblem('./.github/workflows/reusable.yml', '', repo)).toBeNull();
  expect(rules.usesProblem('./.github/workflows/gone.yml', '', repo)).toMatch(/no \.\/\.github\/workflows\/gone\.yml/);
  expect(rules.usesProblem('docker://node:22', '', repo)).toMatch(/pin the image to its digest/);
});

const PR_WORKFLOW = `name: PR
on:
  pull_request:
permissions:
  contents: write
jobs:
  a:
    runs-on: ubuntu-24.04
    permissions:
      pull-requests: write
    steps:
      - uses: actions/checkout@v6
      - run: echo "\${{ github.event.pull_request.title }}"
      - run: npm run deploy
        env:
          KEY: \${{ secrets.DEPLOY_KEY }}
  b:
    uses: ./.github/workflows/reusable.yml
    secrets: inherit
`;

const REUSABLE = `name: Reusable
on:
  workflow_call:
permissions:
  contents: read
  issues: write
jobs:
  c:
    runs-on: ubuntu-24.04
    steps:
      - run: npm run build
`;

test('a pull-request workflow: each unsafe line found, with its line and what to write instead', () => {
  const findings = check({'.github/workflows/pr.yml': PR_WORKFLOW, '.github/workflows/reusable.yml': REUSABLE});
  const at = (file: string, line: number) =>
    findings.filter((f) => f.file === `.github/workflows/${file}` && f.line === line).map((f) => f.message);
  expect(at('pr.yml', 5)).toEqual([expect.stringMatching(/`contents: write` gives their code a write token/)]);
  expect(at('pr.yml', 10)).toEqual([expect.stringMatching(/`pull-requests: write` gives their code a write token/)]);
  expect(at('pr.yml', 12)).toEqual([expect.stringMatching(/job a: actions\/checkout@v6 is not pinned/)]);
  expect(at('pr.yml', 13)).toEqual([
    expect.stringMatching(/an expression inside a run line .* pass it through `env:` .* write "\$NAME"/),
  ]);
  expect(at('pr.yml', 14)).toEqual([expect.stringMatching(/package\.json has no script "deploy"/)]);
  expect(at('pr.yml', 16)).toEqual([expect.stringMatching(/must not read secrets \(secrets\.DEPLOY_KEY\)/)]);
  expect(at('pr.yml', 19)).toEqual([expect.stringMatching(/`secrets: inherit` hands every secret/)]);
  // The reusable workflow the pull request calls is held to the same rules.
  expect(at('reusable.yml', 6)).toEqual([expect.stringMatching(/`issues: write` gives their code a write token/)]);
  expect(findings).toHaveLength(8);
});

test('outside pull requests, write permissions and secrets are allowed; pull_request_target and a missing permissions block are not', () => {
  const scheduled = REUSABLE.replace('workflow_call:', 'schedule:\n    - cron: "0 5 * * 1"');
  expect(check({'.github/workflows/weekly.yml': scheduled})).toEqual([]);
  const target = `on:\n  pull_request_target:\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    steps:\n      - run: npm ci\n`;
  const messages = check({'.github/workflows/t.yml': target}).map((f) => `${f.line}: ${f.message}`);
  expect(messages).toEqual([
    expect.stringMatching(/^2: pull_request_target runs with a write token/),
    expect.stringMatching(/^1: the workflow sets no `permissions`/),
  ]);
});

test("the test runs are expanded over each job's matrix, through env", () => {
  const text = `on: push
permissions:
  contents: read
env:
  WHERE: all
jobs:
  t:
    runs-on: ubuntu-24.04
    strategy:
      matrix:
        shard: [1/2, 2/2]
    steps:
      - run: npm test -- --project=e2e --shard="$SHARD"
        env:
          SHARD: \${{ matrix.shard }}
  u:
    runs-on: ubuntu-24.04
    strategy:
      matrix:
        include:
          - {project: unit}
          - {project: tools}
    env:
      PROJECT: \${{ matrix.project }}
    steps:
      - run: npm test -- --project="$PROJECT"
  v:
    runs-on: ubuntu-24.04
    strategy:
      matrix: \${{ fromJSON('[1]') }}
    steps:
      - run: npm test
`;
  const {runs, problems} = shards.testRuns([rules.readWorkflow('w.yml', text)]);
  expect(runs.map((r) => `${r.job}: ${r.args.join(' ')}`)).toEqual([
    't: --project=e2e --shard=1/2',
    't: --project=e2e --shard=2/2',
    'u: --project=unit',
    'u: --project=tools',
  ]);
  expect(problems).toEqual([
    {file: 'w.yml', line: 32, message: expect.stringMatching(/job v: its matrix is an expression/)},
  ]);
});

test('the shards: a test in no run, or in two, is found', async () => {
  const suite = ['[a] › a.spec.ts:1:1 › one', '[a] › a.spec.ts:2:1 › two', '[b] › b.spec.ts:1:1 › three'];
  const lists: Record<string, string[]> = {
    '': suite,
    '--project=a --shard=1/2': [suite[0]],
    '--project=a --shard=2/2': [suite[1]],
    '--project=b': [suite[2]],
  };
  const list = async (_root: string, args: string[]) => lists[args.join(' ')];
  const run = (args: string, line: number) => ({file: 'w.yml', line, job: 'j', args: args.split(' ')});
  const all = [run('--project=a --shard=1/2', 3), run('--project=a --shard=2/2', 3), run('--project=b', 9)];
  expect(await shards.shardFindings(ROOT, all, list)).toEqual([]);
  const missing = await shards.shardFindings(ROOT, all.slice(1), list);
  expect(missing.map((f) => f.message)).toEqual([
    expect.stringMatching(
      /^1 test\(s\) of `playwright test --list` run in no job, for example \[a\] › a\.spec\.ts:1:1 › one/,
    ),
  ]);
  const twice = await shards.shardFindings(ROOT, [...all, run('--project=b', 12)], list);
  expect(twice).toEqual([
    {
      file: 'w.yml',
      line: 12,
      message: expect.stringMatching(/^1 test\(s\) run in more than one job .* \[b\] › b\.spec\.ts:1:1 › three/),
    },
  ]);
});

test("the repository's workflows pass actionlint and the project's rules", async () => {
  const dir = path.join(ROOT, '.github/workflows');
  const files = fs
    .readdirSync(dir)
    .map((f) => ({path: `.github/workflows/${f}`, data: fs.readFileSync(path.join(dir, f), 'utf8')}));
  expect(files.map((f) => f.path)).toEqual(
    expect.arrayContaining([
      '.github/workflows/pull-request.yml',
      '.github/workflows/main.yml',
      '.github/workflows/checks.yml',
    ]),
  );
  expect(await actionlint(files)).toEqual([]);
  const workflows = files.map((f) => rules.readWorkflow(f.path, f.data));
  expect(rules.checkWorkflows(workflows, rules.repoAt(ROOT))).toEqual([]);
  // actionlint itself is at work: a misspelt key is reported.
  const checks = files.find((f) => f.path.endsWith('/checks.yml'))!;
  const broken = checks.data.replace('runs-on:', 'runs_on:');
  expect(await actionlint([{path: checks.path, data: broken}])).toContainEqual({
    file: '.github/workflows/checks.yml',
    line: checks.data.split('\n').findIndex((l) => l.includes('runs-on:')) + 1,
    message: expect.stringMatching(/unexpected key "runs_on" .* \[actionlint: syntax-check\]/),
  });
});

test('dependabot keeps the pinned actions and the npm dependencies up to date', () => {
  const text = fs.readFileSync(path.join(ROOT, '.github/dependabot.yml'), 'utf8');
  const doc = rules.readWorkflow('.github/dependabot.yml', text).doc.toJS() as {
    updates: {'package-ecosystem': string; directory: string}[];
  };
  expect(doc.updates.map((u) => u['package-ecosystem']).sort()).toEqual(['github-actions', 'npm']);
});
