/**
 * The quiet-machine guard of every script that reports a time or a score. On a
 * shared machine a figure taken while other work runs is wrong (a build several
 * times slower, blocking time in the seconds), so each measurement records the
 * 1-minute load average and the other busy processes when it starts, while it
 * runs and when it ends, and its figures are marked INVALID when the machine was
 * not quiet.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** A 1-minute load at or above this when the measurement starts makes its figures invalid. */
export const MAX_START_LOAD = 0.5;
/** Another process using this share of one core (percent) between two samples counts as busy. */
export const BUSY_CPU_PERCENT = 20;
const SAMPLE_MS = 5000;

export interface Proc {pid: number; ppid: number; name: string; ticks: number}
export interface Busy {pid: number; name: string; cpuPercent: number; when: 'start' | 'during' | 'end'}
export interface Readings {loadStart: number; loadEnd: number; busy: Busy[]; processesReadable: boolean}
export interface Verdict {valid: boolean; reasons: string[]}
export type QuietReport = Readings & Verdict;

/** One line of /proc/<pid>/stat; the name sits in parentheses and may itself hold spaces and parentheses. */
export function parseStat(line: string): Proc | null {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  // After the name: state, ppid, ... utime and stime (fields 14 and 15 of proc(5)).
  const rest = line.slice(close + 2).split(' ');
  const proc = {pid: Number(line.slice(0, open)), ppid: Number(rest[1]), name: line.slice(open + 1, close), ticks: Number(rest[11]) + Number(rest[12])};
  return Number.isFinite(proc.pid) && Number.isFinite(proc.ticks) ? proc : null;
}

/** Every process of the machine, or null where there is no /proc to read. */
export function readProcesses(): Map<number, Proc> | null {
  let pids: string[];
  try {
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const procs = new Map<number, Proc>();
  for (const pid of pids) {
    try {
      const proc = parseStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (proc) procs.set(proc.pid, proc);
    } catch {
      // ended meanwhile
    }
  }
  return procs;
}

/** `self` and every process below it: the measurement's own work (builds, browsers, servers). */
export function ownProcesses(procs: Map<number, Proc>, self: number): Set<number> {
  const own = new Set([self]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs.values()) {
      if (!own.has(p.pid) && own.has(p.ppid)) {
        own.add(p.pid);
        grew = true;
      }
    }
  }
  return own;
}

/** The other processes that used at least BUSY_CPU_PERCENT of a core between two snapshots. */
export function busyBetween(before: Map<number, Proc>, after: Map<number, Proc>, seconds: number, opts: {self: number; hz: number; when: Busy['when']}): Busy[] {
  const own = ownProcesses(after, opts.self);
  const busy: Busy[] = [];
  for (const p of after.values()) {
    if (own.has(p.pid)) continue;
    const cpuPercent = Math.round(((p.ticks - (before.get(p.pid)?.ticks ?? 0)) / opts.hz / seconds) * 100);
    if (cpuPercent >= BUSY_CPU_PERCENT) busy.push({pid: p.pid, name: p.name, cpuPercent, when: opts.when});
  }
  return busy;
}

/** The decision: valid only when the load was low at the start and no other process was busy. */
export function judge(r: Readings): Verdict {
  const reasons: string[] = [];
  if (r.loadStart >= MAX_START_LOAD) reasons.push(`1-minute load ${r.loadStart} at the start (must be below ${MAX_START_LOAD})`);
  if (!r.processesReadable) reasons.push('the other processes could not be read (no /proc), so quiet cannot be shown');
  if (r.busy.length) reasons.push(`${new Set(r.busy.map((b) => b.pid)).size} other busy process(es) during the measurement`);
  return {valid: reasons.length === 0, reasons};
}

export function describeBusy(busy: Busy[]): string {
  const byProcess = new Map<string, Busy[]>();
  for (const b of busy) byProcess.set(`${b.name} (pid ${b.pid})`, [...(byProcess.get(`${b.name} (pid ${b.pid})`) ?? []), b]);
  return [...byProcess].map(([who, seen]) =>
    `${who} up to ${Math.max(...seen.map((b) => b.cpuPercent))}% of a core ${[...new Set(seen.map((b) => b.when))].join('/')}`).join('; ') || 'none';
}

/** What to print next to the figures, and the first line of any report. */
export function describeQuiet(q: QuietReport): string {
  const machine = `Machine: 1-minute load ${q.loadStart} at the start, ${q.loadEnd} at the end; other busy processes: ${q.processesReadable ? describeBusy(q.busy) : 'unknown'}.`;
  return q.valid ? `${machine}\nVALID: measured on a quiet machine.` : `${machine}\nINVALID: ${q.reasons.join('; ')}. Do not publish these figures.`;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function clockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], {encoding: 'utf8'})) || 100;
  } catch {
    return 100;
  }
}

/**
 * Starts the guard: reads the load and samples the processes for a second
 * (the "start" reading), then every few seconds while the measurement runs.
 * `stop()` takes the "end" reading and returns the report with its verdict.
 */
export async function startGuard(): Promise<{stop: () => Promise<QuietReport>}> {
  const hz = clockTicks();
  const loadStart = round2(os.loadavg()[0]);
  const busy: Busy[] = [];
  let last = readProcesses();
  let lastAt = performance.now();
  const sample = (when: Busy['when']) => {
    const now = readProcesses();
    const at = performance.now();
    if (last && now) busy.push(...busyBetween(last, now, (at - lastAt) / 1000, {self: process.pid, hz, when}));
    last = now;
    lastAt = at;
  };
  await sleep(1000);
  sample('start');
  const timer = setInterval(() => sample('during'), SAMPLE_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      sample('during');
      await sleep(1000);
      sample('end');
      const readings = {loadStart, loadEnd: round2(os.loadavg()[0]), busy, processesReadable: last !== null};
      return {...readings, ...judge(readings)};
    },
  };
}

/** Waits (up to `timeoutMs`) for the 1-minute load to fall below the limit, e.g. after a build of our own. */
export async function waitForLowLoad(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (os.loadavg()[0] >= MAX_START_LOAD && Date.now() < deadline) {
    console.log(`Waiting for the 1-minute load (${round2(os.loadavg()[0])}) to fall below ${MAX_START_LOAD}...`);
    await sleep(15_000);
  }
}
