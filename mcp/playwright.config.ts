import {defineConfig} from '@playwright/test';

/**
 * The package's own tests (`npm test` here, `npm test -w @timbr-docs/mcp`
 * from the repository's root): plain Node, no browser, no build. The
 * repository's test run has them too, in its `packages` project; the server
 * on a build, over stdio and HTTP, is tested there (tests/e2e/mcp*.spec.ts).
 */
export default defineConfig({
  testDir: './test',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
});
