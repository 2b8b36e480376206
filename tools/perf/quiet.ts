/**
 * The quiet-machine guard of every command that reports a time or a score: a figure taken while other work runs is
 * wrong. It records the 1-minute load and the other busy processes at the start, every 5 s and at the end; the
 * figures are INVALID when the load was too high at the start or another process was busy.
 */
import fs from 'node:fs';
import os from 'node:os';

export const MAX_START_LOAD = 0.5;
/** Percent of one core another process must use between two samples to count as busy. */
const BUSY_CPU_PERCENT = 20;
// /proc counts CPU time in ticks of USER_HZ, which Linux fixes at 100 a second for user space.
const TICKS_PER_SECOND = 100;

export type Proc = {pid: number; ppid: number; name: string; ticks: number};
type Procs = Map<number, Proc>;
export type Busy = {pid: number; name: string; cpuPercent: number};
export type Readings = {loadStart: number; loadEnd: number; busy: Busy[]; processesReadable: boolean};
export type QuietReport = Readings & {valid: boolean; reasons: string[]};

/** One /proc/<pid>/stat line: the name sits in parentheses and may itself hold spaces and parentheses. */
export function parseStat(line: string): Proc | null {
  // pid (name) state ppid, then 9 fields, then utime and stime, in ticks.
  const m = line.match(/^(\d+) \((.*)\) \S+ (\d+)(?: \S+){9} (\d+) (\d+)/s);
  return m ? {pid: Number(m[1]), ppid: Number(m[3]), name: m[2]!, ticks: Number(m[4]) + Number(m[5])} : null;
}

/** Every process of the machine, or null where there is no /proc. */
export function readProcesses(): Map<number, Proc> | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const procs = new Map<number, Proc>();
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const proc = parseStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (proc) procs.set(proc.pid, proc);
    } catch {
      // ended meanwhile
    }
  }
  return procs;
}

/** Other processes busy between two snapshots: not `self` nor below it, nor `known` (once seen below it: orphans). */
export function busyBetween(before: Procs, after: Procs, seconds: number, self: number, known = new Set<number>()) {
  const own = (p: Proc | undefined): boolean =>
    p !== undefined && (p.pid === self || known.has(p.pid) || own(before.get(p.ppid) ?? after.get(p.ppid)));
  for (const p of [...before.values(), ...after.values()]) if (own(p)) known.add(p.pid);
  const percent = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 100);
  return [...after.values()]
    .filter((p) => !own(p))
    .map((p) => ({pid: p.pid, name: p.name, cpuPercent: percent(p.ticks - (before.get(p.pid)?.ticks ?? 0))}))
    .filter((b) => b.cpuPercent >= BUSY_CPU_PERCENT);
}

/** The decision: valid only when the load was low at the start and no other process was ever busy. */
export function judge(r: Readings): QuietReport {
  const reasons = [
    r.loadStart >= MAX_START_LOAD && `1-minute load ${r.loadStart} at the start (must be below ${MAX_START_LOAD})`,
    !r.processesReadable && 'the other processes could not be read (no /proc), so quiet cannot be shown',
    r.busy.length > 0 && `${new Set(r.busy.map((b) => b.pid)).size} other busy process(es) during the measurement`,
  ].filter((reason) => typeof reason === 'string');
  return {...r, valid: reasons.length === 0, reasons};
}

/** What to print next to the figures, and the first lines of any report. */
export function describeQuiet(q: QuietReport): string {
  const busy = [...new Set(q.busy.map((b) => b.pid))].map((pid) => {
    const seen = q.busy.filter((b) => b.pid === pid);
    return `${seen[0]!.name} (pid ${pid}) up to ${Math.max(...seen.map((b) => b.cpuPercent))}% of a core`;
  });
  const others = q.processesReadable ? busy.join('; ') || 'none' : 'unknown';
  const verdict = q.valid
    ? 'VALID: measured on a quiet machine.'
    : `INVALID: ${q.reasons.join('; ')}. Do not publish these figures.`;
  return `Machine: 1-minute load ${q.loadStart} at the start, ${q.loadEnd} at the end; other busy processes: ${others}.\n\n${verdict}`;
}

const load = () => Math.round(os.loadavg()[0]! * 100) / 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the guard: a sample after one second, then one every 5 s; `stop()` takes one more a second later and judges. */
export async function startGuard(): Promise<{stop: () => Promise<QuietReport>}> {
  const loadStart = load();
  const busy: Busy[] = [];
  const known = new Set<number>();
  let last = readProcesses();
  let lastAt = performance.now();
  const sample = () => {
    const now = readProcesses();
    if (last && now) busy.push(...busyBetween(last, now, (performance.now() - lastAt) / 1000, process.pid, known));
    [last, lastAt] = [now, performance.now()];
  };
  await sleep(1000);
  sample();
  const timer = setInterval(sample, 5000).unref();
  return {
    async stop() {
      clearInterval(timer);
      sample();
      await sleep(1000);
      sample();
      return judge({loadStart, loadEnd: load(), busy, processesReadable: last !== null});
    },
  };
}

/** Waits (up to `timeoutMs`) for the load to fall below the limit, e.g. after a build of our own. */
export async function waitForLowLoad(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (load() >= MAX_START_LOAD && Date.now() < deadline) {
    console.log(`Waiting for the 1-minute load (${load()}) to fall below ${MAX_START_LOAD}...`);
    await sleep(10_000);
  }
}
