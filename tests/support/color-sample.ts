import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {HTMLElement} from 'node-html-parser';
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
 * it out. The sample is a greedy set cover: it takes the page that adds the
 * most signatures not yet covered per element it holds (so, for the same
 * coverage, smaller pages), until every signature of the build is covered.
 */

/** Signatures that never repeat across pages name the page, not what it renders. */
const PAGE_SPECIFIC_CLASS = /^docs-doc-id-/;

function ownSignature(element: HTMLElement): string {
  const classes = [...element.classList.values()].filter((c) => !PAGE_SPECIFIC_CLASS.test(c)).sort();
  const data = Object.keys(element.attributes)
    .filter((a) => a.startsWith('data-'))
    .sort();
  // An inline style may set colors of its own: its value is part of what the element renders.
  const style = element.getAttribute('style');
  return (
    element.rawTagName.toLowerCase() +
    classes.map((c) => `.${c}`).join('') +
    data.map((a) => `[${a}]`).join('') +
    (style ? `[style="${style}"]` : '')
  );
}

/** The signatures of one page's built HTML (see above). */
export function pageSignatures(html: string): {signatures: Set<string>; elements: number} {
  const body = parseHtml(html).querySelector('body');
  const signatures = new Set<string>();
  let elements = 0;
  const walk = (node: HTMLElement, context: string) => {
    for (const child of node.childNodes) {
      if (child.nodeType !== 1) continue;
      const element = child as HTMLElement;
      elements += 1;
      const own = ownSignature(element);
      signatures.add(own);
      signatures.add(`${context} > ${own}`);
      const isCode = element.rawTagName.toLowerCase() === 'pre' && element.classList.contains('prism-code');
      if (!isCode) walk(element, element.classList.length > 0 ? own : context);
    }
  };
  if (body) walk(body, 'body');
  return {signatures, elements};
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

/**
 * The sample of the build in `buildDir`, computed once per build and kept
 * under test-results/ (each test worker would otherwise read every page).
 */
export function colorSampleOfBuild(paths: string[], buildDir = 'build'): string[] {
  const key = crypto.createHash('sha256');
  for (const p of paths) {
    const stat = fs.statSync(builtFileOf(p, buildDir));
    key.update(`${p} ${stat.size} ${stat.mtimeMs}\n`);
  }
  const file = path.resolve(__dirname, '../../test-results/color-sample', `${key.digest('hex').slice(0, 16)}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
  const sample = colorSample(buildSignatures(paths, buildDir));
  fs.mkdirSync(path.dirname(file), {recursive: true});
  // Another worker may write the same file at the same time: write whole, then rename.
  const temporary = `${file}.${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify(sample));
  fs.renameSync(temporary, file);
  return sample;
}
