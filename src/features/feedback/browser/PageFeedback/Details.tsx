/**
 * The optional second step of the page feedback (./index.tsx): a reason from a
 * few fixed choices and a short comment. Its own chunk, loaded when a reader
 * first answers. Each change is handed up, so "Open an issue" carries it.
 */
import React, {useEffect, useId, useState, type FormEvent, type ReactNode} from 'react';
import {BUG_KIND, type Answer, type Draft} from './issue';
import styles from './styles.module.css';

type Reason = Required<Pick<Draft, 'reason'>> & Pick<Draft, 'form' | 'kind'> & {label: string};

const REASONS: Record<Answer, Reason[]> = {
  yes: [
    {reason: 'solved', label: 'It solved my problem'},
    {reason: 'examples', label: 'The examples helped'},
    {reason: 'clear', label: 'It was easy to follow'},
    {reason: 'other', label: 'Something else'},
  ],
  no: [
    {reason: 'wrong', label: 'Something is wrong or out of date', form: 'doc-bug.yml', kind: BUG_KIND.fact},
    {reason: 'example', label: 'An example does not work', form: 'doc-bug.yml', kind: BUG_KIND.example},
    {reason: 'missing', label: 'Something I needed is missing', form: 'missing-content.yml'},
    {reason: 'unclear', label: 'It is hard to follow', form: 'missing-content.yml'},
    {reason: 'other', label: 'Something else', form: 'doc-bug.yml', kind: BUG_KIND.other},
  ],
};

/** Longest comment: what an analytics event parameter keeps. */
export const MAX_COMMENT = 100;

export default function Details({
  answer,
  onChange,
  onSend,
}: {
  answer: Answer;
  onChange: (draft: Draft) => void;
  onSend: (draft: Draft) => void;
}): ReactNode {
  const name = useId();
  const [choice, setChoice] = useState<Reason>();
  const [comment, setComment] = useState('');
  const draft: Draft = {
    reason: choice?.reason,
    form: choice?.form,
    kind: choice?.kind,
    comment: comment.trim() || undefined,
  };
  useEffect(() => onChange(draft), [choice, comment]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(draft);
  };

  return (
    <form className={styles.details} onSubmit={submit}>
      <fieldset className={styles.reasons}>
        <legend>{answer === 'yes' ? 'What helped most?' : 'What went wrong?'} (optional)</legend>
        {REASONS[answer].map((r) => (
          <label key={r.reason}>
            <input
              type="radio"
              name={name}
              value={r.reason}
              checked={choice?.reason === r.reason}
              onChange={() => setChoice(r)}
            />{' '}
            {r.label}
          </label>
        ))}
      </fieldset>
      <label className={styles.comment}>
        Comment (optional, at most {MAX_COMMENT} characters)
        <textarea rows={2} maxLength={MAX_COMMENT} value={comment} onChange={(e) => setComment(e.target.value)} />
      </label>
      <button type="submit" className="button button--sm button--primary">
        Send
      </button>
    </form>
  );
}
