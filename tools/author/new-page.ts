// Scaffolds a documentation page: writes docs/<path>.md with valid front matter
// and the sections the style guide (STYLE-GUIDE.md) expects for its page type,
// and adds its id to the right sidebar in sidebars.ts. It checks everything
// before writing, and writes nothing when anything is wrong.
//
// Usage:
//   npm run new-page -- --type how-to --path platform/managing/rotate-keys \
//     --title "Rotate the API keys" --description "Replace the API keys of a Timbr server without downtime."
//
// Options:
//   --type <type>            overview | how-to | reference | tutorial | data-source | ui-guide
//   --path <section/.../id>  path under docs/, without extension (.md or .mdx accepted)
//   --title <text>           page title (front matter `title`)
//   --description <text>     one sentence of at most 160 characters
//   --sidebar-label <text>   optional short label for the sidebar
//   --dry-run                print what would be written, write nothing
//   --root <dir>             site folder holding docs/ and sidebars.ts (default: this repository)
// Missing options are asked for when the terminal is interactive.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline/promises';
import yaml from 'js-yaml';
import {checkDocsContract} from '../../src/features/docs-contract/contract';
import {SECTIONS} from '../../src/site';
import {UsageError, readArgs} from '../lib/args';
import {ROOT as REPO, isMain, loadTs} from '../lib/loader';

/** Top-level folders of docs/ that have a sidebar, and that sidebar: from the table of sections (src/site.ts). */
export const SIDEBAR_OF_FOLDER: Record<string, string> = Object.fromEntries(
  SECTIONS.map((s) => [s.prefix.split('/')[1], s.sidebarId]),
);

const MAX_DESCRIPTION_LENGTH = 160;
const SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;

/** Thrown for every refusal: the message is for the writer. */
export class Refusal extends Error {}

const italic = (text: string) => `_${text}_`;

/** A page type: what it is for, and the Markdown after its front matter (`slug`: a data source's). */
interface PageType {
  summary: string;
  body: (page: {slug?: string}) => string[];
}

/**
 * Page types of the style guide. `body` returns the Markdown after the front
 * matter; the italic lines tell the writer what to put there.
 */
export const PAGE_TYPES: Record<string, PageType> = {
  overview: {
    summary: 'section index or introduction: the ideas of an area and a link to every page',
    body: () => [
      italic('Replace this line: say what this area of Timbr is for and who reads this section.'),
      '## Key ideas',
      italic(
        'Replace this line: list the three to six ideas a reader needs, one bullet each, linking to the page that explains it.',
      ),
      '## How the parts fit together',
      italic('Replace this line: show how the ideas relate, with a mermaid diagram where relationships matter.'),
      '## Pages in this section',
      italic('Replace this line: link every page of the section with one line on what each one is for.'),
    ],
  },
  'how-to': {
    summary: 'a task such as installing, deploying or connecting a tool',
    body: () => [
      italic(
        'Replace this line: state in one sentence what the reader will have done at the end, and who this page is for.',
      ),
      '## Before you begin',
      italic(
        'Replace this line: list what the reader needs first (access rights, tools, versions, a running Timbr server).',
      ),
      '## Step 1: First action',
      italic('Replace this line: give the exact command or screen action, then what the reader should see.'),
      '## Verify',
      italic('Replace this line: show how the reader confirms that the task worked.'),
      '## Troubleshooting',
      italic('Replace this line: pair each symptom with its fix.'),
      '## Next steps',
      italic('Replace this line: link the pages a reader usually needs after this one.'),
    ],
  },
  reference: {
    summary: 'a SQL statement, an API endpoint or a system table',
    body: () => [
      italic('Replace this line: summarize in one sentence what the statement or endpoint does.'),
      '## Syntax',
      '```sql template\nCREATE [OR REPLACE] {object_kind} {name}\n```',
      italic(
        'Replace the block above with the real syntax: `[ ]` marks an optional part, `{ }` a placeholder, `|` alternatives.',
      ),
      '## Parameters',
      '| Name | Type | Required | Default | Meaning |\n|---|---|---|---|---|\n| `name` | Identifier | Yes | None | Replace this row with the real parameters. |',
      '## Examples',
      '### A simple case',
      italic(
        'Replace this line: give the smallest useful example as a `sql` block, then its result in a `text` block.',
      ),
      '### A realistic case',
      italic('Replace this line: give an example on the supply-chain running example, with its result.'),
      '## Notes and limits',
      italic('Replace this line: list what the reader must know before relying on this statement.'),
      '## Related statements',
      italic('Replace this line: link the statements used together with this one.'),
    ],
  },
  tutorial: {
    summary: 'a guided exercise with checkpoints',
    body: () => [
      italic('Replace this line: say what the reader builds and learns in this tutorial.'),
      '## Before you begin',
      italic('Replace this line: list what the reader needs before step 1.'),
      '## Step 1: First step',
      italic('Replace this line: describe the step, then a checkpoint with the result the reader should see.'),
      '## Summary',
      italic('Replace this line: recap what the reader built and learned.'),
      '## Next steps',
      italic('Replace this line: link where to go next.'),
    ],
  },
  'data-source': {
    summary: 'a data source page under integration/datasources/<slug>/overview, rendered from the catalog',
    body: ({slug}) => [
      italic(
        'Replace this line: say what the source is, who connects it, and how Timbr reaches it (driver and datasource type).',
      ),
      `import DatasourceCommon from '../_datasource-common.mdx';\nimport DatasourceAdd from '../_datasource-add.mdx';\n` +
        `import DatasourceChecks from '../_datasource-checks.mdx';\nimport source from '@site/src/features/catalogs/data/datasources/${slug}';\n\n` +
        '<DatasourceCommon source={source} />',
      italic(
        'Replace this line: add the setup this source needs before Timbr can connect (accounts, network, options), or delete it.',
      ),
      '<DatasourceAdd source={source} />',
      '## Map a first table',
      italic(
        'Replace this line: map one table of this source to a concept of the supply-chain example, then query it.',
      ),
      '## Limits and troubleshooting',
      '<DatasourceChecks source={source} />',
      italic('Replace this line: list what is specific to this source, each problem with its fix.'),
    ],
  },
  'ui-guide': {
    summary: 'a screen of the platform: its parts and the tasks done there',
    body: () => [
      italic('Replace this line: say what the screen is for and who uses it.'),
      '## Who can use it',
      italic('Replace this line: name the permissions the screen needs.'),
      '## Parts of the screen',
      italic('Replace this line: describe each part of the screen in words (no screenshots).'),
      '## Tasks',
      '### First task',
      italic('Replace this line: number the steps of one task done on this screen.'),
      '## Tips',
      italic('Replace this line: add the shortcuts and habits that save time.'),
      '## Related pages',
      italic('Replace this line: link the pages that go with this screen.'),
    ],
  },
};
/**
 * Text the generator writes for the writer to replace: its instructions
 * (every italic line, and the sample row of a reference page's table), its
 * placeholder headings and its placeholder syntax. `npm run check:mdx`
 * (tools/check/mdx.ts, part of `npm run check` and `npm run
 * check:content`) fails on any of it, naming the file and the line, so an
 * unfinished page does not pass the checks.
 */
export const UNFINISHED_TEXT = [
  {
    pattern: /(?<![A-Za-z])Replace (?:this line|this row|the block above)\b/,
    what: 'an instruction of the page generator',
  },
  {
    pattern: /^#{2,6} (?:Step 1: First (?:action|step)|First task)\s*$/,
    what: 'a placeholder heading of the page generator',
  },
  {pattern: /\{object_kind\}/, what: 'placeholder syntax of the page generator'},
];

/** Every line of a page (`text`: its Markdown) that holds generator text still to replace. */
export function findUnfinished(text: string): {line: number; column: number; what: string; text: string}[] {
  const found: {line: number; column: number; what: string; text: string}[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    for (const {pattern, what} of UNFINISHED_TEXT) {
      const match = pattern.exec(line);
      if (match) {
        found.push({line: i + 1, column: match.index + 1, what, text: line.trim()});
        break;
      }
    }
  });
  return found;
}

const TYPE_ALIASES: Record<string, string> = {
  task: 'how-to',
  howto: 'how-to',
  datasource: 'data-source',
  ui: 'ui-guide',
  index: 'overview',
};

/** What the command line asks for. */
export interface Options {
  type?: string;
  path?: string;
  title?: string;
  description?: string;
  sidebarLabel?: string;
  root?: string;
  dryRun?: boolean;
  help?: boolean;
}

/** The options of the command line; a mistake in it is a Refusal. */
function optionsOf(): Options {
  try {
    const {values} = readArgs({
      type: {type: 'string'},
      path: {type: 'string'},
      title: {type: 'string'},
      description: {type: 'string'},
      'sidebar-label': {type: 'string'},
      root: {type: 'string'},
      'dry-run': {type: 'boolean', default: false},
    });
    const {'sidebar-label': sidebarLabel, 'dry-run': dryRun, ...rest} = values;
    return {...rest, sidebarLabel, dryRun};
  } catch (error) {
    if (error instanceof UsageError) throw new Refusal(`${error.message}. Run with --help for the options.`);
    throw error;
  }
}

/** Normalizes the type name; refuses an unknown one. */
export function checkType(type: string): string {
  const name = TYPE_ALIASES[type] ?? type;
  if (!PAGE_TYPES[name]) {
    throw new Refusal(`Unknown page type "${type}". Choose one of: ${Object.keys(PAGE_TYPES).join(', ')}.`);
  }
  return name;
}

/** Turns --path into a doc id and an extension; refuses a bad path. */
export function checkPath(input: string | undefined): {id: string; extension: string} {
  const raw = String(input ?? '').trim();
  if (!raw) throw new Refusal('The path is empty. Give it under docs/, e.g. --path platform/managing/my-page.');
  if (raw.includes('\\')) throw new Refusal(`Bad path "${raw}": use forward slashes.`);
  if (path.posix.isAbsolute(raw) || /^[A-Za-z]:/.test(raw)) {
    throw new Refusal(`Bad path "${raw}": it must be relative to docs/, e.g. sql/my-statement.`);
  }
  const rest = raw.replace(/^docs\//, '');
  const segments = rest.split('/');
  if (segments.some((s) => s === '..' || s === '.')) {
    throw new Refusal(`Bad path "${raw}": "." and ".." are not allowed; pages live inside docs/.`);
  }
  if (segments.some((s) => s === ''))
    throw new Refusal(`Bad path "${raw}": it has an empty part (a double or trailing slash).`);
  let extension = '.md';
  const last = segments[segments.length - 1];
  const dot = last.indexOf('.');
  if (dot !== -1) {
    const ext = last.slice(dot);
    if (ext !== '.md' && ext !== '.mdx') {
      throw new Refusal(
        `Bad path "${raw}": the extension "${ext}" is not allowed. Leave it out (a .md page is written) or use .md or .mdx.`,
      );
    }
    extension = ext;
    segments[segments.length - 1] = last.slice(0, dot);
  }
  const bad = segments.find((s) => !SEGMENT.test(s));
  if (bad !== undefined) {
    throw new Refusal(
      `Bad path "${raw}": "${bad}" may only use lower-case letters, digits, "-" and "_", and must start with a letter or digit.`,
    );
  }
  if (!Object.hasOwn(SIDEBAR_OF_FOLDER, segments[0])) {
    throw new Refusal(
      `Bad path "${raw}": "${segments[0]}" is not a section folder. Use one of: ${Object.keys(SIDEBAR_OF_FOLDER).join(', ')}.`,
    );
  }
  if (segments.length < 2)
    throw new Refusal(`Bad path "${raw}": give a page name inside the section, e.g. ${segments[0]}/my-page.`);
  return {id: segments.join('/'), extension};
}

export function checkText(name: string, value: string | undefined, {max}: {max?: number} = {}): string {
  const text = String(value ?? '').trim();
  if (!text) throw new Refusal(`The ${name} is missing: give --${name} "...".`);
  if (/[\r\n]/.test(text)) throw new Refusal(`The ${name} must be one line.`);
  if (max && text.length > max) {
    throw new Refusal(
      `The ${name} has ${text.length} characters; at most ${max} are allowed (search engines cut longer ones).`,
    );
  }
  return text;
}

/** All doc ids under docs/ (path without extension, or the `id` of the front matter). */
function existingDocIds(docsDir: string): Map<string, string> {
  const ids = new Map<string, string>();
  for (const entry of fs.readdirSync(docsDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name) || entry.name.startsWith('_')) continue;
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(docsDir, full).split(path.sep).join('/');
    const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(full, 'utf8'));
    let id = path.posix.basename(rel).replace(/\.mdx?$/, '');
    try {
      const data = (fm ? yaml.load(fm[1]) : null) as {id?: unknown} | null;
      if (data && typeof data.id === 'string') id = data.id;
    } catch {
      // A broken front matter is check:mdx's business; keep the file name.
    }
    const dirname = path.posix.dirname(rel);
    ids.set(dirname === '.' ? id : `${dirname}/${id}`, rel);
  }
  return ids;
}

/** The sidebars of sidebars.ts, by name. */
type Sidebars = Record<string, unknown>;
/** An item of a sidebar, as far as this tool reads it. */
interface SidebarItem {
  id?: unknown;
  link?: {type?: string; id?: string};
  items?: unknown;
}

/** Every doc id a sidebar item names (docs, and the doc link of a category). */
function idsOf(items: unknown[], out: string[] = []): string[] {
  for (const value of items) {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') {
      const item = value as SidebarItem;
      if (typeof item.id === 'string') out.push(item.id);
      if (item.link && item.link.type === 'doc') out.push(item.link.id!);
      if (Array.isArray(item.items)) idsOf(item.items, out);
    }
  }
  return out;
}

/**
 * Inserts `id` into sidebars.ts after its closest sibling: the last id of the
 * same sidebar sharing the longest folder prefix. Edits the text so that the
 * file keeps its layout; returns the new text and where the id went.
 */
export function addToSidebar(
  source: string,
  sidebars: Sidebars,
  sidebarName: string,
  id: string,
): {text: string; after: string | null} {
  const sidebar = sidebars[sidebarName];
  if (!Array.isArray(sidebar)) throw new Refusal(`sidebars.ts has no sidebar "${sidebarName}".`);
  const ids = idsOf(sidebar);
  let anchor: string | null = null;
  for (let dir = path.posix.dirname(id); dir !== '.' && !anchor; dir = path.posix.dirname(dir)) {
    const siblings = ids.filter((other) => other.startsWith(`${dir}/`));
    if (siblings.length) anchor = siblings[siblings.length - 1];
  }
  const quoted = (value: string) => new RegExp(`(['"])${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\1`, 'g');
  const lines = source.split('\n');
  const sidebarLine = lines.findIndex((l) => new RegExp(`^\\s*${sidebarName}\\s*:`).test(l));
  if (sidebarLine === -1) throw new Refusal(`Cannot find "${sidebarName}:" in sidebars.ts; add "${id}" by hand.`);
  // The sidebar's text runs to the next top-level key or the end of the object.
  let sidebarEnd = lines.findIndex((l, i) => i > sidebarLine && /^\s{2}\S+\s*:|^\}/.test(l));
  if (sidebarEnd === -1) sidebarEnd = lines.length;

  if (anchor) {
    // The anchor as a sidebar item, not as the `id:` of a category link.
    for (let i = sidebarLine; i < sidebarEnd; i += 1) {
      const line = lines[i];
      for (const match of line.matchAll(quoted(anchor))) {
        if (/id\s*:\s*$/.test(line.slice(0, match.index))) continue;
        const q = match[1];
        const entry = `${q}${id}${q}`;
        if (line.trim() === `${match[0]},` || line.trim() === match[0]) {
          const indent = /^\s*/.exec(line)![0];
          const comma = line.trim().endsWith(',') ? '' : ',';
          lines.splice(i, 1, `${line}${comma}`, `${indent}${entry},`);
        } else {
          const end = match.index + match[0].length;
          const inline = `${line.slice(0, end)}, ${entry}${line.slice(end)}`;
          lines.splice(i, 1, ...wrapLongArray(inline));
        }
        return {text: lines.join('\n'), after: anchor};
      }
    }
  }
  // No sibling: append to the end of the sidebar's top-level array.
  for (let i = sidebarEnd - 1; i > sidebarLine; i -= 1) {
    if (/^\s*\],?\s*$/.test(lines[i])) {
      const indent = `${/^\s*/.exec(lines[i])![0]}  `;
      lines.splice(i, 0, `${indent}'${id}',`);
      return {text: lines.join('\n'), after: null};
    }
  }
  throw new Refusal(`Cannot find where "${sidebarName}" ends in sidebars.ts; add "${id}" by hand.`);
}

/** Splits `  items: ['a', 'b', ...],` into one item per line when it gets longer than 120 characters. */
function wrapLongArray(line: string): string[] {
  if (line.length <= 120) return [line];
  const match = /^(\s*)(.*?\[)(.*)(\],?\s*)$/.exec(line);
  if (!match) return [line];
  const [, indent, head, body, tail] = match;
  const items = body.split(/,\s*/).filter(Boolean);
  return [`${indent}${head}`, ...items.map((item) => `${indent}  ${item},`), `${indent}${tail.trim()}`];
}

/** Front matter plus body of the new page. */
export function renderPage({
  type,
  title,
  description,
  sidebarLabel,
  slug,
}: {
  type: string;
  title: string;
  description: string;
  sidebarLabel?: string;
  slug?: string;
}): string {
  const data: Record<string, string> = {title, description};
  if (sidebarLabel) data.sidebar_label = sidebarLabel;
  const frontMatter = yaml.dump(data, {lineWidth: -1}).trimEnd();
  return `---\n${frontMatter}\n---\n\n${PAGE_TYPES[type].body({slug}).join('\n\n')}\n`;
}

/**
 * Plans the new page: checks everything and returns the files to write.
 * Throws a Refusal (and touches nothing) when the input is wrong.
 */
export function plan(options: Options) {
  const root = path.resolve(options.root ?? REPO);
  const type = checkType(options.type ?? '');
  const {id, extension} = checkPath(options.path);
  const title = checkText('title', options.title);
  const description = checkText('description', options.description, {max: MAX_DESCRIPTION_LENGTH});
  const sidebarLabel = options.sidebarLabel ? checkText('sidebar-label', options.sidebarLabel) : undefined;

  const docsDir = path.join(root, 'docs');
  const sidebarsFile = path.join(root, 'sidebars.ts');
  if (!fs.existsSync(docsDir) || !fs.existsSync(sidebarsFile)) {
    throw new Refusal(`${root} has no docs/ folder or no sidebars.ts: run this from the site folder or give --root.`);
  }
  const file = path.join(docsDir, ...id.split('/')) + extension;
  if (!file.startsWith(docsDir + path.sep)) throw new Refusal(`Bad path "${options.path}": it leaves docs/.`);

  let slug: string | undefined;
  if (type === 'data-source') {
    const match = /^integration\/datasources\/([a-z0-9][a-z0-9_-]*)\/overview$/.exec(id);
    if (!match) {
      throw new Refusal(
        'A data-source page lives at integration/datasources/<slug>/overview, e.g. --path integration/datasources/db2/overview.',
      );
    }
    slug = match[1];
    const {DATASOURCES} = loadTs<{DATASOURCES: {slug: string}[]}>(
      path.join(root, 'src/features/catalogs/data/datasources.ts'),
    );
    if (!DATASOURCES.some((d) => d.slug === slug)) {
      throw new Refusal(
        `"${slug}" is not in the catalog: add its module src/features/catalogs/data/datasources/${slug}.ts and list it in src/features/catalogs/data/datasources.ts first (see CONTRIBUTING.md).`,
      );
    }
  } else if (id.startsWith('integration/datasources/')) {
    throw new Refusal('Pages under integration/datasources/ are data-source pages: use --type data-source.');
  }
  if (type === 'ui-guide' && !id.startsWith('platform/')) {
    throw new Refusal('A ui-guide page describes a screen of the platform: put it under platform/.');
  }

  const ids = existingDocIds(docsDir);
  if (ids.has(id)) throw new Refusal(`The page "${id}" already exists (docs/${ids.get(id)}). Choose another path.`);
  for (const ext of ['.md', '.mdx']) {
    const other = path.join(docsDir, ...id.split('/')) + ext;
    if (fs.existsSync(other)) throw new Refusal(`docs/${id}${ext} already exists. Choose another path.`);
  }
  if (fs.existsSync(path.join(docsDir, ...id.split('/')))) {
    throw new Refusal(`docs/${id} is a folder. Choose another path, e.g. ${id}/index.`);
  }

  const sidebarsSource = fs.readFileSync(sidebarsFile, 'utf8');
  const sidebars = loadTs<Sidebars>(sidebarsFile);
  const allSidebarIds = Object.values(sidebars).flatMap((items) => (Array.isArray(items) ? idsOf(items) : []));
  if (allSidebarIds.includes(id)) throw new Refusal(`sidebars.ts already names "${id}". Choose another path.`);
  const sidebarName = SIDEBAR_OF_FOLDER[id.split('/')[0]];
  const {text: newSidebars, after} = addToSidebar(sidebarsSource, sidebars, sidebarName, id);
  verifySidebars(newSidebars, sidebars, sidebarName, id);

  const page = renderPage({type, title, description, sidebarLabel, slug});
  verifyPage(page, id, sidebarName);
  return {root, type, id, file, page, sidebarsFile, sidebarsSource, newSidebars, sidebarName, after};
}

/** Loads the edited sidebars.ts and checks that only the new id was added. */
function verifySidebars(text: string, before: Sidebars, sidebarName: string, id: string): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-page-'));
  try {
    const copy = path.join(dir, 'sidebars.ts');
    fs.writeFileSync(copy, text);
    const after = loadTs<Sidebars>(copy);
    for (const [name, items] of Object.entries(after)) {
      const expected = idsOf((before[name] as unknown[]) ?? []);
      if (name === sidebarName) expected.push(id);
      const got = idsOf(items as unknown[]);
      if (JSON.stringify([...got].sort()) !== JSON.stringify([...expected].sort())) {
        throw new Refusal(`Editing sidebars.ts went wrong for "${name}"; nothing was written. Add "${id}" by hand.`);
      }
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** The new page against the contract the build gate enforces. */
function verifyPage(page: string, id: string, sidebarName: string): void {
  const frontMatter = yaml.load(/^---\n([\s\S]*?)\n---\n/.exec(page)![1]) as Record<string, unknown>;
  const problems = checkDocsContract([{id, source: `docs/${id}`, sidebar: sidebarName, frontMatter}], []);
  if (problems.length) throw new Refusal(`The page would break the docs contract: ${problems.join('; ')}`);
}

/** Writes the planned files: the page first, then sidebars.ts; undoes the page if the second write fails. */
export function write(planned: ReturnType<typeof plan>): void {
  fs.mkdirSync(path.dirname(planned.file), {recursive: true});
  fs.writeFileSync(planned.file, planned.page, {flag: 'wx'});
  try {
    fs.writeFileSync(planned.sidebarsFile, planned.newSidebars);
  } catch (error) {
    fs.rmSync(planned.file, {force: true});
    throw error;
  }
}

async function askMissing(options: Options): Promise<void> {
  const rl = readline.createInterface({input: process.stdin, output: process.stdout});
  try {
    if (!options.type) options.type = (await rl.question(`Page type (${Object.keys(PAGE_TYPES).join(', ')}): `)).trim();
    if (!options.path)
      options.path = (
        await rl.question('Path under docs/, without extension (e.g. platform/managing/my-page): ')
      ).trim();
    if (!options.title) options.title = (await rl.question('Title: ')).trim();
    if (!options.description)
      options.description = (
        await rl.question(`Description (one sentence, at most ${MAX_DESCRIPTION_LENGTH} characters): `)
      ).trim();
  } finally {
    rl.close();
  }
}

function help(): string {
  const types = Object.entries(PAGE_TYPES)
    .map(([name, t]) => `  ${name.padEnd(12)} ${t.summary}`)
    .join('\n');
  return `Usage: npm run new-page -- --type <type> --path <section/.../page> --title "..." --description "..." [--sidebar-label "..."] [--dry-run] [--root <dir>]

Page types:
${types}

Sections (first folder of the path): ${Object.keys(SIDEBAR_OF_FOLDER).join(', ')}.
The page is written to docs/<path>.md and its id added to the section's sidebar in sidebars.ts,
after the last page of the same folder. Nothing is written if any check fails.`;
}

async function main(): Promise<void> {
  const options = optionsOf();
  if (options.help) {
    console.log(help());
    return;
  }
  const missing = (['type', 'path', 'title', 'description'] as const).filter((k) => !options[k]);
  if (missing.length && process.stdin.isTTY && process.stdout.isTTY) await askMissing(options);
  const planned = plan(options);
  const relFile = path.relative(planned.root, planned.file).split(path.sep).join('/');
  const where = planned.after ? `after "${planned.after}"` : 'at the end';
  if (options.dryRun) {
    console.log(`Dry run: nothing written.\nWould write ${relFile} (${planned.type}):\n\n${planned.page}`);
    console.log(`Would add "${planned.id}" to ${planned.sidebarName} in sidebars.ts, ${where}.`);
    return;
  }
  write(planned);
  console.log(
    `Wrote ${relFile} (${planned.type}) and added "${planned.id}" to ${planned.sidebarName} in sidebars.ts, ${where}.`,
  );
  console.log(
    'Next: replace every italic "Replace this line" paragraph (check:content fails until they are all gone), run `npm run check:content`, and preview with `npm start`.',
  );
}

if (isMain(__filename)) {
  main().catch((error) => {
    if (error instanceof Refusal) {
      console.error(`new-page: ${error.message}\nNothing was written.`);
      process.exit(1);
    }
    console.error(error);
    process.exit(2);
  });
}
