/**
 * Prism's `sql` grammar with the Timbr SQL tokens (src/theme/timbr-sql-prism),
 * once. Pages with SQL code import this module instead of the bare grammar
 * (src/prism/grammars.ts).
 */
import './global-scope';
import 'prismjs/components/prism-sql';
import {extendTimbrSql} from '../theme/timbr-sql-prism';
import {Prism} from './core';

extendTimbrSql(Prism);
