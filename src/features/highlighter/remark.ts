/**
 * Remark plugin (docs and pages): adds to each Markdown page the imports of
 * the Prism grammars its code blocks use (./grammars), so the
 * grammars travel with the pages instead of sitting in every page's main
 * bundle, and are there when a page renders. A fence language the site has
 * no grammar for fails the build: add it to ./client/languages.ts, or mark
 * it plain there.
 */
import {grammarImports, grammarOf} from './grammars';

interface Node {
  type: string;
  lang?: string | null;
  children?: Node[];
  position?: {start: {line: number}};
  value?: string;
  data?: unknown;
}

export default function remarkPrismGrammars() {
  return (tree: Node, file: {path?: string}): void => {
    const langs = new Set<string>();
    const walk = (node: Node): void => {
      if (node.type === 'code' && node.lang) {
        if (grammarOf(node.lang) === undefined) {
          throw new Error(`${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}: no Prism grammar for the code fence language "${node.lang}". `
            + 'Add it to PRISM_LANGUAGES or UNHIGHLIGHTED_LANGUAGES in src/shared/prism/languages.ts.');
        }
        langs.add(node.lang);
      }
      node.children?.forEach(walk);
    };
    walk(tree);
    const imports = grammarImports(langs);
    if (!imports.length) return;
    tree.children ??= [];
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: imports.map((source) => `import ${JSON.stringify(source)};`).join('\n'),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: imports.map((source) => ({
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          })),
        },
      },
    });
  };
}
