/**
 * Remark plugin (docs and pages): adds to each Markdown page the imports of
 * the Prism grammars its code blocks use (./grammars), so the
 * grammars travel with the pages instead of sitting in every page's main
 * bundle, and are there when a page renders. A fence language the site has
 * no grammar for fails the build: add it to src/shared/prism/languages.ts, or
 * mark it plain there.
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {esmImports, placeOf} from '../../shared/mdast';
import {grammarImports, grammarOf} from './grammars';

export default function remarkPrismGrammars() {
  return (tree: Root, file: {path?: string}): void => {
    const langs = new Set<string>();
    visit(tree, 'code', (node) => {
      if (!node.lang) return;
      if (grammarOf(node.lang) === undefined) {
        throw new Error(`${placeOf(file, node)}: no Prism grammar for the code fence language "${node.lang}". `
          + 'Add it to PRISM_LANGUAGES or UNHIGHLIGHTED_LANGUAGES in src/shared/prism/languages.ts.');
      }
      langs.add(node.lang);
    });
    const imports = grammarImports(langs);
    if (imports.length) tree.children.unshift(esmImports(imports.map((source) => ({source}))));
  };
}
