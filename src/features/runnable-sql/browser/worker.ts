/**
 * The query worker: SQLite as WebAssembly (sql.js), the model of the sample
 * knowledge graph and its data, and the semantic engine over them, off the
 * page's main thread. The page (./client.ts) ends it when a query runs too
 * long; here, a query stops after MAX_ROWS rows.
 */
/// <reference lib="webworker" />
import initSqlJs from 'sql.js';
import model from '@generated/runnable-sql/default/sample-model.json';
import {createEngine, sqliteScript, EngineError, type Engine} from '@timbr-docs/sql';
import {MAX_ROWS, type RunFailure, type RunSuccess, type WorkerRequest, type WorkerResponse} from './protocol';

declare const self: DedicatedWorkerGlobalScope;

// The bundler emits the WebAssembly file as a hashed asset and gives its address.
const WASM_URL = new URL('../../../../node_modules/sql.js/dist/sql-wasm-browser.wasm', import.meta.url);

let ready: Promise<Engine> | undefined;

async function load(dataUrl: string): Promise<Engine> {
  const address = new URL(dataUrl, self.location.href);
  if (address.origin !== self.location.origin) throw failure('load', 'The sample data must come from this site.');
  const [SQL, script] = await Promise.all([
    initSqlJs({locateFile: () => WASM_URL.href}).catch((error: unknown) => {
      throw failure('load', `SQLite (WebAssembly) could not start: ${message(error)}.`);
    }),
    fetch(address).then(
      (response) => {
        if (!response.ok) throw failure('load', `The sample data could not be downloaded (HTTP ${response.status}).`);
        return response.text();
      },
      () => {
        throw failure('load', 'The sample data could not be downloaded (network error).');
      },
    ),
  ]);
  const db = new SQL.Database();
  db.exec(sqliteScript(script));
  return createEngine(model, db);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function failure(kind: RunFailure['kind'], text: string): RunFailure {
  return {kind, message: text};
}

function asFailure(error: unknown): RunFailure {
  if (error instanceof EngineError) return error.toJSON();
  if (error && typeof error === 'object' && 'kind' in error && 'message' in error) return error as RunFailure;
  if (error instanceof RangeError) {
    return {kind: 'limit', message: 'The query is nested too deeply for the sample engine to read. Simplify it.'};
  }
  return {kind: 'internal', message: `The sample engine failed: ${message(error)}.`};
}

function run(engine: Engine, query: string): RunSuccess {
  const start = performance.now();
  const result = engine.run(query, {maxRows: MAX_ROWS});
  return {...result, ms: performance.now() - start};
}

self.addEventListener('message', async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  let response: WorkerResponse;
  try {
    if (request.type === 'load') {
      ready ??= load(request.dataUrl);
      await ready;
      response = {id: request.id, ok: true};
    } else {
      if (!ready) throw failure('load', 'The engine was not started.');
      response = {id: request.id, ok: true, result: run(await ready, request.query)};
    }
  } catch (error) {
    if (request.type === 'load') ready = undefined;
    response = {id: request.id, ok: false, error: asFailure(error)};
  }
  self.postMessage(response);
});
