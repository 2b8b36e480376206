/** The `display` rules of the site's CSS as the no-JavaScript reading (./server-html.ts) cascades them: each rule's selector, value and rank, and the media queries that hold on the crawl's screen. */
import postcss, {type AtRule, type Container} from 'postcss';
import {parse as parseSelector, type Selector as Token} from 'css-what';

/** A compound selector as css-what parses it: tokens and combinators. */
type Selector = Token[];

/** The screen the reading models: the crawl's desktop viewport, a screen, light system colors, no print. */
export const SCREEN = {width: 1280, height: 720};

export interface DisplayRule {
  selector: string;
  /** What the element the selector ends on must carry (a class, an id or a tag name; `*`: anything), to skip most elements quickly. */
  key: string;
  value: string;
  /** Cascade rank (origin, importance, layer, specificity, stylesheet, order): compared entry by entry, higher wins. */
  rank: number[];
}

/** Browser rules that hide elements, below every author rule (the user-agent origin). */
export const BROWSER_RULES = [
  '[hidden]:not([hidden="until-found" i])',
  'head, script, style, template, link, meta, title, base, datalist, noembed, noframes, param, rp, area',
  'dialog:not([open])',
];

/** Pseudo-classes of interaction and focus: nobody has interacted with the page read here. */
export const DYNAMIC =
  /:(hover|focus|focus-visible|focus-within|active|target|target-within|visited|user-invalid|user-valid|autofill|popover-open|modal|fullscreen|picture-in-picture|playing|paused)\b/;

/** `::x`, and the four pseudo-elements CSS 2 wrote with one colon. */
const isPseudoElement = (t: Token) =>
  t.type === 'pseudo-element' ||
  (t.type === 'pseudo' && ['before', 'after', 'first-line', 'first-letter'].includes(t.name));

function specificity(selector: Selector): [number, number, number] {
  const s: [number, number, number] = [0, 0, 0];
  for (const token of selector) {
    if (token.type === 'attribute') {
      if (token.name === 'id' && token.action === 'equals') s[0] += 1;
      else s[1] += 1;
    } else if (token.type === 'tag' || token.type === 'pseudo-element') {
      s[2] += 1;
    } else if (token.type === 'pseudo') {
      if (token.name === 'where') continue;
      if (Array.isArray(token.data) && ['is', 'not', 'has', 'matches'].includes(token.name)) {
        // The most specific selector of the list.
        const inner = token.data.map(specificity).sort((a, b) => b[0] - a[0] || b[1] - a[1] || b[2] - a[2])[0] ?? [
          0, 0, 0,
        ];
        s[0] += inner[0];
        s[1] += inner[1];
        s[2] += inner[2];
      } else {
        s[1] += 1;
      }
    }
  }
  return s;
}

/** The class, id or tag the selector's last compound requires (see DisplayRule.key). */
export function keyOf(selector: Selector): string {
  let last = selector.length;
  while (
    last > 0 &&
    !['child', 'descendant', 'sibling', 'adjacent', 'parent', 'column-combinator'].includes(selector[last - 1].type)
  )
    last -= 1;
  const compound = selector.slice(last);
  for (const t of compound)
    if (t.type === 'attribute' && t.name === 'class' && t.action === 'element') return `.${t.value}`;
  for (const t of compound)
    if (t.type === 'attribute' && t.name === 'id' && t.action === 'equals') return `#${t.value}`;
  for (const t of compound) if (t.type === 'tag') return t.name.toLowerCase();
  return '*';
}

/** Whether a media query list holds on SCREEN (a wide screen, light colors, no print, motion allowed). */
export function mediaMatches(query: string): boolean {
  return query.split(',').some((one) => {
    let q = one.trim().toLowerCase();
    const negated = q.startsWith('not ');
    if (negated) q = q.slice(4).trim();
    const holds = q.split(/\s+and\s+/).every((part) => {
      part = part.trim();
      if (part === 'all' || part === 'screen' || part === 'only screen') return true;
      if (part === 'print') return false;
      const range = /^\(\s*width\s*(<=|>=|<|>)\s*(\d+(?:\.\d+)?)px\s*\)$/.exec(part);
      if (range) {
        const [, op, n] = range;
        const v = Number(n);
        return op === '<='
          ? SCREEN.width <= v
          : op === '>='
            ? SCREEN.width >= v
            : op === '<'
              ? SCREEN.width < v
              : SCREEN.width > v;
      }
      const feature = /^\(\s*([a-z-]+)\s*:\s*([^)]+?)\s*\)$/.exec(part);
      if (feature) {
        const [, name, value] = feature;
        const px = Number(value.replace(/px$/, ''));
        switch (name) {
          case 'min-width':
            return SCREEN.width >= px;
          case 'max-width':
            return SCREEN.width <= px;
          case 'min-height':
            return SCREEN.height >= px;
          case 'max-height':
            return SCREEN.height <= px;
          case 'prefers-color-scheme':
            return value === 'light';
          case 'prefers-reduced-motion':
            return value === 'no-preference';
          case 'prefers-contrast':
            return value === 'no-preference';
          case 'hover':
            return value === 'hover';
          case 'any-hover':
            return value === 'hover';
          case 'pointer':
            return value === 'fine';
          case 'any-pointer':
            return value === 'fine';
          case 'orientation':
            return value === 'landscape';
          default:
            break;
        }
      }
      throw new Error(
        `media query the no-JavaScript reading cannot evaluate: "${one.trim()}" (tests/support/display-rules.ts)`,
      );
    });
    return negated ? !holds : holds;
  });
}

/** The cascade layers of the site's CSS, in the order they are first named. */
const LAYERS: string[] = [];

const layerIndex = (name: string) => {
  if (!LAYERS.includes(name)) LAYERS.push(name);
  return LAYERS.indexOf(name);
};

/** The rules of a stylesheet that set `display` (rank without the stylesheet's place), once per stylesheet text. */
const rulesOfCss = new Map<string, DisplayRule[]>();

export function displayRules(css: string): DisplayRule[] {
  const cached = rulesOfCss.get(css);
  if (cached) return cached;
  const rules: DisplayRule[] = [];
  let order = 0;
  const walk = (container: Container, layer: string | null) => {
    for (const node of container.nodes ?? []) {
      if (node.type === 'atrule') {
        const at = node as AtRule;
        if (at.name === 'layer') {
          const names = at.params
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean);
          const full = names.map((n) => (layer ? `${layer}.${n}` : n));
          for (const name of full) layerIndex(name);
          if (at.nodes) walk(at, full[0] ?? layer);
        } else if (at.name === 'media') {
          if (mediaMatches(at.params)) walk(at, layer);
        } else if (at.name === 'supports' || at.name === 'container' || at.name === 'scope') {
          // Conditions the crawl's Chromium meets; none of ours hides content.
          walk(at, layer);
        }
        // @font-face, @keyframes, @import, @property...: no `display` of elements.
      } else if (node.type === 'rule') {
        for (const decl of node.nodes) {
          if (decl.type !== 'decl' || decl.prop.toLowerCase() !== 'display') continue;
          order += 1;
          const layerRank = layer === null ? Number.MAX_SAFE_INTEGER : layerIndex(layer);
          // Important declarations reverse the layer order.
          const important = decl.important ? 1 : 0;
          for (const selector of node.selectors) {
            const [parsed] = parseSelector(selector);
            // Pseudo-elements style boxes of their own, not the element.
            if (parsed.some(isPseudoElement)) continue;
            rules.push({
              selector,
              key: keyOf(parsed),
              value: decl.value.trim().toLowerCase(),
              // Origin (1: the site's), importance, layer, specificity, [stylesheet], order.
              rank: [1, important, important ? -layerRank : layerRank, ...specificity(parsed), 0, order],
            });
          }
        }
      }
    }
  };
  walk(postcss.parse(css), null);
  rulesOfCss.set(css, rules);
  return rules;
}

export function compareRank(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
