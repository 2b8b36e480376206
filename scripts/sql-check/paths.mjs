// Validation of backticked identifiers that carry Timbr relationship paths.
//
// Forms accepted (see the SQL reference grammar, "Queries (DML)"):
//   `rel[target].property`                    path column
//   `rel[target].rel2[target2].property`      chained path
//   `rel[target*3].property`                  transitive path (depth 3)
//   `rel[target*3]_transitivity_level`        transitivity level column
//   `~rel[target].property`                   inverse relationship column
//   `measure.total_sales`                     measure column
//   `measure.rel[target].total_sales`         measure through a relationship
// A backticked identifier without any of `. [ ] * ~` is an ordinary name.
//
// The legacy DBpedia shorthand without targets (`rel.rel2.property`) is
// rejected unless `allowLegacyPaths` is set: on this site a relationship path
// always names its target concept, and `rel.property` is far more often a
// typo (or a path split across two pairs of backticks) than a deliberate use
// of the legacy model. A block can opt in with the meta word `legacy-paths`.

/** Characters that may not appear inside a name (reserved by Timbr). */
const NAME = '[^`.\\[\\]*~]+';
const STEP = `${NAME}\\[${NAME}(?:\\*\\d+)?\\]`;
const PATH_RE = new RegExp(`^~?(?:${STEP}\\.)*${STEP}(?:\\.${NAME}|_transitivity_level)$`);
const MEASURE_RE = new RegExp(`^measure\\.(?:(?:${STEP}\\.)*${NAME})$`, 'i');
const LEGACY_RE = new RegExp(`^${NAME}(?:\\.${NAME})+$`);
const PLAIN_RE = /^[^.[\]*~]+$/;

/**
 * @typedef {{allowLegacyPaths?: boolean}} PathOptions
 * @typedef {{ok: true, kind: 'name'|'path'|'measure'|'legacy'} | {ok: false, message: string}} PathResult
 */

/**
 * Checks the text between a pair of backticks.
 * @param {string} content identifier text without the backticks
 * @param {PathOptions} [options]
 * @returns {PathResult}
 */
export function checkIdentifier(content, options = {}) {
  if (content.length === 0) return {ok: false, message: 'expected a name inside the backticks but found ``'};
  if (/[{}]/.test(content)) return {ok: false, message: placeholderMessage(content)};
  if (PLAIN_RE.test(content)) return {ok: true, kind: 'name'};
  if (PATH_RE.test(content)) return {ok: true, kind: 'path'};
  if (MEASURE_RE.test(content)) return {ok: true, kind: 'measure'};
  if (!/[[\]*~]/.test(content) && LEGACY_RE.test(content)) {
    if (options.allowLegacyPaths) return {ok: true, kind: 'legacy'};
    return {
      ok: false,
      message: `expected a relationship path with a target concept such as \`rel[target].property\` but found \`${content}\` (the legacy shorthand rel.rel2.property is not used on this site)`,
    };
  }
  return {ok: false, message: `expected a relationship path \`rel[target].property\` but found \`${content}\` (${diagnose(content)})`};
}

/**
 * Message for a `{placeholder}` found in a block that should hold real SQL.
 * @param {string} content
 */
export function placeholderMessage(content) {
  return `expected a concrete name but found the placeholder \`${content}\` (mark syntax templates as \`\`\`sql template)`;
}

/**
 * Explains what is wrong with a malformed path.
 * @param {string} s
 * @returns {string}
 */
function diagnose(s) {
  let depth = 0;
  for (const ch of s) {
    if (ch === '[') depth += 1;
    if (ch === ']') depth -= 1;
    if (depth < 0 || depth > 1) return 'unbalanced [ ]';
  }
  if (depth !== 0) return 'unbalanced [ ]';
  if (/\[\s*(\*\d*)?\]/.test(s)) return 'missing target concept inside [ ]';
  if (/\*(?!\d+\])/.test(s)) return 'a transitive depth is written [target*n] with a number n';
  if (/~/.test(s.slice(1)) || /^~measure\./i.test(s)) return '~ may only start an inverse relationship path';
  if (/\]$/.test(s)) return 'missing .property after the last ]';
  if (/\][^._]/.test(s) || /\]_(?!transitivity_level$)/.test(s)) return 'expected . or _transitivity_level after ]';
  if (/(^|\.)[^.[\]]+\.(?=[^.]*\[)/.test(s) || /(^|\.)[^.[\]]+\.[^.[\]]+$/.test(s.replace(/^~?(measure\.)?/i, '')))
    return 'every relationship in the path needs its [target]';
  if (/\.\.|^\.|\.$|\.\[/.test(s)) return 'empty name between dots';
  return 'malformed path';
}

/**
 * Finds backticked identifiers in SQL text (outside strings and comments)
 * and checks each; returns the first problem with its offset.
 * @param {string} sql
 * @param {PathOptions} [options]
 * @returns {{offset: number, message: string} | null}
 */
export function findBadIdentifier(sql, options = {}) {
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i];
    if (ch === "'" || ch === '"') {
      i = skipQuoted(sql, i, ch);
    } else if (ch === '-' && sql[i + 1] === '-') {
      const nl = sql.indexOf('\n', i);
      i = nl < 0 ? sql.length : nl;
    } else if (ch === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
    } else if (ch === '`') {
      const end = sql.indexOf('`', i + 1);
      if (end < 0) return {offset: i, message: 'expected a closing ` but reached the end of the statement'};
      const result = checkIdentifier(sql.slice(i + 1, end), options);
      if (!result.ok) return {offset: i, message: result.message};
      i = end + 1;
    } else {
      i += 1;
    }
  }
  return null;
}

/**
 * @param {string} s
 * @param {number} start index of the opening quote
 * @param {string} q quote character
 * @returns {number} index after the closing quote
 */
export function skipQuoted(s, start, q) {
  let i = start + 1;
  while (i < s.length) {
    if (s[i] === '\\') i += 2;
    else if (s[i] === q && s[i + 1] === q) i += 2;
    else if (s[i] === q) return i + 1;
    else i += 1;
  }
  return s.length;
}
