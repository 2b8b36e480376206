/**
 * Remark plugin (docs and pages) of the glossary (src/features/glossary/glossary.json):
 * - `:term[concepts]` (or `:term[child concepts]{id=sub-concept}`) becomes a
 *   link to the term's entry on the glossary page that shows the definition
 *   in a tooltip (src/features/glossary/theme/GlossaryTerm). The label is looked up among
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
import type {PhrasingContent, Root, RootContent, Text} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx';
import type {TextDirective} from 'mdast-util-directive';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {placeOf} from '../../shared/mdast';
import {
  GLOSSARY_DOC,
  GLOSSARY_ROUTE,
  LIST_DIRECTIVE,
  TERM_DIRECTIVE,
  checkGlossary,
  findTerm,
  readGlossary,
  type GlossaryEntry,
} from './catalog.mjs';
import {SITE_DIR} from '../../shared/site-dir';

const text = (value: string): Text => ({type: 'text', value});

/** A definition as inline Markdown: text in backticks is code. */
function definitionNodes(definition: string): PhrasingContent[] {
  return definition
    .split('`')
    .map((part, i): PhrasingContent => (i % 2 ? {type: 'inlineCode', value: part} : text(part)))
    .filter((n) => 'value' in n && n.value !== '');
}

/** The `title` of a page's front matter (the link text to it). */
function titleOf(file: string): string {
  const source = fs.readFileSync(file, 'utf8');
  const title = source.match(/^---\n[\s\S]*?^title:\s*(.+?)\s*$/m)?.[1] ?? path.basename(file, '.md');
  return title.replace(/^(['"])(.*)\1$/, '$2');
}

/**
 * The glossary page's content: one `##` entry per term, in alphabetical order, each linking to its page relative
 * to `page`, the file that holds the list (below `docs/`; the glossary page when the file is not known).
 */
function glossaryList(entries: GlossaryEntry[], siteDir: string, page: string = GLOSSARY_DOC): RootContent[] {
  const sorted = [...entries].sort((a, b) => a.term.localeCompare(b.term, 'en', {sensitivity: 'base'}));
  return sorted.flatMap((entry): RootContent[] => [
    {type: 'heading', depth: 2, children: [text(entry.term)], data: {hProperties: {id: entry.id}}},
    {
      type: 'paragraph',
      children: [
        ...definitionNodes(entry.definition),
        text(' See '),
        {
          type: 'link',
          url: path.posix.relative(path.posix.dirname(page), entry.see),
          children: [text(titleOf(path.join(siteDir, 'docs', entry.see)))],
        },
        text('.'),
      ],
    },
  ]);
}

export default function remarkGlossary({siteDir = SITE_DIR}: {siteDir?: string} = {}) {
  const entries = readGlossary(siteDir);
  const problems = checkGlossary(entries, siteDir);
  if (problems.length) throw new Error(`The glossary has problems:\n- ${problems.join('\n- ')}`);

  return (tree: Root, file: {path?: string}): void => {
    // A term must stand in plain text: the terms inside a link or a heading, and which.
    const misplaced = new Map<TextDirective, string>();
    visit(
      tree,
      (node) => node.type === 'link' || node.type === 'linkReference' || node.type === 'heading',
      (outer) => {
        visit(outer, 'textDirective', (term) => {
          misplaced.set(term, outer.type === 'heading' ? 'heading' : 'link');
        });
      },
    );
    visit(tree, 'textDirective', (node, index, parent) => {
      if (node.name !== TERM_DIRECTIVE || !parent || index === undefined) return;
      const label = toString(node);
      const id = node.attributes?.id ?? undefined;
      const entry = findTerm(entries, label, id);
      if (!entry) {
        throw new Error(
          `${placeOf(file, node)}: ":term[${label}]${id ? `{id=${id}}` : ''}" names no entry of the glossary ` +
            `(src/features/glossary/glossary.json). Add the term there, or point to an entry with {id=...}.`,
        );
      }
      const around = misplaced.get(node);
      if (around)
        throw new Error(
          `${placeOf(file, node)}: ":term[${label}]" is inside a ${around}; a term must stand in plain text.`,
        );
      const term: MdxJsxTextElement = {
        type: 'mdxJsxTextElement',
        name: 'GlossaryTerm',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'term', value: entry.id},
          {type: 'mdxJsxAttribute', name: 'to', value: `${GLOSSARY_ROUTE}#${entry.id}`},
        ],
        children: node.children,
      };
      parent.children[index] = term;
    });
    visit(tree, 'leafDirective', (node, index, parent) => {
      if (node.name !== LIST_DIRECTIVE || !parent || index === undefined) return;
      const docsDir = path.join(siteDir, 'docs');
      const page = file.path ? path.relative(docsDir, file.path).split(path.sep).join('/') : undefined;
      const list = glossaryList(entries, siteDir, page);
      (parent.children as RootContent[]).splice(index, 1, ...list);
      return index + list.length;
    });
  };
}
