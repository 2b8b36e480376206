/**
 * The release feeds (src/features/feeds) as a reader's feed client gets them:
 * served with their types, well-formed XML (the browser's own parser), one
 * entry per release of the changelog and per highlight of what's new, every
 * link absolute and leading to an existing heading; and linked from the two
 * pages they come from.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {SITE_URL} from '../../src/site';

const CHANGELOG = '/doc/docs/general/changelog';
const WHATS_NEW = '/doc/docs/general/whats_new';

/** The releases a reader sees on the changelog: dated rows of the tables that list versions or changes. */
async function releasesOnTheChangelog(page: Page): Promise<number> {
  await gotoHydrated(page, CHANGELOG);
  return page.locator('.theme-doc-markdown table').evaluateAll((tables) =>
    tables.reduce((count, table) => {
      const head = Array.from(table.querySelectorAll('th'), (th) => th.textContent!.trim());
      const date = head.indexOf('Date');
      if (date < 0 || !(head.includes('Version') || head.includes('Change'))) return count;
      const rows = Array.from(table.querySelectorAll('tbody tr'));
      return (
        count +
        rows.filter((tr) => /^\d{4}-\d{2}-\d{2}( to \d{4}-\d{2}-\d{2})?$/.test(tr.children[date].textContent!.trim()))
          .length
      );
    }, 0),
  );
}

/** Parses XML with the browser's parser; returns what a test needs, or the parser's error. */
const parse = (page: Page, xml: string, item: string, link: string) =>
  page.evaluate(
    ({xml, item, link}) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.querySelector('parsererror');
      if (error) return {error: error.textContent};
      const entries = Array.from(doc.getElementsByTagName(item));
      return {
        error: null,
        root: doc.documentElement.nodeName,
        titles: entries.map((e) => e.getElementsByTagName('title')[0]?.textContent ?? ''),
        ids: entries.map(
          (e) => (e.getElementsByTagName('id')[0] ?? e.getElementsByTagName('guid')[0])?.textContent ?? '',
        ),
        dates: entries.map(
          (e) => (e.getElementsByTagName('updated')[0] ?? e.getElementsByTagName('pubDate')[0])?.textContent ?? '',
        ),
        links: entries.map((e) => {
          const l = e.getElementsByTagName('link')[0];
          return l?.getAttribute('href') ?? l?.textContent ?? '';
        }),
        allUrls: [
          ...Array.from(doc.querySelectorAll('[href]'), (e) => e.getAttribute('href')!),
          ...Array.from(doc.getElementsByTagName(link), (e) => e.textContent ?? '').filter(Boolean),
        ],
      };
    },
    {xml, item, link},
  );

test('the Atom and RSS feeds are well-formed, hold one entry per release and highlight, with absolute links', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const releases = await releasesOnTheChangelog(page);
  await gotoHydrated(page, WHATS_NEW);
  const highlights = await page.locator('.theme-doc-markdown h3').count();
  expect(releases).toBeGreaterThan(30);
  expect(highlights).toBeGreaterThan(5);

  for (const [file, type, item, link] of [
    ['/doc/releases.atom', 'application/atom+xml', 'entry', 'link'],
    ['/doc/releases.rss', 'application/rss+xml', 'item', 'link'],
  ]) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toContain(type);
    const feed = await parse(page, await response.text(), item, link);
    expect(feed.error, `${file} is well-formed XML`).toBeNull();
    expect(feed.root).toBe(item === 'entry' ? 'feed' : 'rss');
    expect(feed.titles!.length, `${file}: one entry per release and per highlight`).toBe(releases + highlights);
    expect(new Set(feed.ids).size, `${file}: unique ids`).toBe(feed.ids!.length);
    expect(feed.titles!.every((t) => t.trim().length > 0)).toBe(true);
    for (const date of feed.dates!) expect(Number.isNaN(Date.parse(date)), `${file}: date ${date}`).toBe(false);
    // Newest first.
    const times = feed.dates!.map((d) => Date.parse(d));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const url of feed.allUrls!) expect(url, `${file}: absolute link`).toMatch(new RegExp(`^${SITE_URL}/doc/`));
    // Every entry leads to a heading of its page.
    const targets = new Set(feed.links!);
    for (const target of targets) {
      const {pathname, hash} = new URL(target);
      const html = await (await request.get(pathname)).text();
      expect(html, `${target}: the heading exists`).toContain(`id="${decodeURIComponent(hash.slice(1))}"`);
    }
  }
  // The entries of both formats are the same.
  const atom = await parse(page, await (await request.get('/doc/releases.atom')).text(), 'entry', 'link');
  const rss = await parse(page, await (await request.get('/doc/releases.rss')).text(), 'item', 'link');
  expect(rss.titles).toEqual(atom.titles);
});

for (const path of [CHANGELOG, WHATS_NEW]) {
  test(`${path} links both feeds`, async ({page, request}) => {
    await gotoHydrated(page, path);
    for (const name of ['Atom feed', 'RSS feed']) {
      const link = page.locator('.theme-doc-markdown').getByRole('link', {name});
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(/^\/doc\/releases\.(atom|rss)$/);
      expect((await request.get(href)).status()).toBe(200);
    }
  });
}
