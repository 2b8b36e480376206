/**
 * Code blocks' buttons in the browser: copy, word wrap and the buttons features register, on a first visit and
 * after a link (where blocks render with the build's highlighting, the same way), and on a long page whose blocks
 * are drawn only as a reader nears them. Their highlighting: code-blocks.spec.ts.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

test.describe('code blocks on a first visit and after a link', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('their copy button copies the code and their word-wrap button wraps it', async ({page, consoleErrors}) => {
    await page.setViewportSize({width: 400, height: 800});
    await gotoHydrated(page, '/doc/docs/sql/mappings');
    const block = page
      .locator('.theme-code-block')
      .filter({has: page.locator('pre.language-sql')})
      .first();
    const text = (await block.locator('code').innerText()).replace(/\n+/g, '\n').trim();
    expect(text.length).toBeGreaterThan(20);
    await block.hover();
    await block.getByRole('button', {name: /copy code/i}).click();
    await expect(block.getByRole('button', {name: /copied/i})).toBeVisible();
    expect((await page.evaluate(() => navigator.clipboard.readText())).replace(/\n+/g, '\n').trim()).toBe(text);

    // A long line scrolls; the word-wrap button wraps it.
    const wide = page
      .locator('.theme-code-block')
      .filter({has: page.getByRole('button', {name: /toggle word wrap/i})})
      .first();
    await expect(wide).toBeAttached();
    const code = wide.locator('code');
    const before = await code.evaluate((c) => getComputedStyle(c).whiteSpace);
    await wide.hover();
    await wide.getByRole('button', {name: /toggle word wrap/i}).click();
    await expect.poll(() => code.evaluate((c) => getComputedStyle(c).whiteSpace)).not.toBe(before);
    expect(consoleErrors).toEqual([]);
  });

  test("the buttons features register sit between the theme's word wrap and Copy: Run first, where it applies", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/doc/docs/sql/general');
    const names = (block: ReturnType<Page['locator']>) =>
      block
        .locator('button[aria-label*="opy code"]')
        .locator('xpath=..')
        .evaluate((row) => [...row.children].map((c) => c.getAttribute('aria-label')));
    const runnable = page.locator('.runnable-query .theme-code-block').first();
    await runnable.scrollIntoViewIfNeeded();
    await expect(runnable.getByRole('button', {name: /copy code/i})).toBeAttached();
    expect((await names(runnable)).filter((n) => n !== 'Toggle word wrap')).toEqual([
      'Run this query in your browser',
      'Report a problem with this example',
      'Copy code to clipboard',
    ]);
    const plain = page.locator('.theme-code-block:not(.runnable-query *)').first();
    await plain.scrollIntoViewIfNeeded();
    await expect(plain.getByRole('button', {name: /copy code/i})).toBeAttached();
    expect((await names(plain)).filter((n) => n !== 'Toggle word wrap')).toEqual([
      'Report a problem with this example',
      'Copy code to clipboard',
    ]);

    // Run shows at rest, the others only while the block is hovered; then all are faint until pointed at.
    const run = runnable.getByRole('button', {name: /run this query/i});
    const report = runnable.getByRole('link', {name: /report a problem/i});
    await page.mouse.move(0, 0);
    await expect.poll(() => run.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
    await expect.poll(() => report.evaluate((e) => getComputedStyle(e).opacity)).toBe('0');
    await runnable.locator('code').hover();
    await expect.poll(() => run.evaluate((e) => getComputedStyle(e).opacity)).toBe('0.4');
    await expect.poll(() => report.evaluate((e) => getComputedStyle(e).opacity)).toBe('0.4');
    await run.hover();
    await expect.poll(() => run.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
    expect(consoleErrors).toEqual([]);
  });

  test('a page reached by a link renders its blocks with the highlighter, the same way', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/doc/docs/sql/');
    // A link in the page: a client-side navigation, no page load.
    await page.evaluate(() => Object.assign(window, {samePage: true}));
    await page.locator('article a[href="/doc/docs/sql/mappings"]').first().click();
    await expect(page).toHaveURL(/\/sql\/mappings$/);
    expect(await page.evaluate(() => (window as {samePage?: boolean}).samePage)).toBe(true);
    const blocks = page.locator('pre.prism-code.language-sql code');
    await expect(blocks.first()).toBeVisible();
    const shape = await blocks.evaluateAll((codes) =>
      codes.map((c) => ({
        lines: c.querySelectorAll(':scope > .token-line').length,
        children: c.childNodes.length,
        keywords: c.querySelectorAll('.token.keyword').length,
      })),
    );
    expect(shape.every((s) => s.lines > 0 && s.lines === s.children)).toBe(true);
    expect(shape.reduce((n, s) => n + s.keywords, 0)).toBeGreaterThan(0);
    // Same markup as the built page, which the first visit keeps.
    const clientHtml = await blocks.first().innerHTML();
    await gotoHydrated(page, '/doc/docs/sql/mappings');
    expect(await page.locator('pre.prism-code.language-sql code').first().innerHTML()).toBe(clientHtml);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('code block buttons on a long page', () => {
  const TUTORIAL = '/doc/docs/getting-started/tutorials/supply-chain-use-case';

  /** Whether a block has its row of buttons (the theme's Copy button stands for the row). */
  const hasButtons = (block: ReturnType<Page['locator']>) =>
    block.evaluate((b) => Boolean(b.querySelector('button[aria-label*="opy code"]')));

  /**
   * The tutorial's code blocks at this size of window, each scrolled to in turn: a block of the first page gets its
   * buttons on hydration, the others once they come within two screens of view, before they reach it.
   */
  async function blocksWithButtons(page: Page, viewport: {width: number; height: number}) {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, TUTORIAL);
    const blocks = page.locator('article .theme-code-block');
    const count = await blocks.count();
    for (let i = 0; i < count; i += 1) {
      const block = blocks.nth(i);
      // Two screens above the block: close enough to have its buttons, not yet on screen.
      await block.evaluate((b) => window.scrollTo(0, b.getBoundingClientRect().top + window.scrollY - 2 * innerHeight));
      await expect.poll(() => hasButtons(block), `block ${i} has its buttons before it is on screen`).toBe(true);
    }
    return {blocks, count};
  }

  test('a block near the first screen has its buttons on hydration; a block far below gets them as it nears', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({width: 412, height: 823});
    await gotoHydrated(page, TUTORIAL);
    const blocks = page.locator('article .theme-code-block');
    const count = await blocks.count();
    // A long page: most of its blocks are far below the first screen.
    expect(count).toBeGreaterThan(20);
    const far = await blocks.evaluateAll((all) => all.map((b) => b.getBoundingClientRect().top > 3 * innerHeight));
    await expect.poll(() => hasButtons(blocks.nth(far.indexOf(false)))).toBe(true);
    const last = blocks.nth(count - 1);
    expect(far[count - 1]).toBe(true);
    expect(await hasButtons(last), 'the last block has no buttons while far from view').toBe(false);
    await blocksWithButtons(page, {width: 412, height: 823});
    expect(consoleErrors).toEqual([]);
  });

  test('the word-wrap button shows on the blocks that scroll, and wrapping on and off keeps a block its size', async ({
    page,
    consoleErrors,
  }) => {
    const {blocks} = await blocksWithButtons(page, {width: 1280, height: 800});
    // As the theme's: the button only where a line is wider than the block (a block off screen holds its size).
    const shown = await blocks.evaluateAll((all) =>
      all.map((block) => {
        const pre = block.querySelector('pre')!;
        return {
          scrolls: pre.scrollWidth > pre.clientWidth,
          button: Boolean(block.querySelector('button[title*="word wrap" i]')),
        };
      }),
    );
    expect(shown.some((b) => b.scrolls) && shown.some((b) => !b.scrolls), 'both kinds of block on the page').toBe(true);
    expect(shown.filter((b) => b.button !== b.scrolls)).toEqual([]);

    // The theme's button sets and then removes the style of the block's `code`; the block's stand-in size survives it.
    const wide = blocks.filter({has: page.getByRole('button', {name: /toggle word wrap/i})}).first();
    const toggle = wide.getByRole('button', {name: /toggle word wrap/i});
    const style = (property: string) =>
      wide.locator('code').evaluate((code, name) => getComputedStyle(code).getPropertyValue(name), property);
    expect(Number(await style('--code-lines'))).toBeGreaterThan(0);
    await wide.hover();
    await toggle.click();
    await expect.poll(() => style('white-space')).toBe('pre-wrap');
    await toggle.click();
    await expect.poll(() => style('white-space')).not.toBe('pre-wrap');
    expect(Number(await style('--code-lines'))).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a block reached by a link shows its copy button from its first render', async ({page, consoleErrors}) => {
    await gotoHydrated(page, '/doc/docs/sql/');
    await page.evaluate(() => {
      const seen: boolean[] = [];
      Object.assign(window, {buttonAtInsertion: seen});
      new MutationObserver(() => {
        const block = document.querySelector('article .theme-code-block');
        if (block && !seen.length) seen.push(Boolean(block.querySelector('button[aria-label*="opy"]')));
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.locator('article a[href="/doc/docs/sql/mappings"]').first().click();
    await expect(page.locator('article .theme-code-block').first()).toBeVisible();
    expect(await page.evaluate(() => (window as {buttonAtInsertion?: boolean[]}).buttonAtInsertion)).toEqual([true]);
    expect(consoleErrors).toEqual([]);
  });
  for (const [width, height] of [
    [412, 823],
    [1280, 800],
  ]) {
    test(`at ${width} px, blocks out of view are not drawn until reached, and drawing one moves nothing`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({width, height});
      await gotoHydrated(page, TUTORIAL);
      const codes = page.locator('article pre.prism-code > code');
      /** Whether the block's lines are drawn (the browser skips the contents of a block out of view). */
      const drawn = (i: number) =>
        codes.nth(i).evaluate((code) => code.firstElementChild!.checkVisibility({contentVisibilityAuto: true}));
      const count = await codes.count();
      const skipped: number[] = [];
      for (let i = 0; i < count; i += 1) if (!(await drawn(i))) skipped.push(i);
      expect(skipped.length, 'blocks skipped on loading').toBeGreaterThan(count / 2);
      for (const i of skipped) {
        const block = codes.nth(i);
        const before = await block.evaluate((code) => code.parentElement!.getBoundingClientRect().height);
        await block.evaluate((code) => code.scrollIntoView({block: 'center'}));
        await expect.poll(() => drawn(i), `block ${i} drawn once on screen`).toBe(true);
        // Its stand-in size was the size it takes: the page below it does not move (line boxes are laid out in
        // fractions of a pixel, so a long block may differ by one).
        const after = await block.evaluate((code) => code.parentElement!.getBoundingClientRect().height);
        expect(Math.abs(after - before), `block ${i}: ${before} px skipped, ${after} px drawn`).toBeLessThan(1.5);
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a link to a heading below blocks not drawn lands on the heading, and it stays there', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, `${TUTORIAL}#step-8-create-semantic-views`);
    const heading = page.locator('h2#step-8-create-semantic-views');
    await expect(heading).toBeInViewport();
    const top = () => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top));
    const first = await top();
    // The blocks around it are drawn now; the heading has not moved.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await top()).toBe(first);
    expect(consoleErrors).toEqual([]);
  });
});
