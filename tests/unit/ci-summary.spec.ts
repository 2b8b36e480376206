import {test, expect} from '@playwright/test';
import {summaryOf as changedSummary} from '../../tools/check/changed-pages';
import {summaryOf as ciSummary} from '../../tools/ci/summary';

/**
 * The job summaries of the workflows: the fast job's (`npm run check:changed
 * -- --summary`: the changed files, their pages, each check's verdict) and the
 * last job's of a checks run (tools/ci/summary.ts: each job's result, the
 * tests of every shard, the failed ones by name, and the run's one status).
 */

test('the fast job lists the changed files with their pages and the verdict of every check', () => {
  const markdown = changedSummary({
    base: '0123456789abcdef0123',
    files: ['docs/sql/mappings.md'],
    notes: ['docs/sql/mappings.md: /doc/docs/sql/mappings'],
    crawl: ['/doc/docs/sql/mappings'],
    steps: [
      {name: 'mdx', passed: true, seconds: 3.21},
      {name: 'links', passed: false, seconds: 40},
    ],
    crawlPassed: null,
  });
  expect(markdown).toContain('1 file(s) changed since `0123456789ab`.');
  expect(markdown).toContain('- docs/sql/mappings.md: /doc/docs/sql/mappings');
  expect(markdown).toContain('Pages crawled (1): `/doc/docs/sql/mappings`');
  expect(markdown).toContain('| mdx | passed | 3.2 s |');
  expect(markdown).toContain('| links | **failed** | 40.0 s |');
  expect(markdown).toContain('| crawl of the changed pages | not run | |');
});

test('every job passed: the run passes, with the counts of every shard', () => {
  const {passed, markdown} = ciSummary(
    {check: {result: 'success'}, build: {result: 'success'}, e2e: {result: 'success'}},
    {stats: {expected: 1019, unexpected: 0, flaky: 0, skipped: 2}, suites: []},
  );
  expect(passed).toBe(true);
  expect(markdown).toContain('| e2e | passed |');
  expect(markdown).toContain('Tests of every shard: 1019 passed, 0 failed, 0 flaky, 2 skipped.');
  expect(markdown).toContain('Every job passed.');
});

test('a failed or skipped job fails the run; the failed tests are named', () => {
  const report = {
    stats: {expected: 10, unexpected: 1, flaky: 1, skipped: 0},
    suites: [
      {
        file: 'e2e/search.spec.ts',
        specs: [],
        suites: [
          {
            title: 'box',
            specs: [
              {title: 'finds a page', file: 'e2e/search.spec.ts', tests: [{projectName: 'e2e', status: 'unexpected'}]},
              {title: 'opens', file: 'e2e/search.spec.ts', tests: [{projectName: 'e2e', status: 'expected'}]},
              {title: 'retries', file: 'e2e/search.spec.ts', tests: [{projectName: 'e2e', status: 'flaky'}]},
            ],
          },
        ],
      },
    ],
  };
  const {passed, markdown} = ciSummary(
    {build: {result: 'success'}, e2e: {result: 'failure'}, site: {result: 'skipped'}},
    report,
  );
  expect(passed).toBe(false);
  expect(markdown).toContain('| e2e | **failure** |');
  expect(markdown).toContain('| site | **skipped** |');
  expect(markdown).toContain('- [e2e] e2e/search.spec.ts › finds a page');
  expect(markdown).toContain('- [e2e] e2e/search.spec.ts › retries (flaky)');
  expect(markdown).not.toContain('› opens');
  expect(ciSummary({}, null).passed).toBe(false);
});
