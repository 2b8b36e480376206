/**
 * The site's search files. After the build, the one pass over the built pages
 * (src/shared/built-pages.ts) hands each page to this plugin, which reads its
 * title, breadcrumb, description, headings and text (./pages.ts); then it
 * writes our two files (their format and build: @timbr-docs/search,
 * `search-doc-<hash>.json` and `search-index-<hash>.json`), with
 * `search-files.json` that names them. The search box and page
 * (theme/SearchBar, theme/SearchPage) and the engine (@timbr-docs/search, in
 * a Web Worker, browser/) are ours.
 *
 * Why not @easyops-cn/docusaurus-search-local: its options cannot express the
 * ranking rules, typo tolerance, synonyms or the section filter the site needs,
 * and its lunr index is 4.4 MB (1 MB gzip) for this site. Until it was
 * replaced, it only parsed the built pages for this plugin (a second parse of
 * every page, and an index of several MB written and deleted); ./pages.ts
 * reads them the same way (tests/unit/search/pages.spec.ts holds the two
 * side by side on every built page). The figures are in ARCHITECTURE.md.
 *
 * The two files are named after a hash of every input that can change them
 * (docs, src, packages, config, sidebars, dependencies), computed when the site is
 * loaded, so that the names are known to the client bundle (global data) and
 * the files can be cached as immutable.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  DOC_FORMAT,
  INDEX_FORMAT,
  SEARCH_FILES_MANIFEST,
  buildSearchFiles,
  type SearchFilesData,
  type SourcePage,
} from '@timbr-docs/search';
import {SEARCH_PLUGIN_NAME, SEARCH_SITE} from './files';
import {docSearchPage, homeSearchPage, otherSearchPage, type PageReading} from './pages';
import {builtPagesPass} from '../../shared/built-pages';
import {loadedDocs} from '../../shared/routes';

export type SearchPluginOptions = PageReading;

/** A hash of every input that can change what the search files hold. */
function inputsHash(siteDir: string): string {
  const md5 = crypto.createHash('md5');
  md5.update(`${DOC_FORMAT} ${INDEX_FORMAT}`);
  const below = (dir: string) =>
    (fs.existsSync(dir) ? fs.readdirSync(dir, {recursive: true, withFileTypes: true}) : [])
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  const files = [
    ...below(path.join(siteDir, 'docs')),
    ...below(path.join(siteDir, 'src')),
    ...below(path.join(siteDir, 'packages')),
    ...['docusaurus.config.ts', 'sidebars.ts', 'package-lock.json'].map((f) => path.join(siteDir, f)),
  ]
    .filter((f) => fs.existsSync(f))
    .sort();
  for (const file of files) {
    md5.update(path.relative(siteDir, file));
    md5.update(fs.readFileSync(file));
  }
  return md5.digest('hex').slice(0, 8);
}

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const {baseUrl} = context;
  const hash = inputsHash(context.siteDir);
  const files: SearchFilesData = {docFile: `search-doc-${hash}.json`, indexFile: `search-index-${hash}.json`};
  let docPermalinks = new Set<string>();
  const pages: SourcePage[] = [];

  // Each content page, read as the one pass over the built pages reaches it:
  // a doc as a doc, the home page as the home page, any other page whole.
  const pass = builtPagesPass(context);
  pass.add({
    page({route, content, tree}) {
      if (!route || !content) return;
      if (route === baseUrl) pages.push(homeSearchPage(tree, route, options));
      else if (route.startsWith(`${baseUrl}docs/`) || route === `${baseUrl}docs`) {
        // Routes of the docs plugin that are no doc (none today) are not searched.
        if (docPermalinks.has(route)) pages.push(docSearchPage(tree, route, options));
      } else pages.push(otherSearchPage(tree, route, options));
    },
  });

  return {
    name: SEARCH_PLUGIN_NAME,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'browser', 'search-highlight.ts')];
    },
    async allContentLoaded({allContent}) {
      docPermalinks = new Set(loadedDocs(allContent).map((d) => d.permalink));
    },
    async contentLoaded({actions}) {
      actions.setGlobalData(files);
      actions.addRoute({path: `${baseUrl}search`, component: '@theme/SearchPage', exact: true});
    },
    async postBuild(props) {
      await pass.run(props);
      const {doc, index} = buildSearchFiles(pages, hash, {...SEARCH_SITE, baseUrl: props.baseUrl});
      fs.writeFileSync(path.join(props.outDir, files.docFile), JSON.stringify(doc));
      fs.writeFileSync(path.join(props.outDir, files.indexFile), JSON.stringify(index));
      // Their names, at a stable address, for programs that read the site (the docs MCP server, mcp/).
      fs.writeFileSync(path.join(props.outDir, SEARCH_FILES_MANIFEST), `${JSON.stringify(files)}\n`);
    },
  };
}
