/**
 * What the search files hold of each built page (buildSearchFiles of
 * @timbr-docs/search turns the pages into the files): its title, breadcrumb, description, headings with their
 * anchors, and the text under each heading, read from the page's parsed HTML
 * in the one pass over the built pages (src/shared/built-pages.ts).
 *
 * The reading follows @easyops-cn/docusaurus-search-local 0.55, which did this
 * before (tests/unit/search/pages.spec.ts compares the two on every built page):
 * - a doc: the title is the article's first h1; the breadcrumb the active
 *   navbar item and the sidebar's active categories; each h1, h2 and h3 of the
 *   article starts a part, whose text is that of the elements after it up to
 *   the next heading among them (for the title, the elements after its header);
 * - another page: the first h1 and the whole text of `<main>`, in one part;
 * - the home page (which the plugin left out): its h1, then a part per h2 and
 *   h3 of the content area, in document order.
 * Text is the elements' text, block elements set apart by spaces, runs of
 * spaces made one. A part of a doc whose text is mostly a list of links to
 * other pages (list items or table rows that each start with such a link, as
 * a section index or a "Related pages" list has) is marked as a link list:
 * its words describe the pages it links to (see LINK_LIST_SHARE). Elements
 * with an ignored attribute (a diagram's hidden source, the note for AI
 * agents) or class (a runnable query's result) are not there.
 */
import type {Element, ElementContent, Nodes, Root} from 'hast';
import {classes, find, findAll, isElement, metaContent} from '../../shared/hast';
import {words, type SourcePage} from '@timbr-docs/search';

/** Elements that are set apart from their neighbors by spaces. */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
  'td',
  'th',
]);
const HEADINGS = new Set(['h1', 'h2', 'h3']);
/** Elements that are one entry of a list or a table. */
const ENTRIES = new Set(['li', 'tr']);
/**
 * A part is a link list when at least this share of its words are in entries
 * that lead to another page, and it has two such entries or more.
 */
export const LINK_LIST_SHARE = 0.5;
/** Never text: the browser does not show them. */
const NOT_TEXT = new Set(['script', 'style']);

const isHeading = (e: Element) => HEADINGS.has(e.tagName);
const hasClassName = (e: Element, name: string) => classes(e).includes(name);

/** How a page is read: what is left out of it. */
export interface PageReading {
  /** Properties (hast names: `dataMermaidSource`) of elements that are not text to search. */
  ignoredProperties: string[];
  /** Classes of elements that are not text to search (a runnable query's computed result). */
  ignoredClasses: string[];
}

function reader({ignoredProperties, ignoredClasses}: PageReading, extra: (e: Element) => boolean) {
  const gone = (node: ElementContent | Nodes) =>
    isElement(node) &&
    (ignoredProperties.some((p) => node.properties?.[p] !== undefined) ||
      ignoredClasses.some((c) => hasClassName(node, c)) ||
      extra(node));
  /** The element children of a node that are still there. */
  const elements = (node: Element | Root): Element[] =>
    (node.children as Nodes[]).filter((c): c is Element => isElement(c) && !gone(c));
  /** The text of nodes: text as written, `<br>` a space, block elements between spaces. */
  const text = (nodes: Array<ElementContent | Nodes>): string =>
    nodes
      .map((node) => {
        if (node.type === 'text') return node.value;
        if (!isElement(node) || gone(node) || NOT_TEXT.has(node.tagName)) return '';
        if (node.tagName === 'br') return ' ';
        const inner = text(node.children);
        return BLOCK_TAGS.has(node.tagName) ? ` ${inner} ` : inner;
      })
      .join('');
  const condensed = (nodes: Array<ElementContent | Nodes>) => text(nodes).trim().replace(/\s+/g, ' ');
  /** The text of nodes as the DOM's `textContent` gives it: the text nodes, nothing added. */
  const plain = (nodes: Array<ElementContent | Nodes>): string =>
    nodes
      .map((node) => (node.type === 'text' ? node.value : isElement(node) && !gone(node) ? plain(node.children) : ''))
      .join('');
  /** Every element below `root` that passes `test` and is still there, in document order. */
  const all = (root: Nodes, test: (e: Element) => boolean): Element[] => {
    const out: Element[] = [];
    const walk = (node: Nodes) => {
      if (isElement(node) && gone(node)) return;
      if (isElement(node) && test(node)) out.push(node);
      if ('children' in node) node.children.forEach(walk);
    };
    walk(root);
    return out;
  };
  /**
   * The words of `nodes`, and the words and number of their entries (list items, table rows) that lead to
   * another page: an entry whose text starts with a link to an address other than an anchor of this page.
   * An entry that does not is looked into for entries of its own (a nested list).
   */
  const linkCount = (nodes: Element[]): {words: number; linkWords: number; linkEntries: number} => {
    const out = {words: words(text(nodes)).length, linkWords: 0, linkEntries: 0};
    const walk = (node: Element) => {
      if (gone(node)) return;
      if (ENTRIES.has(node.tagName)) {
        const link = all(node, (e) => e.tagName === 'a' && typeof e.properties?.href === 'string')[0];
        const href = link ? String(link.properties.href) : '';
        const entry = condensed([node]);
        if (href && !href.startsWith('#') && entry && entry.startsWith(condensed([link!]))) {
          out.linkWords += words(entry).length;
          out.linkEntries += 1;
          return;
        }
      }
      for (const child of node.children) if (isElement(child)) walk(child);
    };
    nodes.forEach(walk);
    return out;
  };
  return {elements, text, condensed, plain, all, linkCount};
}

/** Each element's parent, for the walks along siblings. */
function parents(tree: Root): Map<Element, Element | Root> {
  const out = new Map<Element, Element | Root>();
  const walk = (node: Element | Root) => {
    for (const child of node.children) {
      if (!isElement(child)) continue;
      out.set(child, node);
      walk(child);
    }
  };
  walk(tree);
  return out;
}

/** A section of a page as the reading finds it: a heading's text, its anchor (`#x`, or '' for none) and the text under it. */
interface Section {
  title: string;
  hash: string;
  content: string;
  /** How many words the content has, and how many of them are in entries that lead to another page (linkEntries). */
  words?: number;
  linkWords?: number;
  linkEntries?: number;
}

/** Assembles a page from its sections, as the plugin's documents were assembled. */
function assemble(
  url: string,
  title: string,
  breadcrumb: string[],
  description: string,
  sections: Section[],
): SourcePage {
  const page: SourcePage = {url, title, breadcrumb, description, headings: [], texts: ['']};
  const contents: Array<{anchor: string; text: string; section: Section}> = [];
  for (const section of sections) {
    // An anchor that names another page is left out; one that names this page keeps its `#...` part.
    let hash: string | false = section.hash;
    if (hash && !hash.startsWith('#') && hash.includes('#'))
      hash = hash.startsWith(url) && hash[url.length] === '#' ? hash.slice(url.length) : false;
    if (hash === false) continue;
    if (section.title !== title) {
      page.headings.push({anchor: hash.replace(/^#/, ''), text: section.title});
      page.texts.push('');
    }
    if (section.content) contents.push({anchor: hash.replace(/^#/, ''), text: section.content, section});
  }
  const counts = page.texts.map(() => ({words: 0, linkWords: 0, linkEntries: 0}));
  for (const {anchor, text, section} of contents) {
    // The text before the first heading has no anchor; a text under a heading has the heading's.
    const part = anchor ? page.headings.findIndex((h) => h.anchor === anchor) + 1 : 0;
    if (anchor && part === 0) throw new Error(`search: no heading #${anchor} on ${url}`);
    page.texts[part] = page.texts[part] ? `${page.texts[part]} ${text}` : text;
    counts[part].words += section.words ?? 0;
    counts[part].linkWords += section.linkWords ?? 0;
    counts[part].linkEntries += section.linkEntries ?? 0;
  }
  const linkLists = counts.flatMap((c, part) =>
    c.linkEntries >= 2 && c.linkWords >= LINK_LIST_SHARE * c.words ? [part] : [],
  );
  if (linkLists.length) page.linkLists = linkLists;
  return page;
}

const descriptionOf = (tree: Root) => metaContent(tree, 'name', 'description') ?? '';

/** A doc page: title, breadcrumb, and a section per heading of its article. */
export function docSearchPage(tree: Root, url: string, reading: PageReading): SourcePage {
  const badge = (e: Element) =>
    e.tagName === 'span' && hasClassName(e, 'badge') && read.plain(e.children).startsWith('Version:');
  const read = reader(reading, badge);
  const parentOf = parents(tree);
  const articles = read.all(tree, (e) => e.tagName === 'article');
  const headings = [...new Set(articles.flatMap((a) => read.all(a, isHeading).filter((h) => h !== a)))];
  const pageTitle = read
    .all(tree, (e) => e.tagName === 'article')
    .flatMap((a) => read.all(a, (e) => e.tagName === 'h1'))[0];
  const title = pageTitle ? read.plain(pageTitle.children) : '';

  const breadcrumb: string[] = [];
  const active = read.all(tree, (e) => hasClassName(e, 'navbar__link--active'))[0];
  if (active) breadcrumb.push(read.plain(active.children).trim());
  const menu = read
    .all(tree, (e) => hasClassName(e, 'main-wrapper'))
    .flatMap((w) => read.all(w, (e) => hasClassName(e, 'menu') && e !== w))[0];
  if (menu) {
    for (const collapsible of read.all(menu, (e) => hasClassName(e, 'menu__list-item-collapsible'))) {
      for (const link of read.all(collapsible, (e) => hasClassName(e, 'menu__link--active') && e !== collapsible)) {
        breadcrumb.push(read.plain(link.children).trim());
      }
    }
  }

  /** The element siblings after `e`, up to the first heading among them. */
  const untilHeading = (e: Element): Element[] => {
    const siblings = read.elements(parentOf.get(e)!);
    const out: Element[] = [];
    for (const next of siblings.slice(siblings.indexOf(e) + 1)) {
      if (isHeading(next)) break;
      out.push(next);
    }
    return out;
  };

  const sections: Section[] = headings.map((h) => {
    const headingTitle = read
      .plain(h.children.filter((c) => !(isElement(c) && c.tagName === 'a' && hasClassName(c, 'hash-link'))))
      .trim();
    const link = read.all(h, (e) => e.tagName === 'a' && hasClassName(e, 'hash-link'))[0];
    const hash = link ? String(link.properties.href ?? '') : '';
    let elements: Element[];
    if (h === pageTitle) {
      const header = parentOf.get(h);
      const first = header && isElement(header) && header.tagName === 'header' ? header : h;
      const siblings = read.elements(parentOf.get(first)!);
      const after = siblings.slice(siblings.indexOf(first) + 1);
      if (after.some(isHeading)) {
        elements = untilHeading(first);
      } else {
        // No heading beside the title: the text runs up to the first heading inside what follows.
        elements = [];
        for (const next of after) {
          const inner = read.all(next, isHeading).filter((x) => x !== next)[0];
          if (inner) {
            const around = read.elements(parentOf.get(inner)!);
            elements.push(...around.slice(0, around.indexOf(inner)));
            break;
          }
          elements.push(next);
        }
      }
    } else {
      elements = untilHeading(h);
    }
    return {title: headingTitle, hash, content: read.condensed(elements), ...read.linkCount(elements)};
  });
  return assemble(url, title, breadcrumb, descriptionOf(tree), sections);
}

/** Another page (not a doc): its first h1 (or its `<title>`), and all of `<main>` as one part. */
export function otherSearchPage(tree: Root, url: string, reading: PageReading): SourcePage {
  const read = reader(reading, (e) => e.tagName === 'a' && String(e.properties?.ariaHidden) === 'true');
  const h1 = read.all(tree, (e) => e.tagName === 'h1')[0] ?? find(tree, (e) => e.tagName === 'title');
  const title = h1 ? read.plain(h1.children) : '';
  const main = read.all(tree, (e) => e.tagName === 'main')[0];
  return assemble(url, title, [], descriptionOf(tree), [
    {title, hash: '', content: main ? read.condensed([main]) : ''},
  ]);
}

/** The home page: its h1, then a part per h2 and h3 of the content area, in document order. */
export function homeSearchPage(tree: Root, url: string, reading: PageReading): SourcePage {
  const read = reader(reading, (e) => ['svg', 'button', 'noscript', 'template'].includes(e.tagName));
  const content =
    read.all(tree, (e) => hasClassName(e, 'main-wrapper'))[0] ?? findAll(tree, (e) => e.tagName === 'main')[0];
  const page: SourcePage = {
    url,
    title: '',
    breadcrumb: [],
    description: descriptionOf(tree),
    headings: [],
    texts: [''],
  };
  const add = (text: string) => {
    const clean = text.trim().replace(/\s+/g, ' ');
    if (!clean) return;
    const k = page.texts.length - 1;
    page.texts[k] = page.texts[k] ? `${page.texts[k]} ${clean}` : clean;
  };
  const walk = (node: ElementContent) => {
    if (!isElement(node)) {
      if (node.type === 'text') add(node.value);
      return;
    }
    if (read.text([node]) === '' && node.tagName !== 'br') return;
    if (node.tagName === 'h1' && !page.title) {
      page.title = read.condensed(node.children);
    } else if (node.tagName === 'h2' || node.tagName === 'h3') {
      page.headings.push({anchor: '', text: read.condensed(node.children)});
      page.texts.push('');
    } else if (BLOCK_TAGS.has(node.tagName) || node.tagName === 'br') {
      node.children.forEach(walk);
    } else {
      add(read.text([node]));
    }
  };
  if (content) content.children.forEach(walk);
  return page;
}
