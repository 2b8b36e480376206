/**
 * Each ranking rule (../src/rank.ts), and the section filter, on small made-up
 * sites where only the rule under test differs.
 */
import {test, expect} from '@playwright/test';
import {engineOf, heading, page, pagesFor} from './site';

test.describe('ranking rules', () => {
  test('a page whose title holds every word comes before pages that only mention them, however often', () => {
    const engine = engineOf([
      page('/doc/docs/platform/query/sqllab', 'SQL Editor', {texts: ['Write queries.']}),
      page('/doc/docs/platform/query/saved', 'Saved queries', {
        texts: ['Open the SQL Editor. The SQL Editor keeps SQL. SQL Editor, SQL Editor, SQL Editor.'],
      }),
    ]);
    expect(pagesFor(engine, 'sql editor')).toEqual([
      '/doc/docs/platform/query/sqllab',
      '/doc/docs/platform/query/saved',
    ]);
  });

  test("then the title read with its breadcrumb: a product name with a generic word finds the product's page", () => {
    const engine = engineOf([
      page('/doc/docs/integration/datasources/snowflake/overview', 'Snowflake', {
        breadcrumb: ['Integrations', 'Data sources'],
        texts: ['Connect a warehouse.'],
      }),
      page('/doc/docs/sql/datasource', 'Datasource', {
        texts: ['Supported data sources: Snowflake, Oracle. A data source is a database. Data source, data source.'],
      }),
    ]);
    expect(pagesFor(engine, 'snowflake data source')[0]).toBe('/doc/docs/integration/datasources/snowflake/overview');
    // The breadcrumb counts only with a word in the title: a category name alone does not lift every page in it.
    expect(engine.search('data source')[0].page).toBe('/doc/docs/sql/datasource');
  });

  test('then the description, then one heading, then the text; words spread over headings come after one heading', () => {
    const engine = engineOf([
      page('/doc/docs/a', 'Deployment architecture', {
        description: 'The services of a deployment and their ports.',
        texts: ['Text.'],
      }),
      page('/doc/docs/b', 'Monitoring', {headings: [heading('Service ports to watch')], texts: ['', 'Watch.']}),
      page('/doc/docs/c', 'Compose', {headings: [heading('Services'), heading('Ports')], texts: ['', 'One.', 'Two.']}),
      page('/doc/docs/d', 'Other', {texts: ['services ports services ports services ports']}),
    ]);
    const results = engine.search('services ports');
    expect(results.map((r) => r.page)).toEqual(['/doc/docs/a', '/doc/docs/b', '/doc/docs/c', '/doc/docs/d']);
    expect(results.map((r) => r.rank.level)).toEqual([3, 2, 1, 1]);
    // A result that comes from a heading leads to it.
    expect(results[1]).toMatchObject({heading: 'Service ports to watch', url: '/doc/docs/b#service-ports-to-watch'});
  });

  test('a title or heading that is the query word for word, stop words included, comes first', () => {
    const engine = engineOf([
      page('/doc/docs/sql/ontology', 'Ontology', {texts: ['CREATE ONTOLOGY.']}),
      page('/doc/docs/intro', 'Introduction', {headings: [heading('What is an ontology')], texts: ['', 'A model.']}),
    ]);
    expect(pagesFor(engine, 'what is an ontology')[0]).toBe('/doc/docs/intro');
    expect(pagesFor(engine, 'ontology')[0]).toBe('/doc/docs/sql/ontology');
  });

  test('words next to each other in the query count more when they are next to each other on the page', () => {
    const engine = engineOf([
      page('/doc/docs/far', 'Far', {texts: ['The key is in the table. A pair of shoes.']}),
      page('/doc/docs/near', 'Near', {texts: ['Use key pair authentication.']}),
    ]);
    expect(pagesFor(engine, 'key pair')).toEqual(['/doc/docs/near', '/doc/docs/far']);
    // In query order: "pair key" is not "key pair".
    expect(engine.search('pair key')[0].rank.proximity).toBe(0);
  });

  test('more words in the title wins among pages that hold all of them in the text', () => {
    const engine = engineOf([
      page('/doc/docs/a', 'Tokens', {texts: ['Custom JWT settings for a custom issuer.']}),
      page('/doc/docs/b', 'Custom JWT', {texts: ['Set up tokens.']}),
    ]);
    expect(pagesFor(engine, 'custom jwt tokens')[0]).toBe('/doc/docs/b');
  });

  test('the larger the share of the title the query covers, the better', () => {
    const engine = engineOf([
      page('/doc/docs/general/whats_new', 'Changelog highlights and news', {texts: ['See the changelog. Changelog.']}),
      page('/doc/docs/general/changelog', 'Changelog', {texts: ['Releases.']}),
    ]);
    expect(pagesFor(engine, 'changelog')[0]).toBe('/doc/docs/general/changelog');
  });

  test("the product's name is part of every title", () => {
    const engine = engineOf([
      page('/doc/docs/integration/databricks/install', 'Install Timbr with Databricks', {texts: ['Install.']}),
      page('/doc/docs/getting-started/installation', 'Installation', {texts: ['Install Timbr.']}),
    ]);
    expect(pagesFor(engine, 'install timbr')[0]).toBe('/doc/docs/getting-started/installation');
  });

  test('a section index page does not outrank the specific page under it, but keeps its place above others', () => {
    const engine = engineOf([
      page('/doc/docs/sql/', 'Mappings and more', {texts: ['See mappings.']}),
      page('/doc/docs/sql/mappings', 'Mappings and more of them', {texts: ['Text.']}),
      page('/doc/docs/api/', 'Mappings', {texts: ['Elsewhere.']}),
      page('/doc/docs/platform/x', 'Other', {texts: ['mappings mappings mappings']}),
    ]);
    expect(pagesFor(engine, 'mappings')).toEqual([
      // The API index page has nothing under it that matches: it stays first.
      '/doc/docs/api/',
      '/doc/docs/sql/mappings',
      '/doc/docs/sql/',
      '/doc/docs/platform/x',
    ]);
  });

  test('words found only in a list of links to other pages count after the words a page holds itself', () => {
    const hub = page('/doc/docs/integration/', 'Integrations', {
      headings: [heading('Browse every integration')],
      texts: [
        'Connect tools to Timbr.',
        'Keycloak token: test a token of Keycloak. Okta token: test an Okta token. Azure: tokens of Entra ID.',
      ],
    });
    const jwt = page('/doc/docs/api/custom_jwt', 'Custom JWT', {
      texts: ['Accept a token that Keycloak issues, then test it with a request.'],
    });
    // Without the mark, the section index wins: the query's words stand next to each other in its list.
    const unmarked = engineOf([hub, jwt]);
    expect(pagesFor(unmarked, 'test keycloak token')).toEqual(['/doc/docs/integration/', '/doc/docs/api/custom_jwt']);
    const marked = engineOf([{...hub, linkLists: [1]}, jwt]);
    expect(pagesFor(marked, 'test keycloak token')).toEqual(['/doc/docs/api/custom_jwt', '/doc/docs/integration/']);
    expect(marked.search('test keycloak token').map((r) => [r.rank.coverage, r.rank.own])).toEqual([
      [3, 3],
      [3, 0],
    ]);
    // A page that holds more of the query still comes first, list or not.
    expect(pagesFor(marked, 'okta token')[0]).toBe('/doc/docs/integration/');
  });

  test('SQL keywords that are stop words are found and lift pages that use them; a query with them is read as a phrase first', () => {
    const engine = engineOf([
      page('/doc/docs/a', 'Views', {texts: ['Count orders per mode with GROUP BY mode.']}),
      page('/doc/docs/b', 'Cubes', {texts: ['A group of cubes, sorted by name.']}),
      page('/doc/docs/c', 'Other', {texts: ['A group.']}),
      page('/doc/docs/d', 'Group sync', {description: 'Sync groups.', texts: ['Roles by name.']}),
    ]);
    // The page that holds the phrase comes first, though another has `group` in its title.
    expect(pagesFor(engine, 'group by')).toEqual(['/doc/docs/a', '/doc/docs/d', '/doc/docs/b', '/doc/docs/c']);
    expect(engine.search('group by').map((r) => r.rank.phrase)).toEqual([1, 0, 0, 0]);
    expect(pagesFor(engine, 'NOT IN')).toEqual([]);
    expect(pagesFor(engine, 'by').sort()).toEqual(['/doc/docs/a', '/doc/docs/b', '/doc/docs/d']);
  });

  test('a phrase met by chance in prose does not outrank the page whose summary holds every word of the query', () => {
    const engine = engineOf([
      page('/doc/docs/a', 'Storage', {texts: ['Write access can be granted on that prefix only.']}),
      page('/doc/docs/b', 'Permissions', {
        description: 'Grant and revoke permissions on ontologies.',
        texts: ['Roles.'],
      }),
      page('/doc/docs/c', 'Grants', {texts: ['Use GRANT QUERY ON a concept TO ROLE.']}),
      page('/doc/docs/d', 'Syntax', {headings: [heading('GRANT ON a resource')], texts: ['', 'Text.']}),
    ]);
    // A phrase in a heading first; then the page whose title and description hold `grant` and `on`, with the
    // page that holds the phrase only in its body; then the page that has the words apart.
    expect(pagesFor(engine, 'grant on')).toEqual(['/doc/docs/d', '/doc/docs/b', '/doc/docs/a', '/doc/docs/c']);
    expect(engine.search('grant on').map((r) => r.rank.phrase)).toEqual([2, 1, 1, 0]);
  });

  test('a word written with hyphens or dots is one phrase', () => {
    const engine = engineOf([
      page('/doc/docs/a', 'Headers', {texts: ['Send the x-api-key header.']}),
      page('/doc/docs/b', 'Keys', {texts: ['The api of the x server needs a key header.']}),
    ]);
    const results = engine.search('x-api-key header');
    expect(results.map((r) => r.page)).toEqual(['/doc/docs/a', '/doc/docs/b']);
    // The other page holds the parts, but not together: only `header` counts there.
    expect(results.map((r) => r.rank.coverage)).toEqual([2, 1]);
  });
});

test.describe('sections', () => {
  const engine = engineOf([
    page('/doc/docs/sql/cubes', 'Cubes', {texts: ['A cube.']}),
    page('/doc/docs/platform/modeling/ontology-views', 'Ontology Views', {texts: ['Create a cube.']}),
    page('/doc/docs/general/whats_new', "What's new", {texts: ['Cubes in SQL.']}),
    // Outside the section folders, but listed by the Getting Started sidebar.
    page('/doc/docs/playground', 'Playground', {breadcrumb: ['Getting Started'], texts: ['Query a cube.']}),
  ]);

  test('results can be narrowed to one section', () => {
    expect(pagesFor(engine, 'cube')).toHaveLength(4);
    expect(pagesFor(engine, 'cube', {section: 'platform'})).toEqual(['/doc/docs/platform/modeling/ontology-views']);
    expect(pagesFor(engine, 'cube', {section: 'getting-started'})).toEqual(['/doc/docs/playground']);
    expect(pagesFor(engine, 'cube', {section: 'api'})).toEqual([]);
    // An unknown section is no filter.
    expect(pagesFor(engine, 'cube', {section: 'nonsense'})).toHaveLength(4);
  });

  test('each result says where it lives', () => {
    const results = engine.search('cube');
    expect(results.find((r) => r.page.includes('/sql/'))).toMatchObject({section: 'SQL Reference', title: 'Cubes'});
    expect(results.find((r) => r.page.includes('/general/'))).toMatchObject({section: 'General', title: "What's new"});
    expect(results.find((r) => r.page.includes('/playground'))).toMatchObject({
      section: 'Getting Started',
      breadcrumb: [],
    });
  });
});
