/**
 * Mermaid diagrams load like lazy images (src/theme/Mermaid): mermaid is
 * downloaded and a diagram drawn only when it comes near the viewport, or when
 * the page is about to be printed; a placeholder holds its place meanwhile.
 */
import {test, expect, gotoHydrated, renderDiagrams} from './fixtures';

const PAGE = '/doc/docs/getting-started/intro-timbr';
const JS = /\/doc\/assets\/js\/.+\.js$/;

test.use({viewport: {width: 412, height: 823}});

test('a diagram below the fold is drawn only once scrolled near, without errors', async ({page, consoleErrors}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (JS.test(r.url())) scripts.push(r.url());
  });
  await gotoHydrated(page, PAGE);
  await page.waitForLoadState('networkidle');
  const slots = page.locator('[data-diagram]');
  expect(await slots.count()).toBe(2);
  await expect(slots.first()).toHaveAttribute('data-diagram', 'waiting');
  await expect(slots.first().getByText('Loading diagram…')).toBeVisible();
  await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
  const before = scripts.length;

  await slots.first().scrollIntoViewIfNeeded();
  await expect(slots.first().locator('.docusaurus-mermaid-container svg')).toBeVisible({timeout: 20_000});
  // Drawn: the placeholder gives way to the diagram.
  await expect(slots.first().getByText('Loading diagram…')).toBeHidden();
  expect(scripts.length, 'mermaid downloaded on demand').toBeGreaterThan(before);
  // The second diagram, far below, still waits.
  await expect(slots.nth(1)).toHaveAttribute('data-diagram', 'waiting');
  expect(await renderDiagrams(page)).toBe(2);
  expect(consoleErrors).toEqual([]);
});

test('printing draws every diagram first', async ({page}) => {
  await gotoHydrated(page, PAGE);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  const slots = page.locator('[data-diagram]');
  for (let i = 0; i < (await slots.count()); i += 1) {
    await expect(slots.nth(i)).toHaveAttribute('data-diagram', 'mounted');
  }
  await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(2, {timeout: 20_000});
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('no placeholder promises a diagram that cannot be drawn', async ({page}) => {
    await page.goto(PAGE);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('[data-diagram]')).toHaveCount(2);
    await expect(page.getByText('Loading diagram…')).toHaveCount(0);
  });
});
