import fs from 'node:fs';
import {test, expect} from './crawl-fixtures';
import {checkServed} from './crawl-served';
import {checkHydrated} from './crawl-hydrated';
import {gotoHydrated, lateWorkDone, renderDiagrams} from './fixtures';
import {builtFileOf, builtSitemapPaths, sitemapPaths, normalise} from '../support/sitemap';
import {EXPECTED_ROUTES, SPEC_ROUTES} from '../support/routes';
import {axeViolations} from '../support/axe';
import {parseHtml} from '../support/server-html';
import {
  buildSignatures,
  colorSample,
  COLOR_AUDIT_MARK,
  colorSampleOfBuild,
  colorsCoveredBefore,
  uncovered,
  walkSignatures,
  type TreeElement,
} from '../support/color-sample';

/**
 * The one crawl of the site: every URL of the built sitemap, served by nginx
 * with the production configuration (deploy/nginx, tools/serve/nginx.ts),
 * each checked for everything a page must hold. Run it for some pages with
 * `ONLY_PATH=/doc/docs/sql/general npx playwright test --project=crawl`
 * (several: comma-separated).
 * - Without JavaScript, read from the HTML nginx serves with a parser
 *   (tests/support/server-html.ts, which applies the site's CSS to decide what
 *   a reader sees): status 200, a visible h1, text in <main>, a meta
 *   description.
 * - With JavaScript, in Chromium: title, no console error or uncaught
 *   exception, no Content-Security-Policy violation (nginx sends the
 *   production policy with every page), no WCAG 2.2 AA violation (axe-core)
 *   in light mode. The color rules (contrast, links told apart from text:
 *   about three quarters of axe's time) run in both modes on the pages of the
 *   color sample, each page for the elements the sample's earlier pages do
 *   not render (tests/support/color-sample.ts: pages that together render
 *   every combination of component, classes, inline style and the component
 *   around it that the build holds, which is what decides an element's
 *   colors; a page whose change brings a new combination joins it); every
 *   other rule runs on every page.
 * - The sidebar sidebars.ts gives the page's doc (the id Docusaurus writes
 *   into the class of <html>), or none; for a route of the specification,
 *   the sidebar the specification gives it.
 * - Doc pages: the edit link to an existing source file, the last-update date
 *   from the Git history, the "Copy page" button.
 * - Every page: its Markdown copy, announced in the head of doc pages, begins
 *   with a line that points to llms.txt, then the page's title, and holds no
 *   MDX; the page carries the visually hidden note for AI agents (the copy
 *   and llms.txt), a plain paragraph of the accessibility tree before the
 *   title; doc pages offer "Open in ChatGPT" and "Open in Claude" in the menu beside "Copy page".
 * - Every page, as link previews and feed readers get it (server-rendered
 *   head): its own social card (og:image, twitter:image) that exists as a
 *   1200×630 PNG, og:title, og:description, og:type, the canonical address,
 *   and the two release feeds.
 * What needs every page at once (links, reachability, llms.txt) is checked
 * after the crawl from the facts it records (tests/e2e/site.spec.ts).
 *
 * The worker's nginx and tab: tests/e2e/crawl-fixtures.ts; the checks of a
 * page without JavaScript: crawl-served.ts; with JavaScript, once hydrated:
 * crawl-hydrated.ts.
 */

const ONLY_PATH = process.env.ONLY_PATH;
// Without a build there is no page to crawl: one test says so (the spec still lists without a build).
const sitemap = builtSitemapPaths() ?? [];
if (sitemap.length === 0) test('a build to crawl', () => void sitemapPaths());
const only = ONLY_PATH
  ? ONLY_PATH.split(',')
      .map((p) => normalise(p.trim()))
      .filter(Boolean)
  : null;
const paths = only ? sitemap.filter((p) => only.includes(normalise(p))) : sitemap;
const notPages = only ? only.filter((p) => !sitemap.some((s) => normalise(s) === p)) : [];
if (notPages.length) throw new Error(`ONLY_PATH: ${notPages.join(', ')} not a page of the sitemap`);
/** The color sample of the build (tests/support/color-sample.ts), computed on first use. */
let sample: Set<string> | undefined;
const inColorSample = (path: string) => (sample ??= new Set(colorSampleOfBuild(sitemap))).has(path);
const spec = new Map(SPEC_ROUTES.map((r) => [normalise(r.path), r]));

// Other routes of the sitemap (pages of src/pages, or routes a plugin adds) need no list: each is crawled below.
test('the sitemap holds every route of the specification and every doc', () => {
  const listed = new Set(sitemap.map(normalise));
  expect(
    [...spec.keys()].filter((p) => !listed.has(p)),
    'routes of the specification missing from the sitemap',
  ).toEqual([]);
  const docs = EXPECTED_ROUTES.filter((r) => r.docId !== null);
  expect(
    docs.filter((r) => !listed.has(normalise(r.path))).map((r) => `${r.path} (${r.source})`),
    'docs missing from the sitemap',
  ).toEqual([]);
});

test('the color sample the crawl uses (kept between runs) is the one this build gives, and renders every component and class combination', () => {
  const pages = buildSignatures(sitemap);
  const sample = colorSampleOfBuild(sitemap);
  expect(sample, 'the kept sample, against one computed now from the built pages').toEqual(colorSample(pages));
  expect(uncovered(sample, pages), 'signatures no page of the color sample renders').toEqual([]);
  test.info().annotations.push({
    type: 'color sample',
    description: `${sample.length} of ${sitemap.length} pages: ${sample.join(', ')}`,
  });
});

test('the color walker reads a page in the browser as in the built HTML, and marks the same elements', async ({
  tabs,
}) => {
  // The second page of the color sample, without its scripts: the same elements in both trees.
  const [first, second] = colorSampleOfBuild(sitemap);
  const html = fs.readFileSync(builtFileOf(second), 'utf8').replace(/<script\b[\s\S]*?<\/script>/g, '');
  const covered = colorsCoveredBefore(sitemap, second)!;
  expect(new Set(covered), 'before the second page: what the first renders').toEqual(
    buildSignatures(sitemap).get(first)!.signatures,
  );
  const body = parseHtml(html).querySelector('body')!;
  const server = walkSignatures({covered, mark: COLOR_AUDIT_MARK}, body as unknown as TreeElement);
  const page = await tabs.newPage();
  try {
    await page.setContent(html);
    const live = await page.evaluate(walkSignatures, {covered, mark: COLOR_AUDIT_MARK});
    expect(live.signatures.sort()).toEqual(server.signatures.sort());
    expect(live.elements).toBe(server.elements);
    // Some elements are new on the second page, not all.
    expect(live.marked).toBe(server.marked);
    expect(live.marked).toBeGreaterThan(0);
    expect(live.marked).toBeLessThan(live.elements);
    expect(await page.locator(`[${COLOR_AUDIT_MARK}]`).count()).toBe(live.marked);
  } finally {
    await page.close();
  }
});

for (const path of paths) {
  test(`${path}`, async ({site, reader}) => {
    // Long pages (the tutorials) need a full axe audit, two in the color sample: room on a busy machine.
    test.setTimeout(120_000);
    // Each phase is a step: the report shows where a failure happened and what each phase took.
    await test.step('without JavaScript: the HTML, its head, the social card, the Markdown copy', () =>
      checkServed(site, path));

    // With JavaScript, in the worker's tab, which comes from the last page crawled.
    const {page, consoleErrors, cspViolations} = await reader.next();
    try {
      await test.step('load and hydrate', () => gotoHydrated(page, site.origin + path));
      await test.step('hydrated: sidebar, doc links and buttons, the note for AI agents', () =>
        checkHydrated(page, path));
      await test.step('late work: no console error, no CSP violation', async () => {
        // The search files, diagrams and fonts have had their chance to fail.
        expect(await lateWorkDone(page), 'the search box after loading the search files').toBe('ready');
        expect(consoleErrors).toEqual([]);
        expect(await cspViolations(), 'Content-Security-Policy violations').toEqual([]);
      });
      const sampled = inColorSample(path);
      // The color rules check what the sample's earlier pages do not render (tests/support/color-sample.ts).
      const covered = sampled ? colorsCoveredBefore(sitemap, path) : null;
      await test.step(sampled ? 'axe, light mode' : 'axe, light mode: every rule but the color rules', async () => {
        expect(
          await axeViolations(page, sampled ? 'all' : 'all-but-colors', covered),
          'accessibility, light mode',
        ).toEqual([]);
      });
      if (sampled) {
        await test.step('axe, dark mode: the color rules (a page of the color sample)', async () => {
          // No color choice is stored, so the page follows the system preference.
          await page.emulateMedia({colorScheme: 'dark'});
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
          // Diagrams switch to their dark drawing: wait until those have loaded.
          await renderDiagrams(page);
          // Only the color rules change outcome with the mode (tests/support/axe.ts), which waits until the
          // page is drawn in its dark colors.
          expect(await axeViolations(page, 'colors', covered), 'accessibility, dark mode').toEqual([]);
        });
      }
      expect(consoleErrors).toEqual([]);
      expect(await cspViolations(), 'Content-Security-Policy violations').toEqual([]);
    } catch (error) {
      // The next page starts in a new tab, whatever state this one is in.
      await reader.discard();
      throw error;
    }
  });
}
