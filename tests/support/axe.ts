import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type axe from 'axe-core';
import {expect, test, type Page} from '@playwright/test';
import {COLOR_AUDIT_MARK, walkSignatures} from './color-sample';

/** WCAG 2.2 AA, as axe-core tags its rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The rules whose outcome depends on the colors, so on the color mode. */
export const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/** Regions left out of the audit, each with its reason. None. */
export const AXE_EXCLUDED: string[] = [];

/**
 * Left out of the color rules only: the text of code blocks. Its colors are
 * the code themes' token colors on the themes' background, the same on every
 * page: tests/unit/highlighter/code-contrast.spec.ts checks each of them in both modes, and
 * tests/e2e/code-blocks.spec.ts checks that blocks show the themes' colors.
 * Checking each token again on every page took about 40% of the crawl.
 */
const COLOR_RULES_EXCLUDED = 'pre.prism-code';

/**
 * The color rules' own selectors (axe-core's: every element, and links)
 * narrowed to skip COLOR_RULES_EXCLUDED, so that one audit runs every rule:
 * the rules share axe's work on the page (its tree, visibility, stacking)
 * instead of two audits each doing it. With `marked`, only the elements that
 * carry that attribute (axeViolations' `colorsCovered`).
 */
const colorRuleSelectors = (marked: string | null): Record<string, string> => {
  const only = marked ? `[${marked}]` : '';
  return {
    'color-contrast': `*${only}:not(${COLOR_RULES_EXCLUDED} *)`,
    'link-in-text-block': `a[href]${only}:not(${COLOR_RULES_EXCLUDED} *), [role=link]${only}:not(${COLOR_RULES_EXCLUDED} *)`,
  };
};

type Scope = 'all' | 'colors' | 'all-but-colors';

/** Every code block drawn, whether the browser skips it or not (axeViolations). */
const DRAW_SKIPPED_BLOCKS = 'pre.prism-code > code { content-visibility: visible !important; }';

/**
 * axe-core's minified build: the page compiles it on every audit of a new document, and the minified
 * file (580 KB against 1.3 MB for `axe.source`) takes about 200 ms there instead of 300 ms.
 */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * AxeBuilder in the page itself (its legacy mode, a public option), for audits
 * of one region or rule: by default AxeBuilder opens a blank page to merge the
 * results of each frame, which only matters for cross-origin iframes.
 */
export const axeBuilder = (page: Page) => new AxeBuilder({page, axeSource: AXE_SOURCE}).setLegacyMode(true);

/**
 * Waits until the page is drawn in the color mode `<html data-theme>` names:
 * every running CSS transition (links fade their color over 0.2 s when the
 * mode changes) has finished, and the computed colors of the root are the
 * mode's own (the values of --ifm-font-color-base and --ifm-background-color).
 * An audit of the colors before that sees the old mode's colors.
 */
export async function colorModeApplied(page: Page): Promise<'light' | 'dark'> {
  const state = await page.evaluate(async () => {
    const root = document.documentElement;
    // getAnimations() brings the styles up to date first, so a transition the
    // mode change starts is in the list.
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    );
    const style = getComputedStyle(root);
    // The canvas writes any CSS color in one form, so the two can be compared.
    const canvas = new OffscreenCanvas(1, 1).getContext('2d')!;
    const normal = (color: string) => {
      canvas.fillStyle = '#000';
      canvas.fillStyle = color.trim();
      return canvas.fillStyle;
    };
    return {
      mode: root.getAttribute('data-theme'),
      drawn: [normal(style.color), normal(style.backgroundColor)],
      wanted: [
        normal(style.getPropertyValue('--ifm-font-color-base')),
        normal(style.getPropertyValue('--ifm-background-color')),
      ],
    };
  });
  expect(['light', 'dark'], 'the color mode of <html data-theme>').toContain(state.mode);
  expect(state.drawn, `the page is drawn in its ${state.mode} colors`).toEqual(state.wanted);
  return state.mode as 'light' | 'dark';
}

function lines(results: axe.AxeResults): string[] {
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n')[1]?.trim() ?? v.help}`,
    ),
  );
}

/**
 * Runs axe-core on the page and returns one readable line per violating node.
 * `all`: every WCAG 2.2 AA rule, in one audit. `colors`: only the rules that
 * depend on the colors, for a second color mode (the other rules give the
 * same outcome in both modes). `all-but-colors`: every rule but those, for a
 * page whose color combinations other pages audit (the crawl's color sample). In both, code block text is checked by the
 * rules that do not depend on colors and by the code themes' unit test
 * (COLOR_RULES_EXCLUDED). axe-core is put into the page once per document
 * (each audit of AxeBuilder puts it in twice) and waits until the page is
 * drawn in its color mode (colorModeApplied). With `colorsCovered` (signatures
 * of tests/support/color-sample.ts whose colors other audits check), the color
 * rules check only the elements with another signature.
 */
export async function axeViolations(
  page: Page,
  scope: Scope = 'all',
  colorsCovered: string[] | null = null,
): Promise<string[]> {
  // The site has no frames; an audit of the page itself would not enter one.
  const frames = page
    .frames()
    .filter((f) => f !== page.mainFrame())
    .map((f) => f.url());
  if (frames.length)
    throw new Error(`frames, which axeViolations does not audit (axeBuilder does): ${frames.join(', ')}`);
  await colorModeApplied(page);
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(AXE_SOURCE);
  }
  if (colorsCovered) {
    const {marked} = await page.evaluate(walkSignatures, {covered: colorsCovered, mark: COLOR_AUDIT_MARK});
    test
      .info()
      .annotations.push({type: 'color rules', description: `${marked} elements (${scope}) not covered before`});
  }
  await page.evaluate(
    (selectors) => {
      window.axe.configure({rules: Object.entries(selectors).map(([id, selector]) => ({id, selector}))});
    },
    colorRuleSelectors(colorsCovered ? COLOR_AUDIT_MARK : null),
  );
  // Code blocks out of view are not drawn until a reader nears them (content-visibility: auto, the highlighter's
  // styles), and axe takes what is not drawn for hidden. The audit draws them, as a reader scrolling through sees
  // them, with a constructed style sheet that it takes off again afterwards.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, DRAW_SKIPPED_BLOCKS);
  const results = await page.evaluate(({context, options}) => window.axe.run(context, options), {
    context: {exclude: AXE_EXCLUDED.map((selector) => [selector])},
    options: {
      runOnly:
        scope === 'colors'
          ? // Both color rules are WCAG 2 A/AA rules (runOnly by rule replaces runOnly by tag).
            {type: 'rule' as const, values: COLOR_RULES}
          : {type: 'tag' as const, values: WCAG_TAGS},
      rules: scope === 'all-but-colors' ? Object.fromEntries(COLOR_RULES.map((id) => [id, {enabled: false}])) : {},
      // Only violations are read: axe keeps one node per passed rule instead of every node.
      resultTypes: ['violations' as const],
      iframes: false,
    },
  });
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });
  return lines(results);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
