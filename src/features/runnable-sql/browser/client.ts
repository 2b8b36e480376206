/**
 * The page's side of the query worker (./worker.ts): one worker per page,
 * started by the first query, shared by every runnable block and the
 * playground. Queries run one at a time. A query that runs longer than
 * QUERY_TIMEOUT_MS is stopped by ending the worker, so that the page never
 * waits on it; the next query starts a new one.
 */
import {useCallback, useRef, useState} from 'react';
import {workerRpc} from '../../../shared/worker-rpc';
import {SAMPLE_DATA_DIR, SAMPLE_SCRIPT_FILE} from '../data/formats';
import {
  LOAD_TIMEOUT_MS,
  MAX_QUERY_LENGTH,
  QUERY_TIMEOUT_MS,
  type RunFailure,
  type RunSuccess,
  type WorkerCall,
  type WorkerResponse,
} from './protocol';

export type {RunFailure, RunSuccess};
export type RunOutcome = {ok: true; result: RunSuccess} | {ok: false; error: RunFailure};

let started: Promise<void> | undefined;
let queue: Promise<unknown> = Promise.resolve();
const engine = workerRpc<WorkerCall, WorkerResponse>(() => new Worker(new URL('./worker.ts', import.meta.url)), {
  crashed: {kind: 'load', message: 'The sample engine could not start in this browser.'} satisfies RunFailure,
  // The worker was ended: the next query starts a new one, which loads the engine again.
  onEnd: () => (started = undefined),
});

/** Sends one request; a failure of the worker (a limit, a crash) comes back as a failed response. */
function send(request: WorkerCall, limit: {ms: number; reason: RunFailure}): Promise<WorkerResponse> {
  return engine.call(request, limit).catch((reason: RunFailure) => ({id: 0, ok: false, error: reason}));
}

/** Where the published sample data script is, below the site's base URL. */
function dataUrl(baseUrl: string): string {
  return `${baseUrl}${SAMPLE_DATA_DIR}/${SAMPLE_SCRIPT_FILE}`;
}

async function start(baseUrl: string): Promise<RunFailure | undefined> {
  started ??= send(
    {type: 'load', dataUrl: dataUrl(baseUrl)},
    {
      ms: LOAD_TIMEOUT_MS,
      reason: {
        kind: 'load',
        message: `The sample engine did not start within ${LOAD_TIMEOUT_MS / 1000} seconds. Check your connection and run the query again.`,
      },
    },
  ).then((response) => {
    if (!response.ok) throw response.error;
  });
  try {
    await started;
    return undefined;
  } catch (error) {
    started = undefined;
    return error as RunFailure;
  }
}

/** What is wrong with a query before it reaches the engine, if anything. */
export function checkBeforeRun(query: string): RunFailure | undefined {
  if (!query.trim())
    return {
      kind: 'limit',
      message: 'The editor is empty. Write a query, or pick an item of the ontology or an example question.',
    };
  if (query.length > MAX_QUERY_LENGTH) {
    return {
      kind: 'limit',
      message: `The query is ${query.length.toLocaleString('en-US')} characters long; the sample engine takes queries of up to ${MAX_QUERY_LENGTH.toLocaleString('en-US')} characters. Shorten it, or run it on a Timbr server.`,
    };
  }
  return undefined;
}

async function runNow(query: string, baseUrl: string): Promise<RunOutcome> {
  const problem = checkBeforeRun(query);
  if (problem) return {ok: false, error: problem};
  const failed = await start(baseUrl);
  if (failed) return {ok: false, error: failed};
  const response = await send(
    {type: 'run', query},
    {
      ms: QUERY_TIMEOUT_MS,
      reason: {
        kind: 'limit',
        message: `The query ran for more than ${QUERY_TIMEOUT_MS / 1000} seconds and was stopped. The sample engine stops long queries, such as a join of every row with every other row; add conditions or a LIMIT, or run it on a Timbr server.`,
      },
    },
  );
  if (!response.ok) return {ok: false, error: response.error};
  return {ok: true, result: response.result!};
}

/** Runs a query on the sample knowledge graph in the query worker (started on first use). */
export function runQuery(query: string, baseUrl: string): Promise<RunOutcome> {
  const next = queue.then(() => runNow(query, baseUrl));
  queue = next.catch(() => undefined);
  return next;
}

/**
 * The state of a query area (the Run control of a block, the playground): the
 * outcome of the latest query run, and whether one is running. An earlier
 * query that answers after a later one was started is dropped.
 */
export function useQueryRunner(baseUrl: string): {
  outcome: RunOutcome | null;
  running: boolean;
  run: (query: string) => Promise<void>;
} {
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);
  const [running, setRunning] = useState(false);
  const latest = useRef(0);
  const run = useCallback(
    async (query: string) => {
      const ticket = ++latest.current;
      setRunning(true);
      const result = await runQuery(query, baseUrl);
      if (ticket !== latest.current) return;
      setOutcome(result);
      setRunning(false);
    },
    [baseUrl],
  );
  return {outcome, running, run};
}
