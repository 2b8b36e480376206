// The files a tool's arguments name, shared by the checks that read the docs (check/mdx.ts,
// check/repetition.ts, check/sql/).
import fs from 'node:fs';
import path from 'node:path';

/**
 * The files the targets (files or folders) name: a target that is a file, when `wanted` takes it; every file below
 * a folder that `wanted` takes, in path order, nothing below node_modules or a hidden folder.
 */
export function filesOf(targets: string[], wanted: (file: string) => boolean): string[] {
  const skipped = (rel: string) => rel.split(path.sep).some((part) => part === 'node_modules' || part.startsWith('.'));
  return targets.flatMap((target) => {
    if (!fs.statSync(target).isDirectory()) return wanted(target) ? [target] : [];
    return fs
      .readdirSync(target, {recursive: true, withFileTypes: true})
      .map((e) => path.join(e.parentPath, e.name))
      .filter((file) => wanted(file) && !skipped(path.relative(target, file)) && fs.statSync(file).isFile())
      .sort();
  });
}

/** A Markdown or MDX file. */
export const isMarkdown = (file: string) => /\.mdx?$/i.test(file);
