/**
 * Helpers for the remark plugins of the features (the Markdown tree, mdast):
 * where a node is, for build errors, and the MDX `import` a plugin adds to a
 * page. Importing this module also brings the node types of MDX (JSX
 * elements, `import`s) and of directives (`:term[...]`, `::model-sql`) into
 * mdast's types.
 */
import type {Node} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdx';
import type {} from 'mdast-util-directive';

/** `file:line` of a node, as build errors name the place. */
export function placeOf(file: {path?: string}, node: Node): string {
  return `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
}

/** An import a remark plugin adds to a page: a default import (`import Name from '...'`) or one for its effect. */
export interface PageImport {
  source: string;
  /** The default import's name; none for an import for its effect (`import '...'`). */
  name?: string;
}

/** The imports as one MDX ESM node, with the ESTree the MDX compiler reads. */
export function esmImports(imports: PageImport[]): MdxjsEsm {
  const text = ({source, name}: PageImport) =>
    name ? `import ${name} from ${JSON.stringify(source)};` : `import ${JSON.stringify(source)};`;
  return {
    type: 'mdxjsEsm',
    value: imports.map(text).join('\n'),
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: imports.map(({source, name}) => ({
          type: 'ImportDeclaration',
          specifiers: name ? [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}] : [],
          attributes: [],
          source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
        })),
      },
    },
  };
}
