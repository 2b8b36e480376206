/**
 * How the tools run and load TypeScript, in one place: every tool is TypeScript, run by tools/run.mjs with jiti
 * (the loader Docusaurus uses for the site's own TypeScript).
 * - `ROOT`: the repository's root folder.
 * - `toolArgs(tool, ...args)`: the arguments of `node` that run a tool, for a tool or a test that starts one
 *   (`spawn(process.execPath, toolArgs('tools/perf/time.ts', '--', 'npm', 'test'))`).
 * - `isMain(__filename)`: whether a tool's module is the one being run (else it is imported: by a test, by
 *   another tool), to run its command line only then.
 * - `loadTs(file)`: a TypeScript module of a site folder read afresh (sidebars.ts, the catalog), as Docusaurus
 *   reads it, for the tools that check or edit another copy of the site than their own (`--root`).
 */
import path from 'node:path';
import createJiti from 'jiti';

export const ROOT = path.resolve(__dirname, '../..');

/** The launcher of the TypeScript tools. */
export const RUN = path.join(ROOT, 'tools/run.mjs');

/** The arguments of `node` that run `tool` (a path relative to the root, or absolute) with `args`. */
export function toolArgs(tool: string, ...args: string[]): string[] {
  return [RUN, path.resolve(ROOT, tool), ...args];
}

/** Whether the module whose file is `file` (its `__filename`) is the tool being run. */
export function isMain(file: string): boolean {
  return Boolean(process.argv[1]) && path.resolve(process.argv[1]) === file;
}

/** Loads a TypeScript (or JavaScript) module, read again from the disk on every call, as Docusaurus loads it. */
export function loadTs<T = unknown>(file: string): T {
  return createJiti(__filename, {requireCache: false, interopDefault: true, esmResolve: true})(file) as T;
}
