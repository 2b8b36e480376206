/**
 * `npm run check:agents`: scores the built site with afdocs, the checker of the
 * Agent-Friendly Documentation Spec, as an AI agent meets it in production:
 * Debian's nginx serves build/ with the production configuration of
 * deploy/nginx (tools/serve/nginx.ts, the same wrapper as the nginx tests)
 * on loopback, and afdocs reads it there. The site's absolute URLs name the
 * production host; afdocs' `--canonical-origin` rewrites them to the local
 * server, so no request leaves the machine.
 *
 *   npm run check:agents                  # fails below 100/100
 *   npm run check:agents -- --report-only # prints the score, never fails
 *   BUILD_DIR=<dir> npm run check:agents  # another build (nginx needs its generated/ hashes)
 *
 * Options: --port N (default TEST_PORT + 40, else 3640), --json FILE (the
 * full afdocs report), --min N (the score it must reach, default 100).
 * tests/e2e/afdocs.spec.ts runs the same function in the test run.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {argsOf} from '../lib/args';
import {ROOT, isMain} from '../lib/loader';
import {startNginx} from '../serve/nginx';

const SITE_URL = 'https://docs.timbr.ai';
const AFDOCS_BIN = path.join(ROOT, 'node_modules/afdocs/bin/afdocs.mjs');

/** What this check reads of afdocs' JSON report. */
export interface AfdocsReport {
  url?: string;
  specUrl?: string;
  scoring?: {overall?: number; grade?: string};
  results?: {id: string; status: string; message: string}[];
}

/**
 * Runs afdocs against `origin` (a served build) and returns its JSON report
 * with the score: {scoring: {overall, grade, categoryScores...}, results: [...]}.
 */
export async function runAfdocs(origin: string, {timeoutMs = 600_000} = {}): Promise<AfdocsReport> {
  const args = [
    AFDOCS_BIN,
    'check',
    `${origin}/doc/`,
    '--format',
    'json',
    '--score',
    '--quiet',
    '--canonical-origin',
    `${SITE_URL}/doc`,
    // The same 50 pages of those the site lists on each run (afdocs' deterministic sample): the score does not
    // depend on a random draw.
    '--sampling',
    'deterministic',
    // A local server on loopback: no pause between requests is needed to spare it.
    '--request-delay',
    '0',
    '--max-concurrency',
    '2',
    '--network-context',
    'ci',
    // Code block titles: the Markdown copy keeps each as its fence's title="...", where the parity check does
    // not read (tests/unit/llms/llms.spec.ts checks that they are kept).
    '--parity-exclusions',
    '[class^="codeBlockTitle"]',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe']});
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`afdocs did not write a JSON report (exit ${code ?? signal}):\n${err || out}`));
      }
    });
  });
}

/** The score and the checks below pass, one line each. */
export function summarizeReport(report: AfdocsReport) {
  const overall = report.scoring?.overall;
  const problems = (report.results ?? [])
    .filter((r) => r.status !== 'pass' && r.status !== 'skip')
    .map((r) => `${r.status.toUpperCase()} ${r.id}: ${r.message}`);
  const skipped = (report.results ?? []).filter((r) => r.status === 'skip').map((r) => `${r.id}: ${r.message}`);
  return {overall, grade: report.scoring?.grade, problems, skipped};
}

/** Serves `buildDir` with nginx and the production configuration, runs afdocs, stops nginx. */
export async function checkAgents({
  buildDir = 'build',
  port,
}: {
  buildDir?: string;
  port: number;
}): Promise<AfdocsReport> {
  const nginx = await startNginx({port, buildDir});
  try {
    return await runAfdocs(nginx.origin);
  } finally {
    await nginx.stop();
  }
}

const USAGE = 'Usage: npm run check:agents [-- --min <score>] [-- --port <port>] [-- --json <file>] [-- --report-only]';

async function main(): Promise<void> {
  const {values: option} = argsOf('check:agents', USAGE, {
    'report-only': {type: 'boolean'},
    min: {type: 'string'},
    port: {type: 'string'},
    json: {type: 'string'},
  });
  const reportOnly = option['report-only'] ?? false;
  const min = Number(option.min ?? 100);
  const port = Number(option.port ?? (process.env.TEST_PORT ? Number(process.env.TEST_PORT) + 40 : 3640));
  const buildDir = process.env.BUILD_DIR ?? 'build';
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`check:agents: ${buildDir}/index.html is missing; run \`npm run build\` first`);
    process.exit(1);
  }
  const report = await checkAgents({buildDir, port});
  const json = option.json;
  if (json) fs.writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  const {overall, grade, problems, skipped} = summarizeReport(report);
  console.log(
    `afdocs ${report.specUrl ?? ''}: ${overall}/100 (${grade}) on ${buildDir}, served by nginx at ${report.url}`,
  );
  for (const line of problems) console.log(`  ${line}`);
  for (const line of skipped) console.log(`  SKIP ${line}`);
  if (!reportOnly && !((overall ?? 0) >= min)) {
    console.error(`check:agents: the score is ${overall}, below ${min}`);
    process.exit(1);
  }
}

if (isMain(__filename)) {
  main().catch((error) => {
    console.error(`check:agents: ${error.message}`);
    process.exit(1);
  });
}
