/**
 * Unit tests (no browser) for the two lint gates of `npm run check`:
 * spelling (cspell, cspell.json + project-words.txt) and Markdown lint
 * (markdownlint-cli2, .markdownlint-cli2.jsonc). Each CLI runs with the
 * project configuration on small temporary pages, which must fail, and on a
 * real page, which must pass.
 */
import {test, expect} from '@playwright/test';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const CSPELL = path.join(ROOT, 'node_modules/cspell/bin.mjs');
const MARKDOWNLINT = path.join(ROOT, 'node_modules/markdownlint-cli2/markdownlint-cli2-bin.mjs');
const REAL_PAGE = path.join(ROOT, 'docs/integration/dbvisualizer.md');

type Run = {status: number | null; output: string};

function run(bin: string, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {cwd: ROOT});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output}));
  });
}

/** cspell only checks files under its root, so the root is the file's folder. */
function cspell(file: string): Promise<Run> {
  return run(CSPELL, [
    '--no-progress',
    '--no-summary',
    '--config',
    path.join(ROOT, 'cspell.json'),
    '--root',
    path.dirname(file),
    file,
  ]);
}

/** --no-globs: lint only the given file, not the globs of the project config. */
function markdownlint(file: string): Promise<Run> {
  return run(MARKDOWNLINT, ['--config', path.join(ROOT, '.markdownlint-cli2.jsonc'), '--no-globs', `:${file}`]);
}

const FRONT_MATTER = '---\ntitle: Lint gate sample\ndescription: A sample page for the lint gate tests.\n---\n\n';

const SPELLING_SAMPLE = `${FRONT_MATTER}Timbr maps the knowlege graph to your datasources.

Set \`qzxwvk_option\` or TIMBR_QZXWVK_FLAG, see https://example.com/qzxwvkpath.

\`\`\`sql
SELECT \`qzxwvk\` FROM dtimbr.product;
\`\`\`
`;

const LINT_SAMPLE = `${FRONT_MATTER}## Heading\nText right under the heading.\n`;

// Like the partials (_*.mdx): no front matter, a leading MDX comment, JSX.
const MDX_SAMPLE = `{/* A leading MDX comment, as in the partials. */}

import Tabs from '@theme/Tabs';

## Install

<Tabs>
  <TabItem value="a" label="A">

${'A long line of prose that is not wrapped.'.repeat(6)}

  </TabItem>
</Tabs>
`;

let dir: string;
let results: Record<'spellingSample' | 'spellingReal' | 'lintSample' | 'lintMdx' | 'lintReal', Run>;

// One worker for the whole file (the config is fullyParallel), so the CLIs run
// once; the five runs are independent and start at the same time.
test.describe.configure({mode: 'default'});

test.beforeAll(async () => {
  // Five command lines at once: room on a busy machine.
  test.setTimeout(120_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-gates-'));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  const [spellingSample, spellingReal, lintSample, lintMdx, lintReal] = await Promise.all([
    cspell(write('spelling.md', SPELLING_SAMPLE)),
    cspell(REAL_PAGE),
    markdownlint(write('lint.md', LINT_SAMPLE)),
    markdownlint(write('partial.mdx', MDX_SAMPLE)),
    markdownlint(REAL_PAGE),
  ]);
  results = {spellingSample, spellingReal, lintSample, lintMdx, lintReal};
});

test.afterAll(() => {
  if (dir) fs.rmSync(dir, {recursive: true, force: true});
});

test('spelling: a misspelt word fails; code, URLs, ALL_CAPS names and project words do not', () => {
  const {status, output} = results.spellingSample;
  expect(status, output).not.toBe(0);
  expect(output).toContain('Unknown word (knowlege)');
  // Only the prose typo is reported: code, URLs and identifiers are ignored.
  expect(output).not.toMatch(/qzxwvk|Timbr|dtimbr/i);
});

test('spelling: a real page passes', () => {
  const {status, output} = results.spellingReal;
  expect(status, output).toBe(0);
});

test('markdown lint: a heading without a blank line below fails', () => {
  const {status, output} = results.lintSample;
  expect(status, output).not.toBe(0);
  expect(output).toContain('MD022/blanks-around-headings');
});

test('markdown lint: an MDX partial with a leading comment, JSX and long lines passes', () => {
  const {status, output} = results.lintMdx;
  expect(status, output).toBe(0);
});

test('markdown lint: a real page passes', () => {
  const {status, output} = results.lintReal;
  expect(status, output).toBe(0);
});
