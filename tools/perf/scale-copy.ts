/**
 * The scaled copy of the site that `npm run perf:scale` builds: in a copy of the site, every file of `docs/` is
 * repeated N times (copy 1 is the original), under distinct paths and titles, each copy a documentation of its own
 * that links only inside itself, in the same sections as the original:
 * - copy k of `docs/<folder>/<rest>` is `docs/<folder>/copy-<k>/<rest>` (of a file directly in `docs/`,
 *   `docs/copy-<k>/<file>`), so that a copy's pages stay in their section's folder (`docs/sql/copy-2/mappings.md`);
 * - its title and description end with "(copy k)" (descriptions cut at a word to stay within the contract's
 *   160 characters); an absolute `slug` (the docs root's `/`) is dropped, so the route follows the copy's path;
 * - its relative links, and the relative paths of its imports (partials), are rewritten to the same file of the
 *   same copy, resolved as Docusaurus resolves them (./ and ../ from the file's folder, a bare path from the
 *   file's folder then from `docs/`); paths that leave `docs/` still reach the same file;
 * - each sidebar gets a collapsed category "Copy k" holding copy k of its items, and copy k of the section's docs
 *   that render without a sidebar (the contract's list of sidebar-less docs names the originals only; the docs
 *   outside the five sections, such as the changelog, go to the first sidebar's category).
 * Runnable blocks, diagrams and anchors are copied as they are: the same queries run and the same drawings apply.
 *
 * `checkScaledCopy` verifies the result without a build: the contract and the specification's routes (as
 * `npm run check:routes` does), unique routes and titles, every sidebar entry a doc, and every link and import of
 * a copy resolved inside that copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {SECTIONS} from '../../src/site';
import {MAX_DESCRIPTION_LENGTH} from '../../src/features/docs-contract/contract';
import {frontMatterOf, readDocs, sidebarOfDocs, type SourceDoc} from '../../src/features/docs-contract/sources';

const posix = path.posix;

/** The folder of copy k (k ≥ 2) inside each top folder of `docs/`. */
export const copyFolder = (k: number) => `copy-${k}`;

/** Where copy k of a file below `docs/` goes: `sql/mappings.md` → `sql/copy-2/mappings.md`, `index.md` → `copy-2/index.md`. */
export function copyPathOf(rel: string, k: number): string {
  if (k === 1) return rel;
  const [top, ...rest] = rel.split('/');
  return rest.length ? [top, copyFolder(k), ...rest].join('/') : `${copyFolder(k)}/${top}`;
}

/** The copy a path below `docs/` belongs to (1 for the original). */
export function copyOfPath(rel: string): number {
  const m = /^(?:[^/]+\/)?copy-(\d+)\//.exec(rel);
  return m ? Number(m[1]) : 1;
}

export const copyTitle = (title: string, k: number) => (k === 1 ? title : `${title} (copy ${k})`);

/** The description of copy k: the original's with "(copy k)", cut at a word to stay within the contract's limit. */
export function copyDescription(description: string, k: number, max = MAX_DESCRIPTION_LENGTH): string {
  if (k === 1) return description;
  const suffix = ` (copy ${k})`;
  if (description.length + suffix.length <= max) return `${description}${suffix}`;
  const cut = description.slice(0, max - suffix.length - 1).replace(/[\s,;:.]+\S*$/, '');
  return `${cut}…${suffix}`;
}

/** Copy k's front matter: title, description, and no absolute slug. Text without front matter is returned as is. */
export function copyFrontMatter(text: string, k: number): string {
  const m = /^---\r?\n([\s\S]*?)\r?\n---(?=\r?\n|$)/.exec(text);
  if (!m || k === 1) return text;
  const data = (yaml.load(m[1]) ?? {}) as Record<string, unknown>;
  if (typeof data.title === 'string') data.title = copyTitle(data.title, k);
  if (typeof data.description === 'string') data.description = copyDescription(data.description, k);
  if (typeof data.slug === 'string' && data.slug.startsWith('/')) delete data.slug;
  return `---\n${yaml.dump(data, {lineWidth: -1})}---${text.slice(m[0].length)}`;
}

/** A reference of a Markdown file to another file: a link's path, or an import's. */
type Reference = {start: number; end: number; target: string};

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The relative references of a Markdown or MDX text, in order: `[text](path#anchor)`, link definitions
 * (`[id]: path`) and `import ... from 'path'`. Absolute paths, addresses with a scheme and anchors alone are not
 * references to files.
 */
export function referencesOf(text: string): Reference[] {
  const found: Reference[] = [];
  const add = (index: number, before: string, target: string) => {
    if (!target || SCHEME.test(target) || target.startsWith('/') || target.startsWith('#')) return;
    const start = index + before.length;
    found.push({start, end: start + target.length, target});
  };
  for (const m of text.matchAll(/\]\(([^()\s#]+)/g)) add(m.index, '](', m[1]!);
  for (const m of text.matchAll(/^( {0,3}\[[^\]\n]+\]:[ \t]*)([^\s#]+)/gm)) add(m.index, m[1]!, m[2]!);
  for (const m of text.matchAll(/^(import\s[^;'"]*?\bfrom\s*['"])([^'"\n]+)/gm)) {
    const target = m[2]!;
    if (target.startsWith('.')) add(m.index, m[1]!, target);
    else if (target.startsWith('@site/docs/'))
      found.push({start: m.index + m[1]!.length, end: m.index + m[0].length, target});
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The file below `docs/` a reference of `file` (below `docs/`) names, as Docusaurus resolves it, or null when it
 * names no file of `files`; a path that leaves `docs/` is returned as it is, relative to `docs/` (`../src/...`).
 */
export function resolveReference(target: string, file: string, files: ReadonlySet<string>): string | null {
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // not encoded
  }
  if (decoded.startsWith('@site/docs/')) {
    const rel = decoded.slice('@site/docs/'.length);
    return files.has(rel) ? rel : null;
  }
  const fromFolder = posix.normalize(posix.join(posix.dirname(file), decoded));
  if (fromFolder.startsWith('../')) return fromFolder;
  if (files.has(fromFolder)) return fromFolder;
  if (decoded.startsWith('./') || decoded.startsWith('../')) return null;
  const fromDocs = posix.normalize(decoded);
  return files.has(fromDocs) ? fromDocs : null;
}

/** How copy k of `file` (below `docs/`) writes a reference to `resolved` (below `docs/`, or leaving it). */
function referenceFromCopy(resolved: string, file: string, k: number, viaSite: boolean): string {
  const target = resolved.startsWith('../') ? resolved : copyPathOf(resolved, k);
  if (viaSite && !resolved.startsWith('../')) return `@site/docs/${target}`;
  const rel = posix.relative(posix.dirname(copyPathOf(file, k)), target);
  return rel.startsWith('../') ? rel : `./${rel}`;
}

/** Copy k of a Markdown text: every reference to a file of `docs/` leads to the same file of copy k. */
export function rewriteReferences(text: string, file: string, k: number, files: ReadonlySet<string>): string {
  if (k === 1) return text;
  let out = '';
  let at = 0;
  for (const ref of referencesOf(text)) {
    const resolved = resolveReference(ref.target, file, files);
    if (resolved === null) continue; // names no file (a path in a code sample, for one): left as it is
    out += text.slice(at, ref.start) + referenceFromCopy(resolved, file, k, ref.target.startsWith('@site/'));
    at = ref.end;
  }
  return out + text.slice(at);
}

/** Every file below `dir`, as paths relative to it with `/` separators, in path order. */
export function filesBelow(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

const isMarkdown = (rel: string) => /\.mdx?$/.test(rel);

/** Writes copies 2..factor of every file of `<siteDir>/docs`; returns the original files. */
export function copyDocs(siteDir: string, factor: number): string[] {
  const docsDir = path.join(siteDir, 'docs');
  const files = filesBelow(docsDir);
  const known = new Set(files);
  for (let k = 2; k <= factor; k += 1) {
    for (const rel of files) {
      const to = copyPathOf(rel, k);
      if (known.has(to) || known.has(to.split('/').slice(0, -1).join('/')))
        throw new Error(`docs/${to} exists already: the copies' folder name clashes with the site's`);
      const target = path.join(docsDir, to);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      if (!isMarkdown(rel)) fs.copyFileSync(path.join(docsDir, rel), target);
      else {
        const text = fs.readFileSync(path.join(docsDir, rel), 'utf8');
        fs.writeFileSync(target, copyFrontMatter(rewriteReferences(text, rel, k, known), k));
      }
    }
  }
  return files;
}

type SidebarItem =
  string | {type?: string; id?: string; label?: string; link?: {type?: string; id?: string}; items?: SidebarItem[]};
export type Sidebars = Record<string, SidebarItem[]>;

/** Copy k of sidebar items: each doc id replaced by its copy's (`copyId`), everything else kept. */
export function copySidebarItems(items: SidebarItem[], copyId: (id: string) => string): SidebarItem[] {
  return items.map((item) => {
    if (typeof item === 'string') return copyId(item);
    if (item.type === 'doc' || item.type === 'ref') return {...item, id: copyId(item.id!)};
    if (item.type === 'category') {
      const link = item.link?.type === 'doc' ? {...item.link, id: copyId(item.link.id!)} : item.link;
      if (link && link.type !== 'doc')
        throw new Error(`A category links to a ${link.type}: the scaled copy knows only doc links`);
      return {...item, ...(link ? {link} : {}), items: copySidebarItems(item.items ?? [], copyId)};
    }
    if (item.type === 'link' || item.type === 'html') return item;
    throw new Error(`A sidebar item of type ${item.type ?? 'shorthand'}: the scaled copy does not know how to copy it`);
  });
}

/**
 * The sidebars of the scaled site: each sidebar, then a category "Copy k" per copy with copy k of its items and
 * of `extra[sidebar]` (the docs without a sidebar that go with it).
 */
export function scaleSidebars(
  sidebars: Sidebars,
  factor: number,
  copyId: (id: string, k: number) => string,
  extra: Record<string, string[]> = {},
): Sidebars {
  const out: Sidebars = {};
  for (const [name, items] of Object.entries(sidebars)) {
    out[name] = [...items];
    for (let k = 2; k <= factor; k += 1) {
      const copy = copySidebarItems([...items, ...(extra[name] ?? [])], (id) => copyId(id, k));
      out[name].push({type: 'category', label: `Copy ${k}`, collapsed: true, items: copy} as SidebarItem);
    }
  }
  return out;
}

/** The sidebar a doc without one goes with in the copies: its section's, or the first for the docs outside them. */
export function sidebarForSidebarless(source: string, sidebarNames: string[]): string {
  const section = SECTIONS.find((s) => source.startsWith(s.prefix));
  return section && sidebarNames.includes(section.sidebarId) ? section.sidebarId : sidebarNames[0]!;
}

/** What making the scaled copy found: the original docs and the sidebars written. */
export interface ScaledCopy {
  factor: number;
  originalDocs: SourceDoc[];
  originalFiles: string[];
  sidebars: Sidebars;
}

/** Makes the scaled copy in `siteDir` (a copy of the site): the docs' copies and `sidebars.ts`. */
export function makeScaledCopy(siteDir: string, factor: number, sidebars: Sidebars): ScaledCopy {
  const originalDocs = readDocs(siteDir, sidebars);
  const originalFiles = copyDocs(siteDir, factor);
  const idOf = new Map<string, string>(); // `<k> <original id>` → copy's id
  const docsBySource = new Map(originalDocs.map((d) => [d.source, d]));
  const scaledDocs = readDocs(siteDir, {});
  const bySource = new Map(scaledDocs.map((d) => [d.source, d]));
  for (const doc of originalDocs) {
    const rel = doc.source.slice('docs/'.length);
    for (let k = 2; k <= factor; k += 1) {
      const copy = bySource.get(`docs/${copyPathOf(rel, k)}`);
      if (!copy) throw new Error(`No copy ${k} of ${doc.source}`);
      idOf.set(`${k} ${doc.id}`, copy.id);
    }
  }
  const copyId = (id: string, k: number) => {
    const copy = idOf.get(`${k} ${id}`);
    if (!copy) throw new Error(`The sidebars name "${id}", which is no doc`);
    return copy;
  };
  const extra: Record<string, string[]> = {};
  for (const doc of docsBySource.values()) {
    if (doc.sidebar) continue;
    const sidebar = sidebarForSidebarless(doc.source, Object.keys(sidebars));
    (extra[sidebar] ??= []).push(doc.id);
  }
  const scaled = scaleSidebars(sidebars, factor, copyId, extra);
  fs.writeFileSync(
    path.join(siteDir, 'sidebars.ts'),
    `// The sidebars of a scaled copy of the site (npm run perf:scale, tools/perf/scale-copy.ts).\nexport default ${JSON.stringify(scaled, null, 2)};\n`,
  );
  return {factor, originalDocs, originalFiles, sidebars: scaled};
}

/** What the static check of a scaled copy found. */
export interface CopyCheck {
  docs: number;
  expectedDocs: number;
  routes: number;
  references: number;
  runnableBlocks: number;
  problems: string[];
}

const RUNNABLE = /^\s*(`{3,}|~{3,})sql\b[^\n]*\brunnable\b/gm;

/**
 * Checks a scaled copy without a build: the contract and the specification's routes (`routeProblems`, from
 * tools/check/routes.ts), N times the original docs, unique routes and titles, every sidebar entry a doc, and
 * every reference of copy k that led to a file in the original leading to the same file of copy k.
 */
export function checkScaledCopy(
  siteDir: string,
  copy: Pick<ScaledCopy, 'factor' | 'originalDocs' | 'originalFiles' | 'sidebars'>,
  routeProblems: string[],
): CopyCheck {
  const problems = [...routeProblems];
  const docs = readDocs(siteDir, copy.sidebars);
  const expectedDocs = copy.originalDocs.length * copy.factor;
  if (docs.length !== expectedDocs)
    problems.push(`${docs.length} docs, not ${copy.factor} × ${copy.originalDocs.length} = ${expectedDocs}`);
  const routes = new Map<string, string>();
  for (const d of docs) {
    const route = d.permalink.replace(/\/$/, '');
    if (routes.has(route)) problems.push(`${d.source} has the route of ${routes.get(route)}: ${route}`);
    else routes.set(route, d.source);
  }
  // Titles: each copy's differ from every other copy's (the original may give two pages one title).
  const titles = new Map<string, SourceDoc>();
  for (const d of docs) {
    const title = String(d.frontMatter.title);
    const other = titles.get(title);
    if (!other) titles.set(title, d);
    else if (copyOfPath(other.source.slice('docs/'.length)) !== copyOfPath(d.source.slice('docs/'.length)))
      problems.push(`${d.source} has the title of ${other.source}, in another copy: ${title}`);
  }
  const ids = new Set(docs.map((d) => d.id));
  for (const id of sidebarOfDocs(copy.sidebars).keys())
    if (!ids.has(id)) problems.push(`The sidebars name "${id}", which is no doc`);

  const docsDir = path.join(siteDir, 'docs');
  const files = new Set(filesBelow(docsDir));
  let references = 0;
  let runnableBlocks = 0;
  for (const rel of copy.originalFiles.filter(isMarkdown)) {
    const original = fs.readFileSync(path.join(docsDir, rel), 'utf8');
    const originalRefs = referencesOf(original).map((r) => resolveReference(r.target, rel, files));
    const blocks = original.match(RUNNABLE)?.length ?? 0;
    for (let k = 2; k <= copy.factor; k += 1) {
      const file = copyPathOf(rel, k);
      const text = fs.readFileSync(path.join(docsDir, file), 'utf8');
      runnableBlocks += text.match(RUNNABLE)?.length ?? 0;
      if ((text.match(RUNNABLE)?.length ?? 0) !== blocks)
        problems.push(`docs/${file}: not the runnable blocks of docs/${rel}`);
      const refs = referencesOf(text);
      if (refs.length !== originalRefs.length) {
        problems.push(`docs/${file}: ${refs.length} references, docs/${rel} has ${originalRefs.length}`);
        continue;
      }
      refs.forEach((ref, i) => {
        const was = originalRefs[i];
        if (was === null || was === undefined) return;
        references += 1;
        const now = resolveReference(ref.target, file, files);
        const want = was.startsWith('../') ? was : copyPathOf(was, k);
        if (now !== want) problems.push(`docs/${file}: "${ref.target}" leads to ${now ?? 'no file'}, not to ${want}`);
      });
    }
    runnableBlocks += blocks;
  }
  return {
    docs: docs.length,
    expectedDocs,
    routes: new Set(docs.map((d) => d.permalink)).size,
    references,
    runnableBlocks,
    problems,
  };
}

/** The front matter of a file, for callers that read copies (re-exported for the scale report). */
export {frontMatterOf};
