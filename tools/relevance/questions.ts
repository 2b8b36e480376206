// The search relevance set: its questions, their parts, the answers' types, and the loading and checking of the set.
import fs from 'node:fs';
import path from 'node:path';
import {SECTION_IDS} from '../../src/site';
import {ROOT} from '../lib/loader';

export {ROOT};
export const QUESTIONS_FILE = path.join(ROOT, 'tests/search-relevance/questions.json');

/** The parts of the question set (see HALVES). */
export type Half = 'tuning' | 'check' | 'check-styles';
/** The sections a question may name: the navbar's five, then the pages outside them (src/site.ts). */
export const SECTIONS: readonly string[] = SECTION_IDS;
/**
 * The parts of the set: the ranking is tuned on `tuning` only; `check` was
 * written with it, before any ranking work, and is only measured;
 * `check-styles` is a second check set in the styles the first lacks
 * (abbreviations, whole questions, task phrasing), written before the ranking
 * learned them, and only measured too.
 */
export const HALVES: Half[] = ['tuning', 'check', 'check-styles'];

/** A question of the relevance set. */
export interface Question {
  id: string;
  half: Half;
  section: string;
  question: string;
  query: string;
  target: string;
  alsoAcceptable: string[];
  /**
   * Where on the target page the answer is, as the anchors of the sections that hold it ('' for the top of the
   * page), one to three.
   */
  places: string[];
}
/**
 * What one option of the suggestion list shows (`title`, `where`: the breadcrumb or page under the title) and where
 * it leads.
 */
export interface Hit {
  title: string;
  where: string;
  url: string;
  page: string;
}
/** A question with its answers, scored. */
export interface Scored extends Question {
  hits: Hit[];
  pages: string[];
  rank: number;
  rawRank: number;
  /** The anchor the first option of the target page leads to ('' for the page's top); null when it is not listed. */
  landedAt: string | null;
  /** Whether `landedAt` is one of `places`; null when the target page is not listed. */
  landed: boolean | null;
  ms: number;
}

/** `/doc/docs/sql/general/#syntax?x` -> `/doc/docs/sql/general`. */
export function pagePath(url: string): string {
  const pathname = new URL(url, 'http://x').pathname;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Reads and checks the question set; throws with every problem found. */
export function loadQuestions(file = QUESTIONS_FILE): Question[] {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  const questions = data.questions as Question[];
  const problems = validateQuestions(questions);
  if (problems.length) throw new Error(`${path.relative(ROOT, file)}:\n- ${problems.join('\n- ')}`);
  return questions;
}

/** Returns the problems of a question set (an empty list when it is sound). */
export function validateQuestions(questions: unknown): string[] {
  const problems: string[] = [];
  if (!Array.isArray(questions)) return ['"questions" is not a list'];
  const ids = new Set<string>();
  const queries = new Set<string>();
  for (const q of questions as Question[]) {
    const label = q?.id ?? JSON.stringify(q);
    for (const key of ['id', 'half', 'section', 'question', 'query', 'target'] as const) {
      const value: unknown = q?.[key];
      if (typeof value !== 'string' || !value.trim()) problems.push(`${label}: "${key}" is missing or empty`);
    }
    if (!Array.isArray(q?.alsoAcceptable)) {
      problems.push(`${label}: "alsoAcceptable" must be a list (possibly empty)`);
      continue;
    }
    if (ids.has(q.id)) problems.push(`${label}: duplicate id`);
    ids.add(q.id);
    const query = q.query?.trim().toLowerCase();
    if (queries.has(query)) problems.push(`${label}: duplicate query "${q.query}"`);
    queries.add(query);
    if (!SECTIONS.includes(q.section)) problems.push(`${label}: unknown section "${q.section}"`);
    if (!HALVES.includes(q.half)) problems.push(`${label}: "half" must be one of ${HALVES.join(', ')}`);
    if (q.alsoAcceptable.length > 2) problems.push(`${label}: at most 2 other acceptable pages`);
    const pages = [q.target, ...q.alsoAcceptable];
    for (const p of pages) {
      if (typeof p !== 'string' || !p.startsWith('/doc/') || /[#?]/.test(p)) {
        problems.push(`${label}: "${p}" is not a site path such as /doc/docs/sql/general`);
      }
    }
    if (new Set(pages.map((p) => pagePath(String(p)))).size !== pages.length) {
      problems.push(`${label}: the same page is listed twice`);
    }
    const places: unknown[] = q.places;
    if (
      !Array.isArray(places) ||
      places.length < 1 ||
      places.length > 3 ||
      places.some((a) => typeof a !== 'string' || /[#?/\s]/.test(a)) ||
      new Set(places).size !== places.length
    ) {
      problems.push(`${label}: "places" must list one to three distinct anchors of the target page ('' for its top)`);
    }
  }
  return problems;
}
