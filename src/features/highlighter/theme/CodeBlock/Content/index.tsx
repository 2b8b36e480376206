/**
 * Ejected CodeBlock content (theme-classic 3.10), one change: it highlights with
 * the site's Prism core (src/shared/prism/Highlight.tsx) instead of
 * prism-react-renderer's bundle, 20 KB gzip less on every page (ARCHITECTURE.md).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {Highlight} from '@site/src/shared/prism/Highlight';
import styles from './styles.module.css';

function Pre({ref, ...props}: ComponentProps<'pre'>) {
  return (
    <pre
      ref={ref}
      // As the original: a block that scrolls must be reachable from the keyboard.
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
}

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(props.className, styles.codeBlockLines, metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
      style={{
        ...props.style,
        counterReset: metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)} style={style}>
          <Code>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}
