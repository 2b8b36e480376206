/**
 * Queries to hold two search engines to the same answers
 * (tests/unit/search/fragments.spec.ts, tools/perf/search-bytes.ts): the
 * relevance set's, then queries made from the site's own pages, the same on
 * every run: words of titles, whole headings, two words of a heading, words
 * of two pages together, misspelled words, prefixes as typed, SQL keywords,
 * queries that find nothing, and input that is not a query at all.
 */

/** A page as the queries are made from it: its title and its headings' texts. */
export interface QuerySource {
  t: string;
  h: ReadonlyArray<readonly [string, string]>;
}

/** SQL keywords and statements, alone and as readers type them. */
const SQL = [
  'select',
  'group by',
  'order by',
  'not in',
  'is not null',
  'left join',
  'union all',
  'case when then else',
  'create table',
  'grant on',
  'having',
  'distinct',
  'where',
  'in',
  'on',
  'as',
  'with',
];

/** Queries that find nothing, or are no query. */
const NOTHING = ['', '   ', 'qqzzxxj', 'zzzz yyyy', '!!!', 'the of and', '<img src=x onerror=1>', 'a'.repeat(300)];

/** A generator of numbers in [0, 1), the same sequence for the same seed. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];

/** `word` with one mistake a reader makes: two letters swapped, one dropped, or one doubled. */
function misspelled(word: string, k: number): string {
  const at = 1 + (k % (word.length - 2));
  if (k % 3 === 0) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (k % 3 === 1) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + word[at] + word.slice(at);
}

/**
 * The queries: `questions` (the relevance set's) and about `extra` more made
 * from `pages`, without repeats, in a fixed order.
 */
export function comparisonQueries(pages: readonly QuerySource[], questions: readonly string[], extra = 400): string[] {
  const random = sequence(53);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const titleWords = [...new Set(pages.flatMap((p) => wordsOf(p.t)))].sort();
  const headings = pages.flatMap((p) => p.h.map(([, text]) => text));
  const longWords = titleWords.filter((w) => w.length >= 5 && !/\d/.test(w));
  const share = Math.ceil(extra / 8);
  const made: string[] = [...SQL, ...NOTHING];
  for (let k = 0; k < share; k += 1) {
    made.push(pick(titleWords));
    made.push(pick(headings));
    const heading = wordsOf(pick(headings));
    const at = Math.floor(random() * Math.max(1, heading.length - 1));
    made.push(heading.slice(at, at + 2).join(' '));
    made.push(`${pick(titleWords)} ${pick(titleWords)}`);
    made.push(misspelled(pick(longWords), k));
    made.push(`${pick(titleWords)} ${misspelled(pick(longWords), k + 1)}`);
    made.push(pick(longWords).slice(0, 2 + (k % 4)));
    made.push(`${pick(SQL)} ${pick(titleWords)}`);
  }
  return [...new Set([...questions, ...made])];
}
