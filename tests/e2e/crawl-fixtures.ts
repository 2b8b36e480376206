/**
 * The crawl's fixtures (tests/e2e/crawl.spec.ts): the site it reads (nginx
 * with the production configuration, or the static server where nginx is
 * missing) and the worker's reader.
 *
 * Each worker has one nginx and one tab that goes from page to page, as a
 * reader following links does: the pages share the HTTP cache (the hashed
 * scripts, styles and search files load once per worker; no request is routed,
 * which would turn the cache off) and the code the tab has compiled. After a
 * failure, the next page starts in a new tab.
 */
import type {BrowserContext, Page} from '@playwright/test';
import {test as base} from './fixtures';
import {watchCsp} from './nginx-fixtures';
import {nginxSkipReason, startNginx} from '../../tools/serve/nginx';
import {ORIGIN, PORT} from '../support/env';

export {expect} from './fixtures';

export interface Site {
  origin: string;
  /** Whether the production Content-Security-Policy is served (nginx), so checked. */
  csp: boolean;
}

/**
 * The worker's reader: one tab that goes from page to page, as a reader following links does (the browser
 * keeps the tab's process and the code it compiled: a page then costs about a quarter less processor time
 * than in a new tab), with what the tab's console and the pages' CSP reports say since the last `next()`.
 */
export interface Reader {
  /** The tab, cleared of the last page's messages; a new tab after a failure (`discard`). */
  next(): Promise<{page: Page; consoleErrors: string[]; cspViolations: Awaited<ReturnType<typeof watchCsp>>}>;
  /** Closes the tab, so that the next page starts in a new one. */
  discard(): Promise<void>;
}

export const test = base.extend<object, {site: Site; tabs: BrowserContext; reader: Reader}>({
  site: [
    async ({}, use, workerInfo) => {
      // Locally without nginx, the static server (the CSP is then not checked: the test says so); in CI nginx is required.
      if (nginxSkipReason() !== null) {
        await use({origin: ORIGIN, csp: false});
        return;
      }
      const nginx = await startNginx({port: PORT + 2 + workerInfo.parallelIndex});
      await use({origin: nginx.origin, csp: true});
      await nginx.stop();
    },
    {scope: 'worker', timeout: 30_000},
  ],
  tabs: [
    async ({browser}, use) => {
      // The analytics script comes from the analytics stub (tests/e2e/fixtures.ts); no request is routed,
      // which would turn the HTTP cache off.
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      await use(context);
      await context.close();
    },
    {scope: 'worker'},
  ],
  reader: [
    async ({tabs}, use) => {
      type Tab = Awaited<ReturnType<Reader['next']>>;
      let tab: Tab | null = null;
      const discard = async () => {
        await tab?.page.close();
        tab = null;
      };
      await use({
        async next() {
          if (!tab) {
            const page = await tabs.newPage();
            const consoleErrors: string[] = [];
            page.on('console', (message) => {
              if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
            });
            page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
            tab = {page, consoleErrors, cspViolations: await watchCsp(page)};
          }
          tab.consoleErrors.splice(0);
          tab.cspViolations.clear();
          // The last page may have turned to dark mode; no color choice is stored, so light is the default.
          await tab.page.emulateMedia({colorScheme: 'light'});
          return tab;
        },
        discard,
      });
      await discard();
    },
    {scope: 'worker'},
  ],
});
