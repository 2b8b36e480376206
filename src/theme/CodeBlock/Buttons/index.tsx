/**
 * Ejected code block buttons (theme-classic 3.10), the row where the theme puts a block's buttons, composed from
 * two features': Run (runnable SQL, shown only in a runnable query) and "Report a problem with this example"
 * (feedback), before the theme's Copy. Composed here: two plugins that each wrapped this component would not chain.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type {Props} from '@theme/CodeBlock/Buttons';
import RunButton from '@site/src/features/runnable-sql/theme/RunnableQuery/RunButton';
import ReportExampleLink from '@site/src/features/feedback/browser/ReportExampleLink';
import styles from './styles.module.css';

// As the theme's: the buttons are rendered in the browser only (without JavaScript there is nothing to run or copy).
export default function CodeBlockButtons({className}: Props): ReactNode {
  return (
    <BrowserOnly>
      {() => (
        <div className={clsx(className, styles.buttonGroup)}>
          <WordWrapButton />
          <RunButton />
          <ReportExampleLink />
          <CopyButton />
        </div>
      )}
    </BrowserOnly>
  );
}
