/**
 * The Run control of a runnable query's code block (always visible, unlike the block's other buttons), among the
 * block's buttons (src/theme/CodeBlock/Buttons); nothing around any other block.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useRunnable} from './context';
import styles from './styles.module.css';

export default function RunButton(): ReactNode {
  const {metadata} = useCodeBlockContext();
  const runnable = useRunnable();
  if (!runnable) return null;
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.run)}
      data-runnable-run=""
      aria-label="Run this query in your browser"
      title="Run this query in your browser; the block becomes editable"
      onClick={() => runnable.run(metadata.code)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        <path fill="currentColor" d="M8 5v14l11-7z" />
      </svg>
      <span>Run</span>
    </button>
  );
}
