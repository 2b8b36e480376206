/**
 * Lighthouse CI (lighthouserc.cjs, budgets.json) under the quiet-machine guard:
 * `lhci collect` and `lhci assert` for each preset, then the medians of every
 * page next to the guard's verdict, in reports/lighthouse.md and .json.
 *
 * npm run perf:lighthouse [-- --runs 3] [--presets mobile,desktop] [--all-docs]
 *   --all-docs  every doc page of the sitemap, one mobile run each, budgets only
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {Result} from 'lighthouse';
import {ROOT, mdTable, publish} from '../perf-common.mjs';
import {figuresOf, medians} from './parse';
import {describeQuiet, startGuard} from './quiet';

async function main() {
  const {values} = parseArgs({
    options: {
      runs: {type: 'string'},
      presets: {type: 'string', default: 'mobile,desktop'},
      'all-docs': {type: 'boolean'},
    },
  });
  const lhci = (preset: string, args: string[]) =>
    spawnSync(path.join(ROOT, 'node_modules/.bin/lhci'), args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: {...process.env, LH_PRESET: preset, LH_ALL_DOCS: String(Boolean(values['all-docs']))},
    }).status === 0;
  const guard = await startGuard();
  const results = [];
  for (const preset of values['all-docs'] ? ['mobile'] : values.presets.split(',')) {
    if (!lhci(preset, ['collect', ...(values.runs ? [`--numberOfRuns=${values.runs}`] : [])]))
      throw new Error(`lhci collect failed (${preset})`);
    const byPage = new Map<string, Result[]>();
    for (const file of fs.readdirSync(path.join(ROOT, '.lighthouseci')).filter((f) => /^lhr-.*\.json$/.test(f))) {
      const lhr = JSON.parse(fs.readFileSync(path.join(ROOT, '.lighthouseci', file), 'utf8')) as Result;
      const page = new URL(lhr.requestedUrl!).pathname;
      byPage.set(page, [...(byPage.get(page) ?? []), lhr]);
    }
    results.push({
      preset,
      assertionsPass: lhci(preset, ['assert']),
      pages: [...byPage].map(([page, lhrs]) => ({page, runs: lhrs.length, ...medians(lhrs.map(figuresOf))})),
    });
  }
  const quiet = await guard.stop();
  const n = (v: number | null, scale = 1, digits = 0) => (v == null ? 'n/a' : (v / scale).toFixed(digits));
  publish('lighthouse', {
    title: 'Lighthouse CI',
    quiet,
    verdict: describeQuiet(quiet),
    json: {results},
    body: [
      'Medians of the runs of each page (lighthouserc.cjs). Script KB: the scripts as transferred (gzip), which the budgets of budgets.json check.',
      "The not-found page's best-practices and SEO scores count the two audits any 404 fails; its assertions leave those two out.",
      ...results.flatMap((r) => [
        '',
        `## ${r.preset}: assertions ${r.assertionsPass ? 'pass' : 'FAIL (see the lhci output above)'}`,
        '',
        mdTable(
          ['Page', 'Runs', 'Score', 'TBT ms', 'LCP ms', 'Access.', 'Best pr.', 'SEO', 'Script KB'],
          r.pages.map((p) => [
            `\`${p.page}\``,
            p.runs,
            n(p.performance),
            n(p.tbt),
            n(p.lcp),
            n(p.accessibility),
            n(p['best-practices']),
            n(p.seo),
            n(p.scriptBytes, 1024, 1),
          ]),
        ),
      ]),
    ],
  });
  console.log("Each run's report stays in .lighthouseci/ (`npx lhci open`).");
  if (results.some((r) => !r.assertionsPass)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
