// The scale benchmark's report: each figure per page against N = 1's, flagged above 1.2, and its other tables.
import {mdTable, publish} from './common';
import {median} from './parse';
import {describeQuiet, type startGuard} from './quiet';
import {perPageGrowth} from './scale-measure';
import type {PreviewRun} from './scale-browser';
import {PROFILE_INTERVAL_US, SEARCH_QUERY, SEARCH_ROUTE, s, type FactorResult} from './scale-factor';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The phase of a build (a `[PERF]` path ending in `name`), in seconds. */
const phase = (phases: Record<string, number>, name: RegExp) =>
  Object.entries(phases).find(([key]) => name.test(key))?.[1] ?? null;

/** The figures of one factor that are compared per page with N = 1's. */
function figures(r: FactorResult): Record<string, number | null> {
  const b = r.build;
  const p = b?.profile?.main ?? {};
  const cpu = (...owners: string[]) => (b?.profile ? owners.reduce((a, o) => a + (p[o] ?? 0), 0) : null);
  const previewMedian = (runs: PreviewRun[] | undefined, pick: (run: PreviewRun) => Array<number | null>) =>
    median((runs ?? []).flatMap(pick));
  return {
    'Build, s': b ? b.ms / 1000 : null,
    'Load site, s': b ? phase(b.phases, / > Load site$/) : null,
    'Bundling (MDX compile inside), s': b ? phase(b.phases, /Bundling with/) : null,
    'Server-side rendering, s': b ? phase(b.phases, / > SSG$/) : null,
    'Post-build, s': b ? phase(b.phases, /postBuild\(\)$/) : null,
    'Broken links check, s': b ? phase(b.phases, /Broken links checker$/) : null,
    'Build processor time, s': b ? b.cpuSeconds : null,
    'Build processor time, main thread, s': b?.threadSeconds['main thread'] ?? null,
    'CPU: MDX compile (loader, unified), s': cpu('MDX compile') && cpu('MDX compile')! / 1000,
    'CPU: runnable results (remark), s': cpu('runnable-sql') && cpu('runnable-sql')! / 1000,
    'Runnable queries run, s': b?.runnable ? (b.runnable.runMs + b.runnable.openMs) / 1000 : null,
    'CPU: highlighting (remark), s': cpu('highlighter') && cpu('highlighter')! / 1000,
    'CPU: post-build read and parse, s':
      cpu('post-build pass (read, parse)') && cpu('post-build pass (read, parse)')! / 1000,
    'CPU: llms, s': cpu('llms') && cpu('llms')! / 1000,
    'CPU: search, s': cpu('search') && cpu('search')! / 1000,
    'CPU: social cards (main thread), s': cpu('social-cards') && cpu('social-cards')! / 1000,
    'CPU: feeds, s': cpu('feeds') && cpu('feeds')! / 1000,
    'CPU: CSP hashes, s': cpu('csp-hashes') && cpu('csp-hashes')! / 1000,
    'CPU, other threads: social cards drawn, s': b?.profile ? (b.profile.threads['social-cards'] ?? 0) / 1000 : null,
    'CPU, other threads: rendering and the rest, s': b?.profile
      ? Object.entries(b.profile.threads).reduce(
          (a, [k, v]) => a + (k === '(idle)' || k === 'social-cards' ? 0 : v),
          0,
        ) / 1000
      : null,
    'Peak memory, GB': b ? b.peakBytes / 2 ** 30 : null,
    'Output, MB': r.output ? r.output.bytes / 2 ** 20 : null,
    'HTML, MB': r.output?.kinds.HTML ? r.output.kinds.HTML.bytes / 2 ** 20 : null,
    'JavaScript, MB': r.output?.kinds.JavaScript ? r.output.kinds.JavaScript.bytes / 2 ** 20 : null,
    'Social cards, MB': r.output?.kinds['social cards'] ? r.output.kinds['social cards'].bytes / 2 ** 20 : null,
    'Search files, KB gzip': r.searchFiles ? r.searchFiles.gzip / 1024 : null,
    'Search before the first result, median, KB': r.searchQueries ? r.searchQueries.median / 1024 : null,
    'Search before the first result, p90, KB': r.searchQueries ? r.searchQueries.p90 / 1024 : null,
    'Doc page first visit, KB': r.search && 'pageBytes' in r.search ? r.search.pageBytes / 1024 : null,
    'Doc page first visit, scripts, KB': r.search && 'pageBytes' in r.search ? r.search.pageScriptBytes / 1024 : null,
    'Search before the first result, KB':
      r.search && 'dataBytes' in r.search ? (r.search.dataBytes + r.search.codeBytes) / 1024 : null,
    'llms-full.txt, MB': r.llms ? r.llms.llmsFullTxt / 2 ** 20 : null,
    'Section full-text files': r.llms ? r.llms.sectionFullTextFiles : null,
    'Dev server, ours: first page, s':
      previewMedian(r.preview?.ours, (x) => [x.firstPageMs]) &&
      previewMedian(r.preview?.ours, (x) => [x.firstPageMs])! / 1000,
    'Dev server, stock: first page, s':
      previewMedian(r.preview?.stock, (x) => [x.firstPageMs]) &&
      previewMedian(r.preview?.stock, (x) => [x.firstPageMs])! / 1000,
    'Dev server, ours: edit shown, s':
      previewMedian(r.preview?.ours, (x) => x.editMs) && previewMedian(r.preview?.ours, (x) => x.editMs)! / 1000,
    'Dev server, stock: edit shown, s':
      previewMedian(r.preview?.stock, (x) => x.editMs) && previewMedian(r.preview?.stock, (x) => x.editMs)! / 1000,
    'Dev server, ours: peak memory, GB':
      median((r.preview?.ours ?? []).map((x) => x.peakBytes)) &&
      median((r.preview?.ours ?? []).map((x) => x.peakBytes))! / 2 ** 30,
  };
}

/** Figures of one thing (a saved edit, a reader's visit of one page): compared as they are, not per page. */
const EACH = /edit shown|first visit/;

/** Writes the report (reports/<name>.md and .json); returns the figures that grow faster than the pages. */
export function report(
  results: FactorResult[],
  name: string,
  quiet: Awaited<ReturnType<Awaited<ReturnType<typeof startGuard>>['stop']>>,
  scratch: string | null,
) {
  const measured = results.filter((r) => r.build);
  const base = measured.find((r) => r.factor === 1);
  const header = [
    'Figure',
    ...measured.flatMap((r) => [`N = ${r.factor} (${r.pages} pages)`, r.factor === 1 ? '' : '÷ N = 1 (per page)']),
  ];
  const rows: string[][] = [];
  const flagged: string[] = [];
  const all = measured.map(figures);
  for (const key of Object.keys(all[0] ?? {})) {
    if (all.every((f) => f[key] == null)) continue;
    const row = [key];
    measured.forEach((r, i) => {
      const value = all[i]![key];
      row.push(value == null ? '–' : value >= 100 ? value.toFixed(0) : value.toFixed(2));
      if (r.factor === 1) row.push('');
      else if (!base) row.push('');
      else {
        const each = EACH.test(key);
        const baseValue = all[measured.indexOf(base)]![key] ?? null;
        const g = perPageGrowth(value, each ? 1 : r.pages!, baseValue, each ? 1 : base.pages!);
        row.push(g.ratio == null ? '–' : `${g.ratio.toFixed(2)}${g.superlinear ? ' **over 1.2**' : ''}`);
        if (g.superlinear)
          flagged.push(
            `${key} at N = ${r.factor}: ${g.ratio!.toFixed(2)} times the N = 1 ${each ? 'figure' : 'cost per page'}`,
          );
      }
    });
    rows.push(row);
  }
  const ratioRows = measured
    .filter((r) => r.preview && r.preview.stock.length)
    .map((r) => {
      const f = figures(r);
      const ratio = (a: number | null, b: number | null) => (a != null && b ? (a / b).toFixed(2) : '–');
      return [
        `N = ${r.factor}`,
        `${s((f['Dev server, ours: first page, s'] ?? NaN) * 1000)} / ${s((f['Dev server, stock: first page, s'] ?? NaN) * 1000)}`,
        ratio(f['Dev server, ours: first page, s'] ?? null, f['Dev server, stock: first page, s'] ?? null),
        `${s((f['Dev server, ours: edit shown, s'] ?? NaN) * 1000)} / ${s((f['Dev server, stock: edit shown, s'] ?? NaN) * 1000)}`,
        ratio(f['Dev server, ours: edit shown, s'] ?? null, f['Dev server, stock: edit shown, s'] ?? null),
      ];
    });
  const notes = results.flatMap((r) => {
    const out: string[] = [];
    if (r.refused) out.push(`- N = ${r.factor}: ${r.refused}.`);
    else if (r.memory) out.push(`- N = ${r.factor}: memory: ${r.memory}.`);
    if (r.build?.peakDuring) out.push(`- N = ${r.factor}: the memory peaked during \`${r.build.peakDuring}\`.`);
    if (r.check?.problems.length)
      out.push(
        `- N = ${r.factor}: the scaled copy has ${r.check.problems.length} problems, not built: ${r.check.problems.slice(0, 5).join('; ')}`,
      );
    if (r.build && r.build.exitCode !== 0)
      out.push(`- N = ${r.factor}: the build failed (exit ${r.build.exitCode}): ${r.build.tail.slice(-5).join(' | ')}`);
    if (r.search && 'error' in r.search) out.push(`- N = ${r.factor}: search not measured: ${r.search.error}`);
    if (r.preview?.stockError) out.push(`- N = ${r.factor}: stock not measured: ${r.preview.stockError}`);
    for (const side of ['ours', 'stock'] as const)
      for (const run of r.preview?.[side] ?? []) {
        if (run.error) out.push(`- N = ${r.factor}, ${side}: ${run.error}`);
        if (run.errorLines)
          out.push(`- N = ${r.factor}, ${side}: the development server reported ${run.errorLines} error lines`);
      }
    return out;
  });
  const checks = results.map((r) => [
    `N = ${r.factor}`,
    String(r.check?.docs ?? '–'),
    String(r.check?.routes ?? '–'),
    String(r.check?.references ?? '–'),
    String(r.check?.runnableBlocks ?? '–'),
    String(r.check?.problems.length ?? '–'),
    r.build
      ? r.build.exitCode === 0
        ? 'passed'
        : `failed (${r.build.exitCode})`
      : r.refused
        ? 'refused'
        : 'not built',
  ]);
  const searchRows = measured
    .filter((r) => r.searchFiles)
    .map((r) => {
      const sb = r.search && 'dataBytes' in r.search ? r.search : null;
      const sf = r.searchFiles!;
      const sq = r.searchQueries;
      return [
        `N = ${r.factor}`,
        `${sf.count} files, ${kb(sf.bytes)} (${kb(sf.gzip)} gzip, ${kb(sf.brotli)} br)`,
        sq ? kb(sq.manifest) : '–',
        sq ? `${kb(sq.median)} / ${kb(sq.p90)}` : '–',
        sb ? kb(sb.dataBytes) : '–',
        sb ? kb(sb.codeBytes) : '–',
      ];
    });
  const profileOwners = [...new Set(measured.flatMap((r) => Object.keys(r.build?.profile?.main ?? {})))].sort();
  const profileRows = profileOwners.map((owner) => [
    owner,
    ...measured.flatMap((r) => {
      const ms = r.build?.profile?.main[owner];
      return [ms == null ? '–' : s(ms), ms == null || !r.pages ? '–' : ((ms / r.pages) as number).toFixed(1)];
    }),
  ]);
  const threadNames = [...new Set(measured.flatMap((r) => Object.keys(r.build?.threadSeconds ?? {})))].sort();
  const threadRows = threadNames.map((thread) => [
    `\`${thread}\``,
    ...measured.map((r) => String(r.build?.threadSeconds[thread] ?? '–')),
  ]);
  publish(name, {
    title: `Scale: the docs repeated ${results.map((r) => r.factor).join(', ')} times`,
    quiet,
    verdict: describeQuiet(quiet),
    json: {scratch, results},
    body: [
      'Each factor N: a clone of HEAD whose docs are repeated N times under distinct paths and titles, each copy linking inside itself (tools/perf/scale-copy.ts), checked without a build, then built cold (no caches) and measured. The ratio column: the figure per page at N divided by the same at N = 1 (for the figures of one thing, a saved edit or the first visit of one page, the figure itself); above 1.2 it grows faster than the pages.',
      '',
      mdTable(
        ['Factor', 'Docs', 'Routes', 'Links and imports of copies checked', 'Runnable blocks', 'Problems', 'Build'],
        checks,
      ),
      '',
      rows.length ? mdTable(header, rows) : 'Nothing was built.',
      '',
      flagged.length
        ? `Growing faster than the pages:\n\n${flagged.map((f) => `- ${f}`).join('\n')}`
        : 'Nothing measured grows faster than the pages (no per-page ratio above 1.2).',
      '',
      ...(ratioRows.length
        ? [
            'Development server (`docusaurus start`, caches cleared, median of the runs; ours and stock alternating), the first page and a saved edit shown, ours / stock:',
            '',
            mdTable(['Factor', 'First page, s', 'Ratio', 'Edit shown, s', 'Ratio'], ratioRows),
            '',
          ]
        : []),
      ...(searchRows.length
        ? [
            `Search: the index's files (its manifest and fragments), what the relevance set's queries download before their first result as the navbar box asks them (KB as served, gzip -9; \`npm run perf:search-bytes\` on the same build), and what a reader downloads on ${SEARCH_ROUTE} before the first result of "${SEARCH_QUERY}" in the browser (KB as sent, gzip): the search data, and the code fetched once the reader reaches for the box. Copies repeat their originals' text, so a query finds each page N times.`,
            '',
            mdTable(
              [
                'Factor',
                'Index files',
                'Manifest',
                'Relevance set: before the first result, median / p90',
                `Browser: data before the first result of "${SEARCH_QUERY}"`,
                'Code',
              ],
              searchRows,
            ),
            '',
          ]
        : []),
      ...(threadRows.length
        ? [
            'Processor time of the build process by thread, seconds (from `/proc`: unlike elapsed time, it does not grow when other work shares the machine; the threads of one name summed):',
            '',
            mdTable(['Thread', ...measured.map((r) => `N = ${r.factor}`)], threadRows),
            '',
          ]
        : []),
      ...(profileRows.length
        ? [
            `Where the build's main thread spent its processor time (CPU profile, one sample every ${PROFILE_INTERVAL_US / 1000} ms, each counted as that interval; our code by feature, including the libraries it calls), seconds and ms per page:`,
            '',
            mdTable(['Owner', ...measured.flatMap((r) => [`N = ${r.factor}, s`, 'ms / page'])], profileRows),
            '',
          ]
        : []),
      ...(notes.length ? ['Notes:', '', ...notes, ''] : []),
    ],
  });
  return flagged;
}
