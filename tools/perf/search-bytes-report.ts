/**
 * `npm run perf:search-bytes`: the bytes a reader downloads before the first
 * search result (./search-bytes.ts), for every query of the relevance set
 * (tests/search-relevance/questions.json), on a build: the median and 90th
 * percentile against the index served whole, the manifest the box loads
 * before it reads "Search", and the search index's files by kind. Byte counts
 * do not depend on the machine's load. Writes reports/search-bytes.md and
 * reports/search-bytes.json.
 *
 * Usage: npm run perf:search-bytes [-- --build build] [-- --questions FILE]
 */
import fs from 'node:fs';
import path from 'node:path';
import {SEARCH_FOLDER} from '@timbr-docs/search';
import {argsOf} from '../lib/args';
import {loadQuestions} from '../relevance/search';
import {mdTable, writeReport} from './common';
import {percentile, searchBytes, servedBytes} from './search-bytes';

const USAGE = 'Usage: npm run perf:search-bytes [-- --build build] [-- --questions FILE]';
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const {values: args} = argsOf('perf:search-bytes', USAGE, {
    build: {type: 'string', default: 'build'},
    questions: {type: 'string'},
  });
  const build = path.resolve(args.build!);
  if (!fs.existsSync(path.join(build, SEARCH_FOLDER))) {
    console.error(`${build} has no ${SEARCH_FOLDER}/: run npm run build first.`);
    process.exit(2);
  }
  const queries = loadQuestions(args.questions).map((q: {query: string}) => q.query);
  const figures = await searchBytes(build, queries);
  const files = new Map<string, {count: number; raw: number; served: number}>();
  for (const name of fs.readdirSync(path.join(build, SEARCH_FOLDER))) {
    const text = fs.readFileSync(path.join(build, SEARCH_FOLDER, name), 'utf8');
    const kind = files.get(name.split('-')[0]) ?? {count: 0, raw: 0, served: 0};
    kind.count += 1;
    kind.raw += Buffer.byteLength(text);
    kind.served += servedBytes(text);
    files.set(name.split('-')[0], kind);
  }
  const filesPerQuery = figures.queries.map((q) => q.files);
  const markdown = [
    '# Search: bytes before the first result',
    '',
    `${queries.length} queries of the relevance set, each typed into the navbar box on a first visit (8 results, the last word`,
    "completed as typed); every file as served (the release's gzip copy, level 9). Before the split the box downloaded the",
    'whole index, the same for every query.',
    '',
    mdTable(
      ['What', 'Median', '90th percentile', 'Largest'],
      [
        ['Bytes before the first result', kb(figures.median), kb(figures.p90), kb(figures.max)],
        [
          'Files before the first result',
          String(percentile(filesPerQuery, 0.5)),
          String(percentile(filesPerQuery, 0.9)),
          String(Math.max(...filesPerQuery)),
        ],
        ['The index served whole (before the split)', kb(figures.whole.served), kb(figures.whole.served), ''],
      ],
    ),
    '',
    `The manifest, what the box loads before it reads "Search": ${kb(figures.manifest.served)} (${kb(figures.manifest.raw)} raw).`,
    '',
    mdTable(
      ['Files of the index', 'Files', 'Raw', 'Served'],
      [...files].map(([kind, f]) => [kind, String(f.count), kb(f.raw), kb(f.served)]),
    ),
    '',
  ].join('\n');
  const written = writeReport('search-bytes', markdown, {build, ...figures, files: Object.fromEntries(files)});
  console.log(`${markdown}\nWrote ${written.join(' and ')}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
