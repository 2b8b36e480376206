/**
 * Unit tests (no browser) for the page scaffolder, tools/author/new-page.ts:
 * every refusal exits with 1, says why, and leaves the copy byte-identical,
 * and a dry run writes nothing. The script runs with `--root` on a temporary
 * copy of docs/, sidebars.ts and the data-source catalog, never on the
 * repository itself. The pages it writes: new-page.spec.ts.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import {makeCopy, newPage, treeHash} from './new-page-helpers';

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
