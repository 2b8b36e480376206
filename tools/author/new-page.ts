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
// This file holds the command line, the plan and the writing; the page types are in ./new-page-types.ts, the checks
// of the input in ./new-page-checks.ts, the edit of sidebars.ts in ./new-page-sidebars.ts.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import {UsageError, readArgs} from '../lib/args';
import {ROOT as REPO, isMain, loadTs} from '../lib/loader';
import {PAGE_TYPES, renderPage} from './new-page-types';
import {
  MAX_DESCRIPTION_LENGTH,
  Refusal,
  SIDEBAR_OF_FOLDER,
  checkPath,
  checkText,
  checkType,
  existingDocIds,
  verifyPage,
} from './new-page-checks';
import {addToSidebar, idsOf, verifySidebars, type Sidebars} from './new-page-sidebars';

// What the tests and tools/check/mdx.ts import from here.
export {PAGE_TYPES, UNFINISHED_TEXT, findUnfinished, renderPage} from './new-page-types';
export {Refusal, SIDEBAR_OF_FOLDER, checkPath, checkText, checkType} from './new-page-checks';
export {addToSidebar} from './new-page-sidebars';

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
