/**
 * The search engine on the index as the site serves it (./fragment-format.ts):
 * it opens with the manifest alone, which is all reading a query needs, and
 * each search loads the fragments its query needs (the postings of its terms,
 * the titles that are its words) and then, for the results it returns, their
 * page and text fragments. A fragment is loaded once and kept; one that fails
 * is not kept, so the next search that needs it tries again. The ranking is
 * the whole-index engine's (./engine.ts), rule for rule: both run ./search.ts
 * on the same facts (./view.ts).
 *
 * Where the files come from is the caller's: the site's worker fetches them
 * from the site, the docs MCP server reads them from a build folder or over
 * HTTP, tests read them from disk.
 */
import {SearchFileError, type DocPage} from './format';
import {fragmentName, manifestName, titleShard} from './fragment-format';
import {
  FragmentError,
  readManifest,
  readPage,
  readTerms,
  readText,
  readTitles,
  type Manifest,
  type PageData,
  type PageEntry,
  type TermPosting,
} from './fragment-read';
import {FragmentView, ManifestShape, type Loaded} from './fragment-view';
import {termsStartingWith} from './corpus';
import {SYNONYM_ENTRIES, parseQuery, synonymTable, type Concept, type SynonymTable, type Vocabulary} from './query';
import {leadPart, resultOf, type SearchResult} from './result';
import {planQuery, rankPages, termsOfPlan, titlesOfPlan, type SearchOptions} from './search';
import type {SearchSite} from './site';
import {stemWord} from './text';

/**
 * Reads a file of the search folder by its name (`terms-0a1b2c3d4e.json`):
 * resolves to its parsed JSON; rejects with an Error whose message says why
 * not (`HTTP 503`, `it is not valid JSON`).
 */
export type ReadFragment = (name: string) => Promise<unknown>;

export interface FragmentSearchOptions extends SearchOptions {
  /** Keeps only the pages this accepts (after ranking, before `limit`). */
  only?: (page: PageEntry) => boolean;
  /** Called once, before the search waits for a fragment that is not loaded yet. */
  onLoading?: () => void;
}

const EMPTY_POSTING: TermPosting = {fields: new Map(), body: new Map()};

export class FragmentEngine implements Vocabulary {
  /** The query synonyms: ./synonyms.json's and the abbreviations the pages define. */
  readonly synonyms: SynonymTable;
  private readonly shape: ManifestShape;
  private readonly implicitTitleTerms: string[];
  /** Every file asked for, by name: its content as read (a failed one is dropped). */
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly settled = new Set<string>();

  /** Loads the manifest of `build` (or of that name) and opens the engine on it; rejects with a FragmentError. */
  static async open(read: ReadFragment, build: string, site: SearchSite): Promise<FragmentEngine> {
    const name = build.endsWith('.json') ? build : manifestName(build);
    const data = await read(name).catch((error: unknown) => {
      throw new FragmentError(name, reasonOf(error));
    });
    return new FragmentEngine(read, readManifest(name, data), site);
  }

  constructor(
    private readonly read: ReadFragment,
    readonly manifest: Manifest,
    private readonly site: SearchSite,
  ) {
    this.shape = new ManifestShape(manifest);
    this.implicitTitleTerms = [stemWord(site.product)];
    this.synonyms = synonymTable([
      ...SYNONYM_ENTRIES,
      ...manifest.abbreviations.map(([short, long]) => ({terms: [short, long], spelling: true})),
    ]);
  }

  /** Every page: its address and section, and what the ranking reads of it. */
  get pages(): readonly PageEntry[] {
    return this.manifest.pages;
  }

  has(term: string): boolean {
    return this.manifest.termIndex.has(term);
  }

  startingWith(prefix: string, limit: number): string[] {
    const {terms, termIndex, termOccurrences} = this.manifest;
    return termsStartingWith(terms, prefix, limit, (t) => termOccurrences[termIndex.get(t)!]);
  }

  /** How many pages hold a term anywhere. */
  pageCount(term: string): number {
    const k = this.manifest.termIndex.get(term);
    return k === undefined ? 0 : this.manifest.termPages[k];
  }

  /** The concepts of a query, for callers that show how it was read. */
  parse(input: string, typing = false): Concept[] {
    return parseQuery(input, this, {maxLength: this.site.maxQueryLength, typing});
  }

  /** The names of the fragments a search for `input` reads before it ranks (its terms' and titles'). */
  fragmentsOf(input: string, typing = false): string[] {
    const plan = planQuery(input, this, this.site, typing);
    if (!plan) return [];
    const names = termsOfPlan(plan).flatMap((t) => {
      const file = this.termFileOf(t);
      return file ? [file.name] : [];
    });
    const titles = titlesOfPlan(plan);
    for (const text of [titles.plain, titles.subject]) if (text !== null) names.push(this.titleFileOf(text));
    return [...new Set(names)];
  }

  /**
   * Searches: the best pages first, as the whole-index engine ranks them;
   * rejects with a FragmentError when a fragment it needs cannot be loaded.
   */
  async search(input: string, options: FragmentSearchOptions = {}): Promise<SearchResult[]> {
    const {section, limit = 10, typing = false, only, onLoading} = options;
    const plan = planQuery(input, this, this.site, typing);
    if (!plan) return [];
    let warned = false;
    const load = <T>(names: string[], each: () => Promise<T>): Promise<T> => {
      if (!warned && names.some((n) => !this.settled.has(n))) {
        warned = true;
        onLoading?.();
      }
      return each();
    };

    const terms = termsOfPlan(plan);
    const titles = titlesOfPlan(plan);
    const titleTexts = [titles.plain, titles.subject].filter((t): t is string => t !== null);
    const [postings, found] = await load(
      [...terms.flatMap((t) => this.termFileOf(t)?.name ?? []), ...titleTexts.map((t) => this.titleFileOf(t))],
      () => Promise.all([this.postingsOf(terms), this.titlesOf(titleTexts)]),
    );
    const loaded: Loaded = {...found, postings, pages: new Map(), texts: new Map()};
    const view = new FragmentView(this.shape, this.implicitTitleTerms, loaded);
    const {query, ranked} = rankPages(view, (t) => this.pageCount(t), this.site, plan, section);
    const top = (only ? ranked.filter(({page}) => only(this.pages[page])) : ranked).slice(0, limit);

    // The results: their pages, then the text of the part each leads to.
    const pages = loaded.pages as Map<number, PageData>;
    const texts = loaded.texts as Map<number, Map<number, string>>;
    await load(
      top.map(({page}) => fragmentName('page', this.pages[page].file)),
      async () => {
        const data = await Promise.all(top.map(({page}) => this.pageData(page)));
        top.forEach(({page}, k) => pages.set(page, data[k]));
      },
    );
    const parts = top.map(({page, key}) => leadPart(view, page, key, query));
    const groups = top.map(({page}, k) => textGroupOf(pages.get(page)!, parts[k]));
    await load(
      groups.map((g) => fragmentName('text', g[1])),
      async () => {
        const read = await Promise.all(top.map(({page}, k) => this.textsOf(page, pages.get(page)!, groups[k])));
        top.forEach(({page}, k) => {
          const byPart = texts.get(page) ?? new Map<number, string>();
          read[k].forEach((text, j) => byPart.set(groups[k][0] + j, text));
          texts.set(page, byPart);
        });
      },
    );
    return top.map(({page, key}) => resultOf(view, this.site, page, key, query));
  }

  /** What a result shows of page `index` (its title, breadcrumb, description and headings); loads its fragment. */
  async page(index: number): Promise<DocPage> {
    return (await this.pageData(index)).page;
  }

  /** The text of every part of page `index`; loads its fragments. */
  async pageTexts(index: number): Promise<string[]> {
    const data = await this.pageData(index);
    const read = await Promise.all(data.texts.map((group) => this.textsOf(index, data, group)));
    return read.flat();
  }

  // ------------------------------------------------------------ loading

  /** A file, loaded once: `check` reads it (and throws a FragmentError when it is not what it should be). */
  private file<T>(name: string, check: (data: unknown) => T): Promise<T> {
    let pending = this.files.get(name) as Promise<T> | undefined;
    if (!pending) {
      pending = this.read(name).then(check, (error: unknown) => {
        throw new FragmentError(name, reasonOf(error));
      });
      this.files.set(name, pending);
      pending.then(
        () => this.settled.add(name),
        () => this.files.delete(name),
      );
    }
    return pending;
  }

  /** The terms fragment that holds `term`, with the range of terms it holds; undefined for a term the site lacks. */
  private termFileOf(term: string): {name: string; first: number; end: number} | undefined {
    const k = this.manifest.termIndex.get(term);
    if (k === undefined) return undefined;
    const files = this.manifest.termFiles;
    let lo = 0;
    let hi = files.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (files[mid][0] <= k) lo = mid;
      else hi = mid - 1;
    }
    const end = lo + 1 < files.length ? files[lo + 1][0] : this.manifest.terms.length;
    return {name: fragmentName('terms', files[lo][1]), first: files[lo][0], end};
  }

  private async postingsOf(terms: string[]): Promise<Map<string, TermPosting>> {
    const out = new Map<string, TermPosting>();
    await Promise.all(
      terms.map(async (term) => {
        const file = this.termFileOf(term);
        if (!file) {
          out.set(term, EMPTY_POSTING);
          return;
        }
        const postings = await this.file(file.name, (data) =>
          readTerms(file.name, data, this.manifest, file.first, file.end),
        );
        out.set(term, postings.get(term)!);
      }),
    );
    return out;
  }

  private titleFileOf(text: string): string {
    const files = this.manifest.titleFiles;
    return fragmentName('titles', files[titleShard(text, files.length)]);
  }

  private async titlesOf(texts: string[]): Promise<Pick<Loaded, 'plain' | 'subject'>> {
    const plain = new Map<string, Map<number, number>>();
    const subject = new Map<string, Map<number, number>>();
    await Promise.all(
      texts.map(async (text) => {
        const name = this.titleFileOf(text);
        const titles = await this.file(name, (data) => readTitles(name, data, this.manifest));
        plain.set(text, titles.plain.get(text) ?? new Map());
        subject.set(text, titles.subject.get(text) ?? new Map());
      }),
    );
    return {plain, subject};
  }

  private pageData(index: number): Promise<PageData> {
    const entry = this.pages[index];
    if (!entry) return Promise.reject(new SearchFileError(`The search index has no page ${index}.`));
    const name = fragmentName('page', entry.file);
    return this.file(name, (data) => readPage(name, data, entry));
  }

  private textsOf(index: number, data: PageData, group: [number, string]): Promise<string[]> {
    const name = fragmentName('text', group[1]);
    const next = data.texts.find(([first]) => first > group[0]);
    const count = (next ? next[0] : this.pages[index].headingCount + 1) - group[0];
    return this.file(name, (content) => readText(name, content, count));
  }
}

/** The text fragment of a page that holds part `k`. */
function textGroupOf(data: PageData, k: number): [number, string] {
  let group = data.texts[0];
  for (const entry of data.texts) if (entry[0] <= k) group = entry;
  return group;
}

/** Why a file could not be read, from what the reader threw. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\.$/, '') || 'unknown error';
}
