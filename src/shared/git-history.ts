/**
 * Whether the site's folder has the Git history that "Last updated" dates
 * need. Node-only: imported by docusaurus.config.ts, never by the browser.
 *
 * Docusaurus reads the dates from `git log` (with `future.faster.gitEagerVcs`,
 * once for the whole repository). Outside a Git worktree, or where `git` is not
 * installed, that read throws and the production build fails. In a shallow
 * clone it succeeds but dates every page to the single fetched commit, which
 * is wrong. In those cases the config turns the dates off and says why.
 */
import {spawnSync} from 'node:child_process';

export type GitHistory = {complete: true} | {complete: false; reason: string};

export function gitHistoryOf(dir: string): GitHistory {
  const result = spawnSync('git', ['rev-parse', '--is-inside-work-tree', '--is-shallow-repository'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.error) {
    return {complete: false, reason: 'git is not installed'};
  }
  if (result.status !== 0) {
    return {complete: false, reason: 'the site is not in a Git worktree'};
  }
  const [insideWorktree, shallow] = result.stdout.trim().split(/\s+/);
  if (insideWorktree !== 'true') {
    return {complete: false, reason: 'the site is not in a Git worktree'};
  }
  if (shallow === 'true') {
    return {complete: false, reason: 'the clone is shallow (fetch the full history with `git fetch --unshallow`)'};
  }
  return {complete: true};
}

/**
 * Show "Last updated" dates? Off when TIMBR_DOCS_LAST_UPDATE is `off` (a
 * faster local build), or when the Git history is missing or incomplete.
 */
export function showLastUpdate(dir: string, env: NodeJS.ProcessEnv = process.env): GitHistory {
  if (env.TIMBR_DOCS_LAST_UPDATE === 'off') {
    return {complete: false, reason: 'TIMBR_DOCS_LAST_UPDATE is off'};
  }
  return gitHistoryOf(dir);
}
