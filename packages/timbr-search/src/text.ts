/**
 * How text becomes search terms, the same way for the index build, the
 * engine and the queries (pure TypeScript: runs in Node and in the browser).
 *
 * - A word is a run of letters, digits and underscores: `dtimbr.orders` is two
 *   words, `sys_concepts` one, `pytimbr-api` two. Text is lower-cased and
 *   accents are dropped (`café` is `cafe`).
 * - English stop words are dropped, except those that are SQL keywords
 *   (`GROUP BY`, `NOT IN`, `ON`, `AS` stay searchable).
 * - A term is the stem of a word (./stem.ts): `mappings` and `mapping` are one
 *   term.
 * Positions count the words that are kept, so two words with only stop words
 * between them are next to each other.
 */
import {stem} from './stem';

/** Longest word kept (longer runs are cut): guards the fuzzy matcher against pathological input. */
export const MAX_WORD_LENGTH = 40;

/** English stop words that are also SQL keywords: they stay in the index and in queries. */
export const SQL_KEYWORDS = new Set([
  'all',
  'and',
  'any',
  'as',
  'by',
  'else',
  'from',
  'if',
  'in',
  'into',
  'is',
  'not',
  'on',
  'or',
  'some',
  'then',
  'when',
  'where',
  'with',
]);

/** English words that carry no meaning of their own in a search (before the SQL keywords are taken out). */
const ENGLISH_STOP_WORDS = [
  'a',
  'about',
  'above',
  'after',
  'again',
  'against',
  'all',
  'am',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'because',
  'been',
  'before',
  'being',
  'below',
  'between',
  'both',
  'but',
  'by',
  'can',
  'could',
  'did',
  'do',
  'does',
  'doing',
  'down',
  'during',
  'each',
  'else',
  'few',
  'for',
  'from',
  'further',
  'had',
  'has',
  'have',
  'having',
  'he',
  'her',
  'here',
  'hers',
  'him',
  'his',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'itself',
  'just',
  'me',
  'more',
  'most',
  'my',
  'no',
  'nor',
  'not',
  'now',
  'of',
  'off',
  'on',
  'once',
  'only',
  'or',
  'other',
  'our',
  'ours',
  'out',
  'over',
  'own',
  'same',
  'she',
  'should',
  'so',
  'some',
  'such',
  'than',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'those',
  'through',
  'to',
  'too',
  'under',
  'until',
  'up',
  'us',
  'very',
  'was',
  'we',
  'were',
  'what',
  'when',
  'where',
  'which',
  'while',
  'who',
  'whom',
  'why',
  'will',
  'with',
  'would',
  'you',
  'your',
  'yours',
  // What is left of contractions once the apostrophe splits them (what's, don't, we'll).
  's',
  't',
  'd',
  'll',
  're',
  've',
  'm',
  // Prepositions the list above lacks.
  'via',
  'within',
  'onto',
  'upon',
  'among',
];

/** Stop words that are dropped from the index and from queries. */
export const STOP_WORDS = new Set(ENGLISH_STOP_WORDS.filter((w) => !SQL_KEYWORDS.has(w)));

/** SQL keywords that are English stop words: indexed, but a query does not require them (see ./query.ts). */
export const isWeakWord = (word: string): boolean => SQL_KEYWORDS.has(word);

/**
 * Words that frame a question or a task rather than name its subject: in
 * `what port does snowflake use`, `where do i get my api token` or `what is
 * the difference between dtimbr and vtimbr`, the page to find is about the
 * port of Snowflake, the API token, dtimbr and vtimbr. They are indexed and
 * they count in the ranking, but a query does not require them (see
 * ./query.ts), as SQL keywords. Only verbs and nouns that carry no subject
 * of their own are here: not `create`, `show`, `set` or `add`, which name
 * statements and screens of the product.
 */
export const QUESTION_WORDS = new Set([
  'get',
  'gets',
  'getting',
  'use',
  'uses',
  'used',
  'using',
  'need',
  'needs',
  'needed',
  'want',
  'find',
  'make',
  'way',
  'ways',
  'difference',
  'differences',
  'possible',
  'work',
  'works',
  'see',
  'latest',
  // How much, how many.
  'much',
  'many',
  // What an abbreviation or a name stands for, what it means (`what does mcp stand for`), and what a port is for (a
  // service listens on it: `what port does vertica listen on`).
  'stand',
  'stands',
  'mean',
  'means',
  'meaning',
  'listen',
  'listens',
]);

/**
 * Words that ask for a list in a question (`which tls modes does vertica support`, `which llm types can i use`,
 * `what endpoints does the api offer`): the page to find lists the modes of Vertica, whether or not it says
 * supported. Outside a question they keep their meaning (`support bundle`, `type keywords`), so only a query that
 * is a question in words treats them as framing (./query.ts).
 */
export const LIST_WORDS = new Set([
  'support',
  'supports',
  'supported',
  'available',
  'offer',
  'offers',
  'offered',
  'expose',
  'exposes',
  'exposed',
  'kind',
  'kinds',
  'type',
  'types',
]);

/**
 * Verbs of storing in a question (`where are graph algorithm results kept`, `where does timbr save its metadata`,
 * `what can i put in a cache`) or a task in words (`keep a graph exploration for later`): the subject is what is
 * stored, and pages say stored, keeps, persist, saved or put for the same thing. A synonym would rank a page with the
 * reader's verb in any sentence above the page about the subject with another verb, so in a question, or a task of
 * three words or more besides stop words, these verbs frame it instead (they count, but are not required;
 * ./query.ts). In a shorter query they name tasks and screens (`save a query`, Saved Queries) and stay required.
 */
export const STORAGE_VERBS = new Set([
  'store',
  'stored',
  'stores',
  'keep',
  'keeps',
  'kept',
  'save',
  'saved',
  'saves',
  'persist',
  'persists',
  'persisted',
  'put',
  'puts',
]);

/** Whether a word only frames the query when the query is a question in words (LIST_WORDS, STORAGE_VERBS; the latter also frame a task in words). */
export const framesQuestion = (word: string): boolean => LIST_WORDS.has(word) || STORAGE_VERBS.has(word);

/** Whether a query word only frames the question (QUESTION_WORDS). */
export const isQuestionWord = (word: string): boolean => QUESTION_WORDS.has(word);

const WORD = /[\p{L}\p{N}_]+/gu;

/** Lower case, without accents. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The words of a text, lower-cased, in order, stop words included. */
export function words(text: string): string[] {
  return (normalize(text).match(WORD) ?? []).map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/** A word of a text with the place where it was found, for highlighting. */
export interface WordAt {
  word: string;
  start: number;
  end: number;
}

/** The words of a text with their offsets in the text. */
export function wordsAt(text: string): WordAt[] {
  const out: WordAt[] = [];
  // Matched on the text as it is (normalizing first could change offsets), each word normalized after.
  for (const match of text.matchAll(WORD)) {
    out.push({
      word: normalize(match[0]).slice(0, MAX_WORD_LENGTH),
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return out;
}

/** The term of a word (its stem), stop word or not. */
export const stemWord = stem;

/** The term a word is indexed under, or '' for a stop word. */
export function termOf(word: string): string {
  return STOP_WORDS.has(word) ? '' : stem(word);
}

/** The terms of a text, in order (stop words dropped). */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    const term = termOf(word);
    if (term) out.push(term);
  }
  return out;
}

/**
 * Where the words of `text` whose term is one of `terms` are: [start, end)
 * offsets in the text, in order (what the result lists and the MCP server
 * mark in a snippet or a heading).
 */
export function matchedRanges(text: string, terms: Iterable<string>): Array<[number, number]> {
  const wanted = new Set(terms);
  if (wanted.size === 0) return [];
  return wordsAt(text)
    .filter(({word}) => wanted.has(termOf(word)))
    .map(({start, end}): [number, number] => [start, end]);
}

/** `text` with the words whose term is one of `terms` between `open` and `close` (`**` for Markdown bold). */
export function markText(text: string, terms: Iterable<string>, open: string, close: string): string {
  let out = '';
  let at = 0;
  for (const [start, end] of matchedRanges(text, terms)) {
    out += text.slice(at, start) + open + text.slice(start, end) + close;
    at = end;
  }
  return out + text.slice(at);
}
