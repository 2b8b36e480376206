/**
 * Wraps the theme's prism-include-languages: loads the languages listed in
 * themeConfig.prism.additionalLanguages (including 'sql') as usual, then adds
 * the Timbr SQL tokens to the sql grammar.
 */
import type * as PrismNamespace from 'prismjs';
import prismIncludeLanguages from '@theme-original/prism-include-languages';
import {extendTimbrSql} from './timbr-sql-prism';

export default function prismIncludeLanguagesWithTimbr(PrismObject: typeof PrismNamespace): void {
  prismIncludeLanguages(PrismObject);
  extendTimbrSql(PrismObject);
}
