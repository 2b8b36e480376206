/**
 * Page feedback: "Was this page helpful?" at the end of every doc page
 * (theme/DocItem/Footer wraps the theme's footer) and "Report a problem with
 * this example" among each code block's buttons (browser/ReportExampleLink,
 * registered by the client module browser/code-block-button.ts). Browser only:
 * nothing at build time.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function feedbackPlugin(): Plugin {
  return {
    name: 'feedback',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'browser', 'code-block-button.ts')];
    },
  };
}
