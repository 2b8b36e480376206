/**
 * The word-wrap state of a code block: Docusaurus's `useCodeWordWrap`, same
 * value, but a block is measured only while a reader can see it.
 *
 * Why: the original measures every block as it mounts (is its code wider than
 * the block?) and watches every enclosing tab through a MutationObserver of
 * its own. Right after hydration, that is a layout read and a state update per
 * block, and the updates re-render every block of the page in one
 * uninterruptible task (three dozen blocks on the longest tutorial). Here an
 * IntersectionObserver measures a block each time it comes into view, which
 * also covers a tab being shown; a window resize measures the visible blocks
 * again, and the others when they next come into view. What the reader sees is
 * the same: the word-wrap button shows on a block whose code scrolls, or whose
 * wrapping is on.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap as useOriginal} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useOriginal>;

export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const visible = useRef(false);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style')));
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // As the original: wrap even the longest token, so that no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  // After a toggle, as the original (the block is on screen: its button was clicked).
  useEffect(() => {
    if (visible.current) measure();
  }, [isEnabled, measure]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    const onResize = () => {
      if (visible.current) measure();
    };
    window.addEventListener('resize', onResize, {passive: true});
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => {
        visible.current = entries[entries.length - 1]!.isIntersecting;
        if (visible.current) measure();
      });
      observer.observe(pre);
    } else {
      visible.current = true;
      measure();
    }
    return () => {
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
    };
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
