/**
 * Unit tests (no browser) for the page scaffolder, tools/author/new-page.ts.
 * Each test runs the script with `--root` on a temporary copy of docs/,
 * sidebars.ts and the data-source catalog, never on the repository itself.
 * - A scaffolded page has valid front matter and its type's headings, sits in
 *   the right sidebar next to its folder's pages, and the whole copy still
 *   meets the contract the build gate checks (src/features/docs-contract/contract.ts), with
 *   sidebars.ts loaded by jiti as Docusaurus loads it.
 * - The scaffolded pages fail check:mdx on the generator's instructions, and
 *   once those are replaced pass check:mdx, check:sql, markdownlint and cspell.
 * Its refusals, which write nothing: new-page-refusals.spec.ts.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {findUnfinished} from '../../tools/author/new-page';
import {
  ROOT,
  contractProblems,
  frontMatterOf,
  loadSidebars,
  makeCopy,
  newPage,
  run,
  sidebarIds,
} from './new-page-helpers';

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
