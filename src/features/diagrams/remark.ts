/**
 * Remark plugin (docs and pages): hands each Mermaid diagram's
 * pre-rendered drawings (./catalog.mjs, `npm run diagrams`) to the Mermaid
 * component (src/features/diagrams/theme/Mermaid), which shows them as images instead of
 * drawing the diagram in the browser.
 *
 * It runs after the MDX loader has turned each `mermaid` code block into a
 * `mermaidCodeBlock` node whose `value` is the source. A diagram without
 * drawings keeps only its source: the development server draws it in the
 * browser, and a production build fails (./plugin.ts).
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {diagramFiles, diagramKey, readManifest, DIAGRAM_IMAGE_URL} from './catalog.mjs';
import {SITE_DIR} from '../../shared/site-dir';

/** What the Mermaid component receives, next to `value`, for a pre-rendered diagram. */
export interface DiagramDrawings {
  /** URLs below the site's baseUrl. */
  light: string;
  dark: string;
  width: number;
  height: number;
  alt: string;
}

export default function remarkDiagrams({siteDir = SITE_DIR}: {siteDir?: string} = {}) {
  const {diagrams} = readManifest(siteDir);
  return (tree: Root): void => {
    // The MDX loader's own node type (not in mdast's types): its source is in `data.hProperties.value`.
    visit(tree, (node) => {
      const props = node.data?.hProperties;
      if ((node.type as string) !== 'mermaidCodeBlock' || typeof props?.value !== 'string') return;
      const key = diagramKey(props.value);
      const entry = diagrams[key];
      if (!entry) return;
      const files = diagramFiles(key);
      const drawings: DiagramDrawings = {
        light: `${DIAGRAM_IMAGE_URL}/${files.light}`,
        dark: `${DIAGRAM_IMAGE_URL}/${files.dark}`,
        width: entry.width,
        height: entry.height,
        alt: entry.alt,
      };
      props.drawings = JSON.stringify(drawings);
    });
  };
}
