import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {toolArgs} from '../../tools/lib/loader';

/**
 * `npm run check:workflows` as a contributor meets it: on a copy of the
 * repository whose workflows were changed, it fails with the file and line of
 * each problem and what to write instead. The copy links every top-level entry
 * of the repository but .github, so the test suite it lists is the real one.
 */

const ROOT = path.resolve(__dirname, '../..');
const CLI = path.join(ROOT, 'tools/ci/workflows/check.ts');
const dirs: string[] = [];
test.afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, {recursive: true, force: true});
});

/** A copy of the repository with its workflows changed by `edit` (a workflow it returns null for is left out). */
function copyWith(edit: (file: string, text: string) => string | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-workflows-'));
  dirs.push(dir);
  for (const entry of fs.readdirSync(ROOT)) {
    if (['.github', '.git', 'test-results'].includes(entry)) continue;
    fs.symlinkSync(path.join(ROOT, entry), path.join(dir, entry));
  }
  const workflows = path.join(dir, '.github/workflows');
  fs.mkdirSync(workflows, {recursive: true});
  for (const f of fs.readdirSync(path.join(ROOT, '.github/workflows'))) {
    const text = edit(f, fs.readFileSync(path.join(ROOT, '.github/workflows', f), 'utf8'));
    if (text !== null) fs.writeFileSync(path.join(workflows, f), text);
  }
  return dir;
}

function checkWorkflows(root: string) {
  const result = spawnSync(process.execPath, toolArgs(CLI, '--root', root), {
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
  });
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

test('a run step that names a missing script, and an action pinned to a tag: file, line and what to write', () => {
  const pr = fs.readFileSync(path.join(ROOT, '.github/workflows/pull-request.yml'), 'utf8');
  // The pull-request workflow alone: no test job, so no listing of the suite (the test below does that).
  const root = copyWith((f, text) =>
    f === 'pull-request.yml'
      ? text
          .replace('npm run check:changed --', 'npm run check:change --')
          .replace(/actions\/setup-node@[0-9a-f]{40} # v[\d.]+/, 'actions/setup-node@v6')
      : null,
  );
  const {status, output} = checkWorkflows(root);
  expect(status, output).toBe(1);
  expect(output).toContain(
    `.github/workflows/pull-request.yml:${lineOf(pr, 'npm run check:changed')}: job changed: package.json has no script "check:change" (it has`,
  );
  expect(output).toContain(
    `.github/workflows/pull-request.yml:${lineOf(pr, 'actions/setup-node@')}: job changed: actions/setup-node@v6 is not pinned to a commit`,
  );
  expect(output).toContain('write `uses: actions/setup-node@<full 40-character commit SHA> # v1.2.3`');
});

test('shards that leave tests out or run them twice are found against the real suite', () => {
  test.setTimeout(180_000);
  const checks = fs.readFileSync(path.join(ROOT, '.github/workflows/checks.yml'), 'utf8');
  const shardLine = checks.split('\n').find((l) => /shard: \[1\/2, 2\/2\]/.test(l));
  expect(shardLine, 'the crawl is split in two shards').toBeTruthy();
  const root = copyWith((f, text) =>
    f === 'checks.yml'
      ? text
          .replace('shard: [1/2, 2/2]', 'shard: [1/2]')
          .replace('shard: [1/3, 2/3, 3/3]', 'shard: [1/3, 2/3, 3/3, 3/3]')
      : text,
  );
  const {status, output} = checkWorkflows(root);
  expect(status, output).toBe(1);
  expect(output).toMatch(
    /checks\.yml:\d+: \d+ test\(s\) of `playwright test --list` run in no job, for example \[crawl\]/,
  );
  expect(output).toMatch(
    /checks\.yml:\d+: \d+ test\(s\) run in more than one job .*--shard=3\/3.*--shard=3\/3.* \[e2e\]/,
  );
});
