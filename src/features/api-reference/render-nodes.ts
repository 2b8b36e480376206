/** The mdast builders of the API reference: text, headings, tables and code blocks, and OpenAPI descriptions (Markdown) as nodes. */
import type {
  BlockContent,
  Code,
  Heading,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';

/** An MDX JSX element (`<details>`, `<summary>`); MDX maps `details` to the theme's Details component. */
export interface JsxFlow {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: [];
  children: (BlockContent | JsxFlow)[];
}

export type Node = RootContent | JsxFlow;

export const text = (value: string): PhrasingContent => ({type: 'text', value});
export const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
export const strong = (...children: PhrasingContent[]): PhrasingContent => ({type: 'strong', children});
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

export function heading(depth: 2 | 3 | 4 | 5, id: string, children: PhrasingContent[]): Heading {
  return {type: 'heading', depth, children, data: {hProperties: {id}}};
}

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * A description (CommonMark with GFM, as OpenAPI says) as block nodes. Raw
 * HTML in a description shows as text: the page is MDX, where it would not
 * pass as HTML anyway.
 */
export function markdownBlocks(markdown: string | undefined): RootContent[] {
  if (!markdown?.trim()) return [];
  const tree = parser.parse(markdown) as Root;
  const literalHtml = (nodes: RootContent[]): RootContent[] =>
    nodes.map((n) => {
      if (n.type === 'html')
        return n.value.startsWith('<') && !n.value.includes('\n')
          ? ({type: 'text', value: n.value} as RootContent)
          : paragraph(text(n.value));
      if ('children' in n) (n as {children: RootContent[]}).children = literalHtml(n.children as RootContent[]);
      delete n.position;
      return n;
    });
  return literalHtml(tree.children);
}

/** A description as inline nodes (for a table cell): its paragraphs joined by spaces, lists by "; ". */
export function markdownInline(markdown: string | undefined): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const add = (nodes: PhrasingContent[], separator: string) => {
    if (out.length && nodes.length) out.push(text(separator));
    out.push(...nodes);
  };
  const visit = (block: RootContent, separator: string) => {
    if (block.type === 'paragraph' || block.type === 'heading') add(block.children, separator);
    else if (block.type === 'list')
      block.children.forEach((item, i) => item.children.forEach((c) => visit(c, i === 0 ? ' ' : '; ')));
    else if (block.type === 'code') add([code(block.value)], ' ');
    else if ('children' in block) (block.children as RootContent[]).forEach((c) => visit(c, ' '));
    else if ('value' in block) add([text(String(block.value))], ' ');
  };
  markdownBlocks(markdown).forEach((b) => visit(b, ' '));
  return out;
}

export function table(columns: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((c): TableCell => ({type: 'tableCell', children: c})),
  });
  return {
    type: 'table',
    align: columns.map(() => null),
    children: [row(columns.map((c) => [text(c)])), ...rows.map(row)],
  };
}

/** A code block of the site, with a title when given. */
export function codeBlock(lang: string, value: string, title?: string): Code {
  return {type: 'code', lang, meta: title ? `title="${title.replace(/"/g, "'")}"` : null, value};
}

/** Description and constraints of a field, as one cell. */
export function describe(description: string | undefined, extra: string[]): PhrasingContent[] {
  return markdownInline([description?.trim(), ...extra].filter(Boolean).join(' '));
}
