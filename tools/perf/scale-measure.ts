/**
 * What `npm run perf:scale` reads of a build and of the processes it runs: the memory and processor time of a
 * process tree (polled from /proc), the build's output by kind, the search files and the llms files, where a
 * CPU profile of the build spent its time, and the cost per page against the N = 1 run. No browser here.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseStat, readProcesses, type Proc} from './quiet';

const PAGE_SIZE = 4096;
const TICKS_PER_SECOND = 100;

/** The process `root` and every process below it, among `procs`. */
export function treeOf(root: number, procs: Map<number, Proc>): number[] {
  const children = new Map<number, number[]>();
  for (const p of procs.values()) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const out: number[] = [];
  const visit = (pid: number) => {
    if (!procs.has(pid)) return;
    out.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return out;
}

/** Resident memory of a process in bytes (0 once it has ended). */
function rssOf(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE;
  } catch {
    return 0;
  }
}

/** Processor ticks of each thread of a process, by thread id, with the thread's name (`/proc/<pid>/task`). */
function threadsOf(pid: number): Array<{tid: number; name: string; ticks: number}> {
  try {
    return fs.readdirSync(`/proc/${pid}/task`).flatMap((tid) => {
      try {
        const stat = parseStat(fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'));
        return stat ? [{tid: stat.pid, name: stat.name, ticks: stat.ticks}] : [];
      } catch {
        return []; // ended meanwhile
      }
    });
  } catch {
    return [];
  }
}

/**
 * Polls a process tree: the peak of its summed resident memory and when it was seen, its processor time, and the processor time of the
 * root process's main thread (a build's JavaScript: loaders, plugins, the post-build steps) and of its other
 * threads by name (the bundler's, the rendering and card threads). Processor time, unlike elapsed time, does not
 * grow when other work shares the machine.
 */
export function watchTree(root: number, everyMs = 500) {
  let peakBytes = 0;
  let peakAt = 0;
  const ticks = new Map<number, number>();
  const threadTicks = new Map<number, {name: string; ticks: number}>();
  const sample = () => {
    const procs = readProcesses();
    if (!procs) return;
    let sum = 0;
    for (const pid of treeOf(root, procs)) {
      sum += rssOf(pid);
      ticks.set(pid, procs.get(pid)!.ticks);
    }
    for (const t of threadsOf(root))
      threadTicks.set(t.tid, {name: t.tid === root ? 'main thread' : t.name, ticks: t.ticks});
    if (sum > peakBytes) [peakBytes, peakAt] = [sum, performance.now()];
  };
  sample();
  const timer = setInterval(sample, everyMs);
  const seconds = (t: number) => Math.round((t / TICKS_PER_SECOND) * 10) / 10;
  return {
    sample,
    stop() {
      clearInterval(timer);
      const threads: Record<string, number> = {};
      for (const {name, ticks: t} of threadTicks.values()) threads[name] = (threads[name] ?? 0) + t;
      return {
        peakBytes,
        /** When the peak was seen (`performance.now()`). */
        peakAt,
        cpuSeconds: seconds([...ticks.values()].reduce((a, b) => a + b, 0)),
        threadSeconds: Object.fromEntries(Object.entries(threads).map(([name, t]) => [name, seconds(t)])),
      };
    },
  };
}

/** The machine's memory (MemTotal, MemAvailable of /proc/meminfo), in bytes. */
export function machineMemory(): {totalBytes: number; availableBytes: number} {
  const info = fs.readFileSync('/proc/meminfo', 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(info)?.[1] ?? 0) * 1024;
  return {totalBytes: kb('MemTotal'), availableBytes: kb('MemAvailable')};
}

/**
 * The peak memory a build at `factor` is expected to need, from the peaks measured at smaller factors: the line
 * through the two largest measured factors, or, with N = 1 alone, N times its peak (as if all of it grew with the
 * pages: the cautious reading). Null with no measurement.
 */
export function expectedPeak(factor: number, measured: Array<{factor: number; peakBytes: number}>): number | null {
  const points = [...measured].filter((m) => m.peakBytes > 0).sort((a, b) => a.factor - b.factor);
  if (!points.length) return null;
  const one = points.find((p) => p.factor === 1);
  const last = points.at(-1)!;
  if (points.length === 1 || last.factor === points[0]!.factor) {
    return one ? one.peakBytes * factor : (last.peakBytes / last.factor) * factor;
  }
  const prev = points.at(-2)!;
  const slope = Math.max(0, (last.peakBytes - prev.peakBytes) / (last.factor - prev.factor));
  return Math.max(last.peakBytes, last.peakBytes + slope * (factor - last.factor));
}

/** Share of the machine's memory a build may be expected to use: the rest is the system's and the other processes'. */
export const MEMORY_SHARE = 0.85;

/** Whether a factor fits in the machine's memory; the reason when it does not. */
export function memoryVerdict(
  factor: number,
  expected: number | null,
  totalBytes: number,
): {ok: boolean; reason: string} {
  const gb = (b: number) => `${(b / 2 ** 30).toFixed(1)} GB`;
  if (expected === null) return {ok: true, reason: 'no earlier measurement to estimate from'};
  const limit = totalBytes * MEMORY_SHARE;
  const said = `a build at N = ${factor} is expected to peak at ${gb(expected)}; the machine has ${gb(totalBytes)}, of which ${Math.round(MEMORY_SHARE * 100)}% (${gb(limit)}) may be used`;
  return expected > limit ? {ok: false, reason: `refused: ${said}`} : {ok: true, reason: said};
}

/** Bytes and files below a folder, in total and by kind. */
export function outputOf(dir: string) {
  const kinds: Record<string, {files: number; bytes: number}> = {};
  let bytes = 0;
  let files = 0;
  const kindOf = (rel: string) =>
    rel.startsWith('img/social/')
      ? 'social cards'
      : rel.endsWith('.html')
        ? 'HTML'
        : rel.endsWith('.js')
          ? 'JavaScript'
          : rel.endsWith('.md') || /llms[^/]*\.txt$/.test(rel)
            ? 'Markdown copies and llms files'
            : rel.endsWith('.png') || rel.endsWith('.svg') || rel.endsWith('.jpg')
              ? 'other images'
              : 'other';
  for (const e of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    const size = fs.statSync(full).size;
    const kind = kindOf(path.relative(dir, full).split(path.sep).join('/'));
    kinds[kind] ??= {files: 0, bytes: 0};
    kinds[kind].files += 1;
    kinds[kind].bytes += size;
    bytes += size;
    files += 1;
  }
  return {bytes, files, kinds};
}

const gzipBytes = (data: Buffer) => zlib.gzipSync(data).length;
const brotliBytes = (data: Buffer) =>
  zlib.brotliCompressSync(data, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length;

/**
 * The search files of a build: its index's manifest (named in `search-files.json`, what the search box and the MCP
 * server read first) and the fragments beside it, with their bytes, gzip (as the tests' static server sends them)
 * and Brotli (as the release's precompressed copies).
 */
export function searchFilesOf(buildDir: string) {
  const named = JSON.parse(fs.readFileSync(path.join(buildDir, 'search-files.json'), 'utf8')) as Record<string, string>;
  const folder = path.dirname(path.join(buildDir, Object.values(named)[0]));
  const files = fs.readdirSync(folder).map((name) => {
    const data = fs.readFileSync(path.join(folder, name));
    return {name, bytes: data.length, gzip: gzipBytes(data), brotli: brotliBytes(data)};
  });
  const sum = (key: 'bytes' | 'gzip' | 'brotli') => files.reduce((a, f) => a + f[key], 0);
  return {count: files.length, bytes: sum('bytes'), gzip: sum('gzip'), brotli: sum('brotli')};
}

/** The llms files of a build: llms.txt, llms-full.txt, and each section's (`docs/<section>/llms*.txt`). */
export function llmsFilesOf(buildDir: string) {
  const size = (rel: string) =>
    fs.existsSync(path.join(buildDir, rel)) ? fs.statSync(path.join(buildDir, rel)).size : 0;
  const sections: Array<{file: string; bytes: number}> = [];
  const docs = path.join(buildDir, 'docs');
  for (const e of fs.readdirSync(docs, {recursive: true, withFileTypes: true})) {
    if (e.isFile() && /^llms.*\.txt$/.test(e.name)) {
      const rel = path.relative(buildDir, path.join(e.parentPath, e.name)).split(path.sep).join('/');
      sections.push({file: rel, bytes: size(rel)});
    }
  }
  sections.sort((a, b) => a.file.localeCompare(b.file));
  const fullText = sections.filter((s) => /llms-full/.test(s.file));
  return {
    llmsTxt: size('llms.txt'),
    llmsFullTxt: size('llms-full.txt'),
    sectionFiles: sections.length,
    sectionFullTextFiles: fullText.length,
    largestSectionFile: Math.max(0, ...fullText.map((s) => s.bytes)),
    sections,
  };
}

/** A V8 CPU profile (`--cpu-prof`), as much of it as is read here. */
export interface CpuProfile {
  nodes: Array<{id: number; callFrame: {functionName: string; url: string}; children?: number[]}>;
  samples: number[];
}

/**
 * Who a stack belongs to, from its frames leaf first: the deepest frame of our code names it (a feature's folder,
 * the one pass over the built pages, other shared code; not our loaders), else Docusaurus's MDX loader or the MDX
 * compiler (compiling pages), else the server-side rendering, else the rest.
 */
export function ownerOf(urls: string[]): string {
  for (const url of urls) {
    // Our pass-through loaders (api-reference, lean-client) call the next loader from their callback: what runs
    // below them is the bundler's and MDX's work, not theirs.
    if (url.includes('/node_modules/') || /\/src\/features\/[^/]+\/[^/]*loader\.c?js$/.test(url)) continue;
    const feature = /\/src\/features\/([^/]+)\//.exec(url);
    if (feature) return feature[1]!;
    if (url.endsWith('/src/shared/built-pages.ts')) return 'post-build pass (read, parse)';
    const shared = /\/src\/shared\/([^/]+?)(?:\.\w+)?$/.exec(url);
    if (shared) return `shared/${shared[1]}`;
  }
  if (urls.some((u) => /\/node_modules\/(@docusaurus\/mdx-loader|@mdx-js\/mdx)\//.test(u))) return 'MDX compile';
  if (urls.some((u) => /\/node_modules\/@docusaurus\/core\/lib\/ssg\//.test(u))) return 'server-side rendering';
  if (urls.some((u) => /\/node_modules\/@docusaurus\/core\/lib\/server\/brokenLinks/.test(u)))
    return 'broken links check';
  return 'other';
}

/**
 * Milliseconds of processor time per owner (`ownerOf`), V8's own entries under their names: the samples times the
 * sampling interval. Samples, not the time between them: the profiler signals the thread once per interval, and a
 * thread that waits for a processor on a busy machine takes one sample when it runs again, however long it
 * waited, so the count follows the time it ran, where the time between samples would follow the machine's load.
 */
export function attributeProfile(profile: CpuProfile, intervalMs: number): Record<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const ownerCache = new Map<number, string>();
  const owner = (id: number): string => {
    const cached = ownerCache.get(id);
    if (cached) return cached;
    const name = byId.get(id)!.callFrame.functionName;
    let result: string;
    if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') result = name;
    else {
      const urls: string[] = [];
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
        urls.push(byId.get(at)!.callFrame.url);
      result = ownerOf(urls);
    }
    ownerCache.set(id, result);
    return result;
  };
  const ms: Record<string, number> = {};
  for (const id of profile.samples) {
    const key = owner(id);
    ms[key] = (ms[key] ?? 0) + intervalMs;
  }
  for (const key of Object.keys(ms)) ms[key] = Math.round(ms[key]!);
  return ms;
}

/** Per page, against the same figure at N = 1: the ratio, and whether it grows faster than the pages (over 1.2). */
export function perPageGrowth(value: number | null, pages: number, base: number | null, basePages: number) {
  if (value == null || base == null || !base || !pages || !basePages)
    return {perPage: null, ratio: null, superlinear: false};
  const perPage = value / pages;
  const ratio = perPage / (base / basePages);
  return {perPage, ratio, superlinear: ratio > SUPERLINEAR_RATIO};
}

/** A cost per page this many times its N = 1 figure is flagged as growing faster than the pages. */
export const SUPERLINEAR_RATIO = 1.2;
