/**
 * The index in fragments (../src/split.ts, ../src/fragment-engine.ts): the
 * engine on fragments answers every query exactly as the engine on the whole
 * index, loading only the manifest to open and only what a query needs to
 * search; a fragment that cannot be loaded or is damaged fails the search
 * with an error that names it, and the next search tries it again.
 */
// Misspelled, cut and made-up words on purpose.
// cspell:ignore mappnig mapp kubrenetes qqzzxxj
import {test, expect} from '@playwright/test';
import {FragmentError} from '../src/fragment-read';
import {frontCode, frontDecode, manifestName, titleShard} from '../src/fragment-format';
import {splitSearchFiles} from '../src/split';
import {wholeIndexOf} from '../src/whole';
import {PAGES, splitSite, testHash} from './fragment-site';
import {TEST_SITE} from './site';

/** Queries that reach every rule: words, phrases, questions, SQL keywords, typos, prefixes, synonyms, nothing. */
const QUERIES = [
  'mapping',
  'mappings',
  'create mapping',
  'many to many mapping',
  'mappnig',
  'mapp',
  'ma',
  'datasource',
  'data source',
  'snowflake data source',
  'snowflake port',
  'what is an ontology',
  'what is a view',
  'ontology',
  'group by',
  'group by in views',
  'not in',
  'is not null',
  'grant on',
  'grant on a concept',
  'rls',
  'row level security',
  'sql editor',
  'saved queries',
  'save a query',
  'keep a query for later',
  'install timbr',
  'timbr',
  'home page',
  'docker compose',
  'k8s helm',
  'kubrenetes',
  'x-api-key header',
  'api token',
  'nested json',
  'connection facts',
  'troubleshooting tls',
  'which port does oracle use',
  'how do i install timbr on kubernetes',
  'sql',
  'statements',
  'sub concept',
  'qqzzxxj',
  '',
  '   ',
  '!!!',
  'the of and',
  'a'.repeat(300),
];

test('the engine on fragments ranks every query as the engine on the whole index, result for result', async () => {
  const site = splitSite();
  const engine = await site.open();
  const sections = [null, ...TEST_SITE.sections.map((s) => s.id)];
  for (const [i, query] of QUERIES.entries()) {
    for (const options of [
      {limit: 1000},
      {limit: 3, typing: true},
      {limit: 1000, section: sections[i % sections.length]},
    ]) {
      const label = `${JSON.stringify(query.slice(0, 40))} ${JSON.stringify(options)}`;
      expect(await engine.search(query, options), label).toEqual(site.whole.search(query, options));
    }
    expect(engine.parse(query, true), query.slice(0, 40)).toEqual(site.whole.parse(query, true));
  }
  // The queries found pages, with snippets, and more than one fragment of each kind was read.
  expect(site.whole.search('sql').length).toBeGreaterThan(3);
  for (const kind of ['terms', 'titles', 'page', 'text']) {
    expect(new Set(site.reads.filter((n) => n.startsWith(`${kind}-`))).size, kind).toBeGreaterThan(1);
  }
});

test('the fragments hold the whole index: reassembled, it is the two files the build made', async () => {
  const site = splitSite();
  const engine = await site.open();
  expect(engine.pages.map((p) => p.u)).toEqual(site.doc.pages.map((p) => p.u));
  expect(await wholeIndexOf(engine)).toEqual({doc: site.doc, index: site.index});
  // Shared texts are stored once in the index file, and read back the same.
  expect(site.index.texts.some((t) => typeof t === 'number')).toBe(true);
});

test('opening reads the manifest alone; a search reads the fragments of its terms, then those of its results', async () => {
  const site = splitSite();
  const engine = await site.open();
  expect(site.reads).toEqual([manifestName('test')]);
  let warned = 0;
  const results = await engine.search('snowflake port', {limit: 1, onLoading: () => (warned += 1)});
  expect(results.map((r) => r.page)).toEqual(['/doc/docs/integration/datasources/snowflake/overview']);
  expect(warned).toBe(1);
  const read = site.reads.slice(1);
  // The terms fragments of its two terms, no titles (no stop words), one page and one text of that page.
  expect(read.filter((n) => n.startsWith('terms-')).length).toBeLessThanOrEqual(2);
  expect(read.filter((n) => n.startsWith('titles-'))).toEqual([]);
  expect(read.filter((n) => n.startsWith('page-'))).toHaveLength(1);
  expect(read.filter((n) => n.startsWith('text-'))).toHaveLength(1);
  expect(read).toEqual([...new Set(read)]);
  expect(read.length).toBeLessThan(site.files.size / 4);
  expect(new Set(read)).toEqual(new Set([...engine.fragmentsOf('snowflake port'), ...read.slice(-2)]));
  // The same search again reads nothing and says nothing of loading.
  const before = site.reads.length;
  expect(await engine.search('snowflake port', {limit: 1, onLoading: () => (warned += 1)})).toEqual(results);
  expect(site.reads.length).toBe(before);
  expect(warned).toBe(1);
  // A question reads the titles fragment of its words, and of its subject.
  await engine.search('what is an ontology', {limit: 1});
  const titles = site.reads.slice(before).filter((n) => n.startsWith('titles-'));
  expect(titles.length).toBeGreaterThanOrEqual(1);
  expect(titles.length).toBeLessThanOrEqual(2);
});

test('a fragment that cannot be loaded fails the search with an error naming it; the next search loads it again', async () => {
  const site = splitSite();
  let failing = true;
  const engine = await site.open((name) =>
    failing && name.startsWith('terms-') ? Promise.reject(new Error('HTTP 503')) : undefined,
  );
  const error = await engine.search('mapping').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(FragmentError);
  expect((error as Error).message).toMatch(
    /^Part of the search index \(terms-[0-9a-f]+\.json\) could not be loaded: HTTP 503\.$/,
  );
  failing = false;
  expect(await engine.search('mapping')).toEqual(site.whole.search('mapping'));

  // A page or text fragment of a result: the search fails, never a shorter list.
  for (const kind of ['page-', 'text-']) {
    const again = splitSite();
    const broken = await again.open((name) =>
      name.startsWith(kind) ? Promise.reject(new Error('timeout')) : undefined,
    );
    await expect(broken.search('mapping')).rejects.toThrow(
      new RegExp(`\\(${kind}[0-9a-f]+\\.json\\) could not be loaded: timeout`),
    );
  }
  // The manifest.
  await expect(
    site.open((name) => (name.startsWith('manifest-') ? Promise.reject(new Error('HTTP 404')) : undefined)),
  ).rejects.toThrow('Part of the search index (manifest-test.json) could not be loaded: HTTP 404.');
});

test('a damaged fragment is refused, whatever is wrong with it', async () => {
  const site = splitSite();
  type Data = Record<string, unknown>;
  const each = (list: unknown, f: (x: number[]) => number[]) => (list as number[][]).map(f);
  // [a query, the kind of fragment it reads to damage, the damage].
  const damages: Array<[string, string, (d: Data) => unknown]> = [
    ['mapping', 'terms-', (d) => ({...d, format: 'timbr-search-terms/0'})],
    ['mapping', 'terms-', (d) => ({...d, first: 'zzz'})],
    ['mapping', 'terms-', (d) => ({...d, postings: (d.postings as unknown[]).slice(1)})],
    ['mapping', 'terms-', (d) => ({...d, postings: each(d.postings, () => [999, 1, 0, 1, 0])})],
    // A position repeated, a place out of order, a heading the page lacks, a place with no position.
    ['mapping', 'terms-', (d) => ({...d, postings: each(d.postings, () => [0, 1, 4, 2, 3, 0])})],
    ['mapping', 'terms-', (d) => ({...d, postings: each(d.postings, () => [0, 2, 4, 1, 3, 0, 1, 0])})],
    ['mapping', 'terms-', (d) => ({...d, postings: each(d.postings, () => [0, 1, 99, 1, 0])})],
    ['mapping', 'terms-', (d) => ({...d, postings: each(d.postings, () => [0, 1, 0, 0])})],
    ['mapping', 'terms-', (d) => ({...d, postings: each(d.postings, (x) => x.slice(0, -1))})],
    ['what is an ontology', 'titles-', (d) => ({...d, plain: [['x', [0]]]})],
    ['what is an ontology', 'titles-', (d) => ({...d, plain: [['x', [9999, 0]]]})],
    ['what is an ontology', 'titles-', (d) => ({...d, subject: 42})],
    ['mapping', 'page-', (d) => ({...d, lengths: []})],
    ['mapping', 'page-', (d) => ({...d, page: {...(d.page as object), u: '/doc/elsewhere'}})],
    ['mapping', 'page-', (d) => ({...d, page: {...(d.page as object), h: 'none'}})],
    ['mapping', 'page-', (d) => ({...d, texts: []})],
    ['mapping', 'text-', (d) => ({...d, texts: [...(d.texts as string[]), 'one more']})],
    ['mapping', 'text-', (d) => ({...d, texts: (d.texts as string[]).map(() => 42)})],
    ['mapping', 'text-', () => null],
  ];
  for (const [query, kind, damage] of damages) {
    const clean = splitSite();
    await (await clean.open()).search(query, {limit: 100});
    const name = clean.reads.find((n) => n.startsWith(kind))!;
    const content = damage(JSON.parse(site.files.get(name)!) as Data);
    const engine = await site.open((n) => (n === name ? Promise.resolve(content) : undefined));
    const label = `${name}: ${JSON.stringify(content)?.slice(0, 100)}`;
    await expect(engine.search(query, {limit: 100}), label).rejects.toThrow(
      `Part of the search index (${name}) could not be loaded: it is not of the expected format.`,
    );
  }
  // A manifest whose terms are out of order, or whose pages are not, is refused before any search.
  const manifest = JSON.parse(site.files.get(manifestName('test'))!) as {terms: string; pages: unknown[]};
  for (const bad of [
    {...manifest, terms: frontCode(['b', 'a'])},
    {...manifest, pages: [...manifest.pages].reverse()},
    {...manifest, titleFiles: []},
    'not an object',
  ]) {
    await expect(site.open((n) => (n.startsWith('manifest-') ? Promise.resolve(bad) : undefined))).rejects.toThrow(
      /it is not of the expected format/,
    );
  }
});

test('fragments are named after their content: the same content, the same name; two contents, never one name', () => {
  const {split} = splitSite();
  for (const [name, text] of split.fragments) expect(name.split('-')[1]).toBe(`${testHash(text)}.json`);
  // Two pages that share a text share its fragment.
  const again = splitSite(PAGES, {termsSize: 150, textSize: 60, titlesSize: 120});
  expect([...again.split.fragments.keys()]).toEqual([...split.fragments.keys()]);
  expect(() => splitSearchFiles(again.doc, again.index, TEST_SITE, {hash: () => '00000000'})).toThrow(
    /Two search fragments have the name/,
  );
});

test('sorted terms survive front coding, and a text always goes to the same titles fragment', () => {
  const terms = ['0', '00', '01_x', '1', 'ma', 'map', 'mapp', 'mapping', 'mappings', 'zz\u00e9'];
  expect(frontDecode(frontCode(terms))).toEqual(terms);
  expect(frontCode(['map', 'mapping'])).toBe('0map 3ping');
  expect(frontDecode('')).toEqual([]);
  expect(titleShard('what is an ontology', 7)).toBe(titleShard('what is an ontology', 7));
  expect(new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((t) => titleShard(t, 4))).size).toBeGreaterThan(1);
});
