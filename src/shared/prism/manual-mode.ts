/**
 * Prism's core highlights every `code` element of the page by itself once the
 * document has loaded, unless `Prism.manual` was set before it ran. Our code
 * blocks are React-rendered, so that pass would rewrite DOM that React owns.
 * Imported by ./core before `prismjs/components/prism-core`.
 */
const scope = globalThis as {Prism?: {manual?: boolean}};
if (scope.Prism) {
  scope.Prism.manual = true;
} else {
  scope.Prism = {manual: true};
}
export {};
