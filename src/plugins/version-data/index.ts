/**
 * Trims the docs version data that every doc page loads on its first visit
 * (5 sidebars and the title, description and sidebar of every doc): see
 * ./loader.cjs for what goes and why it is safe.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The version props modules the docs plugin writes (`p/<route>-<hash>.json`). */
export const VERSION_DATA_MODULE = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function versionData(_context: LoadContext): Plugin {
  return {
    name: 'version-data',
    configureWebpack() {
      return {module: {rules: [{test: VERSION_DATA_MODULE, use: [path.join(__dirname, 'loader.cjs')]}]}};
    },
  };
}
