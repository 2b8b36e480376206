import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** WCAG 2.2 AA, as axe-core tags its rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The rules whose outcome depends on the colors, so on the color mode. */
export const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/** Regions left out of the audit, each with its reason. None. */
export const AXE_EXCLUDED: string[] = [];

/**
 * Left out of the color rules only: the text of code blocks. Its colors are
 * the code themes' token colors on the themes' background, the same on every
 * page: tests/unit/code-contrast.spec.ts checks each of them in both modes, and
 * tests/e2e/code-blocks.spec.ts checks that blocks show the themes' colors.
 * Checking each token again on every page took about 40% of the crawl.
 */
const COLOR_RULES_EXCLUDED = ['pre.prism-code'];

type Scope = 'all' | 'colors';

/**
 * Axe in the page itself (AxeBuilder's legacy mode, a public option): by
 * default AxeBuilder opens a blank page to merge the results of each frame,
 * which only matters for cross-origin iframes. The site has none, and
 * axeViolations fails if a page gains one. On the longest tutorial this took
 * the two light-mode runs from about 7.5 s to 4 s. Every audit of the tests
 * starts here.
 */
export const axeBuilder = (page: Page) => new AxeBuilder({page}).setLegacyMode(true);

function lines(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n')[1]?.trim() ?? v.help}`),
  );
}

/**
 * Runs axe-core on the page and returns one readable line per violating node.
 * `all`: every WCAG 2.2 AA rule. `colors`: only the rules that depend on the
 * colors, for a second color mode (the other rules give the same outcome in
 * both modes). In both, code block text is checked by the rules that do not
 * depend on colors and by the code themes' unit test (COLOR_RULES_EXCLUDED).
 */
export async function axeViolations(page: Page, scope: Scope = 'all'): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const foreign = page.frames().filter((f) => f !== page.mainFrame() && !f.url().startsWith(`${origin}/`)).map((f) => f.url());
  if (foreign.length) throw new Error(`cross-origin frames, which axe's legacy mode does not audit: ${foreign.join(', ')}`);
  const found: string[] = [];
  if (scope === 'all') {
    let all = axeBuilder(page).withTags(WCAG_TAGS).disableRules(COLOR_RULES);
    for (const selector of AXE_EXCLUDED) all = all.exclude(selector);
    found.push(...lines(await all.analyze()));
  }
  // Both color rules are WCAG 2 A/AA rules (runOnly by rule replaces runOnly by tag).
  let colors = axeBuilder(page).withRules(COLOR_RULES);
  for (const selector of [...AXE_EXCLUDED, ...COLOR_RULES_EXCLUDED]) colors = colors.exclude(selector);
  found.push(...lines(await colors.analyze()));
  return found;
}
