/**
 * What a reader typed, as the ranking rules (./rank.ts) read it: a list of
 * concepts, each one word or a phrase of the query, with the forms that may
 * stand for it on a page, from the most to the least exact:
 *
 * - exact: the word's term (its stem, ./text.ts);
 * - synonym: another form from ./synonyms.json (`k8s` for `kubernetes`), the
 *   long form of an abbreviation the pages define or the other way round
 *   (`rls` for `row level security`, learned by the build), or the same word
 *   written as one word or two (`datasource` / `data source`, `sub-concept` /
 *   `subconcept`, `powerbi` / `power bi`) when the site writes it that way;
 * - prefix: for the last word while it is being typed, the terms it starts
 *   (`mapp` finds `mapping`);
 * - typo: for a word of five letters or more that the site never uses, the
 *   terms one letter away (one letter added, dropped, changed, or two next to
 *   each other swapped: `mappnig` finds `mapping`).
 *
 * SQL keywords that are English stop words (`by`, `in`) and words that only
 * frame a question (`use` in `what port does snowflake use`, ./text.ts) are
 * concepts the ranking counts but does not require.
 *
 * Input is bounded before any of this: at most the site's longest query
 * (./site.ts maxQueryLength) in characters, MAX_QUERY_WORDS words and words
 * of at most MAX_WORD_LENGTH letters, so a pasted page of text costs no more
 * than a short query.
 */
import synonymData from './synonyms.json';
import {
  MAX_WORD_LENGTH,
  STOP_WORDS,
  framesQuestion,
  STORAGE_VERBS,
  isQuestionWord,
  isWeakWord,
  stemWord,
  words,
  wordsAt,
} from './text';

export const MAX_QUERY_WORDS = 10;
/** Shortest word that a one-letter typo is looked for in (the rule: five letters or more). */
export const TYPO_MIN_LENGTH = 5;
/** Shortest word that is read as two words written together (`powerbi`). */
const COMPOUND_MIN_LENGTH = 5;
/** Shortest word that is completed as a prefix while typed. */
export const PREFIX_MIN_LENGTH = 2;
/** At most this many terms stand for a prefix (the most frequent ones). */
const PREFIX_MAX_TERMS = 30;

/** How exact a form is; lower is better. */
export const Kind = {exact: 0, synonym: 1, prefix: 2, typo: 3} as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

/** One form that may stand for a concept on a page: one term, or a phrase of terms in order. */
export interface Form {
  terms: string[];
  kind: Kind;
}

export interface Concept {
  /** The query's words for it. */
  words: string[];
  /** A SQL keyword that is an English stop word (`by`, `in`, `on`): it counts, but is not required. */
  weak: boolean;
  /** A word that frames a question (`use`, `get`; ./text.ts QUESTION_WORDS): it counts, but is not required. */
  framing: boolean;
  forms: Form[];
}

/** What the query parser needs to know about the site's vocabulary. */
export interface Vocabulary {
  /** Whether a term occurs anywhere on the site. */
  has(term: string): boolean;
  /** Terms starting with `prefix`, most frequent first. */
  startingWith(prefix: string, limit: number): string[];
  /** How many pages hold a term. */
  pageCount(term: string): number;
  /** The synonyms to read queries with (default: ./synonyms.json's). */
  synonyms?: SynonymTable;
}

/**
 * A term the site really uses as a word: on two pages at least. (Text
 * extraction sometimes runs two words together, `serviceDeploy`, once.)
 */
const inUse = (vocabulary: Vocabulary, term: string) => vocabulary.has(term) && vocabulary.pageCount(term) >= 2;

export interface SynonymEntry {
  terms: string[];
  oneWay?: boolean;
  /**
   * The forms are one name spelled two ways, an abbreviation and its long
   * form as the pages define it (`rls`, `row level security`): a page that
   * writes either uses the reader's words, so they match as exact forms.
   */
  spelling?: boolean;
  reason?: string;
}

/** Each synonym form, as a word sequence, with the forms it also finds; longest forms first. */
export type SynonymTable = Array<{words: string[]; others: string[][]; spellings?: string[][]}>;

/** The table of `entries`: every form finds the others (only the first does, for a one-way entry). */
export function synonymTable(entries: SynonymEntry[]): SynonymTable {
  const table: SynonymTable = [];
  for (const entry of entries) {
    const forms = entry.terms.map((t) => words(t).filter((w) => !STOP_WORDS.has(w))).filter((f) => f.length > 0);
    forms.forEach((form, k) => {
      if (entry.oneWay && k > 0) return;
      const others = forms.filter((_, j) => j !== k);
      const existing = table.find((s) => s.words.join(' ') === form.join(' '));
      const row = existing ?? {words: form, others: [], spellings: []};
      if (!existing) table.push(row);
      row.others.push(...others.filter((o) => !row.others.some((e) => e.join(' ') === o.join(' '))));
      if (entry.spelling) (row.spellings ??= []).push(...others.map((o) => o));
    });
  }
  // Longest forms first, so that `azure kubernetes service` wins over `azure`.
  return table.sort((a, b) => b.words.length - a.words.length);
}

/** The synonyms of ./synonyms.json: words readers use for the same thing. */
export const SYNONYM_ENTRIES = (synonymData as {entries: SynonymEntry[]}).entries;
const SYNONYMS = synonymTable(SYNONYM_ENTRIES);

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789_';

/** Every string one edit away from `word`: one letter dropped, added, changed, or two neighbors swapped. */
export function oneEditAway(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of ALPHABET) {
      out.add(head + c + tail);
      if (tail && c !== tail[0]) out.add(head + c + tail.slice(1));
    }
  }
  out.delete(word);
  return out;
}

/** Cuts a query to its bounds (at most `maxLength` characters); what the search actually reads. */
export function boundedQuery(input: string, maxLength: number): string {
  return input.slice(0, maxLength);
}

/** Words that open a question (`where do i ...`, `is there ...`, `what is ...`). */
const QUESTION_OPENERS = new Set([
  'how',
  'what',
  'where',
  'when',
  'which',
  'who',
  'why',
  'is',
  'are',
  'can',
  'could',
  'does',
  'do',
  'did',
  'should',
  'would',
  'will',
]);

/**
 * In a question that asks which things there are (`which built in columns can i select`, `which optional services
 * can i add`), the verb right after `can i` (or `could`, `do`, `should`, `may` with `i`, `we` or `you`) says what
 * the reader does with the things; the subject is the things, which the page lists whatever verb it uses.
 */
const LIST_OPENERS = new Set(['which', 'what']);
const MODALS = new Set(['can', 'could', 'do', 'should', 'may']);
const PERSONS = new Set(['i', 'we', 'you']);

/**
 * The words of a query with, for each, whether it is written onto the
 * previous one (`x-api-key`, `dtimbr.orders`), whether it is written in
 * capitals (`GROUP BY`) and whether it comes right after a modal verb and
 * its subject (`can i`; see LIST_OPENERS).
 */
function queryWords(text: string): Array<{word: string; joined: boolean; capitals: boolean; afterModal: boolean}> {
  const out: Array<{word: string; joined: boolean; capitals: boolean; afterModal: boolean}> = [];
  const before: string[] = [];
  for (const chunk of text.split(/\s+/)) {
    let first = true;
    for (const {word, start, end} of wordsAt(chunk)) {
      before.push(word);
      if (STOP_WORDS.has(word)) continue;
      const raw = chunk.slice(start, end);
      const n = before.length;
      const afterModal = n >= 3 && MODALS.has(before[n - 3]) && PERSONS.has(before[n - 2]);
      out.push({word, joined: !first, capitals: raw !== raw.toLowerCase(), afterModal});
      first = false;
    }
  }
  return out.slice(0, MAX_QUERY_WORDS);
}

/**
 * Whether the query is a question in words (`where do i get my api token`,
 * `is there row level security`): it opens with a question word and has
 * three words or more. Its SQL keywords in lower case (`where`, `is`, `in`)
 * are then words of the sentence, not SQL: they frame it.
 */
function isQuestion(text: string): boolean {
  const all = words(text);
  return all.length >= 3 && QUESTION_OPENERS.has(all[0]);
}

/** How a query is read: `maxLength`, the longest query read; `typing`, the last word may be unfinished. */
export interface ParseOptions {
  maxLength: number;
  typing?: boolean;
}

/** The concepts of a query. */
export function parseQuery(
  input: string,
  vocabulary: Vocabulary,
  {maxLength, typing = false}: ParseOptions,
): Concept[] {
  const text = boundedQuery(input, maxLength);
  const list = queryWords(text);
  const all = list.map((w) => w.word);
  // A last word cut by the bounds is not being typed.
  const lastIsOpen = typing && all.length > 0 && /[\p{L}\p{N}_]$/u.test(text) && text.length < maxLength;
  const synonyms = vocabulary.synonyms ?? SYNONYMS;
  const question = isQuestion(text);
  const opener = words(text)[0];
  // A task in words (`keep a graph exploration for later`): three words or more besides stop words (`save a query`
  // names a screen).
  const sentence = all.length >= 3;
  const concepts: Concept[] = [];
  for (let i = 0; i < all.length;) {
    const synonym = synonyms.find((s) => s.words.length > 0 && s.words.every((w, k) => all[i + k] === w));
    if (synonym) {
      const own = synonym.words;
      concepts.push({
        words: own,
        weak: false,
        framing: false,
        forms: [
          {terms: own.map(stemWord), kind: Kind.exact},
          ...synonym.others.map((other) => ({
            terms: other.map(stemWord),
            kind: synonym.spellings?.some((o) => o.join(' ') === other.join(' ')) ? Kind.exact : Kind.synonym,
          })),
        ],
      });
      i += own.length;
      continue;
    }
    // Words written onto each other (`x-api-key`, `timbr-api`) are one concept: a phrase.
    let end = i + 1;
    while (end < all.length && list[end].joined) end += 1;
    if (end - i > 1) {
      const parts = all.slice(i, end);
      const joined = stemWord(parts.join(''));
      concepts.push({
        words: parts,
        weak: false,
        framing: false,
        forms: [
          {terms: parts.map(stemWord), kind: Kind.exact},
          ...(inUse(vocabulary, joined) ? [{terms: [joined], kind: Kind.synonym}] : []),
        ],
      });
      i = end;
      continue;
    }
    const word = all[i];
    const next = all[i + 1];
    const joined = next !== undefined ? stemWord(word + next) : '';
    if (next !== undefined && !isWeakWord(word) && !isWeakWord(next) && inUse(vocabulary, joined)) {
      // Two words the site writes as one (`data source` where it says `datasource`).
      concepts.push({
        words: [word, next],
        weak: false,
        framing: false,
        forms: [
          {terms: [stemWord(word), stemWord(next)], kind: Kind.exact},
          {terms: [joined], kind: Kind.synonym},
        ],
      });
      i += 2;
      continue;
    }
    const concept = wordConcept(word, vocabulary, lastIsOpen && i === all.length - 1);
    // In a question, SQL keywords in lower case, words asking for a list, verbs of storing and the verb after `can i`
    // in a question that asks which things there are (LIST_OPENERS) frame it; verbs of storing frame a task in words
    // too (`keep a graph exploration for later`; ./text.ts STORAGE_VERBS).
    const listVerb = list[i].afterModal && LIST_OPENERS.has(opener);
    const frames = (concept.weak || framesQuestion(word) || listVerb) && question;
    if ((frames || (STORAGE_VERBS.has(word) && sentence)) && !list[i].capitals) {
      concept.weak = false;
      concept.framing = true;
    }
    concepts.push(concept);
    i += 1;
  }
  return concepts;
}

function wordConcept(word: string, vocabulary: Vocabulary, open: boolean): Concept {
  const term = stemWord(word);
  const forms: Form[] = [{terms: [term], kind: Kind.exact}];
  const known = vocabulary.has(term);
  // One word the site (also) writes as two (`subconcept` where it says `sub-concept`, `powerbi` for `power bi`);
  // each part a word the site uses, of two letters or more.
  for (let cut = 2; cut <= word.length - 2 && word.length >= COMPOUND_MIN_LENGTH; cut += 1) {
    const a = stemWord(word.slice(0, cut));
    const b = stemWord(word.slice(cut));
    if (inUse(vocabulary, a) && inUse(vocabulary, b)) {
      forms.push({terms: [a, b], kind: Kind.synonym});
    }
  }
  if (open && word.length >= PREFIX_MIN_LENGTH) {
    const seen = new Set(forms.map((f) => f.terms.join(' ')));
    // Terms the word starts (`mapp` -> `mapping`), and a stem the typed letters run past (`installa` -> `instal`).
    const completions = vocabulary.startingWith(word, PREFIX_MAX_TERMS);
    for (let cut = word.length - 1; cut >= Math.max(3, word.length - 3); cut -= 1) {
      if (vocabulary.has(word.slice(0, cut))) completions.push(word.slice(0, cut));
    }
    for (const completion of completions) {
      if (seen.has(completion)) continue;
      seen.add(completion);
      forms.push({terms: [completion], kind: Kind.prefix});
    }
  }
  if (!known && word.length >= TYPO_MIN_LENGTH && word.length <= MAX_WORD_LENGTH && !/\d/.test(word)) {
    const seen = new Set(forms.map((f) => f.terms.join(' ')));
    for (const candidate of oneEditAway(word)) {
      const t = stemWord(candidate);
      if (seen.has(t) || !vocabulary.has(t)) continue;
      seen.add(t);
      forms.push({terms: [t], kind: Kind.typo});
    }
  }
  return {words: [word], weak: isWeakWord(word), framing: isQuestionWord(word), forms};
}
