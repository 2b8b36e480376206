/**
 * Swizzled (wrapped) Mermaid diagram.
 *
 * Why, twice:
 * - A diagram is drawn in the browser only, so the built page holds no trace
 *   of it, and the Markdown copy of the page (src/plugins/llms) would lose
 *   it. The wrapper adds the diagram's source in a hidden element that the
 *   Markdown copy turns back into a `mermaid` code block. It is never
 *   displayed, read aloud or indexed by the search (see `ignoreCssSelectors`).
 * - Drawing needs mermaid, about 900 KB of compressed JavaScript that takes
 *   seconds of a phone's processor. The original component loads it as soon
 *   as the page has hydrated; the wrapper mounts it only when the diagram
 *   comes near the viewport (or the page is printed), like a lazy image. Until
 *   the diagram is drawn, a placeholder holds its place.
 */
import React, {type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useNearViewport} from '@site/src/components/use-near-viewport';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/** How far below (or above) the viewport a diagram starts loading. */
export const DIAGRAM_ROOT_MARGIN = '150px 0px';

export default function MermaidWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [ref, near] = useNearViewport<HTMLDivElement>(DIAGRAM_ROOT_MARGIN);
  return (
    <>
      <div ref={ref} data-diagram={near ? 'mounted' : 'waiting'}>
        {/* Nothing without JavaScript (no diagram can be drawn then). Hidden by CSS once mermaid has drawn. */}
        {isBrowser && <p className={styles.placeholder}>Loading diagram…</p>}
        {near && <Mermaid {...props} />}
      </div>
      <pre hidden data-mermaid-source="">
        {props.value}
      </pre>
    </>
  );
}
