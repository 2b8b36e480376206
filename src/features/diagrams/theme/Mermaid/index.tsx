/**
 * Swizzled (wrapped) Mermaid diagram.
 *
 * Why, three times:
 * - Drawing a diagram needs mermaid, about 900 KB of compressed JavaScript
 *   that takes seconds of a phone's processor. So the site's diagrams are
 *   drawn ahead of time (`npm run diagrams`, src/features/diagrams): a diagram
 *   with drawings is an image, one per color mode, with a text alternative,
 *   loaded lazily, and no mermaid at all.
 * - A diagram without drawings yet (a page being written, before
 *   `npm run diagrams`) is drawn in the browser as the original component
 *   does, but only when it comes near the viewport (or the page is printed),
 *   like a lazy image. Until it is drawn, a placeholder holds its place.
 * - Either way the built page holds the diagram's source in a hidden element,
 *   which the Markdown copy of the page (src/features/llms) turns back into a
 *   `mermaid` code block. It is never displayed, read aloud or indexed by the
 *   search (see `ignoreCssSelectors`).
 */
import React, {type ReactNode} from 'react';
// theme-mermaid's component itself: `@theme-init/Mermaid` would be theme-classic's empty placeholder.
import Mermaid from '@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';
import type {DiagramDrawings} from '../../remark';
import {useNearViewport} from '../../../../shared/use-near-viewport';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType> & {
  /** JSON of the diagram's drawings, set by src/features/diagrams/remark.ts when it has some. */
  drawings?: string;
};

/** How far below (or above) the viewport a diagram starts loading. */
export const DIAGRAM_ROOT_MARGIN = '150px 0px';

function DrawnDiagram({drawings}: {drawings: DiagramDrawings}): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    <div className={styles.drawn} data-diagram="drawn">
      <ThemedImage
        sources={{light: withBaseUrl(drawings.light), dark: withBaseUrl(drawings.dark)}}
        alt={drawings.alt}
        width={drawings.width}
        height={drawings.height}
        loading="lazy"
        decoding="async"
      />
    </div>
  );
}

function LiveDiagram(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [ref, near] = useNearViewport<HTMLDivElement>(DIAGRAM_ROOT_MARGIN);
  return (
    <div ref={ref} data-diagram={near ? 'mounted' : 'waiting'}>
      {/* Nothing without JavaScript (no diagram can be drawn then). Hidden by CSS once mermaid has drawn. */}
      {isBrowser && <p className={styles.placeholder}>Loading diagram…</p>}
      {near && <Mermaid value={props.value} />}
    </div>
  );
}

export default function MermaidWrapper({drawings, ...props}: Props): ReactNode {
  return (
    <>
      {drawings ? <DrawnDiagram drawings={JSON.parse(drawings) as DiagramDrawings} /> : <LiveDiagram {...props} />}
      <pre hidden data-mermaid-source="">
        {props.value}
      </pre>
    </>
  );
}
