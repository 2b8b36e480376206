#!/usr/bin/env node
// Fast syntax check of Markdown/MDX pages without a full site build: parses the
// front matter (YAML; pages need a title and a description of at most 160
// characters, partials starting with `_` need none), compiles each file with the
// same MDX compiler and remark plugins Docusaurus uses, and reports
// file:line:column and the reason for every file that fails. Text the page
// generator wrote for the writer to replace ("Replace this line: ...", see
// UNFINISHED_TEXT in new-page.mjs) fails too, line by line. A glossary term
// (`:term[...]`) must name an entry of src/features/glossary/glossary.json, as the build
// requires (src/features/glossary).
// Usage: node tools/check/mdx.mjs [file-or-folder ...]   (default: docs)
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import yaml from 'js-yaml';
import fs from 'node:fs';
import path from 'node:path';
import {filesOf, isMarkdown} from '../lib/files.mjs';
import {findUnfinished} from '../author/new-page.mjs';
import {TERM_DIRECTIVE, findTerm, readGlossary} from '../../src/features/glossary/catalog.mjs';

const glossary = readGlossary(path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..'));

/** Fails the compile on a `:term[...]` that names no glossary entry. */
function remarkKnownTerms() {
  const walk = (node, file) => {
    if (node.type === 'textDirective' && node.name === TERM_DIRECTIVE) {
      const label = (function text(n) {
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

const targets = process.argv.slice(2);
const files = filesOf(targets.length ? targets : ['docs'], isMarkdown);
let failed = 0;
let unfinishedFiles = 0;
for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const problems = [];
  try {
    const data = frontMatter ? (yaml.load(frontMatter[1]) ?? {}) : {};
    if (!path.basename(file).startsWith('_')) {
      if (typeof data.title !== 'string' || !data.title.trim()) problems.push('front matter: missing title');
      if (typeof data.description !== 'string' || !data.description.trim())
        problems.push('front matter: missing description');
      else if (data.description.length > 160)
        problems.push(`front matter: description has ${data.description.length} characters (at most 160)`);
    }
  } catch (error) {
    problems.push(`front matter: ${error.reason ?? error.message} (line ${(error.mark?.line ?? 0) + 2})`);
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
    const where = error.place?.start ?? error.place ?? {};
    console.error(`${file}:${where.line ?? '?'}:${where.column ?? '?'} ${error.reason ?? error.message}`);
  }
}
console.log(
  `${files.length - failed} of ${files.length} files compile; ` +
    (unfinishedFiles ? `${unfinishedFiles} hold unfinished generator text` : 'none holds unfinished generator text'),
);
process.exit(failed || unfinishedFiles ? 1 : 0);
