/**
 * Build gate: fails the build when a doc breaks the front-matter and sidebar
 * contract of ./contract.ts (title, description of at most 160
 * characters, in a sidebar or on the explicit list of sidebar-less pages),
 * or when a route the specification requires (./spec-routes.ts) is missing
 * or renders in another sidebar than the specification gives it.
 */
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {checkDocsContract, checkSpecRoutes} from './contract';

export default function docsContractGate(): Plugin {
  return {
    name: 'docs-contract',
    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docsContent) throw new Error('docs-contract: the docs plugin loaded no content');
      const docs = docsContent.loadedVersions.flatMap((version) => version.docs);
      const pages = (allContent['docusaurus-plugin-content-pages']?.default ?? []) as {permalink: string}[];
      const problems = [
        ...checkDocsContract(
          docs.map((d) => ({id: d.id, source: d.source, sidebar: d.sidebar, frontMatter: d.frontMatter})),
        ),
        ...checkSpecRoutes(
          docs.map((d) => ({id: d.id, source: d.source, permalink: d.permalink, sidebar: d.sidebar})),
          pages.map((p) => p.permalink),
        ),
      ];
      if (problems.length > 0) {
        throw new Error(`The docs break the front-matter and sidebar contract:\n- ${problems.join('\n- ')}`);
      }
    },
  };
}
