/**
 * Stands in for `prism-react-renderer` in the site's bundles (aliased by
 * src/plugins/prism-light.ts). That package evaluates Prism with twenty-odd
 * languages and twenty color themes on every page at start-up; the site
 * highlights fourteen. This module exports the two things the theme uses,
 * `Prism` and `Highlight`, with Prism's bare core: each page brings the
 * grammars of its code blocks (see ./core).
 */
export {Prism} from './core';
export {Highlight, normalizeTokens} from './Highlight';
export type {HighlightProps, RenderProps, Token} from './Highlight';
