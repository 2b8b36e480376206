import {parse, type HTMLElement} from 'node-html-parser';
import {hiddenElements, isHidden} from './hidden-elements';

/**
 * A page as a reader without JavaScript gets it, read from its HTML with a
 * parser instead of a browser: the crawl (tests/e2e/crawl.spec.ts) reads every
 * page this way. What a reader sees depends on the CSS, so an element counts
 * as hidden the way Chromium's `checkVisibility()` decides it on the crawl's
 * wide screen: `display: none` on it or an ancestor (from the site's
 * stylesheets, the page's own <style> elements, which include those in
 * <noscript>, inline styles, and the browser's own rules such as `[hidden]`),
 * or content of a closed <details>. Only the `display` property goes through
 * the cascade (origin, importance, layers, specificity, order): the rules in
 * ./display-rules.ts, their cascade over a page in ./hidden-elements.ts.
 * tests/e2e/nojs.spec.ts compares this reading with Chromium's on the pages
 * of the color sample (tests/support/color-sample.ts), which together render
 * every component and class combination of the build.
 */

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
