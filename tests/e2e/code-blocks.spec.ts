/**
 * Code blocks after hydration: highlighted by the site's own Prism (src/prism,
 * the languages of src/prism/languages.ts), one `.token-line` per line, and
 * never re-highlighted by Prism's automatic mode, which would rewrite DOM that
 * React owns.
 */
import {test, expect, gotoHydrated} from './fixtures';

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
          // Prism's automatic mode marks what it highlighted with a language class on <code>.
          autoHighlighted: /language-/.test(code.className),
        };
      }));
      for (const block of found) {
        expect(block.autoHighlighted, `${language}: Prism's automatic mode ran`).toBe(false);
        // React's markup: nothing but token lines (Prism's own would put tokens and text here).
        expect(block.tokenLines, `${language}: token lines`).toBeGreaterThan(0);
        expect(block.tokenLines, `${language}: children of <code>`).toBe(block.children);
      }
      expect(found.reduce((sum, b) => sum + b.highlighted, 0), `${language}: highlighted tokens`).toBeGreaterThan(0);
    }
    expect(consoleErrors).toEqual([]);
  });
}
