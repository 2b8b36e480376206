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
 * Cards are cached by their text in node_modules/.cache (cleared by
 * `docusaurus clear`), so a warm build draws only the cards whose text
 * changed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {PRODUCT_NAME, SITE_TAGLINE, SITE_TITLE} from '../../constants';
import {groupRoutes, htmlFileFor, isExcluded, GENERAL_SECTION} from '../llms';
import {CARD_VERSION, cardRenderer, type CardText} from './card';
import {DEFAULT_CARD, socialCardPath} from './paths';

export interface SocialCardsOptions {
  /** Routes that are not content (the sitemap's `ignorePatterns`). */
  exclude: string[];
}

/** How many cards are drawn at once (resvg renders on Node's thread pool). */
const CONCURRENCY = 2;

const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The attribute `attr` of the first `<meta>` whose `key` attribute is `value`. */
function metaContent(html: string, key: string, value: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (new RegExp(`\\b${key}="${value}"`).test(tag)) return decode(tag.match(/\bcontent="([^"]*)"/)?.[1] ?? '');
  }
  return undefined;
}

/** The text of the page's first h1 (tags, zero-width spaces and runs of spaces dropped). */
function h1Text(html: string): string {
  const h1 = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
  return decode(h1.replace(/<[^>]+>/g, '')).replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
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

      const renderer = cardRenderer(siteDir);
      await fs.mkdir(cacheDir, {recursive: true});
      const draw = async (text: CardText, file: string) => {
        const key = crypto.createHash('sha256').update(JSON.stringify({CARD_VERSION, ...text})).digest('hex').slice(0, 20);
        const cached = path.join(cacheDir, `${key}.png`);
        let png: Buffer;
        try {
          png = await fs.readFile(cached);
        } catch {
          png = await renderer.render(text);
          await fs.writeFile(cached, png);
        }
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, png);
      };

      const host = origin.replace(/^https?:\/\//, '');
      const problems: string[] = [];
      const jobs: (() => Promise<void>)[] = [
        () => draw({section: SITE_TITLE, title: `${PRODUCT_NAME} ${SITE_TITLE}`, description: SITE_TAGLINE, url: `${host}${baseUrl}`},
          path.join(outDir, DEFAULT_CARD)),
      ];
      for (const route of routes) {
        jobs.push(async () => {
          const html = await fs.readFile(path.join(outDir, htmlFileFor(route, baseUrl)), 'utf8');
          const card = socialCardPath(route, baseUrl);
          const image = metaContent(html, 'property', 'og:image');
          if (image !== origin + card) problems.push(`${route}: og:image is ${image ?? 'missing'}, not its card ${origin + card}`);
          const title = h1Text(html) || (metaContent(html, 'property', 'og:title') ?? SITE_TITLE);
          const description = metaContent(html, 'name', 'description') ?? '';
          await draw({section: sectionOf.get(route) ?? SITE_TITLE, title, description, url: host + route},
            path.join(outDir, card.slice(baseUrl.length)));
        });
      }
      let next = 0;
      await Promise.all(Array.from({length: CONCURRENCY}, async () => {
        while (next < jobs.length) await jobs[next++]();
      }));
      if (problems.length) {
        throw new Error(`Social cards: ${problems.length} pages do not name their own card:\n- ${problems.join('\n- ')}`);
      }
    },
  };
}
