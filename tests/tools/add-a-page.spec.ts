/**
 * A page added exactly as CONTRIBUTING.md says passes the checks that decide
 * whether the test run accepts it, and fails them without its sidebar line.
 * Runs in a temporary copy of what the tools read (package.json, sidebars.ts,
 * docs/, src/, tools/, with node_modules linked), never in the repository:
 * - the command of the guide's "Add a page" section, run as written;
 * - `npm run check:content -- --only mdx,sql,routes` in the copy: it fails
 *   on the generator's instructions until they are replaced, as the guide
 *   says, and passes after;
 * - the routes the crawl of the built site will expect (derived from the
 *   copy's files) hold the new page in its sidebar, and still every route of
 *   the specification;
 * - without its line in sidebars.ts the page fails check:routes, by name.
 * The build and the crawl themselves are not run here (minutes each); they
 * check the same route and sidebar rules (docs-contract gate, crawl.spec.ts).
 */
import {test, expect} from '@playwright/test';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {siteRoutes} from '../../src/features/docs-contract/sources';
import {SPEC_ROUTES} from '../../src/features/docs-contract/spec-routes';
import {loadTs} from '../../tools/lib/loader';

const ROOT = path.resolve(__dirname, '../..');

type Run = {status: number | null; output: string};

function sh(command: string, cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', command], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, FORCE_COLOR: '0'},
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output}));
  });
}

/** The `npm run new-page` command of the guide's "Add a page" section, its continuation lines joined. */
function guideCommand(): string {
  const guide = fs.readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');
  const section = guide.slice(
    guide.indexOf('\n## Add a page\n'),
    guide.indexOf('\n## ', guide.indexOf('\n## Add a page\n') + 5),
  );
  const block = /```bash\n([\s\S]*?)\n```/.exec(section)?.[1] ?? '';
  return block.replace(/\\\n\s*/g, '');
}

/** Replaces the generator's instructions with text, as the guide asks the writer to. */
function finish(text: string, unfinished: {line: number}[]): string {
  const lines = text.split('\n');
  for (const {line} of unfinished) {
    const current = lines[line - 1];
    if (/^#{2,6} /.test(current)) lines[line - 1] = `${/^#+/.exec(current)![0]} Step 1: Open the access settings`;
    else if (current.startsWith('|')) lines[line - 1] = '| `name` | Identifier | Yes | None | The name of the key. |';
    else lines[line - 1] = 'An administrator opens the access settings of the Timbr server and creates a new key.';
  }
  return lines.join('\n');
}

function loadSidebars(root: string): Record<string, unknown> {
  return loadTs<Record<string, unknown>>(path.join(root, 'sidebars.ts'));
}

let copy: string;
test.beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'add-a-page-'));
  for (const item of ['package.json', 'sidebars.ts', 'docs', 'src', 'tools']) {
    fs.cpSync(path.join(ROOT, item), path.join(copy, item), {recursive: true});
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
});
test.afterAll(() => fs.rmSync(copy, {recursive: true, force: true}));

test('a page added as CONTRIBUTING.md says passes the route, sidebar and contract checks, and fails them without its sidebar line', async () => {
  test.setTimeout(240_000);
  const command = guideCommand();
  expect(command).toMatch(/^npm run new-page -- --type \S+ --path (\S+) /);
  const id = /--path (\S+)/.exec(command)![1];
  const file = path.join(copy, 'docs', `${id}.md`);

  const scaffold = await sh(command, copy);
  expect(scaffold.status, scaffold.output).toBe(0);
  expect(fs.existsSync(file)).toBe(true);

  // The guide's next step: replace the instructions. Before that, check:content names each one.
  const unfinishedRun = await sh('npm run check:content -- --only mdx,sql,routes', copy);
  expect(unfinishedRun.status, unfinishedRun.output).toBe(1);
  expect(unfinishedRun.output).toMatch(/FAIL mdx/);
  expect(unfinishedRun.output).toMatch(/ok {3}routes/);
  const named = [...unfinishedRun.output.matchAll(new RegExp(`docs/${id}\\.md:(\\d+):\\d+ unfinished: `, 'g'))].map(
    (m) => Number(m[1]),
  );
  expect(named.length).toBeGreaterThan(3);
  fs.writeFileSync(
    file,
    finish(
      fs.readFileSync(file, 'utf8'),
      named.map((line) => ({line})),
    ),
  );

  const finished = await sh('npm run check:content -- --only mdx,sql,routes', copy);
  expect(finished.status, finished.output).toBe(0);
  expect(finished.output).toContain('check:content passed');

  // What the crawl will expect of the built copy: the new page in its sidebar, and every route of the specification.
  const routes = siteRoutes(copy, loadSidebars(copy));
  expect(routes).toContainEqual({
    path: `/doc/docs/${id}`,
    sidebar: 'paltformSidebar',
    source: `docs/${id}.md`,
    docId: id,
  });
  const paths = new Set(routes.map((r) => r.path));
  expect(SPEC_ROUTES.filter((r) => !paths.has(r.path))).toEqual([]);

  // Without its sidebar line, the page is not in any sidebar: the check names it.
  const sidebarsFile = path.join(copy, 'sidebars.ts');
  const sidebars = fs.readFileSync(sidebarsFile, 'utf8');
  const withoutLine = sidebars.replace(new RegExp(`\\n\\s*'${id.replace(/[/.]/g, '\\$&')}',`), '');
  expect(withoutLine).not.toBe(sidebars);
  fs.writeFileSync(sidebarsFile, withoutLine);
  const orphan = await sh('npm run check:routes', copy);
  expect(orphan.status, orphan.output).toBe(1);
  expect(orphan.output).toContain(
    `docs/${id}.md (doc id "${id}"): not in any sidebar; add it to sidebars.ts or to SIDEBARLESS_DOCS`,
  );
});

test('the guide asks for nothing beyond the page and its sidebar line', () => {
  const guide = fs.readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');
  expect(guide).not.toContain('tests/support/routes.ts');
  expect(guideCommand()).toContain('npm run new-page');
});
