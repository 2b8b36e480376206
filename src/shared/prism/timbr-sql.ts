/**
 * Timbr SQL additions to Prism's `sql` grammar.
 *
 * Adds three things to `Prism.languages.sql` (which must already exist):
 * - `timbr-path`: a backticked relationship path or measure column, one token
 *   for the whole identifier: `rel[target].property`, chained
 *   `rel[target].rel2[target2].property`, transitive `rel[target*3].property`,
 *   `rel[target*3]_transitivity_level`, inverse `~rel[target].property`,
 *   `measure.total_sales` and `measure.rel[target].total_sales`.
 * - `timbr-schema`: the virtual schemas timbr, etimbr, dtimbr, vtimbr and
 *   gtimbr, bare or backticked.
 * - Timbr keywords (CONCEPT, MAPPING, ONTOLOGY, PROPERTY, MEASURE, CUBE,
 *   INHERITS, MULTIREFERENCE, INVERSEOF, TRANSITIVE, WITHOUT PARSING, LABEL,
 *   TAGS, ...: `TIMBR_KEYWORDS`, from the SQL package's keyword table) as
 *   ordinary `keyword` tokens.
 *
 * Rendered class names: `token timbr-path`, `token timbr-schema`, `token keyword`.
 */
import type * as PrismNamespace from 'prismjs';
import {keywordsWith} from '@timbr-docs/sql/keywords';

type PrismLike = Pick<typeof PrismNamespace, 'languages'>;
type Pattern = RegExp | PrismNamespace.TokenObject;

/** Token type of a relationship path / measure column. */
export const TIMBR_PATH_TOKEN = 'timbr-path';
/** Token type of the virtual schema names. */
export const TIMBR_SCHEMA_TOKEN = 'timbr-schema';

/**
 * The keywords Timbr adds to SQL, which Prism's generic SQL grammar does not know: those of the SQL package's one
 * keyword table with the `extension` role (a phrase such as WITHOUT PARSING is one keyword). Only that module of the
 * package is imported, so the browser's grammar chunks do not carry the parser.
 */
export const TIMBR_KEYWORDS: readonly string[] = [...keywordsWith('extension')];

const NAME = '[^`.\\[\\]*~\\n]+';
const STEP = `${NAME}\\[${NAME}(?:\\*\\d+)?\\]`;

/** A complete backticked path or measure column. */
export const TIMBR_PATH_PATTERN = new RegExp(
  '`(?:' + `~?(?:${STEP}\\.)*${STEP}(?:\\.${NAME}|_transitivity_level)` + `|measure\\.(?:${STEP}\\.)*${NAME}` + ')`',
  'i',
);

const SCHEMA_PATTERN = /`[dev]?timbr`|`gtimbr`|\b(?:[dev]?timbr|gtimbr)\b/i;

const KEYWORD_PATTERN = new RegExp(`\\b(?:${TIMBR_KEYWORDS.map((k) => k.replace(' ', '\\s+')).join('|')})\\b`, 'i');

const EXTENDED = Symbol.for('timbr-sql-prism.extended');

/**
 * Extends `Prism.languages.sql` in place with the Timbr tokens. Safe to call
 * more than once. Returns the sql grammar, or undefined when Prism has no
 * sql grammar.
 */
export function extendTimbrSql(Prism: PrismLike): PrismNamespace.Grammar | undefined {
  const sql = Prism.languages.sql as (PrismNamespace.Grammar & {[EXTENDED]?: true}) | undefined;
  if (!sql) return undefined;
  if (sql[EXTENDED]) return sql;

  // Paths and schemas go before `identifier` (and therefore before keywords),
  // so a path stays one token and its parts are not highlighted separately.
  Prism.languages.insertBefore('sql', 'identifier', {
    [TIMBR_PATH_TOKEN]: {pattern: TIMBR_PATH_PATTERN, greedy: true},
    [TIMBR_SCHEMA_TOKEN]: {pattern: SCHEMA_PATTERN, greedy: true},
  });

  const grammar = Prism.languages.sql as PrismNamespace.Grammar & {[EXTENDED]?: true};
  const original = grammar.keyword;
  const originals: Pattern[] = original === undefined ? [] : Array.isArray(original) ? original : [original];
  grammar.keyword = [{pattern: KEYWORD_PATTERN}, ...originals];
  Object.defineProperty(grammar, EXTENDED, {value: true, enumerable: false});
  return grammar;
}
