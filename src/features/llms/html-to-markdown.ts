/**
 * Turns a built page (its HTML, as readers get it) into Markdown.
 *
 * Why the built HTML and not the source files: many pages are MDX that import
 * partials and render catalog data through components (the data source pages
 * render the catalog in src/features/catalogs/data/datasources/; the API connector pages render integration
 * partials). Only the rendered page holds the text a reader sees; a copy of the
 * source would hold `import` lines and JSX tags instead.
 *
 * Pipeline: rehype-parse → (our clean-up of the Docusaurus markup) →
 * rehype-remark → remark-gfm → remark-stringify. The clean-up:
 * - keeps only the content (the doc's Markdown column, or the page's main area);
 * - turns Prism code blocks back into fenced code with their language and exact
 *   text (one `.token-line` per line), the block's title kept as `title="..."`;
 * - turns the hidden source of each Mermaid diagram (src/features/diagrams/theme/Mermaid) into
 *   a `mermaid` code block, and drops the diagram's drawings (an image per
 *   color mode, whose text the source already holds);
 * - turns admonitions into block quotes that start with their kind and title;
 * - turns tabs into one bold label per tab followed by its content;
 * - drops heading anchors ("#"), buttons, form fields (an editor's text
 *   area, whose text its highlighted copy already shows), icons and scripts, and the hidden
 *   note for AI agents (`data-agent-directive`); a button marked
 *   `data-llms-text` (its label is content) keeps its text;
 * - makes every link and image URL absolute (site URL + path), so a copy pasted
 *   elsewhere still points to the right page;
 * - keeps each glossary term (src/features/glossary/theme/GlossaryTerm, `a[data-term]`)
 *   as a plain link to its entry, `[concepts](.../glossary#concept)`: the
 *   definition stays on the glossary page, not repeated at every use (the
 *   term must exist in the glossary).
 */
import type {Element, ElementContent, Parents, Root, Text} from 'hast';
import type {Code} from 'mdast';
import {unified} from 'unified';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {classes, find, findAll, hasClass, isElement, metaContent, textOf} from '../../shared/hast';

export interface PageMarkdown {
  /** Text of the page's first `h1` (the title a reader sees). */
  title: string;
  /** Content of `<meta name="description">` (a doc's front-matter description). */
  description: string;
  /** The page as Markdown; begins with `# <title>`. */
  markdown: string;
}

const el = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): Text => ({type: 'text', value});

/**
 * Replaces each child for which `map` returns something, in every parent of the
 * tree. The replacements themselves are not mapped again, only their children.
 */
function rewrite(node: Parents, map: (e: Element) => ElementContent[] | undefined): void {
  const out: ElementContent[] = [];
  for (const child of node.children as ElementContent[]) {
    if (child.type === 'comment') continue; // React's `<!-- -->` text separators
    const replaced = isElement(child) ? map(child) : undefined;
    if (replaced) {
      // The replacements' own contents still get the same treatment (e.g. a code block inside a tab).
      for (const r of replaced) if (isElement(r)) rewrite(r, map);
      out.push(...replaced);
    } else {
      if (isElement(child)) rewrite(child, map);
      out.push(child);
    }
  }
  node.children = out as typeof node.children;
}

// ---------------------------------------------------------------------------
// Docusaurus markup → plain HTML that rehype-remark understands.

const DROP_TAGS = new Set(['script', 'style', 'noscript', 'svg', 'button', 'textarea', 'template', 'link', 'meta']);

/** A Prism code block (`div.theme-code-block`) as `<pre><code class="language-x">` with its exact text. */
function codeBlock(node: Element): Element {
  const lang = classes(node)
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length);
  const titleNode = find(node, (e) => hasClass(e, 'codeBlockTitle'));
  const lines = findAll(node, (e) => hasClass(e, 'token-line')).map((line) => textOf(line).replace(/\n$/, ''));
  const value = lines.length > 0 ? lines.join('\n') : textOf(find(node, (e) => e.tagName === 'code') ?? node);
  return el('pre', {dataLlmsCode: 'true', dataLang: lang ?? '', dataTitle: titleNode ? textOf(titleNode).trim() : ''}, [
    el('code', {}, [text(value)]),
  ]);
}

/** An admonition as a block quote whose first line names its kind and title, e.g. "**Tip: Where credentials live**". */
function admonition(node: Element): Element {
  const kind = classes(node)
    .find((c) => c.startsWith('theme-admonition-'))
    ?.slice('theme-admonition-'.length);
  const heading = find(node, (e) => hasClass(e, 'admonitionHeading'));
  const content = find(node, (e) => hasClass(e, 'admonitionContent'));
  const kindLabel = kind ? kind.charAt(0).toUpperCase() + kind.slice(1) : '';
  const title = heading ? textOf(heading).replace(/\s+/g, ' ').trim() : '';
  const label =
    !title || title.toLowerCase() === kind ? kindLabel || 'Note' : kindLabel ? `${kindLabel}: ${title}` : title;
  return el('blockquote', {}, [el('p', {}, [el('strong', {}, [text(label)])]), ...(content?.children ?? [])]);
}

/** Tabs as a sequence of "**Label**" + panel content (every panel is in the built page, hidden or not). */
function tabs(node: Element): ElementContent[] {
  const labels = findAll(node, (e) => e.properties?.role === 'tab').map((e) => textOf(e).trim());
  const panels = findAll(node, (e) => e.properties?.role === 'tabpanel');
  return panels.flatMap((panel, i) => [
    el('p', {}, [el('strong', {}, [text(labels[i] ?? `Tab ${i + 1}`)])]),
    el('div', {}, panel.children),
  ]);
}

/**
 * A Markdown table cell holds one line of inline content: lists become their
 * items separated by "; " (by a space after an item that already ends with a
 * punctuation mark, which would otherwise read ".;"), paragraphs are joined by
 * a space.
 */
function flattenCell(cell: Element): void {
  rewrite(cell, (e) => {
    if (e.tagName === 'ul' || e.tagName === 'ol') {
      const items = e.children.filter((c): c is Element => isElement(c) && c.tagName === 'li');
      return items.flatMap((item, i) =>
        i === 0 ? item.children : [text(/[.,;:!?]\s*$/.test(textOf(items[i - 1])) ? ' ' : '; '), ...item.children],
      );
    }
    if (['p', 'div', 'br'].includes(e.tagName)) return [text(' '), ...e.children, text(' ')];
    return undefined;
  });
}

/**
 * A card-like link whose parts are spans laid out as blocks by CSS (the
 * integration catalogue: kind, title, description) would read as one run-on
 * link text. It becomes the link on its title, then the other parts:
 * "[Amazon Athena](url): Data sources · Data into Timbr. Serverless SQL ...".
 */
function linkCard(a: Element): ElementContent[] | undefined {
  const parts = a.children.filter((c): c is Element => isElement(c));
  const loose = a.children.some((c) => c.type === 'text' && c.value.trim() !== '');
  if (parts.length < 2 || loose || parts.some((p) => p.tagName !== 'span')) return undefined;
  const title = parts.find((p) => hasClass(p, 'title')) ?? parts[0];
  const rest = parts.filter((p) => p !== title).map((p) => textOf(p).replace(/\s+/g, ' ').trim());
  return [{...a, children: title.children}, text(`: ${rest.join('. ')}`)];
}

/**
 * Moves spaces at the edges of emphasis outside it: `<em> Not</em>` would
 * otherwise become `_&#x20;Not_`, since Markdown emphasis cannot start with a space.
 */
function outerSpaces(e: Element): ElementContent[] | undefined {
  const first = e.children[0];
  const last = e.children[e.children.length - 1];
  const lead = first?.type === 'text' && /^\s/.test(first.value);
  const trail = last?.type === 'text' && /\s$/.test(last.value);
  if (!lead && !trail) return undefined;
  if (lead && first.type === 'text') first.value = first.value.trimStart();
  if (trail && last.type === 'text') last.value = last.value.trimEnd();
  return [...(lead ? [text(' ')] : []), e, ...(trail ? [text(' ')] : [])];
}

function absolute(url: string, pageUrl: string): string {
  if (/^(mailto|tel|data|javascript):/i.test(url)) return url;
  try {
    return new URL(url, pageUrl).href;
  } catch {
    return url;
  }
}

function cleanUp(content: Element, pageUrl: string, terms: ReadonlySet<string>): void {
  rewrite(content, (e) => {
    // A button whose label is content (the playground's ontology tree and example questions) keeps its text.
    if (e.tagName === 'button' && e.properties?.dataLlmsText !== undefined) return [el('span', {}, e.children)];
    if (DROP_TAGS.has(e.tagName)) return [];
    if (hasClass(e, 'hash-link') || hasClass(e, 'theme-doc-toc-mobile')) return [];
    // The note for AI agents (src/shared/AgentDirective): the copy has its own first line.
    if (e.properties?.dataAgentDirective !== undefined) return [];
    if (hasClass(e, 'theme-code-block')) return [codeBlock(e)];
    // A diagram (src/features/diagrams/theme/Mermaid): its drawings go, its hidden source stays.
    if (e.properties?.dataDiagram !== undefined) return [];
    if (e.properties?.dataMermaidSource !== undefined) {
      return [
        el('pre', {dataLlmsCode: 'true', dataLang: 'mermaid', dataTitle: ''}, [
          el('code', {}, [text(textOf(e).replace(/\n$/, ''))]),
        ]),
      ];
    }
    if (hasClass(e, 'theme-admonition')) return [admonition(e)];
    if (hasClass(e, 'tabs-container')) return tabs(e);
    if (['em', 'strong', 'del'].includes(e.tagName)) return outerSpaces(e);
    if (e.tagName === 'a') {
      const card = linkCard(e);
      if (card) return card;
    }
    // Buttons that are links (the home page's calls to action) sit side by side.
    if (e.tagName === 'a' && hasClass(e, 'button')) return [e, text(' ')];
    return undefined;
  });
  for (const cell of findAll(content, (e) => e.tagName === 'td' || e.tagName === 'th')) flattenCell(cell);
  for (const link of findAll(content, (e) => e.tagName === 'a' && typeof e.properties?.href === 'string')) {
    link.properties.href = absolute(String(link.properties.href), pageUrl);
    const term = link.properties.dataTerm;
    if (term !== undefined) {
      if (!terms.has(String(term)))
        throw new Error(`${pageUrl}: the glossary term "${String(term)}" is not in the glossary`);
      link.properties = {href: link.properties.href};
    }
  }
  for (const img of findAll(content, (e) => e.tagName === 'img' && typeof e.properties?.src === 'string')) {
    img.properties.src = absolute(String(img.properties.src), pageUrl);
  }
}

/** The content of a page: a doc's Markdown column, else the main area of the layout (home, Markdown pages). */
function contentOf(tree: Root): Element | undefined {
  return (
    find(tree, (e) => hasClass(e, 'theme-doc-markdown')) ??
    find(tree, (e) => hasClass(e, 'main-wrapper')) ??
    find(tree, (e) => e.tagName === 'main')
  );
}

// ---------------------------------------------------------------------------

const toMarkdown = unified()
  .use(rehypeRemark, {
    handlers: {
      pre(state, node) {
        if (node.properties?.dataLlmsCode !== 'true') {
          return {type: 'code', lang: null, meta: null, value: textOf(node).replace(/\n$/, '')} satisfies Code;
        }
        const title = String(node.properties.dataTitle ?? '');
        const result: Code = {
          type: 'code',
          lang: String(node.properties.dataLang ?? '') || null,
          meta: title ? `title="${title.replace(/"/g, "'")}"` : null,
          value: textOf(node),
        };
        state.patch(node, result);
        return result;
      },
    },
  })
  // Tables without padding: aligned pipes would add kilobytes of spaces to wide tables.
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    incrementListMarker: true,
  });

/**
 * Converts a built page to Markdown.
 * @param tree the page's HTML file, parsed (left as it is: the conversion works on a copy of its content)
 * @param pageUrl the page's absolute URL (links and images are resolved against it)
 * @param terms the ids of the glossary's terms, which the page's term links must name
 */
export function pageToMarkdown(tree: Root, pageUrl: string, terms: ReadonlySet<string> = new Set()): PageMarkdown {
  const description = (metaContent(tree, 'name', 'description') ?? '').trim();
  const found = contentOf(tree);
  if (!found) throw new Error(`${pageUrl}: no content found in the built page`);
  const content = structuredClone(found);
  const h1 = find(content, (e) => e.tagName === 'h1');
  if (!h1) throw new Error(`${pageUrl}: the page has no h1 title`);
  const title = textOf(h1)
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  cleanUp(content, pageUrl, terms);
  const mdast = toMarkdown.runSync({type: 'root', children: [content]});
  let markdown = toMarkdown.stringify(mdast as Parameters<typeof toMarkdown.stringify>[0]).trim();
  // The home page's first heading may come after other text; every copy begins with its title.
  if (!markdown.startsWith(`# ${title}\n`)) markdown = `# ${title}\n\n${markdown}`;
  return {title, description, markdown: `${markdown}\n`};
}
