/**
 * How text becomes terms, the two search files (their build, their checks,
 * the whole-file test), and the abbreviations the build learns from the
 * pages.
 */
// cspell:ignore ÉCOLE tabl
import {test, expect} from '@playwright/test';
import {abbreviationsIn, bestLongForm, learnAbbreviations} from '../src/abbreviations';
import {buildSearchFiles} from '../src/build';
import {SearchEngine} from '../src/engine';
import {DOC_FORMAT, INDEX_FORMAT, SearchFileError, looksWhole} from '../src/format';
import {stem} from '../src/stem';
import {normalize, terms, words, wordsAt} from '../src/text';
import {TEST_SITE, engineOf, heading, page, pagesFor} from './site';

test.describe('text', () => {
  test('the stemmer gives inflected and derived forms one term', () => {
    for (const group of [
      ['install', 'installs', 'installing', 'installed', 'installation'],
      ['mapping', 'mappings', 'mapped'],
      ['query', 'queries', 'querying'],
      ['configure', 'configured', 'configuring', 'configuration'],
      ['connect', 'connected', 'connection', 'connections'],
      ['deploy', 'deployed', 'deploying', 'deployment'],
      ['permission', 'permissions'],
      ['cube', 'cubes'],
    ]) {
      expect(new Set(group.map(stem)), group.join(', ')).toEqual(new Set([stem(group[0])]));
    }
    // Different words stay apart; short words and identifiers are kept.
    expect(stem('concept')).not.toBe(stem('consent'));
    expect(stem('by')).toBe('by');
    expect(stem('sys_concepts')).toBe('sys_concepts');
    expect(stem('gtimbr')).toBe('gtimbr');
  });

  test('words split on punctuation, keep underscores, lose case and accents', () => {
    expect(words('SELECT `customer[orders].total` FROM dtimbr.customer')).toEqual([
      'select',
      'customer',
      'orders',
      'total',
      'from',
      'dtimbr',
      'customer',
    ]);
    expect(words('timbr.sys_concepts x-api-key Café')).toEqual(['timbr', 'sys_concepts', 'x', 'api', 'key', 'cafe']);
    expect(normalize('ÉCOLE')).toBe('ecole');
    expect(wordsAt('Mappings, mapped.')).toEqual([
      {word: 'mappings', start: 0, end: 8},
      {word: 'mapped', start: 10, end: 16},
    ]);
  });

  test('stop words are dropped, except SQL keywords', () => {
    expect(terms('What is the GROUP BY of the table, and NOT IN?')).toEqual([
      'is',
      'group',
      'by',
      'tabl',
      'and',
      'not',
      'in',
    ]);
    expect(terms("What's new")).toEqual(['new']);
  });
});

test.describe('files', () => {
  test('the index holds the text of every part; a part that repeats an earlier one is stored as its number', () => {
    const shared = 'Most failures come from the network, encryption or permissions, whatever the source is.';
    const {doc, index} = buildSearchFiles(
      [
        page('/doc/docs/a', 'Alpha', {headings: [heading('Troubleshooting')], texts: ['Intro   text.', shared]}),
        page('/doc/docs/b', 'Beta', {headings: [heading('Troubleshooting')], texts: ['Other.', shared]}),
      ],
      'one',
      TEST_SITE,
    );
    expect(index.parts).toEqual([2, 2]);
    expect(index.texts).toEqual(['Intro text.', shared, 'Other.', 1]);
    expect(doc.abbreviations).toEqual([]);
    const engine = new SearchEngine(doc, index, TEST_SITE);
    expect(
      engine
        .search('encryption')
        .map((r) => r.url)
        .sort(),
    ).toEqual(['/doc/docs/a#troubleshooting', '/doc/docs/b#troubleshooting']);
  });

  test('the engine refuses files of another format, of different builds, or with broken texts', () => {
    const {doc, index} = buildSearchFiles([page('/doc/docs/a', 'Alpha', {texts: ['some text']})], 'one', TEST_SITE);
    expect(() => new SearchEngine(doc, index, TEST_SITE)).not.toThrow();
    expect(() => new SearchEngine({...doc, format: 'x'}, index, TEST_SITE)).toThrow(SearchFileError);
    expect(() => new SearchEngine(doc, {...index, build: 'two'}, TEST_SITE)).toThrow(/different builds/);
    expect(() => new SearchEngine(doc, {...index, texts: []}, TEST_SITE)).toThrow(SearchFileError);
    expect(() => new SearchEngine(doc, {...index, texts: [0]}, TEST_SITE)).toThrow(SearchFileError);
    expect(() => new SearchEngine(doc, {...index, texts: [42]}, TEST_SITE)).toThrow(SearchFileError);
    expect(() => new SearchEngine({...doc, abbreviations: [['rls']]}, index, TEST_SITE)).toThrow(SearchFileError);
    expect(() => new SearchEngine({...doc, abbreviations: undefined}, index, TEST_SITE)).toThrow(SearchFileError);
    expect(() => new SearchEngine(null, index, TEST_SITE)).toThrow(SearchFileError);
    expect(() => new SearchEngine({documents: 42}, index, TEST_SITE)).toThrow(SearchFileError);
  });

  test('a file is checked for being whole without parsing it', () => {
    const {doc, index} = buildSearchFiles([page('/doc/docs/a', 'Alpha')], 'one', TEST_SITE);
    const docText = JSON.stringify(doc);
    const indexText = JSON.stringify(index);
    expect(looksWhole(docText, DOC_FORMAT)).toBe(true);
    expect(looksWhole(`${indexText}\n`, INDEX_FORMAT)).toBe(true);
    expect(looksWhole(docText, INDEX_FORMAT)).toBe(false);
    expect(looksWhole(indexText.slice(0, -2), INDEX_FORMAT)).toBe(false);
    expect(looksWhole('<html>not found</html>', DOC_FORMAT)).toBe(false);
  });
});

test.describe('abbreviations the pages define', () => {
  test('a long form followed by its short form, or the other way round, is a definition', () => {
    expect(abbreviationsIn('Timbr also supports row-level security (RLS) and masking.')).toEqual([
      ['rls', 'row level security'],
    ]);
    expect(abbreviationsIn('a subscription on Azure Kubernetes Service (AKS).')).toEqual([
      ['aks', 'azure kubernetes service'],
    ]);
    expect(abbreviationsIn('Install the Application Gateway Ingress Controller (AGIC) first.')).toEqual([
      ['agic', 'application gateway ingress controller'],
    ]);
    expect(abbreviationsIn('This page explains natural-language querying (NLQ) in Timbr.')).toEqual([
      ['nlq', 'natural language querying'],
    ]);
    expect(abbreviationsIn('MDX (Multidimensional Expressions) lets Excel read cubes.')).toEqual([
      ['mdx', 'multidimensional expressions'],
    ]);
    // The long form starts at the word the short form's first letter starts.
    expect(bestLongForm('RLS', 'Timbr also supports row-level security')).toBe('row-level security');
  });

  test('a parenthesis that no long form explains defines nothing', () => {
    for (const text of [
      'Check the Next Schedule (UTC) column.',
      'Tokens signed with a shared secret (HMAC).',
      'Most systems are multi-tenant (MDC).',
      'ONTOLOGY_DDL_TIMEOUT 600 Timeout of model (DDL)',
      'Connect to MongoDB (MongoDB itself has none).',
      'Use SAP (SAP HANA).',
      'A Swagger reference (Swagger).',
      'the API service (see below)',
      'Other Databases (JDBC)',
    ]) {
      expect(abbreviationsIn(text), text).toEqual([]);
    }
  });

  test('the build learns them from every text of the pages, once each; a query then finds one form by the other', () => {
    expect(learnAbbreviations(['row-level security (RLS)', 'Row-Level Security (RLS) again', 'x'])).toEqual([
      ['rls', 'row level security'],
    ]);
    const engine = engineOf([
      page('/doc/docs/sql/permissions', 'Permissions', {
        headings: [heading('Permission levels'), heading('What users can see')],
        texts: ['Grant and revoke.', 'Each level of access.', 'Timbr supports row-level security (RLS) and masking.'],
      }),
      page('/doc/docs/getting-started/caching', 'Caching', {
        texts: ['Row-level security still applies to cached data.'],
      }),
      page('/doc/docs/other', 'Other', {texts: ['Nothing here.']}),
    ]);
    expect(pagesFor(engine, 'rls')).toEqual(['/doc/docs/sql/permissions', '/doc/docs/getting-started/caching']);
    // The long form is the same name spelled out: a page that writes it uses the reader's words.
    expect(engine.search('rls')[1].rank.exactness).toBe(0);
    expect(engine.search('row level security')[0].url).toBe('/doc/docs/sql/permissions#what-users-can-see');
  });
});
