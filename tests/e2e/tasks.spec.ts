import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {connectStdio, textOf} from '../../tools/serve/mcp-client';

/**
 * The tasks readers come for, from operating to a failing query: each has its page (or section), the page a
 * reader of its section starts on links to it in its text, and the task said in a reader's own words finds it
 * among the first three results of the site's search (through the docs MCP server's search_docs, which ranks as
 * the search box does).
 */

const BUILD = path.resolve(__dirname, '../../build');
const DEPLOYMENTS = '/doc/docs/getting-started/deployments/deployment-architecture';
const TASKS: {task: string; page: string; start: string; query: string}[] = [
  {
    task: 'back up and restore an installation',
    page: '/doc/docs/getting-started/deployments/backup-restore',
    start: DEPLOYMENTS,
    query: 'back up and restore timbr',
  },
  {
    task: 'update a Compose or manifest deployment to new images, and roll back',
    page: '/doc/docs/getting-started/deployments/update-roll-back',
    start: DEPLOYMENTS,
    query: 'update docker compose to new images and roll back',
  },
  {
    task: 'keep a model as code and promote it to production',
    page: '/doc/docs/sql/model-as-code',
    start: '/doc/docs/sql/',
    query: 'promote a model from development to production',
  },
  {
    task: 'troubleshoot single sign-on',
    page: '/doc/docs/getting-started/deployments/deploy-optional-services#troubleshoot-single-sign-on',
    start: DEPLOYMENTS,
    query: 'troubleshoot single sign-on',
  },
  {
    task: 'check what a given user can see',
    page: '/doc/docs/platform/managing/check-user-access',
    start: '/doc/docs/platform/',
    query: 'check what a user can see',
  },
  {
    task: 'diagnose a query that fails on a timeout',
    page: '/doc/docs/platform/query/query-timeouts',
    start: '/doc/docs/platform/',
    query: 'query fails with a timeout',
  },
  {
    task: 'fix a semantic SQL query that fails',
    page: '/doc/docs/sql/fix-a-failing-query',
    start: '/doc/docs/sql/',
    query: 'fix a failing semantic sql query',
  },
  {
    task: 'rotate credentials',
    page: '/doc/docs/getting-started/deployments/rotate-credentials',
    start: DEPLOYMENTS,
    query: 'rotate credentials',
  },
  {
    task: 'connect from Java, Scala or R',
    page: '/doc/docs/integration/java-scala-r',
    start: '/doc/docs/integration/',
    query: 'connect from java scala or r',
  },
  {
    task: 'size and scale a production deployment',
    page: '/doc/docs/getting-started/deployments/sizing-scaling',
    start: DEPLOYMENTS,
    query: 'size and scale a production deployment',
  },
];

/** The links of a built page's article (its text, not the navigation around it). */
function articleLinks(pagePath: string): string[] {
  const rel = pagePath.replace(/^\/doc\/?/, '').replace(/\/$/, '');
  const html = fs.readFileSync(path.join(BUILD, rel, 'index.html'), 'utf8');
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  return [...article.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
}

for (const {task, page, start} of TASKS) {
  test(`"${task}": the section's start page links to it`, () => {
    expect(articleLinks(start)).toContain(page);
  });
}

test('each task, in its own words, finds its page among the first three search results', async () => {
  test.setTimeout(120_000);
  const {client, close} = await connectStdio(BUILD);
  try {
    const ranks: string[] = [];
    for (const {query, page} of TASKS) {
      const result = await client.callTool({name: 'search_docs', arguments: {query, limit: 3}});
      const pages = [...textOf(result).matchAll(/https:\/\/[^/\s]+(\/doc\/[^\s)#]*)/g)].map((m) => m[1]);
      if (!pages.includes(page.split('#')[0])) ranks.push(`"${query}": ${[...new Set(pages)].join(', ') || 'nothing'}`);
    }
    expect(ranks, 'queries whose page is not among the first three').toEqual([]);
  } finally {
    await close();
  }
});
