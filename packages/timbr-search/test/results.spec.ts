/**
 * Where a result leads and its snippet (../src/result.ts), and questions as
 * readers and assistants type them.
 */
// cspell:ignore powerbi
import {test, expect} from '@playwright/test';
import {subjectTerms} from '../src/rank';
import {markText, matchedRanges} from '../src/text';
import {TEST_SITE, engineOf, heading, page, pagesFor} from './site';

test.describe('sections and snippets', () => {
  const engine = engineOf([
    page('/doc/docs/sql/permissions', 'User actions, roles, and permissions', {
      description: 'Grant and revoke permissions.',
      headings: [heading('Permission levels'), heading('Resource paths'), heading('What users can see and do')],
      texts: [
        'GRANT and REVOKE control who can see what.',
        'Each level names what a user may do: ACCESS, QUERY, EDIT. The security of a level is its own.',
        'A path names a resource.',
        'Timbr separates two kinds of rights. Timbr also supports row-level security and column-level security with ' +
          'masking. They are governed in the Access Manager; no SQL form for them is public. More words follow here ' +
          'to make the text longer than one snippet: one, two, three, four, five, six, seven, eight, nine and ten.',
      ],
    }),
    page('/doc/docs/integration/datasources/snowflake/overview', 'Snowflake', {
      headings: [heading('Connection facts'), heading('Troubleshooting')],
      texts: [
        'Connect Timbr to Snowflake.',
        'Host account.snowflakecomputing.com, port 443 (HTTPS).',
        'Check the warehouse.',
      ],
    }),
  ]);

  test('a result leads to the deepest heading whose section holds the match, not to a heading that holds one word', () => {
    const [result] = engine.search('row level security');
    expect(result).toMatchObject({
      url: '/doc/docs/sql/permissions#what-users-can-see-and-do',
      heading: 'What users can see and do',
      anchor: 'what-users-can-see-and-do',
    });
    expect(engine.search('snowflake port')[0]).toMatchObject({anchor: 'connection-facts'});
    // A page whose title holds the query leads to its top, with no anchor.
    const top = engine.search('snowflake')[0];
    expect(top.url).toBe('/doc/docs/integration/datasources/snowflake/overview');
    expect(top.anchor).toBeUndefined();
  });

  test('among sections that hold as much of the query, a short one where it is dense wins over a long one that repeats it', () => {
    const filler = Array.from({length: 140}, (_, i) => `word${i}`).join(' ');
    const cache = engineOf([
      page('/doc/docs/sql/cache', 'Cache', {
        headings: [heading('Notes and limits'), heading('Split by date')],
        texts: [
          'Keep query results close to the engine.',
          `A partition is kept whole. ${filler} One partition per day at most. ${filler} Each partition is dropped with the cache.`,
          'Give every partition a date. One partition a day.',
        ],
      }),
    ]);
    // Three occurrences in a section of about 300 words, two in one of ten: the second holds the answer.
    expect(cache.search('cache partition')[0]).toMatchObject({anchor: 'split-by-date'});
  });

  test('each result carries a short snippet of the text that matched, cut at words, with its query words findable', () => {
    const [result] = engine.search('row level security');
    expect(result.snippet).toMatch(/^….*row-level security and column-level security.*…$/);
    expect(result.snippet.length).toBeLessThanOrEqual(202);
    expect(result.snippet).not.toContain('ten.');
    expect(markText(result.snippet, result.terms, '**', '**')).toContain('**row**-**level** **security**');
    expect(matchedRanges('Row-level', result.terms)).toEqual([
      [0, 3],
      [4, 9],
    ]);
    expect(engine.search('snowflake port')[0].snippet).toBe('Host account.snowflakecomputing.com, port 443 (HTTPS).');
    // A result at the top of the page shows the start of its text.
    expect(engine.search('snowflake')[0].snippet).toBe('Connect Timbr to Snowflake.');
  });

  test("a snippet falls back to the description when the section's text does not hold the words", () => {
    const other = engineOf([
      page('/doc/docs/a', 'Grants', {description: 'Grant and revoke permissions.', texts: ['Syntax first.']}),
    ]);
    expect(other.search('revoke')[0].snippet).toBe('Grant and revoke permissions.');
  });
});

test.describe('questions as readers and assistants type them', () => {
  const engine = engineOf([
    page('/doc/docs/integration/datasources/snowflake/overview', 'Snowflake', {
      breadcrumb: ['Integrations', 'Data sources'],
      texts: ['Timbr connects with the JDBC driver on port 443. Use a dedicated warehouse.'],
    }),
    page('/doc/docs/getting-started/deployments/deployment-architecture', 'Deployment architecture', {
      headings: [heading('Ports')],
      texts: ['Services and their ports.', 'Port 11000 for SQL, 8088 for the platform. Snowflake is a datasource.'],
    }),
    page('/doc/docs/api/requirements', 'API requirements', {
      description: 'The headers every call needs and the three ways to get a token.',
      texts: ['Where a token comes from.'],
    }),
    page('/doc/docs/api/azure_jwt', 'Azure JWT', {
      description: 'Accept Entra ID access tokens.',
      texts: ['Get an access token from Entra ID.'],
    }),
    page('/doc/docs/general/changelog', 'Changelog', {texts: ['Dated releases, newest first.']}),
    page('/doc/docs/general/whats_new', "What's new", {texts: ['Highlights of recent releases.']}),
  ]);

  /** The words of a query that a page must hold: those that do not only frame the question. */
  const required = (q: string) =>
    engine
      .parse(q)
      .filter((c) => !c.framing)
      .map((c) => c.words.join(' '));

  test('words that only frame the question are not required: the page about the subject comes first', () => {
    expect(engine.parse('what port does snowflake use').map((c) => [c.words.join(' '), c.framing])).toEqual([
      ['port', false],
      ['snowflake', false],
      ['use', true],
    ]);
    expect(pagesFor(engine, 'what port does snowflake use')[0]).toBe(
      '/doc/docs/integration/datasources/snowflake/overview',
    );
    // What a port is for, and what a name stands for, frame the question too.
    expect(required('what port does snowflake listen on')).toEqual(['port', 'snowflake']);
    expect(engine.parse('what does jwt stand for').map((c) => [c.words.join(' '), c.framing])).toEqual([
      ['jwt', false],
      ['stand', true],
    ]);
  });

  test('in a question, words that ask for a list and verbs of storing frame it; outside a question they are required', () => {
    expect(required('which tls modes does vertica support')).toEqual(['tls', 'modes', 'vertica']);
    expect(required('which llm types can i use')).toEqual(['llm']);
    expect(required('where are graph algorithm results kept')).toEqual(['graph', 'algorithm', 'results']);
    expect(required('where does timbr save its metadata')).toEqual(['timbr', 'metadata']);
    expect(required('vertica support')).toEqual(['vertica', 'support']);
    expect(required('save a query')).toEqual(['save', 'query']);
    const site = engineOf([
      // Lists the modes without the word "supported".
      page('/doc/docs/integration/datasources/vertica/overview', 'Vertica', {
        headings: [heading('TLS modes')],
        texts: ['Connect Timbr to Vertica.', 'Choose disable, require or verify-full.'],
      }),
      // Holds every word of the question, "supported" too, but lists no modes.
      page('/doc/docs/sql/datasource', 'Datasource', {
        texts: ['Vertica is a supported datasource type; its TLS modes are set on the URL.'],
      }),
    ]);
    expect(pagesFor(site, 'which tls modes does vertica support')[0]).toBe(
      '/doc/docs/integration/datasources/vertica/overview',
    );
  });

  test('a verb of storing also frames a task of three words or more; in a shorter one it names the task', () => {
    expect(required('what can i put in a cache')).toEqual(['cache']);
    expect(required('keep a graph exploration for later')).toEqual(['graph', 'exploration', 'later']);
    expect(required('persist a sql editor result as a view')).toEqual(['sql', 'editor', 'result', 'as', 'view']);
    expect(required('save a query')).toEqual(['save', 'query']);
    expect(required('keep exploration')).toEqual(['keep', 'exploration']);
  });

  test('in a question that asks which things there are, the verb after `can i` frames it', () => {
    expect(required('which built in columns can i select')).toEqual(['built', 'columns']);
    expect(required('which optional services can we add')).toEqual(['optional', 'services']);
    // Only right after `can i`, and only in a question that asks which or what.
    expect(required('which services add optional features')).toEqual(['services', 'add', 'optional', 'features']);
    expect(required('how can i add a service')).toEqual(['add', 'service']);
    expect(required('can i add a service')).toEqual(['add', 'service']);
  });

  test('in a question, SQL keywords in lower case are words of the sentence; in capitals they stay SQL', () => {
    const read = (q: string) =>
      engine.parse(q).map((c) => `${c.words.join(' ')}${c.weak ? ' (sql)' : ''}${c.framing ? ' (frame)' : ''}`);
    expect(read('where do i get my api token')).toEqual(['where (frame)', 'get (frame)', 'api', 'token']);
    expect(read('how do i use GROUP BY')).toEqual(['use (frame)', 'group', 'by (sql)']);
    expect(read('where clause')).toEqual(['where (sql)', 'clause']);
  });

  test("a level reached only through a synonym counts one level lower: the reader's own words in the description win", () => {
    // `token` finds JWT pages (a one-way synonym); "Azure JWT" holds it in its title only as JWT.
    expect(pagesFor(engine, 'where do i get my api token')[0]).toBe('/doc/docs/api/requirements');
  });

  test('meaning synonyms: release notes are the changelog', () => {
    expect(pagesFor(engine, 'latest release notes')[0]).toBe('/doc/docs/general/changelog');
  });

  test('a question and a heading with the same subject in other words: the heading answers it', () => {
    // The subject: without stop words, SQL keywords used as words, and the product's name (unless nothing else is left).
    expect(subjectTerms('how do I create a user', TEST_SITE.product)).toEqual(
      subjectTerms('Create a user', TEST_SITE.product),
    );
    expect(subjectTerms('what is a cube in Timbr', TEST_SITE.product)).toEqual(
      subjectTerms('Cubes', TEST_SITE.product),
    );
    expect(subjectTerms('which query language does timbr use', TEST_SITE.product)).toEqual(
      subjectTerms('Which query language do I use?', TEST_SITE.product),
    );
    expect(subjectTerms('what does timbr do', TEST_SITE.product)).toEqual(
      subjectTerms('What is Timbr', TEST_SITE.product),
    );
    expect(subjectTerms('what is timbr', TEST_SITE.product)).toEqual(['timbr']);
    const site = engineOf([
      // Holds both words in its description and its first heading: without the rule it comes first.
      page('/doc/docs/integration/datasources/mysql', 'MySQL', {
        description: 'Create a read-only user for Timbr.',
        headings: [heading('Create a read-only user')],
        texts: ['', 'CREATE USER with SELECT only; create it once per user.'],
      }),
      page('/doc/docs/platform/managing/access-manager', 'Access Manager', {
        description: 'Manage users and roles.',
        headings: [heading('Tasks'), heading('Create a user')],
        texts: ['', 'What you can do.', 'Open the Users tab.'],
      }),
      page('/doc/docs/sql/cubes', 'Cubes', {texts: ['CREATE ONTOLOGY CUBE.']}),
      page('/doc/docs/sql/views', 'Views', {
        headings: [heading('Views and cubes')],
        texts: ['', 'A cube in Timbr is not a view.'],
      }),
    ]);
    const answer = site.search('how do i create a user')[0];
    expect(answer.page).toBe('/doc/docs/platform/managing/access-manager');
    expect(answer.heading).toBe('Create a user');
    expect(pagesFor(site, 'what is a cube in timbr')[0]).toBe('/doc/docs/sql/cubes');
    // Keywords are not a sentence: `create user` is not read as the heading "Create a user".
    expect(site.search('create user')[0].rank.level).not.toBe(6);
  });

  test('a heading that is the question word for word comes before one with the same subject in other words', () => {
    const site = engineOf([
      page('/doc/docs/sql/ontology', 'Ontology', {texts: ['CREATE ONTOLOGY.']}),
      page('/doc/docs/intro', 'Introduction', {headings: [heading('What is an ontology')], texts: ['', 'A model.']}),
    ]);
    // Both are at the exact level; the one the reader's words name as written is first.
    expect(site.search('what is an ontology').map((r) => [r.page, r.rank.level])).toEqual([
      ['/doc/docs/intro', 6],
      ['/doc/docs/sql/ontology', 6],
    ]);
  });

  test("the site's first page is its home page, start page or main page", () => {
    const site = engineOf([
      page('/doc/', 'Documentation', {texts: ['Official documentation: getting started, SQL, API.']}),
      page('/doc/docs/', 'Documentation', {texts: ['How these docs are organized.']}),
      page('/doc/docs/tutorial', 'Tutorial', {
        texts: ['Home office customers. Documentation of each step. Start here.'],
      }),
    ]);
    for (const query of ['documentation home', 'documentation start page', 'docs main page']) {
      expect(pagesFor(site, query)[0], query).toBe('/doc/');
    }
    // Without those words, the first page is one page among others.
    expect(pagesFor(site, 'tutorial')[0]).toBe('/doc/docs/tutorial');
  });

  test('compounds join and split: powerbi and power bi', () => {
    const bi = engineOf([
      page('/doc/docs/integration/bi_tools/power-bi', 'Connecting Power BI to Timbr', {texts: ['Power BI Desktop.']}),
      page('/doc/docs/integration/excel', 'Excel', {texts: ['Power Query in Excel for BI.']}),
      page('/doc/docs/integration/mdx', 'MDX', {texts: ['Pivot tables in PowerBI.']}),
      page('/doc/docs/integration/odbc', 'ODBC', {texts: ['The PowerBI driver and the odbc one. PowerBI again.']}),
    ]);
    // Each form finds the pages that write the other; the page titled Power BI comes first either way.
    for (const query of ['powerbi', 'power bi']) {
      const found = pagesFor(bi, query);
      expect(found[0], query).toBe('/doc/docs/integration/bi_tools/power-bi');
      expect(found, query).toEqual(expect.arrayContaining(['/doc/docs/integration/mdx', '/doc/docs/integration/odbc']));
    }
    expect(bi.search('powerbi')[0].rank.exactness).toBe(1);
    expect(bi.search('power bi')[1].rank.exactness).toBe(1);
  });
});
