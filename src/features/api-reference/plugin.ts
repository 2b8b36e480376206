/**
 * The API reference, rendered at build time from an OpenAPI description:
 * `::openapi-reference{file="openapi/timbr-api.yaml"}` in a page becomes the
 * reference (./remark.ts, registered in docusaurus.config.ts among the
 * remark plugins that run before Docusaurus' own).
 *
 * This plugin only ties the pages to what renders them (./dependency-loader.cjs):
 * a change of the description or of this folder's code re-renders the pages
 * that show a reference, in the development server and in a warm build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function apiReferencePlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  return {
    name: 'api-reference',
    configureWebpack() {
      const sources = fs
        .readdirSync(__dirname)
        .filter((f) => /\.ts$/.test(f))
        .map((f) => path.join(__dirname, f));
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/,
              include: [path.join(siteDir, 'docs'), path.join(siteDir, 'src', 'pages')],
              enforce: 'pre' as const,
              use: [{loader: require.resolve('./dependency-loader.cjs'), options: {siteDir, sources}}],
            },
          ],
        },
      };
    },
  };
}
