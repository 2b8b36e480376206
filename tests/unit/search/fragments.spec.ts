/**
 * The search index of the build, in fragments, against the same index whole
 * (reassembled from the fragments: file for file what the site served before
 * the split): for every question of the relevance set and several hundred
 * other queries (words of titles, headings, two words, SQL keywords,
 * misspellings, prefixes, queries that find nothing; tests/support/search-queries.ts),
 * the engine on fragments returns the same list as the engine on the whole
 * index: the same pages in the same order, each with the same anchor,
 * snippet, terms and rank key. The package's own tests do the same on a
 * made-up site (packages/timbr-search/test/fragments.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {SearchEngine, wholeIndexOf, type FragmentEngine, type SearchOptions} from '@timbr-docs/search';
import {SEARCH_SITE} from '../../../src/features/search/files';
import {openBuiltSearch} from '../../../tools/perf/search-bytes';
import {comparisonQueries} from '../../support/search-queries';

const BUILD = path.resolve(__dirname, '../../../build');
const QUESTIONS = path.resolve(__dirname, '../../search-relevance/questions.json');

interface Engines {
  fragments: FragmentEngine;
  whole: SearchEngine;
  questions: string[];
  made: string[];
}

let engines: Promise<Engines> | undefined;
/** Both engines on the build's index, once per worker. */
function load(): Promise<Engines> {
  engines ??= (async () => {
    const fragments = await openBuiltSearch(BUILD);
    const {doc, index} = await wholeIndexOf(await openBuiltSearch(BUILD));
    const questions = (
      JSON.parse(fs.readFileSync(QUESTIONS, 'utf8')) as {questions: Array<{query: string}>}
    ).questions.map((q) => q.query);
    const made = comparisonQueries(doc.pages, questions).slice(new Set(questions).size);
    return {fragments, whole: new SearchEngine(doc, index, SEARCH_SITE), questions, made};
  })();
  return engines;
}

/** How many results each query found, for each list the number of results; `differ`: the searches whose lists differ. */
async function compare(
  {fragments, whole}: Engines,
  queries: string[],
  options: (k: number) => SearchOptions,
): Promise<{differ: string[]; found: number[]}> {
  const differ: string[] = [];
  const found: number[] = [];
  for (const [k, query] of queries.entries()) {
    const asked = options(k);
    const expected = whole.search(query, asked);
    found.push(expected.length);
    if (JSON.stringify(await fragments.search(query, asked)) !== JSON.stringify(expected)) {
      differ.push(`${JSON.stringify(query.slice(0, 60))} ${JSON.stringify(asked)}`);
    }
  }
  return {differ, found};
}

const sections = [null, ...SEARCH_SITE.sections.map((s) => s.id)];

const odd = (list: string[], parity: number) => list.filter((_, k) => k % 2 === parity);

test.describe('the engine on the build fragments answers as the engine on the whole index', () => {
  test.describe.configure({mode: 'parallel'});
  test.skip(!fs.existsSync(path.join(BUILD, 'search-index')), 'no build to check');
  // Each test compares a few hundred searches of both engines: about 10 to 30 s on a quiet machine.
  test.beforeEach(() => test.setTimeout(180_000));

  test('every relevance question, as the navbar box asks it (8 results, the last word as typed)', async () => {
    const e = await load();
    expect(e.questions.length).toBeGreaterThan(400);
    const {differ, found} = await compare(e, e.questions, () => ({limit: 8, typing: true}));
    expect(differ).toEqual([]);
    // The lists compared are not empty: most questions fill the box's eight places.
    expect(found.filter((n) => n === 8).length).toBeGreaterThan(e.questions.length * 0.8);
  });

  for (const parity of [0, 1]) {
    test(`every relevance question, as the search page and the MCP server ask it (every result), ${parity ? 'second' : 'first'} of two`, async () => {
      const e = await load();
      const questions = odd(e.questions, parity);
      const {differ, found} = await compare(e, questions, () => ({limit: 1000}));
      expect(differ).toEqual([]);
      // Most questions find more pages than the box shows.
      expect(found.filter((n) => n > 8).length).toBeGreaterThan(questions.length * 0.8);
    });
  }

  test('made queries (words of titles, headings, misspellings, prefixes, SQL, nothing): as the box asks, and every result in each section in turn', async () => {
    const e = await load();
    expect(e.made.length).toBeGreaterThan(300);
    const {differ, found} = await compare(e, e.made, (k) =>
      k % 2 ? {limit: 1000, section: sections[(k >> 1) % sections.length]} : {limit: 8, typing: true},
    );
    expect(differ).toEqual([]);
    // Some find nothing, some fill the box, some find many pages.
    expect(found.filter((n) => n === 0).length).toBeGreaterThan(5);
    expect(found.filter((n) => n === 8).length).toBeGreaterThan(50);
    expect(found.filter((n) => n > 20).length).toBeGreaterThan(5);
  });
});
