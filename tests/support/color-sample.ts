import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parseHtml} from './server-html';
import {builtFileOf} from './sitemap';

/**
 * The pages the crawl audits with axe's color rules, in light and in dark mode
 * (tests/support/axe.ts; every other rule runs on every page), chosen from the build so that together they render
 * everything the site renders, not from a list kept by hand.
 *
 * What a page renders is read from its built HTML as a set of signatures, one
 * per element of <body> and one per element in its context:
 * - `tag.class1.class2[data-x][style="..."]`: the element's tag, all its
 *   classes, the names of its data attributes (a component and its state) and
 *   its inline style, if any;
 * - `context > that`: the same, after the signature of the nearest ancestor
 *   that has a class (the component it sits in: a link in an admonition is
 *   not a link in the sidebar).
 * Code block content (pre.prism-code) is left out, as the color rules leave
 * it out, and so is what <noscript> holds (a browser that runs scripts, as the
 * audits' does, reads it as text). The sample is a greedy set cover: it takes the page that adds the
 * most signatures not yet covered per element it holds (so, for the same
 * coverage, smaller pages), until every signature of the build is covered.
 */

/**
 * The attribute walkSignatures marks the elements with whose colors an audit checks (tests/support/axe.ts): no
 * style of the site selects it, and signatures leave it out.
 */
export const COLOR_AUDIT_MARK = 'data-color-audit';

/** What walkSignatures reads of an element: the same in node-html-parser's tree and in the DOM. */
export interface TreeElement {
  nodeType: number;
  childNodes: ArrayLike<unknown>;
  classList: {length: number; contains(name: string): boolean; values(): Iterable<string>};
  getAttribute(name: string): string | null | undefined;
  setAttribute?(name: string, value: string): void;
  removeAttribute?(name: string): void;
  /** node-html-parser */
  rawTagName?: string;
  attributes?: unknown;
  /** The DOM */
  localName?: string;
  getAttributeNames?(): string[];
}

/**
 * The signatures of the elements under `root` (see above). One function reads
 * both trees: the built HTML as node-html-parser gives it, and the live page,
 * where Playwright runs it (so it refers to nothing outside itself; `root` is
 * then the page's body). With `mark` (COLOR_AUDIT_MARK, passed in for that
 * reason), it marks each element whose own or contextual signature is not in
 * `covered` with that attribute.
 */
export function walkSignatures(
  {covered, mark}: {covered: string[] | null; mark: string | null},
  root?: TreeElement,
): {signatures: string[]; elements: number; marked: number} {
  // Signatures that never repeat across pages name the page, not what it renders.
  const pageSpecificClass = /^docs-doc-id-/;
  const body = root ?? (document.body as unknown as TreeElement);
  const known = new Set(covered ?? []);
  const signatures = new Set<string>();
  let elements = 0;
  let marked = 0;
  const tagOf = (element: TreeElement) => (element.rawTagName ?? element.localName ?? '').toLowerCase();
  const own = (element: TreeElement): string => {
    const classes = [...element.classList.values()].filter((c) => !pageSpecificClass.test(c)).sort();
    const names = element.getAttributeNames
      ? element.getAttributeNames()
      : Object.keys(element.attributes as Record<string, string>);
    const data = names.filter((a) => a.startsWith('data-') && a !== mark).sort();
    // An inline style may set colors of its own: its value is part of what the element renders. A code block's
    // size (its lines and widest line, which the highlighter writes on its pre) sets no color and differs from block
    // to block, so it is left out: with it, nearly every page with code joined the sample.
    const style = (element.getAttribute('style') ?? '')
      .split(';')
      .filter((declaration) => declaration.trim() && !/^\s*--code-(?:lines|columns)\s*:/.test(declaration))
      .join(';');
    return (
      tagOf(element) +
      classes.map((c) => `.${c}`).join('') +
      data.map((a) => `[${a}]`).join('') +
      (style ? `[style="${style}"]` : '')
    );
  };
  const walk = (node: TreeElement, context: string) => {
    for (const child of Array.from(node.childNodes) as TreeElement[]) {
      if (child.nodeType !== 1) continue;
      elements += 1;
      const signature = own(child);
      const contextual = `${context} > ${signature}`;
      signatures.add(signature);
      signatures.add(contextual);
      if (mark) {
        if (!known.has(signature) || !known.has(contextual)) {
          child.setAttribute?.(mark, '');
          marked += 1;
        } else child.removeAttribute?.(mark);
      }
      // Not walked: code block content (left out of the color rules) and what <noscript> holds (text to
      // a browser that runs scripts, as the audits' browser does).
      const tag = tagOf(child);
      const isCode = tag === 'pre' && child.classList.contains('prism-code');
      if (!isCode && tag !== 'noscript') walk(child, child.classList.length > 0 ? signature : context);
    }
  };
  walk(body, 'body');
  return {signatures: [...signatures], elements, marked};
}

/** The signatures of one page's built HTML (see above). */
export function pageSignatures(html: string): {signatures: Set<string>; elements: number} {
  const body = parseHtml(html).querySelector('body');
  if (!body) return {signatures: new Set(), elements: 0};
  const {signatures, elements} = walkSignatures({covered: null, mark: null}, body as unknown as TreeElement);
  return {signatures: new Set(signatures), elements};
}

export type Signatures = Map<string, {signatures: Set<string>; elements: number}>;

/** Greedy weighted set cover: pages in the order taken. */
export function colorSample(pages: Signatures): string[] {
  const left = new Set([...pages.values()].flatMap((p) => [...p.signatures]));
  const sample: string[] = [];
  while (left.size > 0) {
    let best: string | null = null;
    let bestScore = 0;
    for (const [page, {signatures, elements}] of pages) {
      let added = 0;
      for (const s of signatures) if (left.has(s)) added += 1;
      const score = added / Math.max(elements, 1);
      if (score > bestScore) {
        best = page;
        bestScore = score;
      }
    }
    if (best === null) break;
    sample.push(best);
    for (const s of pages.get(best)!.signatures) left.delete(s);
  }
  return sample;
}

/** Signatures of the build that no page of the sample renders, each with a page that does. */
export function uncovered(sample: string[], pages: Signatures): string[] {
  const covered = new Set(sample.flatMap((p) => [...(pages.get(p)?.signatures ?? [])]));
  const missing = new Map<string, string>();
  for (const [page, {signatures}] of pages) {
    for (const s of signatures) if (!covered.has(s) && !missing.has(s)) missing.set(s, page);
  }
  return [...missing].map(([s, page]) => `${s} (on ${page})`);
}

/** The signatures of every page of the build (read once per process). */
const signaturesOfBuild = new Map<string, Signatures>();

export function buildSignatures(paths: string[], buildDir = 'build'): Signatures {
  const key = `${path.resolve(buildDir)}\n${paths.join('\n')}`;
  let pages = signaturesOfBuild.get(key);
  if (!pages) {
    pages = new Map(paths.map((p) => [p, pageSignatures(fs.readFileSync(builtFileOf(p, buildDir), 'utf8'))]));
    signaturesOfBuild.set(key, pages);
  }
  return pages;
}

/** A page of the color sample and the signatures it is the first of the sample to render. */
interface SampleEntry {
  path: string;
  adds: string[];
}

/**
 * The sample of the build in `buildDir`, with what each page adds, computed
 * once per build and kept under test-results/ (each test worker would
 * otherwise read every page).
 */
function sampleEntriesOfBuild(paths: string[], buildDir = 'build'): SampleEntry[] {
  const key = crypto.createHash('sha256');
  // How signatures are read is part of the key: a change to this module computes the sample again.
  key.update(fs.readFileSync(__filename));
  for (const p of paths) {
    const stat = fs.statSync(builtFileOf(p, buildDir));
    key.update(`${p} ${stat.size} ${stat.mtimeMs}\n`);
  }
  const file = path.resolve(__dirname, '../../test-results/color-sample', `${key.digest('hex').slice(0, 16)}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as SampleEntry[];
  const pages = buildSignatures(paths, buildDir);
  const covered = new Set<string>();
  const entries = colorSample(pages).map((p) => {
    const adds = [...pages.get(p)!.signatures].filter((s) => !covered.has(s));
    adds.forEach((s) => covered.add(s));
    return {path: p, adds};
  });
  fs.mkdirSync(path.dirname(file), {recursive: true});
  // Another worker may write the same file at the same time: write whole, then rename.
  const temporary = `${file}.${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify(entries));
  fs.renameSync(temporary, file);
  return entries;
}

/** The pages of the color sample of the build in `buildDir`, in the order the cover took them. */
export function colorSampleOfBuild(paths: string[], buildDir = 'build'): string[] {
  return sampleEntriesOfBuild(paths, buildDir).map((e) => e.path);
}

/**
 * For a page of the color sample: the signatures the pages taken before it
 * render, whose colors those pages' audits check. The crawl audits the colors
 * of the page's other elements only (axeViolations' `colorsCovered`): each
 * signature is checked on the first page of the sample that renders it. Null
 * for a page outside the sample.
 */
export function colorsCoveredBefore(paths: string[], page: string, buildDir = 'build'): string[] | null {
  const entries = sampleEntriesOfBuild(paths, buildDir);
  const index = entries.findIndex((e) => e.path === page);
  return index < 0 ? null : entries.slice(0, index).flatMap((e) => e.adds);
}
