/**
 * The Run control of a runnable query's code block (always visible, unlike the block's other buttons), among the
 * block's buttons (registered by ../code-block-button.ts); nothing on a block outside a runnable query
 * (../../theme/RunnableQuery, which gives the block its way to run through ./context).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {CodeBlockButtonProps} from '../../../../shared/code-block-buttons';
import {useRunnable} from './context';
import styles from './styles.module.css';

export default function RunButton({block}: CodeBlockButtonProps): ReactNode {
  const runnable = useRunnable();
  if (!runnable) return null;
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.run)}
      data-runnable-run=""
      aria-label="Run this query in your browser"
      title="Run this query in your browser; the block becomes editable"
      onClick={() => runnable.run(block.code)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        <path fill="currentColor" d="M8 5v14l11-7z" />
      </svg>
      <span>Run</span>
    </button>
  );
}
