/**
 * Code blocks after hydration: highlighted by the site's own Prism (src/prism,
 * the languages of src/prism/languages.ts), one `.token-line` per line, and
 * never re-highlighted by Prism's automatic mode, which would rewrite DOM that
 * React owns.
 */
import {test, expect, gotoHydrated} from './fixtures';
import {sitemapPaths} from '../support/sitemap';
import {darkCodeTheme, lightCodeTheme} from '../../src/prism-themes';
import type {PrismTheme} from 'prism-react-renderer';

// A page per highlighted language; each must show highlighted tokens in it.
const PAGES: [string, string[]][] = [
  ['/doc/docs/sql/mappings', ['sql']],
  ['/doc/docs/api/requirements', ['javascript', 'python', 'bash', 'json']],
  ['/doc/docs/sql/graph-algorithms', ['yaml']],
  ['/doc/docs/api/python-api-connector', ['http']],
  ['/doc/docs/integration/databricks/overview', ['ini']],
  ['/doc/docs/platform/visualizing/css-templates', ['css']],
  ['/doc/docs/getting-started/tutorials/embedded-graph-explorer-iframe', ['html']],
];

for (const [url, languages] of PAGES) {
  test(`${url}: ${languages.join(', ')} blocks are highlighted in token lines`, async ({page, consoleErrors}) => {
    await gotoHydrated(page, url);
    await page.waitForLoadState('load');
    // Past DOMContentLoaded and load, when Prism's automatic mode would run.
    await page.waitForTimeout(300);
    for (const language of languages) {
      const blocks = page.locator(`pre.prism-code.language-${language}`);
      expect(await blocks.count(), `${language} blocks`).toBeGreaterThan(0);
      const found = await blocks.evaluateAll((pres) => pres.map((pre) => {
        const code = pre.querySelector('code')!;
        return {
          children: code.childNodes.length,
          tokenLines: code.querySelectorAll(':scope > .token-line').length,
          highlighted: code.querySelectorAll('.token:not(.plain)').length,
          // Plain tokens are bare text (src/theme/CodeBlock/Line/Token); only an empty line keeps its span.
          plainSpans: code.querySelectorAll('.token.plain:not(:empty)').length,
          // Prism's automatic mode marks what it highlighted with a language class on <code>.
          autoHighlighted: /language-/.test(code.className),
        };
      }));
      for (const block of found) {
        expect(block.autoHighlighted, `${language}: Prism's automatic mode ran`).toBe(false);
        // React's markup: nothing but token lines (Prism's own would put tokens and text here).
        expect(block.tokenLines, `${language}: token lines`).toBeGreaterThan(0);
        expect(block.tokenLines, `${language}: children of <code>`).toBe(block.children);
        expect(block.plainSpans, `${language}: spans of plain tokens`).toBe(0);
      }
      expect(found.reduce((sum, b) => sum + b.highlighted, 0), `${language}: highlighted tokens`).toBeGreaterThan(0);
    }
    if (languages.includes('sql')) {
      // The text between tokens (spaces, mostly) is still there, as bare text.
      const sql = page.locator('pre.prism-code.language-sql', {hasText: 'map_product'}).first();
      await expect(sql).toContainText('CREATE OR REPLACE MAPPING `map_product` INTO (`product`) USING `supply_chain_db` AS');
    }
    expect(consoleErrors).toEqual([]);
  });
}

/** The style prism-react-renderer gave a token (its themeToDict and merging), as [color, font-style]. */
function expectedStyle(theme: PrismTheme, language: string, types: string[]): [string, string] {
  const dict: Record<string, Record<string, unknown>> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dict[type] = {...dict[type], ...entry.style};
  }
  const style: Record<string, unknown> = types.length === 1 && types[0] === 'plain' ? {} : Object.assign({}, ...types.map((t) => dict[t]));
  return [String(style.color ?? theme.plain.color), String(style.fontStyle ?? 'normal')];
}

for (const mode of ['light', 'dark'] as const) {
  test(`token colors in ${mode} mode are the code theme's, from the style sheet`, async ({page}) => {
    const theme = mode === 'dark' ? darkCodeTheme : lightCodeTheme;
    await page.emulateMedia({colorScheme: mode});
    let checked = 0;
    const wrong = new Set<string>();
    for (const [url] of PAGES) {
      await gotoHydrated(page, url);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const tokens = await page.locator('pre.prism-code .token').evaluateAll((spans) => spans.map((span) => {
        const language = /language-([\w-]+)/.exec(span.closest('pre')!.className)?.[1] ?? '';
        const types = Array.from(span.classList).filter((c) => c !== 'token');
        const computed = getComputedStyle(span);
        return {language, types, color: computed.color, fontStyle: computed.fontStyle, inline: span.getAttribute('style') ?? ''};
      }));
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
      for (const t of tokens) {
        expect(t.inline, 'no inline colors').not.toMatch(/color/);
        // The Timbr SQL tokens are not in the theme: src/css/custom.css styles them.
        if (t.types.some((type) => type.startsWith('timbr-'))) continue;
        const [color, fontStyle] = normalised[JSON.stringify([t.language, t.types])];
        if (t.color !== color || t.fontStyle !== fontStyle) {
          wrong.add(`${t.language} ${t.types.join('.')}: ${t.color} ${t.fontStyle}, theme ${color} ${fontStyle}`);
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect([...wrong]).toEqual([]);
  });
}

test.describe('code blocks of the first page are hydrated as rendered (src/theme/CodeBlock/Content)', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('their copy button copies the code and their word-wrap button wraps it', async ({page, consoleErrors}) => {
    await page.setViewportSize({width: 400, height: 800});
    await gotoHydrated(page, '/doc/docs/sql/mappings');
    const block = page.locator('.theme-code-block').filter({has: page.locator('pre.language-sql')}).first();
    const text = (await block.locator('code').innerText()).replace(/\n+/g, '\n').trim();
    expect(text.length).toBeGreaterThan(20);
    await block.hover();
    await block.getByRole('button', {name: /copy code/i}).click();
    await expect(block.getByRole('button', {name: /copied/i})).toBeVisible();
    expect((await page.evaluate(() => navigator.clipboard.readText())).replace(/\n+/g, '\n').trim()).toBe(text);

    // A long line scrolls; the word-wrap button wraps it.
    const wide = page.locator('.theme-code-block').filter({has: page.getByRole('button', {name: /toggle word wrap/i})}).first();
    await expect(wide).toBeAttached();
    const code = wide.locator('code');
    const before = await code.evaluate((c) => getComputedStyle(c).whiteSpace);
    await wide.hover();
    await wide.getByRole('button', {name: /toggle word wrap/i}).click();
    await expect.poll(() => code.evaluate((c) => getComputedStyle(c).whiteSpace)).not.toBe(before);
    expect(consoleErrors).toEqual([]);
  });

  test('a page reached by a link renders its blocks with the highlighter, the same way', async ({page, consoleErrors}) => {
    await gotoHydrated(page, '/doc/docs/sql/');
    // A link in the page: a client-side navigation, no page load.
    await page.evaluate(() => Object.assign(window, {samePage: true}));
    await page.locator('article a[href="/doc/docs/sql/mappings"]').first().click();
    await expect(page).toHaveURL(/\/sql\/mappings$/);
    expect(await page.evaluate(() => (window as {samePage?: boolean}).samePage)).toBe(true);
    const blocks = page.locator('pre.prism-code.language-sql code');
    await expect(blocks.first()).toBeVisible();
    const shape = await blocks.evaluateAll((codes) => codes.map((c) => ({
      lines: c.querySelectorAll(':scope > .token-line').length,
      children: c.childNodes.length,
      keywords: c.querySelectorAll('.token.keyword').length,
    })));
    expect(shape.every((s) => s.lines > 0 && s.lines === s.children)).toBe(true);
    expect(shape.reduce((n, s) => n + s.keywords, 0)).toBeGreaterThan(0);
    // Same markup as the built page, which the first visit keeps.
    const clientHtml = await blocks.first().innerHTML();
    await gotoHydrated(page, '/doc/docs/sql/mappings');
    expect(await page.locator('pre.prism-code.language-sql code').first().innerHTML()).toBe(clientHtml);
    expect(consoleErrors).toEqual([]);
  });
});

test('grammars come with the pages that use them, highlighted from their first render after a link', async ({page, consoleErrors}) => {
  // The home page has no code: no grammar is loaded on its visit.
  await gotoHydrated(page, '/doc/');
  const sqlLoaded = () => page.evaluate(() => Boolean((window as {Prism?: {languages: Record<string, unknown>}}).Prism?.languages.sql));
  expect(await sqlLoaded()).toBe(false);
  // Watch the SQL blocks of the next page as they are inserted: they must carry tokens at once.
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, {keywordsAtInsertion: seen});
    new MutationObserver(() => {
      const blocks = document.querySelectorAll('pre.prism-code.language-sql code');
      if (blocks.length && !seen.length) seen.push(Array.from(blocks).reduce((n, b) => n + b.querySelectorAll('.token.keyword').length, 0));
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page.locator('main a[href="/doc/docs/sql/mappings"]').first().click();
  await expect(page).toHaveURL(/\/sql\/mappings$/);
  await expect(page.locator('pre.prism-code.language-sql code .token.keyword').first()).toBeVisible();
  const atInsertion = await page.evaluate(() => (window as {keywordsAtInsertion?: number[]}).keywordsAtInsertion);
  expect(atInsertion, 'SQL keywords in the blocks when they were first inserted').toHaveLength(1);
  expect(atInsertion![0]).toBeGreaterThan(0);
  expect(await sqlLoaded()).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('when hydration fails and React renders the page anew, code blocks and the last-update line are still there', async ({page}) => {
  // Break hydration on purpose: change an element's type before React hydrates
  // (as a browser extension editing the page might). React then renders the
  // whole page on the client, where no built markup is left to keep.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const h1 = document.querySelector('article h1');
      if (!h1) return;
      const replacement = document.createElement('h2');
      replacement.textContent = h1.textContent;
      h1.replaceWith(replacement);
    });
  });
  const recovered: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|Recoverable/i.test(m.text())) recovered.push(m.text());
  });
  await gotoHydrated(page, '/doc/docs/sql/mappings');
  await expect.poll(() => recovered.length, {message: 'React reported the failed hydration'}).toBeGreaterThan(0);
  const shape = await page.locator('pre.prism-code code').evaluateAll((codes) => codes.map((c) => c.querySelectorAll(':scope > .token-line').length));
  expect(shape.length).toBeGreaterThan(3);
  expect(shape.every((lines) => lines > 0), `token lines per block: ${shape.join(', ')}`).toBe(true);
  await expect(page.locator('article footer .theme-last-updated')).toHaveText(/^Last updated on \w+ \d{1,2}, \d{4}$/);
});

test.describe('code blocks on a long page (src/theme/CodeBlock/Buttons, src/components/code-word-wrap.ts, src/css/custom.css)', () => {
  const TUTORIAL = '/doc/docs/getting-started/tutorials/supply-chain-use-case';
  const WRAP = /toggle word wrap/i;

  test('every block of the first page gets its copy button once the page has hydrated', async ({page, consoleErrors}) => {
    await page.setViewportSize({width: 412, height: 823});
    await gotoHydrated(page, TUTORIAL);
    const blocks = page.locator('article .theme-code-block');
    const count = await blocks.count();
    expect(count).toBeGreaterThan(30);
    await expect(blocks.filter({has: page.getByRole('button', {name: /copy code/i})})).toHaveCount(count);
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

  test('a block whose code is wider than it shows the word-wrap button once it comes into view', async ({page, consoleErrors}) => {
    await page.setViewportSize({width: 412, height: 823});
    await gotoHydrated(page, TUTORIAL);
    // The last block far below the first screen whose code does not fit in it.
    const index = await page.locator('article .theme-code-block').evaluateAll((blocks) => {
      let found = -1;
      blocks.forEach((block, i) => {
        const pre = block.querySelector('pre')!;
        if (block.getBoundingClientRect().top > 3 * window.innerHeight && pre.scrollWidth > pre.clientWidth) found = i;
      });
      return found;
    });
    expect(index).toBeGreaterThan(0);
    const wide = page.locator('article .theme-code-block').nth(index);
    // Not measured yet: no reader has seen it.
    await expect(page.locator('article .theme-code-block').first().getByRole('button', {name: /copy code/i})).toBeAttached();
    await expect(wide.getByRole('button', {name: WRAP})).toHaveCount(0);
    await wide.scrollIntoViewIfNeeded();
    await expect(wide.getByRole('button', {name: WRAP})).toBeAttached();
    // Wrapping it makes its code fit; the button stays, to unwrap.
    await wide.hover();
    await wide.getByRole('button', {name: WRAP}).click();
    await expect.poll(() => wide.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
    await expect(wide.getByRole('button', {name: WRAP})).toBeAttached();
    expect(consoleErrors).toEqual([]);
  });

  test('a block that starts to scroll when the window narrows shows the word-wrap button', async ({page, consoleErrors}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, TUTORIAL);
    // A block on screen whose code fits at this width but not on a phone's.
    const narrowed = await page.locator('article .theme-code-block').evaluateAll((blocks) => blocks.findIndex((block) => {
      const pre = block.querySelector('pre')!;
      // A line of more than 50 characters cannot fit in a 360-pixel window.
      const longest = Math.max(...Array.from(pre.querySelectorAll('.token-line'), (line) => line.textContent!.length));
      return pre.scrollWidth <= pre.clientWidth && longest > 50;
    }));
    expect(narrowed).toBeGreaterThanOrEqual(0);
    const block = page.locator('article .theme-code-block').nth(narrowed);
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('button', {name: /copy code/i})).toBeAttached();
    await expect(block.getByRole('button', {name: WRAP})).toHaveCount(0);
    await page.setViewportSize({width: 360, height: 900});
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('button', {name: WRAP})).toBeAttached();
    expect(consoleErrors).toEqual([]);
  });

  test('a wide block in a hidden tab shows the word-wrap button when its tab is shown', async ({page, consoleErrors}) => {
    await page.setViewportSize({width: 412, height: 823});
    await gotoHydrated(page, '/doc/docs/api/requirements');
    const panel = page.locator('[role="tabpanel"]').filter({has: page.locator('pre.language-python')}).first();
    await expect(panel).toBeHidden();
    const block = panel.locator('.theme-code-block').first();
    await expect(block.getByRole('button', {name: WRAP})).toHaveCount(0);
    await page.getByRole('tab', {name: 'Python'}).first().click();
    await expect(panel).toBeVisible();
    expect(await block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
    await expect(block.getByRole('button', {name: WRAP})).toBeAttached();
    expect(consoleErrors).toEqual([]);
  });

  test('blocks out of view are skipped by the browser, and a link to a heading below them lands on it', async ({page, consoleErrors}) => {
    await page.setViewportSize({width: 412, height: 823});
    await gotoHydrated(page, `${TUTORIAL}#step-8-create-semantic-views`);
    const heading = page.locator('h2#step-8-create-semantic-views');
    await expect(heading).toBeInViewport();
    // src/css/custom.css: the rule is in effect on the blocks past the first screen.
    const modes = await page.locator('article .theme-code-block pre').evaluateAll((pres) => pres.map((pre) => getComputedStyle(pre).contentVisibility));
    expect(modes.filter((mode) => mode === 'auto').length).toBeGreaterThan(20);
    expect(modes[0]).toBe('visible');
    // Every block's text is still in the page, skipped or not.
    const empty = await page.locator('article .theme-code-block pre').evaluateAll((pres) => pres.filter((pre) => !pre.textContent?.trim()).length);
    expect(empty).toBe(0);
    // From the top of the page, scrolling to the heading reaches it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeInViewport();
    expect(consoleErrors).toEqual([]);
  });

  test('no block of a page’s first screen is skipped, on any page of the sitemap', async ({page}) => {
    // A skipped block is drawn once at a stand-in height before its own: on
    // the first screen, that would move the text below it as the page loads.
    test.setTimeout(180_000);
    const height = 1200;
    await page.setViewportSize({width: 1920, height});
    let skipped = 0;
    const early: string[] = [];
    for (const path of sitemapPaths()) {
      await page.goto(path, {waitUntil: 'load'});
      const tops = await page.locator('pre.prism-code').evaluateAll((pres) => pres
        .filter((pre) => getComputedStyle(pre).contentVisibility === 'auto' && pre.checkVisibility())
        .map((pre) => pre.getBoundingClientRect().top + window.scrollY));
      skipped += tops.length;
      for (const top of tops) if (top < height) early.push(`${path}: ${Math.round(top)} px`);
    }
    expect(skipped).toBeGreaterThan(100);
    expect(early).toEqual([]);
  });
});
