/**
 * Ejected CodeBlock (theme-classic 3.10), one change: no remount after
 * hydration.
 *
 * Why: the original keys its content on `useIsBrowser()`, so that every code
 * block is thrown away and rebuilt once the page has hydrated. It did so
 * because prism-react-renderer's colors were inline styles of the color mode
 * of the server render, which hydration does not correct. Our highlighter
 * (src/prism) colors through a style sheet that covers both modes, so the
 * markup is right as rendered, and rebuilding every block (the largest task
 * after hydration on pages with many blocks) is pure cost. Everything else is
 * the original's.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Plain string children, joined, so the block can be copied; children with
 * React elements are returned as they are.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string'
    ? <StringContent {...props}>{children}</StringContent>
    : <ElementContent {...props}>{children}</ElementContent>;
}
