/**
 * afdocs, the checker of the Agent-Friendly Documentation Spec, against the
 * production build served by nginx with the production configuration
 * (tools/check/agents.ts, which `npm run check:agents` runs too). It runs
 * offline: the site's absolute URLs are rewritten to the local server by
 * afdocs' own --canonical-origin. The score must be 100, and the checks this
 * site was built to pass (discovery, Markdown links, content negotiation,
 * llms.txt size and links) must each pass on their own, so that a rounding of
 * the overall score cannot hide one of them failing.
 */
import {test, expect} from '@playwright/test';
import {PORT} from '../support/env';
import {checkAgents, summarizeReport} from '../../tools/check/agents';
import {nginxSkipReason} from '../../tools/serve/nginx';

const MUST_PASS = [
  'llms-txt-exists',
  'llms-txt-valid',
  'llms-txt-size',
  'llms-txt-links-resolve',
  'llms-txt-links-markdown',
  'llms-txt-directive-html',
  'llms-txt-directive-md',
  'markdown-url-support',
  'content-negotiation',
  'page-size-markdown',
  'page-size-html',
  'http-status-codes',
  'llms-txt-coverage',
  'cache-header-hygiene',
  'markdown-content-parity',
];

test('afdocs scores the nginx-served build 100/100, with the agent checks passing', async ({}, testInfo) => {
  const reason = nginxSkipReason();
  test.skip(reason !== null, reason ?? '');
  test.setTimeout(900_000);
  const report = await checkAgents({buildDir: 'build', port: PORT + 40});
  const {overall, grade, problems} = summarizeReport(report);
  testInfo.annotations.push({
    type: 'afdocs',
    description: `${overall}/100 (${grade}); ${problems.join('; ') || 'every check passes'}`,
  });
  await testInfo.attach('afdocs.json', {body: JSON.stringify(report, null, 2), contentType: 'application/json'});
  const status = Object.fromEntries((report.results ?? []).map((r) => [r.id, `${r.status}: ${r.message}`]));
  for (const id of MUST_PASS) expect(status[id], id).toMatch(/^pass:/);
  expect(overall).toBe(100);
});
