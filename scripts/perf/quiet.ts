/**
 * The quiet-machine guard of every command that reports a time or a score: a
 * figure taken while other work runs is wrong (a build several times slower,
 * blocking time in the seconds). It records the 1-minute load and the other busy
 * processes at the start, every few seconds and at the end; the figures are
 * INVALID when the load was too high at the start or another process was busy.
 */
import fs from 'node:fs';
import os from 'node:os';

export const MAX_START_LOAD = 0.5;
/** Percent of one core another process must use between two samples to count as busy. */
export const BUSY_CPU_PERCENT = 20;
// /proc counts CPU time in ticks of USER_HZ, which Linux fixes at 100 a second for user space.
const TICKS_PER_SECOND = 100;

export interface Proc {
  pid: number;
  ppid: number;
  name: string;
  ticks: number;
}
export interface Busy {
  pid: number;
  name: string;
  cpuPercent: number;
  when: 'start' | 'during' | 'end';
}
export interface Readings {
  loadStart: number;
  loadEnd: number;
  busy: Busy[];
  processesReadable: boolean;
}
export type QuietReport = Readings & {valid: boolean; reasons: string[]};

/** One /proc/<pid>/stat line; the name sits in parentheses and may itself hold spaces and parentheses. */
export function parseStat(line: string): Proc | null {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  const rest = line.slice(close + 2).split(' '); // state, ppid, ... utime and stime are the 12th and 13th
  const proc = {
    pid: Number(line.slice(0, open)),
    ppid: Number(rest[1]),
    name: line.slice(open + 1, close),
    ticks: Number(rest[11]) + Number(rest[12]),
  };
  return open > 0 && close > open && Number.isFinite(proc.pid) && Number.isFinite(proc.ticks) ? proc : null;
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

/** The other processes (not `self` nor below it: its builds, browsers, servers) over BUSY_CPU_PERCENT between two snapshots. */
export function busyBetween(
  before: Map<number, Proc>,
  after: Map<number, Proc>,
  seconds: number,
  self: number,
  when: Busy['when'],
): Busy[] {
  const own = new Set([self]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of after.values()) {
      if (!own.has(p.pid) && own.has(p.ppid)) {
        own.add(p.pid);
        grew = true;
      }
    }
  }
  return [...after.values()]
    .filter((p) => !own.has(p.pid))
    .map((p) => ({
      pid: p.pid,
      name: p.name,
      when,
      cpuPercent: Math.round(((p.ticks - (before.get(p.pid)?.ticks ?? 0)) / TICKS_PER_SECOND / seconds) * 100),
    }))
    .filter((b) => b.cpuPercent >= BUSY_CPU_PERCENT);
}

/** The decision: valid only when the load was low at the start and no other process was ever busy. */
export function judge(r: Readings): QuietReport {
  const reasons = [
    r.loadStart >= MAX_START_LOAD && `1-minute load ${r.loadStart} at the start (must be below ${MAX_START_LOAD})`,
    !r.processesReadable && 'the other processes could not be read (no /proc), so quiet cannot be shown',
    r.busy.length > 0 && `${new Set(r.busy.map((b) => b.pid)).size} other busy process(es) during the measurement`,
  ].filter((reason): reason is string => Boolean(reason));
  return {...r, valid: reasons.length === 0, reasons};
}

/** What to print next to the figures, and the first lines of any report. */
export function describeQuiet(q: QuietReport): string {
  const byProcess = new Map<string, Busy[]>();
  for (const b of q.busy)
    byProcess.set(`${b.name} (pid ${b.pid})`, [...(byProcess.get(`${b.name} (pid ${b.pid})`) ?? []), b]);
  const busy = [...byProcess].map(
    ([who, seen]) =>
      `${who} up to ${Math.max(...seen.map((b) => b.cpuPercent))}% of a core ${[...new Set(seen.map((b) => b.when))].join('/')}`,
  );
  const machine = `Machine: 1-minute load ${q.loadStart} at the start, ${q.loadEnd} at the end; other busy processes: ${q.processesReadable ? busy.join('; ') || 'none' : 'unknown'}.`;
  return `${machine}\n\n${q.valid ? 'VALID: measured on a quiet machine.' : `INVALID: ${q.reasons.join('; ')}. Do not publish these figures.`}`;
}

const load = () => Math.round(os.loadavg()[0] * 100) / 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the guard: a one-second "start" sample, then one every 5 s; `stop()` takes the "end" sample and judges. */
export async function startGuard(): Promise<{stop: () => Promise<QuietReport>}> {
  const loadStart = load();
  const busy: Busy[] = [];
  let last = readProcesses();
  let lastAt = performance.now();
  const sample = (when: Busy['when']) => {
    const now = readProcesses();
    if (last && now) busy.push(...busyBetween(last, now, (performance.now() - lastAt) / 1000, process.pid, when));
    [last, lastAt] = [now, performance.now()];
  };
  await sleep(1000);
  sample('start');
  const timer = setInterval(() => sample('during'), 5000).unref();
  return {
    async stop() {
      clearInterval(timer);
      sample('during');
      await sleep(1000);
      sample('end');
      return judge({loadStart, loadEnd: load(), busy, processesReadable: last !== null});
    },
  };
}

/** Waits (up to `timeoutMs`) for the load to fall below the limit, e.g. after a build of our own. */
export async function waitForLowLoad(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  if (load() >= MAX_START_LOAD)
    console.log(
      `Waiting up to ${timeoutMs / 1000} s for the 1-minute load (${load()}) to fall below ${MAX_START_LOAD}...`,
    );
  while (load() >= MAX_START_LOAD && Date.now() < deadline) await sleep(5000);
}
