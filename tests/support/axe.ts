import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** WCAG 2.2 AA, as axe-core tags its rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Regions left out of the audit, each with its reason. None: the API
 * reference (Redoc) is themed and fixed to pass too (see
 * src/components/ApiReference; tests/e2e/api-reference.spec.ts audits it once
 * it has rendered, in both colour modes).
 */
export const AXE_EXCLUDED: string[] = [];

/**
 * Code blocks out of view are skipped by the browser (`content-visibility:
 * auto`, src/css/custom.css) until a reader scrolls near them, and axe cannot
 * measure the colors of skipped text (it reports them as "incomplete"). The
 * audit renders them, as a reader scrolling through the page would, so that
 * every token's contrast is checked; the override is removed afterwards.
 */
const RENDER_SKIPPED = '.theme-code-block pre.prism-code { content-visibility: visible !important; }';

/** Runs axe-core on the page and returns one readable line per violating node. */
export async function axeViolations(page: Page): Promise<string[]> {
  const style = await page.addStyleTag({content: RENDER_SKIPPED});
  try {
    return await audit(page);
  } finally {
    await style.evaluate((element) => (element as Element).remove());
  }
}

async function audit(page: Page): Promise<string[]> {
  let builder = new AxeBuilder({page}).withTags(WCAG_TAGS);
  for (const selector of AXE_EXCLUDED) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n')[1]?.trim() ?? v.help}`),
  );
}
