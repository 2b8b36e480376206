/**
 * Client module: the page is drawn in a real color mode whatever the stored
 * choice holds.
 *
 * The theme's inline script copies the stored color choice (local storage key
 * `theme`, or the `docusaurus-theme` query parameter) into `<html data-theme>`
 * as is. A value other than `light` or `dark` (an old or tampered entry, a
 * junk link) matches neither mode's CSS: the page looks light but themed
 * images such as the navbar logo are hidden, while React treats the choice as
 * "light". This module runs before the app hydrates and replaces such a value
 * with the mode the site would use without a choice (the system preference),
 * and marks the choice as "system", so the page, its images and the color
 * toggle agree.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const MODES = ['light', 'dark'];

export function normalizeColorModeAttributes(root: HTMLElement, systemPrefersDark: boolean): void {
  if (MODES.includes(root.getAttribute('data-theme') ?? '')) return;
  root.setAttribute('data-theme', systemPrefersDark ? 'dark' : 'light');
  root.setAttribute('data-theme-choice', 'system');
}

if (ExecutionEnvironment.canUseDOM) {
  normalizeColorModeAttributes(document.documentElement, window.matchMedia('(prefers-color-scheme: dark)').matches);
}
