/** What the tests of the page scaffolder (tools/author/new-page.ts) share: a temporary copy of the site to run it on, a hash of that copy, the sidebars and front matter it writes, and the build gate's contract over the copy. */
import {expect} from '@playwright/test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {checkDocsContract} from '../../src/features/docs-contract/contract';
import {loadTs} from '../../tools/lib/loader';

export const ROOT = path.resolve(__dirname, '../..');
export const SCRIPT = path.join(ROOT, 'tools/author/new-page.ts');

import {run, type Run} from './run-tool';

export {run, type Run};

/** A temporary site folder with what the script reads. */
export function makeCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-page-test-'));
  fs.cpSync(path.join(ROOT, 'docs'), path.join(dir, 'docs'), {recursive: true});
  fs.copyFileSync(path.join(ROOT, 'sidebars.ts'), path.join(dir, 'sidebars.ts'));
  // The catalog (src/features/catalogs/data/datasources.ts) is split into modules that import each other.
  fs.cpSync(path.join(ROOT, 'src/features/catalogs/data'), path.join(dir, 'src/features/catalogs/data'), {
    recursive: true,
  });
  return dir;
}

/** One hash over every file path and its bytes. */
export function treeHash(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      hash.update(path.relative(dir, full));
      if (entry.isDirectory()) walk(full);
      else hash.update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

export function newPage(root: string, args: string[]): Promise<Run> {
  return run(SCRIPT, ['--root', root, ...args]);
}

export function loadSidebars(root: string): Record<string, unknown[]> {
  return loadTs<Record<string, unknown[]>>(path.join(root, 'sidebars.ts'));
}

/** Doc ids of a sidebar, in order (docs and category links). */
export function sidebarIds(items: unknown[], out: string[] = []): string[] {
  for (const item of items) {
    if (typeof item === 'string') out.push(item);
    else if (item && typeof item === 'object') {
      const o = item as {id?: string; link?: {type: string; id?: string}; items?: unknown[]};
      if (o.id) out.push(o.id);
      if (o.link?.type === 'doc' && o.link.id) out.push(o.link.id);
      if (o.items) sidebarIds(o.items, out);
    }
  }
  return out;
}

export function frontMatterOf(file: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(fs.readFileSync(file, 'utf8'));
  expect(match, `${file} starts with front matter`).not.toBeNull();
  return yaml.load(match![1]) as Record<string, unknown>;
}

/** Runs the build gate's check over every doc of the copy, as the plugin does. */
export function contractProblems(root: string): string[] {
  const sidebars = loadSidebars(root);
  const sidebarOf = new Map<string, string>();
  for (const [name, items] of Object.entries(sidebars)) for (const id of sidebarIds(items)) sidebarOf.set(id, name);
  const docs: Parameters<typeof checkDocsContract>[0] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
        const id = path
          .relative(path.join(root, 'docs'), full)
          .split(path.sep)
          .join('/')
          .replace(/\.mdx?$/, '');
        const frontMatter = frontMatterOf(full);
        docs.push({id, source: full, sidebar: sidebarOf.get(id), frontMatter});
      }
    }
  };
  walk(path.join(root, 'docs'));
  return checkDocsContract(docs);
}
