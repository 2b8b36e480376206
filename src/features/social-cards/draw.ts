/**
 * The work of the drawing thread (./worker.cjs): for each page, reads its
 * built HTML for the card's text (the h1, the description), checks that the
 * page names its own card in `og:image`, and draws the card (./card.ts).
 * Cards are cached by their text in `cacheDir`, so a warm build draws only
 * the cards whose text changed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {SITE_TITLE} from '../../site';
import {CARD_VERSION, cardRenderer, type CardText} from './card';

export interface CardJob {
  text: CardText;
  /** Where the PNG goes. */
  file: string;
}

export interface PageCardJob {
  route: string;
  /** The built page. */
  htmlFile: string;
  /** The absolute URL its `og:image` must name. */
  cardUrl: string;
  /** Where the PNG goes. */
  file: string;
  /** The card's small line above the title, and its address line. */
  section: string;
  address: string;
}

export interface DrawInput {
  siteDir: string;
  cacheDir: string;
  /** Cards whose text is known already (the site's default card). */
  cards: CardJob[];
  pages: PageCardJob[];
}

export interface DrawResult {
  /** Pages that do not name their own card. */
  problems: string[];
  /** Cards drawn (the others came from the cache). */
  drawn: number;
}

const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

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
  return decode(h1.replace(/<[^>]+>/g, '')).replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

export async function drawAll({siteDir, cacheDir, cards, pages}: DrawInput): Promise<DrawResult> {
  const problems: string[] = [];
  const jobs = [...cards];
  for (const page of pages) {
    const html = fs.readFileSync(page.htmlFile, 'utf8');
    const image = metaContent(html, 'property', 'og:image');
    if (image !== page.cardUrl) problems.push(`${page.route}: og:image is ${image ?? 'missing'}, not its card ${page.cardUrl}`);
    const title = h1Text(html) || (metaContent(html, 'property', 'og:title') ?? SITE_TITLE);
    const description = metaContent(html, 'name', 'description') ?? '';
    jobs.push({text: {section: page.section, title, description, url: page.address}, file: page.file});
  }
  if (problems.length) return {problems, drawn: 0};

  const renderer = cardRenderer(siteDir);
  fs.mkdirSync(cacheDir, {recursive: true});
  let drawn = 0;
  for (const {text, file} of jobs) {
    const key = crypto.createHash('sha256').update(JSON.stringify({CARD_VERSION, ...text})).digest('hex').slice(0, 20);
    const cached = path.join(cacheDir, `${key}.png`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    if (fs.existsSync(cached)) {
      fs.copyFileSync(cached, file);
    } else {
      const png = await renderer.render(text);
      fs.writeFileSync(cached, png);
      fs.writeFileSync(file, png);
      drawn += 1;
    }
  }
  return {problems, drawn};
}
