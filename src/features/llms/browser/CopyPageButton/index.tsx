/**
 * The page actions of a doc page, one compact control on its own row above
 * the title: "Copy page" copies the page's Markdown copy (written at build
 * time by src/features/llms) to the clipboard, for pasting into an AI
 * assistant; the arrow beside it opens a menu (the WAI-ARIA menu button
 * pattern) with "Open in ChatGPT" and "Open in Claude", which open the
 * assistant in a new tab with a prompt that names the copy (./assistants.ts).
 * Those two are plain links: without JavaScript they show as links. The
 * control is page chrome, not content: `data-markdown-ignore` (the
 * Agent-Friendly Documentation Spec's marker) says the Markdown copy leaves it
 * out on purpose.
 *
 * The result is announced in a live region. When the copy fails (the Markdown
 * cannot be fetched, or the clipboard is missing or denied), a visible message
 * says so and links to the Markdown copy instead, so nothing is lost.
 */
import React, {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
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

/** The menu's state: closed, or open with the item to focus. */
type Menu = {open: false} | {open: true; focus: 'first' | 'last'};

export default function CopyPageButton({
  markdownUrl,
  absoluteMarkdownUrl,
  title,
}: {
  /** The copy's path on this site (fetched by "Copy page"). */
  markdownUrl: string;
  /** The copy's address on the published site (named in the assistants' prompt). */
  absoluteMarkdownUrl: string;
  title: string;
}): ReactNode {
  const [state, setState] = useState<State>('idle');
  const [menu, setMenu] = useState<Menu>({open: false});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menuId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const items = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = (returnFocus: boolean) => {
    setMenu({open: false});
    if (returnFocus) toggle.current?.focus();
  };

  // Focus goes into the menu when it opens; a click elsewhere closes it.
  useEffect(() => {
    if (!menu.open) return undefined;
    const all = items();
    (menu.focus === 'first' ? all[0] : all[all.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setMenu({open: false});
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menu]);

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

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setMenu({open: true, focus: event.key === 'ArrowDown' ? 'first' : 'last'});
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div ref={root} className={styles.copyPage} data-copy-page="" data-markdown-ignore="">
      <div className={styles.group}>
        <div className={clsx('button-group', styles.buttons)}>
          <button
            type="button"
            className="button button--outline button--primary button--sm"
            onClick={onClick}
            disabled={state === 'copying'}
          >
            {state === 'copied' ? 'Copied' : 'Copy page'}
          </button>
          <button
            ref={toggle}
            type="button"
            className={clsx('button button--outline button--primary button--sm', styles.toggle)}
            aria-label="More page actions"
            aria-haspopup="menu"
            aria-expanded={menu.open}
            aria-controls={menuId}
            onClick={() => (menu.open ? close(false) : setMenu({open: true, focus: 'first'}))}
            onKeyDown={onToggleKeyDown}
          >
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
              <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <ul
          ref={list}
          id={menuId}
          role="menu"
          aria-label="Page actions"
          className={clsx(styles.menu, menu.open && styles.menuOpen)}
          onKeyDown={onMenuKeyDown}
        >
          {ASSISTANTS.map((assistant) => (
            <li key={assistant.name} role="none">
              <a
                role="menuitem"
                tabIndex={-1}
                href={assistant.url(assistantPrompt(absoluteMarkdownUrl, title))}
                target="_blank"
                rel="noopener noreferrer"
                data-open-in={assistant.name}
                onClick={() => close(false)}
              >
                Open in {assistant.name}
                <span className={styles.visuallyHidden}> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
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
