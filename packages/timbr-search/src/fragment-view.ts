/**
 * The pages as one search reads them (./view.ts), from the manifest and the
 * fragments loaded for its query (./fragment-engine.ts): the postings of the
 * query's terms, the titles that are its words, and, for the results shown,
 * their page and text fragments. Asked about anything else, it throws: the
 * engine loads what a search reads before it reads it.
 */
import type {DocPage} from './format';
import type {Manifest, PageData, TermPosting} from './fragment-read';
import type {CorpusView} from './view';

/** What a view reads of the manifest, the same for every search (made once per engine). */
export class ManifestShape {
  readonly partBase: number[] = [];
  readonly partPage: number[] = [];
  readonly linkListPlaces: Array<Set<string>>;
  readonly bodyLength: number[];

  constructor(readonly manifest: Manifest) {
    manifest.pages.forEach((page, k) => {
      this.partBase.push(this.partPage.length);
      for (let part = 0; part <= page.headingCount; part += 1) this.partPage.push(k);
    });
    this.linkListPlaces = manifest.pages.map((page) => new Set(page.linkLists.map((k) => `p${k}`)));
    this.bodyLength = manifest.pages.map((page) => page.bodyLength);
  }
}

/** What one search has loaded. */
export interface Loaded {
  postings: ReadonlyMap<string, TermPosting>;
  /** Text -> page -> index of its first title (0) or heading (k) with that text, for the texts the query compares. */
  plain: ReadonlyMap<string, ReadonlyMap<number, number>>;
  subject: ReadonlyMap<string, ReadonlyMap<number, number>>;
  pages: ReadonlyMap<number, PageData>;
  /** Page -> part -> text. */
  texts: ReadonlyMap<number, ReadonlyMap<number, string>>;
}

function missing(what: string): never {
  throw new Error(`The search has not loaded ${what}.`);
}

export class FragmentView implements CorpusView {
  readonly pages: Manifest['pages'];
  readonly partBase: number[];
  readonly partPage: number[];
  readonly linkListPlaces: Array<Set<string>>;
  readonly bodyLength: number[];
  readonly averageBodyLength: number;
  readonly averagePartLength: number;
  readonly fieldTerms = new Map<string, Set<number>>();
  private readonly bodies = new Map<string, Map<number, number[]>>();

  constructor(
    shape: ManifestShape,
    readonly implicitTitleTerms: string[],
    private readonly loaded: Loaded,
  ) {
    const {manifest} = shape;
    this.pages = manifest.pages;
    this.partBase = shape.partBase;
    this.partPage = shape.partPage;
    this.linkListPlaces = shape.linkListPlaces;
    this.bodyLength = shape.bodyLength;
    this.averageBodyLength = manifest.averageBodyLength;
    this.averagePartLength = manifest.averagePartLength;
    for (const [term, posting] of loaded.postings) {
      this.fieldTerms.set(term, new Set(posting.fields.keys()));
      const body = new Map<number, number[]>();
      for (const [page, parts] of posting.body) {
        for (const [k, positions] of parts) body.set(this.partBase[page] + k, positions);
      }
      this.bodies.set(term, body);
    }
  }

  posting(term: string): Map<number, number[]> {
    return this.bodies.get(term) ?? new Map();
  }

  private fieldsOf(term: string, page: number): Map<string, number[]> | undefined {
    const posting = this.loaded.postings.get(term);
    return posting ? posting.fields.get(page) : missing(`the postings of ${term}`);
  }

  fieldPhrase(page: number, terms: string[]): Array<[string, Array<[number, number]>]> {
    const out: Array<[string, Array<[number, number]>]> = [];
    for (const [place, starts] of this.fieldsOf(terms[0], page) ?? []) {
      const found = starts
        .filter((start) =>
          terms.every(
            (t, j) =>
              j === 0 ||
              this.fieldsOf(t, page)
                ?.get(place)
                ?.includes(start + j),
          ),
        )
        .map((start): [number, number] => [start, start + terms.length]);
      if (found.length) out.push([place, found]);
    }
    return out;
  }

  headingCount(page: number): number {
    return this.pages[page].headingCount;
  }

  plainIndex(page: number, plain: string): number {
    return (this.loaded.plain.get(plain) ?? missing(`the titles "${plain}"`)).get(page) ?? -1;
  }

  subjectIndex(page: number, subject: string): number {
    return (this.loaded.subject.get(subject) ?? missing(`the titles "${subject}"`)).get(page) ?? -1;
  }

  titleTermCount(page: number): number {
    return this.pages[page].titleTermCount;
  }

  inTitle(page: number, term: string): boolean {
    return this.implicitTitleTerms.includes(term) || !!this.fieldsOf(term, page)?.has('t');
  }

  private data(page: number): PageData {
    return this.loaded.pages.get(page) ?? missing(`page ${page}`);
  }

  page(page: number): DocPage {
    return this.data(page).page;
  }

  partLengthOf(page: number, k: number): number {
    return this.data(page).lengths[k];
  }

  partText(page: number, k: number): string {
    return this.loaded.texts.get(page)?.get(k) ?? missing(`part ${k} of page ${page}`);
  }
}
