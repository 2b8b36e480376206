/**
 * The search relevance set (tests/search-relevance/) through the docs MCP
 * server's search_docs tool, with the SDK's own client over stdio: each query
 * as a reader would send it, scored as the search box is scored
 * (tools/relevance/scoring.ts: recall@5 and MRR over the distinct
 * pages of the list, and the share of answers that land on their section,
 * for the tuning half and the two check sets, each against its goal).
 * tests/e2e/mcp-relevance.spec.ts runs it in the test run;
 * `npm run mcp:relevance` (after `npm run build`) prints the figures and
 * writes reports/mcp-relevance.json. `--site <folder or address>` reads
 * another build or the published site; `--report-only` never fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import {argsOf} from '../lib/args';
import {ROOT, isMain} from '../lib/loader';
import {connectStdio} from '../serve/mcp-client';
import {
  GOALS,
  consoleTable,
  loadQuestions,
  pagePath,
  scoreQuestion,
  summarizeHalves,
  type Half,
  type Question,
  type Scored,
} from './search';

/** What search_docs answers, as far as the runner reads it. */
interface SearchResult {
  title: string;
  section: string;
  breadcrumb: string[];
  url: string;
}

/** How many results the tool is asked for: as many as the search box lists. */
export const MCP_LIMIT = 8;

/** Runs every question through search_docs; returns the scored questions. */
export async function runMcpRelevance({
  site,
  questions = loadQuestions(),
  onResult,
}: {site?: string; questions?: Question[]; onResult?: (s: Scored) => void} = {}): Promise<Scored[]> {
  const connection = await connectStdio(site);
  try {
    const scored: Scored[] = [];
    for (const question of questions) {
      const t0 = Date.now();
      const result = await connection.client.callTool({
        name: 'search_docs',
        arguments: {query: question.query, limit: MCP_LIMIT},
      });
      if (result.isError) {
        const [first] = (result.content ?? []) as {text?: string}[];
        throw new Error(`${question.id} "${question.query}": ${first?.text}`);
      }
      const results = (result.structuredContent as {results?: SearchResult[]} | undefined)?.results ?? [];
      const hits = results.map((r) => ({
        title: r.title,
        where: [r.section, ...r.breadcrumb].join(' > '),
        url: new URL(r.url).pathname + new URL(r.url).hash,
        page: pagePath(r.url),
      }));
      const entry: Scored = {...question, hits, ...scoreQuestion(question, hits), ms: Date.now() - t0};
      scored.push(entry);
      onResult?.(entry);
    }
    return scored;
  } finally {
    await connection.close();
  }
}

async function main(): Promise<void> {
  const {values: args} = argsOf(
    'mcp:relevance',
    'Usage: npm run mcp:relevance [-- --site <folder or address>] [-- --report-only]',
    {
      site: {type: 'string', default: path.join(ROOT, 'build')},
      'report-only': {type: 'boolean'},
    },
  );
  const site = args.site;
  const scored = await runMcpRelevance({site});
  const halves = summarizeHalves(scored);
  console.log(consoleTable(scored));
  console.log('');
  let ok = true;
  for (const [half, s] of Object.entries(halves) as [Half, (typeof halves)[Half]][]) {
    const goal = GOALS[half];
    console.log(
      `${half} half (${s.questions} questions): recall@5 ${s.recallAt5.toFixed(3)} (${s.foundInTop5}/${s.questions}, goal ${goal.recallAt5}), MRR ${s.mrr.toFixed(3)} (goal ${goal.mrr}); lands on its section ${s.sectionShare.toFixed(3)} (${s.landedOnSection}/${s.withTarget}); not in the top 5: ${s.misses.join(', ') || 'none'}`,
    );
    ok &&= s.meetsGoal;
  }
  fs.mkdirSync(path.join(ROOT, 'reports'), {recursive: true});
  fs.writeFileSync(
    path.join(ROOT, 'reports/mcp-relevance.json'),
    `${JSON.stringify({site, goals: GOALS, halves, questions: scored}, null, 2)}\n`,
  );
  if (!ok && !args['report-only']) process.exit(1);
}

if (isMain(__filename)) {
  main().catch((error) => {
    console.error(`mcp:relevance: ${error.message}`);
    process.exit(1);
  });
}
