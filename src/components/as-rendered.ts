/**
 * Hydrating parts of the first page as they were rendered.
 *
 * Some parts of a doc page cost a phone real time to render again during
 * hydration, only to produce the markup the built page already holds, and
 * never change afterwards: highlighted code, the "Last updated" date (its
 * date formatter is slow to create). A component rendered during the first
 * hydration can instead render its root element with `AS_RENDERED` inner
 * HTML: hydration keeps an element's existing content when it is given as
 * `dangerouslySetInnerHTML`, and an unchanged value is never written later.
 * It must keep that form for its lifetime, which `useFirstHydration` ensures;
 * anything rendered after hydration (another page, a tab) renders normally.
 *
 * One safeguard: when hydration fails somewhere (a browser extension edits
 * the page, say), React renders the page again from scratch, and then there
 * is no built markup to keep. The element given the ref is then empty, and
 * the component switches to a normal render before anything is painted.
 */
import {useLayoutEffect, useRef, useState, type RefObject} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Inner HTML that keeps what the built page holds; the same object every time. */
export const AS_RENDERED = Object.freeze({__html: ''});

/**
 * True for the lifetime of a component first rendered while the first page
 * hydrates, unless the element given the returned ref turns out empty.
 */
export function useFirstHydration<T extends Element>(): [boolean, RefObject<T | null>] {
  const isBrowser = useIsBrowser();
  // In the browser, `isBrowser` is false only while the first page hydrates.
  const [hydrating, setHydrating] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (hydrating && ref.current && !ref.current.hasChildNodes()) setHydrating(false);
  }, [hydrating]);
  return [hydrating, ref];
}
