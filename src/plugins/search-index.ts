/**
 * The local search theme (@easyops-cn/docusaurus-search-local), wrapped to
 * change two things and keep everything else of it (search bar, search page,
 * highlighting on the target page, keyboard shortcut):
 *
 * 1. The index file. After the plugin has parsed the built pages into
 *    documents (titles, headings, descriptions, section texts), this wrapper
 *    re-indexes them with our word rule and stop words (SQL keywords stay
 *    searchable) and writes the compact format of src/search/index-format.ts:
 *    about a fifth of lunr's own JSON. The file is named after a hash of
 *    everything that shapes it (docs, src, config, sidebars, dependencies,
 *    format), so that it can be cached as immutable: the plugin's own hash
 *    covers only the Markdown files, not the catalog data the pages render.
 * 2. The worker that loads and queries the index (src/search/worker.ts), and
 *    the module that starts it (src/search/by-worker.ts: it reports a worker
 *    that cannot start), put in place of the plugin's at bundling time. The
 *    search bar gets a version that leaves failures to our wrapper of it
 *    (src/search/by-worker-bar.ts, src/theme/SearchBar).
 * 3. mark.js, which highlights the searched words on the page opened from a
 *    result: loaded when first used (src/search/lazy-mark.ts) instead of in
 *    every first visit.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import lunr from 'lunr';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import {
  CONTENT_TEXT_LIMIT,
  INDEX_FORMAT,
  PART,
  cutText,
  indexingPipeline,
  tokenizer,
  type CompactIndex,
  type CompactPart,
  type SearchDocument,
} from '../search/index-format';

type PluginFactory = (context: LoadContext, options: unknown) => Plugin;
const searchLocal: PluginFactory = (searchLocalModule as any).default ?? searchLocalModule;
/** The plugin's own option validation. */
export const validateOptions = (searchLocalModule as any).validateOptions;

const PLUGIN_PACKAGE = '@easyops-cn/docusaurus-search-local';
const BY_WORKER_PATH = path.resolve(__dirname, '../search/by-worker.ts');
const BY_WORKER_BAR_PATH = path.resolve(__dirname, '../search/by-worker-bar.ts');
const LAZY_MARK_PATH = path.resolve(__dirname, '../search/lazy-mark.ts');

/** Builds one compact part from the plugin's documents of that part. */
export function compactPart(documents: SearchDocument[], textLimit?: number): CompactPart {
  const builder = new lunr.Builder();
  builder.pipeline.add(...indexingPipeline());
  builder.tokenizer = tokenizer as typeof lunr.tokenizer;
  builder.ref('i');
  builder.field('t');
  builder.metadataWhitelist = [];
  for (const doc of documents) builder.add({i: String(doc.i), t: doc.t});
  // Term frequencies per document, as lunr's builder counted them.
  const frequencies = (builder as any).fieldTermFrequencies as Record<string, Record<string, number>>;
  const byTerm = new Map<string, Array<[number, number]>>();
  documents.forEach((doc, position) => {
    for (const [term, tf] of Object.entries(frequencies[`t/${doc.i}`] ?? {})) {
      if (!byTerm.has(term)) byTerm.set(term, []);
      byTerm.get(term)!.push([position, tf]);
    }
  });
  const terms = [...byTerm.keys()].sort();
  const postings = terms.map((term) => {
    const encoded: number[] = [];
    let previous = 0;
    for (const [position, tf] of byTerm.get(term)!) {
      encoded.push(position - previous);
      if (tf > 1) encoded.push(-tf);
      previous = position;
    }
    return encoded;
  });
  const shown = textLimit ? documents.map((d) => ({...d, t: cutText(d.t, textLimit)})) : documents;
  return {documents: shown, terms: terms.join(' '), postings};
}

/** Turns the plugin's index (an array of parts, each {documents, index}) into ours. */
export function compactIndex(pluginIndex: Array<{documents: SearchDocument[]}>): CompactIndex {
  return {
    format: INDEX_FORMAT,
    parts: pluginIndex.map(({documents}, part) =>
      compactPart(documents, part === PART.content ? CONTENT_TEXT_LIMIT : undefined)),
  };
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** A hash of every input that can change what the index holds. */
function inputsHash(siteDir: string): string {
  const md5 = crypto.createHash('md5');
  md5.update(INDEX_FORMAT);
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

export default function searchIndexTheme(context: LoadContext, options: Record<string, unknown>): Plugin {
  const plugin = searchLocal(context, options);
  const indexFile = `search-index-${inputsHash(context.siteDir)}.json`;
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild!(props);
      const written = fs.readdirSync(props.outDir).filter((f) => /^search-index.*\.json$/.test(f));
      if (written.length !== 1) {
        throw new Error(`search-index: expected one index file from ${PLUGIN_PACKAGE}, found ${written.length}`);
      }
      const source = path.join(props.outDir, written[0]);
      const compact = compactIndex(JSON.parse(fs.readFileSync(source, 'utf8')));
      fs.rmSync(source);
      fs.writeFileSync(path.join(props.outDir, indexFile), JSON.stringify(compact));
    },
    configureWebpack(config, isServer, utils, content) {
      const own = plugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      const {NormalModuleReplacementPlugin, DefinePlugin} = utils.currentBundler.instance as any;
      return {
        ...own,
        plugins: [
          // Our worker, and what starts it, in place of the plugin's theme/searchByWorker.js.
          new NormalModuleReplacementPlugin(/^\.\.\/searchByWorker$/, (resource: {context?: string; request: string}) => {
            const context = resource.context ?? '';
            if (!context.includes(path.join(PLUGIN_PACKAGE, 'dist'))) return;
            resource.request = path.basename(context) === 'SearchBar' ? BY_WORKER_BAR_PATH : BY_WORKER_PATH;
          }),
          // The plugin's generated module re-exports mark.js: a lazy stand-in instead.
          new NormalModuleReplacementPlugin(/[\\/]mark\.js[\\/]dist[\\/]mark\.js$/, (resource: {context?: string; request: string}) => {
            if (resource.context?.includes(path.join('.docusaurus', PLUGIN_PACKAGE))) resource.request = LAZY_MARK_PATH;
          }),
          new DefinePlugin({TIMBR_SEARCH_INDEX_FILE: JSON.stringify(indexFile)}),
        ],
      };
    },
  };
}
