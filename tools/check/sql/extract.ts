// Finds fenced code blocks in Markdown/MDX files.
//
// Fences may be indented (e.g. inside <TabItem> in MDX); the fence's
// indentation is removed from the block's lines. A fence opened with N
// backticks (or tildes) is closed by a line of at least N of the same
// character; fences inside another fence are content, not blocks.
import fs from 'node:fs';
import type {CodeBlock} from '@timbr-docs/sql';
import {filesOf, isMarkdown} from '../../lib/files';

const OPEN = /^([ \t]*)(`{3,}|~{3,})[ \t]*([^\s`]*)[ \t]*(.*?)[ \t]*$/;

/** Extracts all fenced code blocks of a Markdown/MDX source. */
export function extractBlocks(source: string, file = ''): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const open = OPEN.exec(lines[i]);
    if (!open || (open[2][0] === '`' && open[4].includes('`'))) {
      i += 1;
      continue;
    }
    const [, indent, fence, lang, meta] = open;
    const close = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    const start = i;
    const content: string[] = [];
    const indents: number[] = [];
    i += 1;
    while (i < lines.length && !close.test(lines[i])) {
      const stripped = stripIndent(lines[i], indent.length);
      content.push(stripped);
      indents.push(lines[i].length - stripped.length);
      i += 1;
    }
    blocks.push({file, line: start + 1, codeLine: start + 2, lang, meta, code: content.join('\n'), indents});
    i += 1; // past the closing fence (or the end of the file)
  }
  return blocks;
}

/** Removes up to `width` leading spaces/tabs. */
function stripIndent(line: string, width: number): string {
  let n = 0;
  while (n < width && (line[n] === ' ' || line[n] === '\t')) n += 1;
  return line.slice(n);
}

/** True for a `sql` block (language word, case-insensitive). */
export function isSql(block: CodeBlock): boolean {
  return block.lang.toLowerCase() === 'sql';
}

/**
 * True when the meta string marks a syntax template (the word `template`
 * outside quoted attribute values such as title="...").
 */
export function isTemplate(block: CodeBlock): boolean {
  const bare = block.meta.replace(/"[^"]*"|'[^']*'|\{[^}]*\}/g, ' ');
  return /(^|\s)template(\s|$)/i.test(bare);
}

/**
 * The value of a `name="value"` (or `name='value'`, or `name=value`) attribute of a meta string; `''` for the bare
 * word `name`; undefined when the meta string has neither.
 */
export function attributeOf(meta: string, name: string): string | undefined {
  // Words of the meta string: name="value", name='value', name=value, a bare word, or a quoted or {...} value.
  const WORD = /([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|([^\s"']*))|"[^"]*"|'[^']*'|\{[^}]*\}|(\S+)/g;
  for (const m of meta.matchAll(WORD)) {
    if (m[1] === name) return m[2] ?? m[3] ?? m[4];
    if (m[5] === name) return '';
  }
  return undefined;
}

/**
 * The failure a block shows on purpose: ```sql fails="syntax" (it must not parse) or fails="semantic" (it parses,
 * and the sample engine refuses it as a mistake of the query on the running example), with an optional
 * error="..." that the error message must contain. Null for a block that must work.
 */
export function expectedFailureOf(block: CodeBlock): {kind: string; error: string | undefined} | null {
  const kind = attributeOf(block.meta, 'fails');
  return kind === undefined ? null : {kind, error: attributeOf(block.meta, 'error')};
}

/**
 * Lists the Markdown/MDX files (and SQL scripts, such as the model of the
 * running example) under the given files or folders, sorted.
 */
export function collectFiles(targets: string[]): string[] {
  return filesOf(targets, (file) => isMarkdown(file) || /\.sql$/i.test(file));
}

/**
 * Reads a file and returns its `sql` blocks, split into checked blocks,
 * skipped templates and blocks that show a failure on purpose (`fails=...`,
 * checked to fail as they say; see ./expect-failure.ts).
 * `all` holds every `sql` block of the file, in order.
 */
export function sqlBlocksOf(file: string): {
  sql: CodeBlock[];
  templates: CodeBlock[];
  failing: CodeBlock[];
  all: CodeBlock[];
} {
  const text = fs.readFileSync(file, 'utf8');
  if (/\.sql$/i.test(file)) {
    // A SQL script is one block of statements.
    const script: CodeBlock = {file, line: 1, codeLine: 1, lang: 'sql', meta: '', code: text};
    return {sql: [script], templates: [], failing: [], all: [script]};
  }
  const blocks = extractBlocks(text, file).filter(isSql);
  const failing = blocks.filter((b) => expectedFailureOf(b) !== null);
  const rest = blocks.filter((b) => expectedFailureOf(b) === null);
  return {sql: rest.filter((b) => !isTemplate(b)), templates: rest.filter(isTemplate), failing, all: blocks};
}
