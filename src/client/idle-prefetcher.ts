/**
 * The queue behind ./idle-prefetch: calls to `prefetch` are queued and run in
 * the order they came, in slices scheduled by `schedule` (idle callbacks in
 * the browser). Each call's promise settles with what the original returned.
 */
export type Prefetch = (routePath: string) => false | Promise<unknown>;

/** Longest stretch of queued prefetches run in one idle callback, in ms. */
export const IDLE_SLICE_MS = 4;

/**
 * Wraps `prefetch`: each slice runs at least one queued call, then more while
 * IDLE_SLICE_MS has not passed; a throwing call is logged and settles false.
 */
export function idlePrefetcher(prefetch: Prefetch, schedule: (run: () => void) => void, now: () => number): Prefetch {
  const queue: {routePath: string; resolve: (value: unknown) => void}[] = [];
  let scheduled = false;
  const drain = () => {
    scheduled = false;
    const start = now();
    // At least one per idle period, then more while the slice lasts.
    do {
      const next = queue.shift()!;
      let result: unknown;
      try {
        result = prefetch(next.routePath);
      } catch (error) {
        // A failed prefetch only loses a head start: the route loads on navigation.
        console.warn('Prefetch failed:', error);
        result = false;
      }
      next.resolve(result);
    } while (queue.length > 0 && now() - start < IDLE_SLICE_MS);
    if (queue.length > 0) {
      scheduled = true;
      schedule(drain);
    }
  };
  return (routePath) => new Promise((resolve) => {
    queue.push({routePath, resolve});
    if (!scheduled) {
      scheduled = true;
      schedule(drain);
    }
  });
}
