// The routes and sidebars of the site, checked from the source files without
// a build (the build gate src/features/docs-contract/ checks the same on what
// Docusaurus loaded, and the crawl on the built site):
// - every route of the specification (src/features/docs-contract/spec-routes.ts)
//   has its source file, in the sidebar the specification gives it;
// - every doc is in a sidebar of sidebars.ts or on the list of sidebar-less
//   pages (SIDEBARLESS_DOCS), and has a title and a short description.
// Nothing else lists routes: a new page needs only its file and its line in
// sidebars.ts (which `npm run new-page` writes).
//
// Usage: npm run check:routes [-- --root <site folder>]   (default: the current folder)
import fs from 'node:fs';
import path from 'node:path';
import {checkDocsContract, checkSpecRoutes} from '../../src/features/docs-contract/contract';
import {readDocs, readPages} from '../../src/features/docs-contract/sources';
import {argsOf} from '../lib/args';
import {isMain, loadTs} from '../lib/loader';

/** The sidebars of the site in `siteDir` (its sidebars.ts, read afresh). */
export const sidebarsOf = (siteDir: string) => loadTs<Record<string, unknown>>(path.join(siteDir, 'sidebars.ts'));

/** Every problem of the site in `siteDir`, as messages naming the file. */
export function checkRoutes(siteDir: string): {docs: number; pages: number; problems: string[]} {
  const sidebars = sidebarsOf(siteDir);
  const docs = readDocs(siteDir, sidebars);
  const pages = readPages(siteDir);
  const problems = [
    ...checkDocsContract(docs),
    ...checkSpecRoutes(
      docs,
      pages.map((p) => p.permalink),
    ),
  ];
  return {docs: docs.length, pages: pages.length, problems};
}

if (isMain(__filename)) {
  const usage = 'Usage: npm run check:routes [-- --root <site folder>]';
  const {values: args} = argsOf('check-routes', usage, {root: {type: 'string', default: '.'}});
  const siteDir = path.resolve(args.root);
  if (!fs.existsSync(path.join(siteDir, 'sidebars.ts')) || !fs.existsSync(path.join(siteDir, 'docs'))) {
    console.error(`${siteDir} has no sidebars.ts or no docs/ folder: run this in the site folder or give --root.`);
    process.exit(2);
  }
  const {docs, pages, problems} = checkRoutes(siteDir);
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.log(`${problems.length} problem(s) in the routes and sidebars of ${docs} docs and ${pages} pages`);
    process.exit(1);
  }
  console.log(
    `${docs} docs and ${pages} pages: every route of the specification is in place, every doc in a sidebar or listed as sidebar-less`,
  );
}
