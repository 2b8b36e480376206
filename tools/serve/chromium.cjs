// The Chromium settings every browser this project drives shares: the tests (./browser.ts), the scripts that
// measure or draw on the build (tools/perf/common.ts) and Lighthouse CI (lighthouserc.cjs).

/** Flags for a headless Chromium on a machine without a sandbox or a GPU, quiet on the network. */
exports.CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The hosts of the analytics loader and its collector, which cannot be reached here: stubbed or blocked. */
exports.ANALYTICS_HOSTS = [
  'www.googletagmanager.com',
  'googletagmanager.com',
  'www.google-analytics.com',
  'google-analytics.com',
];
