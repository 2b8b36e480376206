/**
 * Swizzled (wrapped) code block buttons: on the first page, they mount in a
 * transition after hydration instead of in one uninterruptible render.
 *
 * Why: the original buttons (copy, word wrap) are not in the built page; they
 * appear once the page knows it runs in a browser (`BrowserOnly`). That switch
 * is an ordinary state update made right after hydration, which React renders
 * in one piece: on a page with dozens of code blocks, hundreds of elements
 * built in a single task, the longest a phone runs after hydration. Mounted
 * from a transition, the same render is split into short slices that leave
 * the page responsive. Blocks rendered later (another page, a tab) show their
 * buttons at once, as before. The buttons themselves are the original's.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = WrapperProps<typeof ButtonsType>;

export default function ButtonsWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // In the browser, `isBrowser` is false only while the first page hydrates.
  const [shown, setShown] = useState(isBrowser);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? <Buttons {...props} /> : null;
}
