/**
 * Parts of a page's Markdown copy for get_page (./server.ts): the section a
 * heading starts, and a slice of a long text cut at a line's end.
 */
import {words} from '@timbr-docs/search';

export interface MarkdownHeading {
  /** 1 for `#`, 2 for `##`... */
  level: number;
  text: string;
  /** Offset of the heading's line in the text. */
  start: number;
}

/** The headings of a Markdown text, in order, leaving out lines inside fenced code blocks. */
export function markdownHeadings(markdown: string): MarkdownHeading[] {
  const out: MarkdownHeading[] = [];
  let fence: string | null = null;
  let at = 0;
  for (const line of markdown.split('\n')) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
    } else if (fence === null) {
      const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
      if (heading) out.push({level: heading[1].length, text: heading[2], start: at});
    }
    at += line.length + 1;
  }
  return out;
}

/** Heading text compared by its words only (the copy keeps inline code and links that the HTML heading has as text). */
const key = (text: string) => words(text.replace(/\]\([^)]*\)/g, ']')).join(' ');

/**
 * The section of `markdown` under the `occurrence`-th heading (0 = the first)
 * whose text is `text`: from its line to the next heading of the same or a
 * higher level (an h2 section holds its h3 sections). Null when there is none.
 */
export function markdownSection(markdown: string, text: string, occurrence = 0): string | null {
  const headings = markdownHeadings(markdown);
  const wanted = key(text);
  const matching = headings.filter((h) => h.level > 1 && key(h.text) === wanted);
  const heading = matching[occurrence];
  if (!heading) return null;
  const next = headings.find((h) => h.start > heading.start && h.level <= heading.level);
  return markdown.slice(heading.start, next ? next.start : markdown.length).trimEnd();
}

/**
 * At most `length` characters of `text` from `offset`, cut after the last
 * line end in that window, so that a part ends with a whole line; inside a
 * line only when the window holds no line end (a line longer than the part).
 * `end` is where the next part starts.
 */
export function sliceText(text: string, offset: number, length: number): {text: string; end: number} {
  const start = Math.min(offset, text.length);
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const lineEnd = text.lastIndexOf('\n', end - 1);
    if (lineEnd >= start) end = lineEnd + 1;
  }
  return {text: text.slice(start, end), end};
}
