/**
 * Unit tests (no browser) of the release feeds (src/features/feeds): which rows
 * and headings of the built pages become entries, and the two XML formats.
 * tests/e2e/feeds.spec.ts checks the built feeds themselves.
 */
import {test, expect} from '@playwright/test';
import {changelogEntries, releaseDay, whatsNewEntries} from '../../../src/features/feeds/entries';
import {parseHtml} from '../../../src/shared/built-pages';
import {atomFeed, escapeXml, rssFeed} from '../../../src/features/feeds/xml';

const page = (body: string, footer = '') => `<!doctype html><html><body><article>
<div class="theme-doc-markdown markdown"><header><h1>Changelog</h1></header>${body}</div>
<footer>${footer}</footer></article></body></html>`;
const h = (level: number, id: string, text: string) =>
  `<h${level} id="${id}">${text}<a href="#${id}" class="hash-link">#</a></h${level}>`;
const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((c) => `<th>${c}</th>`).join('')}</tr></thead>` +
  `<tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

const CHANGELOG = 'https://docs.example.com/doc/docs/general/changelog';

test('a release day is an exact day, or the end of a range; anything else is no day', () => {
  expect(releaseDay('2025-12-11')).toBe('2025-12-11');
  expect(releaseDay('2026-01-08 to 2026-01-27')).toBe('2026-01-27');
  expect(releaseDay('After 2026-03-04')).toBeUndefined();
  expect(releaseDay('2020')).toBeUndefined();
});

test('each dated row of a release table is an entry; summaries and milestones are not releases', () => {
  const html = page(
    [
      h(2, 'at-a-glance', 'At a glance'),
      table(['Component', 'Latest dated release'], [['SDK', '6.0.4, 2026-08-13']]),
      h(2, 'sdk', 'The SDK (<code>sdk</code>)'),
      table(
        ['Version', 'Date', 'Highlights'],
        [
          ['6.0.4', '2026-08-13', '—'],
          ['6.0.1', '2026-07-22', 'Responses include the <code>query_id</code>.'],
        ],
      ),
      h(2, 'assets', 'Deployment assets'),
      table(
        ['Date', 'Change'],
        [
          ['After 2026-03-04', 'Undated guide.'],
          ['2026-01-08 to 2026-01-27', 'Helm chart <a href="/x">2.0.0</a>. See <a href="/k">Kubernetes</a>.'],
        ],
      ),
      h(2, 'milestones', 'Milestones'),
      table(['Date', 'Milestone'], [['2022-10-03', 'Example published.']]),
    ].join('\n'),
  );
  const entries = changelogEntries(parseHtml(html), CHANGELOG);
  expect(entries.map((e) => e.title)).toEqual([
    'The SDK (sdk) 6.0.4',
    'The SDK (sdk) 6.0.1',
    'Deployment assets: Helm chart 2.0.0.',
  ]);
  expect(entries.map((e) => e.updated)).toEqual([
    '2026-08-13T00:00:00Z',
    '2026-07-22T00:00:00Z',
    '2026-01-27T00:00:00Z',
  ]);
  expect(entries[0].summary).toBe('The SDK (sdk): release 6.0.4.');
  expect(entries[1].summary).toBe('Responses include the query_id.');
  expect(entries[0].url).toBe(`${CHANGELOG}#sdk`);
  expect(entries[0].id).toBe('tag:docs.example.com,2026:changelog/sdk/6.0.4');
  expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
});

test("each highlight of what is new is an entry, dated by the page's last update", () => {
  const url = 'https://docs.example.com/doc/docs/general/whats_new';
  const html = page(
    [
      '<p>Intro.</p>',
      h(2, 'modeling', 'Modeling'),
      h(3, 'cubes', 'Cubes defined in SQL'),
      '<p>You can now define cubes.</p>',
      '<pre>code</pre>',
      h(3, 'measures', 'Measures in SQL'),
      '<p>Measures are named aggregations.</p>',
    ].join('\n'),
    '<time datetime="2026-11-20T10:00:00.000Z">Nov 20, 2026</time>',
  );
  const entries = whatsNewEntries(parseHtml(html), url, '2026-01-01');
  expect(entries.map((e) => [e.title, e.url, e.updated, e.summary])).toEqual([
    ['Cubes defined in SQL', `${url}#cubes`, '2026-11-20T10:00:00.000Z', 'You can now define cubes.'],
    ['Measures in SQL', `${url}#measures`, '2026-11-20T10:00:00.000Z', 'Measures are named aggregations.'],
  ]);
  // Without a last-update date (no Git history), the given day.
  expect(whatsNewEntries(parseHtml(html.replace(/<time[^>]*>.*?<\/time>/, '')), url, '2026-01-01')[0].updated).toBe(
    '2026-01-01T00:00:00Z',
  );
});

test('Atom and RSS carry every entry with escaped text and absolute links', () => {
  const entries = [
    {
      id: 'tag:x,2026:a',
      title: 'A <b> & "c"',
      url: 'https://docs.example.com/doc/a#b',
      updated: '2026-08-13T00:00:00Z',
      summary: "It's <new>",
      category: 'Changelog',
    },
    {
      id: 'tag:x,2026:b',
      title: 'B',
      url: 'https://docs.example.com/doc/b',
      updated: '2025-01-02T00:00:00Z',
      summary: '',
      category: "What's new",
    },
  ];
  const info = {
    title: 'T & U',
    description: 'D',
    selfUrl: 'https://docs.example.com/doc/releases.atom',
    pageUrl: 'https://docs.example.com/doc/c',
    author: 'Timbr',
  };
  const atom = atomFeed(info, entries);
  expect(atom.match(/<entry>/g)).toHaveLength(2);
  expect(atom).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
  expect(atom).toContain('<updated>2026-08-13T00:00:00Z</updated>\n  <author>');
  expect(atom).toContain('<title>T &amp; U</title>');
  const rss = rssFeed({...info, selfUrl: 'https://docs.example.com/doc/releases.rss'}, entries);
  expect(rss.match(/<item>/g)).toHaveLength(2);
  expect(rss).toContain('<pubDate>Thu, 13 Aug 2026 00:00:00 GMT</pubDate>');
  expect(rss).toContain('<description>It&apos;s &lt;new&gt;</description>');
  for (const href of [...atom.matchAll(/href="([^"]+)"/g), ...rss.matchAll(/<link>([^<]+)<\/link>/g)].map(
    (m) => m[1],
  )) {
    expect(href).toMatch(/^https:\/\//);
  }
  expect(escapeXml('<&>')).toBe('&lt;&amp;&gt;');
});
