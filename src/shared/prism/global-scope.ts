/**
 * Prism's language files register on the global `Prism`. Imported before any
 * of them (by ./sql-grammar and by ./all-languages), it points that global at
 * the site's instance. The global stays set: grammars loaded later register on it too.
 */
import {Prism} from './core';

(globalThis as {Prism?: unknown}).Prism = Prism;
