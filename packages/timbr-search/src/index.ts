/**
 * The site's search (`@timbr-docs/search`): the format of the search index,
 * its build from the pages' texts, its split into the fragments the site
 * serves, and the engines that read and rank it, whole or in fragments. The
 * package's README describes the formats and this API.
 */
export type {SearchSection, SearchSite} from './site';
export {
  DOC_FORMAT,
  INDEX_FORMAT,
  SEARCH_FILES_MANIFEST,
  SearchFileError,
  looksWhole,
  type DocFile,
  type DocPage,
  type IndexFile,
  type SearchFilesData,
} from './format';
export {buildSearchFiles, packTexts, type SourcePage} from './build';
export {SearchEngine, type SearchOptions} from './engine';
export {
  MANIFEST_FORMAT,
  SEARCH_FOLDER,
  fragmentName,
  manifestName,
  type FragmentKind,
  type ManifestFile,
  type PageFile,
  type TermsFile,
  type TextFile,
  type TitlesFile,
} from './fragment-format';
export {FragmentError, type Manifest, type PageEntry} from './fragment-read';
export {FragmentEngine, type FragmentSearchOptions, type ReadFragment} from './fragment-engine';
export {SPLIT_SIZES, splitSearchFiles, type SearchFragments, type SplitOptions} from './split';
export {wholeIndexOf} from './whole';
export type {SearchResult} from './result';
export type {RankKey} from './rank';
export {Field} from './match';
export {Kind, type Concept, type Form} from './query';
export {markText, matchedRanges, termOf, terms, words, wordsAt, type WordAt} from './text';
