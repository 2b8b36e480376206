/**
 * The docs version data (5 sidebars and the title, description and sidebar of
 * every doc), which every doc page loads on its first visit, loses what no
 * component of the site reads (every doc's entry, and `unlisted: false`): see
 * ./version-data-loader.cjs for what goes and why it is safe. The figure is in
 * ARCHITECTURE.md.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The version props modules the docs plugin writes (`p/<route>-<hash>.json`). */
export const VERSION_DATA_MODULE = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function leanClient(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack() {
      return {module: {rules: [{test: VERSION_DATA_MODULE, use: [path.join(__dirname, 'version-data-loader.cjs')]}]}};
    },
  };
}
