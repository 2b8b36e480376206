/**
 * Code as HTML text instead of React elements: the build highlights each
 * Markdown code block into one string (src/features/highlighter/remark.ts), and
 * src/features/highlighter/theme/CodeBlock/Content puts it in the block's `<code>` with
 * `dangerouslySetInnerHTML`, so hydration creates one element per block, not
 * one per token. Shared by the build (Node) and the browser: no React here.
 */
import type {Token} from './normalize';

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};
const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => ESCAPES[c]);

function tokenHtml(token: Token): string {
  if (token.empty) return '';
  const text = escapeHtml(token.content);
  // Top-level text has no color of its own: no element for it.
  return token.types.length === 1 && token.types[0] === 'plain'
    ? text
    : `<span class="token ${token.types.join(' ')}">${text}</span>`;
}

/** The tokens of each line as HTML, lines separated by "\n" (tokens never hold one). */
export function linesHtml(lines: Token[][]): string {
  return lines.map((line) => line.map(tokenHtml).join('')).join('\n');
}

/** The text linesHtml was made from: the check that a block's HTML is of the code it shows. */
export function linesText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt);/g, (_, name: string) => ({amp: '&', lt: '<', gt: '>'})[name]!);
}

/**
 * The build's lines for the code a block shows: all of them, or, when the
 * theme has removed lines (magic comments such as `// highlight-next-line`),
 * the lines left, in order. Undefined when the lines are not of this code.
 */
export function linesFor(built: string, code: string): string | undefined {
  if (linesText(built) === code) return built;
  const wanted = code.split('\n');
  const picked: string[] = [];
  for (const line of built.split('\n')) {
    if (picked.length < wanted.length && linesText(line) === wanted[picked.length]) picked.push(line);
  }
  return picked.length === wanted.length ? picked.join('\n') : undefined;
}

export interface LineClasses {
  /** Extra class names per line (line highlighting). */
  lineClassNames: Record<number, string[]>;
  /** The CSS-module class names of numbered lines, or undefined without line numbers. */
  numbered?: {line: string; number: string; content: string};
}

/**
 * The inner HTML of a block's `<code>`: the markup of the theme's
 * CodeBlock/Line for each line (a `token-line` with the line's classes, the
 * number and content cells when numbered, a closing `<br>`).
 */
export function codeHtml(lines: string, {lineClassNames, numbered}: LineClasses): string {
  return lines
    .split('\n')
    .map((line, i) => {
      const classes = ['token-line', ...(lineClassNames[i] ?? []), ...(numbered ? [numbered.line] : [])].join(' ');
      const body = numbered
        ? `<span class="${numbered.number}"></span><span class="${numbered.content}">${line}</span>`
        : line;
      return `<div class="${classes}">${body}<br></div>`;
    })
    .join('');
}
