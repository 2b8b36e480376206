/**
 * Redoc's bundle highlights code with the `prismjs` package and loads Prism
 * language files that register themselves on the global `Prism`. Several of
 * those files (java, bash, http, csharp...) were already evaluated by the
 * theme for the site's own Prism instance (src/plugins/highlighter), so they do
 * not run again, and Redoc's later files (scala extends java) would fail.
 * Before Redoc loads, load every site language (pages import only the ones
 * they use, see src/plugins/highlighter/client/core.ts; first, while the global is still the
 * site's instance) and copy the site's languages onto the `prismjs` instance,
 * which is also the global one. Imported first by ./RedocView, in the API
 * reference chunk only. After it, no site grammar is left to load that would
 * register on Redoc's instance.
 */
import '@site/src/shared/prism/all-languages';
import PrismCore from 'prismjs';
import {Prism as SitePrism} from '@site/src/shared/prism/core';

for (const [name, grammar] of Object.entries(SitePrism.languages)) {
  if (typeof grammar === 'object' && !(name in PrismCore.languages)) {
    (PrismCore.languages as Record<string, unknown>)[name] = grammar;
  }
}
(globalThis as {Prism?: unknown}).Prism = PrismCore;
