/**
 * Every tool of tools/ runs one way and reads its command line one way (tools/README.md):
 * - each tool with a command line (every TypeScript file of tools/ that reads one with tools/lib/args.ts) runs
 *   through tools/run.mjs: `--help` prints its usage and exits 0, and, but for new-page (whose refusals its own
 *   tests check), an unknown option ends it with one line that names the option, then the usage, exit status 2;
 * - jiti is set up in tools/run.mjs and tools/lib/loader.ts only (among the tools and the tests), util.parseArgs
 *   is called in tools/lib/args.ts only, and no tool but those two reads process.argv itself;
 * - every tool of tools/ is TypeScript, but the launcher, the Chromium settings Lighthouse CI requires and the shell
 *   scripts;
 * - what starts a tool (package.json's scripts, the workflows, .ci/run, the Playwright and Lighthouse CI
 *   configurations) starts a TypeScript tool through tools/run.mjs, a shell script of tools/ with bash, and names
 *   only files that exist, all in tools/;
 * - deploy/deploy.mjs, the one tool outside tools/, imports nothing but Node's own modules (it runs alone on the
 *   production host).
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../tools/lib/loader';
import {run} from './run-tool';

const TOOLS = path.join(ROOT, 'tools');

/** The files of a folder, relative to the root, in order. */
function filesBelow(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile())
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const toolFiles = filesBelow(TOOLS);
const COMMANDS = toolFiles.filter(
  (f) => f.endsWith('.ts') && f !== 'tools/lib/args.ts' && /\b(argsOf|readArgs)\(/.test(read(f)),
);

const runTool = (tool: string, ...args: string[]) => run(tool, args);

test('the tools with a command line are found', () => {
  expect(COMMANDS).toEqual(
    expect.arrayContaining([
      'tools/check/content.ts',
      'tools/author/new-page.ts',
      'tools/serve/static-server.ts',
      'tools/perf/time.ts',
      'tools/relevance/mcp.ts',
    ]),
  );
  expect(COMMANDS.length).toBeGreaterThanOrEqual(20);
});

for (const tool of COMMANDS) {
  test(`${tool}: --help prints its usage; an unknown option is named, with the usage`, async () => {
    // Each tool is a Node process that loads its modules through jiti: room on a busy machine.
    test.setTimeout(90_000);
    const help = await runTool(tool, '--help');
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/^Usage: /);
    if (tool === 'tools/author/new-page.ts') return;
    const wrong = await runTool(tool, '--no-such-option');
    expect(wrong.status, wrong.stdout + wrong.stderr).toBe(2);
    expect(wrong.stderr).toMatch(/^[\w:-]+: Unknown option "--no-such-option"\nUsage: /);
  });
}

test('one loader and one argument reader: jiti, util.parseArgs and process.argv each in one place', () => {
  const code = [...toolFiles, ...filesBelow(path.join(ROOT, 'tests'))].filter(
    (f) => /\.(ts|mjs|cjs|js)$/.test(f) && f !== 'tests/tools/one-way.spec.ts',
  );
  const using = (pattern: RegExp) => code.filter((f) => pattern.test(read(f).replace(/^\s*(\/\/|\*).*$/gm, '')));
  expect(using(/['"]jiti['"]/)).toEqual(['tools/lib/loader.ts', 'tools/run.mjs']);
  expect(using(/\bparseArgs\b/)).toEqual(['tools/lib/args.ts']);
  expect(using(/process\.argv/).filter((f) => f.startsWith('tools/'))).toEqual([
    'tools/lib/args.ts',
    'tools/lib/loader.ts',
    'tools/run.mjs',
  ]);
});

test('the tools are TypeScript, but the launcher, the settings Lighthouse CI requires, and shell scripts', () => {
  const other = toolFiles.filter((f) => /\.(mjs|cjs|js)$/.test(f));
  expect(other).toEqual(['tools/run.mjs', 'tools/serve/chromium.cjs']);
  expect(toolFiles.filter((f) => f.endsWith('.ts')).length).toBeGreaterThan(40);
});

/** The command lines that start tools, with where each comes from. */
function commandLines(): Array<{where: string; line: string}> {
  const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
  const workflows = fs
    .readdirSync(path.join(ROOT, '.github/workflows'))
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => `.github/workflows/${f}`);
  const linesOf = (file: string) =>
    read(file)
      .split('\n')
      .map((line, i) => ({where: `${file}:${i + 1}`, line}))
      .filter(({line}) => !/^\s*(#|\/\/|\*)/.test(line));
  return [
    ...Object.entries(scripts).map(([name, line]) => ({where: `package.json: ${name}`, line})),
    ...[...workflows, '.ci/run', 'playwright.config.ts', 'lighthouserc.cjs'].flatMap(linesOf),
  ];
}

test('what starts a tool starts a TypeScript tool through tools/run.mjs, a shell script with bash, and only tools/', () => {
  const lines = commandLines();
  const started = lines.flatMap(({where, line}) =>
    [...line.matchAll(/(?:^|[\s'"`])((?:\.\/)?(?:tools|scripts|tests|deploy)\/[\w./-]+\.(?:ts|mjs|cjs|js|sh))\b/g)].map(
      (m) => ({where, line, file: m[1]!.replace(/^\.\//, '')}),
    ),
  );
  // The scripts and the workflows start tools: found here, or this test reads nothing.
  expect(started.filter((s) => s.where.startsWith('package.json')).length).toBeGreaterThan(25);
  expect(started.filter((s) => s.where.startsWith('.github/')).length).toBeGreaterThan(3);
  const wrong = started.flatMap(({where, line, file}) => {
    if (!fs.existsSync(path.join(ROOT, file))) return [`${where}: ${file} does not exist`];
    if (file === 'tools/run.mjs' || file === 'tools/serve/chromium.cjs') return [];
    if (!file.startsWith('tools/')) return [`${where}: ${file} is not in tools/`];
    if (file.endsWith('.sh')) return line.includes(`bash ${file}`) ? [] : [`${where}: ${file} without bash`];
    if (!file.endsWith('.ts')) return [`${where}: ${file} is not TypeScript`];
    return line.includes(`node tools/run.mjs ${file}`) ? [] : [`${where}: ${file} not through node tools/run.mjs`];
  });
  expect(wrong).toEqual([]);
  // No other runner: jiti's own command, a TypeScript runner, Node's type stripping.
  expect(lines.filter(({line}) => /\b(jiti|tsx|ts-node)\s|--experimental-strip-types/.test(line))).toEqual([]);
});

test("deploy/deploy.mjs, the tool the production host runs alone, imports only Node's own modules", () => {
  const code = read('deploy/deploy.mjs');
  const imports = [...code.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  expect(imports.length).toBeGreaterThan(3);
  expect(imports.filter((i) => !i.startsWith('node:'))).toEqual([]);
  expect(code).not.toMatch(/\b(require|import)\(/);
});
