import {test, expect, gotoHydrated} from './fixtures';
import {INTEGRATIONS, INTEGRATION_KINDS} from '../../src/data/integrations';
import {DATASOURCES} from '../../src/data/datasources';

const INDEX = '/doc/docs/integration/';

test('the integration catalogue lists every integration, even before JavaScript runs', async ({page, request}) => {
  const html = await (await request.get(INDEX)).text();
  for (const item of INTEGRATIONS) expect(html, item.title).toContain(`href="/doc${item.to}"`);
  await gotoHydrated(page, INDEX);
  await expect(page.locator('[aria-label="Integration catalogue"] li')).toHaveCount(INTEGRATIONS.length);
});

test('the catalogue filters by kind, with pressed state and a live count', async ({page}) => {
  await gotoHydrated(page, INDEX);
  const catalogue = page.locator('[aria-label="Integration catalogue"]');
  const status = catalogue.getByRole('status');
  for (const kind of INTEGRATION_KINDS) {
    const expected = INTEGRATIONS.filter((i) => i.kind === kind.id);
    const button = catalogue.getByRole('button', {name: new RegExp(`^${kind.label}`)});
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(catalogue.locator('li')).toHaveCount(expected.length);
    await expect(status).toContainText(`Showing ${expected.length} of ${INTEGRATIONS.length}`);
    const shown = await catalogue.locator('li a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(shown.sort()).toEqual(expected.map((i) => `/doc${i.to}`).sort());
  }
  await catalogue.getByRole('button', {name: /^All/}).click();
  await expect(catalogue.locator('li')).toHaveCount(INTEGRATIONS.length);
});

for (const source of DATASOURCES) {
  test(`the ${source.slug} page renders its catalog facts`, async ({page}) => {
    await gotoHydrated(page, `/doc/docs/integration/datasources/${source.slug}/overview`);
    const article = page.locator('article');
    await expect(page.locator('h1')).toHaveText(source.name);
    for (const driver of source.drivers) await expect(article.getByText(driver.className).first()).toBeAttached();
    if (source.defaultPort !== null) await expect(article.getByText(String(source.defaultPort)).first()).toBeAttached();
    // The shared sections come from one partial and appear in the table of contents.
    for (const heading of ['Connection facts', 'Connection URL', 'Authentication methods', 'Add the datasource in Timbr']) {
      await expect(page.locator('.table-of-contents').getByRole('link', {name: heading, exact: true})).toBeAttached();
    }
  });
}
