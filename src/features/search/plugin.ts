/**
 * The site's search index. After the build, the one pass over the built pages
 * (src/shared/built-pages.ts) hands each page to this plugin, which reads its
 * title, breadcrumb, description, headings and text (./pages.ts); then it
 * builds the index (@timbr-docs/search) and writes it split, in the folder
 * `search-index/`: a manifest (`manifest-<hash>.json`), all a search box
 * needs before the first query, and fragments named after a hash of their
 * content, which a query loads as it needs them; `search-files.json` names
 * the manifest. The search box and page (theme/SearchBar, theme/SearchPage)
 * and the engine (@timbr-docs/search, in a Web Worker, browser/) are ours.
 *
 * Why not @easyops-cn/docusaurus-search-local: its options cannot express the
 * ranking rules, typo tolerance, synonyms or the section filter the site needs,
 * and its lunr index is 4.4 MB (1 MB gzip) for this site. Until it was
 * replaced, it only parsed the built pages for this plugin (a second parse of
 * every page, and an index of several MB written and deleted); ./pages.ts
 * reads them the same way (tests/unit/search/pages.spec.ts holds the two
 * side by side on every built page). The figures are in ARCHITECTURE.md.
 *
 * The manifest is named after a hash of every input that can change it
 * (docs, src, packages, config, sidebars, dependencies), computed when the
 * site is loaded, so that its name is known to the client bundle (global
 * data); it names the fragments. All of them can be cached as immutable.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  DOC_FORMAT,
  INDEX_FORMAT,
  MANIFEST_FORMAT,
  SEARCH_FILES_MANIFEST,
  SEARCH_FOLDER,
  buildSearchFiles,
  manifestName,
  splitSearchFiles,
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
  md5.update(`${DOC_FORMAT} ${INDEX_FORMAT} ${MANIFEST_FORMAT}`);
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

/** The hash a fragment's name carries: the first 10 hexadecimal digits of the SHA-256 of its content. */
const fragmentHash = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const {baseUrl} = context;
  const hash = inputsHash(context.siteDir);
  const files: SearchFilesData = {manifest: `${SEARCH_FOLDER}/${manifestName(hash)}`};
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
      const site = {...SEARCH_SITE, baseUrl: props.baseUrl};
      const {doc, index} = buildSearchFiles(pages, hash, site);
      const {manifest, fragments} = splitSearchFiles(doc, index, site, {hash: fragmentHash});
      const folder = path.join(props.outDir, SEARCH_FOLDER);
      fs.rmSync(folder, {recursive: true, force: true});
      fs.mkdirSync(folder, {recursive: true});
      for (const [name, text] of fragments) fs.writeFileSync(path.join(folder, name), text);
      fs.writeFileSync(path.join(props.outDir, files.manifest), JSON.stringify(manifest));
      // The manifest's name, at a stable address, for programs that read the site (the docs MCP server, mcp/).
      fs.writeFileSync(path.join(props.outDir, SEARCH_FILES_MANIFEST), `${JSON.stringify(files)}\n`);
    },
  };
}
