/**
 * The index files of the llms.txt convention (llmstxt.org):
 * - llms.txt: `# Title`, `> summary`, notes, then one `## Section` per group
 *   with `- [Title](Markdown copy URL): description` per page;
 * - llms-full.txt: the same header, then the full Markdown of every page;
 * - per navigation section, an llms.txt of its own pages and its full text,
 *   cut by sidebar category (then by page) so that no file reaches
 *   FULL_TEXT_LIMIT characters: what an assistant reads in one fetch.
 */

export interface LlmsPage {
  /** Absolute URL of the page (as in the sitemap). */
  url: string;
  /** Absolute URL of the page's Markdown copy. */
  markdownUrl: string;
  title: string;
  description: string;
  markdown: string;
}

export interface LlmsSection {
  name: string;
  pages: LlmsPage[];
}

export interface LlmsHeader {
  title: string;
  summary: string;
  /** Plain Markdown paragraphs placed after the summary. */
  notes: string[];
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
/** Link text: brackets and backslashes escaped so the link stays a link. */
const linkText = (s: string) => oneLine(s).replace(/[\\[\]]/g, (c) => `\\${c}`);

function header({title, summary, notes}: LlmsHeader): string {
  return [`# ${oneLine(title)}`, `> ${oneLine(summary)}`, ...notes].join('\n\n');
}

/** One line of an index: the page's title linked to its Markdown copy, then its description. */
export function pageLine(p: LlmsPage): string {
  const description = oneLine(p.description);
  return `- [${linkText(p.title)}](${p.markdownUrl})${description ? `: ${description}` : ''}`;
}

/** A list of links to other files (`- [Name](url): note`), for the notes of a header. */
export interface LlmsLink {
  name: string;
  url: string;
  note?: string;
}

const linkLine = (l: LlmsLink) => `- [${linkText(l.name)}](${l.url})${l.note ? `: ${oneLine(l.note)}` : ''}`;

/**
 * llms.txt. `links`, when given, is an H2 section of links to other index
 * files (the sections' own files), placed before the pages.
 */
export function llmsTxt(
  head: LlmsHeader,
  sections: LlmsSection[],
  links?: {heading: string; items: LlmsLink[]},
): string {
  const body = sections
    .filter((s) => s.pages.length > 0)
    .map((s) => `## ${s.name}\n\n${s.pages.map(pageLine).join('\n')}`);
  const extra = links && links.items.length ? [`## ${links.heading}\n\n${links.items.map(linkLine).join('\n')}`] : [];
  return `${[header(head), ...extra, ...body].join('\n\n')}\n`;
}

/** One page in a full-text file: a rule, its address, its Markdown. */
const fullTextPage = (p: LlmsPage) => `---\n\nSource: ${p.url}\n\n${p.markdown.trim()}`;

export function llmsFullTxt(head: LlmsHeader, sections: LlmsSection[]): string {
  const pages = sections.flatMap((s) => s.pages);
  return `${[header(head), ...pages.map(fullTextPage)].join('\n\n')}\n`;
}

/** Most characters of a full-text file: Claude Code, for one, cuts a fetch at about 100,000. */
export const FULL_TEXT_LIMIT = 100_000;

/** The first line of every Markdown copy: where the index of every page is. */
export function markdownPointer(llmsTxtUrl: string): string {
  return `> This is the Markdown copy of a page of the documentation; the index of every page, for AI assistants, is ${llmsTxtUrl}`;
}

/** A run of pages of one section: a top-level sidebar category, or pages between categories. */
export interface LlmsGroup {
  name: string;
  pages: LlmsPage[];
}

/** One full-text file of a section. */
export interface FullTextPart {
  /** File name, in the section's folder (`llms-full.txt`, `llms-full-data-sources.txt`, `llms-full-data-sources-2.txt`). */
  file: string;
  /** What the part holds: the section's name, or the category's (`Data sources`, `Data sources (2)`). */
  name: string;
  pages: LlmsPage[];
  text: string;
}

export const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'pages';

/**
 * The full text of one section, cut so that no file reaches `limit`
 * characters: the whole section in one file when it fits; else one file per
 * group (sidebar category); a group that does not fit is cut further, by
 * page, in sidebar order. A single page longer than the limit stays whole, in
 * a file of its own (the tests report it).
 */
export function splitFullText(
  head: (partName: string) => LlmsHeader,
  sectionName: string,
  groups: LlmsGroup[],
  limit = FULL_TEXT_LIMIT,
): FullTextPart[] {
  const render = (name: string, pages: LlmsPage[]) =>
    `${[header(head(name)), ...pages.map(fullTextPage)].join('\n\n')}\n`;
  const all = groups.flatMap((g) => g.pages);
  const whole = render(sectionName, all);
  if (whole.length < limit) return [{file: 'llms-full.txt', name: sectionName, pages: all, text: whole}];
  const parts: FullTextPart[] = [];
  const used = new Set<string>();
  for (const group of groups.filter((g) => g.pages.length > 0)) {
    let base = slug(group.name);
    while (used.has(base)) base = `${base}-x`;
    used.add(base);
    const text = render(group.name, group.pages);
    if (text.length < limit) {
      parts.push({file: `llms-full-${base}.txt`, name: group.name, pages: group.pages, text});
      continue;
    }
    // Pack pages in order into files below the limit.
    const chunks: LlmsPage[][] = [];
    let current: LlmsPage[] = [];
    for (const page of group.pages) {
      if (current.length && render(group.name, [...current, page]).length >= limit) {
        chunks.push(current);
        current = [];
      }
      current.push(page);
    }
    if (current.length) chunks.push(current);
    chunks.forEach((pages, k) => {
      const name = `${group.name} (${k + 1})`;
      parts.push({file: `llms-full-${base}-${k + 1}.txt`, name, pages, text: render(name, pages)});
    });
  }
  return parts;
}
