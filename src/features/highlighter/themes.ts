/**
 * Code-block color themes: prism-react-renderer's vsLight and vsDark, with
 * the few token colors that fall below WCAG AA contrast (4.5:1) on their
 * background replaced by darker (light theme) or lighter (dark theme) tones.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

function withColors(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const color = entry.types.map((type) => colors[type]).find(Boolean);
      return color ? {...entry, style: {...entry.style, color}} : entry;
    }),
  };
}

/** vsLight; attribute names #ff0000 (4.0:1 on white) become #c80000. */
export const lightCodeTheme = withColors(themes.vsLight, {'attr-name': '#c80000'});

/** vsDark; prolog, constants and punctuation become readable on #1e1e1e. */
export const darkCodeTheme = withColors(themes.vsDark, {
  prolog: '#9cdcfe',
  constant: '#a7a9d6',
  punctuation: '#a0a0a0',
});
