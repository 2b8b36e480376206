// Fails when the same paragraph is written out on two pages. Material that
// several pages need lives once, in a partial (a file or folder whose name
// starts with `_`, imported by the pages that show it), so partials are not
// compared with each other: a partial's text shown on several pages is the
// point. A page is compared with every other page and with every partial: a
// page that writes out what a partial already holds is a copy too.
//
// What is compared. Each page's Markdown is read by lines (see unitsOf);
// code blocks, front matter, headings, imports, JSX tags, MDX comments, link
// targets and directive attributes are left out. The units are the
// paragraphs (also those of list items and admonitions), each list as a whole
// (numbered steps are often short lines that only repeat as a list) and each
// table as a whole. A unit's words are its text lowercased, split on anything
// that is not a letter, a digit or `_` (inline code counts as words).
//
// When two units are "the same". Two units of two different pages repeat when
// either holds:
//   - near-identical: at least one of them has MIN_WORDS (30) words or more
//     and the Jaccard similarity of their sets of word 3-shingles (every run
//     of three consecutive words) is at least THRESHOLD (0.5);
//   - contained: the shorter has MIN_WORDS words or more and at least
//     CONTAINED (0.8) of its shingles are shingles of the longer, that is a
//     paragraph pasted, nearly whole, into a longer one.
// Why shingles, 0.5 and 0.8:
//   - identical text scores 1; changing one word of a 30-word paragraph
//     changes at most 3 of its 28 shingles and scores about 0.8; a 51-word
//     paragraph with three words changed and two added scores 0.61 (the
//     near-duplicate of tests/unit/repetition.spec.ts): an edited copy is
//     still a copy and will drift;
//   - shingles keep word order, so two paragraphs on the same subject that
//     share vocabulary but are written independently share few three-word
//     runs (0.10 for the test's pair), where a bag of single words would not
//     tell them apart;
//   - Jaccard alone would miss a 30-word paragraph inside a 70-word one (at
//     most 28 of 68 shingles shared, 0.41), hence the containment rule; its
//     80% lets a copy differ by a word or two, and its 30 words keep a short
//     phrase that many pages use ("see the API requirements for ...") out.
// When a list or table repeats, the paragraphs inside it that repeat with it
// are not reported again.
//
// Output: one line per repeat, with file:line of both copies, the number of
// words and the similarity; exit status 1 when there is one, 0 otherwise. It
// reads the whole docs folder in under a second of CPU time.
// Usage: npm run check:repetition [-- folder-or-file ...]   (default: docs)
import fs from 'node:fs';
import {argsOf} from '../lib/args';
import {filesOf, isMarkdown} from '../lib/files';
import {isMain} from '../lib/loader';

export const MIN_WORDS = 30;
export const THRESHOLD = 0.5;
export const CONTAINED = 0.8;
const SHINGLE = 3;

/** Partials: a file or a folder whose name starts with `_`. */
export function isPartial(file: string): boolean {
  return file.split(/[\\/]/).some((segment) => segment.startsWith('_'));
}

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
}

export function shingles(list: string[]): Set<string> {
  const out = new Set<string>();
  if (list.length < SHINGLE) {
    if (list.length) out.add(list.join(' '));
    return out;
  }
  for (let i = 0; i + SHINGLE <= list.length; i += 1) out.add(list.slice(i, i + SHINGLE).join(' '));
  return out;
}

/** The share of `small`'s shingles that are shingles of `large`. */
export function containment(small: Set<string>, large: Set<string>): number {
  let shared = 0;
  for (const s of small) if (large.has(s)) shared += 1;
  return small.size === 0 ? 0 : shared / small.size;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const s of small) if (large.has(s)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** A line's text as a reader sees it: no link targets, tags or directive attributes (code spans kept whole). */
function visibleText(line: string): string {
  return line
    .split(/(`[^`]*`)/)
    .map(
      (part, n) =>
        n % 2
          ? part
          : part
              .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // [text](url), ![alt](src)
              .replace(/\]\{[^}]*\}/g, ']') // :term[x]{id=y}
              .replace(/<\/?[A-Za-z][^>]*>/g, ' '), // HTML and JSX tags
    )
    .join('');
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const LIST_ITEM = /^(\s*)([-*+]|\d+[.)])\s+/;
const TABLE_LINE = /^\s*\|/;
// Lines that hold no prose: headings, admonition fences, ESM, JSX on a line of its own, directives.
const NOT_PROSE = /^\s*(#{1,6}\s|:::|import\s|export\s|<[^>]*>?\s*$|<\/|::[a-z]|\{\/\*)/;

/** A paragraph, a list or a table of a page, with its lines (1-based), its number of words and its shingles. */
export interface Unit {
  kind: 'paragraph' | 'list' | 'table';
  line: number;
  endLine: number;
  words: number;
  shingles: Set<string>;
}

/** A run of lines read into a unit. */
interface Block {
  kind: Unit['kind'];
  from: number;
  to: number;
  texts: string[];
}

/**
 * The units of one page's source.
 * Reads Markdown by lines (fenced code, front matter and the lines of NOT_PROSE
 * left out): a paragraph is a run of prose lines between blank lines; each list
 * item is a paragraph, and the items of one list (until a line that is neither
 * an item, its indented continuation nor a blank line) make a list unit; a run
 * of lines starting with `|` is a table. Line-based rather than a full MDX parse
 * because it reads all the docs in a fraction of the time and finds the same
 * blocks: the prose of these pages is plain Markdown.
 */
export function unitsOf(source: string): Unit[] {
  const lines = source.split('\n');
  const units: Unit[] = [];
  const add = (kind: Unit['kind'], from: number, to: number, texts: string[]) => {
    const list = words(texts.map(visibleText).join(' '));
    if (list.length) units.push({kind, line: from + 1, endLine: to + 1, words: list.length, shingles: shingles(list)});
  };
  let i = 0;
  if (lines[0]?.trim() === '---') {
    i = lines.findIndex((l, n) => n > 0 && l.trim() === '---') + 1 || lines.length;
  }
  let fence: string | null = null;
  let block: Block | null = null; // a paragraph or a table
  let list: Block | null = null;
  let item: Block | null = null; // the open list item, a paragraph
  const closeBlock = () => {
    if (block) add(block.kind, block.from, block.to, block.texts);
    block = null;
  };
  const closeItem = () => {
    if (item) add('paragraph', item.from, item.to, item.texts);
    item = null;
  };
  const closeList = () => {
    closeItem();
    if (list) add('list', list.from, list.to, list.texts);
    list = null;
  };
  for (; i < lines.length; i += 1) {
    const line = lines[i];
    if (fence) {
      if (fence === '*/}' ? line.includes(fence) : line.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (/^\s*\{\/\*/.test(line) && !line.includes('*/}')) {
      // An MDX comment over several lines: skipped like a code block.
      closeBlock();
      closeItem();
      fence = '*/}';
      continue;
    }
    const opening = FENCE.exec(line);
    if (opening) {
      closeBlock();
      closeItem();
      fence = opening[1];
      continue;
    }
    if (!line.trim()) {
      closeBlock();
      closeItem();
      continue;
    }
    if (NOT_PROSE.test(line)) {
      closeBlock();
      closeItem();
      if (!/^\s/.test(line)) closeList();
      continue;
    }
    if (TABLE_LINE.test(line)) {
      if (block?.kind !== 'table') {
        closeBlock();
        closeList();
        block = {kind: 'table', from: i, to: i, texts: []};
      }
      block.to = i;
      block.texts.push(line);
      continue;
    }
    const marker = LIST_ITEM.exec(line);
    if (marker) {
      closeBlock();
      closeItem();
      list ??= {kind: 'list', from: i, to: i, texts: []};
      item = {kind: 'paragraph', from: i, to: i, texts: []};
    } else if (list && !item && !block && !/^\s/.test(line)) {
      closeList(); // a paragraph at the margin ends the list
    }
    const text = marker ? line.slice(marker[0].length) : line;
    if (item) {
      item.to = i;
      item.texts.push(text);
    } else if (list && /^\s/.test(line)) {
      // an indented paragraph inside a list item
      if (!block) block = {kind: 'paragraph', from: i, to: i, texts: []};
      block.to = i;
      block.texts.push(text);
    } else {
      if (!block) block = {kind: 'paragraph', from: i, to: i, texts: []};
      block.to = i;
      block.texts.push(text);
    }
    if (list) {
      list.to = i;
      list.texts.push(text);
    }
  }
  closeBlock();
  closeList();
  return units;
}

/** A page or a partial, read into units. */
export interface Doc {
  file: string;
  partial: boolean;
  units: Unit[];
}
/** Where one copy of a repeat is. */
export interface Place {
  file: string;
  line: number;
  words: number;
  kind: Unit['kind'];
}
/** A passage written twice: `contained` when only the containment rule holds. */
export interface Repeat {
  a: Place;
  b: Place;
  similarity: number;
  contained: {words: number; share: number} | null;
}

/**
 * Repeats between the units of different files, outermost only; two partials are not compared.
 */
export function findRepeats(docs: Doc[]): Repeat[] {
  type Located = Unit & {d: number};
  const all: Located[] = [];
  docs.forEach((doc, d) => doc.units.forEach((unit) => all.push({...unit, d})));
  // Inverted index of shingles, so only units that share a shingle are compared.
  const index = new Map<string, number[]>();
  all.forEach((unit, u) => {
    for (const s of unit.shingles) {
      let list = index.get(s);
      if (!list) index.set(s, (list = []));
      list.push(u);
    }
  });
  // Candidates: pairs of units of two pages that share a shingle found on at
  // most COMMON units (a phrase on hundreds of units finds no copy; a copied
  // paragraph of 30 words shares a dozen rarer shingles). Each candidate's
  // similarity is then computed on all its shingles.
  const COMMON = 200;
  const candidates = new Set<number>();
  for (const list of index.values()) {
    if (list.length < 2 || list.length > COMMON) continue;
    for (let i = 0; i < list.length; i += 1) {
      for (let j = i + 1; j < list.length; j += 1) {
        const [x, y] = [list[i], list[j]];
        if (all[x].d === all[y].d || (docs[all[x].d].partial && docs[all[y].d].partial)) continue;
        if (Math.max(all[x].words, all[y].words) >= MIN_WORDS) candidates.add(x * all.length + y);
      }
    }
  }
  const found: {x: Located; y: Located; similarity: number; contained: Repeat['contained']}[] = [];
  for (const key of candidates) {
    const x = all[Math.floor(key / all.length)];
    const y = all[key % all.length];
    const similarity = jaccard(x.shingles, y.shingles);
    const [small, large] = x.shingles.size <= y.shingles.size ? [x, y] : [y, x];
    const contained = containment(small.shingles, large.shingles);
    if (similarity >= THRESHOLD || (small.words >= MIN_WORDS && contained >= CONTAINED)) {
      found.push({x, y, similarity, contained: similarity < THRESHOLD ? {words: small.words, share: contained} : null});
    }
  }
  // One line per repeat. A near-identical repeat whose two copies sit inside the
  // two copies of another is dropped (the list is reported, not its items); a
  // repeat found only by containment is dropped when another repeat lies
  // within its two copies (the item is reported, not its whole list).
  const within = (inner: Located, outer: Located) =>
    inner.d === outer.d && outer.line <= inner.line && inner.endLine <= outer.endLine;
  const pairWithin = (r: (typeof found)[number], o: (typeof found)[number]) =>
    (within(r.x, o.x) && within(r.y, o.y)) || (within(r.x, o.y) && within(r.y, o.x));
  const kept = found.filter(
    (r) => !found.some((o) => (o === r ? false : r.contained ? pairWithin(o, r) : !o.contained && pairWithin(r, o))),
  );
  const place = (u: Located): Place => ({file: docs[u.d].file, line: u.line, words: u.words, kind: u.kind});
  return kept
    .map((r) => {
      const [a, b] = [place(r.x), place(r.y)].sort((p, q) => p.file.localeCompare(q.file) || p.line - q.line);
      return {a, b, similarity: r.similarity, contained: r.contained};
    })
    .sort((p, q) => p.a.file.localeCompare(q.a.file) || p.a.line - q.a.line || p.b.file.localeCompare(q.b.file));
}

/** The result of a check: how many pages and partials were read, and the repeats. */
export interface Result {
  pages: number;
  partials: number;
  repeats: Repeat[];
}

/** Checks the pages under the targets. */
export function checkRepetition(targets: string[]): Result {
  const files = filesOf(targets, isMarkdown);
  const docs: Doc[] = files.map((file) => ({
    file,
    partial: isPartial(file),
    units: unitsOf(fs.readFileSync(file, 'utf8')),
  }));
  const partials = docs.filter((d) => d.partial).length;
  return {pages: docs.length - partials, partials, repeats: findRepeats(docs)};
}

/** The report of a check: the lines to print and the exit status. */
export function report(result: Result, seconds: string): {status: number; lines: string[]} {
  const lines = result.repeats.map((r) =>
    r.contained
      ? `${r.a.file}:${r.a.line} and ${r.b.file}:${r.b.line}: a passage of ${r.contained.words} words written again inside a longer one ` +
        `(${Math.round(r.contained.share * 100)}% of its word 3-shingles found there)`
      : `${r.a.file}:${r.a.line} and ${r.b.file}:${r.b.line}: the same ${r.a.kind === r.b.kind ? r.a.kind : 'text'} ` +
        `(${Math.max(r.a.words, r.b.words)} words, ${Math.round(r.similarity * 100)}% of word 3-shingles shared)`,
  );
  if (!result.repeats.length) {
    return {
      status: 0,
      lines: [
        `check-repetition: ${result.pages} pages, ${result.partials} partials, no repeated passage (${seconds} s)`,
      ],
    };
  }
  lines.push(
    '',
    `check-repetition: ${result.repeats.length} passage(s) of ${MIN_WORDS}+ words written on two pages. ` +
      'Say it once: move it to a partial (a file whose name starts with `_`) imported by both pages, or keep it on one page and link to it there.',
  );
  return {status: 1, lines};
}

function main(): number {
  const started = performance.now();
  const {positionals: targets} = argsOf(
    'check-repetition',
    'Usage: npm run check:repetition [-- folder-or-file ...]   (default: docs)',
    {},
    {positionals: true},
  );
  const missing = targets.filter((t) => !fs.existsSync(t));
  if (missing.length) {
    console.error(`check-repetition: no such file or folder: ${missing.join(', ')}`);
    return 2;
  }
  const result = checkRepetition(targets.length ? targets : ['docs']);
  const {status, lines} = report(result, ((performance.now() - started) / 1000).toFixed(1));
  (status ? console.error : console.log)(lines.join('\n'));
  return status;
}

if (isMain(__filename)) process.exitCode = main();
