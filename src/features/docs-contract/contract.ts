/**
 * The front-matter and sidebar contract every doc page must meet, and the
 * routes the specification requires (./spec-routes.ts). Checked at build
 * time by ./plugin.ts (the build fails on any breach), without a build by
 * `npm run check:routes`, and unit-tested in tests/unit/docs-contract/docs-contract.spec.ts.
 */
import {SPEC_ROUTES, type ExpectedRoute} from './spec-routes';

/** Docs that deliberately render without a sidebar (SPEC section 2). */
export const SIDEBARLESS_DOCS = [
  'index',
  'getting-started/deployments/azure-deploy',
  'getting-started/integration/datasources/mysql/overview',
  'platform/visualizing/gallery',
  'api/python-api-connector',
  'api/python-jdbc-connector',
  'api/python-sqlalchemy-connector',
  'general/changelog',
  'general/whats_new',
] as const;

/** Longest description search engines show in full. */
export const MAX_DESCRIPTION_LENGTH = 160;

export interface DocForContract {
  id: string;
  source: string;
  /** Name of the sidebar the doc is in, if any. */
  sidebar?: string;
  frontMatter: {title?: unknown; description?: unknown};
}

/** Every breach of the contract, as readable messages naming the source file. */
export function checkDocsContract(docs: DocForContract[], sidebarless: readonly string[] = SIDEBARLESS_DOCS): string[] {
  const problems: string[] = [];
  const ids = new Set(docs.map((d) => d.id));
  for (const doc of docs) {
    const where = `${doc.source} (doc id "${doc.id}")`;
    const {title, description} = doc.frontMatter;
    if (typeof title !== 'string' || !title.trim()) {
      problems.push(`${where}: front matter has no title`);
    }
    if (typeof description !== 'string' || !description.trim()) {
      problems.push(`${where}: front matter has no description`);
    } else if (description.length > MAX_DESCRIPTION_LENGTH) {
      problems.push(`${where}: description has ${description.length} characters (at most ${MAX_DESCRIPTION_LENGTH})`);
    }
    const listedSidebarless = sidebarless.includes(doc.id);
    if (!doc.sidebar && !listedSidebarless) {
      problems.push(`${where}: not in any sidebar; add it to sidebars.ts or to SIDEBARLESS_DOCS`);
    }
    if (doc.sidebar && listedSidebarless) {
      problems.push(`${where}: listed in SIDEBARLESS_DOCS but also in the sidebar "${doc.sidebar}"`);
    }
  }
  for (const id of sidebarless) {
    if (!ids.has(id)) problems.push(`SIDEBARLESS_DOCS names "${id}", which is not a doc`);
  }
  return problems;
}

export interface RoutedDoc {
  id: string;
  source: string;
  permalink: string;
  sidebar?: string;
}

const normalize = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/** The file a doc route would come from, for messages: `/doc/docs/sql/general` is docs/sql/general.md. */
function expectedSource(route: string): string {
  const rest = normalize(route).replace(/^\/doc\/docs\/?/, '');
  return rest ? `docs/${rest}.md (or docs/${rest}/index.md)` : 'docs/index.md';
}

/**
 * Every route of the specification that no doc or page has, or that renders
 * in another sidebar than the specification gives it. Other routes are not
 * listed anywhere: a new page needs only its file and its sidebar entry.
 */
export function checkSpecRoutes(
  docs: RoutedDoc[],
  pagePermalinks: readonly string[],
  spec: readonly ExpectedRoute[] = SPEC_ROUTES,
): string[] {
  const problems: string[] = [];
  const docAt = new Map(docs.map((d) => [normalize(d.permalink), d]));
  const pages = new Set(pagePermalinks.map(normalize));
  const name = (sidebar: string | null | undefined) => (sidebar ? `the sidebar "${sidebar}"` : 'no sidebar');
  for (const route of spec) {
    const key = normalize(route.path);
    const doc = docAt.get(key);
    if (doc) {
      const sidebar = doc.sidebar ?? null;
      if (sidebar !== route.sidebar) {
        const fix = route.sidebar
          ? `put "${doc.id}" in ${route.sidebar} in sidebars.ts`
          : `take "${doc.id}" out of sidebars.ts and add it to SIDEBARLESS_DOCS`;
        problems.push(
          `${doc.source} (${route.path}): renders in ${name(sidebar)}, but the specification gives it ${name(route.sidebar)}; ${fix}`,
        );
      }
    } else if (pages.has(key)) {
      if (route.sidebar)
        problems.push(
          `${route.path}: the specification gives it ${name(route.sidebar)}, but it is a page of src/pages, which has none`,
        );
    } else {
      const where = key.startsWith('/doc/docs') ? `: expected ${expectedSource(key)}` : '';
      problems.push(`${route.path}: the specification requires this route, and no doc or page has it${where}`);
    }
  }
  return problems;
}
