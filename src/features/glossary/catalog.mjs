/**
 * The glossary (src/features/glossary/glossary.json), shared by the remark plugin that
 * links terms and writes the glossary page (./remark.ts), the Markdown copies
 * (src/features/llms), `npm run check:mdx` (tools/check/mdx.ts) and the unit
 * tests (tests/unit/glossary/glossary.spec.ts).
 *
 * Plain JavaScript, so that the Node scripts can import it as is.
 */
import fs from 'node:fs';
import path from 'node:path';

export const GLOSSARY_FILE = 'src/features/glossary/glossary.json';
/** The glossary page: its source under docs/ and its route below the site's baseUrl. */
export const GLOSSARY_DOC = 'getting-started/glossary.md';
export const GLOSSARY_ROUTE = '/docs/getting-started/glossary';
/** The directive names: `:term[...]` in a sentence, `::glossary` on the glossary page. */
export const TERM_DIRECTIVE = 'term';
export const LIST_DIRECTIVE = 'glossary';

/**
 * @typedef {{id: string, term: string, aliases?: string[], definition: string, see: string}} GlossaryEntry
 */

/** How a term is looked up: case and runs of spaces do not matter. @param {string} text */
export const normaliseTerm = (text) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The entries of the glossary, in file order. @param {string} siteDir @returns {GlossaryEntry[]} */
export function readGlossary(siteDir) {
  return JSON.parse(fs.readFileSync(path.join(siteDir, GLOSSARY_FILE), 'utf8')).terms;
}

/**
 * Every problem of the glossary: ids that are not lower-case slugs or repeat,
 * names or aliases that two entries share, empty definitions, `see` pages
 * that do not exist under docs/.
 * @param {GlossaryEntry[]} entries
 * @param {string} siteDir
 * @returns {string[]}
 */
export function checkGlossary(entries, siteDir) {
  const problems = [];
  const ids = new Set();
  const names = new Map();
  for (const entry of entries) {
    const where = `${GLOSSARY_FILE}: "${entry.id}"`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.id ?? '')) problems.push(`${where}: the id must be a lower-case slug`);
    if (ids.has(entry.id)) problems.push(`${where}: the id is used twice`);
    ids.add(entry.id);
    if (!entry.term?.trim()) problems.push(`${where}: no term`);
    if (!entry.definition?.trim()) problems.push(`${where}: no definition`);
    if ((entry.definition?.split('`').length ?? 1) % 2 === 0)
      problems.push(`${where}: unbalanced backticks in the definition`);
    if (!entry.see || !fs.existsSync(path.join(siteDir, 'docs', entry.see))) {
      problems.push(`${where}: "see" must name a page under docs/ (${entry.see})`);
    }
    for (const name of [entry.id, entry.term, ...(entry.aliases ?? [])]) {
      const key = normaliseTerm(name ?? '');
      const owner = names.get(key);
      if (owner && owner !== entry.id) problems.push(`${where}: "${name}" also names "${owner}"`);
      names.set(key, entry.id);
    }
  }
  return problems;
}

/**
 * Finds the entry a page means: the one whose id is `id` when given, else the
 * one whose id, term or an alias is `label`.
 * @param {GlossaryEntry[]} entries
 * @param {string} label
 * @param {string | undefined} id
 * @returns {GlossaryEntry | undefined}
 */
export function findTerm(entries, label, id) {
  if (id !== undefined) return entries.find((e) => e.id === id);
  const key = normaliseTerm(label);
  return entries.find((e) => [e.id, e.term, ...(e.aliases ?? [])].some((name) => normaliseTerm(name) === key));
}
