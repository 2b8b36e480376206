/**
 * Stands in for the theme's start-up module that builds every grammar of
 * `themeConfig.prism.additionalLanguages` on every page (see ../index.ts).
 * Nothing is built at start-up: code blocks are highlighted at build time
 * (../remark-highlight), and ./all-languages builds the grammars on demand.
 */
export {};
