/**
 * Webpack loader for the docs version data (the props module of each
 * version's route, `.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`),
 * which every doc page loads on its first visit. It drops what no component
 * of this site reads:
 * - the entry of every doc in `docs` (its id, title, description and
 *   sidebar; about half the file, and it grows with the pages): only the
 *   theme's DocCard reads it (`useDocById`), and no page uses doc cards
 *   (tests/unit/lean-client/lean-client.spec.ts fails when one does); the sidebars name
 *   their docs themselves;
 * - `unlisted: false` on sidebar links (the theme tests `item.unlisted`).
 * See ./plugin.ts.
 */
'use strict';

/** @param {unknown} node */
function dropListedFlags(node) {
  if (Array.isArray(node)) {
    node.forEach(dropListedFlags);
  } else if (node && typeof node === 'object') {
    const item = /** @type {Record<string, unknown>} */ (node);
    if (item.unlisted === false) delete item.unlisted;
    if (Array.isArray(item.items)) dropListedFlags(item.items);
  }
}

/**
 * @param {string} source the JSON module
 * @returns {string}
 */
function trimVersionData(source) {
  const data = JSON.parse(source);
  const version = data && data.version;
  if (!version || typeof version.docs !== 'object' || typeof version.docsSidebars !== 'object') return source;
  version.docs = {};
  for (const items of Object.values(version.docsSidebars)) dropListedFlags(items);
  return JSON.stringify(data);
}

module.exports = function versionDataLoader(source) {
  return trimVersionData(source);
};
module.exports.trimVersionData = trimVersionData;
