import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {DATASOURCES} from '../../src/features/catalogs/data/datasources';
import {SMOKE_PAGES, changedFiles, pagesForChanges} from '../../tools/check/changed-pages';
import {COPIES} from '../support/copies';

/**
 * The content fast path's map from changed files to the pages to crawl
 * (tools/check/changed-pages.ts, used by `npm run check:changed`), on the
 * repository's own files.
 */

type Mapping = {pages: string[]; notes: string[]; smoke: boolean};
const pagesFor = (files: string[]): Mapping => pagesForChanges(files);

test('a doc is its own route; a page of src/pages too', () => {
  expect(pagesFor(['docs/sql/mappings.md'])).toEqual({
    pages: ['/doc/docs/sql/mappings'],
    notes: ['docs/sql/mappings.md: /doc/docs/sql/mappings'],
    smoke: false,
  });
  expect(pagesFor(['docs/sql/index.md']).pages).toEqual(['/doc/docs/sql/']);
  expect(pagesFor(['src/pages/index.tsx']).pages).toEqual(['/doc/']);
});

test('a partial brings in every page that imports it, also through other partials', () => {
  // Every data source page renders the shared partial, and the page that shows the MySQL page's text does too.
  const datasourcePages = DATASOURCES.map((s) => `/doc/docs/integration/datasources/${s.slug}/overview`);
  const copies = COPIES.filter(([, original]) => datasourcePages.includes(original)).map(([copy]) => copy);
  expect(copies.length).toBeGreaterThan(0);
  expect(pagesFor(['docs/integration/datasources/_datasource-common.mdx']).pages).toEqual(
    [...datasourcePages, ...copies].sort(),
  );
});

test('a data module or a component brings in the pages that use it', () => {
  expect(pagesFor(['src/features/catalogs/data/datasources/postgres.ts']).pages).toEqual([
    '/doc/docs/integration/datasources/postgres/overview',
  ]);
  // The MySQL entry is also on the page that shows the MySQL page's text.
  expect(pagesFor(['src/features/catalogs/data/datasources/mysql.ts']).pages).toEqual([
    '/doc/docs/getting-started/integration/datasources/mysql/overview',
    '/doc/docs/integration/datasources/mysql/overview',
  ]);
  const rest = pagesFor(['src/features/catalogs/theme/RestEndpoints/index.tsx']);
  expect(rest.smoke).toBe(false);
  expect(rest.pages).toContain('/doc/docs/integration/rest');
  expect(rest.pages).toContain('/doc/docs/api/timbr-swagger');
  expect(rest.pages).not.toContain('/doc/docs/sql/mappings');
});

test('what no page imports or names (styles, the theme, configuration, tools) brings in the smoke pages, and says so', () => {
  for (const file of [
    'src/css/custom.css',
    'docusaurus.config.ts',
    'src/features/diagrams/theme/Mermaid/index.tsx',
    'README.md',
  ]) {
    const result = pagesFor([file]);
    expect(result.smoke, file).toBe(true);
    expect(result.pages, file).toEqual([...SMOKE_PAGES].sort());
    expect(result.notes, file).toEqual([
      expect.stringMatching(
        new RegExp(`^${file.replace(/[.]/g, '\\.')}: no page imports or names it .*: the smoke pages$`),
      ),
    ]);
  }
  // A page change with it: both.
  expect(pagesFor(['src/css/custom.css', 'docs/sql/mappings.md']).pages).toEqual(
    [...SMOKE_PAGES, '/doc/docs/sql/mappings'].sort(),
  );
});

test('a removed file brings in no page, and is named', () => {
  expect(pagesFor(['docs/sql/no-such-page.md'])).toEqual({
    pages: [],
    notes: [expect.stringContaining('docs/sql/no-such-page.md: removed')],
    smoke: false,
  });
});

test('the changed files are those since the merge base, committed or not, and new files', () => {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'changed-files-'));
  try {
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
        cwd: repo,
        encoding: 'utf8',
      });
    git('init', '-q', '-b', 'main');
    fs.writeFileSync(path.join(repo, 'a.md'), 'a');
    fs.writeFileSync(path.join(repo, 'b.md'), 'b');
    git('add', '.');
    git('commit', '-qm', 'base');
    git('checkout', '-qb', 'change');
    fs.writeFileSync(path.join(repo, 'a.md'), 'a, edited and committed');
    git('commit', '-qam', 'edit a');
    fs.writeFileSync(path.join(repo, 'b.md'), 'b, edited, not committed');
    fs.writeFileSync(path.join(repo, 'c.md'), 'new');
    // main moves on after the branch left it: its own changes are not the branch's.
    git('checkout', '-q', 'main');
    fs.writeFileSync(path.join(repo, 'd.md'), 'on main only');
    git('add', 'd.md');
    git('commit', '-qm', 'main moves');
    git('checkout', '-q', 'change');
    const {files} = changedFiles(repo);
    expect(files).toEqual(['a.md', 'b.md', 'c.md']);
  } finally {
    fs.rmSync(repo, {recursive: true, force: true});
  }
});
