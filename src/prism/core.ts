/** Prism's bare core, in manual mode (see ./manual-mode); languages are added by the theme. */
import './manual-mode';
import Prism from 'prismjs/components/prism-core';

export {Prism};
