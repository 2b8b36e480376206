/**
 * Stands in for the theme's start-up module that builds every grammar of
 * `themeConfig.prism.additionalLanguages` on every page (see ../index.ts).
 * Nothing is built at start-up: each page imports the grammars its code blocks
 * use (../remark-grammars), and ./all-languages builds the rest on demand.
 */
export {};
