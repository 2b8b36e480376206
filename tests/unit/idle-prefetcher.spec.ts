/** src/client/idle-prefetcher: link prefetches queued and run in idle slices. */
import {test, expect} from '@playwright/test';
import {IDLE_SLICE_MS, idlePrefetcher} from '../../src/client/idle-prefetcher';

function harness(costMs = 0) {
  let clock = 0;
  const slices: (() => void)[] = [];
  const calls: string[] = [];
  const prefetch = (routePath: string) => {
    calls.push(routePath);
    clock += costMs;
    if (routePath.includes('boom')) throw new Error('boom');
    return routePath.includes('slow') ? false : Promise.resolve(`done ${routePath}`);
  };
  const wrapped = idlePrefetcher(prefetch, (run) => slices.push(run), () => clock);
  const runSlice = () => slices.shift()!();
  return {wrapped, calls, slices, runSlice};
}

test('nothing runs before an idle slice; then the calls run in order', async () => {
  const h = harness();
  const results = ['/a', '/b', '/c'].map((p) => h.wrapped(p));
  expect(h.calls).toEqual([]);
  expect(h.slices).toHaveLength(1);
  h.runSlice();
  expect(h.calls).toEqual(['/a', '/b', '/c']);
  expect(await Promise.all(results)).toEqual(['done /a', 'done /b', 'done /c']);
  expect(h.slices).toHaveLength(0);
});

test('a slice stops after IDLE_SLICE_MS and schedules the rest', () => {
  const h = harness(IDLE_SLICE_MS / 2 + 0.5);
  for (const p of ['/1', '/2', '/3', '/4', '/5']) void h.wrapped(p);
  h.runSlice();
  expect(h.calls).toEqual(['/1', '/2']);
  expect(h.slices).toHaveLength(1);
  h.runSlice();
  expect(h.calls).toEqual(['/1', '/2', '/3', '/4']);
  h.runSlice();
  expect(h.calls).toEqual(['/1', '/2', '/3', '/4', '/5']);
  expect(h.slices).toHaveLength(0);
});

test('a slow call still runs alone in its slice, and the queue goes on', () => {
  const h = harness(IDLE_SLICE_MS * 10);
  void h.wrapped('/x');
  void h.wrapped('/y');
  h.runSlice();
  expect(h.calls).toEqual(['/x']);
  h.runSlice();
  expect(h.calls).toEqual(['/x', '/y']);
});

test('a throwing prefetch settles false, is logged, and does not stop the queue', async () => {
  const h = harness();
  const warnings: unknown[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args);
  try {
    const results = [h.wrapped('/boom'), h.wrapped('/slow'), h.wrapped('/ok')];
    h.runSlice();
    expect(await Promise.all(results)).toEqual([false, false, 'done /ok']);
    expect(warnings).toHaveLength(1);
  } finally {
    console.warn = warn;
  }
});

test('calls made after the queue drained schedule a new slice', () => {
  const h = harness();
  void h.wrapped('/a');
  h.runSlice();
  void h.wrapped('/b');
  expect(h.slices).toHaveLength(1);
  h.runSlice();
  expect(h.calls).toEqual(['/a', '/b']);
});
