/**
 * Wraps the theme's prism-include-languages, which the theme calls at
 * start-up: instead of loading the languages listed in
 * themeConfig.prism.additionalLanguages (including 'sql') right away, it
 * registers that load, followed by the Timbr SQL tokens, to run when the
 * first code block needs it (see src/prism/core.ts).
 */
import type * as PrismNamespace from 'prismjs';
import prismIncludeLanguages from '@theme-original/prism-include-languages';
import {registerLanguageLoader} from '@site/src/prism/core';
import {extendTimbrSql} from './timbr-sql-prism';

export default function prismIncludeLanguagesWithTimbr(PrismObject: typeof PrismNamespace): void {
  registerLanguageLoader(() => {
    prismIncludeLanguages(PrismObject);
    extendTimbrSql(PrismObject);
  });
}
