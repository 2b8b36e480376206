/** Which elements of a page a reader without JavaScript does not see: the `display` rules of its stylesheets (./display-rules.ts) cascaded over the document, and closed <details>. */
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseSelector} from 'css-what';
import type {HTMLElement} from 'node-html-parser';
import {
  BROWSER_RULES,
  DYNAMIC,
  compareRank,
  displayRules,
  keyOf,
  mediaMatches,
  type DisplayRule,
} from './display-rules';

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
