/**
 * Prism's language files register on the global `Prism`. Imported before any
 * of them (by the imports ../remark-grammars adds to pages,
 * and by ./all-languages), it points that global at the site's instance.
 * The global stays set: the language files of later pages register on it too.
 */
import {Prism} from './core';

(globalThis as {Prism?: unknown}).Prism = Prism;
