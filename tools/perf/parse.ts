/**
 * Readings of the tools' output that the measurement scripts report: a Lighthouse result's figures, a build's phases
 * (Docusaurus's performance logger), the steps of a run and Playwright's worker-seconds per spec file (its JSON
 * report). No I/O here: the unit tests feed it recorded output.
 */
import {stripVTControlCharacters} from 'node:util';
import type {JSONReportSuite} from '@playwright/test/reporter';
import type {Result} from 'lighthouse';

/** The figures compared, in the order of the comparison's columns. */
const FIGURES = [
  'score',
  'tbt',
  'accessibility',
  'bestPractices',
  'seo',
  'scriptKB',
  'scriptEvaluationMs',
  'elements',
] as const;
export type Figures = Record<(typeof FIGURES)[number], number | null>;
type Resource = {resourceType: string; transferSize: number};

export function median(values: Array<number | null | undefined>): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The figures of one Lighthouse result: scores out of 100, total blocking time in ms, the scripts as transferred,
 * the main thread's script evaluation until the page is loaded (its start-up and hydration; Lighthouse's main-thread
 * breakdown) and the elements of the page (its DOM size).
 */
export function figuresOf(lhr: Result): Figures {
  const score = (id: string) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id]!.score! * 100);
  const summary = lhr.audits['resource-summary']?.details as {items?: Resource[]} | undefined;
  const scripts = summary?.items?.find((item) => item.resourceType === 'script');
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details as
    {items?: Array<{group: string; duration: number}>} | undefined;
  return {
    score: score('performance'),
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    scriptKB: scripts ? scripts.transferSize / 1024 : null,
    scriptEvaluationMs: breakdown?.items?.find((item) => item.group === 'scriptEvaluation')?.duration ?? null,
    elements: lhr.audits['dom-size']?.numericValue ?? null,
  };
}

/** The median of each figure over runs (runs that failed carry no figures). */
export function medians(runs: Array<Partial<Figures>>): Figures {
  return Object.fromEntries(FIGURES.map((key) => [key, median(runs.map((run) => run[key]))])) as Figures;
}

/** Build A against build B: total blocking time A / B, and performance score A − B. */
export function versus(a: Figures, b: Figures) {
  return {
    tbtRatio: a.tbt != null && b.tbt ? a.tbt / b.tbt : null,
    scoreDifference: a.score != null && b.score != null ? a.score - b.score : null,
  };
}

/** A build's phases, as Docusaurus's performance logger names them (`[PERF] Build > en > SSG - 5.77 seconds!`). */
const PHASES = {load: 'Load site', bundle: 'Bundling with \\w+', render: 'SSG', postBuild: 'postBuild\\(\\)'};

/** Seconds per phase of a build, from its output with DOCUSAURUS_PERF_LOGGER=true. */
export function buildPhases(log: string): Record<string, number> {
  const phases: Record<string, number> = {};
  for (const [phase, name] of Object.entries(PHASES)) {
    const m = stripVTControlCharacters(log).match(
      new RegExp(`\\[PERF\\] Build > [\\w-]+ > ${name} - ([\\d.]+) (ms|seconds)`),
    );
    if (m) phases[phase] = Math.round((Number(m[1]) / (m[2] === 'ms' ? 1000 : 1)) * 10) / 10;
  }
  return phases;
}

/**
 * Every line of Docusaurus's performance logger (`[PERF] Build > en > SSG - 5.77 seconds!`): seconds per phase,
 * named by its path (`Build > en > SSG`); lines without a duration (a thread's result) are left out.
 */
export function perfPhases(lines: string[]): Record<string, number> {
  const phases: Record<string, number> = {};
  for (const line of lines) {
    const m = /\[PERF\] (.+?) - ([\d.]+) (ms|seconds)/.exec(stripVTControlCharacters(line));
    if (m) phases[m[1]!] = Math.round((Number(m[2]) / (m[3] === 'ms' ? 1000 : 1)) * 100) / 100;
  }
  return phases;
}

/**
 * The steps of a run, from lines stamped with their time (ms since the start):
 * `.ci/run`'s `== ...` lines, npm's `> package@version script` headers and
 * Playwright's `Running N tests`. Each step lasts until the next one starts.
 */
export function steps(lines: Array<[number, string]>, endMs: number) {
  const marks = lines
    .map(([ms, raw]) => [ms, stripVTControlCharacters(raw).trim()] as const)
    .filter(([, line]) => /^== |^> [\w@/.-]+@[\w.-]+ \S+$|^Running \d+ tests?/.test(line));
  return marks.map(([ms, step], i) => ({step, startMs: ms, ms: (marks[i + 1]?.[0] ?? endMs) - ms}));
}

/** Worker-seconds per spec file in Playwright's JSON report: every result of every test, retries included. */
export function specSeconds(suites: JSONReportSuite[]): Record<string, number> {
  const perSpec: Record<string, number> = {};
  const visit = (suite: JSONReportSuite) => {
    for (const spec of suite.specs) {
      for (const result of spec.tests.flatMap((t) => t.results))
        perSpec[spec.file] = (perSpec[spec.file] ?? 0) + result.duration / 1000;
    }
    suite.suites?.forEach(visit);
  };
  suites.forEach(visit);
  return perSpec;
}
