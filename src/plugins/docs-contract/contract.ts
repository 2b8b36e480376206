/**
 * The front-matter and sidebar contract every doc page must meet. Checked at
 * build time by ./index.ts (the build fails on any
 * breach) and unit-tested in tests/unit/docs-contract.spec.ts.
 */

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
export function checkDocsContract(
  docs: DocForContract[],
  sidebarless: readonly string[] = SIDEBARLESS_DOCS,
): string[] {
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
      problems.push(
        `${where}: description has ${description.length} characters (at most ${MAX_DESCRIPTION_LENGTH})`,
      );
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
