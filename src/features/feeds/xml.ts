/**
 * The two feed formats, written by hand (a few lines each): Atom 1.0
 * (RFC 4287) and RSS 2.0. Every URL is absolute.
 */
import type {FeedEntry} from './entries';

export interface FeedInfo {
  title: string;
  description: string;
  /** Absolute URLs: the feed itself and the page it summarizes. */
  selfUrl: string;
  pageUrl: string;
  author: string;
}

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const latest = (entries: FeedEntry[]) =>
  entries
    .map((e) => e.updated)
    .sort()
    .at(-1) ?? new Date(0).toISOString();

export function atomFeed(info: FeedInfo, entries: FeedEntry[]): string {
  const e = escapeXml;
  const items = entries.map((entry) =>
    [
      '  <entry>',
      `    <title>${e(entry.title)}</title>`,
      `    <id>${e(entry.id)}</id>`,
      `    <link rel="alternate" type="text/html" href="${e(entry.url)}"/>`,
      `    <updated>${entry.updated}</updated>`,
      `    <category term="${e(entry.category)}"/>`,
      `    <summary>${e(entry.summary)}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <title>${e(info.title)}</title>`,
    `  <subtitle>${e(info.description)}</subtitle>`,
    `  <id>${e(info.selfUrl)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${e(info.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${e(info.pageUrl)}"/>`,
    `  <updated>${latest(entries)}</updated>`,
    `  <author><name>${e(info.author)}</name></author>`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}

export function rssFeed(info: FeedInfo, entries: FeedEntry[]): string {
  const e = escapeXml;
  const date = (iso: string) => new Date(iso).toUTCString();
  const items = entries.map((entry) =>
    [
      '    <item>',
      `      <title>${e(entry.title)}</title>`,
      `      <link>${e(entry.url)}</link>`,
      `      <guid isPermaLink="false">${e(entry.id)}</guid>`,
      `      <pubDate>${date(entry.updated)}</pubDate>`,
      `      <category>${e(entry.category)}</category>`,
      `      <description>${e(entry.summary)}</description>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${e(info.title)}</title>`,
    `    <link>${e(info.pageUrl)}</link>`,
    `    <description>${e(info.description)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${date(latest(entries))}</lastBuildDate>`,
    `    <atom:link href="${e(info.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
