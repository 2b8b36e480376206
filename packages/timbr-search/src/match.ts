/**
 * Where a concept of the query (./query.ts) is found on a page: in which
 * field (title, breadcrumb, description, heading, body text), at which
 * places, and how exactly; and the two relations between concepts that the
 * ranking rules (./rank.ts) weigh: a phrase and words next to each other.
 *
 * A place is one text of a page: `t` its title, `b` its breadcrumb, `d` its
 * description, `h<k>` its k-th heading, `p<k>` its k-th part of the body
 * text (./format.ts); positions in a place count terms, stop words not
 * counted.
 */
import {Kind, type Form} from './query';
import type {CorpusView} from './view';

/** Where on a page a concept is found, from weakest to strongest. */
export const Field = {none: 0, body: 1, heading: 2, description: 3, breadcrumb: 4, title: 5, exact: 6} as const;
export type Field = (typeof Field)[keyof typeof Field];

/** At most this many words between two words that count as next to each other. */
const NEAR = 1;

/** Where one concept occurs on one page. */
export interface PageMatch {
  field: Field;
  kind: Kind;
  /** Occurrences by place (`t`, `b`, `d`, `h<k>`, `p<k>`): [start, end) in terms. */
  places: Map<string, Array<[number, number]>>;
  /** The places where the reader's own word (an exact form) occurs. */
  exactPlaces: Set<string>;
  /** Term count in each part of the body (for the anchor and relevance). */
  partCounts: Map<number, number>;
  terms: Set<string>;
  /** Found as the product's name, which every title holds implicitly. */
  implicit: boolean;
}

/** The field of a place, by its first letter. */
const PLACE_FIELD: Record<string, Field> = {
  t: Field.title,
  b: Field.breadcrumb,
  d: Field.description,
  h: Field.heading,
  p: Field.body,
};

/** Where one form occurs on every page that holds it. */
export function matchForm(corpus: CorpusView, form: Form, into: Map<number, PageMatch>): void {
  const implicit = form.terms.length === 1 && corpus.implicitTitleTerms.includes(form.terms[0]);
  const postings = form.terms.map((t) => corpus.posting(t));
  // Pages where every term is in a field; the body parts where the first term is, by page.
  let inFields: Set<number> | undefined;
  for (const term of form.terms) {
    const pages = corpus.fieldTerms.get(term) ?? new Set<number>();
    inFields = inFields ? new Set([...inFields].filter((p) => pages.has(p))) : new Set(pages);
  }
  const bodyParts = new Map<number, number[]>();
  for (const part of postings[0].keys()) {
    const page = corpus.partPage[part];
    bodyParts.set(page, [...(bodyParts.get(page) ?? []), part]);
  }
  const candidates = new Set([...(inFields ?? []), ...bodyParts.keys(), ...(implicit ? corpus.pages.keys() : [])]);
  for (const page of candidates) {
    const places = new Map<string, Array<[number, number]>>();
    let field: Field = Field.none;
    if (inFields?.has(page)) {
      for (const [place, found] of corpus.fieldPhrase(page, form.terms)) {
        places.set(place, found);
        if (PLACE_FIELD[place[0]] > field) field = PLACE_FIELD[place[0]];
      }
    }
    // The body: parts of this page where the terms occur in a row.
    const partCounts = new Map<number, number>();
    const base = corpus.partBase[page];
    for (const part of bodyParts.get(page) ?? []) {
      const found: Array<[number, number]> = [];
      for (const start of postings[0].get(part)!) {
        if (postings.every((posting, j) => j === 0 || posting.get(part)?.includes(start + j))) {
          found.push([start, start + form.terms.length]);
        }
      }
      if (!found.length) continue;
      places.set(`p${part - base}`, found);
      partCounts.set(part - base, found.length);
      if (field < Field.body) field = Field.body;
    }
    // The product's name: part of every title, though not at any place in it.
    if (implicit) field = Field.title;
    if (field === Field.none) continue;
    const existing = into.get(page);
    const exactPlaces = form.kind === Kind.exact ? [...places.keys()] : [];
    if (!existing) {
      into.set(page, {
        field,
        kind: form.kind,
        places,
        exactPlaces: new Set(exactPlaces),
        partCounts,
        terms: new Set(form.terms),
        implicit,
      });
      continue;
    }
    exactPlaces.forEach((p) => existing.exactPlaces.add(p));
    existing.implicit ||= implicit;
    if (field > existing.field || (field === existing.field && form.kind < existing.kind)) {
      existing.field = field;
      existing.kind = form.kind;
    }
    for (const [place, found] of places) existing.places.set(place, [...(existing.places.get(place) ?? []), ...found]);
    for (const [k, n] of partCounts) existing.partCounts.set(k, (existing.partCounts.get(k) ?? 0) + n);
    form.terms.forEach((t) => existing.terms.add(t));
  }
}

/**
 * The strongest field where every concept occurs, in query order and next
 * to each other, in one place of the page (none when nowhere).
 */
export function phraseOf(found: Array<PageMatch | undefined>): {field: Field; count: number} {
  if (found.some((m) => !m)) return {field: Field.none, count: 0};
  const [first, ...rest] = found as PageMatch[];
  let best: Field = Field.none;
  let count = 0;
  for (const [place, starts] of first.places) {
    let ends = starts.map(([, end]) => end);
    for (const next of rest) {
      const at = next.places.get(place) ?? [];
      ends = at.filter(([start]) => ends.includes(start)).map(([, end]) => end);
      if (!ends.length) break;
    }
    if (!ends.length) continue;
    const field = PLACE_FIELD[place[0]];
    if (field > best) best = field;
    count += ends.length;
  }
  return {field: best, count};
}

/** Whether two concepts occur next to each other (b after a) in one place of a page. */
export function near(a: PageMatch, b: PageMatch): boolean {
  for (const [place, first] of a.places) {
    const second = b.places.get(place);
    if (!second) continue;
    for (const [, end] of first) {
      if (second.some(([start]) => start >= end && start - end <= NEAR)) return true;
    }
  }
  return false;
}
