/**
 * "Copy page": copies the page's Markdown copy (written at build time by
 * src/features/llms) to the clipboard, for pasting into an AI assistant; next
 * to it, "Open in ChatGPT" and "Open in Claude" open the assistant in a new
 * tab with a prompt that names the copy (./assistants.ts). Those two are plain
 * links, so they work without JavaScript. The group is page chrome, not
 * content: `data-markdown-ignore` (the Agent-Friendly Documentation Spec's
 * marker) says the Markdown copy leaves it out on purpose.
 *
 * The result is announced in a live region. When the copy fails (the Markdown
 * cannot be fetched, or the clipboard is missing or denied), a visible message
 * says so and links to the Markdown copy instead, so nothing is lost.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {ASSISTANTS, assistantPrompt} from './assistants';
import styles from './styles.module.css';

type State = 'idle' | 'copying' | 'copied' | 'error';

/** How long the "Copied" state lasts. */
const COPIED_MS = 3000;

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Writes the Markdown to the clipboard. Where ClipboardItem exists, the fetch
 * runs inside the clipboard write, so browsers that require the write to
 * start right in the click (Safari) accept it; otherwise text is written after
 * the fetch.
 */
async function copyMarkdown(url: string): Promise<void> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (!clipboard) throw new Error('The clipboard is not available');
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    const blob = fetchMarkdown(url).then((text) => new Blob([text], {type: 'text/plain'}));
    await clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  if (typeof clipboard.writeText !== 'function') throw new Error('The clipboard is not available');
  await clipboard.writeText(await fetchMarkdown(url));
}

export default function CopyPageButton({markdownUrl, absoluteMarkdownUrl, title}: {
  /** The copy's path on this site (fetched by "Copy page"). */
  markdownUrl: string;
  /** The copy's address on the published site (named in the assistants' prompt). */
  absoluteMarkdownUrl: string;
  title: string;
}): ReactNode {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    clearTimeout(timer.current);
    setState('copying');
    try {
      await copyMarkdown(markdownUrl);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_MS);
    } catch {
      setState('error');
    }
  };

  return (
    <div className={styles.copyPage} data-copy-page="" data-markdown-ignore="">
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--outline button--primary button--sm"
          onClick={onClick}
          disabled={state === 'copying'}>
          {state === 'copied' ? 'Copied' : 'Copy page'}
        </button>
        {ASSISTANTS.map((assistant) => (
          <a
            key={assistant.name}
            className="button button--outline button--primary button--sm"
            href={assistant.url(assistantPrompt(absoluteMarkdownUrl, title))}
            target="_blank"
            rel="noopener noreferrer"
            data-open-in={assistant.name}>
            Open in {assistant.name}
            <span className={styles.visuallyHidden}> (opens in a new tab)</span>
          </a>
        ))}
      </div>
      <p role="status" className={clsx(styles.status, state !== 'error' && styles.visuallyHidden)}>
        {state === 'copied' && 'Page copied to the clipboard as Markdown.'}
        {state === 'error' && (
          <>
            Could not copy the page. <a href={markdownUrl}>Open the Markdown copy</a> instead.
          </>
        )}
      </p>
    </div>
  );
}
