import {test, expect, gotoHydrated} from './fixtures';
import {DOCS_EDIT_URL} from '../../src/site';

/**
 * Doc pages link to their source file for editing and show when they were
 * last updated (the build reads the dates from the Git history); the crawl
 * checks both on every page. Here: pages whose body is a shared partial link
 * to the file that holds their front matter.
 */
const PAGES: [route: string, source: string][] = [
  ['/doc/docs/sql/mappings', 'docs/sql/mappings.md'],
  ['/doc/docs/platform/', 'docs/platform/index.md'],
  ['/doc/docs/integration/datasources/postgres/overview', 'docs/integration/datasources/postgres/overview.md'],
  ['/doc/docs/api/python-jdbc-connector', 'docs/api/python-jdbc-connector.md'],
  ['/doc/docs/getting-started/deployments/azure-deploy', 'docs/getting-started/deployments/azure-deploy.md'],
];

for (const [route, source] of PAGES) {
  test(`${route} links to ${source} and shows its last update`, async ({page}) => {
    await gotoHydrated(page, route);
    const edit = page.getByRole('link', {name: 'Edit this page'});
    await expect(edit).toHaveCount(1);
    await expect(edit).toHaveAttribute('href', `${DOCS_EDIT_URL}${source}`);

    const time = page.locator('article footer time[datetime]');
    await expect(time).toHaveCount(1);
    await expect(page.locator('article footer')).toContainText('Last updated');
    const when = Date.parse((await time.getAttribute('datetime')) ?? '');
    // A real commit date: after the project started, not in the future (the
    // development server shows a fixed date from 2018 instead).
    expect(when).toBeGreaterThan(Date.parse('2024-01-01'));
    expect(when).toBeLessThanOrEqual(Date.now() + 60_000);
  });
}
