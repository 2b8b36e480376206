/**
 * Lighthouse CI: the pages of the production build, served by the tests' static
 * server (gzip, /doc/), a fresh Chromium per run (CHROME_PATH, else Debian's).
 * Run it with `npm run perf:lighthouse`, which runs both presets under the
 * quiet-machine guard, or `npx lhci autorun` directly. Each page's median run
 * (HTML and JSON, every run's scores in manifest.json) goes to
 * reports/lighthouse/<preset>/. `npm run perf:compare` and `perf:stock` collect
 * with the same settings.
 *
 * Assertions, on the median of the runs: performance at least 95 on mobile;
 * accessibility, best practices and SEO 100 on both presets; and the budgets
 * of budgets.json (Lighthouse's budget format, bytes of each resource type as
 * transferred; where several paths match a page, the last one wins, as in
 * Lighthouse). The not-found page answers 404 by design, so its two audits that
 * fail on any 404 (`http-status-code`, `errors-in-console`) are left out there.
 *
 * LH_PRESET=desktop for the desktop preset; LH_ALL_DOCS=true for every doc
 * page of the sitemap (budgets only); LH_RUNS for the runs of each page (3, or 1
 * with LH_ALL_DOCS); LH_PORT for the server's port. (Not
 * LHCI_*: lhci reads those as its own options.)
 */
const fs = require('node:fs');
const budgets = require('./budgets.json');
const {ANALYTICS_HOSTS, CHROME_FLAGS} = require('./tools/serve/chromium.cjs');

const PORT = Number(process.env.LH_PORT ?? 3290);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DESKTOP = process.env.LH_PRESET === 'desktop';
const ALL_DOCS = process.env.LH_ALL_DOCS === 'true';
const NOT_FOUND = '/doc/this-page-does-not-exist';
/** One page of each type: home, doc pages short and long, a data source, the API reference, an index, the playground. */
const PAGES = [
  '/doc/',
  '/doc/docs/getting-started/intro-timbr',
  '/doc/docs/sql/mappings',
  '/doc/docs/integration/datasources/postgres/overview',
  '/doc/docs/getting-started/tutorials/supply-chain-use-case',
  '/doc/docs/api/timbr-swagger',
  '/doc/docs/integration/',
  '/doc/docs/playground',
  NOT_FOUND,
];

function sitemapDocs() {
  const xml = fs.readFileSync('build/sitemap.xml', 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/doc\/docs\/[^<]*)<\/loc>/g)].map((m) => m[1]);
}

/** Lighthouse's path pattern: `*` matches anything, `$` ends the path. */
const matches = (pattern, pagePath) =>
  new RegExp(`^${pattern.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`).test(pagePath);

function assertionsFor(pagePath) {
  const budget = budgets.filter((b) => matches(b.path, pagePath)).at(-1);
  const sizes = Object.fromEntries(
    (budget?.resourceSizes ?? []).map(({resourceType, budget: kib}) => [
      `resource-summary:${resourceType}:size`,
      ['error', {maxNumericValue: kib * 1024}],
    ]),
  );
  if (ALL_DOCS) return sizes;
  const categories = {
    'categories:accessibility': ['error', {minScore: 1}],
    'categories:best-practices': ['error', {minScore: 1}],
    'categories:seo': ['error', {minScore: 1}],
    ...(DESKTOP ? {} : {'categories:performance': ['error', {minScore: 0.95}]}),
  };
  if (pagePath === NOT_FOUND) {
    // Every audit of the two categories but the two a 404 fails by design.
    const {defaultConfig} = require('lighthouse');
    delete categories['categories:best-practices'];
    delete categories['categories:seo'];
    for (const ref of [
      ...defaultConfig.categories['best-practices'].auditRefs,
      ...defaultConfig.categories.seo.auditRefs,
    ]) {
      if (ref.weight > 0 && ref.id !== 'http-status-code' && ref.id !== 'errors-in-console')
        categories[ref.id] = ['error', {minScore: 1}];
    }
  }
  return {...categories, ...sizes};
}

const urls = ALL_DOCS ? sitemapDocs() : PAGES;

module.exports = {
  ci: {
    collect: {
      startServerCommand: `node tools/run.mjs tools/serve/static-server.ts --port ${PORT} --base /doc/ --dir build`,
      startServerReadyPattern: 'Serving',
      url: urls.map((p) => ORIGIN + p),
      numberOfRuns: Number(process.env.LH_RUNS || (ALL_DOCS ? 1 : 3)),
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      settings: {
        ...(DESKTOP ? {preset: 'desktop'} : {}),
        chromeFlags: ['--headless=new', ...CHROME_FLAGS].join(' '),
        onlyCategories: ALL_DOCS ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'],
        // The analytics hosts cannot be reached here: blocked, so no run waits on them.
        blockedUrlPatterns: ANALYTICS_HOSTS.map((host) => `*${host}*`),
        // The not-found page answers 404 on purpose.
        ignoreStatusCode: true,
      },
    },
    upload: {target: 'filesystem', outputDir: `reports/lighthouse/${DESKTOP ? 'desktop' : 'mobile'}`},
    assert: {
      assertMatrix: urls.map((p) => ({
        matchingUrlPattern: `^https?://[^/]+${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
        aggregationMethod: 'median',
        assertions: assertionsFor(p),
      })),
    },
  },
};
