/**
 * The site's search files. @easyops-cn/docusaurus-search-local parses the
 * built pages into documents (titles, headings, descriptions, section texts)
 * and writes them, with a lunr index, to `search-index.json`: that file is its
 * public output, and the only thing of it this site uses. After the build,
 * this plugin runs the search plugin's own postBuild, reads the documents from
 * that file, adds the home page (which the search plugin never indexes),
 * writes our two files (src/search/format.ts: `search-doc-<hash>.json` and
 * `search-index-<hash>.json`), with `search-files.json` that names them, and
 * deletes the plugin's. The search box and
 * page (src/theme/SearchBar, src/theme/SearchPage) and the engine
 * (src/search/engine.ts, in a Web Worker) are ours: the search plugin's theme,
 * worker and client code are not used, so none of it reaches the browser.
 *
 * Why not the search plugin's own index and UI: its options cannot express
 * the ranking rules, typo tolerance, synonyms or the section filter the site
 * needs, and its lunr index is 4.4 MB (1 MB gzip) for this site.
 *
 * The two files are named after a hash of every input that can change them
 * (docs, src, config, sidebars, dependencies), computed when the site is
 * loaded, so that the names are known to the client bundle (global data) and
 * the files can be cached as immutable.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import {buildSearchFiles, pagesFromPluginIndex, type PluginIndex, type SourcePage} from './build';
import {DOC_FORMAT, INDEX_FORMAT, SEARCH_FILES_MANIFEST, SEARCH_PLUGIN_NAME, type SearchFilesData} from './files';
import {SITE_URL} from '../../site';
import {pageToMarkdown} from '../llms/html-to-markdown';

type PluginFactory = (context: LoadContext, options: unknown) => Plugin;
const searchLocal: PluginFactory = (searchLocalModule as {default?: PluginFactory}).default
  ?? (searchLocalModule as unknown as PluginFactory);
/** The search plugin's own option validation (its public export). */
export const validateOptions = (searchLocalModule as {validateOptions: unknown}).validateOptions;

const PLUGIN_NAME = SEARCH_PLUGIN_NAME;

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** A hash of every input that can change what the search files hold. */
function inputsHash(siteDir: string): string {
  const md5 = crypto.createHash('md5');
  md5.update(`${DOC_FORMAT} ${INDEX_FORMAT}`);
  const files = [
    ...listFiles(path.join(siteDir, 'docs')),
    ...listFiles(path.join(siteDir, 'src')),
    ...['docusaurus.config.ts', 'sidebars.ts', 'package-lock.json'].map((f) => path.join(siteDir, f)),
  ].filter((f) => fs.existsSync(f)).sort();
  for (const file of files) {
    md5.update(path.relative(siteDir, file));
    md5.update(fs.readFileSync(file));
  }
  return md5.digest('hex').slice(0, 8);
}

/** The home page as a search page, from its built HTML: its title, description, and text by heading. */
export function homePage(html: string, url: string): SourcePage {
  const {title, description, markdown} = pageToMarkdown(html, `${SITE_URL}${url}`);
  const plain = (line: string) => line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#+|[-*]|\d+\.)\s+/, '')
    .replace(/[*_`]/g, '')
    .trim();
  const page: SourcePage = {url, title, breadcrumb: [], description, headings: [], texts: ['']};
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

export default function searchIndexPlugin(context: LoadContext, options: Record<string, unknown>): Plugin<void> {
  if (options.hashed) throw new Error(`${PLUGIN_NAME}: leave the search plugin's "hashed" off; this plugin names the files`);
  const searchPlugin = searchLocal(context, options);
  const hash = inputsHash(context.siteDir);
  const files: SearchFilesData = {docFile: `search-doc-${hash}.json`, indexFile: `search-index-${hash}.json`};
  return {
    name: PLUGIN_NAME,
    getThemePath() {
      return 'theme';
    },
    getClientModules() {
      return [path.join(__dirname, 'browser', 'search-highlight.ts')];
    },
    async contentLoaded({actions}) {
      actions.setGlobalData(files);
      actions.addRoute({path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true});
    },
    async postBuild(props) {
      await searchPlugin.postBuild!(props);
      const written = path.join(props.outDir, 'search-index.json');
      if (!fs.existsSync(written)) throw new Error(`${PLUGIN_NAME}: the search plugin wrote no search-index.json`);
      const pages = pagesFromPluginIndex(JSON.parse(fs.readFileSync(written, 'utf8')) as PluginIndex);
      fs.rmSync(written);
      const home = path.join(props.outDir, 'index.html');
      if (fs.existsSync(home)) pages.push(homePage(fs.readFileSync(home, 'utf8'), props.baseUrl));
      const {doc, index} = buildSearchFiles(pages, hash, props.baseUrl);
      fs.writeFileSync(path.join(props.outDir, files.docFile), JSON.stringify(doc));
      fs.writeFileSync(path.join(props.outDir, files.indexFile), JSON.stringify(index));
      // Their names, at a stable address, for programs that read the site (the docs MCP server, mcp/).
      fs.writeFileSync(path.join(props.outDir, SEARCH_FILES_MANIFEST), `${JSON.stringify(files)}\n`);
    },
  };
}
