/** Where the test servers listen (see playwright.config.ts). */
export const PORT = Number(process.env.TEST_PORT ?? 3210);
export const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The same build served at `/` instead of `/doc/`: a wrong base path. */
export const WRONG_BASE_ORIGIN = `http://127.0.0.1:${PORT + 1}`;
/** The analytics stub (tools/serve/analytics-stub/server.ts), which Chromium reaches for the analytics hosts. */
export const ANALYTICS_STUB_PORT = PORT - 1;
