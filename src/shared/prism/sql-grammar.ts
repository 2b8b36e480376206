/**
 * Prism's `sql` grammar with the Timbr SQL tokens (./timbr-sql),
 * once. Pages with SQL code import this module instead of the bare grammar
 * (../grammars).
 */
import './global-scope';
import 'prismjs/components/prism-sql';
import {extendTimbrSql} from './timbr-sql';
import {Prism} from './core';

extendTimbrSql(Prism);
