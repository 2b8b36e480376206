/**
 * Pieces of the shared structure of every data source page. Each piece takes
 * the catalog entry of the page (`source`, the default export of
 * src/features/catalogs/data/datasources/<slug>.ts) and renders one part: the partial
 * docs/integration/datasources/_datasource-common.mdx places them under its
 * static headings. The pieces import only the catalog's types and labels,
 * never the whole catalog, so a page ships its own entry and no other.
 *
 * This module gathers them under the path the partials import
 * (`@theme/DataSource`); each lives in the sibling module of its part:
 * ./Phrases.tsx (inside sentences), ./ConnectionDetails.tsx (the common
 * partial), ./AddDatasource.tsx (the add partial), ./ConnectionChecks.tsx
 * (the checks partial), and ./shared.tsx what they share.
 *
 * Where the catalog has no value (null or an empty list), the pieces say so to
 * the reader instead of guessing.
 */
export {DefaultPort, DsName, NetworkPath, TimbrTypeChoice} from './Phrases';
export {AuthMethods, ConnectionFacts, ParameterTable, SourcePrerequisites, UrlFormats} from './ConnectionDetails';
export {DatasourceNameNote, FormFields, SqlRegistration} from './AddDatasource';
export {ConnectionChecks} from './ConnectionChecks';
