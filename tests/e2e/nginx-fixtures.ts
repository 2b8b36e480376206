import type {Page} from '@playwright/test';
import {test as base} from './fixtures';
import {PORT} from '../support/env';
import {nginxSkipReason, startNginx, type RunningNginx} from '../../tools/serve/nginx';

/**
 * The e2e fixtures plus `nginx`: Debian's nginx serving build/ with the
 * production configuration of deploy/nginx, one per test worker, on
 * TEST_PORT + 2 + the worker's index (the static servers use TEST_PORT and
 * TEST_PORT + 1). Specs call `skipWithoutNginx()` first: locally a missing
 * nginx skips them with the reason, in CI it fails them.
 */
export const test = base.extend<object, {nginx: RunningNginx}>({
  nginx: [
    async ({}, use, workerInfo) => {
      const server = await startNginx({port: PORT + 2 + workerInfo.parallelIndex});
      await use(server);
      await server.stop();
    },
    {scope: 'worker', timeout: 30_000},
  ],
});

export function skipWithoutNginx(): void {
  const reason = nginxSkipReason();
  test.skip(reason !== null, reason ?? '');
}

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Records every CSP violation of the document from its first script on. */
function recordViolations(): void {
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.cspViolations.push(
      `${e.effectiveDirective} blocked ${e.blockedURI} in ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
    );
  });
}

/**
 * Counts the CSP violations of the page's documents and the CSP complaints on
 * its console; call before the page loads anything. The returned function
 * reads the complaints since the watch began (or since its `clear()`) and the
 * violations of the current document.
 */
export async function watchCsp(page: Page): Promise<(() => Promise<string[]>) & {clear: () => void}> {
  const consoleCsp: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleCsp.push(`console: ${message.text()}`);
  });
  await page.addInitScript(recordViolations);
  const read = async () => [...consoleCsp, ...(await page.evaluate(() => window.cspViolations))];
  return Object.assign(read, {clear: () => void consoleCsp.splice(0)});
}

export {expect, gotoHydrated} from './fixtures';
