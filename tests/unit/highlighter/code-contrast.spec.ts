/**
 * Every color of the code themes (src/features/highlighter/themes.ts), token
 * colors and plain text, reaches WCAG AA contrast (4.5:1) on the code block
 * background, in light and dark mode. The crawl's axe audit leaves code block
 * text out of its color rules (tests/support/axe.ts) and relies on this test.
 */
import {test, expect} from '@playwright/test';
import {darkCodeTheme, lightCodeTheme} from '../../../src/features/highlighter/themes';

type RGB = [number, number, number];

function parse(color: string): RGB {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as RGB;
  const rgb = /^rgb\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)$/i.exec(color);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`a color this test cannot read: ${color}`);
}

function luminance([r, g, b]: RGB): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(parse(a)), luminance(parse(b))].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
}

test('the contrast formula gives the known ratios', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  expect(contrast('rgb(255, 0, 0)', '#ffffff')).toBeCloseTo(4.0, 1);
});

for (const [mode, theme] of [
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as const) {
  test(`every ${mode} code color reaches 4.5:1 on the code background`, () => {
    const background = theme.plain.backgroundColor!;
    const colors = [
      {what: 'plain text', color: theme.plain.color!},
      ...theme.styles
        .filter((s) => s.style.color)
        .map((s) => ({
          what: `${s.types.join(', ')}${s.languages ? ` (${s.languages.join(', ')})` : ''}`,
          color: s.style.color!,
        })),
    ];
    expect(colors.length).toBeGreaterThan(10);
    const low = colors
      .map(({what, color}) => ({what, color, ratio: Math.round(contrast(color, background) * 100) / 100}))
      .filter((c) => c.ratio < 4.5);
    expect(low, `colors under 4.5:1 on ${background}`).toEqual([]);
  });
}
