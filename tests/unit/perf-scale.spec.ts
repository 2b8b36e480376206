/**
 * Unit tests (no browser, no build) of the scale benchmark's own logic (tools/perf/scale-*.ts): where copies
 * go and how their titles, descriptions, links, imports and sidebars are rewritten, the static check that finds a
 * copy linking out of itself, the memory estimate that refuses a factor, the attribution of a CPU profile, and
 * the per-page growth flag. The command itself runs in tests/tools/perf-scale.spec.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {perfPhases} from '../../tools/perf/parse';
import {
  checkScaledCopy,
  copyDescription,
  copyFrontMatter,
  copyOfPath,
  copyPathOf,
  makeScaledCopy,
  referencesOf,
  rewriteReferences,
  scaleSidebars,
  sidebarForSidebarless,
} from '../../tools/perf/scale-copy';
import {
  attributeProfile,
  expectedPeak,
  memoryVerdict,
  ownerOf,
  perPageGrowth,
  type CpuProfile,
} from '../../tools/perf/scale-measure';

const GB = 2 ** 30;

test.describe('the copies of the docs', () => {
  test('copy k of a file goes to copy-k inside its top folder, or below docs/ for a file directly in it', () => {
    expect(copyPathOf('sql/mappings.md', 2)).toBe('sql/copy-2/mappings.md');
    expect(copyPathOf('integration/datasources/mysql/overview.md', 10)).toBe(
      'integration/copy-10/datasources/mysql/overview.md',
    );
    expect(copyPathOf('index.md', 3)).toBe('copy-3/index.md');
    expect(copyPathOf('_shared/_user-token.mdx', 2)).toBe('_shared/copy-2/_user-token.mdx');
    expect(copyPathOf('sql/mappings.md', 1)).toBe('sql/mappings.md');
    expect(copyOfPath('sql/copy-2/mappings.md')).toBe(2);
    expect(copyOfPath('copy-3/index.md')).toBe(3);
    expect(copyOfPath('sql/mappings.md')).toBe(1);
  });

  test("a copy's description names the copy and stays within the contract's 160 characters, cut at a word", () => {
    expect(copyDescription('Bind tables to concepts.', 2)).toBe('Bind tables to concepts. (copy 2)');
    const long = 'Words of a long description '.repeat(6).slice(0, 158);
    const copy = copyDescription(long, 10);
    expect(copy.length).toBeLessThanOrEqual(160);
    expect(copy).toMatch(/\w… \(copy 10\)$/);
    expect(long.startsWith(copy.replace(/… \(copy 10\)$/, ''))).toBe(true);
  });

  test("a copy's front matter: title and description of the copy, no absolute slug, the rest and the body kept", () => {
    const text =
      '---\ntitle: Documentation\ndescription: The docs.\nslug: /\nhide_table_of_contents: true\n---\n\nBody [a](a.md)\n';
    const copy = copyFrontMatter(text, 4);
    expect(copy).toContain('title: Documentation (copy 4)');
    expect(copy).toContain('description: The docs. (copy 4)');
    expect(copy).toContain('hide_table_of_contents: true');
    expect(copy).not.toContain('slug:');
    expect(copy.endsWith('---\n\nBody [a](a.md)\n')).toBe(true);
    expect(copyFrontMatter('No front matter', 2)).toBe('No front matter');
  });

  test("a copy's links and imports lead to the same files of the same copy, resolved as Docusaurus resolves them", () => {
    const files = new Set(['sql/a.md', 'sql/b.md', 'platform/c.md', '_shared/_p.mdx', 'index.md']);
    const text = [
      "import P from '../_shared/_p.mdx';",
      "import source from '@site/src/features/catalogs/data/datasources/postgres';",
      '',
      '[b](b.md#anchor) [c](../platform/c.md) [home](../index.md) [root](sql/b.md)',
      '[web](https://example.com/x.md) [here](#here) [sample](nowhere.md) [static](../../static/x.yaml)',
      '[def]: ./b.md',
    ].join('\n');
    const copy = rewriteReferences(text, 'sql/a.md', 2, files);
    expect(copy).toContain("import P from '../../_shared/copy-2/_p.mdx';");
    expect(copy).toContain("from '@site/src/features/catalogs/data/datasources/postgres'");
    expect(copy).toContain('[b](./b.md#anchor)');
    expect(copy).toContain('[c](../../platform/copy-2/c.md)');
    expect(copy).toContain('[home](../../copy-2/index.md)');
    expect(copy).toContain('[root](./b.md)'); // `sql/b.md` from sql/ is no file; from docs/ it is sql/b.md
    expect(copy).toContain('[web](https://example.com/x.md) [here](#here) [sample](nowhere.md)');
    expect(copy).toContain('[static](../../../static/x.yaml)');
    expect(copy).toContain('[def]: ./b.md');
    expect(referencesOf(text).map((r) => r.target)).toEqual([
      '../_shared/_p.mdx',
      'b.md',
      '../platform/c.md',
      '../index.md',
      'sql/b.md',
      'nowhere.md',
      '../../static/x.yaml',
      './b.md',
    ]);
  });

  test('each sidebar gets a collapsed "Copy k" category per copy, with the copied ids and the docs without a sidebar', () => {
    const sidebars = {
      sqlSidebar: [
        'sql/index',
        {type: 'category', label: 'Admin', link: {type: 'doc', id: 'sql/jobs'}, items: ['sql/cubes']},
      ],
    };
    const scaled = scaleSidebars(sidebars, 3, (id, k) => `${id}@${k}`, {sqlSidebar: ['sql/hidden']});
    expect(scaled.sqlSidebar).toEqual([
      ...sidebars.sqlSidebar,
      ...[2, 3].map((k) => ({
        type: 'category',
        label: `Copy ${k}`,
        collapsed: true,
        items: [
          `sql/index@${k}`,
          {type: 'category', label: 'Admin', link: {type: 'doc', id: `sql/jobs@${k}`}, items: [`sql/cubes@${k}`]},
          `sql/hidden@${k}`,
        ],
      })),
    ]);
    expect(sidebarForSidebarless('docs/api/python-api-connector.md', ['gettingStartedSidebar', 'apiSidebar'])).toBe(
      'apiSidebar',
    );
    expect(sidebarForSidebarless('docs/general/changelog.md', ['gettingStartedSidebar', 'apiSidebar'])).toBe(
      'gettingStartedSidebar',
    );
  });

  test('the static check passes a scaled copy, and finds a copy that links out of itself or repeats a title', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-scale-unit-'));
    try {
      const write = (rel: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
        fs.writeFileSync(path.join(dir, rel), text);
      };
      const sqlPage = '---\ntitle: Views\ndescription: Views.\n---\n\nSee [concepts](../platform/concepts.md).\n';
      write('docs/sql/views.md', sqlPage);
      write(
        'docs/platform/concepts.md',
        '---\ntitle: Concepts\ndescription: Concepts.\n---\n\n[Views](../sql/views.md)\n',
      );
      const sidebars = {sqlSidebar: ['sql/views'], paltformSidebar: ['platform/concepts']};
      const copy = makeScaledCopy(dir, 3, sidebars);
      const check = checkScaledCopy(dir, copy, []);
      expect(check).toMatchObject({docs: 6, expectedDocs: 6, routes: 6, references: 4, problems: []});
      expect(fs.readFileSync(path.join(dir, 'docs/sql/copy-3/views.md'), 'utf8')).toContain(
        '[concepts](../../platform/copy-3/concepts.md)',
      );
      expect(fs.readFileSync(path.join(dir, 'sidebars.ts'), 'utf8')).toContain('"sql/copy-2/views"');

      // Copy 2 of the page linking to the original page, with the original's title.
      write('docs/sql/copy-2/views.md', sqlPage.replace('../platform/', '../../platform/'));
      const problems = checkScaledCopy(dir, copy, ['a problem of the routes']).problems;
      expect(problems).toEqual([
        'a problem of the routes',
        'docs/sql/views.md has the title of docs/sql/copy-2/views.md, in another copy: Views',
        'docs/sql/copy-2/views.md: "../../platform/concepts.md" leads to platform/concepts.md, not to platform/copy-2/concepts.md',
      ]);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

test.describe('memory, profile and growth', () => {
  test('a factor is refused when its expected peak exceeds 85% of the machine, and the reason says so', () => {
    expect(expectedPeak(10, [])).toBeNull();
    expect(memoryVerdict(10, null, 24 * GB).ok).toBe(true);
    // N = 1 alone: all of its peak taken to grow with the pages.
    expect(expectedPeak(10, [{factor: 1, peakBytes: 2 * GB}])).toBe(20 * GB);
    // Two measured factors: the line through them.
    expect(
      expectedPeak(10, [
        {factor: 1, peakBytes: 2 * GB},
        {factor: 3, peakBytes: 3 * GB},
      ]),
    ).toBe(6.5 * GB);
    expect(memoryVerdict(10, 21 * GB, 24 * GB)).toEqual({
      ok: false,
      reason:
        'refused: a build at N = 10 is expected to peak at 21.0 GB; the machine has 24.0 GB, of which 85% (20.4 GB) may be used',
    });
    expect(memoryVerdict(10, 21 * GB, 24 * GB).ok).toBe(false);
    expect(memoryVerdict(10, 6.5 * GB, 24 * GB).ok).toBe(true);
  });

  test("a CPU profile's samples go to the deepest frame of our code, else to MDX, else to the rest", () => {
    const frame = (id: number, url: string, children: number[] = [], functionName = 'f') => ({
      id,
      callFrame: {functionName, url},
      children,
    });
    const site = 'file:///tmp/site';
    const profile: CpuProfile = {
      nodes: [
        frame(1, '', [2, 6, 9], '(root)'),
        frame(2, `${site}/node_modules/@docusaurus/mdx-loader/lib/loader.js`, [3, 5]),
        frame(3, `${site}/src/features/runnable-sql/remark.ts`, [4]),
        frame(4, `${site}/node_modules/sql.js/dist/sql-wasm.js`),
        frame(5, `${site}/node_modules/micromark/index.js`),
        frame(6, `${site}/src/features/llms/plugin.ts`, [7]),
        frame(7, `${site}/src/shared/built-pages.ts`, [8]),
        frame(8, `${site}/node_modules/rehype-parse/index.js`),
        frame(9, '', [], '(idle)'),
      ],
      samples: [4, 4, 5, 8, 6, 9, 9],
    };
    // Each sample counts one interval (4 ms here), whatever time passed since the one before.
    expect(attributeProfile(profile, 4)).toEqual({
      'runnable-sql': 8,
      'MDX compile': 4,
      'post-build pass (read, parse)': 4,
      llms: 4,
      '(idle)': 8,
    });
    expect(ownerOf([`${site}/node_modules/@rspack/core/dist/index.js`])).toBe('other');
    // Below our pass-through loader, the next loaders run: MDX's work, not the loader's feature.
    expect(
      ownerOf([
        `${site}/node_modules/micromark/index.js`,
        `${site}/node_modules/@docusaurus/mdx-loader/lib/loader.js`,
        `${site}/src/features/api-reference/dependency-loader.cjs`,
      ]),
    ).toBe('MDX compile');
  });

  test('a cost per page more than 1.2 times the N = 1 cost per page is flagged', () => {
    expect(perPageGrowth(100, 100, 10, 10)).toEqual({perPage: 1, ratio: 1, superlinear: false});
    expect(perPageGrowth(120, 100, 10, 10).superlinear).toBe(false);
    expect(perPageGrowth(121, 100, 10, 10)).toMatchObject({ratio: 1.21, superlinear: true});
    expect(perPageGrowth(null, 100, 10, 10).ratio).toBeNull();
  });

  test("Docusaurus's performance logger lines give each phase in seconds, by its path", () => {
    expect(
      perfPhases([
        '[PERF] Build > en > SSG - 14.46 seconds! - (Heap 257mb -> 259mb / Total 291mb)',
        '\u001b[35m[PERF]\u001b[39m Build > en > Broken links checker - 82.11 ms - (Heap 271mb -> 276mb)',
        '[PERF] Build > en > SSG > Thread pool > Result for task 3 - (Heap 259mb / Total 291mb)',
      ]),
    ).toEqual({'Build > en > SSG': 14.46, 'Build > en > Broken links checker': 0.08});
  });
});
