/**
 * src/features/highlighter stands in for prism-react-renderer in the site's bundles (Prism's
 * bare core plus PRISM_LANGUAGES). These checks keep it honest: every fence
 * language of the docs has a grammar, our `normalizeTokens` gives what
 * prism-react-renderer's gives, and every code block of the docs tokenizes as
 * it did with prism-react-renderer's bundled Prism.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {test, expect} from '@playwright/test';
import type PrismNamespace from 'prismjs';
import * as original from 'prism-react-renderer';
import {nestedTypePairs, nodePrism as sitePrism} from '../../src/features/highlighter/node-prism';
import {codeThemeCss} from '../../src/features/highlighter/theme-css';
import {normalizeTokens} from '../../src/shared/prism/Highlight';
import {PRISM_LANGUAGES, UNHIGHLIGHTED_LANGUAGES} from '../../src/shared/prism/languages';
import {extendTimbrSql} from '../../src/shared/prism/timbr-sql';
import {grammarClosure, grammarImports, grammarOf} from '../../src/features/highlighter/grammars';
import remarkPrismGrammars from '../../src/features/highlighter/remark';
import type {Root} from 'mdast';

const ROOT = path.resolve(__dirname, '../..');

// The site's Prism (src/features/highlighter/node-prism.ts) has the Timbr SQL tokens; so must the reference.
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
  expect(missing, 'add the language to src/shared/prism/languages.ts').toEqual([]);
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

test.describe('grammars per page', () => {
  /** A Prism of its own, in a separate realm, with only these components loaded in order. */
  function prismWith(ids: string[]): typeof PrismNamespace {
    const context = vm.createContext({});
    const run = (file: string) => vm.runInContext(fs.readFileSync(require.resolve(file), 'utf8'), context, {filename: file});
    run('prismjs/components/prism-core.js');
    for (const id of ids) run(`prismjs/components/prism-${id}.js`);
    const prism = (context as {Prism: typeof PrismNamespace}).Prism;
    if (ids.includes('sql')) extendTimbrSql(prism);
    return prism;
  }

  test('each fence language tokenizes with only its closure loaded exactly as with every language loaded', () => {
    const byLang = new Map<string, Fence[]>();
    // The docs' blocks, plus samples where one language leans on another.
    const samples: Fence[] = [
      {file: 'sample', line: 1, lang: 'javascript', code: 'const re = /a+b[0-9]?/gu;'},
      {file: 'sample', line: 2, lang: 'http', code: 'POST /x HTTP/1.1\nContent-Type: application/json\n\n{"a": [1, true]}'},
      {file: 'sample', line: 3, lang: 'html', code: '<style>a { color: #fff; }</style>\n<script>let x = /y/;</script>'},
    ];
    for (const f of [...FENCES, ...samples].filter((fence) => grammarOf(fence.lang))) byLang.set(f.lang, [...(byLang.get(f.lang) ?? []), f]);
    expect([...byLang.keys()]).toEqual(expect.arrayContaining(['sql', 'bash', 'python', 'yaml', 'javascript', 'json', 'http', 'html', 'css', 'ini']));
    for (const [lang, blocks] of byLang) {
      const closure = grammarClosure([grammarOf(lang)!]);
      const alone = prismWith(closure);
      for (const f of blocks) {
        const ours = normalizeTokens(alone.tokenize(f.code, alone.languages[lang]));
        expect(ours, `${f.file}:${f.line} \`\`\`${lang} with ${closure.join(', ')}`).toEqual(normalizeTokens(sitePrism.tokenize(f.code, sitePrism.languages[lang])));
      }
    }
  });

  test('the closure brings what a language requires, uses and is refined by, in loading order', () => {
    expect(grammarClosure(['sql'])).toEqual(['sql']);
    expect(grammarClosure(['javascript'])).toEqual(['clike', 'regex', 'javascript', 'js-extras']);
    expect(grammarClosure(['css'])).toEqual(['css', 'css-extras']);
    // HTML embeds CSS and JavaScript: markup brings the languages that modify it.
    expect(grammarClosure(['markup'])).toEqual(['markup', 'css', 'css-extras', 'clike', 'regex', 'javascript', 'js-extras']);
    expect(grammarClosure(['json'])).toEqual(['json']);
    expect(grammarClosure(['http'])).toEqual(expect.arrayContaining(['json', 'javascript', 'markup', 'css', 'http']));
    expect(grammarClosure(['http']).at(-1)).toBe('http');
    expect(grammarOf('SH')).toBe('bash');
    expect(grammarOf('yml')).toBe('yaml');
    expect(grammarOf('text')).toBeNull();
    expect(grammarOf('cobol')).toBeUndefined();
  });

  test('the remark plugin adds the imports a page needs, first the global, sql with the Timbr tokens', () => {
    const tree: Root = {type: 'root', children: [
      {type: 'code', lang: 'sql', value: 'SELECT 1'},
      {type: 'blockquote', children: [{type: 'code', lang: 'sh', value: 'ls'}]},
      {type: 'code', lang: 'text', value: 'plain'},
    ]};
    remarkPrismGrammars()(tree, {path: 'docs/x.md'});
    const esm = tree.children[0] as unknown as {type: string; value: string; data: {estree: {body: {source: {value: string}}[]}}};
    expect(esm.type).toBe('mdxjsEsm');
    const sources = esm.data.estree.body.map((d) => d.source.value);
    expect(sources).toEqual(['@site/src/shared/prism/global-scope', 'prismjs/components/prism-bash.js', '@site/src/shared/prism/sql-grammar']);
    expect(esm.value).toBe(sources.map((s) => `import "${s}";`).join('\n'));
    expect(grammarImports(['text', 'mermaid'])).toEqual([]);
  });

  test('a page without highlighted code gets no import; an unknown fence language fails the build', () => {
    const plain: Root = {type: 'root', children: [{type: 'code', lang: 'text', value: 'x'}, {type: 'code', lang: null, value: 'y'}]};
    remarkPrismGrammars()(plain, {path: 'docs/plain.md'});
    expect(plain.children).toHaveLength(2);
    const unknown: Root = {type: 'root', children: [{type: 'code', lang: 'cobol', value: 'x', position: {start: {line: 7, column: 1}, end: {line: 7, column: 2}}}]};
    expect(() => remarkPrismGrammars()(unknown, {path: 'docs/old.md'})).toThrow(/docs\/old\.md:7: .*"cobol"/);
  });
});

test.describe('code color style sheet', () => {
  const light = {plain: {color: '#000', backgroundColor: '#fff'}, styles: [
    {types: ['keyword'], style: {color: '#00f'}},
    {types: ['comment'], style: {color: '#080', fontStyle: 'italic' as const}},
    {types: ['tag'], style: {color: '#800'}},
    {types: ['attr-name'], style: {color: '#c00'}},
  ]};
  const dark = {plain: {color: '#ddd', backgroundColor: '#111'}, styles: [
    {types: ['keyword'], style: {color: '#69f'}},
    {types: ['tag'], languages: ['markup'], style: {color: '#6a6'}},
  ]};

  test('light is the default, dark applies under data-theme=dark, both override the inline variables', () => {
    const css = codeThemeCss(light, dark);
    expect(css).toContain(":root:not([data-theme='dark']) .prism-code .token.keyword { color: #00f; }");
    expect(css).toContain(":root:not([data-theme='dark']) .prism-code .token.comment { color: #080; font-style: italic; }");
    expect(css).toContain("[data-theme='dark'] .prism-code .token.keyword { color: #69f; }");
    expect(css).toContain("[data-theme='dark'] .prism-code.language-markup .token.tag { color: #6a6; }");
    expect(css).toContain("[data-theme='dark'] .theme-code-block { --prism-color: #ddd !important; --prism-background-color: #111 !important; }");
    expect(css).not.toMatch(/\[data-theme='dark'\] \.prism-code \.token\.comment/);
  });

  test('a nested token takes the inner type\'s values, only where both types have some', () => {
    const css = codeThemeCss(light, dark, [['tag', 'attr-name'], ['keyword', 'comment'], ['comment', 'keyword'], ['tag', 'unstyled']]);
    expect(css).toContain(":root:not([data-theme='dark']) .prism-code .token.tag.attr-name { color: #c00; }");
    // Pairs seen both ways cannot be ordered: left to the theme order.
    expect(css).not.toContain('.token.keyword.comment');
    expect(css).not.toContain('.token.comment.keyword');
    expect(css).not.toContain('.token.tag.unstyled');
  });

  test('names that are not CSS classes are refused', () => {
    expect(() => codeThemeCss({...light, styles: [{types: ['bad type'], style: {color: '#000'}}]}, dark)).toThrow(/bad type/);
  });

  test('the nesting of token types is read from the grammars', () => {
    const pairs = nestedTypePairs().map((p) => p.join('>'));
    expect(pairs).toEqual(expect.arrayContaining(['tag>attr-name', 'tag>attr-value', 'attr-value>punctuation']));
  });
});
