/**
 * Stands in for the theme's start-up module that builds every grammar of
 * `themeConfig.prism.additionalLanguages` on every page (see ../plugin.ts).
 * Nothing is built at start-up: code blocks are highlighted at build time
 * (../remark), and src/shared/prism/all-languages builds the grammars on demand.
 */
export {};
