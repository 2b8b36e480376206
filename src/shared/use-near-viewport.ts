/**
 * Mount heavy content like a lazy image: `near` turns true, once and for
 * good, when the element comes within `rootMargin` of the viewport, when the
 * page is about to be printed, or when `alsoWhen()` says so (checked at mount
 * and on every hash change). Without IntersectionObserver it is true at once.
 * Used by the diagrams (src/features/diagrams/theme/Mermaid), whose renderer costs seconds of
 * a phone's processor.
 */
import {useEffect, useRef, useState, type RefObject} from 'react';

export function useNearViewport<T extends HTMLElement>(
  rootMargin: string,
  alsoWhen?: () => boolean,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const show = () => setNear(true);
    const check = () => {
      if (alsoWhen?.()) show();
    };
    check();
    window.addEventListener('beforeprint', show);
    window.addEventListener('hashchange', check);
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) show();
        },
        {rootMargin},
      );
      observer.observe(element);
    } else {
      show();
    }
    return () => {
      window.removeEventListener('beforeprint', show);
      window.removeEventListener('hashchange', check);
      observer?.disconnect();
    };
  }, [near, rootMargin, alsoWhen]);
  return [ref, near];
}
