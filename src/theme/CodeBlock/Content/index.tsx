/**
 * Swizzled (wrapped) CodeBlock content: code blocks of the first page are
 * hydrated as they were rendered.
 *
 * Why: the built page already holds every block highlighted (thousands of
 * token spans on a SQL reference page). To hydrate them, React would build the
 * grammars, tokenize every block again and match every span, only to find
 * what is already there: on a phone, most of the work of hydrating such a
 * page. A block rendered during that first hydration instead renders its
 * <code> as opaque markup (src/components/as-rendered), inside the very <pre>
 * the original renders, so the word-wrap and
 * copy buttons work as before. The block keeps that form for its lifetime (it
 * never changes: colors come from a style sheet, see src/prism/theme-css.ts).
 * Blocks rendered later (another page, a tab) use the original component.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {AS_RENDERED, useFirstHydration} from '@site/src/components/as-rendered';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
// The original's CSS module, for the same class names.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const [hydrating, kept] = useFirstHydration<HTMLElement>();
  const {metadata, wordWrap} = useCodeBlockContext();
  if (!hydrating) return <Content {...props} />;
  const {language, lineNumbersStart} = metadata;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // As the original: a block that scrolls must be reachable from the keyboard.
      tabIndex={0}
      className={clsx(props.className, `prism-code language-${(language ?? '').toLowerCase()}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        ref={kept}
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}
        dangerouslySetInnerHTML={AS_RENDERED}
        suppressHydrationWarning
      />
    </pre>
  );
}
