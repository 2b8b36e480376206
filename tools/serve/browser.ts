import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LaunchOptions} from '@playwright/test';
import {ANALYTICS_HOSTS, CHROME_FLAGS} from './chromium.cjs';

/** The SHA-256 of the analytics stub's public key, the one certificate Chromium accepts unchecked. */
function stubKeyHash(): string {
  const cert = fs.readFileSync(path.join(__dirname, 'analytics-stub', 'cert.pem'));
  const spki = crypto.createPublicKey(cert).export({type: 'spki', format: 'der'});
  return crypto.createHash('sha256').update(spki).digest('base64');
}

/**
 * Chromium for the tests: `CHROME_PATH` if set, else Debian's headless shell
 * (/usr/bin/chromium-headless-shell: the Chromium build Playwright itself uses
 * for headless runs, lighter than the full browser), else Debian's
 * /usr/bin/chromium, else Playwright's own browser (elsewhere, after
 * `npx playwright install chromium`). The analytics hosts resolve to the
 * analytics stub (tools/serve/analytics-stub/server.ts) on `analyticsStubPort`
 * (the tests': tests/support/env.ts), whose certificate Chromium accepts by its key.
 */
export function chromiumLaunchOptions(analyticsStubPort: number): LaunchOptions {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].filter(
    Boolean,
  ) as string[];
  const executablePath = candidates.find((p) => fs.existsSync(p));
  return {
    executablePath,
    args: [
      ...CHROME_FLAGS,
      `--host-resolver-rules=${ANALYTICS_HOSTS.map((h) => `MAP ${h} 127.0.0.1:${analyticsStubPort}`).join(', ')}`,
      `--ignore-certificate-errors-spki-list=${stubKeyHash()}`,
    ],
  };
}
