/**
 * Unit tests of the buttons features add to code blocks (src/shared/code-block-buttons.tsx): the registered buttons
 * render in their order whatever the order they were registered in, a name registered again replaces its button,
 * and each gets the block and may render nothing for it. The row in the browser: tests/e2e/code-block-buttons.spec.ts.
 */
import {test, expect} from '@playwright/test';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import {
  CodeBlockButtons,
  registerCodeBlockButton,
  type CodeBlockButtonProps,
} from '../../src/shared/code-block-buttons';

const block = (code: string, language: string) => ({code, language}) as CodeBlockMetadata;
const row = (b: CodeBlockMetadata) => renderToStaticMarkup(createElement(CodeBlockButtons, {block: b}));
const labelled =
  (label: string, only?: string) =>
  ({block: b}: CodeBlockButtonProps) =>
    only && b.language !== only ? null : createElement('button', {'aria-label': label}, b.code);

test('registered buttons render in their order, each given the block, and nothing where they do not apply', () => {
  registerCodeBlockButton({name: 'second', order: 20, Button: labelled('second')});
  registerCodeBlockButton({name: 'first', order: 10, Button: labelled('first', 'sql')});
  expect(row(block('SELECT 1', 'sql'))).toBe(
    '<button aria-label="first">SELECT 1</button><button aria-label="second">SELECT 1</button>',
  );
  expect(row(block('ls', 'bash'))).toBe('<button aria-label="second">ls</button>');

  // Registered again (a hot reload): replaced in place of being added, and placed by its new order.
  registerCodeBlockButton({name: 'first', order: 30, Button: labelled('first again')});
  expect(row(block('ls', 'bash'))).toBe(
    '<button aria-label="second">ls</button><button aria-label="first again">ls</button>',
  );
});
