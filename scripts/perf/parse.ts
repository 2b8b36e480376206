/**
 * Readings of the tools' own output that the measurement scripts report: the
 * figures of a Lighthouse result, the build's phases (Docusaurus's performance
 * logger), the steps of a CI run, and Playwright's per-test times and summary
 * (its list reporter). No I/O here: the unit tests feed it recorded output.
 */
import {stripVTControlCharacters} from 'node:util';
import type {Result} from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  tbt: 'total-blocking-time',
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  cls: 'cumulative-layout-shift',
} as const;
export type Figures = Record<(typeof CATEGORIES)[number] | keyof typeof METRICS | 'scriptBytes', number | null>;

export function median(values: Array<number | null | undefined>): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The figures of one Lighthouse result: scores out of 100, metrics in ms, the scripts' bytes as transferred. */
export function figuresOf(lhr: Result): Figures {
  const score = (id: string) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id]!.score! * 100);
  const items =
    (
      lhr.audits['resource-summary']?.details as
        {items?: Array<{resourceType: string; transferSize: number}>} | undefined
    )?.items ?? [];
  return {
    ...Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    ...Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null])),
    scriptBytes: items.find((i) => i.resourceType === 'script')?.transferSize ?? null,
  } as Figures;
}

/** The median of each figure over runs (runs that failed carry no figures). */
export function medians(runs: Array<Partial<Figures>>): Figures {
  return Object.fromEntries(
    [...CATEGORIES, ...Object.keys(METRICS), 'scriptBytes'].map((k) => [
      k,
      median(runs.map((r) => r[k as keyof Figures])),
    ]),
  ) as Figures;
}

/** Build A against build B: total blocking time A / B, and performance score A − B. */
export function versus(a: Figures, b: Figures): {tbtRatio: number | null; scoreDifference: number | null} {
  return {
    tbtRatio: a.tbt != null && b.tbt ? a.tbt / b.tbt : null,
    scoreDifference: a.performance != null && b.performance != null ? a.performance - b.performance : null,
  };
}

/** Seconds per phase of a build, from its output with DOCUSAURUS_PERF_LOGGER=true (`[PERF] Build > en > SSG - 5.77 seconds!`). */
export function buildPhases(log: string): Record<string, number> {
  const names: Array<[string, RegExp]> = [
    ['load', /^Build > \w[\w-]* > Load site$/],
    ['bundle', /^Build > \w[\w-]* > Bundling with \w+$/],
    ['render', /^Build > \w[\w-]* > SSG$/],
    ['postBuild', /^Build > \w[\w-]* > postBuild\(\)$/],
  ];
  const phases: Record<string, number> = {};
  for (const line of stripVTControlCharacters(log).split('\n')) {
    const m = line.match(/\[PERF\] (.+?) - ([\d.]+) (ms|seconds)/);
    const phase = m && names.find(([, re]) => re.test(m[1]!))?.[0];
    if (phase) phases[phase] = Math.round((Number(m[2]) / (m[3] === 'ms' ? 1000 : 1)) * 10) / 10;
  }
  return phases;
}

/**
 * The steps of a run, from lines stamped with their time (ms since the start):
 * `.ci/run`'s `== ...` lines, npm's `> package@version script` headers and
 * Playwright's `Running N tests`. Each step lasts until the next one starts.
 */
export function steps(
  lines: Array<[number, string]>,
  endMs: number,
): Array<{step: string; startMs: number; ms: number}> {
  const marks = lines
    .map(([ms, raw]) => [ms, stripVTControlCharacters(raw).trim()] as const)
    .filter(([, line]) => /^== |^> [\w@/.-]+@[\w.-]+ \S+$|^Running \d+ tests?/.test(line));
  return marks.map(([ms, step], i) => ({step, startMs: ms, ms: (marks[i + 1]?.[0] ?? endMs) - ms}));
}

/** Worker-seconds per spec file, summed over the test lines of Playwright's list reporter (retries included). */
export function specSeconds(output: string): Record<string, number> {
  const perSpec: Record<string, number> = {};
  for (const line of stripVTControlCharacters(output).split('\n')) {
    const m = line.match(/›\s+(\S+\.spec\.ts):\d+:\d+\s+›.*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/);
    if (!m) continue;
    const seconds = Number(m[2]) * {ms: 0.001, s: 1, m: 60}[m[3] as 'ms' | 's' | 'm'];
    perSpec[m[1]!] = Math.round(((perSpec[m[1]!] ?? 0) + seconds) * 10) / 10;
  }
  return perSpec;
}

/** Playwright's closing counts (`874 passed (15.6m)`, `1 flaky`, `2 failed`...). */
export function testSummary(output: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const m of stripVTControlCharacters(output).matchAll(
    /^\s+(\d+) (passed|failed|flaky|skipped|interrupted|did not run)\b/gm,
  ))
    counts[m[2]!] = Number(m[1]);
  return counts;
}
