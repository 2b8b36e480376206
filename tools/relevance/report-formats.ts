// The reports of a scored run of the relevance set: the console table, the Markdown report and the JSON report.
import {SECTIONS, type Half, type Scored} from './questions';
import {GOALS, RECALL_DEPTH, SECTION_FLOORS, figure, summarize} from './scoring';

/** What one run of the report records about itself. */
export interface Meta {
  date: string;
  commit: string;
  node?: string;
  browser: string;
  cpus?: number;
  seconds?: number;
  maxOptions: number;
  bySection?: boolean;
}

const short = (p: string) => p.replace(/^\/doc\/docs\//, '').replace(/^\/doc\//, '/') || '/';

/** One line per question: id, query, rank and what the list showed. */
export function consoleTable(scored: Scored[]): string {
  const rows = scored.map((s) => [
    s.id,
    s.query,
    s.rank || '-',
    short(s.target),
    s.pages.slice(0, RECALL_DEPTH).map(short).join(', ') || '(no results)',
  ]);
  const header = ['id', 'query', 'rank', 'target', `top ${RECALL_DEPTH} pages`];
  const widths = header.map((h, i) =>
    Math.min(i === 4 ? 200 : 40, Math.max(h.length, ...rows.map((r) => String(r[i]).length))),
  );
  const line = (cells: (string | number)[]) =>
    cells.map((c, i) => String(c).slice(0, widths[i]).padEnd(widths[i])).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The Markdown report. */
export function markdownReport(
  scored: Scored[],
  halves: Partial<Record<Half, ReturnType<typeof summarize>>>,
  meta: Meta,
): string {
  const cell = (text: string) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const out: string[] = [];
  out.push('# Search relevance', '');
  out.push(
    `Measured ${meta.date} on commit ${meta.commit} with ${meta.browser}: ${scored.length} questions from \`tests/search-relevance/questions.json\`, each typed into the navbar search box of the production build${meta.bySection ? ", with the list narrowed to the question's section first (the box's section filter; questions about General pages unnarrowed)" : ''}. The ranking is tuned on the tuning half only; the check half is only measured.`,
    '',
  );
  out.push(
    `Rank = position of the first acceptable page among the distinct pages of the suggestion list (a page's heading and content hits count once with the page); the raw rank counts every option. Recall@${RECALL_DEPTH} = share of questions with rank 1 to ${RECALL_DEPTH}; MRR = mean of 1/rank over the whole list the box shows (up to ${meta.maxOptions} options were shown), 0 when no acceptable page is in it.`,
    '',
  );
  out.push('| Half | Figure | Measured | Goal | Result |', '| --- | --- | --- | --- | --- |');
  for (const [half, summary] of Object.entries(halves) as [Half, ReturnType<typeof summarize>][]) {
    if (!summary.questions) continue;
    const goal = GOALS[half];
    out.push(
      `| ${half} | Recall@${RECALL_DEPTH} | ${figure(summary.recallAt5)} (${summary.foundInTop5}/${summary.questions}) | >= ${goal.recallAt5} | ${summary.recallAt5 >= goal.recallAt5 ? 'PASS' : '**FAIL**'} |`,
    );
    out.push(
      `| ${half} | MRR | ${figure(summary.mrr)} | >= ${goal.mrr} | ${summary.mrr >= goal.mrr ? 'PASS' : '**FAIL**'} |`,
    );
  }
  out.push('');
  out.push(
    "Section = share of the questions whose target page is in the list where the page's first option leads to a place that holds the answer (`places`: the sections chosen by reading the page, or its top).",
    '',
    '| Half | Target page listed | Lands on its section | Share | Floor |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const [half, summary] of Object.entries(halves) as [Half, ReturnType<typeof summarize>][]) {
    if (!summary.questions) continue;
    out.push(
      `| ${half} | ${summary.withTarget} | ${summary.landedOnSection} | ${figure(summary.sectionShare)} | >= ${SECTION_FLOORS[half]} |`,
    );
  }
  out.push('');
  const bySection = SECTIONS.map((section) => {
    const list = scored.filter((s) => s.section === section);
    return list.length ? {section, ...summarize(list)} : null;
  }).filter((s) => s !== null);
  out.push('## By section', '', '| Section | Questions | Recall@5 | MRR |', '| --- | --- | --- | --- |');
  for (const s of bySection) out.push(`| ${s.section} | ${s.questions} | ${figure(s.recallAt5)} | ${figure(s.mrr)} |`);
  out.push('');
  const misses = scored.filter((s) => !(s.rank >= 1 && s.rank <= RECALL_DEPTH));
  out.push(`## Misses (not in the top ${RECALL_DEPTH})`, '');
  if (!misses.length) out.push('None.');
  for (const s of misses) {
    out.push(
      `- ${s.id} (${s.half}) \`${cell(s.query)}\` (${cell(s.question)}): wanted \`${short(s.target)}\`${s.alsoAcceptable.length ? ` or ${s.alsoAcceptable.map((p) => `\`${short(p)}\``).join(', ')}` : ''}; ${s.rank ? `found at rank ${s.rank}` : 'not in the list'}; list: ${s.pages.map((p) => `\`${short(p)}\``).join(', ') || 'no results'}.`,
    );
  }
  const elsewhere = scored.filter((s) => s.landed === false);
  out.push('', '## Answers that land elsewhere on their page', '');
  if (!elsewhere.length) out.push('None.');
  for (const s of elsewhere) {
    out.push(
      `- ${s.id} (${s.half}) \`${cell(s.query)}\`: \`${short(s.target)}\` leads to ${s.landedAt ? `\`#${s.landedAt}\`` : 'its top'}; the answer is at ${s.places.map((a) => (a ? `\`#${a}\`` : 'its top')).join(' or ')}.`,
    );
  }
  out.push('', '## Every question', '');
  out.push(
    `| Id | Half | Section | Query | Question | Target | Rank | Raw rank | Lands on its section | Top ${RECALL_DEPTH} pages |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const s of scored) {
    out.push(
      `| ${s.id} | ${s.half} | ${s.section} | \`${cell(s.query)}\` | ${cell(s.question)} | \`${short(s.target)}\` | ${s.rank || '-'} | ${s.rawRank || '-'} | ${s.landed === null ? '-' : s.landed ? 'yes' : 'no'} | ${
        s.pages
          .slice(0, RECALL_DEPTH)
          .map((p) => `\`${short(p)}\``)
          .join(', ') || 'no results'
      } |`,
    );
  }
  out.push('');
  return out.join('\n');
}

/** The JSON report. */
export function jsonReport(scored: Scored[], halves: Partial<Record<Half, ReturnType<typeof summarize>>>, meta: Meta) {
  return {
    ...meta,
    goals: GOALS,
    recallDepth: RECALL_DEPTH,
    rankCountsDistinctPages: true,
    summary: {all: summarize(scored), ...halves},
    questions: scored.map((s) => ({
      id: s.id,
      half: s.half,
      section: s.section,
      question: s.question,
      query: s.query,
      target: s.target,
      alsoAcceptable: s.alsoAcceptable,
      places: s.places,
      rank: s.rank,
      rawRank: s.rawRank,
      landedAt: s.landedAt,
      landed: s.landed,
      top5: s.pages.slice(0, RECALL_DEPTH),
      hits: s.hits,
      ms: s.ms,
    })),
  };
}
