/**
 * Unit tests (no browser) of the social cards (src/features/social-cards): the
 * address rule of a page's card, a drawn card (a PNG of 1200×630), and the
 * build's drawing thread: the pages' text and og:image check, the cache, the
 * garbage collections that free what drawn cards hold, and a failure that
 * reaches the build instead of hanging it.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CARD_HEIGHT, CARD_WIDTH, socialCardPath} from '../../../src/features/social-cards/paths';
import {cardRenderer} from '../../../src/features/social-cards/card';
import {
  CARDS_PER_COLLECTION,
  cardDrawer,
  cardJobOf,
  type CardJob,
  type CardPage,
  type DrawerOptions,
} from '../../../src/features/social-cards/draw';
import {startDrawing} from '../../../src/features/social-cards/plugin';
import {pngSize} from '../../support/png';

test('each page has its own card address', () => {
  expect(socialCardPath('/doc/docs/sql/mappings')).toBe('/doc/img/social/docs/sql/mappings.png');
  expect(socialCardPath('/doc/docs/sql/')).toBe('/doc/img/social/docs/sql.png');
  expect(socialCardPath('/doc/docs/')).toBe('/doc/img/social/docs.png');
  expect(socialCardPath('/doc/')).toBe('/doc/img/social/index.png');
  expect(socialCardPath('/doc/markdown-page')).toBe('/doc/img/social/markdown-page.png');
  expect(socialCardPath('/site/a/b', '/site/')).toBe('/site/img/social/a/b.png');
});

test('a card is a 1200×630 PNG, whatever the length of its text', async () => {
  test.setTimeout(60_000);
  const renderer = cardRenderer(path.resolve(__dirname, '../../..'));
  for (const text of [
    {
      section: 'SQL Reference',
      title: 'Mappings',
      description: 'Bind tables to concepts.',
      url: 'docs.timbr.ai/doc/docs/sql/mappings',
    },
    {
      section: 'Getting Started',
      title: 'A very long title '.repeat(8),
      description: 'Long words '.repeat(60),
      url: 'docs.timbr.ai/doc/docs/x',
    },
  ]) {
    const png = await renderer.render(text);
    expect(pngSize(png)).toEqual({width: CARD_WIDTH, height: CARD_HEIGHT});
    expect(png.length).toBeGreaterThan(10_000);
  }
});

/** A built page with the given og:image, its card's place in a fresh folder, and the drawing thread's options. */
function onePage(ogImage: string): {page: CardPage; options: DrawerOptions} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
  const html =
    `<html><head><meta property="og:image" content="${ogImage}">` +
    '<meta name="description" content="Bind tables &amp; views to concepts."></head>' +
    '<body><h1>Mappings</h1></body></html>';
  return {
    page: {
      route: '/doc/page',
      html,
      cardUrl: 'https://example.com/doc/img/social/page.png',
      file: path.join(dir, 'out', 'page.png'),
      section: 'SQL Reference',
      address: 'example.com/doc/page',
    },
    options: {siteDir: path.resolve(__dirname, '../../..'), cacheDir: path.join(dir, 'cache')},
  };
}

test("a page's card says its h1, its description, its section and its address", () => {
  const {page} = onePage('https://example.com/doc/img/social/page.png');
  expect(cardJobOf(page)).toEqual({
    job: {
      text: {
        section: 'SQL Reference',
        title: 'Mappings',
        description: 'Bind tables & views to concepts.',
        url: 'example.com/doc/page',
      },
      file: page.file,
    },
  });
});

test('the drawer draws each card once, then takes it from the cache', async () => {
  test.setTimeout(60_000);
  const {page, options} = onePage('https://example.com/doc/img/social/page.png');
  const {job} = cardJobOf(page) as {job: CardJob};
  const drawer = cardDrawer(options);
  expect(await drawer.draw(job)).toBe(true);
  const png = fs.readFileSync(page.file);
  expect(pngSize(png)).toEqual({width: CARD_WIDTH, height: CARD_HEIGHT});
  fs.rmSync(page.file);
  expect(await drawer.draw(job)).toBe(false);
  expect(fs.readFileSync(page.file).equals(png)).toBe(true);
});

test('the drawer runs a full garbage collection after every 16 cards it draws, not for cards from the cache', async () => {
  test.setTimeout(120_000);
  const {page, options} = onePage('https://example.com/doc/img/social/page.png');
  const {job} = cardJobOf(page) as {job: CardJob};
  let collections = 0;
  const drawer = cardDrawer(options, () => (collections += 1));
  const jobs = Array.from({length: CARDS_PER_COLLECTION}, (_, i) => ({
    ...job,
    text: {...job.text, title: `Page ${i}`},
  }));
  for (const [i, next] of jobs.entries()) {
    expect(await drawer.draw(next)).toBe(true);
    expect(collections).toBe(i + 1 === CARDS_PER_COLLECTION ? 1 : 0);
  }
  for (const next of jobs) expect(await drawer.draw(next)).toBe(false);
  expect(collections).toBe(1);
});

test('a page whose og:image is not its own card is reported, and gets no card', () => {
  const {page} = onePage('https://example.com/doc/img/social/other.png');
  expect(cardJobOf(page)).toEqual({
    problem:
      '/doc/page: og:image is https://example.com/doc/img/social/other.png, not its card https://example.com/doc/img/social/page.png',
  });
});

test("the build's drawing thread draws what it is sent, and a failure rejects instead of hanging", async () => {
  test.setTimeout(60_000);
  const {page, options} = onePage('https://example.com/doc/img/social/page.png');
  const {job} = cardJobOf(page) as {job: CardJob};
  const drawing = startDrawing(options);
  drawing.add(job);
  expect(await drawing.finish()).toBe(1);
  expect(pngSize(fs.readFileSync(page.file))).toEqual({width: CARD_WIDTH, height: CARD_HEIGHT});
  // A card whose file is a folder cannot be written.
  const failing = startDrawing(options);
  failing.add({...job, file: path.dirname(page.file)});
  await expect(failing.finish()).rejects.toThrow(/EISDIR/);
});
