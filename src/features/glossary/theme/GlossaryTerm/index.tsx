/**
 * A glossary term in a sentence (`:term[...]`, src/features/glossary): a link
 * to the term's entry on the glossary page, which also shows the definition
 * in a tooltip (WAI-ARIA tooltip pattern): on hover and on keyboard focus,
 * closed by Escape, on moving away or on blur. The tooltip floats over the
 * text, so nothing moves. Without JavaScript the term is a plain link.
 *
 * The definitions come in their own chunk (./definitions), fetched the first
 * time a reader points at or focuses a term on the page.
 *
 * The link is a plain `<a>` that navigates in the page (history.push), not
 * `@docusaurus/Link`: Link prefetches each link's route when it comes into
 * view, keyed by the whole URL, so every term on screen (one anchor each) made
 * its own prefetch of the same glossary page, at start-up.
 */
import React, {useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import InlineCode from '../../../../shared/InlineCode';
import styles from './styles.module.css';

let loading: Promise<Record<string, string>> | undefined;
const loadDefinitions = () => (loading ??= import('./definitions').then((m) => m.default));

/** A click that the browser would follow in the same tab (no modifier key, main button). */
const inPlace = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

export default function GlossaryTerm({term, to, children}: {term: string; to: string; children: ReactNode}): ReactNode {
  const history = useHistory();
  const href = useBaseUrl(to);
  const id = useId();
  const tip = useRef<HTMLSpanElement>(null);
  const [definition, setDefinition] = useState<string>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // The tooltip joins the page on the first hover or focus, not after
  // hydration: a page with many terms is not rendered a second time at start-up.
  const [used, setUsed] = useState(false);
  const open = (hovered || focused) && !dismissed;

  const start = (set: (on: boolean) => void) => () => {
    set(true);
    setUsed(true);
    setDismissed(false);
    loadDefinitions().then(
      (all) => setDefinition(all[term]),
      () => undefined,
    );
  };

  // In the commit that opens the tooltip (a passive effect may run a task later, and miss an Escape pressed meanwhile).
  useLayoutEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDismissed(true);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // Keep the tooltip inside the viewport: shift it left by what overflows.
  useLayoutEffect(() => {
    const el = tip.current;
    if (!el || !open || !definition) return;
    el.style.translate = '';
    const overflow = el.getBoundingClientRect().right - document.documentElement.clientWidth + 8;
    if (overflow > 0) el.style.translate = `-${overflow}px`;
  }, [open, definition]);

  return (
    <span className={styles.term} onPointerEnter={start(setHovered)} onPointerLeave={() => setHovered(false)}>
      <a
        href={href}
        data-term={term}
        aria-describedby={used ? id : undefined}
        onClick={(event) => {
          if (!inPlace(event)) return;
          event.preventDefault();
          history.push(href);
        }}
        onFocus={start(setFocused)}
        onBlur={() => setFocused(false)}
      >
        {children}
      </a>
      {used && (
        <span ref={tip} role="tooltip" id={id} className={styles.tooltip} hidden={!open || !definition}>
          {definition && <InlineCode text={definition} />}
        </span>
      )}
    </span>
  );
}
