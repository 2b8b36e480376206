/**
 * Abbreviations the pages define, learned when the search files are built,
 * so that a reader who types the short form finds the pages that write the
 * long one, and the other way round (`RLS` and `row-level security`), with
 * no list kept by hand.
 *
 * A definition is a long form followed by its short form in parentheses
 * (`Azure Kubernetes Service (AKS)`), or a short form followed by its long
 * form (`MDX (Multidimensional Expressions)`). Which words before the
 * parenthesis are the long form is decided as A. S. Schwartz and M. A. Hearst
 * do ("A simple algorithm for identifying abbreviation definitions in
 * biomedical text", PSB 2003): the letters of the short form are matched
 * from the last to the first against the long form, backwards, the first
 * letter at the start of a word; the long form starts at that word. Text
 * in parentheses that no such match explains (`Next Schedule (UTC)`,
 * `shared secret (HMAC)`) defines nothing.
 */
import {STOP_WORDS, words} from './text';

/** A short form: one word of 2 to 10 letters and digits, with at least two capitals (`RLS`, `OAuth`, `K8s` is not). */
const SHORT_FORM = /^[A-Za-z][A-Za-z0-9]{1,9}$/;
const isShortForm = (text: string) => SHORT_FORM.test(text) && (text.match(/[A-Z]/g) ?? []).length >= 2;

const isAlphanumeric = (c: string | undefined) => !!c && /[\p{L}\p{N}]/u.test(c);

/**
 * The long form within `candidate` (the words before the short form) that
 * `short` abbreviates, or null: Schwartz and Hearst's matching.
 */
export function bestLongForm(short: string, candidate: string): string | null {
  const s = short.toLowerCase();
  const l = candidate.toLowerCase();
  let si = s.length - 1;
  let li = l.length - 1;
  while (si >= 0) {
    const c = s[si];
    if (!isAlphanumeric(c)) {
      si -= 1;
      continue;
    }
    // The first letter of the short form must start a word of the long form.
    while (li >= 0 && (l[li] !== c || (si === 0 && li > 0 && isAlphanumeric(l[li - 1])))) li -= 1;
    if (li < 0) return null;
    li -= 1;
    si -= 1;
  }
  const start = l.lastIndexOf(' ', li) + 1;
  return candidate.slice(start).trim();
}

/** The words a long form may have at most: as the algorithm's authors, min(|A| + 5, 2|A|). */
const maxWords = (short: string) => Math.min(short.length + 5, short.length * 2);

/** The words of a long form, lower-cased; null when it cannot stand for `short` (one word, or shorter than it). */
function longFormWords(short: string, long: string): string | null {
  const list = words(long);
  if (list.length < 2 || list.length > maxWords(short) || list.join('').length <= short.length) return null;
  // Words of prose: no identifiers or numbers (`ONTOLOGY_DDL_TIMEOUT 600`, a table row before the parenthesis),
  // and not the short form itself (`MongoDB (MongoDB itself has none)`, `SAP (SAP HANA)`).
  if (list.some((w) => /[\d_]/.test(w) || w === short.toLowerCase())) return null;
  // Not a stop word at either end (`the Access Manager`, `servers of`).
  if (STOP_WORDS.has(list[0]) || STOP_WORDS.has(list[list.length - 1])) return null;
  return list.join(' ');
}

/** The definitions in one text: [short form in lower case, long form as lower-case words]. */
export function abbreviationsIn(text: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const match of text.matchAll(/\(([^()]{2,80})\)/g)) {
    const inside = match[1].trim();
    const before = text.slice(0, match.index);
    if (isShortForm(inside)) {
      // `long form (SF)`: the words before the parenthesis, within the clause.
      const clause = before.split(/[.;:!?()[\]{}|]|,\s/).pop() ?? '';
      const candidate = clause.trim().split(/\s+/).slice(-maxWords(inside)).join(' ');
      const long = bestLongForm(inside, candidate);
      const normalized = long && longFormWords(inside, long);
      if (normalized && !STOP_WORDS.has(inside.toLowerCase())) found.push([inside.toLowerCase(), normalized]);
      continue;
    }
    // `SF (long form)`: the word just before the parenthesis.
    const short = /([A-Za-z][A-Za-z0-9]{1,9})\s*$/.exec(before)?.[1];
    if (!short || !isShortForm(short) || /[,;]/.test(inside)) continue;
    const long = bestLongForm(short, inside);
    // The whole parenthesis must be the long form, not its last words.
    if (long === null || long !== inside.trim()) continue;
    const normalized = longFormWords(short, long);
    if (normalized) found.push([short.toLowerCase(), normalized]);
  }
  return found;
}

/**
 * Every abbreviation the texts define, once each, sorted: [short, long]. A
 * short form that the texts define with two different long forms keeps both.
 */
export function learnAbbreviations(texts: Iterable<string>): Array<[string, string]> {
  const seen = new Map<string, [string, string]>();
  for (const text of texts) {
    for (const pair of abbreviationsIn(text)) seen.set(pair.join('\u0000'), pair);
  }
  return [...seen.values()].sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1));
}
