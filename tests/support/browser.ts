import fs from 'node:fs';
import type {LaunchOptions} from '@playwright/test';

/**
 * Chromium for the tests: `CHROME_PATH` if set, else Debian's headless shell
 * (/usr/bin/chromium-headless-shell: the Chromium build Playwright itself uses
 * for headless runs, lighter than the full browser), else Debian's
 * /usr/bin/chromium, else Playwright's own browser (elsewhere, after
 * `npx playwright install chromium`).
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].filter(
    Boolean,
  ) as string[];
  const executablePath = candidates.find((p) => fs.existsSync(p));
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
