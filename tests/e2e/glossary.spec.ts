/**
 * Glossary terms in Chromium (src/features/glossary/theme/GlossaryTerm, src/features/glossary):
 * the tooltip pattern (hover and focus show the definition, Escape and leaving
 * hide it, aria-describedby), no layout shift, a plain link without
 * JavaScript, and the glossary page with an anchor per entry.
 */
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {readGlossary} from '../../src/features/glossary/catalog.mjs';

const entries = readGlossary(path.resolve(__dirname, '../..'));
const definition = (id: string) => entries.find((e) => e.id === id)!.definition.replace(/`/g, '');
const PAGE = '/doc/docs/sql/mappings';
const GLOSSARY = '/doc/docs/getting-started/glossary';

/** The positions of the text around a term: what a layout shift would move. */
const layout = (page: Page) =>
  page.locator('.theme-doc-markdown > *').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return [Math.round(r.top), Math.round(r.height), Math.round(r.width)];
    }),
  );

async function firstTerm(page: Page): Promise<{link: Locator; id: string}> {
  const link = page.locator('.theme-doc-markdown a[data-term]').first();
  await expect(link).toBeVisible();
  return {link, id: (await link.getAttribute('data-term'))!};
}

test('hover shows the definition without moving the text; Escape hides it; leaving hides it', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, PAGE);
  const {link, id} = await firstTerm(page);
  await link.scrollIntoViewIfNeeded();
  const before = await layout(page);
  await link.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(definition(id));
  expect(await layout(page)).toEqual(before);
  // Inside the viewport, horizontally.
  const box = (await tooltip.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  // The pointer can move onto the tooltip itself (WCAG 1.4.13): leave, come back, go down onto it.
  await page.mouse.move(0, 0);
  await link.hover();
  await expect(tooltip).toBeVisible();
  const tip = (await tooltip.boundingBox())!;
  await page.mouse.move(tip.x + 10, tip.y + tip.height / 2, {steps: 5});
  await expect(tooltip).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('Escape pressed in the very commit that shows the tooltip again still hides it', async ({page, consoleErrors}) => {
  await gotoHydrated(page, PAGE);
  const {link} = await firstTerm(page);
  await link.scrollIntoViewIfNeeded();
  const tooltip = page.getByRole('tooltip');
  await link.hover();
  await expect(tooltip).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  // The definition is loaded now, so hovering again shows it in one commit. Press Escape in the microtask
  // after that commit, before React's passive effects (where the Escape listener once went on, too late).
  await page.evaluate(() => {
    const tip = document.querySelector<HTMLElement>('[role="tooltip"]')!;
    new MutationObserver((_, observer) => {
      if (tip.hidden) return;
      observer.disconnect();
      document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
    }).observe(tip, {attributes: true, attributeFilter: ['hidden']});
  });
  await link.hover();
  await expect(tooltip).toBeHidden();
  // Not because it never showed: leaving and hovering once more shows it.
  await page.mouse.move(0, 0);
  await link.hover();
  await expect(tooltip).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('keyboard focus shows the definition, which describes the link; blur hides it', async ({page}) => {
  await gotoHydrated(page, PAGE);
  const {link, id} = await firstTerm(page);
  await link.focus();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  const describedBy = await link.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(definition(id));
  await expect(link).toHaveAccessibleDescription(definition(id));
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(link).toBeFocused();
  await page.keyboard.press('Tab');
  await link.focus();
  await expect(tooltip).toBeVisible();
  await link.blur();
  await expect(tooltip).toBeHidden();
});

test('a term leads to its entry on the glossary page, without reloading the site', async ({page}) => {
  await gotoHydrated(page, PAGE);
  const {link, id} = await firstTerm(page);
  // A full page load would start a new window object and lose this mark.
  await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${GLOSSARY}#${id}$`));
  await expect(page.locator(`h2[id="${id}"]`)).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
});

test('terms are not watched to prefetch the glossary page once per term', async ({page}) => {
  // Docusaurus's Link watches each internal link with an IntersectionObserver and prefetches its
  // route, keyed by the whole URL: one prefetch of the same page per term anchor in view.
  await page.addInitScript(() => {
    const watched: Element[] = [];
    (window as unknown as {watched: Element[]}).watched = watched;
    const observe = IntersectionObserver.prototype.observe;
    IntersectionObserver.prototype.observe = function (target: Element) {
      watched.push(target);
      return observe.call(this, target);
    };
  });
  await gotoHydrated(page, PAGE);
  await firstTerm(page);
  const counts = await page.evaluate(() => {
    const watched = (window as unknown as {watched: Element[]}).watched;
    return {
      terms: watched.filter((el) => el.matches('a[data-term]')).length,
      links: watched.filter((el) => el.matches('.theme-doc-markdown a:not([data-term])')).length,
    };
  });
  // The page's other links are still watched: the count of terms is not zero for lack of watching.
  expect(counts.links).toBeGreaterThan(0);
  expect(counts.terms).toBe(0);
});

test('without JavaScript a term is a plain link, with no tooltip', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL: test.info().project.use.baseURL});
  const page = await context.newPage();
  await page.goto(PAGE);
  const link = page.locator('.theme-doc-markdown a[data-term]').first();
  const id = await link.getAttribute('data-term');
  await expect(link).toHaveAttribute('href', `${GLOSSARY}#${id}`);
  expect(await link.getAttribute('aria-describedby')).toBeNull();
  await expect(page.locator('[role="tooltip"]')).toHaveCount(0);
  await context.close();
});

test('the glossary page lists every term with its anchor, in alphabetical order, and in its table of contents', async ({
  page,
}) => {
  await gotoHydrated(page, GLOSSARY);
  const ids = await page.locator('.theme-doc-markdown h2').evaluateAll((hs) => hs.map((h) => h.id));
  const expected = [...entries]
    .sort((a, b) => a.term.localeCompare(b.term, 'en', {sensitivity: 'base'}))
    .map((e) => e.id);
  expect(ids).toEqual(expected);
  for (const entry of entries.slice(0, 5)) {
    await expect(page.locator(`h2[id="${entry.id}"] + p`)).toContainText(definition(entry.id));
  }
  await expect(page.locator(`.table-of-contents a[href="#${expected[0]}"]`)).toHaveCount(1);
});
