/**
 * The scale benchmark's copy-and-check part, run as a contributor runs it (`npm run perf:scale -- --factor 2
 * --no-build`): a clone of HEAD with its docs repeated twice, checked without a build (the docs contract, the
 * specification's routes, unique routes and titles, every link and import of the copy inside the copy), reported,
 * and its scratch folder removed. No build and no timing: the benchmark's figures come from its own runs.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {readDocs} from '../../src/features/docs-contract/sources';
import {ROOT, loadTs, toolArgs} from '../../tools/lib/loader';

const REPORT = `perf-scale-smoke-${process.pid}`;
/** The opening fence of a runnable query (src/features/runnable-sql). */
const RUNNABLE_FENCE = /^\s*(`{3,}|~{3,})sql\b[^\n]*\brunnable\b/gm;

function perfScale(args: string[]): Promise<{status: number | null; output: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, toolArgs('tools/perf/scale.ts', ...args), {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output}));
  });
}

test.afterAll(() => {
  for (const ext of ['md', 'json']) fs.rmSync(path.join(ROOT, 'reports', `${REPORT}.${ext}`), {force: true});
});

test('--factor 2 --no-build makes the docs twice, every copy valid and linking inside itself, and removes its scratch folder', async () => {
  test.setTimeout(120_000);
  const {status, output} = await perfScale(['--factor', '2', '--no-build', '--report', REPORT]);
  expect(status, output).toBe(0);
  const report = JSON.parse(fs.readFileSync(path.join(ROOT, 'reports', `${REPORT}.json`), 'utf8'));
  expect(report.results).toHaveLength(1);
  const {factor, check} = report.results[0];
  const docs = readDocs(ROOT, loadTs(path.join(ROOT, 'sidebars.ts')));
  const markdown = fs
    .readdirSync(path.join(ROOT, 'docs'), {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'));
  const runnable = markdown.reduce((sum, text) => sum + (text.match(RUNNABLE_FENCE)?.length ?? 0), 0);
  expect(factor).toBe(2);
  expect(check.problems).toEqual([]);
  expect(check.docs).toBe(2 * docs.length);
  expect(check.routes).toBe(check.docs);
  expect(check.runnableBlocks).toBe(2 * runnable);
  // Copy 2 has links and imports, each checked to lead to the same file of copy 2.
  expect(check.references).toBeGreaterThan(docs.length);
  expect(fs.existsSync(report.scratch)).toBe(false);
  expect(fs.readFileSync(path.join(ROOT, 'reports', `${REPORT}.md`), 'utf8')).toContain('| N = 2 | ');
});

test('a factor that is not a whole number from 1 to 100 is refused, saying which are accepted', async () => {
  const {status, output} = await perfScale(['--factor', '0', '--no-build', '--report', REPORT]);
  expect(status).toBe(2);
  expect(output).toContain('Factors are whole numbers from 1 to 100');
});
