/**
 * src/features/highlighter stands in for prism-react-renderer (Prism's
 * bare core plus PRISM_LANGUAGES). These checks keep it honest: every fence
 * language of the docs has a grammar, our `normalizeTokens` gives what
 * prism-react-renderer's gives, and every code block of the docs tokenizes as
 * it did with prism-react-renderer's bundled Prism.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type PrismNamespace from 'prismjs';
import * as original from 'prism-react-renderer';
import {nestedTypePairs, nodePrism as sitePrism} from '../../../src/features/highlighter/node-prism';
import {codeThemeCss} from '../../../src/features/highlighter/theme-css';
import {normalizeTokens} from '../../../src/shared/prism/Highlight';
import {PRISM_LANGUAGES, UNHIGHLIGHTED_LANGUAGES} from '../../../src/shared/prism/languages';
import {extendTimbrSql} from '../../../src/shared/prism/timbr-sql';
import {grammarOf} from '../../../src/features/highlighter/grammars';
import remarkHighlight, {HIGHLIGHTED_PROP} from '../../../src/features/highlighter/remark';
import {codeHtml, linesFor, linesText} from '../../../src/shared/prism/static-html';

const ROOT = path.resolve(__dirname, '../../..');

// The site's Prism (src/features/highlighter/node-prism.ts) has the Timbr SQL tokens; so must the reference.
extendTimbrSql(original.Prism as unknown as typeof PrismNamespace);

interface Fence {
  file: string;
  line: number;
  lang: string;
  code: string;
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
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
      const code = m[4]
        .split('\n')
        .map((l) => l.slice(m[1].length))
        .join('\n')
        .replace(/\n$/, '');
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
  const missing = FENCES.filter((f) => !UNHIGHLIGHTED_LANGUAGES.includes(f.lang) && !sitePrism.languages[f.lang]).map(
    (f) => `${f.file}:${f.line} \`\`\`${f.lang}`,
  );
  expect(missing, 'add the language to src/shared/prism/languages.ts').toEqual([]);
});

test('every language listed is used by some page (a grammar no page uses is dead weight)', () => {
  const used = new Set(FENCES.map((f) => f.lang));
  // Languages other languages build on, or that refine one, are used through it.
  const through: Record<string, string[]> = {
    markup: ['html', 'xml'],
    css: ['html', 'css'],
    'css-extras': ['css', 'html'],
    clike: ['javascript', 'json'],
    regex: ['javascript'],
    'js-extras': ['javascript'],
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

test("every code block tokenizes as it did with prism-react-renderer's bundled Prism", () => {
  const bundled = original.Prism.languages as Record<string, PrismNamespace.Grammar | undefined>;
  const compared = FENCES.filter((f) => sitePrism.languages[f.lang] && bundled[f.lang]);
  expect(new Set(compared.map((f) => f.lang))).toEqual(
    new Set(['sql', 'python', 'yaml', 'javascript', 'json', 'html', 'xml', 'css', 'text']),
  );
  for (const f of compared) {
    const ours = normalizeTokens(sitePrism.tokenize(f.code, sitePrism.languages[f.lang]));
    const theirs = original.normalizeTokens(original.Prism.tokenize(f.code, bundled[f.lang]!) as never);
    expect(ours, `${f.file}:${f.line} \`\`\`${f.lang}`).toEqual(theirs);
  }
});

test.describe('highlighting at build time', () => {
  type CodeNode = {
    type: string;
    lang?: string;
    meta?: string;
    value: string;
    data?: {hProperties?: Record<string, unknown>};
    position?: {start: {line: number}};
  };
  const run = (nodes: CodeNode[], file = 'docs/x.md') => {
    const tree = {type: 'root', children: nodes};
    remarkHighlight()(tree, {path: file});
    return nodes.map((n) => n.data?.hProperties?.[HIGHLIGHTED_PROP] as string | undefined);
  };

  test('fence languages map to Prism components; unknown ones are undefined', () => {
    expect(grammarOf('SH')).toBe('bash');
    expect(grammarOf('yml')).toBe('yaml');
    expect(grammarOf('text')).toBeNull();
    expect(grammarOf('cobol')).toBeUndefined();
  });

  test("every code block of the docs becomes lines of HTML with the tokens of the site's Prism, and the same text", () => {
    for (const f of FENCES.filter((fence) => fence.lang !== 'mermaid')) {
      const [html] = run([{type: 'code', lang: f.lang, value: f.code}], f.file);
      expect(html, `${f.file}:${f.line}`).toBeDefined();
      expect(linesText(html!), `${f.file}:${f.line}`).toBe(f.code);
      const tokens = normalizeTokens(
        grammarOf(f.lang) ? sitePrism.tokenize(f.code, sitePrism.languages[f.lang]) : [f.code],
      );
      const colored = tokens.flat().filter((t) => !t.empty && !(t.types.length === 1 && t.types[0] === 'plain'));
      expect((html!.match(/<span class="token /g) ?? []).length, `${f.file}:${f.line}`).toBe(colored.length);
      expect(html!.split('\n')).toHaveLength(tokens.length);
    }
  });

  test('tokens keep all their types as classes; text is escaped; plain text has no element', () => {
    const [sql, html] = run([
      {type: 'code', lang: 'sql', value: "SELECT a FROM t WHERE b < 'x & y'"},
      {type: 'code', lang: 'html', value: '<a href="x">&amp;</a>'},
    ]);
    expect(sql).toContain('<span class="token keyword">SELECT</span> a');
    expect(sql).toContain('&lt;');
    expect(sql).toContain('&amp;');
    expect(html).toContain('<span class="token tag punctuation">&lt;</span>');
    expect(linesText(html!)).toBe('<a href="x">&amp;</a>');
  });

  test('the lines a magic comment removes are dropped in the browser; lines of other code are refused', () => {
    const [built] = run([{type: 'code', lang: 'sql', value: 'SELECT 1;\n-- highlight-next-line\nSELECT 2;'}]);
    const shown = linesFor(built!, 'SELECT 1;\nSELECT 2;');
    expect(shown).toBe(
      '<span class="token keyword">SELECT</span> <span class="token number">1</span><span class="token punctuation">;</span>\n' +
        '<span class="token keyword">SELECT</span> <span class="token number">2</span><span class="token punctuation">;</span>',
    );
    expect(linesFor(built!, 'SELECT 1;\n-- highlight-next-line\nSELECT 2;')).toBe(built);
    expect(linesFor(built!, 'SELECT 3;')).toBeUndefined();
  });

  test('a block without a language is plain text; an unknown fence language fails the build', () => {
    expect(run([{type: 'code', value: 'a < b\n\nc'}])).toEqual(['a &lt; b\n\nc']);
    expect(() => run([{type: 'code', lang: 'cobol', value: 'x', position: {start: {line: 7}}}], 'docs/old.md')).toThrow(
      /docs\/old\.md:7: .*"cobol"/,
    );
  });

  test("the code element's HTML has the theme's line markup, with line classes and numbers", () => {
    const numbered = {line: 'L', number: 'N', content: 'C'};
    expect(codeHtml('a\n', {lineClassNames: {}})).toBe(
      '<div class="token-line">a<br></div><div class="token-line"><br></div>',
    );
    expect(codeHtml('a\nb', {lineClassNames: {1: ['theme-code-block-highlighted-line']}, numbered})).toBe(
      '<div class="token-line L"><span class="N"></span><span class="C">a</span><br></div>' +
        '<div class="token-line theme-code-block-highlighted-line L"><span class="N"></span><span class="C">b</span><br></div>',
    );
  });
});

test.describe('code color style sheet', () => {
  const light = {
    plain: {color: '#000', backgroundColor: '#fff'},
    styles: [
      {types: ['keyword'], style: {color: '#00f'}},
      {types: ['comment'], style: {color: '#080', fontStyle: 'italic' as const}},
      {types: ['tag'], style: {color: '#800'}},
      {types: ['attr-name'], style: {color: '#c00'}},
    ],
  };
  const dark = {
    plain: {color: '#ddd', backgroundColor: '#111'},
    styles: [
      {types: ['keyword'], style: {color: '#69f'}},
      {types: ['tag'], languages: ['markup'], style: {color: '#6a6'}},
    ],
  };

  test('light is the default, dark applies under data-theme=dark, both override the inline variables', () => {
    const css = codeThemeCss(light, dark);
    expect(css).toContain(":root:not([data-theme='dark']) .prism-code .token.keyword { color: #00f; }");
    expect(css).toContain(
      ":root:not([data-theme='dark']) .prism-code .token.comment { color: #080; font-style: italic; }",
    );
    expect(css).toContain("[data-theme='dark'] .prism-code .token.keyword { color: #69f; }");
    expect(css).toContain("[data-theme='dark'] .prism-code.language-markup .token.tag { color: #6a6; }");
    expect(css).toContain(
      "[data-theme='dark'] .theme-code-block { --prism-color: #ddd !important; --prism-background-color: #111 !important; }",
    );
    expect(css).not.toMatch(/\[data-theme='dark'\] \.prism-code \.token\.comment/);
  });

  test("a nested token takes the inner type's values, only where both types have some", () => {
    const css = codeThemeCss(light, dark, [
      ['tag', 'attr-name'],
      ['keyword', 'comment'],
      ['comment', 'keyword'],
      ['tag', 'unstyled'],
    ]);
    expect(css).toContain(":root:not([data-theme='dark']) .prism-code .token.tag.attr-name { color: #c00; }");
    // Pairs seen both ways cannot be ordered: left to the theme order.
    expect(css).not.toContain('.token.keyword.comment');
    expect(css).not.toContain('.token.comment.keyword');
    expect(css).not.toContain('.token.tag.unstyled');
  });

  test('names that are not CSS classes are refused', () => {
    expect(() => codeThemeCss({...light, styles: [{types: ['bad type'], style: {color: '#000'}}]}, dark)).toThrow(
      /bad type/,
    );
  });

  test('the nesting of token types is read from the grammars', () => {
    const pairs = nestedTypePairs().map((p) => p.join('>'));
    expect(pairs).toEqual(expect.arrayContaining(['tag>attr-name', 'tag>attr-value', 'attr-value>punctuation']));
  });
});
