import {test, expect} from '@playwright/test';
import {checkDocsContract, SIDEBARLESS_DOCS} from '../../../src/features/docs-contract/contract';

const good = {
  id: 'sql/mappings',
  source: '@site/docs/sql/mappings.md',
  sidebar: 'sqlSidebar',
  frontMatter: {title: 'Mappings', description: 'Bind source tables to concepts.'},
};

test('a doc with title, short description and a sidebar passes', () => {
  expect(checkDocsContract([good], [])).toEqual([]);
});

test('missing title or description fails, naming the file', () => {
  const problems = checkDocsContract([{...good, frontMatter: {}}], []);
  expect(problems).toHaveLength(2);
  expect(problems[0]).toContain('@site/docs/sql/mappings.md');
  expect(problems.join()).toMatch(/no title/);
  expect(problems.join()).toMatch(/no description/);
});

test('a description over 160 characters fails; exactly 160 passes', () => {
  expect(checkDocsContract([{...good, frontMatter: {title: 'T', description: 'x'.repeat(160)}}], [])).toEqual([]);
  expect(checkDocsContract([{...good, frontMatter: {title: 'T', description: 'x'.repeat(161)}}], [])[0]).toMatch(
    /161 characters/,
  );
});

test('a doc outside every sidebar fails unless listed as sidebar-less', () => {
  const orphan = {...good, sidebar: undefined};
  expect(checkDocsContract([orphan], [])[0]).toMatch(/not in any sidebar/);
  expect(checkDocsContract([orphan], ['sql/mappings'])).toEqual([]);
});

test('the sidebar-less list names only real docs, none of them in a sidebar', () => {
  expect(checkDocsContract([good], ['sql/mappings'])[0]).toMatch(/also in the sidebar/);
  expect(checkDocsContract([good], ['sql/ghost'])[0]).toMatch(/"sql\/ghost", which is not a doc/);
});

test('the spec’s sidebar-less pages are all on the list', () => {
  expect([...SIDEBARLESS_DOCS].sort()).toEqual(
    [
      'index',
      'getting-started/deployments/azure-deploy',
      'getting-started/integration/datasources/mysql/overview',
      'platform/visualizing/gallery',
      'api/python-api-connector',
      'api/python-jdbc-connector',
      'api/python-sqlalchemy-connector',
      'general/changelog',
      'general/whats_new',
    ].sort(),
  );
});
