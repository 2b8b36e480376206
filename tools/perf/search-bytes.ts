/**
 * What a search costs a reader in bytes, on a build folder: for each query,
 * the bytes downloaded before the first result, as the navbar box asks
 * (`limit` 8, `typing`): the search index's manifest, then the fragments the
 * query loads (its terms' and titles', then its results' pages and texts),
 * on a first visit (nothing cached). Each file counts as served: the
 * release's gzip copy (level 9), or the file itself under nginx's
 * gzip_min_length. Set against the same index served whole (its two files,
 * reassembled from the fragments), which is what the box downloaded before
 * the index was split.
 *
 * A library (the scale benchmark and tests/unit/search call it);
 * tools/perf/search-bytes-report.ts prints it for the relevance set.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  FragmentEngine,
  SEARCH_FILES_MANIFEST,
  SEARCH_FOLDER,
  wholeIndexOf,
  type SearchFilesData,
} from '@timbr-docs/search';
import {SEARCH_SITE} from '../../src/features/search/files';

/** nginx's gzip_min_length (deploy/nginx/site.conf): smaller files are sent as they are. */
const GZIP_MIN_LENGTH = 256;

/** The bytes a text costs as served: its gzip copy at level 9, or itself when shorter than GZIP_MIN_LENGTH. */
export function servedBytes(text: string): number {
  const raw = Buffer.byteLength(text);
  return raw < GZIP_MIN_LENGTH ? raw : zlib.gzipSync(text, {level: 9}).length;
}

/** The search index of a build folder: its manifest's name and a reader of its files, which records their names. */
export function builtSearch(buildDir: string): {
  manifest: string;
  read: (name: string) => Promise<unknown>;
  text(name: string): string;
} {
  const files = JSON.parse(fs.readFileSync(path.join(buildDir, SEARCH_FILES_MANIFEST), 'utf8')) as SearchFilesData;
  const folder = path.join(buildDir, SEARCH_FOLDER);
  const text = (name: string) => fs.readFileSync(path.join(folder, path.basename(name)), 'utf8');
  return {manifest: path.basename(files.manifest), text, read: async (name) => JSON.parse(text(name)) as unknown};
}

/** Opens the search engine on a build folder's index, as the site's worker does (from files instead of HTTP). */
export function openBuiltSearch(buildDir: string): Promise<FragmentEngine> {
  const {manifest, read} = builtSearch(buildDir);
  return FragmentEngine.open(read, manifest, SEARCH_SITE);
}

export interface QueryBytes {
  query: string;
  /** Bytes before the first result, as served. */
  bytes: number;
  /** Files downloaded, the manifest included. */
  files: number;
}

export interface SearchBytes {
  /** The manifest, the part the box loads before it reads "Search": raw and as served. */
  manifest: {raw: number; served: number};
  /** The same index served whole (both files): raw and as served. */
  whole: {raw: number; served: number};
  queries: QueryBytes[];
  /** Bytes before the first result over the queries: median and 90th percentile (nearest rank). */
  median: number;
  p90: number;
  max: number;
}

/** The `p`-th percentile (0 to 1) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] : 0;
}

/** The bytes before the first result for each of `queries` on the build in `buildDir` (see the file's header). */
export async function searchBytes(
  buildDir: string,
  queries: readonly string[],
  {limit = 8, typing = true}: {limit?: number; typing?: boolean} = {},
): Promise<SearchBytes> {
  const {manifest, text, read} = builtSearch(buildDir);
  const served = new Map<string, number>();
  const cost = (name: string) => {
    let bytes = served.get(name);
    if (bytes === undefined) served.set(name, (bytes = servedBytes(text(name))));
    return bytes;
  };
  const measured: QueryBytes[] = [];
  for (const query of queries) {
    const names = new Set<string>();
    const recording = (name: string) => {
      names.add(name);
      return read(name);
    };
    const engine = await FragmentEngine.open(recording, manifest, SEARCH_SITE);
    await engine.search(query, {limit, typing});
    measured.push({query, bytes: [...names].reduce((sum, n) => sum + cost(n), 0), files: names.size});
  }
  const {doc, index} = await wholeIndexOf(await FragmentEngine.open(read, manifest, SEARCH_SITE));
  const wholeTexts = [JSON.stringify(doc), JSON.stringify(index)];
  const bytes = measured.map((m) => m.bytes);
  return {
    manifest: {raw: Buffer.byteLength(text(manifest)), served: cost(manifest)},
    whole: {
      raw: wholeTexts.reduce((sum, t) => sum + Buffer.byteLength(t), 0),
      served: wholeTexts.reduce((sum, t) => sum + servedBytes(t), 0),
    },
    queries: measured,
    median: percentile(bytes, 0.5),
    p90: percentile(bytes, 0.9),
    max: Math.max(0, ...bytes),
  };
}
