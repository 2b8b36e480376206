/**
 * Prism's bare core, in manual mode (see ./manual-mode). No grammar is built
 * in: Markdown code blocks are highlighted at build time (src/features/highlighter/remark.ts);
 * in the browser, the query editor imports the SQL grammar, and
 * ./load-languages loads the others for code a component renders at run time.
 */
import './manual-mode';
import Prism from 'prismjs/components/prism-core';

export {Prism};
