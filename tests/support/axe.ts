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

/** Runs axe-core on the page and returns one readable line per violating node. */
export async function axeViolations(page: Page): Promise<string[]> {
  let builder = new AxeBuilder({page}).withTags(WCAG_TAGS);
  for (const selector of AXE_EXCLUDED) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n')[1]?.trim() ?? v.help}`),
  );
}
