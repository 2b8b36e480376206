/**
 * Build gate: fails a production build when a diagram has no up-to-date
 * drawings (see ./catalog.mjs): a page would otherwise ship mermaid and draw
 * the diagram on the reader's device. `npm run diagrams` makes them. The
 * development server lets such a diagram be drawn live instead (see
 * src/features/diagrams/theme/Mermaid), so that a page can be written before its drawings.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {diagramProblems} from './catalog.mjs';

export default function diagramDrawingsGate(context: LoadContext): Plugin {
  return {
    name: 'diagrams',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async loadContent() {
      if (process.env.NODE_ENV !== 'production') return;
      const problems = diagramProblems(context.siteDir);
      if (problems.length > 0) {
        throw new Error(
          `The diagrams' drawings are missing or stale; run \`npm run diagrams\` and commit what it writes:\n- ${problems.join('\n- ')}`,
        );
      }
    },
  };
}
