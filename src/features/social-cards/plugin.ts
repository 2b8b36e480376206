/**
 * Social cards: after the build, draws the image link previews show for every
 * page of the sitemap (./card.ts: the page's title, section and description in
 * the site's style), at a stable address per page (./paths.ts), plus a default
 * card for the pages without one (themeConfig.image).
 *
 * The pages name their card themselves, through public APIs: doc pages and
 * the home page with src/components/SocialCardMeta, the Markdown page with its
 * front matter `image`. This plugin checks that every page's `og:image` is
 * its own card and fails the build otherwise.
 *
 * The pages are read and the cards drawn on a thread of their own
 * (./worker.cjs running ./draw.ts): the other postBuild steps share the main
 * thread. Cards are cached by their text in node_modules/.cache (cleared by
 * `docusaurus clear`), so a warm build draws only the cards whose text
 * changed.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {PRODUCT_NAME, SITE_TAGLINE, SITE_TITLE} from '../../site';
import {groupRoutes, htmlFileFor, isExcluded, GENERAL_SECTION} from '../llms/plugin';
import type {DrawInput, DrawResult} from './draw';
import {DEFAULT_CARD, socialCardPath} from './paths';

export interface SocialCardsOptions {
  /** Routes that are not content (the sitemap's `ignorePatterns`). */
  exclude: string[];
}

/** Runs `drawAll` (./draw.ts) on a worker thread. */
export function drawOnWorker(input: DrawInput): Promise<DrawResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.cjs'), {workerData: input});
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Social cards: the drawing thread stopped (exit code ${code})`)));
  });
}

export default function socialCardsPlugin(context: LoadContext, options: SocialCardsOptions): Plugin {
  const {baseUrl, siteConfig, siteDir} = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'timbr-social-cards');
  let docs: {permalink: string; sidebar?: string}[] = [];

  return {
    name: 'social-cards',

    async allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      docs = (content?.loadedVersions ?? []).flatMap((v) => v.docs.map((d) => ({permalink: d.permalink, sidebar: d.sidebar})));
    },

    async postBuild({outDir, routesPaths, routesBuildMetadata}) {
      const routes = [...new Set(routesPaths)].filter(
        (r) => !r.endsWith('404.html') && !isExcluded(r, options.exclude) && !routesBuildMetadata[r]?.noIndex,
      );
      const sectionOf = new Map<string, string>();
      for (const {name, routes: inSection} of groupRoutes(routes, docs, {}, `${baseUrl}docs/`)) {
        for (const route of inSection) sectionOf.set(route, name === GENERAL_SECTION ? SITE_TITLE : name);
      }

      const host = origin.replace(/^https?:\/\//, '');
      const {problems} = await drawOnWorker({
        siteDir,
        cacheDir,
        cards: [{
          text: {section: SITE_TITLE, title: `${PRODUCT_NAME} ${SITE_TITLE}`, description: SITE_TAGLINE, url: `${host}${baseUrl}`},
          file: path.join(outDir, DEFAULT_CARD),
        }],
        pages: routes.map((route) => {
          const card = socialCardPath(route, baseUrl);
          return {
            route,
            htmlFile: path.join(outDir, htmlFileFor(route, baseUrl)),
            cardUrl: origin + card,
            file: path.join(outDir, card.slice(baseUrl.length)),
            section: sectionOf.get(route) ?? SITE_TITLE,
            address: host + route,
          };
        }),
      });
      if (problems.length) {
        throw new Error(`Social cards: ${problems.length} pages do not name their own card:\n- ${problems.join('\n- ')}`);
      }
    },
  };
}
