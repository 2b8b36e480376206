/**
 * The work of the drawing thread (./worker.cjs): draws each card (./card.ts)
 * it is handed. Cards are cached by their text in `cacheDir`, so a warm build
 * draws only the cards whose text changed. What a page's card says (its h1,
 * its description) and the check that the page names its own card in
 * `og:image` come from the page's built HTML (`cardJobOf`), on the main
 * thread, in the one pass over the built pages.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import {SITE_TITLE} from '../../site';
import {CARD_VERSION, cardRenderer, type CardText} from './card';

export interface CardJob {
  text: CardText;
  /** Where the PNG goes. */
  file: string;
}

/** Where the drawing thread finds the site (its fonts and logo) and keeps its cache. */
export interface DrawerOptions {
  siteDir: string;
  cacheDir: string;
}

/** A built page whose card is drawn. */
export interface CardPage {
  route: string;
  html: string;
  /** The absolute URL its `og:image` must name. */
  cardUrl: string;
  /** Where the PNG goes. */
  file: string;
  /** The card's small line above the title, and its address line. */
  section: string;
  address: string;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The `content` of the first `<meta>` whose `key` attribute is `value`. */
export function metaContent(html: string, key: string, value: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (new RegExp(`\\b${key}="${value}"`).test(tag)) return decode(tag.match(/\bcontent="([^"]*)"/)?.[1] ?? '');
  }
  return undefined;
}

/** The text of the page's first h1 (tags, zero-width spaces and runs of spaces dropped). */
export function h1Text(html: string): string {
  const h1 = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
  return decode(h1.replace(/<[^>]+>/g, ''))
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The card of a built page, or why it cannot have one (its `og:image` names another image). */
export function cardJobOf(page: CardPage): {job: CardJob} | {problem: string} {
  const image = metaContent(page.html, 'property', 'og:image');
  if (image !== page.cardUrl)
    return {problem: `${page.route}: og:image is ${image ?? 'missing'}, not its card ${page.cardUrl}`};
  const title = h1Text(page.html) || (metaContent(page.html, 'property', 'og:title') ?? SITE_TITLE);
  const description = metaContent(page.html, 'name', 'description') ?? '';
  return {job: {text: {section: page.section, title, description, url: page.address}, file: page.file}};
}

/**
 * Cards drawn between two full garbage collections. The rasterizer (resvg-js 2.6) keeps each card's pixels, about
 * 3 MB, outside V8's heap without telling V8, and frees them only when a full collection finalizes the objects of
 * that drawing; the drawing thread's own heap stays so small that V8 never runs one. Without these collections the
 * drawn cards held about 3.5 MB each until the build ended (3.9 GB at ten times today's pages, `npm run perf:scale`).
 */
export const CARDS_PER_COLLECTION = 16;

/** A full garbage collection on demand (`global.gc` without starting Node with --expose-gc). */
function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/**
 * Draws cards, or copies them from the cache; `draw` resolves to whether the card had to be drawn. Every
 * CARDS_PER_COLLECTION cards drawn, `collect` (a full garbage collection) frees what the drawn ones held.
 */
export function cardDrawer(
  {siteDir, cacheDir}: DrawerOptions,
  collect: () => void = fullCollection(),
): {draw(job: CardJob): Promise<boolean>} {
  const renderer = cardRenderer(siteDir);
  fs.mkdirSync(cacheDir, {recursive: true});
  let drawn = 0;
  return {
    async draw({text, file}) {
      const key = crypto
        .createHash('sha256')
        .update(JSON.stringify({CARD_VERSION, ...text}))
        .digest('hex')
        .slice(0, 20);
      const cached = path.join(cacheDir, `${key}.png`);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      if (fs.existsSync(cached)) {
        fs.copyFileSync(cached, file);
        return false;
      }
      const png = await renderer.render(text);
      fs.writeFileSync(cached, png);
      fs.writeFileSync(file, png);
      drawn += 1;
      if (drawn % CARDS_PER_COLLECTION === 0) {
        collect();
        // The native objects' finalizers run from the event loop: let it turn before the next card.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return true;
    },
  };
}
