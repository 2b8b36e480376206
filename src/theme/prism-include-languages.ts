/**
 * Replaces the theme's prism-include-languages, which the theme runs at
 * start-up to build every language of themeConfig.prism.additionalLanguages
 * (and which put all fourteen grammars in every page's main bundle). Pages
 * import the grammars their code blocks use instead (see
 * src/plugins/remark-prism-grammars.ts); the theme's function still loads all
 * of them where that is needed (src/prism/all-languages).
 */
export default function prismIncludeLanguages(): void {}
