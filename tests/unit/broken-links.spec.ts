/**
 * Unit tests (no browser) for the rewriting of Docusaurus's broken-link
 * report (tools/check/broken-links.ts), which `npm run check:content` uses to
 * name the Markdown file and line of each broken link. The reports below were
 * captured from `docusaurus build` of this site with one broken link, one
 * broken Markdown file link and one broken anchor put in (stack traces cut).
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as links from '../../tools/check/broken-links';

const LINKS_REPORT = `[WARNING] Markdown link with URL \`../getting-started/query-kgx.md\` in source file "docs/sql/general.md" (405:34) couldn't be resolved.
Make sure it references a local Markdown file that exists within the current plugin.

[ERROR] Error: Unable to build website for locale en.
    ... 4 lines matching cause stack trace ...
  [cause]: Error: Docusaurus found broken links!
  
  Please check the pages of your site in the list below, and make sure you don't reference any path that does not exist.
  Note: it's possible to ignore broken links with the 'onBrokenLinks' Docusaurus configuration, and let the build pass.
  
  Exhaustive list of all broken links found:
  - Broken link on source page path = /doc/docs/sql/general:
     -> linking to /doc/docs/sql/nowhere
     -> linking to ../getting-started/query-kgx.md (resolved as: /doc/docs/getting-started/query-kgx.md)
  
}
[INFO] Docusaurus version: 3.10.2
`;

const ANCHORS_REPORT = `[ERROR] Error: Unable to build website for locale en.
    ... 4 lines matching cause stack trace ...
  [cause]: Error: Docusaurus found broken anchors!
  
  Please check the pages of your site in the list below, and make sure you don't reference any anchor that does not exist.
  Note: it's possible to ignore broken anchors with the 'onBrokenAnchors' Docusaurus configuration, and let the build pass.
  
  Exhaustive list of all broken anchors found:
  - Broken anchor on source page path = /doc/docs/sql/views:
     -> linking to /doc/docs/sql/#no-such-anchor
  
}
`;

/** A small site: the two pages the reports name, with the links on known lines. */
function site() {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'broken-links-'));
  fs.mkdirSync(path.join(siteDir, 'docs/sql'), {recursive: true});
  fs.writeFileSync(
    path.join(siteDir, 'docs/sql/general.md'),
    [
      '---',
      'title: General',
      '---',
      '',
      'See [Plain](/doc/docs/sql/nowhere) and [Querying](../getting-started/query-kgx.md).',
      '',
      'Again: [the same page](/docs/sql/nowhere).',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(
    path.join(siteDir, 'docs/sql/views.md'),
    ['---', 'title: Views', '---', '', 'The [example](index.md#no-such-anchor).', ''].join('\n'),
  );
  const routes = [
    {path: '/doc/docs/sql/general', source: 'docs/sql/general.md'},
    {path: '/doc/docs/sql/views', source: 'docs/sql/views.md'},
    {path: '/doc/docs/sql/', source: 'docs/sql/index.md'},
  ];
  return {siteDir, routes, baseUrl: '/doc/'};
}

test('parses the pages and links of the report', () => {
  expect(links.parseBrokenLinks(LINKS_REPORT)).toEqual([
    {page: '/doc/docs/sql/general', link: '/doc/docs/sql/nowhere', resolved: null, anchor: false},
    {
      page: '/doc/docs/sql/general',
      link: '../getting-started/query-kgx.md',
      resolved: '/doc/docs/getting-started/query-kgx.md',
      anchor: false,
    },
  ]);
  expect(links.parseBrokenLinks(ANCHORS_REPORT)).toEqual([
    {page: '/doc/docs/sql/views', link: '/doc/docs/sql/#no-such-anchor', resolved: null, anchor: true},
  ]);
  expect(links.parseBrokenLinks('[ERROR] The docs break the front-matter and sidebar contract')).toEqual([]);
});

test('each broken link is named by its Markdown file, line and column, without the hint to turn the check off', () => {
  const s = site();
  try {
    const lines = links.rewriteBrokenLinks(LINKS_REPORT, s)!;
    expect(lines).toEqual([
      'The build found broken links. Fix each in the file and line named:',
      'docs/sql/general.md:5:13: broken link to /doc/docs/sql/nowhere: no page has this URL',
      'docs/sql/general.md:5:51: broken link to ../getting-started/query-kgx.md (resolved as /doc/docs/getting-started/query-kgx.md): no page has this URL',
    ]);
    expect(lines.join('\n')).not.toMatch(/ignore|onBrokenLinks|source page path/);
  } finally {
    fs.rmSync(s.siteDir, {recursive: true, force: true});
  }
});

test('a link written without the base path is found too, on every line that holds it', () => {
  const s = site();
  try {
    const text = fs.readFileSync(path.join(s.siteDir, 'docs/sql/general.md'), 'utf8');
    // The exact spelling wins; without it, the spelling without /doc/.
    expect(links.findLinkInSource(text, '/doc/docs/sql/nowhere', '/doc/')).toEqual([{line: 5, column: 13}]);
    expect(
      links.findLinkInSource(
        text.replace('(/doc/docs/sql/nowhere)', '(/docs/sql/nowhere)'),
        '/doc/docs/sql/nowhere',
        '/doc/',
      ),
    ).toEqual([
      {line: 5, column: 13},
      {line: 7, column: 24},
    ]);
  } finally {
    fs.rmSync(s.siteDir, {recursive: true, force: true});
  }
});

test('a broken anchor is found by its #fragment, after whatever file the link names', () => {
  const s = site();
  try {
    expect(links.rewriteBrokenLinks(ANCHORS_REPORT, s)).toEqual([
      'The build found broken anchors. Fix each in the file and line named:',
      'docs/sql/views.md:5:15: broken anchor in the link to /doc/docs/sql/#no-such-anchor: the target page has no heading or element with this id',
    ]);
  } finally {
    fs.rmSync(s.siteDir, {recursive: true, force: true});
  }
});

test('a link the file does not hold, and a page without a source, are still reported', () => {
  const s = site();
  try {
    fs.writeFileSync(path.join(s.siteDir, 'docs/sql/general.md'), '---\ntitle: General\n---\n\nNo links here.\n');
    const report = `${LINKS_REPORT}  - Broken link on source page path = /doc/search:\n     -> linking to /doc/docs/gone\n`;
    const lines = links.rewriteBrokenLinks(report, s)!;
    expect(lines[1]).toBe(
      'docs/sql/general.md: broken link to /doc/docs/sql/nowhere: no page has this URL (the link is not written in this file: it comes from a partial or a component the page renders)',
    );
    expect(lines.at(-1)).toBe(
      '/doc/search (a page with no Markdown source): broken link to /doc/docs/gone: no page has this URL',
    );
  } finally {
    fs.rmSync(s.siteDir, {recursive: true, force: true});
  }
});

test('a site folder: page URLs are mapped to files through its docs and sidebars.ts', () => {
  const s = site();
  try {
    fs.writeFileSync(
      path.join(s.siteDir, 'sidebars.ts'),
      "export default {sqlSidebar: ['sql/general', 'sql/views']};\n",
    );
    expect(links.brokenLinksOfSite(LINKS_REPORT + ANCHORS_REPORT, s.siteDir)).toEqual([
      'The build found broken links and anchors. Fix each in the file and line named:',
      'docs/sql/general.md:5:13: broken link to /doc/docs/sql/nowhere: no page has this URL',
      'docs/sql/general.md:5:51: broken link to ../getting-started/query-kgx.md (resolved as /doc/docs/getting-started/query-kgx.md): no page has this URL',
      'docs/sql/views.md:5:15: broken anchor in the link to /doc/docs/sql/#no-such-anchor: the target page has no heading or element with this id',
    ]);
    expect(
      links.brokenLinksOfSite('[ERROR] The docs break the front-matter and sidebar contract', s.siteDir),
    ).toBeNull();
  } finally {
    fs.rmSync(s.siteDir, {recursive: true, force: true});
  }
});

test('output without a broken-link report is left to the caller', () => {
  expect(
    links.rewriteBrokenLinks('[ERROR] Something else failed', {siteDir: os.tmpdir(), routes: [], baseUrl: '/doc/'}),
  ).toBeNull();
});
