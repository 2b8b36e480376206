/**
 * Remark plugin (docs and pages): hands each Mermaid diagram's
 * pre-rendered drawings (./catalog.mjs, `npm run diagrams`) to the Mermaid
 * component (src/theme/Mermaid), which shows them as images instead of
 * drawing the diagram in the browser.
 *
 * It runs after the MDX loader has turned each `mermaid` code block into a
 * `mermaidCodeBlock` node whose `value` is the source. A diagram without
 * drawings keeps only its source: the development server draws it in the
 * browser, and a production build fails (./gate.ts).
 */
import {diagramFiles, diagramKey, readManifest, DIAGRAM_IMAGE_URL} from './catalog.mjs';

interface Node {
  type: string;
  children?: Node[];
  data?: {hProperties?: Record<string, unknown>};
}

/** What the Mermaid component receives, next to `value`, for a pre-rendered diagram. */
export interface DiagramDrawings {
  /** URLs below the site's baseUrl. */
  light: string;
  dark: string;
  width: number;
  height: number;
  alt: string;
}

export default function remarkDiagrams({siteDir}: {siteDir: string}) {
  const {diagrams} = readManifest(siteDir);
  return (tree: Node): void => {
    const walk = (node: Node): void => {
      const props = node.data?.hProperties;
      if (node.type === 'mermaidCodeBlock' && typeof props?.value === 'string') {
        const key = diagramKey(props.value);
        const entry = diagrams[key];
        if (entry) {
          const files = diagramFiles(key);
          const drawings: DiagramDrawings = {
            light: `${DIAGRAM_IMAGE_URL}/${files.light}`,
            dark: `${DIAGRAM_IMAGE_URL}/${files.dark}`,
            width: entry.width,
            height: entry.height,
            alt: entry.alt,
          };
          props.drawings = JSON.stringify(drawings);
        }
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
