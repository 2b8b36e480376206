/**
 * A query editor with the site's Timbr SQL highlighting: a plain textarea
 * (so typing, selection, undo, screen readers and mobile keyboards behave as
 * they do everywhere) over a highlighted copy of its text. Ctrl+Enter (or
 * Cmd+Enter) runs the query; Tab is left alone, so the keyboard can leave
 * the editor.
 */
import React, {type ReactNode, type Ref, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import {Highlight} from '../../../../shared/prism/Highlight';
import '../../../../shared/prism/sql-grammar';
import styles from './styles.module.css';

export interface SqlEditorProps {
  value: string;
  onChange: (value: string) => void;
  onRun: () => void;
  /** The accessible name of the text box. */
  label: string;
  id?: string;
  describedBy?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** Inserts text at the caret (replacing the selection) as if typed, so that undo works. */
export function insertAtCaret(textarea: HTMLTextAreaElement, text: string): string {
  textarea.focus();
  const {selectionStart, selectionEnd, value} = textarea;
  // execCommand keeps the browser's undo history; where it is not available, set the value.
  if (!document.execCommand?.('insertText', false, text)) {
    textarea.value = value.slice(0, selectionStart) + text + value.slice(selectionEnd);
    textarea.selectionStart = textarea.selectionEnd = selectionStart + text.length;
  }
  return textarea.value;
}

export default function SqlEditor({
  value,
  onChange,
  onRun,
  label,
  id,
  describedBy,
  textareaRef,
}: SqlEditorProps): ReactNode {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onRun();
    }
  };
  return (
    <div className={styles.editor}>
      <Highlight code={value} language="sql">
        {({className, tokens, getTokenProps}) => (
          <pre className={clsx(className, styles.layer)} aria-hidden="true">
            {tokens.map((line, i) => (
              <React.Fragment key={i}>
                {i > 0 && '\n'}
                {line
                  .filter((t) => !t.empty)
                  .map((token, k) => (
                    <span key={k} {...getTokenProps({token})} />
                  ))}
              </React.Fragment>
            ))}
            {/* A last empty line keeps its height. */}
            {'\n'}
          </pre>
        )}
      </Highlight>
      <textarea
        ref={textareaRef}
        id={id}
        className={clsx(styles.layer, styles.input)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-label={label}
        aria-describedby={describedBy}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap="soft"
      />
    </div>
  );
}
