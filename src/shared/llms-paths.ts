/**
 * Where the Markdown copy of a page lives. Shared by the build plugin (Node)
 * and the "Copy page" button (browser), so it must stay free of Node APIs.
 *
 * The rule: drop the trailing slash of the page's path and add `.md`.
 *   /doc/docs/sql/general  ->  /doc/docs/sql/general.md
 *   /doc/docs/sql/         ->  /doc/docs/sql.md
 *   /doc/docs/             ->  /doc/docs.md
 *   /doc/ (the home page)  ->  /doc/index.md
 */
export function markdownPathFor(pagePath: string, baseUrl = '/doc/'): string {
  if (pagePath === baseUrl || pagePath === baseUrl.replace(/\/$/, '')) return `${baseUrl}index.md`;
  return `${pagePath.replace(/\/+$/, '')}.md`;
}

/** The two index files of the llms.txt convention, at the root of the site. */
export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

/**
 * The folder of a navigation section's own llms.txt and full-text files:
 * the section's folder of pages (`docs/sql/` -> `/doc/docs/sql/llms.txt`).
 */
export function sectionFilesDir(sectionPrefix: string, baseUrl = '/doc/'): string {
  return `${baseUrl}${sectionPrefix.replace(/^\/+|\/+$/g, '')}/`;
}
