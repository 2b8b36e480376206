/**
 * Unit tests (no browser) of the one pass over the built pages
 * (src/shared/built-pages.ts) and the content routes it computes once
 * (src/shared/routes.ts): every step sees every HTML file once, in path order,
 * with its route and whether it is content; the pass runs once for all the
 * plugins that ask; a page read twice is parsed once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {LoadContext} from '@docusaurus/types';
import {builtPagesPass, htmlFilesOf, type BuiltPage} from '../../src/shared/built-pages';
import {find, textOf} from '../../src/shared/hast';
import {contentRoutes, type PostBuildProps} from '../../src/shared/routes';

/** A build folder with these files (path below the folder -> content). */
function buildOf(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-pages-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const html = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

function propsOf(outDir: string, routesPaths: string[], noIndex: string[] = []): PostBuildProps {
  return {
    outDir,
    baseUrl: '/doc/',
    routesPaths,
    routesBuildMetadata: Object.fromEntries(noIndex.map((r) => [r, {noIndex: true}])),
  } as unknown as PostBuildProps;
}

test('content routes: each once, without the not-found page, the routes that are not content, and noindex pages', () => {
  const routes = [
    '/doc/',
    '/doc/docs/sql/general',
    '/doc/docs/sql/general',
    '/doc/404.html',
    '/doc/search',
    '/doc/tests/boom',
    '/doc/docs/hidden',
  ];
  expect(contentRoutes(propsOf('/x', routes, ['/doc/docs/hidden']))).toEqual(['/doc/', '/doc/docs/sql/general']);
  // Another list of routes that are not content replaces the site's.
  expect(contentRoutes(propsOf('/x', ['/doc/', '/doc/search']), ['/doc/'])).toEqual(['/doc/search']);
});

test('every HTML file below the build, in path order, and nothing else', async () => {
  const dir = buildOf({
    'b/index.html': html('B'),
    'a.html': html('A'),
    'a/x/index.html': html('X'),
    'assets/app.js': '',
    '404.html': html('404'),
  });
  expect(await htmlFilesOf(dir)).toEqual(['404.html', 'a.html', 'a/x/index.html', 'b/index.html']);
});

test('one pass for every step: each page once, in path order, with its route and content flag; its tree parsed once', async () => {
  const dir = buildOf({
    'index.html': html('Home'),
    'docs/sql/general/index.html': html('General'),
    'search/index.html': html('Search'),
    '404.html': html('Not found'),
  });
  const context = {siteDir: dir} as unknown as LoadContext;
  const pass = builtPagesPass(context);
  // The same pass for every plugin of the same site load, another for another load.
  expect(builtPagesPass(context)).toBe(pass);
  expect(builtPagesPass({siteDir: dir} as unknown as LoadContext)).not.toBe(pass);

  const seen: Array<Pick<BuiltPage, 'file' | 'route' | 'content'>> = [];
  const titles: string[] = [];
  let started: string[] | undefined;
  pass.add({
    start(_props, content) {
      started = content;
    },
    page({file, route, content}) {
      seen.push({file, route, content});
    },
  });
  pass.add({
    page(page) {
      // Reads the tree of the content pages only; the same tree object when read twice.
      if (!page.content) return;
      expect(page.tree).toBe(page.tree);
      const h1 = find(page.tree, (e) => e.tagName === 'h1');
      titles.push(h1 ? textOf(h1) : '(no h1)');
    },
  });
  const props = propsOf(dir, ['/doc/', '/doc/docs/sql/general', '/doc/search', '/doc/404.html']);
  const first = pass.run(props);
  // A second plugin's postBuild waits for the same pass; a step added now is refused.
  expect(pass.run(props)).toBe(first);
  expect(() => pass.add({page() {}})).toThrow(/after the pass started/);
  await first;

  expect(started).toEqual(['/doc/', '/doc/docs/sql/general']);
  expect(seen).toEqual([
    {file: '404.html', route: '/doc/404.html', content: false},
    {file: 'docs/sql/general/index.html', route: '/doc/docs/sql/general', content: true},
    {file: 'index.html', route: '/doc/', content: true},
    {file: 'search/index.html', route: '/doc/search', content: false},
  ]);
  expect(titles).toEqual(['General', 'Home']);
});
