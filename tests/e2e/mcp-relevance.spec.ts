/**
 * The search relevance set (tests/search-relevance/) through the docs MCP
 * server's search_docs tool, with the SDK's own client over stdio, on the
 * production build: the server uses the site's search files and engine, so
 * each half must meet the same goals and floors as the search box
 * (tests/e2e/search-relevance.spec.ts). `npm run mcp:relevance` prints the
 * full table.
 */
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {runMcpRelevance} from '../../tools/relevance/mcp';
import * as relevance from '../../tools/relevance/search';
import type {Scored} from '../../tools/relevance/search';

const BUILD = path.resolve(__dirname, '../../build');
let scored: Scored[];

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(300_000);
  scored = await runMcpRelevance({site: BUILD});
});

test('every question of the set goes through search_docs and gets pages of the site', async ({}, testInfo) => {
  const questions = relevance.loadQuestions();
  expect(scored.map((s) => s.id)).toEqual(questions.map((q) => q.id));
  expect(scored.filter((s) => s.pages.length > 0).length).toBeGreaterThan(questions.length * 0.9);
  // Pages of the site only (pagePath writes the home page as /doc).
  expect(scored.flatMap((s) => s.pages).filter((p) => p !== '/doc' && !p.startsWith('/doc/'))).toEqual([]);
  for (const [half, summary] of Object.entries(relevance.summarizeHalves(scored))) {
    testInfo.annotations.push({
      type: `MCP search relevance, ${half} half`,
      description: `recall@5 ${summary.recallAt5.toFixed(3)} (${summary.foundInTop5}/${summary.questions}), MRR ${summary.mrr.toFixed(3)}; not in the top 5: ${summary.misses.join(', ') || 'none'}`,
    });
  }
  await testInfo.attach('mcp-relevance.txt', {body: relevance.consoleTable(scored), contentType: 'text/plain'});
});

for (const half of ['tuning', 'check', 'check-styles'] as const) {
  test(`through MCP, the ${half} half holds the search box's floor`, () => {
    expect(relevance.shortOfFloor(scored, half)).toEqual([]);
  });
}
