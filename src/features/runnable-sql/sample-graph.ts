/**
 * The sample knowledge graph in Node: the model of
 * src/features/runnable-sql/data/model.sql, the generated sample data loaded into an
 * embedded SQLite database, and the engine over both. Opened once per
 * process and shared (the build's remark plugin, the tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import {generateSampleData, type Dataset} from './data/generate';
import {toSqlScript} from './data/formats';
import {buildModel, createEngine, type Engine, type Model} from '@timbr-docs/sql';
import {MODEL_PATH} from './files';
import {parseScript, type ScriptStatement} from './model-script';
import {openDatabase} from './sqlite';
import {recordOpen} from './stats';

export {MODEL_PATH};

export interface SampleGraph {
  model: Model;
  modelText: string;
  /** The statements of the model file, parsed. */
  statements: ScriptStatement[];
  dataset: Dataset;
  /** The MySQL script of the sample data. */
  script: string;
  engine: Engine;
}

/** Shared by every copy of this module in the process (the config and the plugin are loaded separately). */
const KEY = Symbol.for('timbr-docs.runnable-sql.sample-graphs');
const opened: Map<string, Promise<SampleGraph>> = ((globalThis as Record<symbol, unknown>)[KEY] ??= new Map()) as Map<
  string,
  Promise<SampleGraph>
>;

/** The sample graph of a site directory (opened on first use). */
export function openSampleGraph(siteDir: string): Promise<SampleGraph> {
  const key = path.resolve(siteDir);
  let graph = opened.get(key);
  if (!graph) {
    graph = (async () => {
      const start = performance.now();
      const modelText = fs.readFileSync(path.join(key, MODEL_PATH), 'utf8');
      const statements = parseScript(modelText, MODEL_PATH);
      const model = buildModel(statements);
      const dataset = generateSampleData();
      const script = toSqlScript(dataset);
      const db = await openDatabase(script);
      const engine = createEngine(model, db);
      recordOpen(performance.now() - start);
      return {model, modelText, statements, dataset, script, engine};
    })();
    opened.set(key, graph);
  }
  return graph;
}
