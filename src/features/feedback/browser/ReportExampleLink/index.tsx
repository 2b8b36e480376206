/**
 * "Report a problem with this example": a link among a code block's buttons
 * that opens a new issue in the docs repository, with the page's address and
 * title and the block's text filled in (src/features/feedback/browser/PageFeedback/issue.ts).
 * Registered for every code block by ../code-block-button.ts; the buttons render in the browser only, like the
 * theme's copy button.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import type {CodeBlockButtonProps} from '../../../../shared/code-block-buttons';
import {SITE_URL} from '../../../../site';
import {exampleIssueUrl} from '../PageFeedback/issue';
import styles from './styles.module.css';

export const REPORT_LABEL = 'Report a problem with this example';

export default function ReportExampleLink({block}: CodeBlockButtonProps): ReactNode {
  const {pathname} = useLocation();
  const title = document.querySelector('article h1, main h1')?.textContent?.trim() || document.title;
  return (
    <a
      className={clsx('clean-btn', styles.report)}
      href={exampleIssueUrl(SITE_URL + pathname, title, block.code, block.language)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={REPORT_LABEL}
      title={REPORT_LABEL}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        <path fill="currentColor" d="M5 3h2v1h12l-2.5 4.5L19 13H7v8H5zm2 3v5h8.6l-1.4-2.5L15.6 6z" />
      </svg>
    </a>
  );
}
