// ESLint (`npm run lint`, part of `npm run check`): the recommended rules of
// ESLint and typescript-eslint, the rules of React hooks, and the boundary of
// the feature folders: a file of src/features/<feature>/ imports its own
// feature, src/shared/, src/site.ts, packages/ and libraries, never another
// feature; src/shared/ and src/site.ts import no feature; a workspace package
// (packages/<name>/, mcp/) imports another by its name, never a file of a
// feature, and one of packages/ nothing outside its folder. And the direction of
// the tests: only the tests (tests/ and the Playwright configurations) import
// tests/; the site, the packages and the tools (tools/) never do, so the tests
// import the tools and not the other way round. The two boundary rules are
// ours (below): they resolve relative and `@site/` imports to files, which a
// pattern of `no-restricted-imports` cannot, and they need no resolver package.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import js from '@eslint/js';
import {defineConfig} from 'eslint/config';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const FEATURES = path.join(ROOT, 'src', 'features');
const SHARED = [path.join(ROOT, 'src', 'shared'), path.join(ROOT, 'src', 'site.ts')];
const PACKAGES = path.join(ROOT, 'packages');
const MCP = path.join(ROOT, 'mcp');
const TESTS = path.join(ROOT, 'tests');

/** The feature folder a file is in, if any. */
function featureOf(file) {
  const rel = path.relative(FEATURES, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep)[0] : undefined;
}

/** The folder of the package in packages/ a file is in, if any. */
function packageOf(file) {
  const rel = path.relative(PACKAGES, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel)
    ? path.join(PACKAGES, rel.split(path.sep)[0])
    : undefined;
}

const isIn = (file, folder) => file === folder || file.startsWith(folder + path.sep);

/** The file or folder a relative or `@site/` module path names; undefined for a library. */
function targetOf(source, file) {
  if (source.startsWith('@site/')) return path.join(ROOT, source.slice('@site/'.length));
  if (source.startsWith('./') || source.startsWith('../')) return path.resolve(path.dirname(file), source);
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
/** The visitors of every place a module names another (imports, re-exports, import(), import types, require), each calling `check(node, specifier)`. */
const importVisitors = (check) => ({
  ImportDeclaration: (node) => check(node, node.source.value),
  ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
  ExportAllDeclaration: (node) => check(node, node.source.value),
  ImportExpression: (node) => check(node, node.source.value),
  TSImportType: (node) => check(node, node.argument?.literal?.value),
  'CallExpression[callee.name="require"]': (node) => check(node, node.arguments[0]?.value),
});

const featureBoundary = {
  meta: {
    type: 'problem',
    docs: {description: 'A feature imports no other feature; shared code imports no feature.'},
    messages: {
      otherFeature:
        'src/features/{{from}}/ imports src/features/{{to}}/: a feature depends on src/shared/, src/site.ts and packages/, never on another feature. Move what both need to src/shared/.',
      fromShared: '{{file}} imports src/features/{{to}}/: shared code imports no feature.',
      fromPackage:
        '{{file}} imports {{target}}: a workspace package imports another package by its name (@timbr-docs/...), never a file of a feature, and a package of packages/ nothing outside its folder.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    const shared = SHARED.some((s) => isIn(file, s));
    const pkg = packageOf(file);
    const inMcp = isIn(file, MCP);
    if (!from && !shared && !pkg && !inMcp) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = targetOf(source, file);
      if ((pkg || inMcp) && target && ((pkg && !isIn(target, pkg)) || featureOf(target))) {
        const data = {file: path.relative(ROOT, file), target: path.relative(ROOT, target)};
        context.report({node, messageId: 'fromPackage', data});
        return;
      }
      const to = target && featureOf(target);
      if (!to || to === from) return;
      if (shared) context.report({node, messageId: 'fromShared', data: {file: path.relative(ROOT, file), to}});
      else context.report({node, messageId: 'otherFeature', data: {from, to}});
    };
    return importVisitors(check);
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const testsBoundary = {
  meta: {
    type: 'problem',
    docs: {description: 'Only the tests import tests/: the site, the packages and the tools never do.'},
    messages: {
      fromTests:
        '{{file}} imports {{target}}: only the tests import tests/ (the tests import the site, the packages and the tools, never the other way round). Move what both need to tools/, src/shared/ or a package.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = targetOf(source, file);
      if (!target || !isIn(target, TESTS)) return;
      context.report({
        node,
        messageId: 'fromTests',
        data: {file: path.relative(ROOT, file), target: path.relative(ROOT, target)},
      });
    };
    return importVisitors(check);
  },
};

/** The project's own rules. */
const site = {rules: {'feature-boundary': featureBoundary, 'tests-boundary': testsBoundary}};

export default defineConfig([
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'reports/',
      'test-results/',
      'playwright-report/',
      'static/',
      // Generated: the MCP package's bundle, Lighthouse CI's runs.
      'mcp/dist/',
      '.lighthouseci/',
    ],
  },
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Scripts, configs and tests run in Node; the site's code in the browser and, for the build's part, in Node.
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    rules: {
      // `const {a, ...rest} = x` names `a` to leave it out of `rest`.
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
    },
  },
  {
    // CommonJS files (a worker thread's entry, a bundler loader) load modules with require().
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Playwright reads a test's fixtures from its first parameter: `async ({}, testInfo) => ...` asks for none.
    files: ['tests/**'],
    rules: {'no-empty-pattern': ['error', {allowObjectPatternsAsParameters: true}]},
  },
  {
    // The rules of hooks, for the React code. Not the React Compiler's rules of
    // the plugin's `recommended` set: the site does not compile with it.
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    files: ['src/**', 'packages/**', 'mcp/**'],
    plugins: {site},
    rules: {'site/feature-boundary': 'error'},
  },
  {
    // Everything but the tests and the test runner's configuration: src/, tools/, packages/, mcp/, deploy/ and the
    // site's configuration files.
    ignores: ['tests/**', '**/playwright.config.ts'],
    plugins: {site},
    rules: {'site/tests-boundary': 'error'},
  },
  {
    // One import style inside a feature: relative paths, to its own files and to src/shared/ and src/site.ts alike
    // (the Node side of a feature never had the bundler's `@site/` alias).
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [{group: ['@site/*'], message: 'Inside src/features/, import with a relative path.'}]},
      ],
    },
  },
]);
