/**
 * Every grammar of PRISM_LANGUAGES on the site's Prism, in order. Pages load
 * only the grammars their code blocks use (../remark-grammars);
 * this module is for `Highlight` when it meets a language no import has
 * loaded (./core `loadAllLanguages`). The theme's own loader does the work,
 * with `themeConfig.prism.additionalLanguages` (= PRISM_LANGUAGES).
 */
import './global-scope';
import './sql-grammar';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {Prism} from './core';

prismIncludeLanguages(Prism);
