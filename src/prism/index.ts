/**
 * Stands in for `prism-react-renderer` in the site's bundles (aliased by
 * src/plugins/prism-light.ts). That package evaluates Prism with twenty-odd
 * languages and twenty color themes on every page at start-up; the site
 * highlights eleven languages. This module exports the two things the theme
 * uses, `Prism` and `Highlight`, with Prism's bare core: the languages come
 * from `themeConfig.prism.additionalLanguages` (docusaurus.config.ts), which
 * the theme loads onto this instance before the first render.
 */
export {Prism} from './core';
export {Highlight, normalizeTokens} from './Highlight';
export type {HighlightProps, RenderProps, Token} from './Highlight';
