/**
 * Mermaid diagrams are drawn ahead of time (`npm run diagrams`,
 * src/features/diagrams): a page shows each one as an image in the reader's
 * color mode, with a text alternative, loaded lazily, and downloads no
 * mermaid (src/features/diagrams/theme/Mermaid).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated, networkQuiet, renderDiagrams} from './fixtures';

const PAGE = '/doc/docs/getting-started/intro-timbr';
const DRAWING = /\/doc\/img\/diagrams\/([0-9a-f]{16})-(light|dark)\.svg$/;

test.use({viewport: {width: 412, height: 823}});

/** Records the drawings the page requests, as `<key>-<mode>`. */
function watchDrawings(page: import('@playwright/test').Page): string[] {
  const requested: string[] = [];
  page.on('request', (r) => {
    const match = DRAWING.exec(new URL(r.url()).pathname);
    if (match) requested.push(`${match[1]}-${match[2]}`);
  });
  return requested;
}

for (const mode of ['light', 'dark'] as const) {
  test(`each diagram is one image in the reader's color mode, with a text alternative (${mode} mode)`, async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
    const requested = watchDrawings(page);
    await gotoHydrated(page, PAGE);
    const slots = page.locator('[data-diagram]');
    await expect(slots).toHaveCount(2);
    expect(await renderDiagrams(page)).toBe(2);
    for (let i = 0; i < 2; i += 1) {
      await expect(slots.nth(i)).toHaveAttribute('data-diagram', 'drawn');
      const image = slots.nth(i).locator('img');
      await expect(image).toHaveCount(1);
      await expect(image).toBeVisible();
      await expect(image).toHaveAttribute('src', new RegExp(`-${mode}\\.svg$`));
      await expect(image).toHaveAttribute('alt', /^Flowchart: .+\.$/);
    }
    // The other mode's drawings are never downloaded.
    expect(requested.length).toBe(2);
    expect(requested.every((r) => r.endsWith(`-${mode}`))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
}

test.describe('on a wide screen', () => {
  test.use({viewport: {width: 1280, height: 800}});
  test('switching the color mode swaps the drawing', async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    await gotoHydrated(page, PAGE);
    const image = page.locator('[data-diagram] img').first();
    await expect(image).toHaveAttribute('src', /-light\.svg$/);
    await page
      .getByRole('button', {name: /dark and light mode/i})
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(image).toHaveAttribute('src', /-dark\.svg$/);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

test('a drawing far below the fold waits until the reader scrolls near it; no mermaid is downloaded', async ({
  page,
}) => {
  const requested = watchDrawings(page);
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.url().includes('/doc/assets/js/')) scripts.push(r.url());
  });
  await gotoHydrated(page, '/doc/docs/sql/');
  await page.waitForLoadState('networkidle');
  const images = page.locator('[data-diagram] img');
  const last = images.last();
  const key = /([0-9a-f]{16})-light\.svg$/.exec((await last.getAttribute('src'))!)![1];
  // The page's last diagram sits many screens down.
  expect(await last.evaluate((img) => img.getBoundingClientRect().top)).toBeGreaterThan(5000);
  expect(requested).not.toContain(`${key}-light`);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => requested).toContain(`${key}-light`);
  await networkQuiet(page);
  // Mermaid's renderer is in no script the page loaded.
  expect(scripts.length).toBeGreaterThan(3);
  for (const url of new Set(scripts)) {
    const body = await (await page.request.get(url)).text();
    expect(body.includes('renderer.draw('), url).toBe(false);
  }
});

test('every diagram of the built site is a drawing, and every drawing is served', async ({request}) => {
  const html: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) html.push(fs.readFileSync(file, 'utf8'));
    }
  };
  walk('build');
  const states = html.flatMap((page) => [...page.matchAll(/data-diagram="([a-z]+)"/g)].map((m) => m[1]));
  expect(states.length).toBeGreaterThan(40);
  expect(states.filter((s) => s !== 'drawn')).toEqual([]);
  const sources = new Set(
    html.flatMap((page) => [...page.matchAll(/src="(\/doc\/img\/diagrams\/[^"]+)"/g)].map((m) => m[1])),
  );
  expect(sources.size).toBe(states.length * 2);
  for (const src of sources) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()['content-type'], src).toContain('image/svg+xml');
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the diagrams are still there, as images in the default mode', async ({page}) => {
    await page.goto(PAGE);
    await expect(page.locator('h1').first()).toBeVisible();
    const visible = page.locator('[data-diagram] img:visible');
    await expect(visible).toHaveCount(2);
    await expect(visible.first()).toHaveAttribute('src', /-light\.svg$/);
    await expect(page.getByText('Loading diagram…')).toHaveCount(0);
  });
});
