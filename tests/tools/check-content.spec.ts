/**
 * Unit tests (no browser) for `npm run check:content` (tools/check/content.ts),
 * run with `--root` on small temporary sites, never on the repository itself.
 * - The four linters (mdx, sql, spelling, markdown) pass on real pages and each
 *   one fails, by name, on a page with its kind of mistake (mdx also on text
 *   the page generator left for the writer to replace).
 * The `links` step (a production build of the whole site, minutes here) is
 * not run: how it reports broken links by file and line is tested on captured
 * build output in tests/unit/broken-links.spec.ts, and the `routes` step on a
 * full copy of the site in tests/tools/add-a-page.spec.ts.
 */
import {test, expect} from '@playwright/test';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {toolArgs} from '../../tools/lib/loader';

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(ROOT, 'tools/check/content.ts');
const CONFIGS = ['cspell.json', 'project-words.txt', '.markdownlint-cli2.jsonc'];
const PAGES = ['docs/sql/mappings.md', 'docs/integration/dbvisualizer.md'];
// check:sql parses the model of the running example with the pages.
const MODEL = ['src/features/runnable-sql/data/model.sql'];

type Run = {status: number | null; output: string};

function checkContent(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, toolArgs(SCRIPT, ...args), {cwd: ROOT});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output}));
  });
}

function copy(files: string[], into: string) {
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(into, file)), {recursive: true});
    fs.copyFileSync(path.join(ROOT, file), path.join(into, file));
  }
}

function edit(root: string, file: string, change: (text: string) => string) {
  const full = path.join(root, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = change(before);
  expect(after, `the edit of ${file} changes it`).not.toBe(before);
  fs.writeFileSync(full, after);
}

const dirs: string[] = [];
function tempSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-test-'));
  dirs.push(dir);
  return dir;
}
test.afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, {recursive: true, force: true});
});

test('the linters pass on real pages and each fails, by name, on its kind of mistake', async () => {
  test.setTimeout(180_000);
  const good = tempSite();
  const bad = tempSite();
  copy([...CONFIGS, ...PAGES, ...MODEL], good);
  copy([...CONFIGS, ...PAGES, ...MODEL], bad);
  // One mistake for each linter, in the broken copy only.
  edit(bad, 'docs/sql/mappings.md', (t) =>
    t.replace(/^description: .*$/m, `description: ${'A description that is far too long. '.repeat(5)}`),
  );
  edit(
    bad,
    'docs/integration/dbvisualizer.md',
    (t) =>
      `${t}\n## Checked by the test\nThe knowlege graph answers this query.\n\n\`\`\`sql\nSELECT name FROM WHERE;\n\`\`\`\n\n_Replace this line: give the result._\n`,
  );

  const [passing, failing] = await Promise.all([
    // The routes step needs the whole site (tests/tools/add-a-page.spec.ts runs it).
    checkContent(['--skip', 'links,routes', '--root', good]),
    checkContent(['--skip', 'links,routes', '--root', bad]),
  ]);
  expect(passing.status, passing.output).toBe(0);
  for (const step of ['mdx', 'sql', 'spelling', 'markdown']) expect(passing.output).toMatch(new RegExp(`ok +${step} `));
  expect(passing.output).toContain('check:content passed');

  expect(failing.status, failing.output).toBe(1);
  for (const step of ['mdx', 'sql', 'spelling', 'markdown'])
    expect(failing.output).toMatch(new RegExp(`FAIL ${step} `));
  expect(failing.output).toMatch(/description has \d+ characters \(at most 160\)/);
  expect(failing.output).toMatch(
    /docs\/integration\/dbvisualizer\.md:\d+:2 unfinished: an instruction of the page generator, still to replace: _Replace this line: give the result\._/,
  );
  expect(failing.output).toContain('Unknown word (knowlege)');
  expect(failing.output).toContain('MD022/blanks-around-headings');
  expect(failing.output).toMatch(
    /dbvisualizer\.md:\d+:18: expected a table after FROM but found WHERE\n.*SELECT name FROM WHERE;\n.* {17}\^{5}\n/,
  );
  expect(failing.output).toContain('check:content failed (');
});

test('an unknown step is refused', async () => {
  const result = await checkContent(['--only', 'linkz']);
  expect(result.status).toBe(2);
  expect(result.output).toContain('Unknown step(s): linkz');
});
