/**
 * Ejected CodeBlock content (theme-classic 3.10). The build highlights
 * Markdown code blocks into HTML (src/features/highlighter/remark),
 * which goes into `<code>` as it is: hydration creates one element per block
 * instead of one per token and line, and no highlighter reaches the page.
 * Code that a component renders at run time is highlighted in the browser by
 * a module loaded on demand, shown as plain lines until then. The lines keep
 * the theme's CodeBlock/Line markup (line classes, numbers).
 */
import React, {
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {codeHtml, linesFor} from '../../../../../shared/prism/static-html';
import {UNHIGHLIGHTED_LANGUAGES} from '../../../../../shared/prism/languages';
import {HighlightedLines} from './highlighted-lines';
import styles from './styles.module.css';

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};
const plainLines = (code: string) => code.replace(/[&<>]/g, (c) => ESCAPES[c]);

/** The build's lines when they are of this code; otherwise highlighted in the browser once loaded. */
function useLines(code: string, language: string): string {
  const built = useContext(HighlightedLines);
  const fromBuild = useMemo(() => (built === undefined ? undefined : linesFor(built, code)), [built, code]);
  const [inBrowser, setInBrowser] = useState<{code: string; language: string; lines: string}>();
  const needsBrowser = fromBuild === undefined && !UNHIGHLIGHTED_LANGUAGES.includes(language);
  useEffect(() => {
    if (!needsBrowser) return undefined;
    let current = true;
    void import('../../../../../shared/prism/runtime-lines')
      .then(({highlightInBrowser}) => highlightInBrowser(code, language))
      .then((lines) => current && setInBrowser({code, language, lines}));
    return () => {
      current = false;
    };
  }, [needsBrowser, code, language]);
  if (fromBuild !== undefined) return fromBuild;
  if (inBrowser && inBrowser.code === code && inBrowser.language === language) return inBrowser.lines;
  return plainLines(code);
}

/** Tab stops every 8 columns: the browser's default `tab-size`, which the theme keeps. */
const TAB_SIZE = 8;

/**
 * The code's extent in a monospace font, its lines and its widest line in columns: the size
 * the block holds while the browser skips drawing it (./styles.module.css).
 */
function extent(code: string): CSSProperties {
  const lines = code.split('\n');
  let columns = 0;
  for (const line of lines) {
    let width = 0;
    for (const char of line) width = char === '\t' ? width + TAB_SIZE - (width % TAB_SIZE) : width + 1;
    columns = Math.max(columns, width);
  }
  return {'--code-lines': lines.length, '--code-columns': columns} as CSSProperties;
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = useLines(code, language);
  const numbered = lineNumbersStart !== undefined;
  // The metadata is a new object on each render of the block: its line classes are compared by their text.
  const classes = JSON.stringify(lineClassNames);
  const html = useMemo(
    () =>
      codeHtml(lines, {
        lineClassNames,
        numbered: numbered
          ? {line: styles.codeLine!, number: styles.codeLineNumber!, content: styles.codeLineContent!}
          : undefined,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `classes` stands for `lineClassNames`
    [lines, classes, numbered],
  );
  const size = useMemo(() => (numbered ? undefined : extent(code)), [numbered, code]);
  const codeProps: ComponentProps<'code'> = {
    className: clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering),
    style: numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined,
  };
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // As the original: a block that scrolls must be reachable from the keyboard.
      tabIndex={0}
      className={clsx(classNameProp, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      // On the `pre`, not the `code`: the theme's word-wrap hook reads any style on `code` as wrapping turned on
      // (its button would show on every block, and every block would render again after hydration).
      style={size}
    >
      <code {...codeProps} dangerouslySetInnerHTML={{__html: html}} />
    </pre>
  );
}
