/**
 * Swaps `prism-react-renderer` for src/prism (Prism's core plus the languages
 * of themeConfig.prism.additionalLanguages) in the client and server bundles.
 * The Node side (config, theme options) keeps the real package, whose color
 * themes src/prism-themes.ts builds on.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function prismLight(): Plugin {
  return {
    name: 'prism-light',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.resolve(__dirname, '../prism/index.ts')}}};
    },
  };
}
