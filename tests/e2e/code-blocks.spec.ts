/**
 * Code blocks after hydration: highlighted at build time by the site's own Prism
 * (src/features/highlighter, the languages of src/shared/prism/languages.ts), one `.token-line` per line, and
 * never re-highlighted in the browser (no Prism there, neither its automatic mode). Their buttons, and blocks
 * after a link and on a long page: code-block-buttons.spec.ts.
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
