/**
 * Bundler loader (a no-op on the text) for Markdown pages: a page that holds
 * `::openapi-reference{file="..."}` is rendered from that OpenAPI description
 * by the code of this folder, which the page does not import. Declaring them
 * as the page's dependencies makes the development server re-render the page
 * when the description changes, and makes the bundler's persistent cache
 * rebuild it instead of reusing the old reference.
 */
const path = require('node:path');

const DIRECTIVE = /^::openapi-reference\{[^}\n]*\bfile="([^"\n]+)"/m;

module.exports = function apiReferenceDependencies(source) {
  const match = DIRECTIVE.exec(source);
  if (match) {
    const {siteDir, sources} = this.getOptions();
    this.addDependency(path.resolve(siteDir, 'static', match[1]));
    for (const file of sources) this.addDependency(file);
  }
  return source;
};
