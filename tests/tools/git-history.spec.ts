/**
 * Unit tests (no browser) for src/shared/git-history.ts, which decides whether the
 * docs show "Last updated" dates: only with a complete Git history.
 * Each case builds a real repository (or none) in a temporary folder.
 */
import {test, expect} from '@playwright/test';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gitHistoryOf, showLastUpdate} from '../../src/shared/git-history';
import {DOCS_EDIT_URL, DOCS_REPOSITORY_URL, SOURCE_CODE_URL} from '../../src/site';

let dir: string;

function git(cwd: string, ...args: string[]) {
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {cwd, stdio: 'ignore'});
}

test.beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'git-history-'));
  const full = path.join(dir, 'full');
  fs.mkdirSync(full);
  git(full, 'init', '-q');
  for (const n of [1, 2]) {
    fs.writeFileSync(path.join(full, 'page.md'), `version ${n}\n`);
    git(full, 'add', 'page.md');
    git(full, 'commit', '-q', '-m', `commit ${n}`);
  }
  git(dir, 'clone', '-q', '--depth', '1', `file://${full}`, 'shallow');
  fs.mkdirSync(path.join(dir, 'none'));
});

test.afterAll(() => {
  if (dir) fs.rmSync(dir, {recursive: true, force: true});
});

test('a clone with its full history shows the dates', () => {
  expect(gitHistoryOf(path.join(dir, 'full'))).toEqual({complete: true});
});

test('a shallow clone does not (every page would get the same date)', () => {
  const result = gitHistoryOf(path.join(dir, 'shallow'));
  expect(result.complete).toBe(false);
  expect(result).toMatchObject({reason: expect.stringMatching(/shallow/)});
});

test('a folder outside any Git worktree does not (the build would fail)', () => {
  // os.tmpdir() itself must not be inside a repository for this to mean anything.
  expect(gitHistoryOf(os.tmpdir()).complete).toBe(false);
  expect(gitHistoryOf(path.join(dir, 'none'))).toMatchObject({
    complete: false,
    reason: expect.stringMatching(/not in a Git worktree/),
  });
});

test('without git on the PATH the dates are off', () => {
  const savedPath = process.env.PATH;
  process.env.PATH = path.join(dir, 'none');
  try {
    expect(gitHistoryOf(path.join(dir, 'full'))).toMatchObject({complete: false, reason: 'git is not installed'});
  } finally {
    process.env.PATH = savedPath;
  }
});

test('TIMBR_DOCS_LAST_UPDATE=off turns the dates off even with a full history', () => {
  expect(showLastUpdate(path.join(dir, 'full'), {TIMBR_DOCS_LAST_UPDATE: 'off'}).complete).toBe(false);
  expect(showLastUpdate(path.join(dir, 'full'), {}).complete).toBe(true);
});

test('"Edit this page" links point into the docs repository of the organization', () => {
  expect(DOCS_REPOSITORY_URL.startsWith(`${SOURCE_CODE_URL}/`)).toBe(true);
  expect(DOCS_EDIT_URL).toBe(`${DOCS_REPOSITORY_URL}/edit/main/`);
});
