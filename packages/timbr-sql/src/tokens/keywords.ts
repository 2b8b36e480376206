/**
 * The keywords of Timbr SQL, in one table: every word the front end treats
 * as a keyword, with the places where it is reserved. The parser reads its
 * reserved words from here, the checker's mutation measure
 * (tools/check/sql/mutants.ts) the words it doubles and misspells, and the
 * site's code highlighter (src/shared/prism/timbr-sql.ts, which imports this
 * module alone as `@timbr-docs/sql/keywords`) the words Timbr adds to SQL.
 * A backticked name can be any word: reserved words are reserved bare only.
 */
// cspell:ignore RLIKE ILIKE

/**
 * Where a keyword is reserved, or what else it is:
 * - `query`: not a bare column, table or alias name in a query.
 * - `model`: not a bare name of a model object (a concept, property, mapping...).
 * - `slip`: a word of most statements, whose doubling or misspelling is a
 *   typical slip (the mutation measure makes those mutants).
 * - `extension`: a word Timbr adds to SQL, highlighted as a keyword (generic
 *   SQL grammars do not know it). A key of two words is such a keyword only as
 *   that phrase; its words are keys of their own for the parser.
 */
export type KeywordRole = 'query' | 'model' | 'slip' | 'extension';

export const KEYWORDS: Readonly<Record<string, readonly KeywordRole[]>> = {
  ALL: ['query', 'model'],
  ALTER: ['query', 'model', 'slip'],
  AND: ['query', 'slip'],
  ANTI: ['query'],
  AS: ['query', 'model', 'slip'],
  ASC: ['query'],
  BETWEEN: ['query', 'slip'],
  BY: ['query', 'slip'],
  CACHE: ['model', 'slip', 'extension'],
  CASE: ['query', 'slip'],
  CONCEPT: ['model', 'slip', 'extension'],
  CONSTRAINT: ['model', 'slip'],
  CREATE: ['query', 'model', 'slip'],
  CROSS: ['query'],
  CUBE: ['model', 'slip', 'extension'],
  DESC: ['query', 'model'],
  DESCRIBE: ['model', 'slip'],
  DESCRIPTION: ['model', 'slip', 'extension'],
  DISTINCT: ['query', 'slip'],
  ELSE: ['query', 'slip'],
  END: ['query', 'slip'],
  ESCAPE: ['query'],
  EXCEPT: ['query'],
  EXISTS: ['query'],
  FETCH: ['query'],
  FILTER: ['query'],
  FOREIGN: ['model', 'slip'],
  FROM: ['query', 'model', 'slip'],
  FULL: ['query'],
  GRANT: ['model', 'slip'],
  GROUP: ['query', 'slip'],
  HAVING: ['query', 'slip'],
  ILIKE: ['query'],
  IN: ['query', 'slip'],
  INHERITS: ['model', 'slip', 'extension'],
  INNER: ['query', 'slip'],
  INTERSECT: ['query'],
  INTERVAL: ['query'],
  INTO: ['model', 'slip'],
  INVERSEOF: ['model', 'slip', 'extension'],
  IS: ['query', 'slip'],
  JOIN: ['query', 'slip'],
  KEY: ['model', 'slip'],
  LABEL: ['model', 'slip', 'extension'],
  LEFT: ['query', 'slip'],
  LIKE: ['query', 'slip'],
  LIMIT: ['query', 'slip'],
  MAPPING: ['model', 'slip', 'extension'],
  MEASURE: ['model', 'slip', 'extension'],
  MINUS: ['query'],
  MULTIREFERENCE: ['model', 'slip', 'extension'],
  NATURAL: ['query'],
  NOT: ['query'],
  NULL: ['query', 'slip'],
  NULLS: ['query'],
  OFFSET: ['query'],
  ON: ['query', 'model', 'slip'],
  ONTOLOGY: ['model', 'slip', 'extension'],
  OPTIONS: ['model', 'slip', 'extension'],
  OR: ['query', 'model', 'slip'],
  ORDER: ['query', 'slip'],
  OUTER: ['query'],
  OVER: ['query'],
  PARSING: ['model'],
  PRIMARY: ['model', 'slip'],
  PROPERTY: ['model', 'slip', 'extension'],
  QUALIFY: ['query'],
  REFERENCES: ['model', 'slip'],
  REGEXP: ['query'],
  REPLACE: ['model', 'slip'],
  REVOKE: ['model', 'slip'],
  RIGHT: ['query'],
  RLIKE: ['query'],
  ROLE: ['model'],
  SELECT: ['query', 'model', 'slip'],
  SEMI: ['query'],
  SET: ['model', 'slip'],
  SHOW: ['model', 'slip'],
  TAG: ['model', 'slip', 'extension'],
  TAGS: ['model', 'slip', 'extension'],
  THEN: ['query', 'slip'],
  TO: ['model', 'slip'],
  TRANSITIVE: ['model', 'extension'],
  UNION: ['query', 'slip'],
  UPDATE: ['model', 'slip'],
  USER: ['model'],
  USING: ['query', 'model', 'slip'],
  VIEW: ['model', 'slip'],
  WHEN: ['query', 'slip'],
  WHERE: ['query', 'model', 'slip'],
  WINDOW: ['query'],
  WITH: ['query', 'model', 'slip'],
  WITHOUT: ['model'],
  'WITHOUT PARSING': ['extension'],
};

/** The keywords (upper case) that have a role. */
export function keywordsWith(role: KeywordRole): ReadonlySet<string> {
  return new Set(Object.keys(KEYWORDS).filter((word) => KEYWORDS[word].includes(role)));
}

/** Words that cannot be a bare column, table or alias name. */
export const QUERY_RESERVED = /* @__PURE__ */ keywordsWith('query');

/** Words that cannot be a bare name of a model object. */
export const MODEL_RESERVED = /* @__PURE__ */ keywordsWith('model');

/** The aggregate functions, which take an argument (COUNT also `*`). */
export const AGGREGATES: ReadonlySet<string> = new Set(['COUNT', 'SUM', 'AVG', 'MIN', 'MAX']);
