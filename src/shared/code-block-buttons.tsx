/**
 * The buttons features add to code blocks. The theme draws a row of buttons on every code block (word wrap, then
 * Copy); a feature puts its own button between those two by registering it here from a client module of its plugin
 * (`getClientModules`), which runs before any block renders:
 *
 *   registerCodeBlockButton({name: 'report-example', order: 20, Button: ReportExampleLink});
 *
 * - `Button` gets the block (`block`: its code, language, title, metastring) and returns null for a block it does
 *   not serve; it may also read a context its own feature puts around the block.
 * - `order` places it among the registered buttons, lower first; registering a name again replaces that button.
 * - Like the theme's buttons, they are drawn in the browser only (the theme's row is a `BrowserOnly`), inside the
 *   row's `div`: a `button` there gets the theme's look (faint until the block is hovered, full on focus).
 *
 * src/theme/CodeBlock/Buttons/CopyButton draws them before the theme's Copy button. This module and the buttons
 * registered from client modules are in the main bundle: keep them small.
 */
import React, {type ComponentType, type ReactNode} from 'react';
import type {CodeBlockMetadata} from '@docusaurus/theme-common/internal';

/** What a registered button gets: the code block it sits on. */
export interface CodeBlockButtonProps {
  block: CodeBlockMetadata;
}

export interface CodeBlockButton {
  /** Names the button: one button per name. */
  name: string;
  /** Its place among the registered buttons, lower first. */
  order: number;
  /** The button; null for a block it does not serve. */
  Button: ComponentType<CodeBlockButtonProps>;
}

const registered: CodeBlockButton[] = [];

/** Adds a button to every code block's row (or replaces the one of the same name). */
export function registerCodeBlockButton(button: CodeBlockButton): void {
  const index = registered.findIndex((b) => b.name === button.name);
  if (index >= 0) registered.splice(index, 1);
  registered.push(button);
  registered.sort((a, b) => a.order - b.order);
}

/** The registered buttons, for one block. */
export function CodeBlockButtons({block}: CodeBlockButtonProps): ReactNode {
  return registered.map(({name, Button}) => <Button key={name} block={block} />);
}
