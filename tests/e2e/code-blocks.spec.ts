/**
 * Code blocks after hydration: highlighted at build time by the site's own Prism
 * (src/features/highlighter, the languages of src/shared/prism/languages.ts), one `.token-line` per line, and
 * never re-highlighted in the browser (no Prism there, neither its automatic mode).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {colorModeApplied} from '../support/axe';
import {darkCodeTheme, lightCodeTheme} from '../../src/features/highlighter/themes';
import type {PrismTheme} from 'prism-react-renderer';

// A page per highlighted language (the first page whose source has a block in it), so that
// content edits never leave the list pointing at a page without one; each must show highlighted tokens in it.
const LANGUAGES = ['sql', 'javascript', 'python', 'bash', 'json', 'yaml', 'http', 'ini', 'css', 'html'];

function pagesByLanguage(): [string, string[]][] {
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, {withFileTypes: true})
      .flatMap((e) =>
        e.name.startsWith('_')
          ? []
          : e.isDirectory()
            ? files(path.join(dir, e.name))
            : /\.mdx?$/.test(e.name)
              ? [path.join(dir, e.name)]
              : [],
      );
  const byPage = new Map<string, string[]>();
  for (const language of LANGUAGES) {
    // SQL: the mappings page, whose map_product block the test below reads.
    const file = (language === 'sql' ? ['docs/sql/mappings.md'] : files('docs').sort()).find((f) =>
      new RegExp(`^\`\`\`${language}(\\s|$)`, 'm').test(fs.readFileSync(f, 'utf8')),
    );
    if (!file) throw new Error(`no page of docs/ has a ${language} block`);
    const url = `/doc/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;
    byPage.set(url, [...(byPage.get(url) ?? []), language]);
  }
  return [...byPage];
}
const PAGES = pagesByLanguage();

/** The style prism-react-renderer gave a token (its themeToDict and merging), as [color, font-style]. */
function expectedStyle(theme: PrismTheme, language: string, types: string[]): [string, string] {
  const dict: Record<string, Record<string, unknown>> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dict[type] = {...dict[type], ...entry.style};
  }
  const style: Record<string, unknown> =
    types.length === 1 && types[0] === 'plain' ? {} : Object.assign({}, ...types.map((t) => dict[t]));
  return [String(style.color ?? theme.plain.color), String(style.fontStyle ?? 'normal')];
}

/**
 * Checks the computed style of every token of the page's code blocks against the code theme of the mode the
 * page is drawn in: the number of tokens checked, and a line for each wrong or inline color.
 */
async function tokenStyles(
  page: Page,
  mode: 'light' | 'dark',
): Promise<{checked: number; wrong: string[]; inline: string[]}> {
  const theme = mode === 'dark' ? darkCodeTheme : lightCodeTheme;
  const tokens = await page.locator('pre.prism-code .token').evaluateAll((spans) =>
    spans.map((span) => {
      const language = /language-([\w-]+)/.exec(span.closest('pre')!.className)?.[1] ?? '';
      const types = Array.from(span.classList).filter((c) => c !== 'token');
      const computed = getComputedStyle(span);
      return {
        language,
        types,
        color: computed.color,
        fontStyle: computed.fontStyle,
        inline: span.getAttribute('style') ?? '',
      };
    }),
  );
  // Theme colors as the browser writes them (hex and rgb() alike).
  const wanted = [...new Set(tokens.map((t) => JSON.stringify([t.language, t.types])))].map((key) => {
    const [language, types] = JSON.parse(key) as [string, string[]];
    return [key, expectedStyle(theme, language, types)] as const;
  });
  const normalised = await page.evaluate((pairs) => {
    const probe = document.createElement('span');
    document.body.append(probe);
    const out: Record<string, [string, string]> = {};
    for (const [key, [color, fontStyle]] of pairs) {
      probe.style.color = color;
      out[key] = [getComputedStyle(probe).color, fontStyle];
    }
    probe.remove();
    return out;
  }, wanted);
  // One assertion per mode, not one per token: thousands of steps in the report cost most of the test's time.
  const wrong = new Set<string>();
  const inline = new Set<string>();
  let checked = 0;
  for (const t of tokens) {
    if (/color/.test(t.inline)) inline.add(`${t.language} ${t.types.join('.')}: ${t.inline}`);
    // The Timbr SQL tokens are not in the theme: src/css/custom.css styles them.
    if (t.types.some((type) => type.startsWith('timbr-'))) continue;
    const [color, fontStyle] = normalised[JSON.stringify([t.language, t.types])];
    if (t.color !== color || t.fontStyle !== fontStyle) {
      wrong.add(`${t.language} ${t.types.join('.')}: ${t.color} ${t.fontStyle}, theme ${color} ${fontStyle}`);
    }
    checked += 1;
  }
  return {checked, wrong: [...wrong], inline: [...inline]};
}

for (const [url, languages] of PAGES) {
  test(`${url}: ${languages.join(', ')} blocks are highlighted in token lines, in the code theme's colors`, async ({
    page,
    consoleErrors,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, url);
    await page.waitForLoadState('load');
    // Prism's automatic mode, were it on, would run at the next animation frame after load.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const language of languages) {
      const blocks = page.locator(`pre.prism-code.language-${language}`);
      expect(await blocks.count(), `${language} blocks`).toBeGreaterThan(0);
      const found = await blocks.evaluateAll((pres) =>
        pres.map((pre) => {
          const code = pre.querySelector('code')!;
          return {
            children: code.childNodes.length,
            tokenLines: code.querySelectorAll(':scope > .token-line').length,
            highlighted: code.querySelectorAll('.token:not(.plain)').length,
            // Prism's automatic mode marks what it highlighted with a language class on <code>.
            autoHighlighted: /language-/.test(code.className),
          };
        }),
      );
      for (const block of found) {
        expect(block.autoHighlighted, `${language}: Prism's automatic mode ran`).toBe(false);
        // React's markup: nothing but token lines (Prism's own would put tokens and text here).
        expect(block.tokenLines, `${language}: token lines`).toBeGreaterThan(0);
        expect(block.tokenLines, `${language}: children of <code>`).toBe(block.children);
      }
      expect(
        found.reduce((sum, b) => sum + b.highlighted, 0),
        `${language}: highlighted tokens`,
      ).toBeGreaterThan(0);
    }
    if (languages.includes('sql')) {
      const sql = page.locator('pre.prism-code.language-sql', {hasText: 'map_product'}).first();
      await expect(sql).toContainText(
        'CREATE OR REPLACE MAPPING `map_product` INTO (`product`) USING `supply_chain_db` AS',
      );
    }
    // Token colors are the code theme's, from the style sheet, in both modes (switched in place; the
    // page follows the system preference, and colorModeApplied waits until it is drawn in it).
    const counts: number[] = [];
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme: mode});
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(await colorModeApplied(page)).toBe(mode);
      const {checked, wrong, inline} = await tokenStyles(page, mode);
      expect(inline, `${mode}: no inline colors`).toEqual([]);
      expect(wrong, `${mode}: token colors`).toEqual([]);
      counts.push(checked);
    }
    expect(counts[0], 'tokens checked').toBeGreaterThan(0);
    expect(counts[1], 'the same tokens in dark mode').toBe(counts[0]);
    expect(consoleErrors).toEqual([]);
  });
}

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
    await expect(runnable.getByRole('button', {name: /copy code/i})).toBeAttached();
    expect((await names(runnable)).filter((n) => n !== 'Toggle word wrap')).toEqual([
      'Run this query in your browser',
      'Report a problem with this example',
      'Copy code to clipboard',
    ]);
    const plain = page.locator('.theme-code-block:not(.runnable-query *)').first();
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

test('no highlighter reaches the browser: blocks are highlighted from their first render after a link', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, '/doc/');
  const sqlLoaded = () =>
    page.evaluate(() => Boolean((window as {Prism?: {languages: Record<string, unknown>}}).Prism?.languages.sql));
  expect(await sqlLoaded()).toBe(false);
  // Watch the SQL blocks of the next page as they are inserted: they must carry tokens at once.
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, {keywordsAtInsertion: seen});
    new MutationObserver(() => {
      const blocks = document.querySelectorAll('pre.prism-code.language-sql code');
      if (blocks.length && !seen.length)
        seen.push(Array.from(blocks).reduce((n, b) => n + b.querySelectorAll('.token.keyword').length, 0));
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page.locator('main a[href="/doc/docs/sql/mappings"]').first().click();
  await expect(page).toHaveURL(/\/sql\/mappings$/);
  await expect(page.locator('pre.prism-code.language-sql code .token.keyword').first()).toBeVisible();
  const atInsertion = await page.evaluate(() => (window as {keywordsAtInsertion?: number[]}).keywordsAtInsertion);
  expect(atInsertion, 'SQL keywords in the blocks when they were first inserted').toHaveLength(1);
  expect(atInsertion![0]).toBeGreaterThan(0);
  // The build highlighted them: no grammar was loaded for it.
  expect(await sqlLoaded()).toBe(false);
  expect(consoleErrors).toEqual([]);
});

test.describe('code block buttons on a long page', () => {
  const TUTORIAL = '/doc/docs/getting-started/tutorials/supply-chain-use-case';

  /** The tutorial's code blocks at this size of window, once every one has its copy button (they join on hydration). */
  async function blocksWithButtons(page: Page, viewport: {width: number; height: number}) {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, TUTORIAL);
    const blocks = page.locator('article .theme-code-block');
    const count = await blocks.count();
    await expect(blocks.filter({has: page.getByRole('button', {name: /copy code/i})})).toHaveCount(count);
    return {blocks, count};
  }

  test('every block of the first page gets its copy button once the page has hydrated', async ({
    page,
    consoleErrors,
  }) => {
    const {count} = await blocksWithButtons(page, {width: 412, height: 823});
    // A long page: most of its blocks are far below the first screen.
    expect(count).toBeGreaterThan(20);
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
