/**
 * Code highlighting without prism-react-renderer's weight:
 * - swaps `prism-react-renderer` for src/prism (Prism's core; each page
 *   imports the grammars it uses) in the client and server bundles. The Node side (config, theme options) keeps the real
 *   package, whose color themes src/prism-themes.ts builds on;
 * - writes the code color themes as a style sheet (src/prism/theme-css.ts)
 *   and loads it on every page, since src/prism colors nothing inline.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from '../prism-themes';
import {codeThemeCss} from '../prism/theme-css';
import {nestedTypePairs} from '../prism/node-prism';

export default function prismLight(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'prism-light', 'code-theme.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  const css = codeThemeCss(lightCodeTheme, darkCodeTheme, nestedTypePairs());
  // Rewritten only when it changes, so the dev server does not reload for nothing.
  if (!fs.existsSync(cssFile) || fs.readFileSync(cssFile, 'utf8') !== css) fs.writeFileSync(cssFile, css);
  return {
    name: 'prism-light',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.resolve(__dirname, '../prism/index.ts')}}};
    },
  };
}
