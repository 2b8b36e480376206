/**
 * What the build spends on runnable examples: the number of queries run and
 * the time spent running them, kept per process (the MDX loader and the
 * plugin's postBuild share it) and written next to the build's other
 * generated files for `npm run perf:build`.
 */
const KEY = Symbol.for('timbr-docs.runnable-sql.stats');

export interface RunStats {
  /** Runnable blocks run (a page compiled for the server and the browser runs them once). */
  runs: number;
  /** Milliseconds spent in the engine (compiling and running queries). */
  runMs: number;
  /** Milliseconds spent opening the sample graph (model, data, database). */
  openMs: number;
}

export function stats(): RunStats {
  const g = globalThis as Record<symbol, RunStats | undefined>;
  g[KEY] ??= {runs: 0, runMs: 0, openMs: 0};
  return g[KEY]!;
}

export function recordRun(ms: number): void {
  const s = stats();
  s.runs += 1;
  s.runMs += ms;
}

export function recordOpen(ms: number): void {
  stats().openMs += ms;
}

/** The file (below the generated-files directory) where the build writes its figures. */
export const STATS_FILE = 'runnable-sql-stats.json';
