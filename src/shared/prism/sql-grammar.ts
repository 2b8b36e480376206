/**
 * Prism's `sql` grammar with the Timbr SQL tokens (./timbr-sql),
 * once: the query editor (src/features/runnable-sql/browser/SqlEditor) and ./all-languages
 * import this module instead of the bare grammar.
 */
import './global-scope';
import 'prismjs/components/prism-sql';
import {extendTimbrSql} from './timbr-sql';
import {Prism} from './core';

extendTimbrSql(Prism);
