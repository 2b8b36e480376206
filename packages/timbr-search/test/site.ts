/**
 * A made-up site for the tests of the search: its sections are those of the
 * documentation site, so that the pages of the tests have addresses a reader
 * of the site would recognize; each test builds the search files of a few
 * pages of its own and loads them in the engine.
 */
import {buildSearchFiles, type SourcePage} from '../src/build';
import {SearchEngine, type SearchOptions} from '../src/engine';
import type {SearchSite} from '../src/site';

export const TEST_SITE: SearchSite = {
  baseUrl: '/doc/',
  product: 'timbr',
  sections: [
    {id: 'getting-started', label: 'Getting Started', prefix: 'docs/getting-started/'},
    {id: 'platform', label: 'Platform', prefix: 'docs/platform/'},
    {id: 'sql', label: 'SQL Reference', prefix: 'docs/sql/'},
    {id: 'api', label: 'API', prefix: 'docs/api/'},
    {id: 'integration', label: 'Integrations', prefix: 'docs/integration/'},
  ],
  generalLabel: 'General',
  maxQueryLength: 200,
};

/** A page of a made-up site; `texts[0]` is the text before the first heading. */
export function page(url: string, title: string, over: Partial<SourcePage> = {}): SourcePage {
  const headings = over.headings ?? [];
  return {
    url,
    title,
    breadcrumb: [],
    description: '',
    headings,
    texts: over.texts ?? ['', ...headings.map(() => '')],
    ...over,
  };
}

export const heading = (text: string) => ({anchor: text.toLowerCase().replace(/\W+/g, '-'), text});

export function engineOf(pages: SourcePage[]): SearchEngine {
  const {doc, index} = buildSearchFiles(pages, 'test', TEST_SITE);
  // Through JSON, as the browser gets them.
  return new SearchEngine(JSON.parse(JSON.stringify(doc)), JSON.parse(JSON.stringify(index)), TEST_SITE);
}

export const pagesFor = (engine: SearchEngine, query: string, options: SearchOptions = {}) =>
  engine.search(query, options).map((r) => r.page);
