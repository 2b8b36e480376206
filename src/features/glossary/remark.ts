/**
 * Remark plugin (docs and pages) of the glossary (src/features/glossary/glossary.json):
 * - `:term[concepts]` (or `:term[child concepts]{id=sub-concept}`) becomes a
 *   link to the term's entry on the glossary page that shows the definition
 *   in a tooltip (src/components/GlossaryTerm). The label is looked up among
 *   each entry's id, term and aliases, case aside; `id` names the entry
 *   directly. A label that names no entry fails the build, and so does a term
 *   inside a link or a heading.
 * - `::glossary` (on the glossary page) becomes the list of every entry, in
 *   alphabetical order: a heading whose anchor is the entry's id, the
 *   definition, and a link to the page that explains the term.
 * It runs before Docusaurus' own plugins, so the headings it writes get their
 * ids and table of contents, and its `.md` links are resolved and checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  GLOSSARY_DOC, GLOSSARY_ROUTE, LIST_DIRECTIVE, TERM_DIRECTIVE, checkGlossary, findTerm, readGlossary,
  type GlossaryEntry,
} from './catalog.mjs';

interface Node {
  type: string;
  name?: string;
  value?: string;
  url?: string;
  depth?: number;
  attributes?: Record<string, string | null | undefined> | unknown[];
  children?: Node[];
  position?: {start: {line: number}};
  data?: Record<string, unknown>;
}

const text = (value: string): Node => ({type: 'text', value});

function textOf(node: Node): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

/** A definition as inline Markdown: text in backticks is code. */
function definitionNodes(definition: string): Node[] {
  return definition
    .split('`')
    .map((part, i) => (i % 2 ? {type: 'inlineCode', value: part} : text(part)))
    .filter((n) => n.value !== '');
}

/** The `title` of a page's front matter (the link text to it). */
function titleOf(file: string): string {
  const source = fs.readFileSync(file, 'utf8');
  const title = source.match(/^---\n[\s\S]*?^title:\s*(.+?)\s*$/m)?.[1] ?? path.basename(file, '.md');
  return title.replace(/^(['"])(.*)\1$/, '$2');
}

/** The glossary page's content: one `##` entry per term, in alphabetical order. */
function glossaryList(entries: GlossaryEntry[], siteDir: string): Node[] {
  const sorted = [...entries].sort((a, b) => a.term.localeCompare(b.term, 'en', {sensitivity: 'base'}));
  return sorted.flatMap((entry) => [
    {type: 'heading', depth: 2, children: [text(entry.term)], data: {hProperties: {id: entry.id}}},
    {
      type: 'paragraph',
      children: [
        ...definitionNodes(entry.definition),
        text(' See '),
        {
          type: 'link',
          url: path.posix.relative(path.posix.dirname(GLOSSARY_DOC), entry.see),
          children: [text(titleOf(path.join(siteDir, 'docs', entry.see)))],
        },
        text('.'),
      ],
    },
  ]);
}

export default function remarkGlossary({siteDir}: {siteDir: string}) {
  const entries = readGlossary(siteDir);
  const problems = checkGlossary(entries, siteDir);
  if (problems.length) throw new Error(`The glossary has problems:\n- ${problems.join('\n- ')}`);

  return (tree: Node, file: {path?: string}): void => {
    const where = (node: Node) => `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
    const walk = (node: Node, inLinkOrHeading: string | null): void => {
      const children = node.children;
      if (!children) return;
      for (let i = 0; i < children.length; i += 1) {
        const child = children[i];
        if (child.type === 'textDirective' && child.name === TERM_DIRECTIVE) {
          const label = textOf(child);
          const attributes = (child.attributes ?? {}) as Record<string, string | null | undefined>;
          const entry = findTerm(entries, label, attributes.id ?? undefined);
          if (!entry) {
            throw new Error(`${where(child)}: ":term[${label}]${attributes.id ? `{id=${attributes.id}}` : ''}" names no entry of the glossary `
              + `(src/features/glossary/glossary.json). Add the term there, or point to an entry with {id=...}.`);
          }
          if (inLinkOrHeading) throw new Error(`${where(child)}: ":term[${label}]" is inside a ${inLinkOrHeading}; a term must stand in plain text.`);
          children[i] = {
            type: 'mdxJsxTextElement',
            name: 'GlossaryTerm',
            attributes: [
              {type: 'mdxJsxAttribute', name: 'term', value: entry.id},
              {type: 'mdxJsxAttribute', name: 'to', value: `${GLOSSARY_ROUTE}#${entry.id}`},
            ],
            children: child.children ?? [],
          };
          continue;
        }
        if (child.type === 'leafDirective' && child.name === LIST_DIRECTIVE) {
          const list = glossaryList(entries, siteDir);
          children.splice(i, 1, ...list);
          i += list.length - 1;
          continue;
        }
        walk(child, child.type === 'link' || child.type === 'linkReference' ? 'link' : child.type === 'heading' ? 'heading' : inLinkOrHeading);
      }
    };
    walk(tree, null);
  };
}
