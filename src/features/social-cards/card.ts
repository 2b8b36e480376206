/**
 * Draws a social card: a 1200×630 PNG with the site's logo and name, the
 * page's section, title and description, and its address, in the site's
 * colors. satori lays the card out into an SVG (text as paths, in Inter from
 * @fontsource/inter), resvg turns the SVG into a PNG: no browser, no network.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';
import {PRODUCT_NAME, SITE_TITLE} from '../../site';
import {CARD_HEIGHT, CARD_WIDTH} from './paths';

export interface CardText {
  /** Small line above the title: the navigation section. */
  section: string;
  title: string;
  description: string;
  /** The page's address, shown at the bottom (without the scheme). */
  url: string;
}

/** Bumped whenever the drawing changes, so cached cards are drawn again. */
export const CARD_VERSION = 1;

const COLORS = {
  background: '#0f2f55',
  accent: '#9fd3ff',
  title: '#ffffff',
  text: '#d5e6ff',
};

const require = createRequire(__filename);
const font = (weight: number) =>
  fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

type Child = SatoriNode | string;
interface SatoriNode {
  type: string;
  props: Record<string, unknown> & {children?: Child | Child[]};
}
const h = (type: string, props: Record<string, unknown>, ...children: Child[]): SatoriNode => ({
  type,
  props: {...props, children: children.length === 1 ? children[0] : children},
});

export interface CardRenderer {
  render(text: CardText): Promise<Buffer>;
}

export function cardRenderer(siteDir: string): CardRenderer {
  const fonts = [
    {name: 'Inter', data: font(400), weight: 400 as const, style: 'normal' as const},
    {name: 'Inter', data: font(700), weight: 700 as const, style: 'normal' as const},
  ];
  const logo = `data:image/svg+xml;base64,${fs.readFileSync(path.join(siteDir, 'static/img/logo.svg')).toString('base64')}`;

  return {
    async render({section, title, description, url}) {
      // Explicit sizes throughout: the accent bar, then the content inside fixed margins.
      const [barWidth, marginX, marginY] = [16, 72, 60];
      const card = h(
        'div',
        {
          style: {
            width: CARD_WIDTH,
            height: CARD_HEIGHT,
            display: 'flex',
            backgroundColor: COLORS.background,
            fontFamily: 'Inter',
          },
        },
        h('div', {style: {width: barWidth, height: CARD_HEIGHT, backgroundColor: COLORS.accent}}),
        h(
          'div',
          {
            style: {
              display: 'flex',
              flexDirection: 'column',
              width: CARD_WIDTH - barWidth - 2 * marginX,
              height: CARD_HEIGHT - 2 * marginY,
              margin: `${marginY}px ${marginX}px`,
            },
          },
          h(
            'div',
            {style: {display: 'flex', alignItems: 'center'}},
            h('img', {src: logo, width: 64, height: 64}),
            h(
              'div',
              {style: {marginLeft: 20, fontSize: 34, fontWeight: 700, color: COLORS.title}},
              `${PRODUCT_NAME} ${SITE_TITLE}`,
            ),
          ),
          h(
            'div',
            {style: {display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center'}},
            h(
              'div',
              {
                style: {
                  fontSize: 28,
                  fontWeight: 700,
                  color: COLORS.accent,
                  textTransform: 'uppercase',
                  letterSpacing: 2,
                },
              },
              section,
            ),
            h(
              'div',
              {
                style: {
                  display: 'block',
                  marginTop: 16,
                  fontSize: 64,
                  fontWeight: 700,
                  lineHeight: 1.15,
                  color: COLORS.title,
                  lineClamp: 2,
                },
              },
              title,
            ),
            h(
              'div',
              {
                style: {
                  display: 'block',
                  marginTop: 24,
                  fontSize: 30,
                  lineHeight: 1.4,
                  color: COLORS.text,
                  lineClamp: 3,
                },
              },
              description,
            ),
          ),
          h('div', {style: {fontSize: 24, color: COLORS.accent}}, url),
        ),
      );
      const svg = await satori(card as unknown as Parameters<typeof satori>[0], {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        fonts,
      });
      // Text is paths already: no fonts to load. Rasterized on the calling
      // thread: the build draws on a thread of its own (./worker.cjs).
      return new Resvg(svg, {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}}).render().asPng();
    },
  };
}
