/**
 * The two index files of the llms.txt convention (llmstxt.org):
 * - llms.txt: `# Title`, `> summary`, notes, then one `## Section` per group
 *   with `- [Title](url): description` per page;
 * - llms-full.txt: the same header, then the full Markdown of every page.
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

export function llmsTxt(head: LlmsHeader, sections: LlmsSection[]): string {
  const body = sections
    .filter((s) => s.pages.length > 0)
    .map((s) => {
      const items = s.pages.map((p) => {
        const description = oneLine(p.description);
        return `- [${linkText(p.title)}](${p.url})${description ? `: ${description}` : ''}`;
      });
      return `## ${s.name}\n\n${items.join('\n')}`;
    });
  return `${[header(head), ...body].join('\n\n')}\n`;
}

export function llmsFullTxt(head: LlmsHeader, sections: LlmsSection[]): string {
  const pages = sections.flatMap((s) => s.pages);
  const body = pages.map((p) => `---\n\nSource: ${p.url}\n\n${p.markdown.trim()}`);
  return `${[header(head), ...body].join('\n\n')}\n`;
}
