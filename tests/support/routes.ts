/**
 * The site's routes for the tests, with nothing to keep by hand:
 * - SPEC_ROUTES: the routes SPEC section 2 requires, each with its sidebar
 *   (src/features/docs-contract/spec-routes.ts, written from the specification);
 * - EXPECTED_ROUTES: every route the source files make (each doc of docs/ and
 *   page of src/pages), its sidebar derived from sidebars.ts as the docs
 *   plugin derives it (src/features/docs-contract/sources.ts).
 * A new page needs its file and its line in sidebars.ts (or SIDEBARLESS_DOCS),
 * and nothing here.
 */
import path from 'node:path';
import sidebars from '../../sidebars';
import {TEST_PAGES_PATH} from '../../src/site';
import {readDocs, sidebarOfDocs, siteRoutes, type SiteRoute} from '../../src/features/docs-contract/sources';

export {
  SPEC_ROUTES,
  DATASOURCE_SLUGS,
  type SidebarName,
  type ExpectedRoute,
} from '../../src/features/docs-contract/spec-routes';
export type {SiteRoute} from '../../src/features/docs-contract/sources';

const ROOT = path.resolve(__dirname, '../..');
const SIDEBARS = sidebars as unknown as Record<string, unknown>;

/** Every route of the source files: docs (with their sidebar, null for none), then pages of src/pages. */
export const EXPECTED_ROUTES: SiteRoute[] = siteRoutes(ROOT, SIDEBARS);

/** The routes of pages for readers: every route but the test-only pages (TEST_PAGES_PATH). */
export const CONTENT_ROUTES: SiteRoute[] = EXPECTED_ROUTES.filter((r) => !r.path.startsWith(TEST_PAGES_PATH));

const sidebarOf = sidebarOfDocs(SIDEBARS);

/** The sidebar a doc renders in, by its id (null: none), as sidebars.ts says. */
export function sidebarOfDoc(id: string): string | null {
  return sidebarOf.get(id) ?? null;
}

/**
 * For each sidebar, a link only that sidebar holds (the URL of its first doc
 * that no other sidebar lists): how a test recognizes the sidebar a page shows.
 */
export const SIDEBAR_MARKER: Record<string, string> = (() => {
  const permalinkOf = new Map(readDocs(ROOT, SIDEBARS).map((d) => [d.id, d.permalink]));
  const idsOf = (name: string) => [...sidebarOfDocs({[name]: SIDEBARS[name]}).keys()];
  const markers: Record<string, string> = {};
  for (const name of Object.keys(SIDEBARS)) {
    const others = new Set(
      Object.keys(SIDEBARS)
        .filter((n) => n !== name)
        .flatMap(idsOf),
    );
    const id = idsOf(name).find((i) => !others.has(i) && permalinkOf.has(i));
    if (!id) throw new Error(`sidebars.ts: the sidebar "${name}" lists no doc of its own`);
    markers[name] = permalinkOf.get(id)!;
  }
  return markers;
})();
