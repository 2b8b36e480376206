import fs from 'node:fs';
import {defineConfig, type ReporterDescription} from '@playwright/test';
import {chromiumLaunchOptions} from './tools/serve/browser';
import {ANALYTICS_STUB_PORT, ORIGIN, PORT, WRONG_BASE_ORIGIN} from './tests/support/env';

/**
 * Projects:
 * - `unit`: fast tests of our own logic (catalogs, the SQL checker); no browser,
 *   no child process.
 * - `packages`: the tests of the workspace packages, each in its package
 *   (packages/<name>/test/, mcp/test/; `npm test` in a package runs its own);
 *   no browser, no build.
 * - `tools`: the contributor tools run as a contributor runs them, as child
 *   processes (new-page and a page added as CONTRIBUTING.md says,
 *   check-content, the lint gates, the installer of the test packages, the
 *   static server).
 * - `crawl`: every page of the sitemap, once, under the production nginx
 *   configuration (tests/e2e/crawl.spec.ts; `ONLY_PATH=/doc/...` for some
 *   pages, comma-separated); `site` then checks what needs every page at
 *   once, from what the crawl recorded.
 * - `e2e`: behavior in Chromium.
 * The browser projects run against the production build in `build/`, served by
 * tools/serve/static-server.ts like a real static host: run `npm run build`
 * first (`npm run test:all` does both).
 */

const REPORTERS_CI: ReporterDescription[] = [['list'], ['html', {open: 'never'}]];
const REPORTERS_LOCAL: ReporterDescription[] = [['list']];

const BROWSER = {browserName: 'chromium' as const, viewport: {width: 1280, height: 800}};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries, in CI either: a test that passes only on a second try is a failure to fix, not to hide.
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  // A JSON report too when a file is named for it (npm run perf:ci reads each spec's time from it), and a blob
  // report when a folder is named for it (each shard of the workflows writes one; npm run test:merge-reports
  // merges them).
  reporter: [
    ...(process.env.CI ? REPORTERS_CI : REPORTERS_LOCAL),
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as ReporterDescription] : []),
    ...(process.env.PLAYWRIGHT_BLOB_OUTPUT_DIR ? [['blob'] as ReporterDescription] : []),
  ],
  timeout: 45_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: ORIGIN,
    // No trace by default, as in Playwright's own template (whose traces are for retries, and there are
    // none here): recording one for every test took a quarter of the crawl's processor time and two fifths
    // of the other browser tests'. A failure keeps a screenshot; rerun it with `--trace on` for the trace.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(ANALYTICS_STUB_PORT),
  },
  projects: [
    {name: 'unit', testDir: './tests/unit'},
    {name: 'packages', testDir: '.', testMatch: /\/(packages\/[^/]+|mcp)\/test\/[^/]+\.spec\.ts$/},
    {name: 'tools', testDir: './tests/tools'},
    {name: 'crawl', testDir: './tests/e2e', testMatch: 'crawl.spec.ts', use: BROWSER},
    {name: 'site', testDir: './tests/e2e', testMatch: 'site.spec.ts', dependencies: ['crawl']},
    {name: 'e2e', testDir: './tests/e2e', testIgnore: ['crawl.spec.ts', 'site.spec.ts'], use: BROWSER},
  ],
  // The servers need a build; unit tests alone run without one.
  webServer: !fs.existsSync('build/404.html')
    ? undefined
    : [
        {
          command: `node tools/run.mjs tools/serve/static-server.ts --port ${PORT} --base /doc/`,
          url: `${ORIGIN}/doc/`,
          reuseExistingServer: !process.env.CI,
        },
        {
          // The same build served at the wrong base path, for the baseUrl banner test.
          command: `node tools/run.mjs tools/serve/static-server.ts --port ${PORT + 1} --base /`,
          url: `${WRONG_BASE_ORIGIN}/`,
          reuseExistingServer: !process.env.CI,
        },
        {
          // The analytics hosts, for Chromium (tools/serve/browser.ts).
          command: `node tools/run.mjs tools/serve/analytics-stub/server.ts --port ${ANALYTICS_STUB_PORT}`,
          url: `https://127.0.0.1:${ANALYTICS_STUB_PORT}/`,
          ignoreHTTPSErrors: true,
          reuseExistingServer: !process.env.CI,
        },
      ],
});
