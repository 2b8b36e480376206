/**
 * Release feeds: after the build, writes an Atom and an RSS feed of the
 * releases on the changelog and the highlights on the what's-new page
 * (./entries.ts reads both from their built HTML, which the one pass over
 * the built pages hands over), newest first, with absolute
 * links. Every page advertises both in its head (`headTags` in
 * docusaurus.config.ts); the two pages link them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Root} from 'hast';
import {PRODUCT_NAME} from '../../site';
import {builtPagesPass} from '../../shared/built-pages';
import {changelogEntries, whatsNewEntries} from './entries';
import {ATOM_FEED, CHANGELOG_ROUTE, FEED_TITLE, RSS_FEED, WHATS_NEW_ROUTE} from './paths';
import {atomFeed, rssFeed} from './xml';

export default function feedsPlugin(context: LoadContext): Plugin {
  const {baseUrl, siteConfig} = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  // The two pages, from the one pass over the built pages.
  const trees = new Map<string, Root>();
  const pass = builtPagesPass(context);
  pass.add({
    page({route, tree}) {
      if (route === `${baseUrl}${CHANGELOG_ROUTE}` || route === `${baseUrl}${WHATS_NEW_ROUTE}`) trees.set(route, tree);
    },
  });
  const treeOf = (route: string) => {
    const tree = trees.get(`${baseUrl}${route}`);
    if (!tree) throw new Error(`feeds: the build has no page ${baseUrl}${route}`);
    return tree;
  };
  return {
    name: 'feeds',
    async postBuild(props) {
      await pass.run(props);
      const {outDir} = props;
      const changelogUrl = `${origin}${baseUrl}${CHANGELOG_ROUTE}`;
      const releases = changelogEntries(treeOf(CHANGELOG_ROUTE), changelogUrl);
      if (!releases.length) throw new Error('feeds: the changelog has no dated release');
      const newest = releases
        .map((e) => e.updated)
        .sort()
        .at(-1)!
        .slice(0, 10);
      const highlights = whatsNewEntries(treeOf(WHATS_NEW_ROUTE), `${origin}${baseUrl}${WHATS_NEW_ROUTE}`, newest);
      // Newest first; entries of the same day keep the pages' order.
      const entries = [...releases, ...highlights]
        .map((entry, i) => ({entry, i}))
        .sort((a, b) => b.entry.updated.localeCompare(a.entry.updated) || a.i - b.i)
        .map(({entry}) => entry);
      const info = {
        title: FEED_TITLE,
        description: `Releases of the ${PRODUCT_NAME} SDKs, connectors and deployment assets, and new platform capabilities.`,
        pageUrl: changelogUrl,
        author: PRODUCT_NAME,
      };
      await fs.writeFile(
        path.join(outDir, ATOM_FEED),
        atomFeed({...info, selfUrl: `${origin}${baseUrl}${ATOM_FEED}`}, entries),
      );
      await fs.writeFile(
        path.join(outDir, RSS_FEED),
        rssFeed({...info, selfUrl: `${origin}${baseUrl}${RSS_FEED}`}, entries),
      );
    },
  };
}
