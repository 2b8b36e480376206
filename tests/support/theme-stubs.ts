/**
 * Lets a unit test (no build, no browser) import a theme component of the site and render it with
 * react-dom/server. Importing this module first replaces, for the rest of the process, the modules that only
 * the Docusaurus bundler can load:
 * - `@theme/CodeBlock` becomes a plain code block with the markup the Markdown copy reads
 *   (`div.theme-code-block` > `pre` > `code`, the title in `.codeBlockTitle`);
 * - `@theme/Admonition` becomes `div.theme-admonition` with its heading and content;
 * - a CSS module becomes an empty class map.
 * Everything else loads as usual (`@site/...` through the tsconfig paths the test runner reads).
 */
import Module from 'node:module';
import {createElement, type ReactNode} from 'react';

function CodeBlock({children, title, language}: {children?: ReactNode; title?: string; language?: string}) {
  return createElement(
    'div',
    {className: `theme-code-block language-${language ?? 'text'}`},
    title ? createElement('div', {className: 'codeBlockTitle'}, title) : null,
    createElement('pre', null, createElement('code', null, children)),
  );
}

function Admonition({children, title, type}: {children?: ReactNode; title?: string; type?: string}) {
  return createElement(
    'div',
    {className: `theme-admonition theme-admonition-${type ?? 'note'}`},
    createElement('div', {className: 'admonitionHeading'}, title ?? type ?? 'note'),
    createElement('div', {className: 'admonitionContent'}, children),
  );
}

const STUBS: Record<string, unknown> = {
  '@theme/CodeBlock': {__esModule: true, default: CodeBlock},
  '@theme/Admonition': {__esModule: true, default: Admonition},
};

const loader = Module as unknown as {_load: (request: string, parent: unknown, isMain: boolean) => unknown};
const load = loader._load;
loader._load = function (request: string, parent: unknown, isMain: boolean) {
  if (request in STUBS) return STUBS[request];
  if (request.endsWith('.module.css')) return {__esModule: true, default: {}};
  return load.call(this, request, parent, isMain);
};
