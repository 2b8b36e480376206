/**
 * Unit tests (no browser) of the social cards (src/plugins/social-cards): the
 * address rule of a page's card, a drawn card (a PNG of 1200×630), and the
 * build's drawing thread: the pages' text and og:image check, the cache, and a
 * failure that reaches the build instead of hanging it.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CARD_HEIGHT, CARD_WIDTH, socialCardPath} from '../../src/features/social-cards/paths';
import {cardRenderer} from '../../src/features/social-cards/card';
import {drawAll, type DrawInput} from '../../src/features/social-cards/draw';
import {drawOnWorker} from '../../src/features/social-cards/plugin';
import {pngSize} from '../support/png';

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
  const renderer = cardRenderer(path.resolve(__dirname, '../..'));
  for (const text of [
    {section: 'SQL Reference', title: 'Mappings', description: 'Bind tables to concepts.', url: 'docs.timbr.ai/doc/docs/sql/mappings'},
    {section: 'Getting Started', title: 'A very long title '.repeat(8), description: 'Long words '.repeat(60), url: 'docs.timbr.ai/doc/docs/x'},
  ]) {
    const png = await renderer.render(text);
    expect(pngSize(png)).toEqual({width: CARD_WIDTH, height: CARD_HEIGHT});
    expect(png.length).toBeGreaterThan(10_000);
  }
});

/** A built page with the given head and h1, in a fresh folder; the input that draws its card. */
function onePage(ogImage: string): DrawInput {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
  const htmlFile = path.join(dir, 'page', 'index.html');
  fs.mkdirSync(path.dirname(htmlFile), {recursive: true});
  fs.writeFileSync(htmlFile, `<html><head><meta property="og:image" content="${ogImage}">` +
    '<meta name="description" content="Bind tables &amp; views to concepts."></head>' +
    '<body><h1>Mappings</h1></body></html>');
  return {
    siteDir: path.resolve(__dirname, '../..'),
    cacheDir: path.join(dir, 'cache'),
    cards: [],
    pages: [{route: '/doc/page', htmlFile, cardUrl: 'https://example.com/doc/img/social/page.png',
      file: path.join(dir, 'out', 'page.png'), section: 'SQL Reference', address: 'example.com/doc/page'}],
  };
}

test('the drawing thread draws each page\'s card once, then takes it from the cache', async () => {
  test.setTimeout(60_000);
  const input = onePage('https://example.com/doc/img/social/page.png');
  expect(await drawAll(input)).toEqual({problems: [], drawn: 1});
  const png = fs.readFileSync(input.pages[0].file);
  expect(pngSize(png)).toEqual({width: CARD_WIDTH, height: CARD_HEIGHT});
  fs.rmSync(input.pages[0].file);
  expect(await drawAll(input)).toEqual({problems: [], drawn: 0});
  expect(fs.readFileSync(input.pages[0].file).equals(png)).toBe(true);
});

test('a page whose og:image is not its own card is reported, and no card is drawn', async () => {
  const input = onePage('https://example.com/doc/img/social/other.png');
  const {problems, drawn} = await drawAll(input);
  expect(problems).toEqual(['/doc/page: og:image is https://example.com/doc/img/social/other.png, not its card https://example.com/doc/img/social/page.png']);
  expect(drawn).toBe(0);
  expect(fs.existsSync(input.pages[0].file)).toBe(false);
});

test('the build\'s worker thread returns the result, and a failure rejects instead of hanging', async () => {
  test.setTimeout(60_000);
  const input = onePage('https://example.com/doc/img/social/page.png');
  expect(await drawOnWorker(input)).toEqual({problems: [], drawn: 1});
  const missing = {...input, pages: [{...input.pages[0], htmlFile: path.join(input.cacheDir, 'no-such-page.html')}]};
  await expect(drawOnWorker(missing)).rejects.toThrow(/no-such-page\.html/);
});
