/**
 * Lighthouse (mobile) on two builds of the same pages, alternating in one
 * command: for each run and page, build A, then build B, each served on its own
 * port, each run in a fresh Chromium with the analytics hosts blocked. A score
 * means something only next to the build it is compared with, measured in the
 * same minutes. Reports each build's medians, TBT A / B and score A − B.
 *
 * npm run perf:compare -- --a build --b ../other/build --pages /doc/docs/sql/mappings,... [--runs 5]
 * npm run perf:stock -- --pages getting-started/intro-timbr,sql/mappings [--runs 5] [--ours build]
 *
 * `--stock` (perf:stock) compares ours with the stock template carrying the same
 * text: it creates the `create-docusaurus` classic TypeScript template once, cached
 * outside the repository, with `baseUrl: '/doc/'`; puts the Markdown copies our
 * build wrote of the chosen pages into its docs/ at the same paths, so the URLs
 * match; builds it when they changed; and adds the template's own intro page.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import {CHROME_FLAGS, chromePath, mdTable, publish, startServer} from '../perf-common.mjs';
import {CATEGORIES, figuresOf, medians, versus, type Figures} from './parse';
import {describeQuiet, startGuard, waitForLowLoad} from './quiet';

// Lighthouse is an ES module that reads import.meta: Node loads it, not the TypeScript runner.
const lighthouse = createRequire(import.meta.url)('lighthouse').default as typeof import('lighthouse').default;
const STOCK_VERSION = '3.10.2';
// Not below node_modules: Docusaurus does not compile a site's own TypeScript under a path containing node_modules.
const STOCK = path.join(
  process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'),
  'timbr-docs',
  `stock-docusaurus-${STOCK_VERSION}`,
  'stock',
);

type Run = Partial<Figures> & {error?: string};
interface Page {
  name: string;
  a?: string;
  b?: string;
}

async function lighthouseRun(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
  });
  try {
    const lhr = (
      await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        blockedUrlPatterns: ['*googletagmanager.com*', '*google-analytics.com*'],
      })
    )?.lhr;
    if (!lhr || lhr.runtimeError)
      return {error: lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no result'};
    return figuresOf(lhr);
  } catch (error) {
    return {error: String(error)};
  } finally {
    chrome.kill();
  }
}

async function compare(
  a: {label: string; dir: string},
  b: {label: string; dir: string},
  pages: Page[],
  runs: number,
  report: string,
  title: string,
) {
  const servers = {a: await startServer(a.dir), b: await startServer(b.dir)};
  const results = pages.map(() => ({a: [] as Run[], b: [] as Run[]}));
  const guard = await startGuard();
  for (let run = 1; run <= runs; run += 1) {
    for (const [i, page] of pages.entries()) {
      for (const side of ['a', 'b'] as const) {
        if (!page[side]) continue;
        results[i]![side].push(await lighthouseRun(servers[side].origin + page[side]));
        const r = results[i]![side].at(-1)!;
        console.log(
          `run ${run}/${runs} ${page.name} ${{a, b}[side].label}: ${r.error ?? `score ${r.performance}, TBT ${Math.round(r.tbt ?? NaN)} ms`}`,
        );
      }
    }
  }
  const quiet = await guard.stop();
  await Promise.all([servers.a.close(), servers.b.close()]);
  const rows = pages.map((page, i) => ({
    page,
    a: page.a ? medians(results[i]!.a) : null,
    b: page.b ? medians(results[i]!.b) : null,
  }));
  const n = (v: number | null, digits = 0) => (v == null ? 'n/a' : v.toFixed(digits));
  publish(report, {
    title,
    quiet,
    verdict: describeQuiet(quiet),
    json: {a, b, runs, rows, samples: results},
    body: [
      `Lighthouse mobile, median of ${runs} runs, alternating ${a.label} (\`${a.dir}\`) and ${b.label} (\`${b.dir}\`). Script KB: the scripts as transferred (gzip).`,
      '',
      mdTable(
        ['Page', 'Build', 'Score', 'TBT ms', 'LCP ms', 'FCP ms', 'CLS', 'Access.', 'Best pr.', 'SEO', 'Script KB'],
        rows.flatMap((r) =>
          (
            [
              [a, r.a],
              [b, r.b],
            ] as const
          )
            .filter(([, f]) => f)
            .map(([build, f]) => [
              `\`${r.page.name}\``,
              build.label,
              n(f!.performance),
              n(f!.tbt),
              n(f!.lcp),
              n(f!.fcp),
              n(f!.cls, 3),
              n(f!.accessibility),
              n(f!['best-practices']),
              n(f!.seo),
              n(f!.scriptBytes && f!.scriptBytes / 1024, 1),
            ]),
        ),
      ),
      '',
      mdTable(
        ['Page', `TBT ${a.label} / ${b.label}`, `Score ${a.label} − ${b.label}`],
        rows
          .filter((r) => r.a && r.b)
          .map((r) => {
            const {tbtRatio, scoreDifference} = versus(r.a!, r.b!);
            return [
              `\`${r.page.name}\``,
              n(tbtRatio, 2),
              scoreDifference == null ? 'n/a' : `${scoreDifference > 0 ? '+' : ''}${scoreDifference}`,
            ];
          }),
      ),
    ],
  });
  if (results.some((r) => [...r.a, ...r.b].some((x) => x.error))) process.exitCode = 1;
}

function run(command: string, args: string[], cwd: string) {
  console.log(`$ ${command} ${args.join(' ')}  (in ${cwd})`);
  if (spawnSync(command, args, {cwd, stdio: 'inherit'}).status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The stock template as generated, with our base path and this registry's install fix, carrying our pages' text; returns its build. */
async function stockBuild(ours: string, pages: string[]): Promise<string> {
  if (!fs.existsSync(path.join(STOCK, 'node_modules/@docusaurus/core'))) {
    fs.rmSync(STOCK, {recursive: true, force: true});
    fs.mkdirSync(path.dirname(STOCK), {recursive: true});
    run(
      'npx',
      ['--yes', `create-docusaurus@${STOCK_VERSION}`, 'stock', 'classic', '--typescript', '--skip-install'],
      path.dirname(STOCK),
    );
    const pkg = JSON.parse(fs.readFileSync(path.join(STOCK, 'package.json'), 'utf8'));
    // preset-classic pulls @docsearch/react 4.7.1, whose pinned core version the registry here lacks.
    fs.writeFileSync(
      path.join(STOCK, 'package.json'),
      JSON.stringify({...pkg, overrides: {'@docsearch/react': '4.7.0'}}, null, 2),
    );
    const config = fs.readFileSync(path.join(STOCK, 'docusaurus.config.ts'), 'utf8');
    if (!config.includes("baseUrl: '/',"))
      throw new Error("No `baseUrl: '/',` in the template's docusaurus.config.ts: has the template changed?");
    fs.writeFileSync(path.join(STOCK, 'docusaurus.config.ts'), config.replace("baseUrl: '/',", "baseUrl: '/doc/',"));
    run('npm', ['install', '--no-audit', '--no-fund'], STOCK);
  }
  const copied = path.join(STOCK, 'copied-pages.json');
  for (const file of fs.existsSync(copied) ? JSON.parse(fs.readFileSync(copied, 'utf8')) : [])
    fs.rmSync(path.join(STOCK, 'docs', file), {force: true});
  const key = crypto.createHash('sha256').update(fs.readFileSync(path.join(STOCK, 'docusaurus.config.ts')));
  for (const page of pages) {
    const copy = path.join(ours, 'docs', `${page}.md`);
    if (!fs.existsSync(copy))
      throw new Error(`No Markdown copy ${copy}: build our site first, and name pages below /doc/docs/`);
    const text = fs.readFileSync(copy, 'utf8').replace(/^> [^\n]*\n\n/, ''); // without the line pointing AI readers at llms.txt
    fs.mkdirSync(path.dirname(path.join(STOCK, 'docs', `${page}.md`)), {recursive: true});
    fs.writeFileSync(path.join(STOCK, 'docs', `${page}.md`), text);
    key.update(page).update(text);
  }
  fs.writeFileSync(copied, JSON.stringify(pages.map((p) => `${p}.md`)));
  const builtFrom = path.join(STOCK, 'build', '.built-from');
  const digest = key.digest('hex');
  if (!fs.existsSync(builtFrom) || fs.readFileSync(builtFrom, 'utf8') !== digest) {
    run('npx', ['docusaurus', 'build'], STOCK);
    fs.writeFileSync(builtFrom, digest);
    await waitForLowLoad(3 * 60_000);
  }
  return path.join(STOCK, 'build');
}

async function main() {
  const {values} = parseArgs({
    options: {
      stock: {type: 'boolean'},
      a: {type: 'string', default: 'build'},
      ours: {type: 'string', default: 'build'},
      b: {type: 'string'},
      pages: {type: 'string', default: ''},
      runs: {type: 'string', default: '5'},
    },
  });
  if (!values.pages || (!values.stock && !values.b))
    throw new Error(
      'Usage: npm run perf:compare -- --a build --b <other build> --pages /doc/docs/x,... [--runs 5], or npm run perf:stock -- --pages x,y',
    );
  if (!values.stock) {
    const pages = values.pages.split(',').map((p) => ({name: p, a: p, b: p}));
    return compare(
      {label: 'A', dir: path.resolve(values.a)},
      {label: 'B', dir: path.resolve(values.b!)},
      pages,
      Number(values.runs),
      'compare',
      'Two builds, alternating',
    );
  }
  const pages = values.pages.split(',').map((p) => p.trim().replace(/^\/?(doc\/)?(docs\/)?|\/$/g, ''));
  const ours = path.resolve(values.ours);
  const stock = await stockBuild(ours, pages);
  return compare(
    {label: 'ours', dir: ours},
    {label: 'stock', dir: stock},
    [
      ...pages.map((p) => ({name: p, a: `/doc/docs/${p}`, b: `/doc/docs/${p}`})),
      {name: "the template's own intro", b: '/doc/docs/intro'},
    ],
    Number(values.runs),
    'stock',
    `Ours and the stock Docusaurus ${STOCK_VERSION} template with the same text`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
