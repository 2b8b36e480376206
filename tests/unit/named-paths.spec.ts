/**
 * Every path of the repository that a guide or a code comment names exists. Read:
 * - the guides (GUIDES: the root's README, ARCHITECTURE, CONTRIBUTING and STYLE-GUIDE, the READMEs of the packages,
 *   of mcp/ and of tools/, the relevance set's README), every line, code blocks included (their commands name files
 *   too);
 * - the comments of the code: `//`, `/* *\/` and JSDoc of every .ts, .tsx, .mjs, .js and .cjs file (read with the
 *   TypeScript scanner, so strings, templates and regular expressions are not taken for comments), and `#` comments
 *   of the shell scripts and of the GitHub workflows.
 * A path is a word with a slash that ends in a file extension or a slash, starts with `./` or `../`, or starts with
 * a folder of the repository's root (`src/features/x/y.ts`, `tools/`, `./x.ts`); or a bare file name with a code
 * extension (`check.ts`; `site.conf` is not one). Addresses (`https://...`), routes and other absolute paths
 * (`/doc/docs/...`, `/usr/sbin/nginx`) and package names (`@timbr-docs/sql`) are not repository paths. A path exists
 * when it names a file or folder (or a module, without its extension) from the folder of the file that names it or
 * any folder above it up to the root, or inside node_modules (a package's file); or, unless it starts with `./` (or
 * `../` in code), when it is a run of whole segments of a tracked path: relative to a folder the text names
 * elsewhere (`theme/`, `unit/docs-contract`), or a bare name. A path with a placeholder (`<feature>`, `*`, `{a,b}`,
 * a one-letter name such as `X`) is checked up to its last folder before the placeholder. GENERATED lists what the
 * build and the tools write, which a fresh clone does not hold, and ELSEWHERE what the text names outside the
 * repository, each with its reason.
 */
import {test, expect} from '@playwright/test';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');

/** The guides, relative to the root. */
const GUIDES = [
  'README.md',
  'ARCHITECTURE.md',
  'CONTRIBUTING.md',
  'STYLE-GUIDE.md',
  'LEDGER.md',
  'deploy/README.md',
  'tests/search-relevance/README.md',
  ...['packages/timbr-sql', 'packages/timbr-search', 'mcp', 'tools'].map((dir) => `${dir}/README.md`),
  ...fs
    .readdirSync(path.join(ROOT, 'src/features'))
    .map((feature) => `src/features/${feature}/README.md`)
    .filter((file) => fs.existsSync(path.join(ROOT, file))),
];

/**
 * Paths the build, the tests and the tools write, named before they exist: a path that starts with one of these
 * is not checked.
 */
const GENERATED: Record<string, string> = {
  'build/': 'the production build (npm run build)',
  'deploy/nginx/generated/': "the build's inline-script hashes for nginx (src/features/csp-hashes)",
  'reports/': 'the reports of the perf and relevance commands',
  'node_modules/.cache/': 'caches of the build, the social cards and the releases',
  '.docusaurus/': "Docusaurus's generated files and the build's statistics",
  'test-results/': "Playwright's results and the merged report",
  'mcp/dist/': 'the bundle of the MCP server package (npm run mcp:build)',
  'releases/': 'the tarballs of npm run release',
  'timbr-docs-mcp-': 'the MCP server package, packed by npm run mcp:build -- --pack',
  '.lighthouseci/': "Lighthouse CI's runs",
};

/**
 * Paths the text names that are not in the repository and are not generated in it: paths inside the build, a release
 * or a host, and examples. A path that starts with one of these, as written, is not checked.
 */
const ELSEWHERE: Record<string, string> = {
  'doc/': 'the build under the web root of a host or a release (deploy/nginx, npm run release)',
  'assets/wasm/': "SQLite's WebAssembly file in the build",
  'sample-data/': 'the sample data the build publishes under /doc/sample-data/',
  'img/social/': 'the social cards in the build',
  'docs/sql/general/index.html': 'a page below the build folder',
  'nginx/csp-script-hashes.conf': 'the hashes in a release (npm run release)',
  'mcp/timbr-docs-mcp.mjs': 'the MCP server in a release (npm run release)',
  'desktop/': 'reports/lighthouse/desktop/, named after reports/lighthouse/mobile/',
  '../getting-started/query-kgx.md': "the example of a broken link in the build's report",
  '01-intro.md': "the example of the docs plugin's number prefix",
  'search-index/': "the search index's folder in the build (src/features/search/plugin.ts)",
  'tools/list': 'an MCP method, not a path',
  'docs/sql/copy-2/': "a page of the scale benchmark's copies, in its scratch clone (tools/perf/scale-copy.ts)",
  'sql/copy-2/': 'the same, below docs/',
  'copy-2/': 'the same, for a file directly in docs/',
};

/** File extensions a bare file name is checked for (other bare names are usually files of a build, a host or a reader). */
const CODE_EXTENSIONS = /\.(ts|tsx|mjs|cjs|js|sh|md|mdx)$/;
const CODE_FILES = /\.(ts|tsx|mjs|cjs|js)$/;

interface NamedPath {
  /** The file that names the path, relative to the root. */
  file: string;
  line: number;
  path: string;
}

/** The text of one line of a comment or a guide, with the line it is on. */
interface Line {
  line: number;
  text: string;
}

// The files of the repository as the working tree holds them (a file deleted but not yet committed is gone).
const tracked = execFileSync('git', ['ls-files', '-z'], {cwd: ROOT, encoding: 'utf8'})
  .split('\0')
  .filter((f) => f && fs.existsSync(path.join(ROOT, f)));
const TOP_LEVEL = new Set(tracked.map((f) => f.split('/')[0]));
/** Every run of whole segments of a tracked path: its folders' runs end with `/` (`search/browser/`), its own end with its name (`browser/worker.ts`). */
const SUBPATHS = new Set(
  [...tracked, ...Object.keys(GENERATED).filter((p) => p.endsWith('/'))].flatMap((file) => {
    const parts = file.split('/');
    const runs: string[] = [];
    for (let i = 0; i < parts.length; i += 1) {
      runs.push(parts.slice(i).join('/'));
      for (let j = i + 1; j < parts.length; j += 1) runs.push(`${parts.slice(i, j).join('/')}/`);
    }
    return runs;
  }),
);
/** How a path names a file without its extension, as an import does (`./x`, `tests/unit/highlighter`). */
const SUFFIXES = [
  '',
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.cjs',
  '.json',
  '.md',
  '.mdx',
  '.spec.ts',
  '/index.ts',
  '/index.tsx',
];

/** The comments of a JavaScript or TypeScript file, line by line. */
function scriptComments(file: string, text: string): Line[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<number>();
  const out: Line[] = [];
  const collect = (pos: number) => {
    const ranges = [
      ...(ts.getLeadingCommentRanges(text, pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, pos) ?? []),
    ];
    for (const range of ranges) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const first = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      text
        .slice(range.pos, range.end)
        .split('\n')
        .forEach((line, i) => out.push({line: first + i, text: line}));
    }
  };
  const visit = (node: ts.Node) => {
    collect(node.getFullStart());
    collect(node.getEnd());
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return out.sort((a, b) => a.line - b.line);
}

/** The `#` comments of a shell script or a YAML file: a `#` at the start of a line or after a space, outside quotes. */
function hashComments(text: string): Line[] {
  const out: Line[] = [];
  text.split('\n').forEach((line, i) => {
    if (i === 0 && line.startsWith('#!')) return;
    let quote: string | null = null;
    for (let c = 0; c < line.length; c += 1) {
      const ch = line[c];
      if (quote) {
        if (ch === quote) quote = null;
        else if (ch === '\\' && quote === '"') c += 1;
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === '#' && (c === 0 || /\s/.test(line[c - 1]))) {
        out.push({line: i + 1, text: line.slice(c + 1)});
        return;
      }
    }
  });
  return out;
}

/** The words of a line that name a path of the repository, as written (see the header for what counts). */
function pathsIn(text: string): string[] {
  const found: string[] = [];
  const words = text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S*/gi, ' ').split(/[\s`'"()[\],;|=]+/);
  for (const raw of words) {
    const word = raw
      .replace(/^[*>]+/, '')
      .replace(/#.*$/, '')
      .replace(/[.:!?}]+$/, '')
      .replace(/(:\d+)+$/, '')
      .replace(/[.:]+$/, '');
    if (!word || /^[/~$@-]|^[a-z]+:/i.test(word) || !/[A-Za-z]/.test(word)) continue;
    if (!word.includes('/')) {
      // Not a product named like a file (Node.js).
      if (CODE_EXTENSIONS.test(word) && /^[\w.-]+$/.test(word) && !/^\.\w+$|^[A-Z][a-z]+\.js$/.test(word))
        found.push(word);
      continue;
    }
    const first = word.split('/')[0];
    const relative = first === '.' || first === '..';
    const pathLike =
      relative || word.endsWith('/') || /\.[A-Za-z][A-Za-z0-9]*$/.test(word.split('/').at(-1)!) || TOP_LEVEL.has(first);
    if (pathLike) found.push(word);
  }
  return found;
}

/** The part of a path before its first placeholder (`<feature>`, `*`, `{a,b}`, `...`, a one-letter name such as `X`). */
function beforePlaceholder(named: string): string {
  const parts = named.split('/');
  const at = parts.findIndex((p) => /[*<>{}$…[]|\.\.\./.test(p) || /^[A-Za-z](\.[a-z]+)?$/.test(p));
  return at === -1 ? named : parts.slice(0, at).join('/') + (at > 0 ? '/' : '');
}

const generated = (rel: string) =>
  Object.keys(GENERATED).some((prefix) => `${rel}/`.startsWith(prefix) || rel.startsWith(prefix));

/** Whether a path a file names exists (see the header). */
function exists(named: string, file: string): boolean {
  if (Object.keys(ELSEWHERE).some((prefix) => named.startsWith(prefix))) return true;
  const target = beforePlaceholder(named);
  if (!target || target === './' || target === '../') return true;
  // `text/*`, `sql-check/*.ts`: a placeholder in the folder of a name the text does not place.
  if (target !== named && /^[^/]+\/$/.test(target) && !TOP_LEVEL.has(target.slice(0, -1))) return true;
  const folder = target.endsWith('/');
  const found = (candidate: string) => (folder ? [''] : SUFFIXES).some((suffix) => fs.existsSync(candidate + suffix));
  // In code, `./x.ts` is relative to the file's folder; a guide's may be relative to the root, where its commands run.
  const relative = /^\.\.?\//.test(target) && !file.endsWith('.md');
  for (let dir = path.dirname(path.join(ROOT, file)); dir.startsWith(ROOT); dir = path.dirname(dir)) {
    const candidate = path.resolve(dir, target);
    if (generated(path.relative(ROOT, candidate)) || found(candidate)) return true;
    if (dir === ROOT || relative) break;
  }
  if (found(path.join(ROOT, 'node_modules', target))) return true;
  // A path relative to the file (`./x.ts`, `../x.ts` in code) is looked for from its folder only. Any other may be
  // inside a folder the text names elsewhere (`theme/`, `tokens/lexer.ts`, `unit/docs-contract`, a guide's
  // `../<section>/<page>.md`, relative to a page of docs/): a run of segments of a tracked path.
  if (target.startsWith('./') || relative) return false;
  const inner = target.replace(/^(\.\.\/)+/, '');
  return (folder ? [''] : [...SUFFIXES, '/']).some((suffix) => SUBPATHS.has(inner + suffix));
}

/** The lines of a file to read paths in: every line of a guide, the comments of code. */
function linesOf(file: string, text: string): Line[] {
  if (file.endsWith('.md')) return text.split('\n').map((line, i) => ({line: i + 1, text: line}));
  if (CODE_FILES.test(file)) return scriptComments(file, text);
  return hashComments(text);
}

/** Every path the file (its text: `text`, else read from the file) names that does not exist. */
function missingPaths(file: string, text = fs.readFileSync(path.join(ROOT, file), 'utf8')): NamedPath[] {
  return linesOf(file, text).flatMap(({line, text}) =>
    pathsIn(text)
      .filter((named) => !exists(named, file))
      .map((named) => ({file, line, path: named})),
  );
}

/** The code files whose comments are read: tracked JavaScript, TypeScript and shell files, and the workflows. */
const CODE = tracked.filter(
  (f) =>
    !f.startsWith('docs/') &&
    !f.startsWith('static/') &&
    (CODE_FILES.test(f) || f.endsWith('.sh') || f === '.ci/run' || /^\.github\/workflows\/.+\.ya?ml$/.test(f)),
);

test('the extractor finds paths in comments and prose, and not what is no repository path', () => {
  const ts = [
    '// See tools/check/missing.ts and `./other.ts`; not https://example.com/a/b.ts or /doc/docs/sql/general.',
    "const s = '// src/not-a-comment.ts';",
    'const r = /src\\/not-a-comment-either.ts/;',
    '/** JSDoc: {@link src/site.ts} and a placeholder src/features/<feature>/plugin.ts. */',
    'const t = `/* packages/in-a-template.ts */`;',
  ].join('\n');
  const comments = scriptComments('x.ts', ts);
  expect(comments.map((c) => c.line)).toEqual([1, 4]);
  expect(comments.flatMap((c) => pathsIn(c.text))).toEqual([
    'tools/check/missing.ts',
    './other.ts',
    'src/site.ts',
    'src/features/<feature>/plugin.ts',
  ]);
  expect(hashComments('#!/usr/bin/env bash\necho "# not/a/comment.sh" # but/this/one.sh\n  # and tools/x/\n')).toEqual([
    {line: 2, text: ' but/this/one.sh'},
    {line: 3, text: ' and tools/x/'},
  ]);
  expect(pathsIn('Use @timbr-docs/sql, text/markdown and/or light/dark in `build/` of `npm run build`.')).toEqual([
    'build/',
  ]);
  expect(pathsIn('Run [the check](tools/check/run.ts#usage), see `check.ts:12` and README.md.')).toEqual([
    'tools/check/run.ts',
    'check.ts',
    'README.md',
  ]);
});

test('a path that is not there is found, by file and line; one that is there, or generated, is not', () => {
  expect(exists('src/site.ts', 'README.md')).toBe(true);
  expect(exists('../../site.ts', 'src/features/x/plugin.ts')).toBe(true);
  expect(exists('./site.ts', 'src/features/x/plugin.ts')).toBe(false);
  expect(exists('features/search/', 'src/shared/x.ts')).toBe(true);
  expect(exists('src/features/<feature>/browser/', 'README.md')).toBe(true);
  expect(exists('build/index.html', 'README.md')).toBe(true);
  expect(exists('mermaid/dist/mermaid.min.js', 'tools/author/diagrams.ts')).toBe(true);
  expect(exists('src/no-such-file.ts', 'README.md')).toBe(false);
  expect(exists('src/no-such-folder/<feature>/x.ts', 'README.md')).toBe(false);
  expect(exists('no-such-file.mjs', 'README.md')).toBe(false);
  const file = 'src/shared/sample.ts';
  expect(missingPaths(file, 'const a = 1;\n// Reads src/site.ts, ./worker-rpc.ts and src/gone.ts.\n')).toEqual([
    {file, line: 2, path: 'src/gone.ts'},
  ]);
  expect(missingPaths('README.md', 'Run `bash tools/gone.sh`, then read\n[the guide](CONTRIBUTING.md).\n')).toEqual([
    {file: 'README.md', line: 1, path: 'tools/gone.sh'},
  ]);
});

test('every path the guides name exists', () => {
  const missing = GUIDES.filter((f) => fs.existsSync(path.join(ROOT, f))).flatMap((f) => missingPaths(f));
  expect(missing.map((m) => `${m.file}:${m.line}: ${m.path}`)).toEqual([]);
});

test('every path the comments of the code name exists', () => {
  expect(CODE.length).toBeGreaterThan(100);
  const missing = CODE.flatMap((f) => missingPaths(f));
  expect(missing.map((m) => `${m.file}:${m.line}: ${m.path}`)).toEqual([]);
});
