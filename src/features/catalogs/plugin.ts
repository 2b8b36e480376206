/**
 * The catalogs the pages render: data sources, integrations and REST endpoints
 * (data/), shown by the theme components pages import as @theme/DataSource,
 * @theme/IntegrationCatalog and @theme/RestEndpoints (theme/). Nothing at build
 * time beyond the pages that import them.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function catalogsPlugin(): Plugin {
  return {
    name: 'catalogs',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
