/**
 * Builds the two search files (./format.ts) from the pages' texts. Pure
 * TypeScript: the build plugin (src/plugins/search/index.ts) feeds it the
 * documents @easyops-cn/docusaurus-search-local wrote for the built pages,
 * and the unit tests feed it small pages of their own.
 */
import {DOC_FORMAT, INDEX_FORMAT, type DocFile, type DocPage, type IndexFile} from '../../search/format';
import {GENERAL_SECTION_LABEL, SEARCH_SECTIONS, sectionIndexOf} from '../../search/sections';
import {learnAbbreviations} from './abbreviations';

/** A page as the index build reads it. */
export interface SourcePage {
  url: string;
  title: string;
  /** Navbar section and sidebar categories, as the page shows them (`Integrations`, `Data sources`). */
  breadcrumb: string[];
  description: string;
  headings: Array<{anchor: string; text: string}>;
  /** Text before the first heading, then the text under each heading (same order as `headings`). */
  texts: string[];
}

/** A document of the plugin's search-index.json (its `SearchDocument`). */
export interface PluginDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
  b?: string[];
}

/** The plugin's search-index.json: five parts (titles, headings, descriptions, keywords, contents). */
export type PluginIndex = Array<{documents: PluginDocument[]}>;

/** The pages in the plugin's documents, in its order. */
export function pagesFromPluginIndex(pluginIndex: PluginIndex): SourcePage[] {
  if (!Array.isArray(pluginIndex) || pluginIndex.length !== 5 || !pluginIndex.every((p) => Array.isArray(p?.documents))) {
    throw new Error('search index: the search plugin wrote an index of an unknown shape (expected five parts of documents)');
  }
  const [titles, headings, descriptions, , contents] = pluginIndex.map((p) => p.documents);
  const pages = new Map<number, SourcePage>();
  for (const doc of titles) {
    pages.set(doc.i, {url: doc.u, title: doc.t, breadcrumb: doc.b ?? [], description: '', headings: [], texts: ['']});
  }
  const pageOf = (doc: PluginDocument) => {
    const page = doc.p === undefined ? undefined : pages.get(doc.p);
    if (!page) throw new Error(`search index: document ${doc.i} (${doc.u}) belongs to no page`);
    return page;
  };
  for (const doc of descriptions) pageOf(doc).description = doc.t;
  for (const doc of headings) {
    const page = pageOf(doc);
    page.headings.push({anchor: (doc.h ?? '').replace(/^#/, ''), text: doc.t});
    page.texts.push('');
  }
  for (const doc of contents) {
    const page = pageOf(doc);
    const anchor = (doc.h ?? '').replace(/^#/, '');
    // The text before the first heading has no anchor; a text under a heading has the heading's.
    const part = anchor ? page.headings.findIndex((h) => h.anchor === anchor) + 1 : 0;
    if (anchor && part === 0) throw new Error(`search index: no heading #${anchor} on ${doc.u}`);
    page.texts[part] = page.texts[part] ? `${page.texts[part]} ${doc.t}` : doc.t;
  }
  return [...pages.values()];
}

/** The breadcrumb to show under the section: the categories, without the navbar section itself. */
function categories(page: SourcePage, section: number): string[] {
  const label = section >= 0 ? SEARCH_SECTIONS[section].label : GENERAL_SECTION_LABEL;
  return page.breadcrumb.filter((b, k) => !(k === 0 && b === label) && b !== page.title);
}

/** Shortest text stored once and referred to by its index when another part repeats it (shorter ones cost less as text). */
const SHARED_TEXT_MIN_LENGTH = 64;

/** Text as the index stores it: white space collapsed. */
const condensed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Builds the document file and the index file of `pages`; `build` ties the two together. */
export function buildSearchFiles(pages: SourcePage[], build: string, baseUrl = '/doc/'): {doc: DocFile; index: IndexFile} {
  const sorted = [...pages].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const docPages: DocPage[] = [];
  const parts: number[] = [];
  const texts: Array<string | number> = [];
  const firstOf = new Map<string, number>();
  for (const page of sorted) {
    const byFolder = sectionIndexOf(page.url.startsWith(baseUrl) ? page.url.slice(baseUrl.length) : page.url);
    // A page outside the section folders that a section's sidebar lists (the playground) belongs to that section.
    const section = byFolder >= 0 ? byFolder : SEARCH_SECTIONS.findIndex((s) => s.label === page.breadcrumb[0]);
    const breadcrumb = categories(page, section);
    docPages.push({
      u: page.url,
      t: page.title,
      s: section,
      b: breadcrumb,
      d: page.description,
      h: page.headings.map((h) => [h.anchor, h.text]),
    });
    parts.push(page.texts.length);
    for (const raw of page.texts) {
      const text = condensed(raw);
      const first = firstOf.get(text);
      if (first !== undefined) {
        texts.push(first);
        continue;
      }
      if (text.length >= SHARED_TEXT_MIN_LENGTH) firstOf.set(text, texts.length);
      texts.push(text);
    }
  }
  const abbreviations = learnAbbreviations(sorted.flatMap((p) => [p.title, p.description, ...p.headings.map((h) => h.text), ...p.texts]));
  return {
    doc: {format: DOC_FORMAT, build, pages: docPages, abbreviations},
    index: {format: INDEX_FORMAT, build, parts, texts},
  };
}
