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
 */
import {useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Inner HTML that keeps what the built page holds; the same object every time. */
export const AS_RENDERED = Object.freeze({__html: ''});

/** True for the lifetime of a component first rendered while the first page hydrates. */
export function useFirstHydration(): boolean {
  const isBrowser = useIsBrowser();
  // In the browser, `isBrowser` is false only while the first page hydrates.
  const [hydrating] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  return hydrating;
}
