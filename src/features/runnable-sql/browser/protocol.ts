/**
 * Messages between the page and the query worker (./worker.ts), and the
 * limits a query in the browser runs under.
 */
import type {EngineErrorKind, Value} from '@timbr-docs/sql';

/** Rows a query may return in the browser; the rest is cut off (the reader is told). */
export const MAX_ROWS = 10_000;
/** How long a query may run before the page stops it (the worker is ended and started again on the next query). */
export const QUERY_TIMEOUT_MS = 3_000;
/** How long starting the engine (WebAssembly, model and sample data) may take. */
export const LOAD_TIMEOUT_MS = 30_000;
/** The longest query the page sends to the engine. */
export const MAX_QUERY_LENGTH = 5_000;

export type WorkerCall = {type: 'load'; dataUrl: string} | {type: 'run'; query: string};

export type WorkerRequest = WorkerCall & {id: number};

export interface RunSuccess {
  columns: string[];
  rows: Value[][];
  /** Rows returned (at most MAX_ROWS). */
  rowCount: number;
  /** More rows existed than MAX_ROWS. */
  truncated: boolean;
  /** The SQL the engine ran on the embedded database. */
  sql: string;
  /** Time in the worker, compile and run, in milliseconds. */
  ms: number;
}

export interface RunFailure {
  kind: EngineErrorKind | 'limit' | 'load' | 'internal';
  message: string;
  line?: number;
  column?: number;
  /** The SQL the engine generated, when it got that far. */
  sql?: string;
}

export type WorkerResponse = {id: number; ok: true; result?: RunSuccess} | {id: number; ok: false; error: RunFailure};
