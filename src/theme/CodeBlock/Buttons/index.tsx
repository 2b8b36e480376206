// Wrapped: on the page the server rendered, a code block's row of buttons joins when the block comes within two
// screens of view, not for every block at once after hydration (on a long page, one uninterrupted render).
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** How far ahead of the screen a block gets its buttons: a reader scrolling or tabbing finds them drawn. */
const BUTTONS_AHEAD = '200% 0px';

export default function ButtonsWrapper(props: WrapperProps<typeof ButtonsType>): ReactNode {
  // Blocks rendered after hydration (a link followed, a block put back by its Reset) get their row at once.
  const isBrowser = useIsBrowser();
  const [deferred] = useState(!isBrowser);
  const [near, setNear] = useState(false);
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!deferred) return undefined;
    const block = marker.current?.parentElement;
    if (!block || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      {rootMargin: BUTTONS_AHEAD},
    );
    observer.observe(block);
    return () => observer.disconnect();
  }, [deferred]);
  // The theme's row is drawn in the browser only; until then the marker stands in its place, empty and unseen.
  return deferred && !near ? <span ref={marker} hidden /> : <Buttons {...props} />;
}
