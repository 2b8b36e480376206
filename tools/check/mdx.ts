// Fast syntax check of Markdown/MDX pages without a full site build: parses the
// front matter (YAML; pages need a title and a description of at most 160
// characters, partials starting with `_` need none), compiles each file with the
// same MDX compiler and remark plugins Docusaurus uses, and reports
// file:line:column and the reason for every file that fails. Text the page
// generator wrote for the writer to replace ("Replace this line: ...", see
// UNFINISHED_TEXT in tools/author/new-page-types.ts) fails too, line by line. A glossary term
// (`:term[...]`) must name an entry of src/features/glossary/glossary.json, as the build
// requires (src/features/glossary).
// Usage: npm run check:mdx [-- file-or-folder ...]   (default: docs)
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import yaml from 'js-yaml';
import fs from 'node:fs';
import path from 'node:path';
import type {VFile} from 'vfile';
import {TERM_DIRECTIVE, findTerm, readGlossary} from '../../src/features/glossary/catalog.mjs';
import {findUnfinished} from '../author/new-page-types';
import {argsOf} from '../lib/args';
import {filesOf, isMarkdown} from '../lib/files';
import {ROOT, isMain} from '../lib/loader';

/** A node of the Markdown tree, as far as this check reads it. */
interface Node {
  type: string;
  name?: string;
  value?: string;
  attributes?: Record<string, string | null | undefined> | null;
  children?: Node[];
}

const glossary = readGlossary(ROOT);

/** Fails the compile on a `:term[...]` that names no glossary entry. */
function remarkKnownTerms() {
  const walk = (node: Node, file: VFile) => {
    if (node.type === 'textDirective' && node.name === TERM_DIRECTIVE) {
      const label = (function text(n: Node): string {
        return n.value ?? (n.children ?? []).map(text).join('');
      })(node);
      if (!findTerm(glossary, label, node.attributes?.id ?? undefined)) {
        file.fail(`":term[${label}]" names no entry of the glossary (src/features/glossary/glossary.json)`, node);
      }
    }
    for (const child of node.children ?? []) walk(child, file);
  };
  return walk;
}

async function main(): Promise<number> {
  const {positionals: targets} = argsOf(
    'check:mdx',
    'Usage: npm run check:mdx [-- file-or-folder ...]   (default: docs)',
    {},
    {positionals: true},
  );
  const files = filesOf(targets.length ? targets : ['docs'], isMarkdown);
  let failed = 0;
  let unfinishedFiles = 0;
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source);
    const problems: string[] = [];
    try {
      const data = (frontMatter ? (yaml.load(frontMatter[1]) ?? {}) : {}) as Record<string, unknown>;
      if (!path.basename(file).startsWith('_')) {
        if (typeof data.title !== 'string' || !data.title.trim()) problems.push('front matter: missing title');
        if (typeof data.description !== 'string' || !data.description.trim())
          problems.push('front matter: missing description');
        else if (data.description.length > 160)
          problems.push(`front matter: description has ${data.description.length} characters (at most 160)`);
      }
    } catch (error) {
      const e = error as {reason?: string; message: string; mark?: {line?: number}};
      problems.push(`front matter: ${e.reason ?? e.message} (line ${(e.mark?.line ?? 0) + 2})`);
    }
    if (problems.length) {
      failed += 1;
      for (const problem of problems) console.error(`${file}:1:1 ${problem}`);
      continue;
    }
    const unfinished = findUnfinished(source);
    if (unfinished.length) {
      unfinishedFiles += 1;
      for (const u of unfinished)
        console.error(`${file}:${u.line}:${u.column} unfinished: ${u.what}, still to replace: ${u.text}`);
    }
    try {
      await compile(source, {
        remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, remarkKnownTerms],
      });
    } catch (error) {
      failed += 1;
      const e = error as {
        reason?: string;
        message: string;
        place?: {line?: number; column?: number; start?: {line?: number; column?: number}};
      };
      const where = e.place?.start ?? e.place ?? {};
      console.error(`${file}:${where.line ?? '?'}:${where.column ?? '?'} ${e.reason ?? e.message}`);
    }
  }
  console.log(
    `${files.length - failed} of ${files.length} files compile; ` +
      (unfinishedFiles ? `${unfinishedFiles} hold unfinished generator text` : 'none holds unfinished generator text'),
  );
  return failed || unfinishedFiles ? 1 : 0;
}

if (isMain(__filename)) main().then((status) => process.exit(status));
