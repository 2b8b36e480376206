/**
 * Unit tests (no browser) of the social cards (src/plugins/social-cards): the
 * address rule of a page's card, and a drawn card (a PNG of 1200×630).
 */
import {test, expect} from '@playwright/test';
import path from 'node:path';
import {CARD_HEIGHT, CARD_WIDTH, socialCardPath} from '../../src/plugins/social-cards/paths';
import {cardRenderer} from '../../src/plugins/social-cards/card';
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
