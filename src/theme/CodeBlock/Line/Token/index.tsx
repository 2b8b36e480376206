/**
 * Swizzled (ejected, it is one line) code token.
 *
 * Why: a token Prism left plain (mostly the spaces between words) has no
 * style of its own, since the block's color is the plain color, so it is
 * rendered as bare text instead of a `<span class="token plain">`. That is a
 * third of the elements of a page full of SQL, which the browser parses and
 * React hydrates on every visit (a long tutorial: about 1,500 of 6,400).
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

export default function CodeBlockLineToken({line, token, ...props}: Props): ReactNode {
  if (token.types.length === 1 && token.types[0] === 'plain' && !props.style) return <>{props.children}</>;
  return <span {...props} />;
}
