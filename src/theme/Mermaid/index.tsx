/**
 * Swizzled (wrapped) Mermaid diagram.
 *
 * Why: a diagram is drawn in the browser only, so the built page holds no
 * trace of it, and the Markdown copy of the page (src/plugins/llms) would lose
 * it. The wrapper adds the diagram's source in a hidden element that the
 * Markdown copy turns back into a `mermaid` code block. It is never displayed,
 * read aloud or indexed by the search (see `ignoreCssSelectors`).
 */
import React, {type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <>
      <Mermaid {...props} />
      <pre hidden data-mermaid-source="">
        {props.value}
      </pre>
    </>
  );
}
