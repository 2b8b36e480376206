// The checks of the page scaffolder's input (type, path, title, description) and of the page against the docs contract.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {checkDocsContract} from '../../src/features/docs-contract/contract';
import {SECTIONS} from '../../src/site';
import {PAGE_TYPES, TYPE_ALIASES} from './new-page-types';

/** Top-level folders of docs/ that have a sidebar, and that sidebar: from the table of sections (src/site.ts). */
export const SIDEBAR_OF_FOLDER: Record<string, string> = Object.fromEntries(
  SECTIONS.map((s) => [s.prefix.split('/')[1], s.sidebarId]),
);

export const MAX_DESCRIPTION_LENGTH = 160;
const SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;

/** Thrown for every refusal: the message is for the writer. */
export class Refusal extends Error {}

/** Normalizes the type name; refuses an unknown one. */
export function checkType(type: string): string {
  const name = TYPE_ALIASES[type] ?? type;
  if (!PAGE_TYPES[name]) {
    throw new Refusal(`Unknown page type "${type}". Choose one of: ${Object.keys(PAGE_TYPES).join(', ')}.`);
  }
  return name;
}

/** Turns --path into a doc id and an extension; refuses a bad path. */
export function checkPath(input: string | undefined): {id: string; extension: string} {
  const raw = String(input ?? '').trim();
  if (!raw) throw new Refusal('The path is empty. Give it under docs/, e.g. --path platform/managing/my-page.');
  if (raw.includes('\\')) throw new Refusal(`Bad path "${raw}": use forward slashes.`);
  if (path.posix.isAbsolute(raw) || /^[A-Za-z]:/.test(raw)) {
    throw new Refusal(`Bad path "${raw}": it must be relative to docs/, e.g. sql/my-statement.`);
  }
  const rest = raw.replace(/^docs\//, '');
  const segments = rest.split('/');
  if (segments.some((s) => s === '..' || s === '.')) {
    throw new Refusal(`Bad path "${raw}": "." and ".." are not allowed; pages live inside docs/.`);
  }
  if (segments.some((s) => s === ''))
    throw new Refusal(`Bad path "${raw}": it has an empty part (a double or trailing slash).`);
  let extension = '.md';
  const last = segments[segments.length - 1];
  const dot = last.indexOf('.');
  if (dot !== -1) {
    const ext = last.slice(dot);
    if (ext !== '.md' && ext !== '.mdx') {
      throw new Refusal(
        `Bad path "${raw}": the extension "${ext}" is not allowed. Leave it out (a .md page is written) or use .md or .mdx.`,
      );
    }
    extension = ext;
    segments[segments.length - 1] = last.slice(0, dot);
  }
  const bad = segments.find((s) => !SEGMENT.test(s));
  if (bad !== undefined) {
    throw new Refusal(
      `Bad path "${raw}": "${bad}" may only use lower-case letters, digits, "-" and "_", and must start with a letter or digit.`,
    );
  }
  if (!Object.hasOwn(SIDEBAR_OF_FOLDER, segments[0])) {
    throw new Refusal(
      `Bad path "${raw}": "${segments[0]}" is not a section folder. Use one of: ${Object.keys(SIDEBAR_OF_FOLDER).join(', ')}.`,
    );
  }
  if (segments.length < 2)
    throw new Refusal(`Bad path "${raw}": give a page name inside the section, e.g. ${segments[0]}/my-page.`);
  return {id: segments.join('/'), extension};
}

export function checkText(name: string, value: string | undefined, {max}: {max?: number} = {}): string {
  const text = String(value ?? '').trim();
  if (!text) throw new Refusal(`The ${name} is missing: give --${name} "...".`);
  if (/[\r\n]/.test(text)) throw new Refusal(`The ${name} must be one line.`);
  if (max && text.length > max) {
    throw new Refusal(
      `The ${name} has ${text.length} characters; at most ${max} are allowed (search engines cut longer ones).`,
    );
  }
  return text;
}

/** All doc ids under docs/ (path without extension, or the `id` of the front matter). */
export function existingDocIds(docsDir: string): Map<string, string> {
  const ids = new Map<string, string>();
  for (const entry of fs.readdirSync(docsDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name) || entry.name.startsWith('_')) continue;
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(docsDir, full).split(path.sep).join('/');
    const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(full, 'utf8'));
    let id = path.posix.basename(rel).replace(/\.mdx?$/, '');
    try {
      const data = (fm ? yaml.load(fm[1]) : null) as {id?: unknown} | null;
      if (data && typeof data.id === 'string') id = data.id;
    } catch {
      // A broken front matter is check:mdx's business; keep the file name.
    }
    const dirname = path.posix.dirname(rel);
    ids.set(dirname === '.' ? id : `${dirname}/${id}`, rel);
  }
  return ids;
}

/** The new page against the contract the build gate enforces. */
export function verifyPage(page: string, id: string, sidebarName: string): void {
  const frontMatter = yaml.load(/^---\n([\s\S]*?)\n---\n/.exec(page)![1]) as Record<string, unknown>;
  const problems = checkDocsContract([{id, source: `docs/${id}`, sidebar: sidebarName, frontMatter}], []);
  if (problems.length) throw new Refusal(`The page would break the docs contract: ${problems.join('; ')}`);
}
