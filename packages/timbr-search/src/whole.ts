/**
 * The whole index (./format.ts: the document file and the index file) as the
 * fragments of a build hold it, file for file what the site would serve if it
 * served the index whole: the tests hold the engine on fragments to the
 * engine on this whole index, and the bytes a search costs are set against it.
 */
import {packTexts} from './build';
import {DOC_FORMAT, INDEX_FORMAT, type DocFile, type IndexFile} from './format';
import type {FragmentEngine} from './fragment-engine';

/** Reads every page and text fragment of `engine`'s index; resolves to the two files of the whole index. */
export async function wholeIndexOf(engine: FragmentEngine): Promise<{doc: DocFile; index: IndexFile}> {
  const indexes = engine.pages.map((_, k) => k);
  const [pages, texts] = await Promise.all([
    Promise.all(indexes.map((k) => engine.page(k))),
    Promise.all(indexes.map((k) => engine.pageTexts(k))),
  ]);
  const {build, abbreviations} = engine.manifest;
  return {
    doc: {format: DOC_FORMAT, build, pages, abbreviations},
    index: {format: INDEX_FORMAT, build, ...packTexts(texts)},
  };
}
