/**
 * The sample knowledge graph in the build:
 *
 * - publishes the sample data and the model at stable URLs below the base
 *   URL: `sample-data/supply-chain.sql` (MySQL script of every source table),
 *   `sample-data/<schema>/<table>.csv` (one CSV file per table) and
 *   `sample-data/supply-chain-model.sql` (the model, Timbr DDL);
 * - keeps the bundler's persistent cache honest: the results of runnable
 *   examples are computed while the pages compile (./remark.ts), so a change
 *   to the model, the data generator or the engine must recompile them;
 * - writes what running the examples cost (./stats.ts) for `npm run perf:build`;
 * - gives the browser the model as JSON (`sample-model.json`, which the
 *   query worker of src/features/runnable-sql/browser/ imports) and the ontology outline
 *   (`ontology.json`, the playground's tree), as generated data modules
 *   below `@generated/runnable-sql/default/`: they reach the browser only in
 *   the chunks that import them;
 * - adds the Run control to the code block of each runnable query (the client
 *   module ./browser/code-block-button.ts).
 * The engine itself runs in the pages' remark plugin (./remark.ts), which
 * opens the sample graph when the first page with a runnable query compiles.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SAMPLE_DATA_DIR, SAMPLE_MODEL_FILE, SAMPLE_SCRIPT_FILE, csvPath, toCsv, toSqlScript} from './data/formats';
import {generateSampleData} from './data/generate';
import {MODEL_JSON_FILE, MODEL_PATH, OUTLINE_JSON_FILE} from './files';
import {STATS_FILE, stats} from './stats';

/** The SQL package's source, whose files sit in a folder per stage. */
const SQL_PACKAGE = 'packages/timbr-sql/src';

/** Files whose change changes the results of runnable examples. */
export function resultDependencies(siteDir: string): string[] {
  const dirs = [SQL_PACKAGE, 'src/features/runnable-sql/data', 'src/features/runnable-sql'];
  const files = dirs.flatMap((d) =>
    fs
      .readdirSync(path.join(siteDir, d), {recursive: d === SQL_PACKAGE, encoding: 'utf8'})
      .filter((f) => /\.(ts|sql)$/.test(f))
      .map((f) => path.join(siteDir, d, f)),
  );
  return [...files, path.join(siteDir, MODEL_PATH)].filter((f, i, all) => all.indexOf(f) === i).sort();
}

/** The files published below `<base URL>/sample-data/`, by path. */
export function sampleDataFiles(siteDir: string): Map<string, string> {
  const dataset = generateSampleData();
  const files = new Map<string, string>();
  files.set(SAMPLE_SCRIPT_FILE, toSqlScript(dataset));
  files.set(SAMPLE_MODEL_FILE, fs.readFileSync(path.join(siteDir, MODEL_PATH), 'utf8'));
  for (const table of dataset.tables) files.set(csvPath(table), toCsv(table));
  return files;
}

export default function runnableSqlPlugin(context: LoadContext): Plugin {
  const {siteDir, generatedFilesDir} = context;
  return {
    name: 'runnable-sql',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'browser', 'code-block-button.ts')];
    },
    configureWebpack(config) {
      // SQLite's WebAssembly file (src/features/runnable-sql/browser/worker.ts) among the hashed
      // assets, which hosts cache for a year (the bundler's default puts it at
      // the root of the build, under a bare hash).
      const wasm = {
        module: {
          rules: [
            {test: /\.wasm$/, type: 'asset/resource', generator: {filename: 'assets/wasm/[name].[contenthash:8][ext]'}},
          ],
        },
      };
      const cache = (config as {experiments?: {cache?: unknown}}).experiments?.cache;
      if (!cache || typeof cache !== 'object') return wasm as object;
      return {...wasm, experiments: {cache: {buildDependencies: resultDependencies(siteDir)}}} as object;
    },
    async contentLoaded({actions}) {
      const {openSampleGraph} = await import('./sample-graph');
      const {outlineOf} = await import('@timbr-docs/sql');
      const graph = await openSampleGraph(siteDir);
      await actions.createData(MODEL_JSON_FILE, JSON.stringify(graph.model));
      await actions.createData(OUTLINE_JSON_FILE, JSON.stringify(outlineOf(graph.model)));
    },
    async postBuild({outDir}) {
      for (const [file, content] of sampleDataFiles(siteDir)) {
        const target = path.join(outDir, SAMPLE_DATA_DIR, file);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, content);
      }
      const s = stats();
      fs.mkdirSync(generatedFilesDir, {recursive: true});
      fs.writeFileSync(path.join(generatedFilesDir, STATS_FILE), `${JSON.stringify(s, null, 2)}\n`);
      const runs = s.runs
        ? `${s.runs} runnable examples run in ${Math.round(s.runMs)} ms (sample graph opened in ${Math.round(s.openMs)} ms)`
        : "no runnable example had to run: every page's results came from the build cache, which a change of the sample data or the engine clears";
      console.log(`[runnable-sql] ${runs}; sample data written to ${SAMPLE_DATA_DIR}/.`);
    },
  };
}
