/**
 * Where the social card of a page lives (the image link previews show, written
 * at build time by ./plugin.ts). Shared by the build plugin (Node) and the
 * components that put its address in the page's head (browser), so it must
 * stay free of Node APIs.
 *
 * The rule: the page's path below the base URL, without its trailing slash,
 * under img/social/, plus `.png`.
 *   /doc/docs/sql/mappings  ->  /doc/img/social/docs/sql/mappings.png
 *   /doc/docs/sql/          ->  /doc/img/social/docs/sql.png
 *   /doc/ (the home page)   ->  /doc/img/social/index.png
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Below the base URL (and in the build folder). */
export const CARD_DIR = 'img/social';
/** The card of any page that has none of its own (themeConfig.image). */
export const DEFAULT_CARD = `${CARD_DIR}/default.png`;

export function socialCardPath(pagePath: string, baseUrl = '/doc/'): string {
  const rel = pagePath.startsWith(baseUrl) ? pagePath.slice(baseUrl.length) : pagePath.replace(/^\/+/, '');
  const name = rel.replace(/\/+$/, '').replace(/(^|\/)index\.html$|\.html$/, '') || 'index';
  return `${baseUrl}${CARD_DIR}/${name}.png`;
}
