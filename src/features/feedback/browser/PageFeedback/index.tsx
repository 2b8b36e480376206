/**
 * "Was this page helpful?" at the end of every doc page (src/features/feedback/theme/DocItem/Footer).
 *
 * Yes or No sends an analytics event (./analytics: only through the gtag the
 * site loads, nothing when there is none) and thanks the reader in a live
 * region either way. Then an optional reason and a short comment (./Details,
 * its own chunk, loaded on the first answer) can follow. "Open an issue"
 * opens a new issue in the docs repository with the page's address, its title
 * and the reader's words filled in (./issue); it is a plain link, so it works
 * without JavaScript too. The widget is server-rendered as it first shows, so
 * nothing moves when the page hydrates.
 */
import React, {Suspense, lazy, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {SITE_URL} from '../../../../site';
import {sendEvent} from './analytics';
import {feedbackIssueUrl, type Answer, type Draft} from './issue';
import styles from './styles.module.css';

const Details = lazy(() => import('./Details'));

export default function PageFeedback({title, permalink}: {title: string; permalink: string}): ReactNode {
  const questionId = useId();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [draft, setDraft] = useState<Draft>({});
  const [sent, setSent] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);

  const onAnswer = (value: Answer) => {
    if (answer) return;
    setAnswer(value);
    sendEvent('page_feedback', {helpful: value, page_path: permalink});
  };
  const onSend = (final: Draft) => {
    setDraft(final);
    setSent(true);
    // GA4 keeps the first 100 characters of a parameter.
    sendEvent('page_feedback_detail', {
      helpful: answer ?? '',
      reason: final.reason ?? '',
      comment: (final.comment ?? '').slice(0, 100),
      page_path: permalink,
    });
    // The form goes: the focus moves to the thanks that replace it.
    requestAnimationFrame(() => status.current?.focus());
  };

  return (
    <section className={clsx(styles.feedback, 'margin-top--lg')} aria-label="Page feedback" data-page-feedback="">
      <div className={styles.row}>
        <p id={questionId} className={styles.question}>
          Was this page helpful?
        </p>
        <div role="group" aria-labelledby={questionId} className={styles.buttons}>
          {(['yes', 'no'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={clsx(
                'button button--sm',
                answer === value ? 'button--primary' : 'button--outline button--secondary',
              )}
              aria-pressed={answer === value}
              aria-disabled={answer !== null}
              onClick={() => onAnswer(value)}
            >
              {value === 'yes' ? 'Yes' : 'No'}
            </button>
          ))}
        </div>
      </div>
      <p ref={status} role="status" tabIndex={-1} className={styles.status}>
        {sent ? 'Thanks for telling us more.' : answer ? 'Thanks for your feedback.' : ''}
      </p>
      {answer && !sent && (
        <Suspense fallback={null}>
          <Details answer={answer} onChange={setDraft} onSend={onSend} />
        </Suspense>
      )}
      <p className={styles.issue}>
        <a
          href={feedbackIssueUrl(SITE_URL + permalink, title, answer, draft)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open an issue
        </a>{' '}
        on GitHub to report a problem with this page or ask for more; the form opens with this page
        {draft.comment ? ' and your comment' : ''} filled in.
      </p>
    </section>
  );
}
