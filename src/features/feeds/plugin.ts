/**
 * Release feeds: after the build, writes an Atom and an RSS feed of the
 * releases on the changelog and the highlights on the what's-new page
 * (./entries.ts reads both from their built HTML), newest first, with absolute
 * links. Every page advertises both in its head (`headTags` in
 * docusaurus.config.ts); the two pages link them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PRODUCT_NAME} from '../../site';
import {changelogEntries, whatsNewEntries} from './entries';
import {ATOM_FEED, CHANGELOG_ROUTE, FEED_TITLE, RSS_FEED, WHATS_NEW_ROUTE} from './paths';
import {atomFeed, rssFeed} from './xml';

export default function feedsPlugin(context: LoadContext): Plugin {
  const {baseUrl, siteConfig} = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  return {
    name: 'release-feeds',
    async postBuild({outDir}) {
      const read = (route: string) => fs.readFile(path.join(outDir, route, 'index.html'), 'utf8');
      const changelogUrl = `${origin}${baseUrl}${CHANGELOG_ROUTE}`;
      const releases = changelogEntries(await read(CHANGELOG_ROUTE), changelogUrl);
      if (!releases.length) throw new Error('feeds: the changelog has no dated release');
      const newest = releases.map((e) => e.updated).sort().at(-1)!.slice(0, 10);
      const highlights = whatsNewEntries(await read(WHATS_NEW_ROUTE), `${origin}${baseUrl}${WHATS_NEW_ROUTE}`, newest);
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
      await fs.writeFile(path.join(outDir, ATOM_FEED), atomFeed({...info, selfUrl: `${origin}${baseUrl}${ATOM_FEED}`}, entries));
      await fs.writeFile(path.join(outDir, RSS_FEED), rssFeed({...info, selfUrl: `${origin}${baseUrl}${RSS_FEED}`}, entries));
    },
  };
}
