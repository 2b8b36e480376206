/**
 * Social cards: after the build, draws the image link previews show for every
 * page of the sitemap (./card.ts: the page's title, section and description in
 * the site's style), at a stable address per page (./paths.ts), plus a default
 * card for the pages without one (themeConfig.image).
 *
 * The pages name their card themselves, through public APIs: doc pages with
 * theme/DocItem/Metadata, the home page with browser/SocialCardMeta, the
 * Markdown page with its front matter `image`. This plugin checks that every
 * page's `og:image` is its own card and fails the build otherwise.
 *
 * The pages are read in the one pass over the built pages
 * (src/shared/built-pages.ts), which takes each card's text; the cards are
 * drawn on a thread of their own (./worker.cjs running ./draw.ts), while the
 * pass and the other post-build steps keep the main thread. Cards are cached by their text in node_modules/.cache (cleared by
 * `docusaurus clear`), so a warm build draws only the cards whose text
 * changed.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PRODUCT_NAME, SITE_TAGLINE, SITE_TITLE} from '../../site';
import {builtPagesPass} from '../../shared/built-pages';
import {loadedDocs, sectionOfRoute, type DocInfo} from '../../shared/routes';
import {cardJobOf, type CardJob, type DrawerOptions} from './draw';
import {DEFAULT_CARD, socialCardPath} from './paths';

/** A drawing thread (./worker.cjs): cards are added as the pages come, `finish` resolves to how many it drew. */
export function startDrawing(options: DrawerOptions): {
  add(job: CardJob): void;
  finish(): Promise<number>;
  stop(): void;
} {
  const worker = new Worker(path.join(__dirname, 'worker.cjs'), {workerData: options});
  const result = new Promise<number>((resolve, reject) => {
    worker.once('message', ({drawn}: {drawn: number}) => {
      resolve(drawn);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Social cards: the drawing thread stopped (exit code ${code})`)));
  });
  // Until `finish` is awaited, a failure is reported there, not as an unhandled rejection.
  result.catch(() => undefined);
  return {
    add: (job) => worker.postMessage(job),
    finish() {
      worker.postMessage('end');
      return result;
    },
    stop: () => void worker.terminate(),
  };
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {baseUrl, siteConfig, siteDir} = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  const host = origin.replace(/^https?:\/\//, '');
  const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'timbr-social-cards');
  let docs: DocInfo[] = [];
  let outDir = context.outDir;
  let drawing: ReturnType<typeof startDrawing> | undefined;
  let sectionOf: ReturnType<typeof sectionOfRoute> = () => undefined;
  const problems: string[] = [];

  // Each content page's card goes to the drawing thread as the one pass over the built pages reaches it.
  const pass = builtPagesPass(context);
  pass.add({
    start(props) {
      outDir = props.outDir;
      sectionOf = sectionOfRoute(docs, `${baseUrl}docs/`);
      drawing = startDrawing({siteDir, cacheDir});
      drawing.add({
        text: {
          section: SITE_TITLE,
          title: `${PRODUCT_NAME} ${SITE_TITLE}`,
          description: SITE_TAGLINE,
          url: `${host}${baseUrl}`,
        },
        file: path.join(outDir, DEFAULT_CARD),
      });
    },
    page({route, content, html}) {
      if (!route || !content) return;
      const card = socialCardPath(route, baseUrl);
      const section = sectionOf(route)?.label ?? SITE_TITLE;
      const found = cardJobOf({
        route,
        html,
        section,
        cardUrl: origin + card,
        file: path.join(outDir, card.slice(baseUrl.length)),
        address: host + route,
      });
      if ('problem' in found) problems.push(found.problem);
      else drawing!.add(found.job);
    },
  });

  return {
    name: 'social-cards',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent}) {
      docs = loadedDocs(allContent).map((d) => ({permalink: d.permalink, sidebar: d.sidebar}));
    },

    async postBuild(props) {
      try {
        await pass.run(props);
      } catch (error) {
        drawing?.stop();
        throw error;
      }
      await drawing!.finish();
      if (problems.length) {
        throw new Error(
          `Social cards: ${problems.length} pages do not name their own card:\n- ${problems.join('\n- ')}`,
        );
      }
    },
  };
}
