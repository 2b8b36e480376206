/**
 * The entries of the release feeds, read from the built changelog and
 * what's-new pages (their HTML as readers get it, parsed by the one pass over
 * the built pages, src/shared/built-pages.ts).
 *
 * - Changelog: one entry per release, a row of a table whose header has a
 *   "Date" column and a "Version" or "Change" column (the summary table and
 *   the milestones are not releases). The row's date is an exact day, or a
 *   range "A to B" dated B; a row without an exact day (such as "After ...")
 *   is not dated, so it is left out. The entry links to its component's
 *   heading.
 * - What's new: one entry per highlight (each `h3`), dated by the page's last
 *   update (its "Last updated" date), linked to the highlight's heading.
 */
import type {Element, Root} from 'hast';
import {classes, findAll, isElement, textOf} from '../../shared/hast';

export interface FeedEntry {
  /** A stable tag URI (RFC 4151). */
  id: string;
  title: string;
  /** Absolute URL of the page section. */
  url: string;
  /** ISO date-time. */
  updated: string;
  summary: string;
  /** "Changelog" or "What's new". */
  category: string;
}

const clean = (s: string) =>
  s
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The children of the page's Markdown column, in order. */
function contentOf(tree: Root): Element[] {
  const markdown = findAll(tree, (e) => classes(e).includes('theme-doc-markdown'))[0];
  if (!markdown) throw new Error('feeds: no Markdown content in the page');
  return markdown.children.filter(isElement);
}

/** A heading's text, without its "#" anchor link. */
const headingText = (h: Element) =>
  clean(
    h.children
      .filter((c) => !(isElement(c) && c.tagName === 'a'))
      .map(textOf)
      .join(''),
  );
const headingId = (h: Element) => String(h.properties?.id ?? '');

/** `2026-01-08 to 2026-01-27` → 2026-01-27; `2025-12-11` → itself; anything else → undefined. */
export function releaseDay(cell: string): string | undefined {
  const m = clean(cell).match(/^(\d{4}-\d{2}-\d{2})(?: to (\d{4}-\d{2}-\d{2}))?$/);
  return m ? (m[2] ?? m[1]) : undefined;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-|-$/g, '');
/** The date part of the entries' tag URIs: a day the site's host was ours, fixed so ids never change. */
const TAG_DATE = '2026';
const tagUri = (host: string, specific: string) => `tag:${host},${TAG_DATE}:${specific}`;

export function changelogEntries(tree: Root, pageUrl: string): FeedEntry[] {
  const host = new URL(pageUrl).host;
  const entries: FeedEntry[] = [];
  let section: Element | undefined;
  for (const node of contentOf(tree)) {
    if (node.tagName === 'h2') section = node;
    const table = node.tagName === 'table' ? node : findAll(node, (e) => e.tagName === 'table')[0];
    if (!table || !section) continue;
    const rows = findAll(table, (e) => e.tagName === 'tr');
    const header = findAll(rows[0], (e) => e.tagName === 'th').map((th) => clean(textOf(th)));
    const dateCol = header.indexOf('Date');
    const versionCol = header.indexOf('Version');
    const changeCol = header.indexOf('Change');
    const notesCol = header.indexOf('Highlights');
    if (dateCol < 0 || (versionCol < 0 && changeCol < 0)) continue;
    const component = headingText(section);
    for (const row of rows.slice(1)) {
      const cells = findAll(row, (e) => e.tagName === 'td').map((td) => clean(textOf(td)));
      const day = releaseDay(cells[dateCol] ?? '');
      if (!day) continue;
      const version = versionCol >= 0 ? cells[versionCol] : undefined;
      const notes = version ? (cells[notesCol] ?? '') : (cells[changeCol] ?? '');
      const summary = notes && notes !== '—' ? notes : `${component}: release ${version}.`;
      entries.push({
        id: tagUri(host, `changelog/${headingId(section)}/${slug(version ?? day)}`),
        title: version ? `${component} ${version}` : `${component}: ${notes.replace(/\s*See .*$/, '')}`,
        url: `${pageUrl}#${headingId(section)}`,
        updated: `${day}T00:00:00Z`,
        summary,
        category: 'Changelog',
      });
    }
  }
  return entries;
}

export function whatsNewEntries(tree: Root, pageUrl: string, fallbackDay: string): FeedEntry[] {
  const host = new URL(pageUrl).host;
  const time = findAll(tree, (e) => e.tagName === 'time' && e.properties?.dateTime !== undefined)[0];
  const updated = time ? new Date(String(time.properties.dateTime)).toISOString() : `${fallbackDay}T00:00:00Z`;
  const entries: FeedEntry[] = [];
  const nodes = contentOf(tree);
  nodes.forEach((node, i) => {
    if (node.tagName !== 'h3') return;
    const first = nodes.slice(i + 1).find((n) => n.tagName === 'p' || /^h[1-6]$/.test(n.tagName));
    entries.push({
      id: tagUri(host, `whats-new/${headingId(node)}`),
      title: headingText(node),
      url: `${pageUrl}#${headingId(node)}`,
      updated,
      summary: first?.tagName === 'p' ? clean(textOf(first)) : '',
      category: "What's new",
    });
  });
  return entries;
}
