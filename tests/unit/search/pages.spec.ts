/**
 * The search files' reading of the built pages (src/features/search/pages.ts)
 * against the one it replaced: @easyops-cn/docusaurus-search-local 0.55, run
 * here through its public plugin factory on a copy of the built pages. On every
 * page the two give the same title, breadcrumb, description, headings with
 * their anchors, and text under each heading. The home page, which that plugin
 * left out, is held against the reading that came before ours: the words of its
 * Markdown copy, part by part.
 *
 * Needs a build (`npm run build`); without one there is nothing to compare.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {terms, type SourcePage} from '@timbr-docs/search';
import {docSearchPage, homeSearchPage, otherSearchPage, type PageReading} from '../../../src/features/search/pages';
import {pageToMarkdown} from '../../../src/features/llms/html-to-markdown';
import {htmlFilesOf, parseHtml} from '../../../src/shared/built-pages';
import {htmlFileFor} from '../../../src/shared/routes';
import {BASE_URL, SITE_URL} from '../../../src/site';
import {CONTENT_ROUTES} from '../../support/routes';

const ROOT = path.resolve(__dirname, '../../..');
const BUILD = path.join(ROOT, 'build');
/** What the site leaves out of the search (as in docusaurus.config.ts). */
const READING: PageReading = {
  ignoredProperties: ['dataMermaidSource', 'dataAgentDirective'],
  ignoredClasses: ['runnable-result'],
};

/** A document of the plugin's search-index.json (its `SearchDocument`). */
interface PluginDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  b?: string[];
}

/** The pages in the plugin's documents: five parts (titles, headings, descriptions, keywords, contents). */
function pagesFromPluginIndex(pluginIndex: Array<{documents: PluginDocument[]}>): SourcePage[] {
  const [titles, headings, descriptions, , contents] = pluginIndex.map((p) => p.documents);
  const pages = new Map<number, SourcePage>();
  for (const doc of titles)
    pages.set(doc.i, {url: doc.u, title: doc.t, breadcrumb: doc.b ?? [], description: '', headings: [], texts: ['']});
  const pageOf = (doc: PluginDocument) => pages.get(doc.p!)!;
  for (const doc of descriptions) pageOf(doc).description = doc.t;
  for (const doc of headings) {
    pageOf(doc).headings.push({anchor: (doc.h ?? '').replace(/^#/, ''), text: doc.t});
    pageOf(doc).texts.push('');
  }
  for (const doc of contents) {
    const page = pageOf(doc);
    const anchor = (doc.h ?? '').replace(/^#/, '');
    const part = anchor ? page.headings.findIndex((h) => h.anchor === anchor) + 1 : 0;
    page.texts[part] = page.texts[part] ? `${page.texts[part]} ${doc.t}` : doc.t;
  }
  return [...pages.values()];
}

/** The plugin's reading of the built pages, with the options the site gave it. */
async function pluginPages(): Promise<SourcePage[]> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'search-pages-'));
  try {
    for (const file of await htmlFilesOf(BUILD)) {
      fs.mkdirSync(path.dirname(path.join(copy, 'build', file)), {recursive: true});
      fs.copyFileSync(path.join(BUILD, file), path.join(copy, 'build', file));
    }
    type Factory = (context: LoadContext, options: unknown) => Plugin;
    const module = searchLocalModule as unknown as {default?: Factory; validateOptions: (a: unknown) => unknown};
    const factory = module.default ?? (searchLocalModule as unknown as Factory);
    const options = module.validateOptions({
      validate: (schema: {validate: (o: unknown) => {value: unknown; error?: Error}}, o: unknown) => {
        const {value, error} = schema.validate(o);
        if (error) throw error;
        return value;
      },
      options: {
        indexBlog: false,
        indexPages: true,
        docsRouteBasePath: 'docs',
        language: ['en'],
        ignoreFiles: [/^tests\//],
        ignoreCssSelectors: ['[data-mermaid-source]', '[data-agent-directive]', '.runnable-result'],
      },
    });
    const context = {
      siteDir: ROOT,
      baseUrl: BASE_URL,
      generatedFilesDir: path.join(copy, 'generated'),
      i18n: {currentLocale: 'en'},
      siteConfig: {themeConfig: {}},
    } as unknown as LoadContext;
    const plugin = factory(context, options);
    const docs = CONTENT_ROUTES.filter((r) => r.docId !== null).map((r) => ({permalink: r.path}));
    await plugin.postBuild!({
      outDir: path.join(copy, 'build'),
      baseUrl: BASE_URL,
      routesPaths: CONTENT_ROUTES.map((r) => r.path),
      siteConfig: {trailingSlash: undefined},
      plugins: [
        {
          name: 'docusaurus-plugin-content-docs',
          content: {loadedVersions: [{path: `${BASE_URL}docs`, isLast: true, docs}]},
        },
      ],
    } as never);
    const written = path.join(copy, 'build', 'search-index.json');
    return pagesFromPluginIndex(JSON.parse(fs.readFileSync(written, 'utf8')));
  } finally {
    fs.rmSync(copy, {recursive: true, force: true});
  }
}

/** The home page as the search files read it before: the text of its Markdown copy, a part per `##` and `###` heading. */
function homeFromMarkdown(html: string): SourcePage {
  const {title, description, markdown} = pageToMarkdown(parseHtml(html), `${SITE_URL}${BASE_URL}`);
  const plain = (line: string) =>
    line
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s*(#+|[-*]|\d+\.)\s+/, '')
      .replace(/[*_`]/g, '')
      .trim();
  const page: SourcePage = {url: BASE_URL, title, breadcrumb: [], description, headings: [], texts: ['']};
  for (const line of markdown.split('\n').slice(1)) {
    if (line.startsWith('## ') || line.startsWith('### ')) {
      page.headings.push({anchor: '', text: plain(line)});
      page.texts.push('');
    } else if (plain(line)) {
      const k = page.texts.length - 1;
      page.texts[k] = page.texts[k] ? `${page.texts[k]} ${plain(line)}` : plain(line);
    }
  }
  return page;
}

const read = (route: string) => parseHtml(fs.readFileSync(path.join(BUILD, htmlFileFor(route, BASE_URL)), 'utf8'));

/**
 * The one difference, explained: the plugin's parser reads a `<noscript>`
 * fallback as a browser with JavaScript does, as raw text, so its tags and
 * attributes became words of the page (`<a class="" href="/doc/docs/...">`);
 * ours reads the fallback's text, as a reader without JavaScript sees it.
 * Markup is taken out of both texts before they are compared, and only on
 * pages whose article has such a fallback.
 */
const withoutMarkup = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

test('every built page reads as the local-search plugin read it', async () => {
  test.skip(!fs.existsSync(path.join(BUILD, 'index.html')), 'no build to read');
  test.setTimeout(180_000);
  const theirs = await pluginPages();
  expect(theirs.length).toBeGreaterThan(100);
  const differences: string[] = [];
  const withFallback: string[] = [];
  for (const page of theirs) {
    const route = page.url;
    const tree = read(route);
    const ours = route.startsWith(`${BASE_URL}docs`)
      ? docSearchPage(tree, route, READING)
      : otherSearchPage(tree, route, READING);
    const fallback = /<article\b[\s\S]*<noscript>[\s\S]*<\/article>/.test(
      fs.readFileSync(path.join(BUILD, htmlFileFor(route, BASE_URL)), 'utf8'),
    );
    for (const key of ['title', 'breadcrumb', 'description', 'headings', 'texts'] as const) {
      if (JSON.stringify(ours[key]) === JSON.stringify(page[key])) continue;
      if (
        key === 'texts' &&
        fallback &&
        JSON.stringify(ours.texts.map(withoutMarkup)) === JSON.stringify(page.texts.map(withoutMarkup))
      ) {
        withFallback.push(route);
        continue;
      }
      differences.push(
        `${route} ${key}:\n  plugin: ${JSON.stringify(page[key]).slice(0, 300)}\n  ours:   ${JSON.stringify(ours[key]).slice(0, 300)}`,
      );
    }
  }
  expect(differences).toEqual([]);
  // The fallback of the playground (it needs JavaScript) is the one there is today.
  expect(withFallback).toEqual([`${BASE_URL}docs/playground`]);
  // The pages themselves: every content page but the home page, which the plugin never read.
  expect(theirs.map((p) => p.url).sort()).toEqual(
    CONTENT_ROUTES.map((r) => r.path)
      .filter((p) => p !== BASE_URL)
      .sort(),
  );
});

test('the home page reads with the same words, part by part, as its Markdown copy', () => {
  test.skip(!fs.existsSync(path.join(BUILD, 'index.html')), 'no build to read');
  const html = fs.readFileSync(path.join(BUILD, 'index.html'), 'utf8');
  const before = homeFromMarkdown(html);
  const ours = homeSearchPage(parseHtml(html), BASE_URL, READING);
  expect({...ours, texts: ours.texts.map(terms)}).toEqual({...before, texts: before.texts.map(terms)});
});
