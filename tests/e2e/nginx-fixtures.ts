import {test as base} from './fixtures';
import {PORT} from '../support/env';
import {nginxSkipReason, startNginx, type RunningNginx} from '../support/nginx';

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

export {expect, gotoHydrated} from './fixtures';
