/**
 * Unit tests (no browser) for the page scaffolder, tools/author/new-page.ts.
 * Each test runs the script with `--root` on a temporary copy of docs/,
 * sidebars.ts and the data-source catalog, never on the repository itself.
 * - Every refusal exits with 1, says why, and leaves the copy byte-identical.
 * - A scaffolded page has valid front matter and its type's headings, sits in
 *   the right sidebar next to its folder's pages, and the whole copy still
 *   meets the contract the build gate checks (src/features/docs-contract/contract.ts), with
 *   sidebars.ts loaded by jiti as Docusaurus loads it.
 * - The scaffolded pages fail check:mdx on the generator's instructions, and
 *   once those are replaced pass check:mdx, check:sql, markdownlint and cspell.
 */
import {test, expect} from '@playwright/test';
import {spawn} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {checkDocsContract} from '../../src/features/docs-contract/contract';
import {findUnfinished} from '../../tools/author/new-page';
import {loadTs, toolArgs} from '../../tools/lib/loader';

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(ROOT, 'tools/author/new-page.ts');

type Run = {status: number | null; stdout: string; stderr: string};

function run(bin: string, args: string[], cwd = ROOT): Promise<Run> {
  return new Promise((resolve, reject) => {
    // A tool of tools/ runs through its launcher, a package's command as it is.
    const argv = bin.endsWith('.ts') ? toolArgs(bin, ...args) : [bin, ...args];
    const child = spawn(process.execPath, argv, {cwd, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, stdout, stderr}));
  });
}

/** A temporary site folder with what the script reads. */
function makeCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-page-test-'));
  fs.cpSync(path.join(ROOT, 'docs'), path.join(dir, 'docs'), {recursive: true});
  fs.copyFileSync(path.join(ROOT, 'sidebars.ts'), path.join(dir, 'sidebars.ts'));
  // The catalog (src/features/catalogs/data/datasources.ts) is split into modules that import each other.
  fs.cpSync(path.join(ROOT, 'src/features/catalogs/data'), path.join(dir, 'src/features/catalogs/data'), {
    recursive: true,
  });
  return dir;
}

/** One hash over every file path and its bytes. */
function treeHash(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      hash.update(path.relative(dir, full));
      if (entry.isDirectory()) walk(full);
      else hash.update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function newPage(root: string, args: string[]): Promise<Run> {
  return run(SCRIPT, ['--root', root, ...args]);
}

function loadSidebars(root: string): Record<string, unknown[]> {
  return loadTs<Record<string, unknown[]>>(path.join(root, 'sidebars.ts'));
}

/** Doc ids of a sidebar, in order (docs and category links). */
function sidebarIds(items: unknown[], out: string[] = []): string[] {
  for (const item of items) {
    if (typeof item === 'string') out.push(item);
    else if (item && typeof item === 'object') {
      const o = item as {id?: string; link?: {type: string; id?: string}; items?: unknown[]};
      if (o.id) out.push(o.id);
      if (o.link?.type === 'doc' && o.link.id) out.push(o.link.id);
      if (o.items) sidebarIds(o.items, out);
    }
  }
  return out;
}

function frontMatterOf(file: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(fs.readFileSync(file, 'utf8'));
  expect(match, `${file} starts with front matter`).not.toBeNull();
  return yaml.load(match![1]) as Record<string, unknown>;
}

/** Runs the build gate's check over every doc of the copy, as the plugin does. */
function contractProblems(root: string): string[] {
  const sidebars = loadSidebars(root);
  const sidebarOf = new Map<string, string>();
  for (const [name, items] of Object.entries(sidebars)) for (const id of sidebarIds(items)) sidebarOf.set(id, name);
  const docs: Parameters<typeof checkDocsContract>[0] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
        const id = path
          .relative(path.join(root, 'docs'), full)
          .split(path.sep)
          .join('/')
          .replace(/\.mdx?$/, '');
        const frontMatter = frontMatterOf(full);
        docs.push({id, source: full, sidebar: sidebarOf.get(id), frontMatter});
      }
    }
  };
  walk(path.join(root, 'docs'));
  return checkDocsContract(docs);
}

const VALID = [
  '--title',
  'Rotate the API keys',
  '--description',
  'Replace the API keys of a Timbr server without downtime.',
];

const REFUSALS: {name: string; args: string[]; message: RegExp}[] = [
  {
    name: 'an existing page',
    args: ['--type', 'reference', '--path', 'sql/mappings', ...VALID],
    message: /"sql\/mappings" already exists/,
  },
  {
    name: 'an existing page given with its extension',
    args: ['--type', 'how-to', '--path', 'getting-started/installation.md', ...VALID],
    message: /already exists/,
  },
  {
    name: 'an absolute path',
    args: ['--type', 'how-to', '--path', '/tmp/rotate-keys', ...VALID],
    message: /must be relative to docs\//,
  },
  {
    name: 'a path with ..',
    args: ['--type', 'how-to', '--path', 'sql/../../src/rotate-keys', ...VALID],
    message: /"\." and "\.\." are not allowed/,
  },
  {
    name: 'a path leaving docs/',
    args: ['--type', 'how-to', '--path', '../README', ...VALID],
    message: /"\." and "\.\." are not allowed/,
  },
  {
    name: 'an unknown section folder',
    args: ['--type', 'how-to', '--path', 'guides/rotate-keys', ...VALID],
    message: /"guides" is not a section folder/,
  },
  {
    name: 'a folder without a sidebar',
    args: ['--type', 'how-to', '--path', 'general/rotate-keys', ...VALID],
    message: /"general" is not a section folder/,
  },
  {
    name: 'bad characters',
    args: ['--type', 'how-to', '--path', 'platform/Rotate Keys', ...VALID],
    message: /"Rotate Keys" may only use lower-case letters/,
  },
  {
    name: 'a partial name',
    args: ['--type', 'how-to', '--path', 'platform/_rotate-keys', ...VALID],
    message: /must start with a letter or digit/,
  },
  {
    name: 'a wrong extension',
    args: ['--type', 'how-to', '--path', 'platform/rotate-keys.txt', ...VALID],
    message: /extension "\.txt" is not allowed/,
  },
  {
    name: 'a double extension',
    args: ['--type', 'how-to', '--path', 'platform/rotate-keys.md.md', ...VALID],
    message: /extension "\.md\.md" is not allowed/,
  },
  {
    name: 'a section without a page name',
    args: ['--type', 'how-to', '--path', 'platform', ...VALID],
    message: /give a page name inside the section/,
  },
  {
    name: 'an empty path part',
    args: ['--type', 'how-to', '--path', 'platform//rotate-keys', ...VALID],
    message: /empty part/,
  },
  {
    name: 'a path that is a folder',
    args: ['--type', 'how-to', '--path', 'platform/managing', ...VALID],
    message: /is a folder/,
  },
  {
    name: 'an unknown type',
    args: ['--type', 'essay', '--path', 'platform/rotate-keys', ...VALID],
    message: /Unknown page type "essay"/,
  },
  {
    name: 'a missing title',
    args: ['--type', 'how-to', '--path', 'platform/rotate-keys', '--description', 'One sentence.'],
    message: /title is missing/,
  },
  {
    name: 'a missing description',
    args: ['--type', 'how-to', '--path', 'platform/rotate-keys', '--title', 'Rotate keys'],
    message: /description is missing/,
  },
  {
    name: 'a description over 160 characters',
    args: [
      '--type',
      'how-to',
      '--path',
      'platform/rotate-keys',
      '--title',
      'Rotate keys',
      '--description',
      'x'.repeat(161),
    ],
    message: /description has 161 characters; at most 160/,
  },
  {
    name: 'a data-source page outside its folder',
    args: ['--type', 'data-source', '--path', 'integration/db2', ...VALID],
    message: /integration\/datasources\/<slug>\/overview/,
  },
  {
    name: 'a data source missing from the catalog',
    args: ['--type', 'data-source', '--path', 'integration/datasources/db2/overview', ...VALID],
    message: /"db2" is not in the catalog/,
  },
  {
    name: 'a how-to under datasources',
    args: ['--type', 'how-to', '--path', 'integration/datasources/db2/setup', ...VALID],
    message: /use --type data-source/,
  },
  {
    name: 'a ui-guide outside platform/',
    args: ['--type', 'ui-guide', '--path', 'sql/editor', ...VALID],
    message: /put it under platform\//,
  },
  {
    name: 'an unknown option',
    args: ['--type', 'how-to', '--path', 'platform/rotate-keys', '--force', ...VALID],
    message: /Unknown option "--force"/,
  },
];

test.describe('refusals write nothing', () => {
  let root: string;
  let before: string;
  test.beforeAll(() => {
    root = makeCopy();
    before = treeHash(root);
  });
  test.afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

  for (const {name, args, message} of REFUSALS) {
    test(`refuses ${name}`, async () => {
      const result = await newPage(root, args);
      expect(result.status, result.stdout + result.stderr).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toContain('Nothing was written.');
      expect(treeHash(root)).toBe(before);
    });
  }

  test('--dry-run prints the page and writes nothing', async () => {
    const result = await newPage(root, [
      '--type',
      'how-to',
      '--path',
      'platform/managing/rotate-keys',
      ...VALID,
      '--dry-run',
    ]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('Dry run: nothing written.');
    expect(result.stdout).toContain('title: Rotate the API keys');
    expect(result.stdout).toContain('## Before you begin');
    expect(result.stdout).toContain('after "platform/managing/recent-activity"');
    expect(treeHash(root)).toBe(before);
  });
});

/** Headings each type must have, in order (from STYLE-GUIDE.md). */
const CASES: {type: string; id: string; sidebar: string; after: string; headings: string[]; extra?: string[]}[] = [
  {
    type: 'how-to',
    id: 'platform/managing/rotate-keys',
    sidebar: 'paltformSidebar',
    after: 'platform/managing/recent-activity',
    headings: ['## Before you begin', '## Step 1: First action', '## Verify', '## Troubleshooting', '## Next steps'],
  },
  {
    type: 'reference',
    id: 'sql/drop-statements',
    sidebar: 'sqlSidebar',
    after: 'sql/graph-algorithms',
    headings: [
      '## Syntax',
      '## Parameters',
      '## Examples',
      '### A simple case',
      '### A realistic case',
      '## Notes and limits',
      '## Related statements',
    ],
    extra: ['```sql template'],
  },
  {
    type: 'tutorial',
    id: 'getting-started/tutorials/retail-use-case',
    sidebar: 'gettingStartedSidebar',
    after: 'getting-started/tutorials/embedded-graph-explorer-iframe',
    headings: ['## Before you begin', '## Step 1: First step', '## Summary', '## Next steps'],
  },
  {
    type: 'overview',
    id: 'api/sdk/index',
    sidebar: 'apiSidebar',
    after: 'api/timbr-swagger',
    headings: ['## Key ideas', '## How the parts fit together', '## Pages in this section'],
  },
  {
    type: 'ui-guide',
    id: 'platform/query/query-history',
    sidebar: 'paltformSidebar',
    after: 'platform/query/query-search',
    headings: [
      '## Who can use it',
      '## Parts of the screen',
      '## Tasks',
      '### First task',
      '## Tips',
      '## Related pages',
    ],
  },
  {
    // An inline items array that grows past 120 characters is split, one id a line.
    type: 'how-to',
    id: 'integration/python/python_odbc',
    sidebar: 'integrationsSidebar',
    after: 'integration/python/python_sqlalchemy',
    headings: ['## Before you begin', '## Step 1: First action', '## Verify', '## Troubleshooting', '## Next steps'],
  },
];

test.describe('scaffolded pages', () => {
  let root: string;
  const written: string[] = [];
  test.describe.configure({mode: 'serial'});
  test.beforeAll(() => {
    root = makeCopy();
    // A catalog entry whose page is missing, as when a source has just been added to the catalog.
    fs.rmSync(path.join(root, 'docs/integration/datasources/vertica'), {recursive: true});
    const sidebars = fs.readFileSync(path.join(root, 'sidebars.ts'), 'utf8');
    fs.writeFileSync(
      path.join(root, 'sidebars.ts'),
      sidebars.replace(/\n\s*'integration\/datasources\/vertica\/overview',/, ''),
    );
  });
  test.afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

  for (const c of CASES) {
    test(`${c.type}: ${c.id}`, async () => {
      const title = `Sample ${c.type} page`;
      const description = `A sample ${c.type} page written by the new-page test.`;
      const result = await newPage(root, [
        '--type',
        c.type,
        '--path',
        c.id,
        '--title',
        title,
        '--description',
        description,
      ]);
      expect(result.status, result.stderr).toBe(0);
      const file = path.join(root, 'docs', `${c.id}.md`);
      written.push(file);
      expect(frontMatterOf(file)).toEqual({title, description});
      const text = fs.readFileSync(file, 'utf8');
      const headings = text.split('\n').filter((l) => /^#{2,3} /.test(l));
      expect(headings).toEqual(c.headings);
      for (const snippet of c.extra ?? []) expect(text).toContain(snippet);

      const sidebars = loadSidebars(root);
      const ids = sidebarIds(sidebars[c.sidebar]);
      expect(ids.filter((id) => id === c.id)).toHaveLength(1);
      expect(ids[ids.indexOf(c.id) - 1]).toBe(c.after);
      for (const [name, items] of Object.entries(sidebars)) {
        if (name !== c.sidebar) expect(sidebarIds(items)).not.toContain(c.id);
      }
      // The edit adds no line longer than 120 characters (the file's own long lines may stay).
      const longLines = (file: string) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .filter((l) => l.length > 120);
      const original = new Set(longLines(path.join(ROOT, 'sidebars.ts')));
      expect(longLines(path.join(root, 'sidebars.ts')).filter((l) => !original.has(l))).toEqual([]);
    });
  }

  test('data-source: a catalog entry without a page gets one rendered from the catalog', async () => {
    const id = 'integration/datasources/vertica/overview';
    const result = await newPage(root, [
      '--type',
      'data-source',
      '--path',
      id,
      '--title',
      'Vertica',
      '--description',
      'Connect Timbr to Vertica.',
    ]);
    expect(result.status, result.stderr).toBe(0);
    const file = path.join(root, 'docs', `${id}.md`);
    written.push(file);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain("import DatasourceCommon from '../_datasource-common.mdx';");
    // The page imports its own catalog entry only, and that module exists.
    expect(text).toContain("import source from '@site/src/features/catalogs/data/datasources/vertica';");
    expect(fs.existsSync(path.join(ROOT, 'src/features/catalogs/data/datasources/vertica.ts'))).toBe(true);
    expect(text).toContain('<DatasourceCommon source={source} />');
    expect(text).not.toContain('slug=');
    expect(text.split('\n').filter((l) => l.startsWith('## '))).toEqual([
      '## Map a first table',
      '## Limits and troubleshooting',
    ]);
    const ids = sidebarIds(loadSidebars(root).integrationsSidebar);
    expect(ids[ids.indexOf(id) - 1]).toBe('integration/datasources/trino/overview');
  });

  test('the copy still meets the build gate’s contract; the pages fail check:mdx until their instructions are replaced, then pass the content checks', async () => {
    // Four content checks run as child processes: room on a busy machine, as tests/tools/check-content.spec.ts has.
    test.setTimeout(180_000);
    expect(written).toHaveLength(CASES.length + 1);
    expect(contractProblems(root)).toEqual([]);
    const unfinished = await run(path.join(ROOT, 'tools/check/mdx.ts'), written);
    expect(unfinished.status, unfinished.stdout).toBe(1);
    for (const file of written)
      expect(unfinished.stderr).toMatch(
        new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+ unfinished: `),
      );
    expect(unfinished.stdout).toContain(
      `${written.length} of ${written.length} files compile; ${written.length} hold unfinished generator text`,
    );
    // Replace every line the check names, as the writer would.
    for (const file of written) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      for (const {line} of findUnfinished(lines.join('\n'))) {
        const current = lines[line - 1];
        lines[line - 1] = /^#/.test(current)
          ? `${/^#+/.exec(current)![0]} Step 1: Open the settings`
          : current.startsWith('|')
            ? '| `name` | Identifier | Yes | None | The name of the object. |'
            : current.startsWith('CREATE')
              ? 'CREATE [OR REPLACE] CONCEPT {name}'
              : 'An administrator opens the settings of the Timbr server.';
      }
      fs.writeFileSync(file, lines.join('\n'));
    }
    const [mdx, sql, lint, spelling] = await Promise.all([
      run(path.join(ROOT, 'tools/check/mdx.ts'), written),
      run(path.join(ROOT, 'tools/check/sql/cli.ts'), written),
      run(path.join(ROOT, 'node_modules/markdownlint-cli2/markdownlint-cli2-bin.mjs'), [
        '--config',
        path.join(ROOT, '.markdownlint-cli2.jsonc'),
        '--no-globs',
        ...written.map((f) => `:${f}`),
      ]),
      run(path.join(ROOT, 'node_modules/cspell/bin.mjs'), [
        '--no-progress',
        '--no-summary',
        '--config',
        path.join(ROOT, 'cspell.json'),
        '--root',
        root,
        ...written,
      ]),
    ]);
    expect(mdx.status, mdx.stderr).toBe(0);
    expect(mdx.stdout).toContain(
      `${written.length} of ${written.length} files compile; none holds unfinished generator text`,
    );
    expect(sql.status, sql.stderr).toBe(0);
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    expect(spelling.status, spelling.stdout + spelling.stderr).toBe(0);
  });

  test('the gate check itself fails on a page the scaffolder would refuse', () => {
    // Guards the test above: the same check does catch a long description.
    const file = written[0];
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, original.replace(/^description: .*$/m, `description: ${'x'.repeat(161)}`));
    try {
      expect(contractProblems(root).join('\n')).toMatch(/161 characters/);
    } finally {
      fs.writeFileSync(file, original);
    }
  });
});

test('titles and descriptions with YAML syntax are quoted, and the sidebar label is kept', async () => {
  const root = makeCopy();
  try {
    const title = 'Keys: "rotate" & renew # now';
    const description = "It's a sample: with a colon, quotes and a hash # sign.";
    const result = await newPage(root, [
      '--type',
      'how-to',
      '--path',
      'api/rotate-keys.mdx',
      '--title',
      title,
      '--description',
      description,
      '--sidebar-label',
      'Keys',
    ]);
    expect(result.status, result.stderr).toBe(0);
    expect(frontMatterOf(path.join(root, 'docs/api/rotate-keys.mdx'))).toEqual({
      title,
      description,
      sidebar_label: 'Keys',
    });
    expect(sidebarIds(loadSidebars(root).apiSidebar)).toContain('api/rotate-keys');
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});
