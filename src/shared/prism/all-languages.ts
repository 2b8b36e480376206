/**
 * Every grammar of PRISM_LANGUAGES on the site's Prism, in order, for code highlighted in the browser
 * in a language no import has loaded (./load-languages `loadAllLanguages`): Markdown code blocks are
 * highlighted at build time. The theme's own loader does the work, with
 * `themeConfig.prism.additionalLanguages` (= PRISM_LANGUAGES).
 */
import './global-scope';
import './sql-grammar';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {Prism} from './core';

prismIncludeLanguages(Prism);
