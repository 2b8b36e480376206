/**
 * A made-up site for the tests of the index in fragments (./fragments.spec.ts):
 * pages where every ranking rule has something to decide (titles, breadcrumbs,
 * descriptions, headings that are questions, SQL keywords, words written as
 * one or two, an abbreviation the pages define, a section index and its
 * pages, lists of links, a part several pages share, the home page), split
 * into small fragments so that terms, titles and texts spread over many.
 */
import {buildSearchFiles, type SourcePage} from '../src/build';
import {SearchEngine} from '../src/engine';
import {FragmentEngine, type ReadFragment} from '../src/fragment-engine';
import {manifestName} from '../src/fragment-format';
import {splitSearchFiles, type SearchFragments} from '../src/split';
import {TEST_SITE, heading, page} from './site';

const SHARED = 'Most connection failures come from the network, TLS encryption or permissions, whatever the source is.';

export const PAGES: SourcePage[] = [
  page('/doc/', 'Timbr documentation', {texts: ['Start here: install Timbr, model an ontology, query it with SQL.']}),
  page('/doc/docs/sql/', 'SQL Reference', {
    breadcrumb: ['SQL Reference'],
    headings: [heading('Statements')],
    texts: ['The statements of the SQL dialect.', 'Mappings, views, cubes, permissions and GROUP BY queries.'],
    linkLists: [1],
  }),
  page('/doc/docs/sql/mappings', 'Mappings', {
    breadcrumb: ['SQL Reference', 'Modeling statements'],
    description: 'Bind tables of a datasource to concepts.',
    headings: [heading('Syntax'), heading('Many-to-many mapping'), heading('Troubleshooting')],
    texts: [
      'A mapping binds a table to a concept. CREATE MAPPING names its columns.',
      'CREATE MAPPING name INTO concept AS SELECT ... FROM table WHERE id IS NOT NULL',
      'Map a bridge table to two concepts; the mapping joins them on their keys.',
      SHARED,
    ],
  }),
  page('/doc/docs/sql/views', 'Views', {
    breadcrumb: ['SQL Reference', 'Modeling statements'],
    headings: [heading('What is a view'), heading('Group by in views')],
    texts: ['', 'A view is a saved query over concepts.', 'GROUP BY in a view groups the rows; ORDER BY sorts them.'],
  }),
  page('/doc/docs/sql/permissions', 'User actions, roles, and permissions', {
    breadcrumb: ['SQL Reference'],
    description: 'Grant and revoke permissions on concepts.',
    headings: [heading('Grant on a concept'), heading('What users can see and do')],
    texts: [
      'GRANT and REVOKE control who sees what.',
      'GRANT QUERY ON CONCEPT customer TO ROLE analyst. Rights granted on a concept hold for its sub-concepts.',
      'Timbr supports row-level security (RLS) and column masking, set in the Access Manager.',
    ],
  }),
  page('/doc/docs/sql/general', 'General syntax', {
    breadcrumb: ['SQL Reference'],
    headings: [heading('Not in and is not null')],
    texts: ['Names, quoting and comments.', 'Use NOT IN to exclude values and IS NOT NULL to keep set values.'],
  }),
  page('/doc/docs/getting-started/installation', 'Installation', {
    breadcrumb: ['Getting Started'],
    description: 'Install Timbr with Docker Compose or on Kubernetes.',
    headings: [heading('Install with Docker Compose'), heading('Install on Kubernetes')],
    texts: [
      'Timbr runs as a set of services.',
      'docker compose up starts every service.',
      'Use the Helm chart on k8s.',
    ],
  }),
  page('/doc/docs/getting-started/what-is-an-ontology', 'What is an ontology', {
    breadcrumb: ['Getting Started'],
    texts: ['An ontology is a model of concepts and the relationships between them.'],
  }),
  page('/doc/docs/platform/query/sqllab', 'SQL Editor', {
    breadcrumb: ['Platform', 'Query'],
    headings: [heading('Saved queries'), heading('Keyboard shortcuts')],
    texts: ['Write and run SQL.', 'Save a query to run it later.', 'Ctrl+Enter runs the query.'],
  }),
  page('/doc/docs/platform/query/saved', 'Saved queries', {
    breadcrumb: ['Platform', 'Query'],
    texts: ['Open the SQL Editor. The SQL Editor keeps SQL. SQL Editor, SQL Editor.'],
  }),
  page('/doc/docs/integration/datasources/snowflake/overview', 'Snowflake', {
    breadcrumb: ['Integrations', 'Data sources'],
    headings: [heading('Connection facts'), heading('Troubleshooting')],
    texts: [
      'Connect Timbr to a Snowflake data source.',
      'Host account.snowflakecomputing.com, port 443 (HTTPS).',
      SHARED,
    ],
  }),
  page('/doc/docs/integration/datasources/oracle', 'Oracle', {
    breadcrumb: ['Integrations', 'Data sources'],
    headings: [heading('Connection facts')],
    texts: ['Connect Timbr to an Oracle datasource.', 'Port 1521, service name or SID.'],
  }),
  page('/doc/docs/api/usage', 'API usage', {
    breadcrumb: ['API'],
    headings: [heading('Authentication'), heading('Nested requests')],
    texts: ['Call the REST API.', 'Send the x-api-key header with a token.', 'Nested JSON requests group calls.'],
  }),
];

/** The whole index of `pages`, its fragments (small: every kind spreads over several), and readers of them. */
export function splitSite(pages: SourcePage[] = PAGES, sizes = {termsSize: 150, textSize: 60, titlesSize: 120}) {
  const {doc, index} = buildSearchFiles(pages, 'test', TEST_SITE);
  // Through JSON, as the browser gets them.
  const whole = new SearchEngine(JSON.parse(JSON.stringify(doc)), JSON.parse(JSON.stringify(index)), TEST_SITE);
  const split: SearchFragments = splitSearchFiles(doc, index, TEST_SITE, {hash: testHash, ...sizes});
  const files = new Map(split.fragments);
  files.set(manifestName(split.manifest.build), JSON.stringify(split.manifest));
  /** Every read, in order. */
  const reads: string[] = [];
  /** Reads a file; `fault` may answer instead (a rejection, or other content). */
  const reader =
    (fault?: (name: string) => Promise<unknown> | undefined): ReadFragment =>
    async (name) => {
      reads.push(name);
      const faulty = fault?.(name);
      if (faulty) return faulty;
      const text = files.get(name);
      if (text === undefined) throw new Error('HTTP 404');
      return JSON.parse(text) as unknown;
    };
  const open = (fault?: (name: string) => Promise<unknown> | undefined) =>
    FragmentEngine.open(reader(fault), split.manifest.build, TEST_SITE);
  return {doc, index, whole, split, files, reads, open};
}

/** A hash for tests: FNV-1a, 32 bits, as 8 hexadecimal digits. */
export function testHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}
