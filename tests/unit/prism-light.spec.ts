/**
 * src/prism stands in for prism-react-renderer in the site's bundles (Prism's
 * bare core plus PRISM_LANGUAGES). These checks keep it honest: every fence
 * language of the docs has a grammar, our `normalizeTokens` gives what
 * prism-react-renderer's gives, and every code block of the docs tokenizes as
 * it did with prism-react-renderer's bundled Prism.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';
import type PrismNamespace from 'prismjs';
import * as original from 'prism-react-renderer';
import {Prism as sitePrism} from '../../src/prism/core';
import {normalizeTokens} from '../../src/prism/Highlight';
import {PRISM_LANGUAGES, UNHIGHLIGHTED_LANGUAGES} from '../../src/prism/languages';
import {extendTimbrSql} from '../../src/theme/timbr-sql-prism';

const ROOT = path.resolve(__dirname, '../..');
const require = createRequire(__filename);

// Load the languages the way the theme does: onto the global Prism, in order.
const scope = globalThis as {Prism?: unknown};
const before = scope.Prism;
scope.Prism = sitePrism;
for (const lang of PRISM_LANGUAGES) require(`prismjs/components/prism-${lang}`);
scope.Prism = before;
extendTimbrSql(sitePrism);
extendTimbrSql(original.Prism as unknown as typeof PrismNamespace);

interface Fence {file: string; line: number; lang: string; code: string}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && pattern.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Fenced code blocks of the docs, with their language. */
function fences(): Fence[] {
  const out: Fence[] = [];
  for (const file of filesUnder(path.join(ROOT, 'docs'), /\.mdx?$/)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^([ \t]*)(`{3,})([\w-]+)[^\n]*\n([\s\S]*?)^\1\2[ \t]*$/gm)) {
      const line = text.slice(0, m.index).split('\n').length;
      const code = m[4].split('\n').map((l) => l.slice(m[1].length)).join('\n').replace(/\n$/, '');
      out.push({file: path.relative(ROOT, file), line, lang: m[3].toLowerCase(), code});
    }
  }
  return out;
}

const FENCES = fences();

test('the docs have code blocks to check', () => {
  expect(FENCES.length).toBeGreaterThan(300);
  expect(new Set(FENCES.map((f) => f.lang))).toContain('sql');
});

test('every fence language of the docs is highlighted, or plain on purpose', () => {
  const missing = FENCES.filter((f) => !UNHIGHLIGHTED_LANGUAGES.includes(f.lang) && !sitePrism.languages[f.lang])
    .map((f) => `${f.file}:${f.line} \`\`\`${f.lang}`);
  expect(missing, 'add the language to src/prism/languages.ts').toEqual([]);
});

test('every language listed is used by some page (each one costs every first visit)', () => {
  const used = new Set(FENCES.map((f) => f.lang));
  // Languages other languages build on, or that refine one, are used through it.
  const through: Record<string, string[]> = {
    markup: ['html', 'xml'], css: ['html', 'css'], 'css-extras': ['css', 'html'], clike: ['javascript', 'json'],
    regex: ['javascript'], 'js-extras': ['javascript'],
  };
  const unused = PRISM_LANGUAGES.filter((lang) => !used.has(lang) && !(through[lang] ?? []).some((l) => used.has(l)));
  expect(unused).toEqual([]);
});

test('normalizeTokens splits tokens into lines exactly as prism-react-renderer does', () => {
  const samples = FENCES.filter((f) => sitePrism.languages[f.lang]);
  expect(samples.length).toBeGreaterThan(300);
  for (const f of samples) {
    const tokens = sitePrism.tokenize(f.code, sitePrism.languages[f.lang]);
    expect(normalizeTokens(tokens), `${f.file}:${f.line}`).toEqual(original.normalizeTokens(tokens));
  }
  // Edge cases: empty code, blank lines, CRLF, a trailing newline, nested tokens across lines.
  for (const code of ['', '\n', 'a\r\nb\rc\n', 'SELECT 1;\n\n\nSELECT 2;\n', '/* one\n two */ SELECT `a`']) {
    const tokens = sitePrism.tokenize(code, sitePrism.languages.sql);
    expect(normalizeTokens(tokens), JSON.stringify(code)).toEqual(original.normalizeTokens(tokens));
  }
  expect(normalizeTokens(['plain text\nsecond line'])).toEqual(original.normalizeTokens(['plain text\nsecond line']));
});

test('every code block tokenizes as it did with prism-react-renderer\'s bundled Prism', () => {
  const bundled = original.Prism.languages as Record<string, PrismNamespace.Grammar | undefined>;
  const compared = FENCES.filter((f) => sitePrism.languages[f.lang] && bundled[f.lang]);
  expect(new Set(compared.map((f) => f.lang))).toEqual(new Set(['sql', 'python', 'yaml', 'javascript', 'json', 'html', 'css', 'text']));
  for (const f of compared) {
    const ours = normalizeTokens(sitePrism.tokenize(f.code, sitePrism.languages[f.lang]));
    const theirs = original.normalizeTokens(original.Prism.tokenize(f.code, bundled[f.lang]!) as never);
    expect(ours, `${f.file}:${f.line} \`\`\`${f.lang}`).toEqual(theirs);
  }
});
