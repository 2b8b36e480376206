/**
 * `npm run audit`: the production dependencies must have no high or critical
 * advisory. Runs `npm audit --omit=dev --json` and fails, listing them, when
 * it reports any. When the registry's advisory service cannot be reached
 * (some mirrors and proxies answer 405 to its POST), nothing can be judged:
 * the script says so and exits 0 unless `--strict` is given, so that an
 * outage of that service does not block the other checks.
 */
import {spawnSync} from 'node:child_process';
import {argsOf} from '../lib/args';

/** What this check reads of `npm audit --json`. */
interface AuditReport {
  error?: {summary?: string; detail?: string};
  metadata?: {vulnerabilities?: Record<string, number>};
  vulnerabilities?: Record<string, {severity: string; range?: string; via?: (string | {title: string; url: string})[]}>;
}

const strict = argsOf('audit', 'Usage: npm run audit [-- --strict]', {strict: {type: 'boolean', default: false}}).values
  .strict;
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
let report: AuditReport;
try {
  report = JSON.parse(run.stdout || '{}');
} catch {
  report = {error: {summary: (run.stdout || run.stderr || 'no output').slice(0, 500)}};
}

if (report.error || !report.metadata) {
  const lines = (run.stderr || '')
    .split('\n')
    .filter((l) => l.trim() && !/complete log|Unknown (user|env) config/.test(l));
  const reason = report.error?.summary || report.error?.detail || lines.join(' | ') || 'unknown error';
  console.error(`npm audit could not check the advisories: ${reason}`);
  process.exit(strict ? 2 : 0);
}

const counts = report.metadata.vulnerabilities ?? {};
const serious = Object.entries(report.vulnerabilities ?? {}).filter(
  ([, v]) => v.severity === 'high' || v.severity === 'critical',
);
console.log(
  `npm audit --omit=dev: ${['critical', 'high', 'moderate', 'low', 'info'].map((s) => `${counts[s] ?? 0} ${s}`).join(', ')}`,
);
for (const [name, v] of serious) {
  const via = (v.via ?? []).map((x) => (typeof x === 'string' ? x : `${x.title} (${x.url})`)).join('; ');
  console.error(`- ${v.severity}: ${name} ${v.range ?? ''}: ${via}`);
}
process.exit(serious.length ? 1 : 0);
