import {test, expect, gotoHydrated, renderDiagrams} from './fixtures';
import {sitemapPaths, normalise} from '../support/sitemap';
import {EXPECTED_ROUTES, SIDEBAR_MARKER} from '../support/routes';
import {axeViolations} from '../support/axe';

/**
 * Visits every URL of the built sitemap, waits for hydration and fails on any
 * console error or uncaught exception, or on any WCAG 2.2 AA violation that
 * axe-core finds, in light and in dark mode. For the routes of the
 * specification it also checks the sidebar the page renders in.
 */
const paths = sitemapPaths();
const expected = new Map(EXPECTED_ROUTES.map((r) => [normalise(r.path), r]));

test('the sitemap lists exactly the routes of the specification', () => {
  const listed = new Set(paths.map(normalise));
  const missing = [...expected.keys()].filter((p) => !listed.has(p));
  const unexpected = [...listed].filter((p) => !expected.has(p));
  expect(missing, 'routes of the spec missing from the sitemap').toEqual([]);
  expect(unexpected, 'sitemap routes that the spec does not list').toEqual([]);
  expect(listed.size).toBe(107);
});

for (const path of paths) {
  test(`renders ${path} without console errors or accessibility violations`, async ({page, consoleErrors}) => {
    // Long pages (the tutorials) need two full axe audits: give them room on a busy machine.
    test.setTimeout(120_000);
    const response = await gotoHydrated(page, path);
    expect(response?.status(), 'HTTP status').toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page).toHaveTitle(/\S/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.trim().length ?? 0, 'meta description').toBeGreaterThan(20);

    const route = expected.get(normalise(path));
    const sidebar = page.locator('.theme-doc-sidebar-container');
    if (route?.sidebar) {
      await expect(sidebar, 'doc sidebar').toHaveCount(1);
      await expect(sidebar.locator(`a[href="${SIDEBAR_MARKER[route.sidebar]}"]`).first()).toBeAttached();
      for (const [name, marker] of Object.entries(SIDEBAR_MARKER)) {
        if (name !== route.sidebar) await expect(sidebar.locator(`a[href="${marker}"]`)).toHaveCount(0);
      }
    } else if (route) {
      await expect(sidebar, 'no sidebar on this route').toHaveCount(0);
    }
    // Give late effects (search index, lazy chunks, diagrams) a moment to fail.
    await page.waitForLoadState('networkidle');
    // Diagrams are drawn near the viewport only: draw them all, for the checks below.
    await renderDiagrams(page);
    expect(consoleErrors).toEqual([]);

    expect(await axeViolations(page), 'accessibility, light mode').toEqual([]);
    // No colour choice is stored, so the page follows the system preference.
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.waitForTimeout(300); // diagrams re-render in the dark theme
    expect(await axeViolations(page), 'accessibility, dark mode').toEqual([]);
  });
}
