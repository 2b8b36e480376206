/** The source of a data source page as its reader gets it, for the unit tests of the data source pages. */
import fs from 'node:fs';
import path from 'node:path';

export const DATASOURCE_DIR = path.resolve(__dirname, '../../docs/integration/datasources');

/** A data source page with the partials of its own folder (as mysql/_mysql-body.mdx) put where the page uses them. */
export function datasourcePageSource(slug: string): string {
  const dir = path.join(DATASOURCE_DIR, slug);
  let page = fs.readFileSync(path.join(dir, 'overview.md'), 'utf8');
  for (const [line, name, file] of page.matchAll(/^import (\w+) from '\.\/(_[\w-]+\.mdx)';$/gm)) {
    page = page.replace(line, '').replace(`<${name} />`, fs.readFileSync(path.join(dir, file), 'utf8'));
  }
  return page;
}
