/**
 * Unit test (no browser) of the bench's reading of a build's phases from the
 * output of Docusaurus's performance logger (scripts/perf-common.mjs).
 */
import {test, expect} from '@playwright/test';

// An ES module that reads import.meta: loaded by a dynamic import, as the other script tests load theirs.
let buildPhases: typeof import('../../scripts/perf-common.mjs').buildPhases;
test.beforeAll(async () => {
  ({buildPhases} = await import('../../scripts/perf-common.mjs'));
});

test('the phases of a build are read from the performance logger, in seconds', () => {
  const log = [
    '[PERF] Build > en > Load site > Load plugins - 3.34 seconds! - (Heap 50mb -> 99mb / Total 132mb)',
    '[PERF] Build > en > Load site - 3.71 seconds! - (Heap 54mb -> 101mb / Total 132mb)',
    '\u001b[35m[PERF]\u001b[39m Build > en > Bundling with rspack - 13.89 seconds! - (Heap 104mb -> 261mb)',
    '[PERF] Build > en > SSG > Create SSG thread pool - 2 threads - 143.41 ms - (Heap 262mb -> 263mb)',
    '[PERF] Build > en > SSG - 5.77 seconds! - (Heap 261mb -> 263mb / Total 289mb)',
    '[PERF] Build > en > postBuild() - 812.6 ms - (Heap 264mb -> 618mb / Total 655mb)',
    '[SUCCESS] Generated static files in "build".',
  ].join('\n');
  expect(buildPhases(log)).toEqual({load: 3.7, bundle: 13.9, render: 5.8, postBuild: 0.8});
  expect(buildPhases('[SUCCESS] Generated static files in "build".')).toEqual({});
});
