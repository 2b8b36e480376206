/** The crawl's checks of a page without JavaScript: its HTML as nginx serves it, its head, its social card and its Markdown copy. */
import {test, expect, type Site} from './crawl-fixtures';
import {writeFacts} from '../support/crawl-facts';
import {readServerHtml} from '../support/server-html';
import {SITE_URL} from '../../src/site';
import {markdownPathFor} from '../../src/shared/llms-paths';
import {markdownPointer} from '../../src/features/llms/llms-txt';
import {CARD_HEIGHT, CARD_WIDTH, socialCardPath} from '../../src/features/social-cards/paths';
import {ATOM_FEED, RSS_FEED} from '../../src/features/feeds/paths';
import {pngSize} from '../support/png';
import {canonicalPathOf} from '../support/copies';

/** Markdown without fenced code blocks and inline code: what must hold no MDX. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Fetches a file of the site, as a reader's browser or a feed reader would. */
async function get(url: string): Promise<Response> {
  return fetch(url, {headers: {'accept-encoding': 'gzip'}});
}

/** Without JavaScript: the page's HTML as nginx serves it, its head, its social card and its Markdown copy. Returns the page's title. */
export async function checkServed(site: Site, path: string): Promise<string> {
  const url = site.origin + path;
  const response = await get(url);
  expect(response.status, 'HTTP status').toBe(200);
  if (site.csp)
    expect(response.headers.get('content-security-policy'), 'the production policy').toContain("default-src 'none'");
  else
    test
      .info()
      .annotations.push({type: 'not checked', description: 'the Content-Security-Policy: nginx is not installed here'});
  const server = readServerHtml(await response.text(), url);
  expect(server.visibleH1, 'visible h1 without JavaScript').toBeGreaterThan(0);
  expect(server.text, 'text in <main> without JavaScript').toBeGreaterThan(100);
  expect(server.description.trim().length, 'meta description').toBeGreaterThan(20);
  const {visibleH1: _h1, text: _text, head, ...facts} = server;
  writeFacts({path, origin: site.origin, ...facts});

  // Link previews and feed readers read the server-rendered head.
  const card = SITE_URL + socialCardPath(path);
  expect(head.meta['og:image'], "og:image: the page's own card").toEqual([card]);
  expect(head.meta['twitter:image'], 'twitter:image').toEqual([card]);
  expect(head.meta['twitter:card']).toEqual(['summary_large_image']);
  expect(head.meta['og:title']).toHaveLength(1);
  expect(head.meta['og:title'][0]).toMatch(/\S/);
  expect(head.meta['og:description'], 'og:description').toEqual(head.meta.description);
  expect(head.meta['og:type'], 'og:type').toEqual([path.startsWith('/doc/docs/') ? 'article' : 'website']);
  // Its own address, or the original's for a page that shows another page's text.
  expect(head.canonical, 'canonical address').toEqual([SITE_URL + canonicalPathOf(path)]);
  expect(head.feeds.sort(), 'release feeds').toEqual([
    `application/atom+xml /doc/${ATOM_FEED}`,
    `application/rss+xml /doc/${RSS_FEED}`,
  ]);
  const image = await get(site.origin + card.slice(SITE_URL.length));
  expect(image.status, card).toBe(200);
  expect(image.headers.get('content-type'), card).toBe('image/png');
  expect(pngSize(Buffer.from(await image.arrayBuffer())), `${card}: size`).toEqual({
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
  });

  const markdownUrl = markdownPathFor(path);
  const copy = await get(site.origin + markdownUrl);
  expect(copy.status, markdownUrl).toBe(200);
  expect(copy.headers.get('content-type'), markdownUrl).toMatch(/^text\/(markdown|plain)/);
  const markdown = await copy.text();
  // One line that leads to llms.txt, then the page's title.
  const [pointer, , ...rest] = markdown.split('\n');
  expect(pointer, `${markdownUrl}: first line`).toBe(markdownPointer(`${SITE_URL}/doc/llms.txt`));
  expect(
    rest.join('\n').startsWith(`# ${facts.title}\n`),
    `${markdownUrl} begins with the page's title after the pointer`,
  ).toBe(true);
  const text = prose(markdown);
  expect(text, `${markdownUrl}: import or export lines`).not.toMatch(/^\s*(import|export)\s/m);
  expect(text, `${markdownUrl}: JSX component tags`).not.toMatch(/<\/?[A-Z][\w.]*[\s/>]/);
  expect(text, `${markdownUrl}: HTML comments or tags`).not.toMatch(/<!--|<\/?(div|span|p|table|svg|button)\b/);
  expect(text, `${markdownUrl}: MDX expressions`).not.toMatch(/\{props\.|\{\/\*/);
  return facts.title;
}
