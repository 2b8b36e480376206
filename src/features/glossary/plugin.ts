/**
 * The glossary (./glossary.json): `:term[...]` in a page becomes a link to the
 * term's entry with its definition on hover and focus, and `::glossary` the
 * glossary page's list (./remark.ts, in the config's remark plugins). The
 * plugin brings the term's component into the pages' MDX components
 * (theme/MDXComponents, theme/GlossaryTerm) and gives the other plugins the
 * ids of its terms as its content (the Markdown copies of the llms files check
 * that each term link names one; they read `allContent.glossary`).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readGlossary} from './catalog.mjs';

/** What other plugins find in `allContent.glossary.default`. */
export interface GlossaryContent {
  /** The id of every term. */
  terms: string[];
}

export default function glossaryPlugin(context: LoadContext): Plugin {
  return {
    name: 'glossary',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async loadContent(): Promise<GlossaryContent> {
      return {terms: readGlossary(context.siteDir).map((t) => t.id)};
    },
  };
}
