/**
 * Ejected CodeBlock (theme-classic 3.10), two changes: the lines the build
 * highlighted (`highlightedLines`, ../../remark.ts)
 * reach CodeBlock/Content through a context, and a block is not mounted a
 * second time after hydration (the theme does it to apply the color mode's
 * inline colors; ours are a style sheet).
 */
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {HighlightedLines} from './Content/highlighted-lines';

/** As the theme: a plain string when the children are strings, so the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({
  children: rawChildren,
  highlightedLines,
  ...props
}: Props & {highlightedLines?: string}): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <HighlightedLines.Provider value={highlightedLines}>
      <StringContent {...props}>{children}</StringContent>
    </HighlightedLines.Provider>
  );
}
