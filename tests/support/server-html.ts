import fs from 'node:fs';
import path from 'node:path';
import postcss, {type AtRule, type Container} from 'postcss';
import {parse as parseSelector, type Selector as Token} from 'css-what';
import {parse, type HTMLElement} from 'node-html-parser';

/**
 * A page as a reader without JavaScript gets it, read from its HTML with a
 * parser instead of a browser: the crawl (tests/e2e/crawl.spec.ts) reads every
 * page this way. What a reader sees depends on the CSS, so an element counts
 * as hidden the way Chromium's `checkVisibility()` decides it on the crawl's
 * wide screen: `display: none` on it or an ancestor (from the site's
 * stylesheets, the page's own <style> elements, which include those in
 * <noscript>, inline styles, and the browser's own rules such as `[hidden]`),
 * or content of a closed <details>. Only the `display` property goes through
 * the cascade (origin, importance, layers, specificity, order).
 * tests/e2e/nojs.spec.ts compares this reading with Chromium's on the pages
 * of the color sample (tests/support/color-sample.ts), which together render
 * every component and class combination of the build.
 */

/** A compound selector as css-what parses it: tokens and combinators. */
type Selector = Token[];

/** The screen the reading models: the crawl's desktop viewport, a screen, light system colors, no print. */
export const SCREEN = {width: 1280, height: 720};

interface DisplayRule {
  selector: string;
  /** What the element the selector ends on must carry (a class, an id or a tag name; `*`: anything), to skip most elements quickly. */
  key: string;
  value: string;
  /** Cascade rank (origin, importance, layer, specificity, stylesheet, order): compared entry by entry, higher wins. */
  rank: number[];
}

/** Browser rules that hide elements, below every author rule (the user-agent origin). */
const BROWSER_RULES = [
  '[hidden]:not([hidden="until-found" i])',
  'head, script, style, template, link, meta, title, base, datalist, noembed, noframes, param, rp, area',
  'dialog:not([open])',
];

/** Pseudo-classes of interaction and focus: nobody has interacted with the page read here. */
const DYNAMIC =
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
function keyOf(selector: Selector): string {
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
        `media query the no-JavaScript reading cannot evaluate: "${one.trim()}" (tests/support/server-html.ts)`,
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

function displayRules(css: string): DisplayRule[] {
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

function compareRank(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** The site's stylesheets, read once. */
const sheetCache = new Map<string, string>();

function readStylesheet(buildDir: string, href: string): string {
  const file = path.join(buildDir, new URL(href, 'http://site.invalid').pathname.replace(/^\/doc\//, ''));
  let css = sheetCache.get(file);
  if (css === undefined) {
    if (!fs.existsSync(file)) throw new Error(`stylesheet ${href} is not in the build (${file})`);
    css = fs.readFileSync(file, 'utf8');
    sheetCache.set(file, css);
  }
  return css;
}

/** The elements of a document by class, id and tag, and all of them (`*`). */
function indexElements(root: HTMLElement): Map<string, HTMLElement[]> {
  const index = new Map<string, HTMLElement[]>([['*', []]]);
  const add = (key: string, element: HTMLElement) => {
    const list = index.get(key);
    if (list) list.push(element);
    else index.set(key, [element]);
  };
  const walk = (node: HTMLElement) => {
    for (const child of node.childNodes) {
      if (child.nodeType !== 1) continue;
      const element = child as HTMLElement;
      add('*', element);
      add(element.rawTagName.toLowerCase(), element);
      if (element.id) add(`#${element.id}`, element);
      for (const name of element.classList.values()) add(`.${name}`, element);
      walk(element);
    }
  };
  walk(root);
  return index;
}

function matching(rule: DisplayRule, index: Map<string, HTMLElement[]>): HTMLElement[] {
  const candidates = index.get(rule.key) ?? [];
  try {
    return candidates.filter((element) => element.matches(rule.selector));
  } catch (error) {
    // Nobody has hovered or focused anything in the page read here.
    if (DYNAMIC.test(rule.selector)) return [];
    throw new Error(`selector the no-JavaScript reading cannot match: "${rule.selector}": ${(error as Error).message}`);
  }
}

/**
 * The elements of the document that a reader without JavaScript does not see
 * (display: none on the element itself, or content of a closed <details>);
 * their descendants are hidden too (see `isHidden`).
 */
export function hiddenElements(root: HTMLElement, buildDir: string): Set<HTMLElement> {
  // The browser's rules rank below every author rule (origin 0).
  const rules: DisplayRule[] = BROWSER_RULES.flatMap((list, i) =>
    parseSelector(list).map((parsed) => ({
      selector: list,
      key: keyOf(parsed),
      value: 'none',
      rank: [0, 0, 0, 0, 0, 0, 0, i],
    })),
  );
  let sheet = 0;
  // Stylesheets and <style> elements in document order (<noscript> content is live without JavaScript).
  for (const element of root.querySelectorAll('link[rel~="stylesheet"], style')) {
    sheet += 1;
    let css: string;
    if (element.tagName === 'LINK') {
      const media = element.getAttribute('media');
      if (media && !mediaMatches(media)) continue;
      css = readStylesheet(buildDir, element.getAttribute('href') ?? '');
    } else {
      css = element.textContent;
    }
    rules.push(...displayRules(css).map((rule) => ({...rule, rank: rule.rank.map((r, i) => (i === 6 ? sheet : r))})));
  }

  const index = indexElements(root);
  const winner = new Map<HTMLElement, DisplayRule>();
  for (const rule of rules) {
    for (const element of matching(rule, index)) {
      const current = winner.get(element);
      if (!current || compareRank(rule.rank, current.rank) >= 0) winner.set(element, rule);
    }
  }
  const hidden = new Set<HTMLElement>();
  const candidates = new Set([...winner.keys(), ...root.querySelectorAll('[style]')]);
  for (const element of candidates) {
    const rule = winner.get(element);
    const inline = inlineDisplay(element);
    // An inline declaration beats every author rule but an !important one.
    const authorImportant = rule !== undefined && rule.rank[0] === 1 && rule.rank[1] === 1;
    const value = inline !== null && !authorImportant ? inline : rule?.value;
    if (value === 'none') hidden.add(element);
  }
  // A closed <details> renders only its summary.
  for (const details of root.querySelectorAll('details:not([open])')) {
    const summary = details.childNodes.find((n) => (n as HTMLElement).tagName === 'SUMMARY');
    for (const child of details.childNodes) {
      if (child !== summary && (child as HTMLElement).tagName) hidden.add(child as HTMLElement);
    }
  }
  return hidden;
}

function inlineDisplay(element: HTMLElement): string | null {
  const style = element.getAttribute('style');
  if (!style) return null;
  const match = /(?:^|;)\s*display\s*:\s*([^;!]+)/i.exec(style);
  return match ? match[1].trim().toLowerCase() : null;
}

export function isHidden(element: HTMLElement, hidden: Set<HTMLElement>): boolean {
  for (let e: HTMLElement | null = element; e; e = e.parentNode as HTMLElement | null) {
    if (hidden.has(e)) return true;
  }
  return false;
}

/** The text a reader sees in an element: the text of its visible descendants, white space collapsed. */
function visibleText(element: HTMLElement, hidden: Set<HTMLElement>): string {
  const parts: string[] = [];
  const walk = (node: HTMLElement) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) parts.push(child.textContent);
      else if (child.nodeType === 1 && !hidden.has(child as HTMLElement)) walk(child as HTMLElement);
    }
  };
  if (!isHidden(element, hidden)) walk(element);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** What the server-rendered head says about the page to link previews and feed readers. */
export interface HeadFacts {
  meta: Record<string, string[]>;
  canonical: string[];
  feeds: string[];
}

export interface ServerPage {
  /** The text of the page's first h1. */
  title: string;
  description: string;
  /** h1 elements a reader sees. */
  visibleH1: number;
  /** Characters of visible text in <main>. */
  text: number;
  /** Every link, resolved against the page's address, and whether a reader sees it. */
  links: {href: string; visible: boolean}[];
  /** Every element id (the anchors a link may target). */
  ids: string[];
  head: HeadFacts;
}

const HEAD_META = [
  'og:image',
  'og:image:width',
  'og:image:height',
  'twitter:image',
  'twitter:card',
  'og:title',
  'og:description',
  'og:type',
  'description',
];

/** Parses a page's HTML as the browser does without scripting (<noscript> content is markup). */
export function parseHtml(html: string): HTMLElement {
  return parse(html, {comment: false, blockTextElements: {script: true, style: true}});
}

/** Reads the HTML of the page at `url` as a reader without JavaScript gets it. */
export function readServerHtml(html: string, url: string, buildDir = 'build'): ServerPage {
  const root = parseHtml(html);
  const hidden = hiddenElements(root, buildDir);
  const head = root.querySelector('head');
  const h1s = root.querySelectorAll('h1');
  const main = root.querySelector('main');
  return {
    title: (h1s[0]?.textContent ?? '')
      .replace(/\u200b/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
    description: head?.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    visibleH1: h1s.filter((h) => !isHidden(h, hidden)).length,
    text: main ? visibleText(main, hidden).length : 0,
    links: root
      .querySelectorAll('a[href]')
      .map((a) => ({href: new URL(a.getAttribute('href') ?? '', url).href, visible: !isHidden(a, hidden)})),
    ids: root.querySelectorAll('[id]').map((e) => e.id),
    head: {
      meta: Object.fromEntries(
        HEAD_META.map((key) => [
          key,
          (head?.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`) ?? []).map(
            (m) => m.getAttribute('content') ?? '',
          ),
        ]),
      ),
      canonical: (head?.querySelectorAll('link[rel="canonical"]') ?? []).map((l) => l.getAttribute('href') ?? ''),
      feeds: (head?.querySelectorAll('link[rel="alternate"]') ?? [])
        .filter((l) => (l.getAttribute('type') ?? '').endsWith('+xml'))
        .map((l) => `${l.getAttribute('type')} ${l.getAttribute('href')}`),
    },
  };
}
