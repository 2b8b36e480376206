/**
 * Unit tests (no browser, no build) of the routes the source files make
 * (src/features/docs-contract/sources.ts) and of the check that the
 * specification's routes are in place (checkSpecRoutes in contract.ts): the
 * same checks `npm run check:routes` and the build gate run.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sidebars from '../../../sidebars';
import {checkDocsContract, checkSpecRoutes, SIDEBARLESS_DOCS} from '../../../src/features/docs-contract/contract';
import {docIdentity, readDocs, readPages, sidebarOfDocs, siteRoutes} from '../../../src/features/docs-contract/sources';
import {SPEC_ROUTES} from '../../../src/features/docs-contract/spec-routes';
import {EXPECTED_ROUTES, SIDEBAR_MARKER} from '../../support/routes';

const ROOT = path.resolve(__dirname, '../../..');
const SIDEBARS = sidebars as unknown as Record<string, unknown>;

test.describe('the repository', () => {
  test('every route of the specification has its source file, in the sidebar the specification gives it', () => {
    const docs = readDocs(ROOT, SIDEBARS);
    expect(
      checkSpecRoutes(
        docs,
        readPages(ROOT).map((p) => p.permalink),
      ),
    ).toEqual([]);
  });

  test('every doc meets the contract: in a sidebar or listed as sidebar-less', () => {
    expect(checkDocsContract(readDocs(ROOT, SIDEBARS))).toEqual([]);
  });

  test('the derived routes hold the specification’s, one route per source file', () => {
    const paths = EXPECTED_ROUTES.map((r) => r.path.replace(/(.)\/$/, '$1'));
    expect(new Set(paths).size, 'no two files make the same route').toBe(paths.length);
    for (const route of SPEC_ROUTES) expect(paths, route.path).toContain(route.path.replace(/(.)\/$/, '$1'));
    expect(EXPECTED_ROUTES).toContainEqual({
      path: '/doc/docs/sql/general',
      sidebar: 'sqlSidebar',
      source: 'docs/sql/general.md',
      docId: 'sql/general',
    });
    expect(EXPECTED_ROUTES).toContainEqual({
      path: '/doc/docs/',
      sidebar: null,
      source: 'docs/index.md',
      docId: 'index',
    });
    expect(EXPECTED_ROUTES).toContainEqual({path: '/doc/', sidebar: null, source: 'src/pages/index.tsx', docId: null});
    expect(EXPECTED_ROUTES).toContainEqual({
      path: '/doc/markdown-page',
      sidebar: null,
      source: 'src/pages/markdown-page.md',
      docId: null,
    });
    expect(EXPECTED_ROUTES.some((r) => r.source.includes('/_'))).toBe(false);
  });

  test('each sidebar has a marker link no other sidebar holds', () => {
    expect(SIDEBAR_MARKER).toEqual({
      gettingStartedSidebar: '/doc/docs/getting-started/intro-timbr',
      paltformSidebar: '/doc/docs/platform/',
      sqlSidebar: '/doc/docs/sql/',
      apiSidebar: '/doc/docs/api/',
      integrationsSidebar: '/doc/docs/integration/',
    });
  });
});

test.describe('the docs plugin’s rules', () => {
  test('file path, index files, number prefixes, front-matter id and slug', () => {
    expect(docIdentity('sql/general.md', {})).toEqual({id: 'sql/general', permalink: '/doc/docs/sql/general'});
    expect(docIdentity('sql/index.md', {})).toEqual({id: 'sql/index', permalink: '/doc/docs/sql/'});
    expect(docIdentity('guides/README.mdx', {})).toEqual({id: 'guides/README', permalink: '/doc/docs/guides/'});
    expect(docIdentity('guides/guides.md', {})).toEqual({id: 'guides/guides', permalink: '/doc/docs/guides/'});
    expect(docIdentity('index.md', {slug: '/'})).toEqual({id: 'index', permalink: '/doc/docs/'});
    expect(docIdentity('01-intro/02-setup.md', {})).toEqual({id: 'intro/setup', permalink: '/doc/docs/intro/setup'});
    expect(docIdentity('01-intro/02-setup.md', {parse_number_prefixes: false})).toEqual({
      id: '01-intro/02-setup',
      permalink: '/doc/docs/01-intro/02-setup',
    });
    expect(docIdentity('sql/general.md', {id: 'basics'})).toEqual({
      id: 'sql/basics',
      permalink: '/doc/docs/sql/basics',
    });
    expect(docIdentity('sql/general.md', {slug: 'start'})).toEqual({
      id: 'sql/general',
      permalink: '/doc/docs/sql/start',
    });
    expect(docIdentity('sql/general.md', {slug: '/elsewhere/x'})).toEqual({
      id: 'sql/general',
      permalink: '/doc/docs/elsewhere/x',
    });
  });

  test('sidebar membership: docs, category links and shorthand categories; refs and links are not members', () => {
    const map = sidebarOfDocs({
      one: [
        'a',
        {type: 'doc', id: 'b'},
        {type: 'category', label: 'C', link: {type: 'doc', id: 'c'}, items: ['d', {type: 'ref', id: 'e'}]},
      ],
      two: {Short: ['f', {type: 'link', href: 'https://example.com', label: 'x'}]},
    });
    expect([...map.entries()]).toEqual([
      ['a', 'one'],
      ['b', 'one'],
      ['c', 'one'],
      ['d', 'one'],
      ['f', 'two'],
    ]);
  });

  test('the routes of a site folder: docs and pages, partials, hidden files and page tests left out', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-routes-'));
    const write = (file: string, text = '') => {
      fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
      fs.writeFileSync(path.join(site, file), text);
    };
    try {
      write('docs/sql/index.md', '# SQL');
      write('docs/sql/01-general.md', '# General');
      write('docs/sql/_shared-steps.mdx', 'a partial');
      write('docs/_shared/_base.mdx', 'a partial folder');
      write('docs/sql/.draft.md', 'hidden');
      write('docs/guide/moved.md', '---\nslug: /elsewhere\n---\n# Moved');
      write('src/pages/index.tsx');
      write('src/pages/tools/index.tsx');
      write('src/pages/about.md');
      write('src/pages/_part.tsx');
      write('src/pages/about.test.tsx');
      write('src/pages/__tests__/x.tsx');
      write('src/pages/styles.css');
      expect(siteRoutes(site, {sqlSidebar: ['sql/index', {type: 'doc', id: 'sql/general'}]})).toEqual([
        {path: '/doc/docs/elsewhere', sidebar: null, source: 'docs/guide/moved.md', docId: 'guide/moved'},
        {path: '/doc/docs/sql/general', sidebar: 'sqlSidebar', source: 'docs/sql/01-general.md', docId: 'sql/general'},
        {path: '/doc/docs/sql/', sidebar: 'sqlSidebar', source: 'docs/sql/index.md', docId: 'sql/index'},
        {path: '/doc/about', sidebar: null, source: 'src/pages/about.md', docId: null},
        {path: '/doc/', sidebar: null, source: 'src/pages/index.tsx', docId: null},
        {path: '/doc/tools/', sidebar: null, source: 'src/pages/tools/index.tsx', docId: null},
      ]);
    } finally {
      fs.rmSync(site, {recursive: true, force: true});
    }
  });

  test("the repository's docs outside every sidebar are exactly the sidebar-less ones", () => {
    expect(
      siteRoutes(ROOT, SIDEBARS)
        .filter((r) => r.docId !== null && r.sidebar === null)
        .map((r) => r.docId)
        .sort(),
    ).toEqual([...SIDEBARLESS_DOCS].sort());
  });
});

test.describe('checkSpecRoutes', () => {
  const spec = [
    {path: '/doc/docs/sql/general', sidebar: 'sqlSidebar' as const},
    {path: '/doc/docs/general/changelog', sidebar: null},
    {path: '/doc/markdown-page', sidebar: null},
  ];
  const docs = [
    {id: 'sql/general', source: 'docs/sql/general.md', permalink: '/doc/docs/sql/general', sidebar: 'sqlSidebar'},
    {id: 'general/changelog', source: 'docs/general/changelog.md', permalink: '/doc/docs/general/changelog'},
  ];

  test('passes when every route is there in its sidebar, whatever else the site holds', () => {
    const extra = {
      id: 'sql/new-page',
      source: 'docs/sql/new-page.md',
      permalink: '/doc/docs/sql/new-page',
      sidebar: 'sqlSidebar',
    };
    expect(checkSpecRoutes([...docs, extra], ['/doc/markdown-page', '/doc/glossary'], spec)).toEqual([]);
  });

  test('names a missing route and the file it would come from', () => {
    expect(checkSpecRoutes(docs.slice(1), ['/doc/markdown-page'], spec)).toEqual([
      '/doc/docs/sql/general: the specification requires this route, and no doc or page has it: expected docs/sql/general.md (or docs/sql/general/index.md)',
    ]);
    expect(checkSpecRoutes(docs, [], spec)).toEqual([
      '/doc/markdown-page: the specification requires this route, and no doc or page has it',
    ]);
  });

  test('names a route in the wrong sidebar, or in one where the specification gives none, with the fix', () => {
    const moved = [
      {...docs[0], sidebar: 'apiSidebar'},
      {...docs[1], sidebar: 'sqlSidebar'},
    ];
    expect(checkSpecRoutes(moved, ['/doc/markdown-page'], spec)).toEqual([
      'docs/sql/general.md (/doc/docs/sql/general): renders in the sidebar "apiSidebar", but the specification gives it the sidebar "sqlSidebar"; put "sql/general" in sqlSidebar in sidebars.ts',
      'docs/general/changelog.md (/doc/docs/general/changelog): renders in the sidebar "sqlSidebar", but the specification gives it no sidebar; take "general/changelog" out of sidebars.ts and add it to SIDEBARLESS_DOCS',
    ]);
  });

  test('a trailing slash does not matter', () => {
    expect(
      checkSpecRoutes([{...docs[0], permalink: '/doc/docs/sql/general/'}, docs[1]], ['/doc/markdown-page/'], spec),
    ).toEqual([]);
  });
});
