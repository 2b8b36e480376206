/**
 * Code highlighting on Prism's bare core instead of prism-react-renderer's
 * bundle (Prism with twenty-odd grammars, evaluated on every page at start-up).
 * The browser side is src/shared/prism (also used by the query editor); this plugin is the Node side:
 * - it writes the code colors of both color modes as a style sheet
 *   (./theme-css) and loads it on every page, since code is colored by classes
 *   nothing inline;
 * - it replaces the theme's start-up module that builds every grammar of
 *   `themeConfig.prism.additionalLanguages` (theme-classic's
 *   prism-include-languages client module) by ./browser/startup, which builds
 *   none: code blocks are highlighted at build time (./remark).
 * ./theme/CodeBlock passes the build's lines to ./theme/CodeBlock/Content. The figures are
 * in ARCHITECTURE.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from './themes';
import {codeThemeCss} from './theme-css';
import {nestedTypePairs} from './node-prism';

/** The theme's client module that builds every configured grammar at start-up (no extension: as Docusaurus requires it). */
export const THEME_PRISM_STARTUP = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages',
);

export default function highlighter(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'highlighter', 'code-theme.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  const css = codeThemeCss(lightCodeTheme, darkCodeTheme, nestedTypePairs());
  // Rewritten only when it changes, so the dev server does not reload for nothing.
  if (!fs.existsSync(cssFile) || fs.readFileSync(cssFile, 'utf8') !== css) fs.writeFileSync(cssFile, css);
  return {
    name: 'highlighter',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [cssFile];
    },
    configureWebpack() {
      if (!fs.existsSync(`${THEME_PRISM_STARTUP}.js`)) {
        throw new Error(
          `highlighter: ${THEME_PRISM_STARTUP}.js is gone; see ARCHITECTURE.md (ledger) before upgrading.`,
        );
      }
      return {resolve: {alias: {[`${THEME_PRISM_STARTUP}$`]: path.join(__dirname, 'browser', 'startup.ts')}}};
    },
  };
}
