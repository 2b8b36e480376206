/**
 * The page's side of a Web Worker that answers requests (the search engine's,
 * the sample SQL engine's): one worker, started by the first request; each
 * request carries an id, and its answer settles the caller's promise. A
 * request may have a time limit: past it, the worker is ended, every request
 * still waiting fails with the limit's reason, and the next request starts a
 * new worker. A worker that cannot start or crashes is ended the same way,
 * with the reason given for that. What to do with a failure (try again, stay
 * unavailable) is the caller's. Before its answer, a request may get notes
 * from the worker (that it is loading what it needs): messages that the
 * caller's `isProgress` recognizes go to the request's `onProgress` and
 * settle nothing.
 */

/** A time limit: how long, and the reason a request fails with when it is reached. */
export interface TimeLimit {
  ms: number;
  reason: unknown;
}

export interface WorkerRpc<Request, Response> {
  /**
   * Sends a request; resolves with the worker's answer, or rejects with a limit's or a crash's reason. Notes
   * the worker sends about it meanwhile go to `onProgress`.
   */
  call(request: Request, limit?: TimeLimit, onProgress?: (note: Response) => void): Promise<Response>;
  /** Ends the worker: every waiting request fails with `reason`. */
  stop(reason: unknown): void;
}

export interface WorkerRpcOptions<Response = unknown> {
  /** The reason requests fail with when the worker cannot start or crashes. */
  crashed: unknown;
  /** Called whenever the worker is ended (a limit, a crash, `stop`). */
  onEnd?: () => void;
  /** Whether a message is a note about a request rather than its answer. */
  isProgress?: (message: Response) => boolean;
}

/**
 * @param start makes the worker (`new Worker(new URL('./<its worker>.ts', import.meta.url))`, in the caller's
 *   module, where the bundler finds the worker's script)
 */
export function workerRpc<Request extends object, Response extends {id: number}>(
  start: () => Worker,
  {crashed, onEnd, isProgress}: WorkerRpcOptions<Response>,
): WorkerRpc<Request, Response> {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<
    number,
    {resolve: (response: Response) => void; reject: (reason: unknown) => void; progress?: (note: Response) => void}
  >();

  function stop(reason: unknown): void {
    worker?.terminate();
    worker = undefined;
    onEnd?.();
    for (const {reject} of waiting.values()) reject(reason);
    waiting.clear();
  }

  function running(): Worker {
    if (!worker) {
      const started = start();
      started.addEventListener('error', (event) => {
        event.preventDefault();
        if (worker === started) stop(crashed);
      });
      started.addEventListener('message', (event: MessageEvent<Response>) => {
        const request = waiting.get(event.data.id);
        if (!request) return;
        if (isProgress?.(event.data)) {
          request.progress?.(event.data);
          return;
        }
        waiting.delete(event.data.id);
        request.resolve(event.data);
      });
      worker = started;
    }
    return worker;
  }

  function call(request: Request, limit?: TimeLimit, onProgress?: (note: Response) => void): Promise<Response> {
    const target = running();
    const id = nextId++;
    return new Promise<Response>((resolve, reject) => {
      const timer =
        limit &&
        setTimeout(() => {
          if (waiting.has(id) && worker === target) stop(limit.reason);
        }, limit.ms);
      const settle =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          then(value);
        };
      waiting.set(id, {resolve: settle(resolve), reject: settle(reject), progress: onProgress});
      target.postMessage({...request, id});
    });
  }

  return {call, stop};
}
