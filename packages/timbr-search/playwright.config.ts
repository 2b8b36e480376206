import {defineConfig} from '@playwright/test';

/**
 * The package's own tests (`npm test` here, `npm test -w @timbr-docs/search`
 * from the repository's root): plain Node, no browser. The repository's test
 * run has them too, in its `packages` project.
 */
export default defineConfig({
  testDir: './test',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
});
