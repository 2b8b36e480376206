/**
 * Remark plugin (docs and pages): highlights each code block at build time.
 * The block's code is tokenized by the site's Prism (./node-prism) and
 * written as lines of HTML (src/shared/prism/static-html) into the `highlightedLines`
 * property of the block's `<code>`, which MDX hands to the highlighter's CodeBlock (./theme/CodeBlock)
 * (the lines that the theme's magic comments remove are dropped there). The browser gets no
 * highlighter and no grammar for these blocks. A fence language the site has
 * no grammar for fails the build: add it to src/shared/prism/languages.ts, or mark it
 * plain there.
 */
import {grammarOf} from './grammars';
import {nodePrism} from './node-prism';
import {highlightToLines} from '../../shared/prism/tokenize-html';

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  children?: Node[];
  position?: {start: {line: number}};
  value?: string;
  data?: {hProperties?: Record<string, unknown>};
}

/** The property of the `<code>` element (and prop of CodeBlock) that carries the lines. */
export const HIGHLIGHTED_PROP = 'highlightedLines';

export default function remarkHighlight() {
  return (tree: Node, file: {path?: string}): void => {
    const walk = (node: Node): void => {
      if (node.type === 'code' && node.lang !== 'mermaid') {
        if (node.lang && grammarOf(node.lang) === undefined) {
          throw new Error(
            `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}: no Prism grammar for the code fence language "${node.lang}". ` +
              'Add it to PRISM_LANGUAGES or UNHIGHLIGHTED_LANGUAGES in src/shared/prism/languages.ts.',
          );
        }
        node.data ??= {};
        node.data.hProperties ??= {};
        // The theme lowercases the language, as here.
        node.data.hProperties[HIGHLIGHTED_PROP] = highlightToLines(
          nodePrism,
          node.value ?? '',
          (node.lang ?? 'text').toLowerCase(),
        );
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
