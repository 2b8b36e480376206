/**
 * src/features/lean-client: the docs version data every doc page loads loses
 * every doc's entry (id, title, description, sidebar) and the `unlisted: false`
 * flags, which nothing of the site reads. The guard below keeps that true.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';
import {VERSION_DATA_MODULE} from '../../../src/features/lean-client/plugin';

const ROOT = path.resolve(__dirname, '../../..');
const {trimVersionData} = createRequire(__filename)('../../../src/features/lean-client/version-data-loader.cjs') as {
  trimVersionData: (s: string) => string;
};

const sample = {
  version: {
    pluginId: 'default',
    version: 'current',
    label: 'Next',
    docsSidebars: {
      main: [
        {type: 'link', href: '/doc/docs/a', label: 'A', docId: 'a', unlisted: false},
        {
          type: 'category',
          label: 'C',
          collapsed: true,
          items: [
            {type: 'link', href: '/doc/docs/b', label: 'B', docId: 'b', unlisted: true},
            {type: 'link', href: '/doc/docs/c', label: 'C', docId: 'c', unlisted: false},
          ],
        },
      ],
    },
    docs: {
      a: {id: 'a', title: 'A', description: 'About A.', sidebar: 'main'},
      b: {id: 'b', title: 'B', description: 'About B.', sidebar: 'main'},
    },
  },
};

test("every doc's entry and unlisted: false go; everything else stays", () => {
  const out = JSON.parse(trimVersionData(JSON.stringify(sample)));
  expect(out.version.docs).toEqual({});
  const [a, category] = out.version.docsSidebars.main;
  expect(a).toEqual({type: 'link', href: '/doc/docs/a', label: 'A', docId: 'a'});
  expect(category.items[0].unlisted).toBe(true);
  expect(category.items[1]).not.toHaveProperty('unlisted');
  expect(out.version.label).toBe('Next');
});

test('other JSON modules pass unchanged', () => {
  const other = JSON.stringify({metadata: {description: 'kept'}});
  expect(trimVersionData(other)).toBe(other);
});

test('the rule matches the version props modules of the docs plugin only', () => {
  expect(VERSION_DATA_MODULE.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/doc-docs-7ae.json')).toBe(
    true,
  );
  expect(
    VERSION_DATA_MODULE.test('C:\\site\\.docusaurus\\docusaurus-plugin-content-docs\\default\\p\\doc-docs-7ae.json'),
  ).toBe(true);
  expect(
    VERSION_DATA_MODULE.test(
      '/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-sql-mappings-md-2c4.json',
    ),
  ).toBe(false);
  expect(VERSION_DATA_MODULE.test('/site/.docusaurus/docusaurus-plugin-content-blog/default/p/blog-123.json')).toBe(
    false,
  );
});

test("no page shows doc cards, the one theme component that reads the docs' entries of the version data", () => {
  const offenders: string[] = [];
  for (const dir of ['docs', 'src']) {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true, recursive: true})) {
      if (!entry.isFile() || !/\.(mdx?|tsx?|jsx?)$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (
        /\b(DocCardList|DocCard|useDocById|useCurrentSidebarCategory)\b|generated-index/.test(
          fs.readFileSync(file, 'utf8'),
        )
      ) {
        offenders.push(path.relative(ROOT, file));
      }
    }
  }
  const sidebars = fs.readFileSync(path.join(ROOT, 'sidebars.ts'), 'utf8');
  if (/generated-index/.test(sidebars)) offenders.push('sidebars.ts');
  expect(offenders, "doc cards would find no doc: keep the docs' entries in src/features/lean-client").toEqual([]);
});
