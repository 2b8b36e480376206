/**
 * Forgiving input (../src/query.ts): typos, synonyms, words written as one or
 * two, completions of the word being typed, strange and huge input.
 */
// Misspellings and unfinished words on purpose: the queries of the tests.
// cspell:ignore mappnig mapings mappingz kubernets kubrenetes cubz mapp kuber subconcept استعلام
import {test, expect} from '@playwright/test';
import {oneEditAway, parseQuery} from '../src/query';
import {stem} from '../src/stem';
import synonyms from '../src/synonyms.json';
import {TEST_SITE, engineOf, heading, page, pagesFor} from './site';

test.describe('forgiving input', () => {
  const engine = engineOf([
    page('/doc/docs/sql/mappings', 'Mappings', {texts: ['Create a mapping.']}),
    page('/doc/docs/deploy/kubernetes', 'Deploy with Kubernetes', {texts: ['Helm.']}),
    page('/doc/docs/sql/cubes', 'Cubes', {texts: ['Cube syntax.']}),
    page('/doc/docs/platform/datasources', 'Datasources', {texts: ['Register one.']}),
    page('/doc/docs/api/azure', 'Azure JWT', {texts: ['Entra ID tokens.']}),
    page('/doc/docs/api/tokens', 'Tokens', {texts: ['A Timbr token.']}),
    page('/doc/docs/sql/ddl', 'Concepts', {texts: ['A sub-concept inherits.']}),
    page('/doc/docs/sql/rules', 'Rules', {texts: ['Rule-based sub-concepts.']}),
  ]);

  test('a one-letter typo in a word of five letters or more still finds the page', () => {
    for (const typo of ['mappnig', 'mapings', 'mappingz', 'kubernets', 'kubrenetes']) {
      expect(pagesFor(engine, typo), typo).toContain(
        typo.startsWith('k') ? '/doc/docs/deploy/kubernetes' : '/doc/docs/sql/mappings',
      );
    }
    // Shorter words are taken as typed; a word the site uses is never read as a typo of another.
    expect(pagesFor(engine, 'cubz')).toEqual([]);
    expect(engine.search('cubes')[0].rank.exactness).toBe(0);
    expect(oneEditAway('abc')).toContain('acb');
    expect(oneEditAway('abc')).not.toContain('abc');
  });

  test('a typo match is marked as the least exact kind of match', () => {
    expect(engine.search('mappnig')[0].rank.exactness).toBe(3);
    expect(engine.search('mapping')[0].rank.exactness).toBe(0);
  });

  test('synonyms from the data file, both ways unless marked one-way', () => {
    expect(pagesFor(engine, 'k8s')).toEqual(['/doc/docs/deploy/kubernetes']);
    expect(pagesFor(engine, 'data source')).toEqual(['/doc/docs/platform/datasources']);
    expect(pagesFor(engine, 'azure ad')).toEqual(['/doc/docs/api/azure']);
    // token -> jwt is one-way: asking for a JWT does not bring every page about tokens.
    expect(pagesFor(engine, 'token')).toContain('/doc/docs/api/azure');
    expect(pagesFor(engine, 'jwt')).toEqual(['/doc/docs/api/azure']);
    // A synonym match ranks after the reader's own word.
    const results = engine.search('token');
    expect(results[0].page).toBe('/doc/docs/api/tokens');
  });

  test('one word where the site writes two, and the other way round', () => {
    expect(pagesFor(engine, 'subconcept').sort()).toEqual(['/doc/docs/sql/ddl', '/doc/docs/sql/rules']);
    expect(engine.parse('sub concept').map((c) => c.words)).toEqual([['sub'], ['concept']]);
  });

  test('an abbreviation the pages define, spelled out in a stronger place, does not make a page less exact', () => {
    const site = engineOf([
      // AKS in its text only.
      page('/doc/docs/deploy/kubernetes', 'Kubernetes', {texts: ['Works on AKS too. Set a DNS name for the ingress.']}),
      // AKS in its text, and spelled out in its description, where the pages define it.
      page('/doc/docs/deploy/azure', 'Azure', {
        description: 'Deploy on Azure Kubernetes Service (AKS).',
        headings: [heading('Point DNS at Timbr')],
        texts: ['', 'Give the AKS ingress a DNS name.'],
      }),
    ]);
    const results = site.search('aks dns name');
    expect(results.map((r) => [r.page, r.rank.exactness])).toEqual([
      ['/doc/docs/deploy/azure', 0],
      ['/doc/docs/deploy/kubernetes', 0],
    ]);
  });

  test('a completion of the word being typed does not make a page that holds the word as typed less exact', () => {
    const site = engineOf([
      page('/doc/docs/install', 'Installation', {texts: ['The LLM provider setup comes later.']}),
      // `setup` in its text; its heading holds `set`, a completion of what is typed.
      page('/doc/docs/nlq', 'NLQ', {
        headings: [heading('Set the LLM provider')],
        texts: ['', 'The LLM provider setup: pick a model.'],
      }),
    ]);
    const results = site.search('llm provider setup', {typing: true});
    expect(results[0].page).toBe('/doc/docs/nlq');
    expect(results[0].rank.exactness).toBe(0);
  });

  test('the last word completes while it is typed', () => {
    expect(pagesFor(engine, 'mapp', {typing: true})).toEqual(['/doc/docs/sql/mappings']);
    expect(pagesFor(engine, 'mapp')).toEqual([]);
    expect(pagesFor(engine, 'kuber', {typing: true})).toEqual(['/doc/docs/deploy/kubernetes']);
  });

  test('strange and huge input answers quickly with what it can', () => {
    for (const input of [
      '',
      '   ',
      '*',
      '.*+?^${}()|[]\\',
      '<img src=x onerror=alert(1)>',
      '\u0000',
      '🔍📊',
      'استعلام',
    ]) {
      expect(() => engine.search(input)).not.toThrow();
    }
    const started = Date.now();
    expect(engine.search('a'.repeat(10_000))).toEqual([]);
    expect(pagesFor(engine, 'mapping concept '.repeat(625))).toContain('/doc/docs/sql/mappings');
    expect(engine.search('x'.repeat(5000), {typing: true})).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(parseQuery('w '.repeat(500), engine, {maxLength: TEST_SITE.maxQueryLength}).length).toBeLessThanOrEqual(10);
  });

  test("a word the data file spells as one word or two is the reader's own word either way", () => {
    const site = engineOf([page('/doc/docs/a', 'Registry', {texts: ['Log in to the registry.']})]);
    const forms = site.parse('login')[0].forms.map((f) => [f.terms.join(' '), f.kind]);
    // `log in` is `login` written as two words; `sign in` another word for it.
    expect(forms).toContainEqual([['log', 'in'].map(stem).join(' '), 0]);
    expect(forms).toContainEqual([['sign', 'in'].map(stem).join(' '), 1]);
    expect(site.search('login')[0].rank.exactness).toBe(0);
  });

  test('every synonym entry has at least two forms and a reason, and no form is listed twice in one entry', () => {
    for (const entry of synonyms.entries) {
      expect(entry.terms.length, JSON.stringify(entry)).toBeGreaterThanOrEqual(2);
      expect(entry.reason.length, JSON.stringify(entry)).toBeGreaterThan(20);
      expect(new Set(entry.terms).size).toBe(entry.terms.length);
    }
  });
});
