/**
 * Unit tests (no browser) for the file guard of `npm run perf:dev`
 * (scripts/perf/dev-timing.ts): the page source it edits comes back byte for byte
 * however the run ends. Each case runs the guard in a child process on a
 * temporary file. The timings themselves are measured by running the script
 * (a development server start takes too long for the test run).
 */
import {test, expect} from '@playwright/test';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MODULE = path.resolve(__dirname, '../../scripts/perf/dev-timing.ts');
const ORIGINAL = '---\ntitle: Sample\n---\n\nOriginal text with a trailing newline and ünïcode.\n';

let dir: string;
test.beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-timing-'));
});
test.afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

/** Runs `body` with `guard` bound to a guard of `file`; resolves once it printed "edited". */
function runGuard(file: string, body: string) {
  // The script is TypeScript: loaded with jiti, as `npm run perf:dev` runs it.
  const code =
    `import createJiti from 'jiti';\nconst {guardFile} = createJiti(${JSON.stringify(MODULE)})(${JSON.stringify(MODULE)});\n` +
    `const guard = guardFile(${JSON.stringify(file)});\n${body}`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const edited = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('edited') && resolve());
    child.on('exit', () => (output.includes('edited') ? resolve() : reject(new Error(output))));
  });
  const exited = new Promise<{code: number | null; signal: NodeJS.Signals | null}>((resolve) =>
    child.on('exit', (code, signal) => resolve({code, signal})),
  );
  return {child, edited, exited, output: () => output};
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  test(`${signal} during an edit restores the file`, async () => {
    const file = path.join(dir, 'page.md');
    fs.writeFileSync(file, ORIGINAL);
    const run = runGuard(
      file,
      "guard.write(guard.original + '\\nmarker\\n'); console.log('edited'); setInterval(() => {}, 1000);",
    );
    await run.edited;
    expect(fs.readFileSync(file, 'utf8')).toContain('marker');
    run.child.kill(signal);
    const {code} = await run.exited;
    expect(code).toBe(128 + {SIGINT: 2, SIGTERM: 15, SIGHUP: 1}[signal]);
    expect(fs.readFileSync(file, 'utf8')).toBe(ORIGINAL);
  });
}

test('an uncaught error after an edit restores the file', async () => {
  const file = path.join(dir, 'page.md');
  fs.writeFileSync(file, ORIGINAL);
  const run = runGuard(
    file,
    "guard.write('replaced'); console.log('edited'); setTimeout(() => { throw new Error('boom'); }, 50);",
  );
  await run.edited;
  const {code} = await run.exited;
  expect(code).toBe(1);
  expect(run.output()).toContain('boom');
  expect(fs.readFileSync(file, 'utf8')).toBe(ORIGINAL);
});

test('restore() puts the original back at once, and a normal end leaves it untouched', async () => {
  const file = path.join(dir, 'page.md');
  fs.writeFileSync(file, ORIGINAL);
  const run = runGuard(
    file,
    "guard.write('replaced'); const during = (await import('node:fs')).readFileSync(" +
      JSON.stringify(file) +
      ", 'utf8'); guard.restore(); console.log('edited', during);",
  );
  await run.edited;
  const {code} = await run.exited;
  expect(code).toBe(0);
  expect(run.output()).toContain('edited replaced');
  expect(fs.readFileSync(file, 'utf8')).toBe(ORIGINAL);
});
